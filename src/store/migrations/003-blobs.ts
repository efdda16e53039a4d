// Blobs in the database (BLOB_STORE=db): uploaded templates shared by every process on one PostgreSQL.
import type { Kysely } from "kysely";
import type { Dialect } from "../database.js";
import { columnTypes } from "./column-types.js";

export function blobsMigration(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable("blob")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("bytes", t.bytes, (c) => c.notNull())
        .addColumn("size", "integer", (c) => c.notNull())
        .addColumn("createdAt", "text", (c) => c.notNull())
        .execute();
    },
  };
}
