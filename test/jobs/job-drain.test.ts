// SIGTERM mid-job on real processes (SQLite, no Redis): a `quire serve` stops taking items, finishes those in flight
// and exits 0 well within SHUTDOWN_DRAIN_MS, holding nothing; a `quire worker` told to drain in 1 ms hands its items
// back instead, also holding nothing; the next start finishes the 1,000-item job with every deck once, none retried.
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { embeddedProcesses, freePort, startQuire, submitJob, waitFor, type QuireChild } from "./job-processes.js";

const ITEMS = 1_000;
/** The default SHUTDOWN_DRAIN_MS: the server is stopped on it. */
const DRAIN_MS = 10_000;
const run = embeddedProcesses("job-drain", "job-drain-test-secret-0123456789abcdef0123", "info");
const { children, env, setupEnv } = run;

/** SIGTERM while items are in flight: answers how long the process took to exit, and its exit code. */
async function terminate(p: QuireChild, jobId: string): Promise<{ ms: number; code: number | null }> {
  // Items in flight: the lanes hold some (a deck takes a few milliseconds to make, so this is nearly always true).
  await waitFor(
    async () => (await run.items.summary(jobId)).byState.running ?? 0,
    (n) => n > 0,
    10_000,
  );
  const t0 = Date.now();
  p.child.kill("SIGTERM");
  const code = await p.exited;
  return { ms: Date.now() - t0, code };
}

describe("SIGTERM mid-job", () => {
  it(
    `drains a server, then a worker, and the next start finishes a ${ITEMS}-item job: every deck once, none tried twice`,
    { timeout: 180_000 },
    async () => {
      const { user, job } = await submitJob(setupEnv, ITEMS);
      const port = await freePort();
      const read = async () =>
        (await (await fetch(`http://127.0.0.1:${port}/api/jobs/${job.id}`, { headers: user.headers })).json()).job as {
          state: string;
          succeeded: number;
          failed: number;
        };

      const server = await startQuire("serve", env(port), children);
      await waitFor(read, (j) => j.succeeded >= ITEMS / 4, 90_000);
      const served = await terminate(server, job.id);
      expect(served.code).toBe(0);
      expect(served.ms).toBeLessThan(DRAIN_MS);
      expect(server.output()).toContain('"msg":"stopped"');
      const afterServer = await run.items.summary(job.id);
      expect(afterServer.byState.running ?? 0).toBe(0); // nothing left held: no lease for anyone to wait out
      expect(afterServer.succeeded).toBeLessThan(ITEMS);

      const worker = await startQuire("worker", { ...env(0), SHUTDOWN_DRAIN_MS: "1" }, children);
      await waitFor(
        async () => (await run.items.summary(job.id)).succeeded,
        (n) => n >= afterServer.succeeded + ITEMS / 4,
        90_000,
      );
      const drained = await terminate(worker, job.id);
      if (drained.code !== 0) console.error(worker.output().slice(-4000)); // what it said before it failed to stop
      expect(drained.code).toBe(0);
      expect(drained.ms).toBeLessThan(5_000); // SHUTDOWN_DRAIN_MS + 5 s is its bound
      expect(worker.output()).toContain('"msg":"worker stopped"');
      const afterWorker = await run.items.summary(job.id);
      expect(afterWorker.byState.running ?? 0).toBe(0);
      // A handed-back item's try is not counted: no item has had more than one.
      expect(afterWorker.maxAttempts).toBe(1);

      const restartedAt = Date.now();
      await startQuire("serve", env(port), children);
      const end = await waitFor(read, (j) => j.state !== "queued" && j.state !== "running", 120_000);
      console.info(
        `[job-drain] server exited ${served.ms} ms after SIGTERM at ${afterServer.succeeded} items; worker (1 ms drain) ${drained.ms} ms at ${afterWorker.succeeded}; next start finished in ${((Date.now() - restartedAt) / 1000).toFixed(1)} s`,
      );
      expect(end).toMatchObject({ state: "succeeded", succeeded: ITEMS, failed: 0 });
      expect((await run.items.summary(job.id)).maxAttempts).toBe(1);
      const zip = unzipSync(
        new Uint8Array(
          await (
            await fetch(`http://127.0.0.1:${port}/api/jobs/${job.id}/result`, { headers: user.headers })
          ).arrayBuffer(),
        ),
      );
      expect(Object.keys(zip).filter((f) => f.endsWith(".pptx"))).toHaveLength(ITEMS);
      const manifest = JSON.parse(strFromU8(zip["manifest.json"]!)) as { index: number; status: string }[];
      expect(manifest.map((m) => m.index)).toEqual(Array.from({ length: ITEMS }, (_, i) => i + 1));
      expect(manifest.every((m) => m.status === "ok")).toBe(true);
    },
  );
});
