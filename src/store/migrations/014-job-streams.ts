// Streamed jobs: a brand batch whose requester downloads the zip as its items finish is a job with a stream owner (one
// per user at a time, a unique index) and a heartbeat its request renews; a dead request's slot is free once it lapses.
// They replace the per-user batch leases (the lease table goes).
import type { Kysely } from "kysely";

export function jobStreamsMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable("job").addColumn("streamOwner", "text").execute();
      await db.schema.alterTable("job").addColumn("streamUntil", "text").execute();
      // NULLs are distinct in SQLite and PostgreSQL alike: only jobs being streamed hold a user's one slot.
      await db.schema.createIndex("job_stream_owner").on("job").column("streamOwner").unique().execute();
      // The batch leases this replaces (migration 004) held nothing past their 15 s expiry.
      await db.schema.dropTable("lease").ifExists().execute();
    },
  };
}
