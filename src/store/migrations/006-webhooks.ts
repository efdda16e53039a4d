// Webhook endpoints (scoped by owner) and their deliveries: durable rows a dispatcher in any process claims with a lease.
import type { Kysely } from "kysely";

export function webhooksMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable("webhook_endpoint")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("url", "text", (c) => c.notNull())
        .addColumn("description", "text")
        .addColumn("events", "text", (c) => c.notNull())
        .addColumn("secret", "text", (c) => c.notNull())
        .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("disabledReason", "text")
        .addColumn("disabledAt", "text")
        .addColumn("failureCount", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("failingSince", "text")
        .addColumn("createdAt", "text", (c) => c.notNull())
        .addColumn("updatedAt", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("webhook_endpoint_user_id")
        .on("webhook_endpoint")
        .columns(["userId", "id"])
        .execute();

      await db.schema
        .createTable("webhook_delivery")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("endpointId", "text", (c) => c.notNull().references("webhook_endpoint.id").onDelete("cascade"))
        .addColumn("userId", "text", (c) => c.notNull())
        .addColumn("messageId", "text", (c) => c.notNull())
        .addColumn("eventType", "text", (c) => c.notNull())
        .addColumn("payload", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("nextAttemptAt", "text")
        .addColumn("leaseHolder", "text")
        .addColumn("leaseUntil", "text")
        .addColumn("lastAttemptAt", "text")
        .addColumn("responseStatus", "integer")
        .addColumn("durationMs", "integer")
        .addColumn("error", "text")
        .addColumn("redeliveryOf", "text")
        .addColumn("createdAt", "text", (c) => c.notNull())
        .addColumn("updatedAt", "text", (c) => c.notNull())
        .execute();
      // The log of one endpoint, newest first; and the dispatcher's scan for what is due.
      await db.schema
        .createIndex("webhook_delivery_endpoint_id")
        .on("webhook_delivery")
        .columns(["endpointId", "id"])
        .execute();
      await db.schema
        .createIndex("webhook_delivery_due")
        .on("webhook_delivery")
        .columns(["status", "nextAttemptAt"])
        .execute();
    },
  };
}
