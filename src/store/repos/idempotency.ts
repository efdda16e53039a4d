// Idempotency records: (user, key) → the first call's request hash and stored answer, for 24 hours.
import type { Kysely } from "kysely";
import type { DB, IdempotencyTable } from "../schema.js";

export type IdempotencyRecord = IdempotencyTable;

export interface IdempotencyRepo {
  /** Claims the key for a new call; false when a live record already holds it. */
  claim(record: IdempotencyRecord): Promise<boolean>;
  find(userId: string, key: string, nowIso: string): Promise<IdempotencyRecord | null>;
  complete(
    userId: string,
    key: string,
    answer: Pick<IdempotencyRecord, "status" | "contentType" | "body">,
  ): Promise<void>;
  release(userId: string, key: string): Promise<void>;
  /** Frees a key whose pending claim was made before `createdBefore` (its process died mid-call). */
  releaseStale(userId: string, key: string, createdBefore: string): Promise<void>;
  deleteExpired(nowIso: string): Promise<number>;
}

export function createIdempotencyRepo(db: Kysely<DB>): IdempotencyRepo {
  return {
    async claim(record) {
      // An expired record may still occupy the key: clear it first, then insert-if-absent.
      await db
        .deleteFrom("idempotency_record")
        .where("userId", "=", record.userId)
        .where("key", "=", record.key)
        .where("expiresAt", "<=", record.createdAt)
        .execute();
      const inserted = await db
        .insertInto("idempotency_record")
        .values(record)
        .onConflict((oc) => oc.columns(["userId", "key"]).doNothing())
        .returning("key")
        .executeTakeFirst();
      return inserted !== undefined;
    },
    async find(userId, key, nowIso) {
      const row = await db
        .selectFrom("idempotency_record")
        .selectAll()
        .where("userId", "=", userId)
        .where("key", "=", key)
        .where("expiresAt", ">", nowIso)
        .executeTakeFirst();
      return row ? { ...row, status: row.status === null ? null : Number(row.status) } : null;
    },
    async complete(userId, key, answer) {
      await db
        .updateTable("idempotency_record")
        .set({ ...answer, state: "done" })
        .where("userId", "=", userId)
        .where("key", "=", key)
        .execute();
    },
    async release(userId, key) {
      await db
        .deleteFrom("idempotency_record")
        .where("userId", "=", userId)
        .where("key", "=", key)
        .where("state", "=", "pending")
        .execute();
    },
    async releaseStale(userId, key, createdBefore) {
      await db
        .deleteFrom("idempotency_record")
        .where("userId", "=", userId)
        .where("key", "=", key)
        .where("state", "=", "pending")
        .where("createdAt", "<", createdBefore)
        .execute();
    },
    async deleteExpired(nowIso) {
      const result = await db.deleteFrom("idempotency_record").where("expiresAt", "<=", nowIso).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
