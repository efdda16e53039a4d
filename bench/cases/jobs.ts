// Bench: a brand batch as a job on the embedded queue (SQLite): items per second with 1 and 2 lanes, and what the queue
// costs per item (claim, blob write, outcome, event rows) against building the same decks with the deck builder alone;
// the recovery after a SIGKILLed `quire worker` (restart to the job's last item); then on BullMQ (when Redis answers at
// REDIS_URL or 127.0.0.1:6379) with 1 and 2 `quire worker` processes.
import { personalSpace } from "../../src/lib/space-id.js";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { createBrand } from "../../src/brands/create-brand.js";
import { createDeckPool } from "../../src/brands/deck-pool.js";
import type { GenerateItem } from "../../src/brands/generate-deck.js";
import { brandBatchItem, submitBrandBatch } from "../../src/jobs/brand-batch-job.js";
import { startJobRunner } from "../../src/jobs/job-runner.js";
import { createFileBlobStore } from "../../src/store/blobs/file-blob-store.js";
import { openDatabase } from "../../src/store/database.js";
import { migrateToLatest } from "../../src/store/migrations/index.js";
import { createJobRepo } from "../../src/store/repos/jobs.js";
import type { Source } from "../../src/formats/model/source.js";
import { createRepos } from "../../src/store/repos/index.js";
import { record, type BenchModule, type Row } from "../lib.js";
import { Redis } from "ioredis";
import { createBullmqQueue } from "../../src/jobs/bullmq-queue.js";
import { deploymentNamespace } from "../../src/limits/limiter.js";
import type { JobRecord, JobRepo } from "../../src/store/repos/jobs.js";
import { tenSlideDeck as benchDeck } from "../../test/brands/deck-fixture.js";
import { FIXTURES } from "../../test/brands/hostile-zips.js";
import { recoveryAfterKill, startWorker } from "./jobs-recovery.js";
import { parseSourceHere } from "../../src/documents/normalise-source.js";

const ITEMS = 200;

const mod: BenchModule = {
  name: "jobs: a 200-deck brand batch job on the embedded queue, 1 and 2 lanes, queue overhead per item",
  async run() {
    const dir = mkdtempSync(join(tmpdir(), "quire-bench-jobs-"));
    const database = await openDatabase(`sqlite:${join(dir, "bench.db")}`);
    await migrateToLatest(database);
    const repos = createRepos<Source>(database.db);
    const jobs = createJobRepo(database.db);
    const now = new Date().toISOString();
    const userId = "user_bench";
    const owner = { userId, spaceId: personalSpace(userId) };
    await database.db
      .insertInto("user")
      .values({
        id: userId,
        name: "Bench",
        email: "bench@example.test",
        emailVerified: 1,
        image: null,
        createdAt: now,
        updatedAt: now,
      } as never)
      .execute();
    const blobs = createFileBlobStore(join(dir, "blobs"));
    const pool = createDeckPool(2);
    const deps = { brands: repos.brands, blobs, documents: repos.documents, pool, parseSource: parseSourceHere };
    const logger = pino({ level: "error" });
    try {
      const brand = await createBrand(deps, owner, {
        bytes: new Uint8Array(readFileSync(join(FIXTURES, "pypptx-default-4x3.pptx"))),
        filename: "brand.pptx",
      });
      // Each run's decks new to the process (company names of their own), as a user's next batch would be.
      let runs = 0;
      const newItems = (): GenerateItem[] => {
        runs++;
        return Array.from({ length: ITEMS }, (_, i) => ({
          source: benchDeck(`Deck ${i + 1} for {{company}}`),
          variables: { company: `Client ${runs}-${i + 1}` },
        }));
      };
      const runItem = brandBatchItem(deps);

      const asJob = async (lanes: number) => {
        const job = await submitBrandBatch(deps, jobs, owner, brand.id, newItems());
        const t0 = performance.now();
        let finished!: () => void;
        const done = new Promise<void>((r) => (finished = r));
        const runner = startJobRunner({
          jobs,
          blobs,
          logger,
          runItem,
          concurrency: lanes,
          leaseMs: 60_000,
          pollMs: 20,
          maxAttempts: 1,
          backoffMs: 10,
          resultTtlMs: 3_600_000,
          onFinished: async () => finished(),
        });
        await done;
        const secs = (performance.now() - t0) / 1000;
        await runner.stop();
        const end = (await jobs.get(job.id))!;
        if (end.succeeded !== ITEMS) throw new Error(`job: ${end.succeeded} of ${ITEMS} decks made`);
        return ITEMS / secs;
      };
      // The same decks through the deck builder alone, as many at once as the lanes: what a job adds is the rest.
      const direct = async (lanes: number) => {
        const fake = { id: "job_bench", userId, spaceId: userId, brandId: brand.id, total: ITEMS } as never;
        const items = newItems();
        let next = 0;
        const t0 = performance.now();
        await Promise.all(
          Array.from({ length: lanes }, async () => {
            while (next < ITEMS) {
              const idx = ++next;
              await runItem(
                fake,
                { jobId: "job_bench", idx, userId, input: items[idx - 1], attempts: 1 },
                new AbortController().signal,
              );
            }
          }),
        );
        return ITEMS / ((performance.now() - t0) / 1000);
      };

      await asJob(2); // warm the workers and their template cache
      const one = await asJob(1);
      const two = await asJob(2);
      const directOne = await direct(1);
      const directTwo = await direct(2);
      const overhead = (rate: number, base: number) => `${(1000 / rate - 1000 / base).toFixed(1)} ms/item`;
      const recovery = await recoveryRows(dir, jobs, () => submitBrandBatch(deps, jobs, owner, brand.id, newItems()));
      const onRedis = await bullmqRates(dir, jobs, () => submitBrandBatch(deps, jobs, owner, brand.id, newItems()));
      record({
        group: "jobs",
        name: `${ITEMS}-deck batch job, 1 lane (ten-slide decks)`,
        ours: `${one.toFixed(1)} items/s`,
        anchor: `deck builder alone, 1 at a time: ${directOne.toFixed(1)} decks/s`,
        extra: `queue overhead ${overhead(one, directOne)}`,
      });
      record({
        group: "jobs",
        name: `${ITEMS}-deck batch job, 2 lanes`,
        ours: `${two.toFixed(1)} items/s`,
        anchor: `deck builder alone, 2 at a time: ${directTwo.toFixed(1)} decks/s`,
        ratio: `${(two / one).toFixed(2)}× one lane`,
        extra: `queue overhead ${overhead(two, directTwo)}; ${availableParallelism()} cores, deck pool of 2 threads`,
      });
      record(recovery);
      if (onRedis) {
        record({
          group: "jobs",
          name: `${ITEMS}-deck batch job on BullMQ, 1 \`quire worker\` (1 item at a time)`,
          ours: `${onRedis.one.toFixed(1)} items/s`,
          anchor: `deck builder alone, 1 at a time: ${directOne.toFixed(1)} decks/s`,
          extra: `queue overhead ${overhead(onRedis.one, directOne)} (Redis round trips, the item's row, its blob, its event)`,
        });
        record({
          group: "jobs",
          name: `${ITEMS}-deck batch job on BullMQ, 2 \`quire worker\` processes`,
          ours: `${onRedis.two.toFixed(1)} items/s`,
          anchor: `deck builder alone, 2 at a time: ${directTwo.toFixed(1)} decks/s`,
          ratio: `${(onRedis.two / onRedis.one).toFixed(2)}× one worker`,
          extra: `queue overhead ${overhead(onRedis.two, directTwo)}; ${availableParallelism()} cores`,
        });
      } else
        record({
          group: "jobs",
          name: "batch job on BullMQ",
          ours: "skipped: no Redis at REDIS_URL or 127.0.0.1:6379",
        });
    } finally {
      await pool.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
export default mod;

/** Items per second of a job worked by 1, then 2, `quire worker` processes on BullMQ; null when no Redis answers. */
async function bullmqRates(
  dir: string,
  jobs: JobRepo,
  submit: () => Promise<JobRecord>,
): Promise<{ one: number; two: number } | null> {
  const url = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on("error", () => {});
  const up = await probe.connect().then(
    () => true,
    () => false,
  );
  probe.disconnect();
  if (!up) return null;
  const databaseUrl = `sqlite:${join(dir, "bench.db")}`;
  const queue = createBullmqQueue({
    url,
    prefix: `quire:bull:${deploymentNamespace(databaseUrl)}`,
    maxAttempts: 1,
    backoffMs: 10,
  });
  const env = {
    PATH: process.env.PATH!,
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    DATA_DIR: dir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: url,
    AUTH_SECRET: "bench-jobs-secret-0123456789abcdef0123",
    JOB_CONCURRENCY: "1",
  };
  const finish = async (job: JobRecord) => {
    const t0 = performance.now();
    await queue.enqueue(job, 0);
    for (;;) {
      const now = (await jobs.get(job.id))!;
      if (now.state !== "queued" && now.state !== "running") {
        if (now.succeeded !== ITEMS) throw new Error(`BullMQ job: ${now.succeeded} of ${ITEMS} decks made`);
        return ITEMS / ((performance.now() - t0) / 1000);
      }
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  const run = async (workers: number) => {
    // Workers start (load Quire) and make one job to warm their threads before the clock runs: what is timed is the
    // queue and the decks, as on a worker that has been up a while.
    const children = await Promise.all(Array.from({ length: workers }, () => startWorker(env)));
    try {
      await finish(await submit());
      return await finish(await submit());
    } finally {
      for (const c of children) c.kill("SIGTERM");
      await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once("exit", r)))));
    }
  };
  try {
    return { one: await run(1), two: await run(2) };
  } finally {
    await queue.close();
  }
}

/**
 * Seconds from restarting a SIGKILLed `quire worker` (2 lanes, killed at a quarter of the job) to the job's last item:
 * the same instance, which takes back its dead run's items at boot; and another instance, which waits for their leases
 * (JOB_LEASE_MS, 15 s) to lapse. The anchor is the old 120 s lease, which a restart had to wait out: measured with
 * BENCH_JOBS_OLD_LEASE=1 (it adds two minutes), else the lease plus the remaining work.
 */
async function recoveryRows(dir: string, jobs: JobRepo, submit: () => Promise<JobRecord>): Promise<Row> {
  const databaseUrl = `sqlite:${join(dir, "bench.db")}`;
  const env = {
    PATH: process.env.PATH!,
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    DATA_DIR: dir,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: "bench-jobs-secret-0123456789abcdef0123",
    JOB_CONCURRENCY: "2",
    JOB_POLL_MS: "50",
  };
  const same = await recoveryAfterKill(jobs, submit, env, env);
  const other = await recoveryAfterKill(jobs, submit, env, { ...env, INSTANCE_ID: "bench-another-instance" });
  const old = process.env.BENCH_JOBS_OLD_LEASE
    ? `${(await recoveryAfterKill(jobs, submit, { ...env, JOB_LEASE_MS: "120000" }, { ...env, JOB_LEASE_MS: "120000", INSTANCE_ID: "bench-old-behaviour" })).seconds.toFixed(1)} s measured`
    : `≈ ${(120 + same.remainingWorkSeconds).toFixed(0)} s (lease + remaining work; BENCH_JOBS_OLD_LEASE=1 measures it)`;
  return {
    group: "jobs",
    name: `recovery after SIGKILL (${ITEMS}-deck job, worker killed at a quarter holding ${same.heldAtKill})`,
    ours: `${same.seconds.toFixed(1)} s from restart to the job's last item`,
    anchor: `old 120 s lease, no take-back: ${old}`,
    extra: `restart as another instance (15 s lease lapses): ${other.seconds.toFixed(1)} s; the remaining work alone ≈ ${same.remainingWorkSeconds.toFixed(1)} s, plus the worker's boot`,
  };
}
