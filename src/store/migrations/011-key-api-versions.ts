// API keys pinned to a dated API version (Quire-Version): personal and organization keys alike; null follows the newest.
import type { Kysely } from "kysely";

export function keyApiVersionsMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable("api_key").addColumn("apiVersion", "text").execute();
      await db.schema.alterTable("organization_api_key").addColumn("apiVersion", "text").execute();
    },
  };
}
