// Test-only thread entry of a budgeted task whose loading takes 1.5 s (the composer on a starved host), then answers.
import { threadId } from "node:worker_threads";
import { startBudget, type Budgeted } from "../../src/workers/budgeted-run.js";

Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1_500);

export default function answer(job: Budgeted & { ms?: number }): number {
  startBudget(job);
  if (job.ms) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, job.ms);
  return threadId;
}
