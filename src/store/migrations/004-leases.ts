// Leases with an expiry (e.g. one running batch per user) shared by every process on one database when Redis is absent.
import type { Kysely } from "kysely";

export function leasesMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable("lease")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("holder", "text", (c) => c.notNull())
        .addColumn("expiresAt", "text", (c) => c.notNull())
        .execute();
    },
  };
}
