// Bench helper for the jobs module: `quire worker` processes on the bench's SQLite file, and the time from restarting a
// SIGKILLed one to its job's last item — the same instance (which takes its dead run's items back at boot), and another
// instance (which waits for their leases to lapse).
import { spawn, type ChildProcess } from "node:child_process";
import type { JobRecord, JobRepo } from "../../src/store/repos/jobs.js";

/** Starts a `quire worker` and resolves once it says it has started (LOG_LEVEL info). */
export function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [new URL("../../bin/quire.mjs", import.meta.url).pathname, "worker"], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let seen = "";
    child.stdout!.on("data", (d: Buffer) => {
      seen += d.toString();
      if (seen.includes("worker started")) {
        child.stdout!.removeAllListeners("data");
        child.stdout!.resume();
        resolve(child);
      }
    });
    child.once("exit", (code) => reject(new Error(`quire worker exited ${code} before it started`)));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const over = (job: JobRecord | null) => job !== null && job.state !== "queued" && job.state !== "running";

export interface Recovery {
  /** From spawning the restarted process to the job's last item. */
  seconds: number;
  /** What the restarted process would need for the items left at the kill, at the rate before it. */
  remainingWorkSeconds: number;
  heldAtKill: number;
}

/**
 * A worker works a new job; at a quarter of it the worker is SIGKILLed, and a worker with `restartEnv` is started on the
 * same data: how long from that restart to the job's last item.
 */
export async function recoveryAfterKill(
  jobs: JobRepo,
  submit: () => Promise<JobRecord>,
  env: Record<string, string>,
  restartEnv: Record<string, string>,
): Promise<Recovery> {
  const first = await startWorker(env);
  const job = await submit();
  const t0 = performance.now();
  let done = 0;
  while ((done = (await jobs.get(job.id))!.succeeded) < job.total / 4) await sleep(5);
  first.kill("SIGKILL");
  await new Promise((r) => (first.exitCode !== null || first.signalCode !== null ? r(null) : first.once("exit", r)));
  const rate = done / ((performance.now() - t0) / 1000);
  const left = job.total - (await jobs.get(job.id))!.succeeded;
  const heldAtKill = (await jobs.items(job.id, 0, job.total)).filter((i) => i.state === "running").length;
  const restartedAt = performance.now();
  const second = await startWorker(restartEnv);
  try {
    while (!over(await jobs.get(job.id))) await sleep(20);
    const end = (await jobs.get(job.id))!;
    if (end.succeeded !== job.total) throw new Error(`recovery: ${end.succeeded} of ${job.total} decks made`);
    return { seconds: (performance.now() - restartedAt) / 1000, remainingWorkSeconds: left / rate, heldAtKill };
  } finally {
    second.kill("SIGTERM");
    await new Promise((r) => (second.exitCode !== null ? r(null) : second.once("exit", r)));
  }
}
