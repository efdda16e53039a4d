// One job item's work, whichever queue handed it over: hold its lease (a heartbeat), run it, store its file (in the
// job's pack where the blob store keeps files here, else under the item's own key), record the outcome once
// (compare-and-set on the worker holding it), and finish the job when its last item is done. A lease found lost
// abandons the work unwritten; a drain past its bound hands the item back.
import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import { isAppError } from "../lib/errors.js";
import { startHeartbeat } from "../lib/lease-heartbeat.js";
import { linkedAbort } from "../lib/linked-abort.js";
import { unlessAborted } from "../lib/unless-aborted.js";
import { packKey } from "../store/blobs/blob-key.js";
import type { BlobPack, BlobStore } from "../store/blobs/blob-store.js";
import type { OutcomeEvent } from "../store/repos/job-events.js";
import type { ClaimedItem, JobCounts, JobRecord, JobRepo } from "../store/repos/jobs.js";
import type { JobState } from "../store/schema-jobs.js";

/** What one item makes: a file and its name in the result zip. */
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

export interface ItemWorkOptions {
  jobs: JobRepo;
  blobs: BlobStore;
  logger: Logger;
  runItem: RunItem;
  /** How long a claimed item is its worker's without a renewal (renewed every third of it while worked); a finisher that died is replaced after it too. */
  leaseMs: number;
  /** Tries per item for failures that may pass (a busy pool, a timeout, an internal error). */
  maxAttempts: number;
  backoffMs: number;
  /** How long a finished job's result is kept. */
  resultTtlMs: number;
  onFinished?: (job: JobRecord) => Promise<void>;
  /** Told each try's outcome, its duration, and — when the item is done for good — the time since its job was submitted. */
  observe?: (outcome: "succeeded" | "failed" | "retried", workSeconds: number, sinceSubmitSeconds?: number) => void;
}

/**
 * How an item's try ended here: done (recorded for good either way — `recorded`: the event written with it, when this
 * try wrote it — or nothing left to do), to be tried again at `retryAt`, handed back untouched (this process is
 * stopping), or lost (its lease went to another worker: nothing written).
 */
export type ItemOutcome =
  | { end: "done"; recorded?: OutcomeEvent }
  | { end: "retry"; retryAt: number }
  | { end: "handed_back" }
  | { end: "lost" };

/** An item's file under its own key, in a blob store without packs (database, S3). */
export const itemKey = (jobId: string, idx: number) => `jobs/${jobId}-${idx}.bin`;

/** A pack no item was appended to for this long is closed (its job's other items went to other workers, or it ended). */
const PACK_IDLE_MS = 30_000;

const iso = (ms: number) => new Date(ms).toISOString();

function finalState(job: JobRecord): JobState {
  if (job.failed === 0) return "succeeded";
  return job.succeeded === 0 ? "failed" : "partially_failed";
}

/** Exponential backoff with ±25% jitter, so items that failed together do not come back together. */
export const backoff = (baseMs: number, attempts: number) => baseMs * 2 ** (attempts - 1) * (0.75 + Math.random() / 2);

export function createItemWork(o: ItemWorkOptions) {
  const packs = jobPacks(o.blobs);

  /**
   * Finishes the job if its last item is done: exactly one caller builds its state and tells the listeners. `counts`:
   * the job's counts as the caller's own outcome left them (no need to read the job while items remain).
   */
  async function finish(jobId: string, counts?: JobCounts | null): Promise<void> {
    if (counts && counts.succeeded + counts.failed < counts.total) return;
    const now = Date.now();
    // The job's own counters say when its last item is done: one row read, not a count over its items.
    const job = await o.jobs.get(jobId);
    if (!job || job.succeeded + job.failed < job.total) return;
    void packs.close(jobId); // every item is recorded: nothing more is appended here
    if (!(await o.jobs.takeFinish(jobId, iso(now), iso(now - o.leaseMs)))) return;
    const state = finalState(job);
    // The zip is made when it is read, from the items' blobs: nothing the size of the whole result is ever held.
    // A finisher slower than the lease may meet a second one: only the one whose write lands tells anyone.
    if (
      !(await o.jobs.finish(
        jobId,
        state,
        job.succeeded ? { resultKey: `jobs/${jobId}.zip`, resultBytes: 0 } : null,
        iso(now),
        iso(now + o.resultTtlMs),
      ))
    )
      return;
    await o.jobs.addEvent(
      jobId,
      `job.${state}`,
      { state, total: job.total, succeeded: job.succeeded, failed: job.failed },
      iso(Date.now()),
    );
    await o.onFinished?.({ ...job, state });
  }

  /**
   * Works an item `worker` has claimed. `handBack` aborted (a drain out of time): the item goes back to the queue as it
   * was. `known`: the job's record as the caller already holds it (its claim has just said the job is not cancelled).
   */
  async function work(
    worker: string,
    item: ClaimedItem,
    handBack: AbortSignal,
    known?: JobRecord,
  ): Promise<ItemOutcome> {
    const job = known ?? (await o.jobs.get(item.jobId));
    if (!job || job.state === "cancelled") return { end: "done" };
    if (item.attempts === 1 && item.idx === 1)
      await o.jobs.addEvent(job.id, "job.running", { total: job.total }, iso(Date.now()));
    const lease = startHeartbeat(
      () => o.jobs.renew(job.id, item.idx, worker, iso(Date.now() + o.leaseMs)),
      o.leaseMs,
      (err: unknown) => o.logger.warn({ err, jobId: job.id, index: item.idx }, "job item lease renewal failed"),
    );
    try {
      return await attempt(worker, job, item, handBack, lease.lost);
    } finally {
      lease.stop();
    }
  }

  async function attempt(
    worker: string,
    job: JobRecord,
    item: ClaimedItem,
    handBack: AbortSignal,
    leaseLost: AbortSignal,
  ): Promise<ItemOutcome> {
    let outcome: ItemOutcome = { end: "done" };
    /** The job's counts after this try's outcome, when it was recorded here. */
    let counts: JobCounts | null = null;
    const started = performance.now();
    const observe = (result: "succeeded" | "failed" | "retried") =>
      o.observe?.(
        result,
        (performance.now() - started) / 1000,
        result === "retried" ? undefined : (Date.now() - Date.parse(job.createdAt)) / 1000,
      );
    const lost = (): ItemOutcome => {
      o.logger.info(
        { jobId: job.id, index: item.idx },
        "job item no longer held here (taken by another worker, or its job cancelled): this try is dropped unwritten",
      );
      return { end: "lost" };
    };
    const { signal, dispose } = linkedAbort(handBack, leaseLost);
    try {
      const out = await unlessAborted(o.runItem(job, item, signal), signal);
      if (leaseLost.aborted) return lost();
      const resultKey = await packs.store(job.id, item.idx, out.bytes);
      const event = { type: "item.succeeded", data: { index: item.idx, filename: out.filename } };
      counts = await o.jobs.succeed(
        job.id,
        item.idx,
        worker,
        { filename: out.filename, resultKey },
        iso(Date.now()),
        event,
      );
      if (counts) {
        observe("succeeded");
        outcome = { end: "done", recorded: event };
      }
    } catch (err) {
      if (leaseLost.aborted) return lost();
      if (handBack.aborted) {
        await o.jobs.release(job.id, item.idx, worker, iso(Date.now()));
        return { end: "handed_back" };
      }
      const failure =
        err instanceof ItemFailure
          ? err
          : new ItemFailure(
              `${item.idx}`,
              isAppError(err) ? err.code : "internal_error",
              isAppError(err) ? err.message : "This item could not be made; the others are unaffected.",
              !isAppError(err) || err.code === "unavailable",
            );
      if (!(err instanceof ItemFailure) && !isAppError(err))
        o.logger.error({ err, jobId: job.id, index: item.idx }, "job item failed");
      const retryAt =
        failure.retryable && item.attempts < o.maxAttempts ? Date.now() + backoff(o.backoffMs, item.attempts) : null;
      const event = {
        type: "item.failed",
        data: { index: item.idx, filename: failure.filename, error: failure.code, message: failure.message },
      };
      counts = await o.jobs.fail(
        job.id,
        item.idx,
        worker,
        {
          error: failure.code,
          message: failure.message,
          filename: failure.filename,
          retryAt: retryAt === null ? null : iso(retryAt),
        },
        iso(Date.now()),
        event,
      );
      if (counts) {
        observe(retryAt === null ? "failed" : "retried");
        outcome = retryAt === null ? { end: "done", recorded: event } : { end: "retry", retryAt };
      }
    } finally {
      dispose();
    }
    // Not recorded here (the item is another worker's now): the job is looked at all the same, in case it needs finishing.
    await finish(job.id, counts);
    return outcome;
  }

  /** Deletes the files of results past their keep time. */
  async function deleteExpired(): Promise<void> {
    for (const job of await o.jobs.expired(iso(Date.now()))) {
      for (const item of await o.jobs.items(job.id, 0, job.total))
        if (item.resultKey) await o.blobs.delete(item.resultKey).catch(() => {});
      await o.jobs.forgetResult(job.id, iso(Date.now()));
    }
  }

  /** Jobs whose items are all done but whose finisher died before finishing them. */
  async function finishOrphans(): Promise<void> {
    for (const id of await o.jobs.unfinished(iso(Date.now() - o.leaseMs))) await finish(id);
  }

  /** Closes the packs still open here (the work is over: a streamed batch's lanes ended, or the process stops). */
  const close = () => packs.closeAll();

  return { work, finish, deleteExpired, finishOrphans, close };
}

/**
 * Where this worker stores its items' files: one pack per job (a file system entry per job rather than per item,
 * named afresh by each worker so no two write one file), or the item's own key where the store has no packs.
 */
function jobPacks(blobs: BlobStore) {
  const open = new Map<string, { pack: BlobPack; idle: NodeJS.Timeout }>();
  const close = async (jobId: string) => {
    const entry = open.get(jobId);
    if (!entry) return;
    open.delete(jobId);
    clearTimeout(entry.idle);
    await entry.pack.close();
  };
  const packOf = (jobId: string): BlobPack => {
    const entry = open.get(jobId);
    if (entry) {
      entry.idle.refresh();
      return entry.pack;
    }
    const pack = blobs.openPack!(packKey("jobs", `${jobId}-${randomBytes(6).toString("hex")}`));
    open.set(jobId, { pack, idle: setTimeout(() => void close(jobId), PACK_IDLE_MS).unref() });
    return pack;
  };
  return {
    /** Stores an item's bytes; answers the key they are read back by. */
    async store(jobId: string, idx: number, bytes: Uint8Array): Promise<string> {
      if (!blobs.openPack) {
        const key = itemKey(jobId, idx);
        await blobs.put(key, bytes);
        return key;
      }
      const pack = packOf(jobId);
      try {
        return await pack.append(bytes);
      } catch (err) {
        // A pack that failed (its file could not be made, the disk was full) is left for a new one on the next try.
        if (open.get(jobId)?.pack === pack) void close(jobId);
        throw err;
      }
    },
    close,
    closeAll: () => Promise.all([...open.keys()].map(close)).then(() => undefined),
  };
}

export type ItemWork = ReturnType<typeof createItemWork>;
