// Organization API keys (scoped, optionally metered) and the organizations' audit log.
import type { Kysely } from "kysely";

export function organizationKeysMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable("organization_api_key")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organizationId", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
        // Who made it (their calls' attribution); no foreign key: the key outlives its maker's membership.
        .addColumn("createdBy", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("start", "text", (c) => c.notNull())
        .addColumn("hash", "text", (c) => c.notNull().unique())
        .addColumn("scopes", "text", (c) => c.notNull())
        .addColumn("quotaLimit", "integer")
        .addColumn("quotaRemaining", "integer")
        .addColumn("quotaRefillSeconds", "integer")
        .addColumn("quotaRefilledAt", "text")
        .addColumn("createdAt", "text", (c) => c.notNull())
        .addColumn("lastUsedAt", "text")
        .execute();
      await db.schema
        .createIndex("organization_api_key_org")
        .on("organization_api_key")
        .columns(["organizationId", "createdAt"])
        .execute();
      await db.schema
        .createTable("audit_event")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organizationId", "text", (c) => c.notNull())
        .addColumn("actorType", "text", (c) => c.notNull())
        .addColumn("actorId", "text", (c) => c.notNull())
        .addColumn("actorLabel", "text", (c) => c.notNull())
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("targetId", "text")
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("requestId", "text")
        .addColumn("createdAt", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("audit_event_org_id").on("audit_event").columns(["organizationId", "id"]).execute();
      await db.schema.createIndex("audit_event_created").on("audit_event").column("createdAt").execute();
    },
  };
}
