// Share links: a document's links (tokens kept hashed), their views by day and time by slide, and the spaces' sharing setting.
import type { Kysely } from "kysely";

export function sharesMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable("share")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("userId", "text", (c) => c.notNull())
        .addColumn("spaceId", "text", (c) => c.notNull())
        // A deleted document takes its links (and their views) with it.
        .addColumn("documentId", "text", (c) => c.notNull().references("document.id").onDelete("cascade"))
        .addColumn("label", "text")
        .addColumn("tokenHash", "text", (c) => c.notNull().unique())
        .addColumn("tokenStart", "text", (c) => c.notNull())
        .addColumn("version", "integer")
        .addColumn("expiresAt", "text")
        .addColumn("passwordHash", "text")
        .addColumn("downloads", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("present", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("createdAt", "text", (c) => c.notNull())
        .addColumn("updatedAt", "text", (c) => c.notNull())
        .addColumn("revokedAt", "text")
        .execute();
      await db.schema
        .createIndex("share_space_document")
        .on("share")
        .columns(["spaceId", "documentId", "id"])
        .execute();
      await db.schema
        .createTable("share_day")
        .addColumn("shareId", "text", (c) => c.notNull().references("share.id").onDelete("cascade"))
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("seconds", "integer", (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("share_day_pk", ["shareId", "day"])
        .execute();
      await db.schema
        .createTable("share_slide")
        .addColumn("shareId", "text", (c) => c.notNull().references("share.id").onDelete("cascade"))
        .addColumn("slide", "integer", (c) => c.notNull())
        .addColumn("seconds", "integer", (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("share_slide_pk", ["shareId", "slide"])
        .execute();
      await db.schema
        .createTable("space_setting")
        .addColumn("spaceId", "text", (c) => c.primaryKey())
        .addColumn("sharing", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("updatedAt", "text", (c) => c.notNull())
        .execute();
    },
  };
}
