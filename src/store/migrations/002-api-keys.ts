// API keys (own implementation, see src/auth/api-keys): only the sha256 of a key is stored, looked up by a unique index.
import type { Kysely } from "kysely";

export function apiKeysMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable("api_key")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("start", "text", (c) => c.notNull())
        .addColumn("hash", "text", (c) => c.notNull().unique())
        .addColumn("createdAt", "text", (c) => c.notNull())
        .addColumn("lastUsedAt", "text")
        .execute();
      await db.schema.createIndex("api_key_user").on("api_key").columns(["userId", "createdAt"]).execute();
    },
  };
}
