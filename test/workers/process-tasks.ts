// Test-only work-process entry: tasks that answer, fail, wait, abort the process, allocate past its cap and talk on ports.
import { getPriority } from "node:os";
import type { MessagePort } from "node:worker_threads";
import { AppError } from "../../src/lib/errors.js";

export default function echo(task: { bytes: Uint8Array; text: string }): {
  bytes: Uint8Array;
  text: string;
  pid: number;
} {
  return { ...task, pid: process.pid };
}

export function refuse(): never {
  throw new AppError("invalid_template", "That is not a template.", {
    details: [{ path: "file", message: "not a zip" }],
  });
}

export function fault(): never {
  throw new TypeError("a bug in the worker");
}

/** Blocks its process for `ms` (a task stuck in native code or a long loop). */
export function block(task: { ms: number }): number {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, task.ms);
  return process.pid;
}

/** What a decoder does on a picture it cannot allocate: a native abort ends the whole process. */
export function abort(): never {
  process.abort();
}

/** An allocation of `mb` megabytes, touched so the kernel commits it. */
export function allocate(task: { mb: number }): number {
  const bytes = new Uint8Array(task.mb * 1024 * 1024);
  bytes.fill(1);
  return bytes.length;
}

/** This process's priority (its main thread's nice value) as the task runs. */
export function priority(): number {
  return getPriority();
}

/** Allocates `mb` megabytes and keeps them (a decoder's pixels the allocator did not give back). */
const kept: Uint8Array[] = [];
export function hold(task: { mb: number }): number {
  const bytes = new Uint8Array(task.mb * 1024 * 1024);
  bytes.fill(1);
  kept.push(bytes);
  return bytes.length;
}

/** Grows the JavaScript heap until V8 gives up (a fatal error, not an exception). */
export function exhaustHeap(): never {
  const held: string[][] = [];
  for (;;) held.push(Array.from({ length: 100_000 }, (_, i) => `x${i}`));
}

/** Echoes each message on `port` doubled until told "stop", then answers how many it echoed. */
export async function talk(task: { port: MessagePort }): Promise<number> {
  let n = 0;
  await new Promise<void>((resolve) => {
    task.port.on("message", (m: number | string) => {
      if (m === "stop") return resolve();
      n++;
      task.port.postMessage((m as number) * 2);
    });
  });
  return n;
}

/** The length and first byte of a template-sized blob it was given (sent once, then kept by key). */
export function blobSize(task: { bytes: Uint8Array }): { length: number; first: number; pid: number } {
  return { length: task.bytes.length, first: task.bytes[0]!, pid: process.pid };
}

/** Recursion as deep as a file nests (a group in a group, ten thousand times). */
export function recurse(task: { depth: number }): number {
  const down = (n: number): number => (n === 0 ? 0 : 1 + down(n - 1));
  return down(task.depth);
}
