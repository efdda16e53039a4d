// Stopping a job runner never waits for a lane's poll: a lane stopped while it claims ends at once (a process that
// only had the runner — a script, `quire worker` at SIGTERM — would otherwise be left awaiting an unref'd timer).
import pino from "pino";
import { describe, expect, it } from "vitest";
import { startJobRunner } from "../../src/jobs/job-runner.js";
import type { JobRepo } from "../../src/store/repos/jobs.js";

describe("job runner stop", () => {
  it("ends lanes stopped mid-claim without waiting for their next poll (an hour away)", async () => {
    let release!: () => void;
    const claiming = new Promise<void>((r) => (release = r));
    let claims = 0;
    const jobs = {
      claim: async () => {
        claims++;
        await claiming;
        return null;
      },
      unfinished: async () => [],
      expired: async () => [],
    } as unknown as JobRepo;
    const runner = startJobRunner({
      jobs,
      blobs: {} as never,
      logger: pino({ level: "silent" }),
      runItem: async () => ({ filename: "x", bytes: new Uint8Array() }),
      concurrency: 2,
      leaseMs: 1_000,
      pollMs: 3_600_000,
      maxAttempts: 1,
      backoffMs: 1,
      resultTtlMs: 1,
    });
    await new Promise((r) => setImmediate(r));
    expect(claims).toBe(2);
    const stopped = runner.stop();
    release(); // the claims come back (empty) after the stop was asked for
    await stopped; // with a lane waiting on its hour-long poll this would never resolve and the test would time out
    expect(claims).toBe(2);
  });
});
