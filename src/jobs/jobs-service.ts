// The jobs of this process: their store, the queue items go through — BullMQ on Redis when REDIS_URL is set, else the
// database's own (embedded) — and, once handed the work an item does, this process's share of the work.
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Logger } from "pino";
import type { Config } from "../config/load.js";
import { AppError } from "../lib/errors.js";
import type { ProcessIdentity } from "../lib/process-identity.js";
import { settlesWithin } from "../lib/settles-within.js";
import type { SpaceId } from "../lib/space-id.js";
import type { BlobStore } from "../store/blobs/blob-store.js";
import type { Database } from "../store/database.js";
import { createJobRepo, type JobRecord, type JobRepo, type JobSubject } from "../store/repos/jobs.js";
import type { BullmqQueue } from "./bullmq-queue.js";
import { createItemWork, type ItemOutcome, type ItemWorkOptions, type RunItem } from "./item-work.js";
import { startJobRunner } from "./job-runner.js";

export type JobQueueKind = "database" | "bullmq";
export interface QueueDepth {
  queued: number;
  running: number;
  delayed: number;
}

export interface JobsService {
  repo: JobRepo;
  queue: JobQueueKind;
  /** Items this process works on at once (JOB_CONCURRENCY: 2 unless told, a server's as a worker's; 0 leaves them to others). */
  concurrency: number;
  /** Refuses a job the subject (a user, or an organization key) may not submit now: too many running, too many items open, or today's items used. */
  checkLimits(subject: JobSubject, items: number): Promise<void>;
  /** A job was stored: its items go on BullMQ, or this process's idle lanes look at once. */
  enqueue(job: JobRecord): Promise<void>;
  /** Starts this process's work (once; later calls do nothing), first taking back the items an earlier run of it held. */
  start(runItem: RunItem): void;
  /**
   * Works one job's items here and now, `lanes` at a time (a streamed batch's request, whatever JOB_CONCURRENCY says),
   * through the same leases, tries and outcomes as every lane. Each item is claimed unless another holds it; a retry
   * waits out its backoff here. `signal` aborted: the items in hand go back to the queue. Resolves when none is left to take.
   * `onItemDone`: told each try's outcome here as soon as it is recorded.
   */
  workHere(
    job: JobRecord,
    runItem: RunItem,
    options: { lanes: number; signal: AbortSignal; onItemDone?: (outcome: ItemOutcome) => void },
  ): Promise<void>;
  /** Cancels a job of the space that has not finished (its items not started are not made); false when it had. */
  cancel(spaceId: SpaceId, jobId: string): Promise<boolean>;
  /** True once stop() was called: a streamed batch cut off now goes on as a job rather than being cancelled. */
  stopping(): boolean;
  /** Told when a job finishes (the webhooks' job.* events). */
  onFinished(listener: (job: JobRecord) => Promise<void>): void;
  /** Items on the queue: ready to take, being worked, and waiting out a retry's backoff (the metrics). */
  depth(): Promise<QueueDepth>;
  /** Stops taking items; those in flight finish for up to `drainMs`, then go back to the queue for any process. */
  stop(drainMs?: number): Promise<void>;
}

const DAY_MS = 24 * 3600 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/** Waits `ms`; false when `signal` aborted first. */
const sleepUnlessAborted = (ms: number, signal: AbortSignal) =>
  sleep(Math.max(0, ms), true, { signal }).catch(() => false);

export async function createJobsService(
  config: Config,
  database: Database,
  blobs: BlobStore,
  logger: Logger,
  options: { namespace: string; identity: ProcessIdentity; observe?: ItemWorkOptions["observe"] },
): Promise<JobsService> {
  const repo = createJobRepo(database.db);
  const listeners: ((job: JobRecord) => Promise<void>)[] = [];
  // BullMQ (and its Redis client) is loaded only where REDIS_URL is set.
  const bull = config.REDIS_URL ? await import("./bullmq-queue.js") : null;
  const bullmq: BullmqQueue | null =
    bull && config.REDIS_URL
      ? bull.createBullmqQueue({
          url: config.REDIS_URL,
          prefix: `quire:bull:${options.namespace}`,
          maxAttempts: config.JOB_MAX_ATTEMPTS,
          backoffMs: config.JOB_BACKOFF_MS,
        })
      : null;
  const queue: JobQueueKind = bullmq ? "bullmq" : "database";
  const concurrency = config.JOB_CONCURRENCY;
  /** This process's share of the work: BullMQ's worker, or the database queue's lanes (which a submit here wakes). */
  let running: { wake?(): void; stop(drainMs?: number): Promise<void> } | null = null;
  let stopped: Promise<void> | undefined;
  const { identity } = options;
  /** Streamed batches' lanes here (workHere): stopped with the rest, their items in hand handed back past the drain. */
  const workingHere = new Set<Promise<void>>();
  const takeNoMore = new AbortController();
  const handBackHere = new AbortController();
  /** What this instance's crashed run left held is free for anyone at once, rather than when its leases run out. */
  const takeBackEarlierRun = async () => {
    const taken = await repo.releaseEarlierRuns(identity, identity.isGone, new Date().toISOString());
    if (taken)
      logger.warn(
        { items: taken, instance: identity.instance },
        "job items an earlier run of this instance held were taken back",
      );
    running?.wake?.();
  };
  const workOptions = (runItem: RunItem): ItemWorkOptions => ({
    jobs: repo,
    blobs,
    logger,
    runItem,
    leaseMs: config.JOB_LEASE_MS,
    maxAttempts: config.JOB_MAX_ATTEMPTS,
    backoffMs: config.JOB_BACKOFF_MS,
    resultTtlMs: config.JOB_RESULT_TTL_MS,
    observe: options.observe,
    onFinished: async (job: JobRecord) => {
      for (const listener of listeners)
        await listener(job).catch((err: unknown) =>
          logger.warn({ err, jobId: job.id }, "job finished listener failed"),
        );
    },
  });
  const tooMany = (message: string, retryAfter: number) => new AppError("concurrency_limit", message, { retryAfter });

  return {
    repo,
    queue,
    concurrency,
    async checkLimits(subject, items) {
      // An organization key has the limits a user has, of its own: "You have" is the key's when a key submits.
      const [you, have, a] = subject.keyId ? ["This organization key", "has", "a key"] : ["You", "have", "a user"];
      if ((await repo.activeJobsOf(subject)) >= config.JOB_MAX_ACTIVE_PER_USER) {
        throw tooMany(
          `${you} ${have} ${config.JOB_MAX_ACTIVE_PER_USER} jobs queued or running (JOB_MAX_ACTIVE_PER_USER); submit this one when one of them finishes.`,
          60,
        );
      }
      const open = await repo.openItemsCountedTo(subject);
      if (open + items > config.JOB_MAX_OPEN_ITEMS_PER_USER) {
        throw tooMany(
          `${you} ${have} ${open} items queued or running; with these ${items} that would pass the ${config.JOB_MAX_OPEN_ITEMS_PER_USER} ${a} may have open (JOB_MAX_OPEN_ITEMS_PER_USER).`,
          60,
        );
      }
      const today = await repo.itemsSubmittedSince(subject, new Date(Date.now() - DAY_MS).toISOString());
      if (today + items > config.JOB_DAILY_ITEMS_PER_USER) {
        throw new AppError(
          "rate_limit_day",
          `${you} ${have} submitted ${today} job items in the last 24 hours; with these ${items} that would pass the daily ${config.JOB_DAILY_ITEMS_PER_USER} (JOB_DAILY_ITEMS_PER_USER).`,
          { retryAfter: 3600 },
        );
      }
    },
    async enqueue(job) {
      if (!bullmq) return running?.wake?.();
      // The job is stored whatever happens here: an item Redis did not take is added again by a worker's sweep.
      const ahead = (await repo.openItemsOf(job.userId)) - job.total;
      await bullmq
        .enqueue(job, ahead)
        .catch((err: unknown) =>
          logger.warn(
            { err, jobId: job.id },
            "jobs: Redis did not take the items; workers will add them from the database",
          ),
        );
    },
    start(runItem) {
      if (running) return;
      if (concurrency === 0)
        return logger.info({ queue }, "job items are left to other processes here (JOB_CONCURRENCY=0)");
      const common = workOptions(runItem);
      running = bullmq
        ? bull!.startBullmqWorker({
            queue: bullmq,
            jobs: repo,
            work: createItemWork(common),
            logger,
            concurrency,
            leaseMs: config.JOB_LEASE_MS,
            owner: identity,
          })
        : startJobRunner({ ...common, concurrency, pollMs: config.JOB_POLL_MS, owner: identity });
      void takeBackEarlierRun().catch((err: unknown) =>
        logger.warn({ err }, "jobs: could not take back an earlier run's items; their leases run out instead"),
      );
    },
    async workHere(job, runItem, { lanes, signal, onItemDone }) {
      const work = createItemWork(workOptions(runItem));
      const handBack = AbortSignal.any([signal, handBackHere.signal]);
      // Each claim its own holder (a stale try's outcome must never match a later one's): this call's name and a count.
      const holders = `s_${randomBytes(6).toString("hex")}`;
      let claims = 0;
      let next = 1;
      let started = false;
      const lane = async () => {
        while (!handBack.aborted && !takeNoMore.signal.aborted && next <= job.total) {
          const idx = next++;
          for (;;) {
            const holder = `${holders}-${++claims}`;
            const now = Date.now();
            const item = await repo.claimItem(job.id, idx, holder, iso(now), iso(now + config.JOB_LEASE_MS), identity, {
              unlessHeld: true,
              jobRunning: started,
            });
            if (!item) break; // finished, cancelled, or another lane's
            started = true;
            const outcome = await work.work(holder, item, handBack, job);
            onItemDone?.(outcome);
            if (outcome.end !== "retry" || !(await sleepUnlessAborted(outcome.retryAt - Date.now(), handBack))) break;
          }
        }
      };
      const done = Promise.all(Array.from({ length: Math.max(1, Math.min(lanes, job.total)) }, lane)).then(
        () => undefined,
      );
      workingHere.add(done);
      try {
        await done;
      } finally {
        workingHere.delete(done);
        await work.close();
      }
    },
    async cancel(spaceId, jobId) {
      const now = new Date().toISOString();
      if (!(await repo.cancel(spaceId, jobId, now))) return false;
      await repo.addEvent(jobId, "job.cancelled", { state: "cancelled" }, now);
      return true;
    },
    stopping: () => takeNoMore.signal.aborted,
    onFinished: (listener) => void listeners.push(listener),
    async depth() {
      if (bullmq) return bullmq.depth();
      return repo.depth(new Date().toISOString());
    },
    stop(drainMs = 0) {
      return (stopped ??= (async () => {
        takeNoMore.abort();
        const here = Promise.allSettled([...workingHere]);
        await running?.stop(drainMs);
        if (!(await settlesWithin(here, drainMs))) handBackHere.abort();
        await here;
        await bullmq?.close();
      })());
    },
  };
}
