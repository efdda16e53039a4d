// Test backends for the auth and limit suites: SQLite always; PostgreSQL + Redis when TEST_DATABASE_URL/TEST_REDIS_URL are set.
// Each PostgreSQL app gets its own database (quire_auth_<random>), dropped on close, because `test` is shared.
import { createTestApp, type TestApp, type TestAppOptions } from "../harness.js";
import { createTempPgDatabase, TEST_DATABASE_URL, TEST_REDIS_URL } from "../pg.js";

export type Backend = "sqlite" | "postgres+redis";
export const PG_URL = TEST_DATABASE_URL;
export const REDIS_URL = TEST_REDIS_URL;
export const BACKENDS: Backend[] = ["sqlite", ...(PG_URL && REDIS_URL ? (["postgres+redis"] as const) : [])];

/** A test app on the backend; on PostgreSQL a fresh database (or `shared.url` for a second instance) and Redis. */
export async function createBackendApp(
  backend: Backend,
  options: TestAppOptions & { databaseUrl?: string } = {},
): Promise<TestApp> {
  if (backend === "sqlite") return createTestApp(options);
  const scratch = options.databaseUrl ? undefined : await createTempPgDatabase("auth");
  const t = await createTestApp({
    ...options,
    databaseUrl: options.databaseUrl ?? scratch!.url,
    env: { REDIS_URL: REDIS_URL!, ...options.env },
  });
  const close = t.close.bind(t);
  t.close = async () => {
    await close();
    await scratch?.drop();
  };
  return t;
}
