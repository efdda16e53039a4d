// Throwaway PostgreSQL databases for tests: created on TEST_DATABASE_URL's server, dropped afterwards.
import { randomBytes } from "node:crypto";
import pg from "pg";

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

export interface TempPgDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty database `quire_<label>_<random>` next to `serverUrl`'s (TEST_DATABASE_URL by default; the load bench passes its own). */
export async function createTempPgDatabase(label: string, serverUrl = TEST_DATABASE_URL): Promise<TempPgDatabase> {
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `quire_${label.replace(/[^a-z0-9]/g, "")}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** The dialects a store/auth suite should run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DIALECTS: ("sqlite" | "postgres")[] = TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
if (!TEST_DATABASE_URL && process.env.VITEST)
  console.info("[test] TEST_DATABASE_URL is not set: PostgreSQL variants of the store suites are skipped.");
