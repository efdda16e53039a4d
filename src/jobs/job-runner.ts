// Runs jobs' items from the durable queue: lanes claim an item (with a lease), do it, record the outcome once, retry
// what may pass on a later try with exponential backoff, and finish a job when its last item is done. Every process
// may run one; a process that dies mid-item leaves a lease that runs out, and another lane claims the item again.
import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import { isAppError } from "../lib/errors.js";
import type { BlobStore } from "../store/blobs/blob-store.js";
import type { ClaimedItem, JobRecord, JobRepo } from "../store/repos/jobs.js";
import type { JobState } from "../store/schema-jobs.js";

/** What one item makes: a file (stored under the item's own key) and its name in the result zip. */
export interface ItemOutput {
  filename: string;
  bytes: Uint8Array;
}

/** Does one item of a job; throws an AppError for what the item itself got wrong (not retried). */
export type RunItem = (job: JobRecord, item: ClaimedItem, signal: AbortSignal) => Promise<ItemOutput>;

/** An item that failed for good: the name it would have had, and why. */
export class ItemFailure extends Error {
  constructor(
    readonly filename: string,
    readonly code: string,
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export interface JobRunnerOptions {
  jobs: JobRepo;
  blobs: BlobStore;
  logger: Logger;
  runItem: RunItem;
  /** Items in flight at once in this process. */
  concurrency: number;
  /** How long a claimed item is this worker's before another may take it. */
  leaseMs: number;
  /** How often an idle lane looks for work (a submit in this process wakes them at once). */
  pollMs: number;
  /** Tries per item for failures that may pass (a busy pool, a timeout, an internal error). */
  maxAttempts: number;
  backoffMs: number;
  /** How long a finished job's result is kept. */
  resultTtlMs: number;
  onFinished?: (job: JobRecord) => Promise<void>;
}

export interface JobRunner {
  /** Tells idle lanes there is work (a job was just submitted here). */
  wake(): void;
  /** Stops claiming; waits for items in flight. */
  stop(): Promise<void>;
}

export const itemKey = (jobId: string, idx: number) => `jobs/${jobId}-${idx}.bin`;

const iso = (ms: number) => new Date(ms).toISOString();

function finalState(job: JobRecord): JobState {
  if (job.failed === 0) return "succeeded";
  return job.succeeded === 0 ? "failed" : "partially_failed";
}

export function startJobRunner(o: JobRunnerOptions): JobRunner {
  const worker = `w_${randomBytes(6).toString("hex")}`;
  const stopping = new AbortController();
  const sleepers = new Set<() => void>();
  const idle = () =>
    new Promise<void>((resolve) => {
      // Stopped while claiming: an abort listener added now would never fire, and the unref'd timer holds nothing open.
      if (stopping.signal.aborted) return resolve();
      const timer = setTimeout(done, o.pollMs);
      timer.unref?.();
      function done() {
        clearTimeout(timer);
        sleepers.delete(done);
        stopping.signal.removeEventListener("abort", done);
        resolve();
      }
      sleepers.add(done);
      stopping.signal.addEventListener("abort", done, { once: true });
    });

  async function finish(jobId: string): Promise<void> {
    const now = Date.now();
    // The job's own counters say when its last item is done: one row read, not a count over its items.
    const job = await o.jobs.get(jobId);
    if (!job || job.succeeded + job.failed < job.total) return;
    if (!(await o.jobs.takeFinish(jobId, iso(now), iso(now - o.leaseMs)))) return;
    const state = finalState(job);
    // The zip is made when it is read, from the items' blobs: nothing the size of the whole result is ever held.
    await o.jobs.finish(jobId, state, job.succeeded ? { resultKey: `jobs/${jobId}.zip`, resultBytes: 0 } : null, iso(now), iso(now + o.resultTtlMs));
    await o.jobs.addEvent(jobId, `job.${state}`, { state, total: job.total, succeeded: job.succeeded, failed: job.failed }, iso(Date.now()));
    await o.onFinished?.({ ...job, state });
  }

  async function runOne(item: ClaimedItem): Promise<void> {
    const job = await o.jobs.get(item.jobId);
    if (!job || job.state === "cancelled") return;
    if (item.attempts === 1 && item.idx === 1) await o.jobs.addEvent(job.id, "job.running", { total: job.total }, iso(Date.now()));
    try {
      const out = await o.runItem(job, item, stopping.signal);
      const key = itemKey(job.id, item.idx);
      await o.blobs.put(key, out.bytes);
      if (await o.jobs.succeed(job.id, item.idx, worker, { filename: out.filename, resultKey: key }, iso(Date.now()))) {
        await o.jobs.addEvent(job.id, "item.succeeded", { index: item.idx, filename: out.filename }, iso(Date.now()));
      }
    } catch (err) {
      const failure = err instanceof ItemFailure ? err : new ItemFailure(`${item.idx}`, isAppError(err) ? err.code : "internal_error", isAppError(err) ? err.message : "This item could not be made; the others are unaffected.", !isAppError(err) || err.code === "unavailable");
      if (!(err instanceof ItemFailure) && !isAppError(err)) o.logger.error({ err, jobId: job.id, index: item.idx }, "job item failed");
      // An item cut short by this process stopping goes back to the queue as it was, whatever its tries.
      const again = stopping.signal.aborted || (failure.retryable && item.attempts < o.maxAttempts);
      const retryAt = stopping.signal.aborted ? iso(Date.now()) : again ? iso(Date.now() + o.backoffMs * 2 ** (item.attempts - 1) * (0.75 + Math.random() / 2)) : null;
      if (await o.jobs.fail(job.id, item.idx, worker, { error: failure.code, message: failure.message, filename: failure.filename, retryAt }, iso(Date.now()))) {
        if (!again) await o.jobs.addEvent(job.id, "item.failed", { index: item.idx, filename: failure.filename, error: failure.code, message: failure.message }, iso(Date.now()));
      }
    }
    await finish(job.id);
  }

  async function lane(): Promise<void> {
    while (!stopping.signal.aborted) {
      let item: ClaimedItem | null = null;
      try {
        const now = Date.now();
        item = await o.jobs.claim(worker, iso(now), iso(now + o.leaseMs));
        if (item) await runOne(item);
        else {
          // Nothing ready: finish any job whose finisher died, then wait.
          for (const id of await o.jobs.unfinished(iso(now - o.leaseMs))) await finish(id);
          await idle();
        }
      } catch (err) {
        // The database went away, say: wait and try again; the item's lease runs out and it is claimed again.
        if (!stopping.signal.aborted) o.logger.warn({ err }, "job runner: claiming or recording failed");
        await idle();
      }
    }
  }

  const sweep = setInterval(() => {
    void (async () => {
      for (const job of await o.jobs.expired(iso(Date.now()))) {
        for (const item of await o.jobs.items(job.id, 0, job.total)) if (item.resultKey) await o.blobs.delete(item.resultKey).catch(() => {});
        await o.jobs.forgetResult(job.id, iso(Date.now()));
      }
    })().catch((err: unknown) => o.logger.warn({ err }, "job runner: deleting expired results failed"));
  }, Math.max(o.pollMs * 20, 60_000));
  sweep.unref?.();

  const lanes = Array.from({ length: Math.max(1, o.concurrency) }, lane);
  return {
    wake: () => [...sleepers].forEach((wake) => wake()),
    async stop() {
      stopping.abort();
      clearInterval(sweep);
      await Promise.allSettled(lanes);
    },
  };
}
