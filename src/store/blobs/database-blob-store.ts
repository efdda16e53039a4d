// BLOB_STORE=db: blobs as rows of the `blob` table, so every process on one PostgreSQL (or SQLite file) sees them.
import type { Kysely } from "kysely";
import type { DB } from "../schema.js";
import { assertBlobKey } from "./blob-key.js";
import type { BlobStore } from "./blob-store.js";

export function createDatabaseBlobStore(db: Kysely<DB>): BlobStore {
  return {
    async put(key, bytes) {
      assertBlobKey(key);
      // One statement: readers see the old row or the new one, never a partial blob.
      const row = { key, bytes, size: bytes.byteLength, createdAt: new Date().toISOString() };
      await db
        .insertInto("blob")
        .values(row)
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({ bytes: row.bytes, size: row.size, createdAt: row.createdAt }),
        )
        .execute();
    },
    async get(key) {
      assertBlobKey(key);
      const row = await db.selectFrom("blob").select("bytes").where("key", "=", key).executeTakeFirst();
      return row ? new Uint8Array(row.bytes) : null;
    },
    async delete(key) {
      assertBlobKey(key);
      await db.deleteFrom("blob").where("key", "=", key).execute();
    },
  };
}
