// Two threads reading one PDF: pages are claimed one at a time from a shared counter, so a helper that starts late (or
// never) takes only what is left; the helper's pages come back to the reading thread on a port.
import { MessageChannel, receiveMessageOnPort, type MessagePort } from "node:worker_threads";
import type { PageShare } from "../import-types.js";

const NEXT = 0;
const STOP = 1;
const CHARS = 2;
const RUNS = 3;
const DONE = 4;
const SLOTS = 5;

/**
 * The reading thread's share and the helper's, over the same counters; `stop` ends the sharing from the thread that made
 * it (the reading task is over however it ended, so a helper still waiting for a thread leaves at once).
 */
export function pageShares(): { reader: PageShare; helper: PageShare; stop(): void } {
  const counters = new SharedArrayBuffer(SLOTS * Int32Array.BYTES_PER_ELEMENT);
  const { port1, port2 } = new MessageChannel();
  return {
    reader: { counters, port: port1 },
    helper: { counters, port: port2 },
    stop: () => Atomics.store(new Int32Array(counters), STOP, 1),
  };
}

/** The counters as one thread uses them; without a share, a thread reading every page itself. */
export class SharedPages {
  private readonly slots: Int32Array;
  private readonly port?: MessagePort;

  constructor(share?: PageShare) {
    this.slots = new Int32Array(share?.counters ?? new SharedArrayBuffer(SLOTS * Int32Array.BYTES_PER_ELEMENT));
    this.port = share?.port;
  }

  /** The next page nobody has taken (1-based), or null when reading has stopped or every page is taken. */
  claim(limit: number): number | null {
    if (Atomics.load(this.slots, STOP)) return null;
    const page = Atomics.add(this.slots, NEXT, 1) + 1;
    return page <= limit ? page : null;
  }

  /** Pages taken so far, by either thread, up to `limit`. */
  claimed(limit: number): number {
    return Math.min(Atomics.load(this.slots, NEXT), limit);
  }

  /** No page is taken after this (time ran out, the text is long enough, PDFium trapped or the reader is done). */
  stop(): void {
    Atomics.store(this.slots, STOP, 1);
  }

  stopped(): boolean {
    return Atomics.load(this.slots, STOP) === 1;
  }

  /** Counts a page's characters and pieces into both threads' totals; the totals after. */
  count(chars: number, runs: number): { chars: number; runs: number } {
    return { chars: Atomics.add(this.slots, CHARS, chars) + chars, runs: Atomics.add(this.slots, RUNS, runs) + runs };
  }

  runs(): number {
    return Atomics.load(this.slots, RUNS);
  }

  /** Pages either thread has finished. */
  done(): number {
    return Atomics.load(this.slots, DONE);
  }

  /** The helper's page, sent to the reading thread and counted (waking it if it waits). */
  send(outcome: unknown): void {
    this.port?.postMessage(outcome);
    Atomics.add(this.slots, DONE, 1);
    Atomics.notify(this.slots, DONE);
  }

  /** Counts one of the reading thread's own pages as finished. */
  finished(): void {
    Atomics.add(this.slots, DONE, 1);
  }

  /** What the helper has sent and not yet been taken, without waiting. */
  receive<T>(): T[] {
    const got: T[] = [];
    if (!this.port) return got;
    for (let m = receiveMessageOnPort(this.port); m; m = receiveMessageOnPort(this.port)) got.push(m.message as T);
    return got;
  }

  /** Sleeps until a page is finished after `seen` were, or `ms` pass. */
  waitPast(seen: number, ms: number): void {
    Atomics.wait(this.slots, DONE, seen, Math.max(0, ms));
  }

  close(): void {
    this.port?.close();
  }
}
