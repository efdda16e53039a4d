// Organizations: better-auth's organization plugin tables, the session's active organization, and a space on everything owned.
import { sql, type Kysely } from "kysely";
import type { Dialect } from "../database.js";
import { columnTypes } from "./column-types.js";

/** Tables whose rows belonged to a space when this migration ran (frozen, as migrations are; today's are store/space-resources.ts). */
export const SPACED_TABLES = ["document", "brand", "asset", "job", "webhook_endpoint", "webhook_delivery"] as const;

export function organizationsMigration(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable("organization")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("logo", "text")
        .addColumn("metadata", "text")
        .addColumn("createdAt", t.authDate, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("member")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organizationId", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("createdAt", t.authDate, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("member_organization_user")
        .on("member")
        .columns(["organizationId", "userId"])
        .unique()
        .execute();
      await db.schema.createIndex("member_user").on("member").column("userId").execute();
      await db.schema
        .createTable("invitation")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organizationId", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("role", "text")
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("expiresAt", t.authDate, (c) => c.notNull())
        .addColumn("createdAt", t.authDate, (c) => c.notNull())
        .addColumn("inviterId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .execute();
      await db.schema.createIndex("invitation_organization").on("invitation").column("organizationId").execute();
      await db.schema.createIndex("invitation_email").on("invitation").column("email").execute();
      await db.schema.alterTable("session").addColumn("activeOrganizationId", "text").execute();

      for (const table of SPACED_TABLES) {
        await db.schema
          .alterTable(table)
          .addColumn("spaceId", "text", (c) => c.notNull().defaultTo(""))
          .execute();
        await sql`update ${sql.table(table)} set "spaceId" = "userId"`.execute(db);
        await db.schema.createIndex(`${table}_space_id`).on(table).columns(["spaceId", "id"]).execute();
      }
    },
  };
}
