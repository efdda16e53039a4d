// A job's events (migration 007): numbered 1, 2, 3… per job without a gap, one writer at a time — an item's outcome
// writes its event in its own transaction (jobs.ts), anything else through addEvent — and read back in order.
import { sql, type Kysely } from "kysely";
import { prepare, type SlotOf } from "../prepared-query.js";
import type { DB } from "../schema.js";

export interface JobEvent {
  seq: number;
  at: string;
  type: string;
  data: Record<string, unknown>;
}

/** An event recorded with an item's outcome, in its transaction. */
export interface OutcomeEvent {
  type: string;
  data: Record<string, unknown>;
}

const num = (v: unknown) => Number(v ?? 0);

/** The events' statements, prepared once per database (made with each repository, see store/prepared-query.ts). */
export function jobEventQueries() {
  return {
    /**
     * Appends an event in one statement, its seq the job's next. Run with the job's row locked (an outcome's count, or
     * `lockJob`), so writers number one job's events one at a time; should two still pick one seq, the unique key
     * refuses the later and the caller tries again.
     */
    insert: prepare((q, s: SlotOf<{ jobId: string; at: string; type: string; data: string }>) =>
      q
        .insertInto("job_event")
        .columns(["jobId", "seq", "at", "type", "data"])
        .expression((eb) =>
          eb
            .selectFrom("job_event")
            .select((e) => [
              e.val(s("jobId")).as("jobId"),
              sql<number>`coalesce(max(${e.ref("seq")}), 0) + 1`.as("seq"),
              e.val(s("at")).as("at"),
              e.val(s("type")).as("type"),
              e.val(s("data")).as("data"),
            ])
            .where("jobId", "=", s("jobId")),
        )
        .returning("seq"),
    ),
    /** Locks the job's row for the rest of the transaction (PostgreSQL; SQLite has one writer at a time anyway). */
    lockJob: prepare((q, s: SlotOf<{ jobId: string }>) =>
      q
        .updateTable("job")
        .set((eb) => ({ updatedAt: eb.ref("updatedAt") }))
        .where("id", "=", s("jobId")),
    ),
    after: prepare((q, s: SlotOf<{ jobId: string; after: number; limit: number }>) =>
      q
        .selectFrom("job_event")
        .selectAll()
        .where("jobId", "=", s("jobId"))
        .where("seq", ">", s("after"))
        .orderBy("seq")
        .limit(s("limit")),
    ),
  };
}
export type JobEventQueries = ReturnType<typeof jobEventQueries>;

/** Appends `event` to the job's events (see `insert`); answers its seq. */
export async function insertEvent(
  tx: Kysely<DB>,
  queries: JobEventQueries,
  jobId: string,
  event: OutcomeEvent,
  at: string,
): Promise<number> {
  const { rows } = await queries.insert(tx, { jobId, at, type: event.type, data: JSON.stringify(event.data) });
  return num(rows[0]!.seq);
}

/** Runs `write` again when a unique key refused it (two event writers took the same seq): at most 8 times. */
export async function retryingSeq<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (attempt === 8 || !isUniqueViolation(err)) throw err;
    }
  }
}

/** A unique index refused the row (PostgreSQL's 23505, SQLite's SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

export function createJobEventRepo(db: Kysely<DB>, queries = jobEventQueries()) {
  return {
    async addEvent(jobId: string, type: string, data: Record<string, unknown>, at: string): Promise<number> {
      return retryingSeq(() =>
        db.transaction().execute(async (tx) => {
          await queries.lockJob(tx, { jobId });
          return insertEvent(tx, queries, jobId, { type, data }, at);
        }),
      );
    },

    async events(jobId: string, after: number, limit: number): Promise<JobEvent[]> {
      const { rows } = await queries.after(db, { jobId, after, limit });
      return rows.map((r) => ({
        seq: num(r.seq),
        at: r.at,
        type: r.type,
        data: JSON.parse(r.data) as Record<string, unknown>,
      }));
    },
  };
}
