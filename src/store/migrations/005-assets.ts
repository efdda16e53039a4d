// Uploaded image assets: one row per image (its bytes live in the blob store), scoped by owner.
import type { Kysely } from "kysely";

export function assetsMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable("asset")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("width", "integer", (c) => c.notNull())
        .addColumn("height", "integer", (c) => c.notNull())
        .addColumn("bytes", "integer", (c) => c.notNull())
        .addColumn("sha256", "text", (c) => c.notNull())
        .addColumn("blobKey", "text", (c) => c.notNull())
        .addColumn("createdAt", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("asset_user_id").on("asset").columns(["userId", "id"]).execute();
    },
  };
}
