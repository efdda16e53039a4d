// A job's events (migration 007): numbered 1, 2, 3… per job without a gap, one writer at a time — an item's outcome
// writes its event in its own transaction (jobs.ts), anything else through addEvent — and read back in order.
import { sql, type Kysely } from "kysely";
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

/**
 * Appends an event in one statement, its seq the job's next. Called with the job's row locked (an outcome's count, or
 * lockJobRow), so writers number one job's events one at a time; should two still pick one seq, the unique key refuses
 * the later and the caller tries again.
 */
export async function insertEvent(db: Kysely<DB>, jobId: string, type: string, data: Record<string, unknown>, at: string): Promise<number> {
  const row = await db
    .insertInto("job_event")
    .columns(["jobId", "seq", "at", "type", "data"])
    .expression((eb) =>
      eb
        .selectFrom("job_event")
        .select((s) => [s.val(jobId).as("jobId"), sql<number>`coalesce(max(${s.ref("seq")}), 0) + 1`.as("seq"), s.val(at).as("at"), s.val(type).as("type"), s.val(JSON.stringify(data)).as("data")])
        .where("jobId", "=", jobId),
    )
    .returning("seq")
    .executeTakeFirstOrThrow();
  return num(row.seq);
}

/** Locks the job's row for the rest of the transaction (PostgreSQL; SQLite has one writer at a time anyway). */
async function lockJobRow(tx: Kysely<DB>, jobId: string): Promise<void> {
  await tx.updateTable("job").set((eb) => ({ updatedAt: eb.ref("updatedAt") })).where("id", "=", jobId).execute();
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

export function createJobEventRepo(db: Kysely<DB>) {
  return {
    async addEvent(jobId: string, type: string, data: Record<string, unknown>, at: string): Promise<number> {
      return retryingSeq(() =>
        db.transaction().execute(async (tx) => {
          await lockJobRow(tx, jobId);
          return insertEvent(tx, jobId, type, data, at);
        }),
      );
    },

    async events(jobId: string, after: number, limit: number): Promise<JobEvent[]> {
      const rows = await db.selectFrom("job_event").selectAll().where("jobId", "=", jobId).where("seq", ">", after).orderBy("seq").limit(limit).execute();
      return rows.map((r) => ({ seq: num(r.seq), at: r.at, type: r.type, data: JSON.parse(r.data) as Record<string, unknown> }));
    },
  };
}
