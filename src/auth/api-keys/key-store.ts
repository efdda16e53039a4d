// API key storage: create, list, revoke, and the one-query verification used by the principal middleware.
import type { Kysely } from "kysely";
import type BetterSqlite3 from "better-sqlite3";
import type pg from "pg";
import { newId } from "../../lib/ids.js";
import type { Database } from "../../store/database.js";
import type { UserTable } from "../../store/schema.js";
import { generateApiKey, hashApiKey, looksLikeApiKey } from "./generate-key.js";

interface ApiKeyTable {
  id: string;
  userId: string;
  name: string;
  start: string;
  hash: string;
  createdAt: string;
  lastUsedAt: string | null;
  apiVersion: string | null;
}

interface KeyDB {
  api_key: ApiKeyTable;
  user: UserTable;
}

export interface ApiKeyInfo {
  id: string;
  name: string;
  start: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** The API version the key is pinned to; null follows the newest. */
  apiVersion: string | null;
}

export interface VerifiedKey {
  keyId: string;
  userId: string;
  email: string;
  name: string;
  apiVersion: string | null;
}

export interface KeyStore {
  create(userId: string, name: string, apiVersion?: string | null): Promise<ApiKeyInfo & { key: string }>;
  /** Pins (or, with null, unpins) one of the user's keys; false when there is no such key of theirs. */
  setApiVersion(userId: string, keyId: string, apiVersion: string | null): Promise<boolean>;
  list(userId: string): Promise<ApiKeyInfo[]>;
  /** True when a key of this user was deleted. */
  revoke(userId: string, keyId: string): Promise<boolean>;
  /** One indexed lookup by hash; null for anything that is not a live key. */
  verify(rawKey: string): Promise<VerifiedKey | null>;
}

/** lastUsedAt is written at most once a minute per key, so a busy key does not cost a write per request. */
const LAST_USED_RESOLUTION_MS = 60_000;

interface KeyRow {
  keyId: string;
  userId: string;
  lastUsedAt: string | null;
  email: string;
  name: string;
  apiVersion: string | null;
}

const LOOKUP_SQL = `select k."id" as "keyId", k."userId" as "userId", k."lastUsedAt" as "lastUsedAt", k."apiVersion" as "apiVersion", u."email" as "email", u."name" as "name"
  from "api_key" k join "user" u on u."id" = k."userId" where k."hash" = `;

/**
 * The per-request lookup, below the query builder: a statement prepared once (SQLite) or a named prepared
 * statement (PostgreSQL). Building the query with Kysely each time cost more than the indexed read itself.
 */
function hashLookup(database: Database): (hash: string) => Promise<KeyRow | undefined> {
  if (database.dialect === "sqlite") {
    const statement = (database.driver as BetterSqlite3.Database).prepare(`${LOOKUP_SQL}?`);
    return async (hash) => statement.get(hash) as KeyRow | undefined;
  }
  const pool = database.driver as pg.Pool;
  return async (hash) =>
    (await pool.query<KeyRow>({ name: "quire_api_key_by_hash", text: `${LOOKUP_SQL}$1`, values: [hash] })).rows[0];
}

export function createKeyStore(database: Database, prefix: string): KeyStore {
  const db = database.db as unknown as Kysely<KeyDB>;
  const lookup = hashLookup(database);
  return {
    async create(userId, name, apiVersion = null) {
      const { key, start, hash } = generateApiKey(prefix);
      const row: ApiKeyTable = {
        id: newId("key"),
        userId,
        name,
        start,
        hash,
        createdAt: new Date().toISOString(),
        lastUsedAt: null,
        apiVersion,
      };
      await db.insertInto("api_key").values(row).execute();
      return { id: row.id, name, key, start, createdAt: row.createdAt, lastUsedAt: null, apiVersion };
    },
    async setApiVersion(userId, keyId, apiVersion) {
      const result = await db
        .updateTable("api_key")
        .set({ apiVersion })
        .where("id", "=", keyId)
        .where("userId", "=", userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async list(userId) {
      return db
        .selectFrom("api_key")
        .select(["id", "name", "start", "createdAt", "lastUsedAt", "apiVersion"])
        .where("userId", "=", userId)
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .execute();
    },
    async revoke(userId, keyId) {
      const result = await db
        .deleteFrom("api_key")
        .where("id", "=", keyId)
        .where("userId", "=", userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async verify(rawKey) {
      if (!looksLikeApiKey(rawKey, prefix)) return null;
      const row = await lookup(hashApiKey(rawKey));
      if (!row) return null;
      const now = Date.now();
      if (!row.lastUsedAt || now - Date.parse(row.lastUsedAt) >= LAST_USED_RESOLUTION_MS) {
        // Off the request path: a failed bookkeeping write must not fail an authenticated call.
        void db
          .updateTable("api_key")
          .set({ lastUsedAt: new Date(now).toISOString() })
          .where("id", "=", row.keyId)
          .execute()
          .catch(() => {});
      }
      return {
        keyId: row.keyId,
        userId: row.userId,
        email: row.email,
        name: row.name,
        apiVersion: row.apiVersion ?? null,
      };
    },
  };
}
