// Test-only page-streaming worker: `count` pages of `size` bytes (each filled with its index) sent through sendPages,
// `delayMs` apart, each counted in shared memory as it is made, so a test sees how far the worker runs ahead.
import { sendPages, type PageStreamJob } from "../../src/workers/page-stream.js";

export interface FakePagesJob extends PageStreamJob {
  count: number;
  size: number;
  delayMs: number;
  /** One Int32: the pages made so far. */
  made: SharedArrayBuffer;
}

// The default export: piscina loads a pool's own file for it when a thread starts.
export default async function fakePages(job: FakePagesJob): Promise<void> {
  const made = new Int32Array(job.made);
  async function* pictures() {
    for (let i = 0; i < job.count; i++) {
      if (job.delayMs) await new Promise((resolve) => setTimeout(resolve, job.delayMs));
      Atomics.add(made, 0, 1);
      yield { png: new Uint8Array(job.size).fill(i % 256), width: 1, height: 1 };
    }
  }
  await sendPages(job.port!, { pages: job.count, warnings: ["a warning"] }, pictures());
}
