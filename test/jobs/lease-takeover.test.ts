// Two `quire worker` processes beside a server that works none, sharing one SQLite file (no Redis), on the default lease
// (JOB_LEASE_MS, 15 s): one is SIGKILLed holding items, and the other — the same instance (host, command, data) but a
// live pid it must not take from — takes them once their leases lapse, within the lease; every deck once in the zip.
// (lease-takeover-pg.test.ts: two servers on PostgreSQL.)
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { embeddedProcesses, freePort, killHolding, startQuire, submitJob, waitFor } from "./job-processes.js";

/** The default lease: the test runs on it, to show what a deployment gets. */
const LEASE_MS = 15_000;
/** Enough items that the job is still running when the test has seen a quarter done and the first worker holding one. */
const ITEMS = 400;
const run = embeddedProcesses("takeover", "lease-takeover-secret-0123456789abcdef");
const { children, env: baseEnv, setupEnv } = run;

/** A `quire worker`: job lanes only, no listener. */
const worker = (extra: Record<string, string> = {}) =>
  startQuire("worker", { ...baseEnv(0), JOB_CONCURRENCY: "1", ...extra }, children);
const serve = (port: number, env: Record<string, string> = {}) =>
  startQuire("serve", { ...baseEnv(port), ...env }, children);

describe("a job through a worker's crash (embedded: SQLite, no Redis)", () => {
  it(
    "is worked by two `quire worker` processes beside a server that works none; one SIGKILLed midway, its items taken by the other within the lease, each deck once",
    { timeout: 180_000 },
    async () => {
      const { user, job } = await submitJob(setupEnv, ITEMS);
      const port = await freePort();
      await serve(port, { JOB_CONCURRENCY: "0" });
      const read = async () =>
        (await (await fetch(`http://127.0.0.1:${port}/api/jobs/${job.id}`, { headers: user.headers })).json()).job as {
          state: string;
          succeeded: number;
          failed: number;
        };
      const first = await worker();
      const metricsPort = await freePort();
      await worker({ METRICS_PORT: String(metricsPort), METRICS_TOKEN: "job-restart-metrics-token" });
      const midway = await waitFor(read, (j) => j.succeeded >= 30, 60_000);
      expect(midway.succeeded).toBeGreaterThanOrEqual(30);
      expect(midway.succeeded).toBeLessThan(ITEMS);
      // Killed while it holds an item (between two items it holds none, and there would be nothing to take over).
      const held = await killHolding(first, run.items, job.id);
      const killedAt = Date.now();
      // The survivor shares the killed worker's instance (same host, role and data) but not its boot, and that boot's pid
      // was alive when the survivor started: it leaves those items to their leases, which lapse within JOB_LEASE_MS.
      expect(held.length).toBeGreaterThan(0);
      await waitFor(
        () => run.items.states(job.id, held),
        (states) => states.every((s) => s === "succeeded"),
        2 * LEASE_MS,
      );
      const takenAfter = Date.now() - killedAt;
      console.info(
        `[lease-takeover] a killed worker's ${held.length} held item(s) were made by the other worker ${(takenAfter / 1000).toFixed(1)} s after the kill (lease ${LEASE_MS / 1000} s)`,
      );
      expect(takenAfter).toBeLessThan(LEASE_MS + 3_000);
      const end = await waitFor(read, (j) => j.state !== "queued" && j.state !== "running", 120_000);
      expect(end).toMatchObject({ state: "succeeded", succeeded: ITEMS, failed: 0 });
      const zip = unzipSync(
        new Uint8Array(
          await (
            await fetch(`http://127.0.0.1:${port}/api/jobs/${job.id}/result`, { headers: user.headers })
          ).arrayBuffer(),
        ),
      );
      expect(Object.keys(zip).filter((f) => f.endsWith(".pptx"))).toHaveLength(ITEMS);
      expect((JSON.parse(strFromU8(zip["manifest.json"]!)) as { index: number }[]).map((m) => m.index)).toEqual(
        Array.from({ length: ITEMS }, (_, i) => i + 1),
      );
      // The surviving worker has no HTTP app, yet its own metrics are scraped on METRICS_PORT, with the token only.
      const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, {
        headers: { authorization: "Bearer job-restart-metrics-token" },
      });
      expect(scraped.status).toBe(200);
      const made = Number(/^quire_job_items_total\{outcome="succeeded"\} (\d+)$/m.exec(await scraped.text())?.[1]);
      expect(made).toBeGreaterThan(0);
      expect(made).toBeLessThanOrEqual(ITEMS);
      expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(401);
      for (const c of children.splice(0)) c.kill("SIGKILL");
    },
  );
});
