// A MessagePort's stand-in inside a work process: what the task posts goes to the server, which posts it on the real
// port; what arrives there comes back as 'message' events. The subset the worker entries use.
import { EventEmitter } from "node:events";

export class RelayedPort extends EventEmitter {
  private closed = false;
  /** What arrived before anyone listened: a MessagePort holds its messages until it is started by a listener. */
  private held: unknown[] = [];
  private flushing = false;

  constructor(
    private readonly send: (message: unknown) => void,
    private readonly sendClose: () => void,
  ) {
    super();
    this.on("newListener", (event: string) => {
      if (event !== "message" || !this.held.length || this.flushing) return;
      this.flushing = true;
      setImmediate(() => {
        // In order: what arrives meanwhile joins the line rather than overtaking it.
        for (let message = this.held.shift(); message !== undefined || this.held.length; message = this.held.shift())
          this.emit("message", message);
        this.flushing = false;
      });
    });
  }

  /** Transfer lists mean nothing between processes: the message is copied as it is serialised. */
  postMessage(message: unknown, _transfer?: readonly unknown[]): void {
    if (!this.closed) this.send(message);
  }

  /** A message the server relayed from the other end. */
  deliver(message: unknown): void {
    if (this.closed) return;
    if (this.listenerCount("message") && !this.flushing) this.emit("message", message);
    else this.held.push(message);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.sendClose();
    this.emit("close");
  }

  /** The other end closed: as a MessagePort does, this end closes too. */
  closedByPeer(): void {
    if (this.closed) return;
    this.closed = true;
    this.emit("close");
  }

  start(): void {}
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }
}
