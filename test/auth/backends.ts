// Test backends for the auth and limit suites: SQLite always; PostgreSQL + Redis when TEST_DATABASE_URL/TEST_REDIS_URL are set.
// Each PostgreSQL app gets its own database (quire_auth_<random>), dropped on close, because `test` is shared.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { createTestApp, type TestApp, type TestAppOptions } from "../harness.js";

export type Backend = "sqlite" | "postgres+redis";
export const PG_URL = process.env.TEST_DATABASE_URL;
export const REDIS_URL = process.env.TEST_REDIS_URL;
export const BACKENDS: Backend[] = ["sqlite", ...(PG_URL && REDIS_URL ? (["postgres+redis"] as const) : [])];

/** Creates an empty database next to TEST_DATABASE_URL's and returns its URL and a drop function. */
export async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!PG_URL) throw new Error("TEST_DATABASE_URL is not set");
  const name = `quire_auth_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** A test app on the backend; on PostgreSQL a fresh database (or `shared.url` for a second instance) and Redis. */
export async function createBackendApp(backend: Backend, options: TestAppOptions & { databaseUrl?: string } = {}): Promise<TestApp> {
  if (backend === "sqlite") return createTestApp(options);
  const scratch = options.databaseUrl ? undefined : await createScratchDatabase();
  const t = await createTestApp({ ...options, databaseUrl: options.databaseUrl ?? scratch!.url, env: { REDIS_URL: REDIS_URL!, ...options.env } });
  const close = t.close.bind(t);
  t.close = async () => {
    await close();
    await scratch?.drop();
  };
  return t;
}
