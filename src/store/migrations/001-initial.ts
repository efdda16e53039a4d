// The first schema: better-auth's core tables and Quire's own (documents, brands, runs, idempotency, onboarding, outbox).
import type { Kysely } from "kysely";
import type { Dialect } from "../database.js";
import { columnTypes } from "./column-types.js";

export function initialMigration(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable("user")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("emailVerified", t.bool, (c) => c.notNull())
        .addColumn("image", "text")
        .addColumn("createdAt", t.authDate, (c) => c.notNull())
        .addColumn("updatedAt", t.authDate, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("session")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("expiresAt", t.authDate, (c) => c.notNull())
        .addColumn("token", "text", (c) => c.notNull().unique())
        .addColumn("createdAt", t.authDate, (c) => c.notNull())
        .addColumn("updatedAt", t.authDate, (c) => c.notNull())
        .addColumn("ipAddress", "text")
        .addColumn("userAgent", "text")
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .execute();
      await db.schema.createIndex("session_userId").on("session").column("userId").execute();
      await db.schema
        .createTable("account")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("accountId", "text", (c) => c.notNull())
        .addColumn("providerId", "text", (c) => c.notNull())
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("accessToken", "text")
        .addColumn("refreshToken", "text")
        .addColumn("idToken", "text")
        .addColumn("accessTokenExpiresAt", t.authDate)
        .addColumn("refreshTokenExpiresAt", t.authDate)
        .addColumn("scope", "text")
        .addColumn("password", "text")
        .addColumn("createdAt", t.authDate, (c) => c.notNull())
        .addColumn("updatedAt", t.authDate, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("account_userId").on("account").column("userId").execute();
      await db.schema
        .createTable("verification")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("identifier", "text", (c) => c.notNull())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("expiresAt", t.authDate, (c) => c.notNull())
        .addColumn("createdAt", t.authDate, (c) => c.notNull())
        .addColumn("updatedAt", t.authDate, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("verification_identifier").on("verification").column("identifier").execute();

      await db.schema
        .createTable("document")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("origin", "text", (c) => c.notNull())
        .addColumn("brandId", "text")
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("createdAt", "text", (c) => c.notNull())
        .addColumn("updatedAt", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("document_user_id").on("document").columns(["userId", "id"]).execute();
      await db.schema
        .createTable("brand")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("bytes", "integer", (c) => c.notNull())
        .addColumn("sha256", "text", (c) => c.notNull())
        .addColumn("blobKey", "text", (c) => c.notNull())
        .addColumn("analysis", "text", (c) => c.notNull())
        .addColumn("createdAt", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("brand_user_id").on("brand").columns(["userId", "id"]).execute();
      await db.schema
        .createTable("agent_run")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("userId", "text")
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("model", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("inputTokens", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("outputTokens", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("ms", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("error", "text")
        .addColumn("documentId", "text")
        .addColumn("createdAt", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("agent_run_user").on("agent_run").columns(["userId", "createdAt"]).execute();
      await db.schema
        .createTable("idempotency_record")
        .addColumn("userId", "text", (c) => c.notNull())
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("route", "text", (c) => c.notNull())
        .addColumn("requestHash", "text", (c) => c.notNull())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("status", "integer")
        .addColumn("contentType", "text")
        .addColumn("body", "text")
        .addColumn("createdAt", "text", (c) => c.notNull())
        .addColumn("expiresAt", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("idempotency_record_pk", ["userId", "key"])
        .execute();
      await db.schema.createIndex("idempotency_record_expires").on("idempotency_record").column("expiresAt").execute();
      await db.schema
        .createTable("onboarding_state")
        .addColumn("userId", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("itemIds", "text", (c) => c.notNull())
        .addColumn("updatedAt", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("outbox_mail")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("to", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("text", "text", (c) => c.notNull())
        .addColumn("html", "text", (c) => c.notNull())
        .addColumn("createdAt", "text", (c) => c.notNull())
        .execute();
    },
  };
}
