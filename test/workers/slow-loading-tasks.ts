// Test-only work-process entry whose loading takes 1.5 s (a heavy module on a starved host), then answers at once.
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1_500);

export default function loaded(): string {
  return "loaded";
}

/** Blocks its process for `ms` once loaded: its own time, which the task's timeout still bounds. */
export function block(task: { ms: number }): number {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, task.ms);
  return process.pid;
}
