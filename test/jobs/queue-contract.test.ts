// The job queue's contract, run against each queue a process can use: the database's own lanes and BullMQ on real
// Redis (TEST_REDIS_URL). The same JobsService, told the same jobs: every item worked once and its file kept, a job
// finished once with its counts and its listeners told, an item that fails for a passing cause tried again up to
// JOB_MAX_ATTEMPTS, one that fails for its own fault not again, a cancelled job's waiting items never worked.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/load.js";
import type { ItemOutput } from "../../src/jobs/item-work.js";
import { createJobsService, type JobsService } from "../../src/jobs/jobs-service.js";
import { AppError } from "../../src/lib/errors.js";
import { newId } from "../../src/lib/ids.js";
import { processIdentity } from "../../src/lib/process-identity.js";
import { personalSpace } from "../../src/lib/space-id.js";
import { createFileBlobStore } from "../../src/store/blobs/file-blob-store.js";
import type { BlobStore } from "../../src/store/blobs/blob-store.js";
import { openDatabase, type Database } from "../../src/store/database.js";
import { migrateToLatest } from "../../src/store/migrations/index.js";
import type { ClaimedItem, JobRecord } from "../../src/store/repos/jobs.js";
import { TEST_REDIS_URL } from "../pg.js";

const QUEUES: { name: string; env: Record<string, string> }[] = [
  { name: "database", env: {} },
  ...(TEST_REDIS_URL ? [{ name: "bullmq", env: { REDIS_URL: TEST_REDIS_URL } }] : []),
];
const logger = pino({ level: "silent" });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What each item's input says to do: make its file, fail for a passing cause `flaky` times first, or refuse itself. */
type Order = { n: number; flaky?: number; refuse?: boolean; slowMs?: number };

describe.each(QUEUES)("the $name job queue", ({ name, env }) => {
  let dir: string;
  let database: Database;
  let blobs: BlobStore;
  let jobs: JobsService;
  const userId = newId("user");
  const tries = new Map<string, number>();
  const finished: JobRecord[] = [];

  const runItem = async (job: JobRecord, item: ClaimedItem): Promise<ItemOutput> => {
    const order = item.input as Order;
    const key = `${job.id}/${item.idx}`;
    const n = (tries.get(key) ?? 0) + 1;
    tries.set(key, n);
    if (order.slowMs) await sleep(order.slowMs);
    if (order.refuse) throw new AppError("invalid_request", `item ${order.n} names no deck`);
    if (order.flaky && n <= order.flaky) throw new Error(`item ${order.n}: the drawing service went away`);
    return { filename: `deck-${order.n}.pptx`, bytes: new TextEncoder().encode(`deck ${order.n}`) };
  };

  async function submit(orders: Order[]): Promise<JobRecord> {
    const now = new Date().toISOString();
    const job: JobRecord = {
      id: newId("job"),
      userId,
      spaceId: personalSpace(userId),
      type: "brand_batch",
      state: "queued",
      brandId: null,
      total: orders.length,
      succeeded: 0,
      failed: 0,
      options: "{}",
      resultKey: null,
      resultBytes: null,
      createdAt: now,
      updatedAt: now,
      finishedAt: null,
      expiresAt: null,
      streamOwner: null,
      streamUntil: null,
      keyId: null,
    };
    await jobs.repo.create(job, orders);
    await jobs.enqueue(job);
    return job;
  }

  async function settled(jobId: string, timeoutMs = 30_000): Promise<JobRecord> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const job = (await jobs.repo.get(jobId))!;
      if (
        ["succeeded", "partially_failed", "failed", "cancelled"].includes(job.state) &&
        (job.state === "cancelled" || finished.some((f) => f.id === jobId))
      )
        return job;
      if (Date.now() > until) throw new Error(`job ${jobId} still ${job.state} after ${timeoutMs} ms`);
      await sleep(20);
    }
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `quire-queue-${name}-`));
    database = await openDatabase(`sqlite:${join(dir, "q.db")}`);
    await migrateToLatest(database);
    const at = new Date().toISOString();
    await database.db
      .insertInto("user")
      .values({
        id: userId,
        name: "ana",
        email: "ana@example.com",
        emailVerified: 1,
        image: null,
        createdAt: at,
        updatedAt: at,
      } as never)
      .execute();
    blobs = createFileBlobStore(join(dir, "blobs"));
    const config = loadConfig({
      DATA_DIR: dir,
      DATABASE_URL: `sqlite:${join(dir, "q.db")}`,
      JOB_CONCURRENCY: "2",
      JOB_POLL_MS: "20",
      JOB_BACKOFF_MS: "30",
      JOB_MAX_ATTEMPTS: "3",
      ...env,
    });
    jobs = await createJobsService(config, database, blobs, logger, {
      namespace: `contract-${newId("job").slice(-8).toLowerCase()}`,
      identity: processIdentity({ role: "serve", dataDir: dir, databaseUrl: config.DATABASE_URL }),
    });
    jobs.onFinished(async (job) => void finished.push(job));
    jobs.start(runItem);
  }, 60_000);

  afterAll(async () => {
    await jobs?.stop(1_000);
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("is the queue it says", () => {
    expect(jobs.queue).toBe(name);
  });

  it("works every item once, keeps each file, and finishes the job once with its counts", async () => {
    const job = await submit(Array.from({ length: 12 }, (_, i) => ({ n: i + 1 })));
    const done = await settled(job.id);
    expect(done).toMatchObject({ state: "succeeded", total: 12, succeeded: 12, failed: 0 });
    expect(Array.from({ length: 12 }, (_, i) => tries.get(`${job.id}/${i + 1}`))).toEqual(Array(12).fill(1));
    const items = await jobs.repo.items(job.id, 0, 100);
    expect(items.map((i) => [i.idx, i.state, i.filename])).toEqual(
      Array.from({ length: 12 }, (_, i) => [i + 1, "succeeded", `deck-${i + 1}.pptx`]),
    );
    expect(finished.filter((f) => f.id === job.id)).toHaveLength(1);
  });

  it("tries an item failing for a passing cause again, up to JOB_MAX_ATTEMPTS, and one at fault for itself only once", async () => {
    const job = await submit([{ n: 1, flaky: 2 }, { n: 2, flaky: 5 }, { n: 3, refuse: true }, { n: 4 }]);
    const done = await settled(job.id);
    expect(done).toMatchObject({ state: "partially_failed", succeeded: 2, failed: 2 });
    expect([1, 2, 3, 4].map((idx) => tries.get(`${job.id}/${idx}`))).toEqual([3, 3, 1, 1]);
    const items = await jobs.repo.items(job.id, 0, 10);
    expect(items.map((i) => i.state)).toEqual(["succeeded", "failed", "failed", "succeeded"]);
    expect(items[2]!.error).toBe("invalid_request");
  });

  it("never works the waiting items of a job cancelled, and leaves the queue empty", async () => {
    const job = await submit(Array.from({ length: 30 }, (_, i) => ({ n: i + 1, slowMs: 40 })));
    await sleep(60);
    expect(await jobs.cancel(personalSpace(userId), job.id)).toBe(true);
    const done = await settled(job.id);
    expect(done.state).toBe("cancelled");
    await sleep(200);
    const worked = Array.from({ length: 30 }, (_, i) => tries.get(`${job.id}/${i + 1}`) ?? 0).filter(
      (n) => n > 0,
    ).length;
    // What was in hand when it was cancelled (two lanes) may finish; nothing waiting is taken after.
    expect(worked).toBeLessThanOrEqual(6);
    const depth = await jobs.depth();
    expect(depth.queued + depth.running).toBe(0);
  });
});
