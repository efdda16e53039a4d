// One work process: a Node process started under a memory cap (the kernel's RLIMIT_DATA, so a decoder's allocation past
// it fails inside the process), at a lower priority once warm, spoken to in frames on fd 3; a native abort ends it alone.
import { spawn, type ChildProcess } from "node:child_process";
import type { Socket } from "node:net";
import { getPriority } from "node:os";
import { fileURLToPath } from "node:url";
import { readFrames, writeFrame } from "./frames.js";
import type { FromChild, ToChild } from "./process-messages.js";
import { siblingModule } from "../lib/sibling-module.js";

export interface WorkProcessOptions {
  /** Node flags: the loader, then the heap's size. */
  execArgv: readonly string[];
  /** Bytes of private memory the process may hold in all (heap, buffers, decoders' pixels, WebAssembly). */
  memoryBytes: number;
  /** The JavaScript heap's own limit, inside the memory cap. */
  heapMb: number;
  /** Added to the server's nice value after the process's first task, so the kernel serves the event loop first on a busy machine. */
  niceness: number;
  env?: Record<string, string>;
}

const CHILD_ENTRY = fileURLToPath(siblingModule(import.meta.url, "process-child"));
/** Sets the cap in a shell, then becomes node: node has no call to set another process's limits. */
const CAPPED = 'ulimit -d "$QUIRE_MEMORY_KB" 2>/dev/null; exec "$0" "$@"';

/** How a process ended, for the error its task gets and the log. */
export interface Ending {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export class WorkProcess {
  readonly child: ChildProcess;
  readonly ready: Promise<void>;
  readonly ended: Promise<Ending>;
  private readonly socket: Socket;
  private onFrame: (frame: FromChild) => void = () => {};

  constructor(options: WorkProcessOptions, start: { replacement?: boolean } = {}) {
    const args = [
      ...options.execArgv,
      `--max-old-space-size=${options.heapMb}`,
      "--max-semi-space-size=8",
      CHILD_ENTRY,
    ];
    // A replacement for a process that ended lowers itself at once, so replacements never compete with the event loop.
    const nice =
      options.niceness > 0
        ? {
            QUIRE_WORK_NICE: String(Math.min(19, getPriority() + options.niceness)),
            ...(start.replacement ? { QUIRE_WORK_NICE_NOW: "1" } : {}),
          }
        : {};
    const env = {
      ...process.env,
      ...options.env,
      ...nice,
      QUIRE_MEMORY_KB: String(Math.floor(options.memoryBytes / 1024)),
    };
    this.child = spawn("/bin/sh", ["-c", CAPPED, process.execPath, ...args], {
      stdio: ["ignore", "inherit", "inherit", "pipe"],
      env,
    });
    this.socket = this.child.stdio[3] as Socket;
    this.ended = new Promise((resolve) => this.child.once("exit", (code, signal) => resolve({ code, signal })));
    this.ready = new Promise((resolve, reject) => {
      this.onFrame = (frame) => {
        if (frame.t === "ready") resolve();
      };
      void this.ended.then((end) =>
        reject(new Error(`the work process ended before it was ready (${describeEnding(end)})`)),
      );
    });
    this.ready.catch(() => undefined);
    readFrames(this.socket, (frame) => this.onFrame(frame as FromChild));
    this.socket.on("error", () => this.kill());
  }

  /** Where the process's messages go once it is ready. */
  listen(onFrame: (frame: FromChild) => void): void {
    this.onFrame = onFrame;
  }

  send(frame: ToChild): void {
    if (!this.socket.destroyed) writeFrame(this.socket, frame);
  }

  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill("SIGKILL");
  }

  /** Lets the server exit while this process idles; `busy` keeps it alive while a task runs. */
  hold(busy: boolean): void {
    if (busy) {
      this.child.ref();
      this.socket.ref();
    } else {
      this.child.unref();
      this.socket.unref();
    }
  }
}

export function describeEnding(end: Ending): string {
  return end.signal ? `signal ${end.signal}` : `exit code ${end.code}`;
}
