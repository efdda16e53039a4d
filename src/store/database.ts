// Opens the Kysely database for a DATABASE_URL: SQLite (better-sqlite3, WAL) or PostgreSQL (pg pool).
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import type { DB } from "./schema.js";
import { withStatementCache } from "./statement-cache.js";
import { SqliteLimitPlugin } from "./sqlite-limit-plugin.js";

export type Dialect = "sqlite" | "postgres";

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** The raw driver handle (better-sqlite3 Database or pg Pool), for libraries that take one (better-auth, limiter stores). */
  driver: unknown;
  /** Throws (or rejects) when the database does not answer; SQLite answers synchronously. */
  ping(): Promise<void> | void;
  close(): Promise<void>;
}

export async function openDatabase(url: string): Promise<Database> {
  if (url.startsWith("sqlite:")) return openSqlite(url.slice("sqlite:".length));
  return openPostgres(url);
}

async function openSqlite(file: string): Promise<Database> {
  const { default: SQLite } = await import("better-sqlite3");
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const handle = new SQLite(file);
  handle.pragma("journal_mode = WAL");
  handle.pragma("synchronous = NORMAL");
  handle.pragma("foreign_keys = ON");
  handle.pragma("busy_timeout = 5000");
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: withStatementCache(handle) }),
    plugins: [new SqliteLimitPlugin()],
  });
  return {
    db,
    dialect: "sqlite",
    driver: handle,
    // `select 1` never touches the file, so it proved no more than this: the handle is open.
    ping() {
      if (!handle.open) throw new Error("the SQLite database is closed");
    },
    async close() {
      await db.destroy();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
  });
  // A dropped connection must not crash the process: pg-pool only guards idle clients, so every client gets a
  // listener; a query in flight still rejects (and answers 503), and the next one reconnects.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: "postgres",
    driver: pool,
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}
