// Job items on BullMQ when REDIS_URL is set: the service adds one queue entry per item (id `<job id>-<index>`, so adding
// one twice is a no-op) and every process working items (servers, `quire worker`s, on any machine) takes them. The
// database stays the record of every item (state, tries, file, outcome): an entry only says which item to work, so a
// lost entry is added again from it. BullMQ's lock on an entry lasts JOB_LEASE_MS and is renewed by BullMQ while it
// runs; the item's row in the database keeps its own lease, renewed by the item's heartbeat (item-work.ts), so a
// stalled worker's late outcome is dropped.
import { randomBytes } from "node:crypto";
import { Queue, WaitingError, Worker, type Job } from "bullmq";
import type { Logger } from "pino";
import type { LeaseOwner } from "../lib/process-identity.js";
import { settlesWithin } from "../lib/settles-within.js";
import type { JobRecord, JobRepo } from "../store/repos/jobs.js";
import type { ItemWork } from "./item-work.js";

const QUEUE = "job-items";
/** BullMQ's highest priority number (2^21 − 1); lower numbers are taken first. */
const MAX_PRIORITY = 2_097_151;
const ADD_CHUNK = 1_000;

interface Entry {
  jobId: string;
  idx: number;
}

export interface BullmqSettings {
  url: string;
  /** Keys under this prefix: one deployment (one database) per prefix. */
  prefix: string;
  maxAttempts: number;
  backoffMs: number;
}

const entryId = (jobId: string, idx: number) => `${jobId}-${idx}`;

/** The producer: what a serving process needs to hand items over, opened on first use. */
export function createBullmqQueue(settings: BullmqSettings) {
  let queue: Queue<Entry> | null = null;
  const open = () =>
    (queue ??= new Queue<Entry>(QUEUE, {
      connection: { url: settings.url, maxRetriesPerRequest: 1, enableOfflineQueue: false },
      prefix: settings.prefix,
    }));
  const entry = (jobId: string, idx: number, priority: number) => ({
    name: "item",
    data: { jobId, idx },
    opts: {
      jobId: entryId(jobId, idx),
      // Fair across users: a user's nth open item has priority n, so a small job submitted behind a large one of
      // another user is taken next, item for item beside it, instead of after it.
      priority: Math.min(MAX_PRIORITY, Math.max(1, priority)),
      attempts: settings.maxAttempts,
      backoff: { type: "exponential", delay: settings.backoffMs },
      removeOnComplete: true,
      removeOnFail: true,
    },
  });
  return {
    settings,
    /** Adds the job's items; `ahead` is how many of the user's items were open before it. */
    async enqueue(job: Pick<JobRecord, "id" | "total">, ahead: number): Promise<void> {
      for (let from = 1; from <= job.total; from += ADD_CHUNK) {
        const chunk = Array.from({ length: Math.min(ADD_CHUNK, job.total - from + 1) }, (_, k) =>
          entry(job.id, from + k, ahead + from + k),
        );
        await open().addBulk(chunk);
      }
    },
    /** Adds an item again unless its entry is still waiting or running (a lost, failed-out or finished-early entry). */
    async requeue(jobId: string, idx: number, priority: number): Promise<boolean> {
      const q = open();
      const state = await q.getJobState(entryId(jobId, idx));
      if (state !== "unknown" && state !== "completed" && state !== "failed") return false;
      if (state !== "unknown") await q.remove(entryId(jobId, idx));
      const e = entry(jobId, idx, priority);
      await q.add(e.name, e.data, e.opts);
      return true;
    },
    async depth(): Promise<{ queued: number; running: number; delayed: number }> {
      const n = await open().getJobCounts("waiting", "prioritized", "active", "delayed");
      return { queued: (n.waiting ?? 0) + (n.prioritized ?? 0), running: n.active ?? 0, delayed: n.delayed ?? 0 };
    },
    async close(): Promise<void> {
      await queue?.close();
      queue = null;
    },
  };
}

export type BullmqQueue = ReturnType<typeof createBullmqQueue>;

export interface BullmqWorkerOptions {
  queue: BullmqQueue;
  jobs: JobRepo;
  work: ItemWork;
  logger: Logger;
  concurrency: number;
  /** BullMQ's lock on an entry (renewed while it runs); a dead worker's entry is taken again after it. */
  leaseMs: number;
  /** This process, recorded on each item it claims. */
  owner?: LeaseOwner;
}

/** A worker: takes entries, claims their item in the database, works it; what may pass is thrown back for BullMQ's backoff. */
export function startBullmqWorker(o: BullmqWorkerOptions) {
  const { settings } = o.queue;
  const me = `w_${randomBytes(6).toString("hex")}`;
  const handBack = new AbortController();
  const worker = new Worker<Entry>(
    QUEUE,
    async (entry: Job<Entry>, token?: string) => {
      const { jobId, idx } = entry.data;
      // Each claim its own holder, so the outcome of a worker BullMQ took the entry back from changes nothing.
      const holder = `${me}-${randomBytes(4).toString("hex")}`;
      const now = Date.now();
      const item = await o.jobs.claimItem(
        jobId,
        idx,
        holder,
        new Date(now).toISOString(),
        new Date(now + o.leaseMs).toISOString(),
        o.owner,
      );
      if (!item) return; // finished or cancelled meanwhile
      const outcome = await o.work.work(holder, item, handBack.signal);
      if (outcome.end === "retry") throw new Error(`item ${idx} of ${jobId} will be tried again`);
      if (outcome.end === "handed_back") {
        // BullMQ's way to put an active entry back: waiting again at once for any worker, no try spent.
        await entry.moveToWait(token);
        throw new WaitingError();
      }
    },
    {
      connection: { url: settings.url, maxRetriesPerRequest: null },
      prefix: settings.prefix,
      concurrency: o.concurrency,
      // The lock BullMQ renews at half its duration; a dead worker's lapses after it, and a stall check (every third
      // of it) puts the entry back: another worker has it within about JOB_LEASE_MS and a half.
      lockDuration: o.leaseMs,
      stalledInterval: Math.max(1_000, Math.floor(o.leaseMs / 3)),
      maxStalledCount: 3,
    },
  );
  worker.on("error", (err) => o.logger.warn({ err }, "job worker: queue connection"));

  // What BullMQ cannot know: entries lost with Redis's data or failed out by stalls, whose items the database still has
  // open; jobs whose finisher died; results past their keep time.
  const sweep = setInterval(
    () =>
      void (async () => {
        const now = Date.now();
        const stale = await o.jobs.staleOpenItems(
          new Date(now - 2 * o.leaseMs).toISOString(),
          new Date(now).toISOString(),
          200,
        );
        let requeued = 0;
        for (const s of stale) if (await o.queue.requeue(s.jobId, s.idx, s.idx)) requeued++;
        if (requeued) o.logger.warn({ requeued }, "job worker: items the queue no longer held were added again");
        await o.work.finishOrphans();
        await o.work.deleteExpired();
      })().catch((err: unknown) => o.logger.warn({ err }, "job worker: sweep failed")),
    Math.max(o.leaseMs, 1_000),
  );
  sweep.unref?.();

  let stopped: Promise<void> | undefined;
  return {
    /** Takes no more entries; lets those in flight finish for up to `drainMs`, then hands the rest back (BullMQ's close waits for them). */
    stop(drainMs = 0): Promise<void> {
      return (stopped ??= (async () => {
        clearInterval(sweep);
        const closed = worker.close();
        if (!(await settlesWithin(closed, drainMs))) handBack.abort();
        await closed;
        await o.work.close();
      })());
    },
  };
}
