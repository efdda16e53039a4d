// Jobs and their items in the database (their events: job-events.ts) — the durable queue of the embedded default:
// items are claimed with a compare-and-set and a short lease its holder renews (a dead worker's item is claimed again
// when its lease ends, or at once when the same instance starts again), users are served fairly (the next item goes to
// the user with the fewest items running), and each step is one conditional update.
import type { ExpressionBuilder, Kysely } from "kysely";
import type { LeaseOwner } from "../../lib/process-identity.js";
import type { SpaceId } from "../../lib/space-id.js";
import type { DB } from "../schema.js";
import {
  createJobEventRepo,
  insertEvent,
  isUniqueViolation,
  jobEventQueries,
  retryingSeq,
  type OutcomeEvent,
} from "./job-events.js";
import { jobItemQueries } from "./job-item-queries.js";
import { FINISHED_JOB_STATES, type JobItemTable, type JobState, type JobTable } from "../schema-jobs.js";

export type JobRecord = JobTable;
export type JobItemRecord = JobItemTable;

/** A job's counts as an item's outcome left them: enough for its worker to tell whether it was the last. */
export interface JobCounts {
  total: number;
  succeeded: number;
  failed: number;
}

/**
 * Whose job limits a job counts against: an organization API key's own (`keyId`), else its user's — the jobs they
 * submitted themselves, not those of the keys they made.
 */
export interface JobSubject {
  userId: string;
  keyId?: string | null;
}

/** A job row of the subject's. */
const ofSubject = (subject: JobSubject) => (eb: ExpressionBuilder<DB, "job">) =>
  subject.keyId
    ? eb("keyId", "=", subject.keyId)
    : eb.and([eb("userId", "=", subject.userId), eb("keyId", "is", null)]);

export interface ClaimedItem {
  jobId: string;
  idx: number;
  userId: string;
  input: unknown;
  attempts: number;
}

const INSERT_CHUNK = 200;
/** Jobs looked at per claim: enough to be fair across users without scanning the whole queue. */
const CANDIDATES = 64;

const num = (v: unknown) => Number(v ?? 0);
const countsOf = (row: { total: unknown; succeeded: unknown; failed: unknown }): JobCounts => ({
  total: num(row.total),
  succeeded: num(row.succeeded),
  failed: num(row.failed),
});
const job = (row: JobTable): JobRecord => ({
  ...row,
  total: num(row.total),
  succeeded: num(row.succeeded),
  failed: num(row.failed),
  resultBytes: row.resultBytes === null ? null : num(row.resultBytes),
});
/** What an item's row holds when nobody holds it. */
const UNLOCKED = { lockedBy: null, lockedUntil: null, lockedInstance: null, lockedBoot: null } as const;
/** An update of one item, only while `worker` still holds it: a late outcome from a worker it was taken from changes nothing. */
const heldBy = (db: Kysely<DB>, jobId: string, idx: number, worker: string) =>
  db
    .updateTable("job_item")
    .where("jobId", "=", jobId)
    .where("idx", "=", idx)
    .where("state", "=", "running")
    .where("lockedBy", "=", worker);
const changed = (r: { numAffectedRows?: bigint }) => Number(r.numAffectedRows ?? 0);

/** The job's row and its items' rows (queued), in one transaction. */
async function insertJob(db: Kysely<DB>, record: JobRecord, inputs: unknown[]): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.insertInto("job").values(record).execute();
    for (let i = 0; i < inputs.length; i += INSERT_CHUNK) {
      const rows = inputs.slice(i, i + INSERT_CHUNK).map((input, k) => ({
        jobId: record.id,
        idx: i + k + 1,
        userId: record.userId,
        state: "queued" as const,
        input: JSON.stringify(input),
        attempts: 0,
        runAfter: record.createdAt,
        ...UNLOCKED,
        filename: null,
        resultKey: null,
        error: null,
        message: null,
        updatedAt: record.createdAt,
      }));
      await tx.insertInto("job_item").values(rows).execute();
    }
  });
}

export function createJobRepo(db: Kysely<DB>) {
  const itemQueries = jobItemQueries();
  const eventQueries = jobEventQueries();
  return {
    async create(record: JobRecord, inputs: unknown[]): Promise<void> {
      await insertJob(db, record, inputs);
    },

    /**
     * Stores a job its requester streams, holding its subject's one stream slot (the user's, or the organization key's)
     * until `until` (renewed by renewStream): false, and nothing stored, while another of theirs is streamed to a live
     * request. A slot whose request is gone (its heartbeat lapsed) or whose job ended is freed first; the unique index
     * decides between two at once.
     */
    async createStreamed(record: JobRecord, inputs: unknown[], until: string): Promise<boolean> {
      // An organization key's streamed batch holds the key's own slot, never its maker's.
      const streamOwner = record.keyId ?? record.userId;
      await db
        .updateTable("job")
        .set({ streamOwner: null })
        .where("streamOwner", "=", streamOwner)
        .where((eb) => eb.or([eb("streamUntil", "<", record.createdAt), eb("state", "in", FINISHED_JOB_STATES)]))
        .execute();
      try {
        await insertJob(db, { ...record, streamOwner, streamUntil: until }, inputs);
        return true;
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },

    /** Pushes a streamed job's heartbeat out to `until` while its request lives; false once the slot is no longer held. */
    async renewStream(jobId: string, until: string): Promise<boolean> {
      const r = await db
        .updateTable("job")
        .set({ streamUntil: until })
        .where("id", "=", jobId)
        .where("streamOwner", "is not", null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** The request streaming the job has ended: the user's slot is free (the job itself goes on or has ended). */
    async endStream(jobId: string): Promise<void> {
      await db.updateTable("job").set({ streamOwner: null, streamUntil: null }).where("id", "=", jobId).execute();
    },

    async find(spaceId: SpaceId, id: string): Promise<JobRecord | null> {
      const row = await db
        .selectFrom("job")
        .selectAll()
        .where("id", "=", id)
        .where("spaceId", "=", spaceId)
        .executeTakeFirst();
      return row ? job(row) : null;
    },

    async get(id: string): Promise<JobRecord | null> {
      const row = await db.selectFrom("job").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? job(row) : null;
    },

    /** The user's jobs, newest first; `before` is the last id of the previous page. */
    async list(spaceId: SpaceId, limit: number, before?: string): Promise<JobRecord[]> {
      let q = db.selectFrom("job").selectAll().where("spaceId", "=", spaceId);
      if (before) q = q.where("id", "<", before);
      return (await q.orderBy("id", "desc").limit(limit).execute()).map(job);
    },

    async items(jobId: string, after: number, limit: number): Promise<JobItemRecord[]> {
      const rows = await db
        .selectFrom("job_item")
        .selectAll()
        .where("jobId", "=", jobId)
        .where("idx", ">", after)
        .orderBy("idx")
        .limit(limit)
        .execute();
      return rows.map((r) => ({ ...r, idx: num(r.idx), attempts: num(r.attempts) }));
    },

    /** Claims the next ready item for `worker` until `until` (recording `owner`, its process), or null when none is ready. */
    async claim(worker: string, now: string, until: string, owner?: LeaseOwner): Promise<ClaimedItem | null> {
      for (let round = 0; round < 5; round++) {
        const { rows: ready } = await itemQueries.candidates(db, { now, limit: CANDIDATES });
        if (!ready.length) return null;
        const { rows: busy } = await itemQueries.runningPerUser(db, { now });
        const running = new Map(busy.map((b) => [b.userId, num(b.n)]));
        // The user with the fewest items running goes first; among theirs, the oldest job.
        const pick = [...ready].sort(
          (a, b) => (running.get(a.userId) ?? 0) - (running.get(b.userId) ?? 0) || (a.jobId < b.jobId ? -1 : 1),
        )[0]!;
        const idx = num(pick.idx);
        const lease = {
          jobId: pick.jobId,
          idx,
          worker,
          until,
          instance: owner?.instance ?? null,
          boot: owner?.boot ?? null,
          now,
        };
        if (changed(await itemQueries.claimReady(db, lease)) !== 1) continue; // another worker took it first
        const row = (await itemQueries.claimed(db, { jobId: pick.jobId, idx })).rows[0]!;
        await itemQueries.jobRunning(db, { jobId: pick.jobId, now });
        return {
          jobId: pick.jobId,
          idx,
          userId: pick.userId,
          input: JSON.parse(row.input),
          attempts: num(row.attempts),
        };
      }
      return null;
    },

    /**
     * Claims one named item for `worker` (a queue such as BullMQ chose it): from queued, whatever its backoff (the queue
     * keeps time), or from running (the queue gives an item to one worker at a time, so one still running here was its
     * stalled worker's). Null when it is finished or cancelled (or, `unlessHeld`, another holds a live lease on it). A
     * stalled worker's late outcome then changes nothing. `jobRunning`: the caller knows the job left `queued` already.
     */
    async claimItem(
      jobId: string,
      idx: number,
      worker: string,
      now: string,
      until: string,
      owner?: LeaseOwner,
      options: { unlessHeld?: boolean; jobRunning?: boolean } = {},
    ): Promise<ClaimedItem | null> {
      // Without a queue choosing one worker per item (a streamed batch's own lanes beside the embedded queue's), a live lease is another's.
      const claim = options.unlessHeld ? itemQueries.claimUnlessHeld : itemQueries.claimGiven;
      const row = (
        await claim(db, {
          jobId,
          idx,
          worker,
          until,
          instance: owner?.instance ?? null,
          boot: owner?.boot ?? null,
          now,
        })
      ).rows[0];
      if (!row) return null;
      if (!options.jobRunning) await itemQueries.jobRunning(db, { jobId, now });
      return { jobId, idx, userId: row.userId, input: JSON.parse(row.input), attempts: num(row.attempts) };
    },

    /** Pushes the item's lease out to `until` while `worker` still holds it; false when it was lost (taken, released, cancelled). */
    async renew(jobId: string, idx: number, worker: string, until: string): Promise<boolean> {
      return changed(await itemQueries.renew(db, { jobId, idx, worker, until })) === 1;
    },

    /** Hands a held item back untouched (a draining process): ready for anyone at once, its try not counted. */
    async release(jobId: string, idx: number, worker: string, now: string): Promise<boolean> {
      const r = await heldBy(db, jobId, idx, worker)
        .set((eb) => ({
          state: "queued",
          runAfter: now,
          ...UNLOCKED,
          attempts: eb("attempts", "-", 1),
          updatedAt: now,
        }))
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /**
     * Makes ready at once the items `owner.instance` holds under an earlier boot that `gone` says is over (a process
     * restarted after a crash): their try is counted, as when a lease runs out. Answers how many.
     */
    async releaseEarlierRuns(owner: LeaseOwner, gone: (boot: string) => boolean, now: string): Promise<number> {
      const boots = await db
        .selectFrom("job_item")
        .select("lockedBoot")
        .distinct()
        .where("state", "=", "running")
        .where("lockedInstance", "=", owner.instance)
        .where("lockedBoot", "!=", owner.boot)
        .execute();
      const over = boots.map((b) => b.lockedBoot).filter((b): b is string => b !== null && gone(b));
      if (!over.length) return 0;
      const r = await db
        .updateTable("job_item")
        .set({ state: "queued", runAfter: now, ...UNLOCKED, updatedAt: now })
        .where("state", "=", "running")
        .where("lockedInstance", "=", owner.instance)
        .where("lockedBoot", "in", over)
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    /** The user's items not yet done (queued or running), over all their jobs (their keys' too): the queue's fair order. */
    async openItemsOf(userId: string): Promise<number> {
      const row = await db
        .selectFrom("job_item")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("userId", "=", userId)
        .where("state", "in", ["queued", "running"])
        .executeTakeFirstOrThrow();
      return num(row.n);
    },

    /** The subject's items not yet done (queued or running): its open-items limit. */
    async openItemsCountedTo(subject: JobSubject): Promise<number> {
      const open = db
        .selectFrom("job_item as i")
        .innerJoin("job as j", "j.id", "i.jobId")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("i.state", "in", ["queued", "running"]);
      const row = await (
        subject.keyId
          ? open.where("j.keyId", "=", subject.keyId)
          : open.where("i.userId", "=", subject.userId).where("j.keyId", "is", null)
      ).executeTakeFirstOrThrow();
      return num(row.n);
    },

    /** The subject's jobs not yet finished (queued or running). */
    async activeJobsOf(subject: JobSubject): Promise<number> {
      const row = await db
        .selectFrom("job")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where(ofSubject(subject))
        .where("state", "in", ["queued", "running"])
        .executeTakeFirstOrThrow();
      return num(row.n);
    },

    /** Items the subject submitted since `since` (the daily quota), counted from its jobs' totals. */
    async itemsSubmittedSince(subject: JobSubject, since: string): Promise<number> {
      const row = await db
        .selectFrom("job")
        .select((eb) => eb.fn.sum<number>("total").as("n"))
        .where(ofSubject(subject))
        .where("createdAt", ">=", since)
        .executeTakeFirst();
      return num(row?.n);
    },

    /** Items submitted in a space since `since`, whoever submitted them (an organization's figure in GET /api/usage). */
    async itemsSubmittedInSpaceSince(spaceId: SpaceId, since: string): Promise<number> {
      const row = await db
        .selectFrom("job")
        .select((eb) => eb.fn.sum<number>("total").as("n"))
        .where("spaceId", "=", spaceId)
        .where("createdAt", ">=", since)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Open items untouched since `before` and not held by a live lease, oldest first: what a queue may have lost. */
    async staleOpenItems(
      before: string,
      now: string,
      limit: number,
    ): Promise<{ jobId: string; idx: number; userId: string }[]> {
      const rows = await db
        .selectFrom("job_item")
        .select(["jobId", "idx", "userId"])
        .where("updatedAt", "<", before)
        .where((eb) =>
          eb.or([eb("state", "=", "queued"), eb.and([eb("state", "=", "running"), eb("lockedUntil", "<", now)])]),
        )
        // Running past its lease first: those are stuck for sure, while a queued one may just be waiting its turn.
        .orderBy("state", "desc")
        .orderBy("updatedAt")
        .limit(limit)
        .execute();
      return rows.map((r) => ({ ...r, idx: num(r.idx) }));
    },

    /** Items ready to take, being worked, and waiting out a retry's backoff, over all jobs. */
    async depth(now: string): Promise<{ queued: number; running: number; delayed: number }> {
      const rows = await db
        .selectFrom("job_item")
        .select((eb) => [
          eb.fn.countAll<number>().as("n"),
          "state",
          eb.case().when("runAfter", ">", now).then(1).else(0).end().as("later"),
        ])
        .where("state", "in", ["queued", "running"])
        .groupBy(["state", "later"])
        .execute();
      const out = { queued: 0, running: 0, delayed: 0 };
      for (const r of rows) out[r.state === "running" ? "running" : num(r.later) ? "delayed" : "queued"] += num(r.n);
      return out;
    },

    /**
     * Marks the item done, once: only the worker holding it can, so a late duplicate changes nothing. The item, its
     * job's count and `event` are written in one transaction: a process killed between them would leave the job a count
     * short, never to finish, or the item done without its event. Answers the job's counts after it, or null when the
     * item was no longer this worker's.
     */
    async succeed(
      jobId: string,
      idx: number,
      worker: string,
      result: { filename: string; resultKey: string },
      now: string,
      event?: OutcomeEvent,
    ): Promise<JobCounts | null> {
      return retryingSeq(() =>
        db.transaction().execute(async (tx) => {
          if (changed(await itemQueries.succeeded(tx, { jobId, idx, worker, ...result, now })) !== 1) return null;
          const counts = (await itemQueries.countSucceeded(tx, { jobId, now })).rows[0]!;
          if (event) await insertEvent(tx, eventQueries, jobId, event, now);
          return countsOf(counts);
        }),
      );
    },

    /**
     * Gives the item back for another try at `retryAt`, or fails it for good (retryAt null: with its job's count and
     * `event`, in one transaction). Answers the job's counts after it, or null when the item was no longer this worker's.
     */
    async fail(
      jobId: string,
      idx: number,
      worker: string,
      failure: { error: string; message: string; filename: string; retryAt: string | null },
      now: string,
      event?: OutcomeEvent,
    ): Promise<JobCounts | null> {
      const retry = failure.retryAt !== null;
      return retryingSeq(() =>
        db.transaction().execute(async (tx) => {
          const { error, message, filename } = failure;
          if (
            changed(
              await itemQueries.failed(tx, {
                jobId,
                idx,
                worker,
                state: retry ? "queued" : "failed",
                runAfter: failure.retryAt ?? now,
                error,
                message,
                filename,
                now,
              }),
            ) !== 1
          )
            return null;
          if (retry) return countsOf((await itemQueries.counts(tx, { jobId })).rows[0]!);
          const counts = (await itemQueries.countFailed(tx, { jobId, now })).rows[0]!;
          if (event) await insertEvent(tx, eventQueries, jobId, event, now);
          return countsOf(counts);
        }),
      );
    },

    /** Items not yet finished (queued or running). */
    async open(jobId: string): Promise<number> {
      const row = await db
        .selectFrom("job_item")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("jobId", "=", jobId)
        .where("state", "in", ["queued", "running"])
        .executeTakeFirstOrThrow();
      return num(row.n);
    },

    /** Takes the right to finish the job (build its result); true for exactly one caller, or again after `staleBefore`. */
    async takeFinish(jobId: string, now: string, staleBefore: string): Promise<boolean> {
      const r = await db
        .updateTable("job")
        .set({ finishedAt: now, updatedAt: now })
        .where("id", "=", jobId)
        .where("state", "not in", FINISHED_JOB_STATES)
        .where((eb) => eb.or([eb("finishedAt", "is", null), eb("finishedAt", "<", staleBefore)]))
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** Writes the job's final state; false when it had one already (another finisher, or a cancel, came first). */
    async finish(
      jobId: string,
      state: JobState,
      result: { resultKey: string; resultBytes: number } | null,
      now: string,
      expiresAt: string,
    ): Promise<boolean> {
      const r = await db
        .updateTable("job")
        .set({
          state,
          resultKey: result?.resultKey ?? null,
          resultBytes: result?.resultBytes ?? null,
          finishedAt: now,
          updatedAt: now,
          expiresAt,
        })
        .where("id", "=", jobId)
        .where("state", "not in", FINISHED_JOB_STATES)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** Jobs whose items are all done but nobody finished them (the finisher died): the runner finishes them. */
    async unfinished(staleBefore: string): Promise<string[]> {
      const rows = await db
        .selectFrom("job")
        .select("id")
        .where("state", "in", ["queued", "running"])
        .where((eb) => eb.or([eb("finishedAt", "is", null), eb("finishedAt", "<", staleBefore)]))
        .where((eb) => eb(eb("succeeded", "+", eb.ref("failed")), ">=", eb.ref("total")))
        .limit(20)
        .execute();
      return rows.map((r) => r.id);
    },

    async cancel(spaceId: SpaceId, id: string, now: string): Promise<boolean> {
      // Items before their job, in the order an item's outcome takes them (succeed, fail): the other order deadlocks
      // PostgreSQL against a worker recording an item of this job. A finished job has no open item to touch.
      return db.transaction().execute(async (tx) => {
        const owned = await tx
          .selectFrom("job")
          .select("id")
          .where("id", "=", id)
          .where("spaceId", "=", spaceId)
          .executeTakeFirst();
        if (!owned) return false;
        await tx
          .updateTable("job_item")
          .set({ state: "cancelled", ...UNLOCKED, updatedAt: now })
          .where("jobId", "=", id)
          .where("state", "in", ["queued", "running"])
          .execute();
        const r = await tx
          .updateTable("job")
          .set({ state: "cancelled", updatedAt: now, finishedAt: now })
          .where("id", "=", id)
          .where("state", "not in", FINISHED_JOB_STATES)
          .executeTakeFirst();
        return Number(r.numUpdatedRows) === 1;
      });
    },

    /** Finished jobs whose result has outlived its keep time. */
    async expired(now: string): Promise<JobRecord[]> {
      return (
        await db
          .selectFrom("job")
          .selectAll()
          .where("expiresAt", "<", now)
          .where("resultKey", "is not", null)
          .limit(50)
          .execute()
      ).map(job);
    },

    async forgetResult(id: string, now: string): Promise<void> {
      await db.updateTable("job").set({ resultKey: null, updatedAt: now }).where("id", "=", id).execute();
      await db.updateTable("job_item").set({ resultKey: null, updatedAt: now }).where("jobId", "=", id).execute();
    },
    ...createJobEventRepo(db, eventQueries),
  };
}

export type JobRepo = ReturnType<typeof createJobRepo>;
