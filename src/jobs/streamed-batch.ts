// A brand batch streamed to its requester: a job like any other (items, leases, tries, events, result), one per user at
// a time, whose items the request's own lanes work (any other lane may take one too) and whose zip is written as each
// item finishes. The reader going away cancels the job; the process dying leaves it to go on as a job, its slot free
// once the request's heartbeat lapses and its result at /api/jobs/{id}/result when it is done.
import type { Logger } from "pino";
import { AppError } from "../lib/errors.js";
import { startHeartbeat } from "../lib/lease-heartbeat.js";
import { isFinished, isJobEnd } from "../store/schema-jobs.js";
import { spaceOf } from "../lib/space-id.js";
import type { BlobStore } from "../store/blobs/blob-store.js";
import type { OutcomeEvent } from "../store/repos/job-events.js";
import type { JobRecord, JobRepo } from "../store/repos/jobs.js";
import type { GenerateItem } from "../brands/index.js";
import { brandBatchItem, submitBrandBatch, type BrandBatchDeps, type JobOwner } from "./brand-batch-job.js";
import type { ItemOutcome, RunItem } from "./item-work.js";
import { jobRows, resultZip, type ResultRow } from "./job-result.js";
import type { JobsService } from "./jobs-service.js";

export interface StreamedBatchDeps extends BrandBatchDeps {
  jobs: JobsService;
  logger: Logger;
  blobs: BlobStore;
  /** How long the request's heartbeat holds the user's slot without a renewal (JOB_LEASE_MS; renewed every third). */
  leaseMs: number;
  /** Items this request works at once (by default two per deck-pool thread, so a thread never waits on the store). */
  lanes?: number;
}

/** How often the stream looks for items finished by other processes' lanes (its own lanes wake it at once). */
const POLL_MS = 200;
/** Made decks kept for the zip in memory while its reader catches up; past it they are read back from the blob store. */
const FRESH_MAX_BYTES = 16 * 1024 * 1024;
const iso = (ms: number) => new Date(ms).toISOString();

/** Submits the batch (429 concurrency_limit while its subject — the user, or the organization key — streams another) and returns its job and its zip as it is made. */
export async function streamBrandBatch(
  deps: StreamedBatchDeps,
  owner: JobOwner,
  brandId: string,
  items: GenerateItem[],
  brandVersion?: number,
): Promise<{ job: JobRecord; stream: ReadableStream<Uint8Array> }> {
  const repo = deps.jobs.repo;
  const job =
    (await submitBrandBatch(deps, repo, owner, brandId, items, brandVersion, iso(Date.now() + deps.leaseMs))) ??
    alreadyStreaming(owner);
  const heartbeat = startHeartbeat(
    () => repo.renewStream(job.id, iso(Date.now() + deps.leaseMs)),
    deps.leaseMs,
    (err: unknown) => deps.logger.warn({ err, jobId: job.id }, "a streamed batch's heartbeat failed"),
  );
  const stop = new AbortController();
  const change = changeSignal();
  let ended = false;
  const end = async () => {
    if (ended) return;
    ended = true;
    heartbeat.stop();
    await repo.endStream(job.id);
  };

  // The decks made here go to the zip from memory (up to FRESH_MAX_BYTES waiting), not back from the blob store.
  const fresh = new Map<number, Uint8Array>();
  let freshBytes = 0;
  const runItem = brandBatchItem(deps, { brandOnce: true });
  const runHere: RunItem = async (...args) => {
    const out = await runItem(...args);
    const idx = args[1].idx;
    freshBytes -= fresh.get(idx)?.byteLength ?? 0; // an earlier try's
    fresh.delete(idx);
    if (freshBytes + out.bytes.byteLength <= FRESH_MAX_BYTES) {
      fresh.set(idx, out.bytes);
      freshBytes += out.bytes.byteLength;
    }
    return out;
  };
  /** An item's deck: from memory when made here, else read back where its outcome says it was stored. */
  const read = async (idx: number) => {
    const bytes = fresh.get(idx);
    if (!bytes) {
      const [item] = await repo.items(job.id, idx - 1, 1);
      return item?.resultKey ? deps.blobs.get(item.resultKey) : null;
    }
    fresh.delete(idx);
    freshBytes -= bytes.byteLength;
    return bytes;
  };

  // Outcomes recorded by the lanes here go to the zip as they are told, without reading them back.
  const recordedHere: OutcomeEvent[] = [];
  const onItemDone = (outcome: ItemOutcome) => {
    if (outcome.end === "done" && outcome.recorded) recordedHere.push(outcome.recorded);
    change.notify();
  };
  const lanes = deps.lanes ?? deps.pool.threads * 2;
  void deps.jobs.workHere(job, runHere, { lanes, signal: stop.signal, onItemDone }).then(change.notify, change.notify);

  async function* rows(): AsyncGenerator<ResultRow> {
    try {
      yield* finishedRows(repo, deps.blobs, job, { change, recordedHere }, stop.signal, read);
    } finally {
      fresh.clear();
      await end().catch(() => {});
    }
  }
  const onCancel = () => {
    stop.abort();
    change.notify();
    // A shutdown cut the reader off: the job goes on elsewhere (its heartbeat lapses); a reader who left cancels it.
    if (deps.jobs.stopping()) return;
    void (async () => {
      await deps.jobs.cancel(spaceOf(job), job.id);
      await end();
    })().catch((err: unknown) =>
      deps.logger.warn(
        { err, jobId: job.id },
        "a streamed batch whose reader left could not be cancelled; it runs to its end",
      ),
    );
  };
  return { job, stream: resultZip(rows(), onCancel) };
}

function alreadyStreaming(owner: JobOwner): never {
  const whose = owner.keyId ? "of this organization key" : "of yours";
  throw new AppError(
    "concurrency_limit",
    `A batch ${whose} is still running; wait for it to finish before starting another.`,
    { retryAfter: 10 },
  );
}

/**
 * The job's items as they finish — told by the lanes here, else from the job's events (items other processes made,
 * the job's end) — then those that never will (cancelled) once the job has ended.
 */
async function* finishedRows(
  repo: JobRepo,
  blobs: BlobStore,
  job: JobRecord,
  here: { change: ReturnType<typeof changeSignal>; recordedHere: OutcomeEvent[] },
  signal: AbortSignal,
  read: (idx: number) => Promise<Uint8Array | null>,
): AsyncGenerator<ResultRow> {
  const { change, recordedHere } = here;
  const seen = new Set<number>();
  const once = (event: OutcomeEvent) => {
    const row = itemRow(event, read);
    if (!row || seen.has(row.row.index)) return null;
    seen.add(row.row.index);
    return row;
  };
  let after = 0;
  let lastLook = false;
  // The store is looked at first, then whenever the lanes here have told nothing for POLL_MS.
  let lookAtStore = true;
  while (!signal.aborted) {
    const mark = change.mark();
    if (recordedHere.length) {
      for (const event of recordedHere.splice(0)) {
        const row = once(event);
        if (row) yield row;
      }
      if (seen.size === job.total) return; // every item has its row
      continue;
    }
    if (lookAtStore) {
      const events = await repo.events(job.id, after, 500);
      let over = false;
      for (const event of events) {
        after = event.seq;
        const row = once(event);
        if (row) yield row;
        over ||= isJobEnd(event.type);
      }
      if (seen.size === job.total) return;
      if (over || (lastLook && !events.length)) break;
      if (events.length) continue; // more may be waiting
      // Nothing new: a look at the job itself — ended without its last event read yet (or at all)? Then one more look
      // at the events, then the items themselves.
      if (!lastLook && (await isOver(repo, job.id))) {
        lastLook = true;
        continue;
      }
    }
    lookAtStore = !(await change.wait(mark, POLL_MS));
  }
  if (!signal.aborted) yield* jobRows(repo, blobs, job, (idx) => seen.has(idx));
}

async function isOver(repo: JobRepo, jobId: string): Promise<boolean> {
  const now = await repo.get(jobId);
  return !now || isFinished(now.state);
}

function itemRow(event: OutcomeEvent, read: (idx: number) => Promise<Uint8Array | null>): ResultRow | null {
  const data = event.data as { index: number; filename?: string | null; error?: string; message?: string };
  if (event.type === "item.succeeded")
    return { row: { index: data.index, filename: data.filename ?? null, status: "ok" }, file: () => read(data.index) };
  if (event.type === "item.failed")
    return {
      row: {
        index: data.index,
        filename: data.filename ?? null,
        status: "error",
        error: data.error ?? "internal_error",
        message: data.message ?? "",
      },
    };
  return null;
}

/** Wakes a waiting reader when this process's lanes finish an item; a change since `mark()` means no wait at all. */
function changeSignal() {
  let version = 0;
  let waiters: (() => void)[] = [];
  return {
    mark: () => version,
    notify() {
      version++;
      const woken = waiters;
      waiters = [];
      woken.forEach((wake) => wake());
    },
    /** True when woken by a change (or one came since `mark`), false when `ms` passed without one. */
    wait(mark: number, ms: number): Promise<boolean> {
      if (version !== mark) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), ms);
        waiters.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
  };
}
