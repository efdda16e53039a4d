// Jobs (long work a user submits and walks away from) and their items: the durable queue of the embedded default.
import type { Kysely } from "kysely";

export function jobsMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable("job")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("brandId", "text")
        .addColumn("total", "integer", (c) => c.notNull())
        .addColumn("succeeded", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("failed", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("options", "text", (c) => c.notNull())
        .addColumn("resultKey", "text")
        .addColumn("resultBytes", "integer")
        .addColumn("createdAt", "text", (c) => c.notNull())
        .addColumn("updatedAt", "text", (c) => c.notNull())
        .addColumn("finishedAt", "text")
        .addColumn("expiresAt", "text")
        .execute();
      await db.schema.createIndex("job_user").on("job").columns(["userId", "id"]).execute();
      await db.schema.createIndex("job_state").on("job").columns(["state", "createdAt"]).execute();
      await db.schema
        .createTable("job_item")
        .addColumn("jobId", "text", (c) => c.notNull().references("job.id").onDelete("cascade"))
        .addColumn("idx", "integer", (c) => c.notNull())
        .addColumn("userId", "text", (c) => c.notNull())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("input", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("runAfter", "text", (c) => c.notNull())
        .addColumn("lockedBy", "text")
        .addColumn("lockedUntil", "text")
        .addColumn("filename", "text")
        .addColumn("resultKey", "text")
        .addColumn("error", "text")
        .addColumn("message", "text")
        .addColumn("updatedAt", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("job_item_pk", ["jobId", "idx"])
        .execute();
      await db.schema.createIndex("job_item_ready").on("job_item").columns(["state", "runAfter"]).execute();
      // A user's open items (the per-user queue limit, and the fair order a shared queue is given).
      await db.schema.createIndex("job_item_user").on("job_item").columns(["userId", "state"]).execute();
      await db.schema
        .createTable("job_event")
        .addColumn("jobId", "text", (c) => c.notNull().references("job.id").onDelete("cascade"))
        .addColumn("seq", "integer", (c) => c.notNull())
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("job_event_pk", ["jobId", "seq"])
        .execute();
    },
  };
}
