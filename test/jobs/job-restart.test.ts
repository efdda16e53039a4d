// The embedded default (SQLite, no Redis) keeps a job through a crash, on the default lease (JOB_LEASE_MS, 15 s): a real
// `quire serve` working a 1,000-item brand batch, SIGKILLed midway and started again on the same data, takes back at once
// what it held (rather than waiting out the leases) and finishes — every deck once in the zip, counted once.
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { embeddedProcesses, freePort, killHolding, startQuire, submitJob, waitFor } from "./job-processes.js";

const ITEMS = 1_000;
const run = embeddedProcesses("job-restart", "job-restart-test-secret-0123456789abcdef");
const { children, env: baseEnv, setupEnv } = run;

const serve = (port: number, env: Record<string, string> = {}) =>
  startQuire("serve", { ...baseEnv(port), ...env }, children);

describe("a job through a crash (embedded: SQLite, no Redis)", () => {
  it(
    `finishes a ${ITEMS}-item batch after SIGKILL midway: the restart takes back what the killed run held at once, each deck once`,
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
      const first = await serve(port);
      const started = Date.now();
      const midway = await waitFor(read, (j) => j.succeeded >= ITEMS / 4, 90_000);
      expect(midway.succeeded).toBeGreaterThanOrEqual(ITEMS / 4);
      expect(midway.succeeded).toBeLessThan(ITEMS);
      const held = await killHolding(first, run.items, job.id);
      const { succeeded: atKill } = await run.items.summary(job.id);
      const rate = atKill / ((Date.now() - started) / 1000);
      expect(held.length).toBeGreaterThan(0); // killed holding items, leased for up to 15 s more

      const restartedAt = Date.now();
      const second = await serve(port);
      const end = await waitFor(read, (j) => j.state !== "queued" && j.state !== "running", 120_000);
      const recovery = (Date.now() - restartedAt) / 1000;
      expect(end).toMatchObject({ state: "succeeded", succeeded: ITEMS, failed: 0 });
      // Taken back at boot (the same instance, its earlier boot's pid dead), not left until the leases lapsed.
      expect(second.output()).toMatch(
        new RegExp(`"items":${held.length},[^\\n]*job items an earlier run of this instance held were taken back`),
      );
      const remainingWork = (ITEMS - atKill) / rate;
      console.info(
        `[job-restart] ${ITEMS} items; killed at ${atKill} holding ${held.length}; ${rate.toFixed(0)} items/s before; restart to last item ${recovery.toFixed(1)} s (the remaining work alone: ~${remainingWork.toFixed(1)} s)`,
      );
      expect(recovery).toBeLessThan(30 + 1.5 * remainingWork);
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
