// Leases (one running batch per user across processes) on SQLite, PostgreSQL and Redis: take, renew, drop, expiry.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBatchLeases } from "../../src/brands/batch-lease.js";
import { openDatabase, type Database } from "../../src/store/database.js";
import { createDatabaseLeaseStore } from "../../src/store/leases/database-lease-store.js";
import type { LeaseStore } from "../../src/store/leases/lease-store.js";
import { createRedisLeaseStore } from "../../src/store/leases/redis-lease-store.js";
import { migrateToLatest } from "../../src/store/migrations/index.js";
import { createTempPgDatabase, DIALECTS, TEST_REDIS_URL, type TempPgDatabase } from "../pg.js";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const silent = pino({ level: "silent" });

interface Backend {
  store: LeaseStore;
  /** A second handle on the same shared state, as another process would have. */
  other: LeaseStore;
  close(): Promise<void>;
}

async function databaseBackend(dialect: "sqlite" | "postgres"): Promise<Backend> {
  let url: string;
  let pgDb: TempPgDatabase | undefined;
  let dir: string | undefined;
  if (dialect === "postgres") {
    pgDb = await createTempPgDatabase("leases");
    url = pgDb.url;
  } else {
    dir = mkdtempSync(join(tmpdir(), "quire-leases-"));
    url = `sqlite:${join(dir, "quire.db")}`;
  }
  const a: Database = await openDatabase(url);
  await migrateToLatest(a);
  const b: Database = await openDatabase(url);
  return {
    store: createDatabaseLeaseStore(a.db),
    other: createDatabaseLeaseStore(b.db),
    async close() {
      await a.close();
      await b.close();
      await pgDb?.drop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function redisBackend(): Promise<Backend> {
  const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: true };
  const a = new Redis(TEST_REDIS_URL!, options);
  const b = new Redis(TEST_REDIS_URL!, options);
  await Promise.all([a.connect(), b.connect()]);
  const prefix = `quire:lease:test-${randomUUID()}:`;
  return {
    store: createRedisLeaseStore(a, prefix),
    other: createRedisLeaseStore(b, prefix),
    async close() {
      const keys = await a.keys(`${prefix}*`);
      if (keys.length) await a.del(...keys);
      a.disconnect();
      b.disconnect();
    },
  };
}

const backends: [string, () => Promise<Backend>][] = DIALECTS.map((d) => [d, () => databaseBackend(d)] as [string, () => Promise<Backend>]);
if (TEST_REDIS_URL) backends.push(["redis", redisBackend]);
else console.info("[test] TEST_REDIS_URL is not set: the Redis lease suite is skipped.");

describe.each(backends)("leases on %s", (_name, open) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await open();
  });
  afterAll(async () => backend?.close());

  it("gives a key to one holder at a time, across handles; only the holder renews or drops it", async () => {
    const { store, other } = backend;
    const key = `batch:${randomUUID()}`;
    expect(await store.take(key, "h1", 60_000)).toBe(true);
    expect(await other.take(key, "h2", 60_000)).toBe(false);
    expect(await store.take(key, "h1-again", 60_000)).toBe(false);

    expect(await other.renew(key, "h2", 60_000)).toBe(false);
    await other.drop(key, "h2"); // not the holder: nothing happens
    expect(await other.take(key, "h2", 60_000)).toBe(false);

    expect(await other.renew(key, "h1", 60_000)).toBe(true);
    await other.drop(key, "h1");
    expect(await store.renew(key, "h1", 60_000)).toBe(false);
    expect(await other.take(key, "h2", 60_000)).toBe(true);
    expect(await store.take(`batch:${randomUUID()}`, "h3", 60_000)).toBe(true); // other keys are independent
  });

  it("lets another holder take a lease its holder stopped renewing (a crashed process) once it expires", async () => {
    const { store, other } = backend;
    const key = `batch:${randomUUID()}`;
    expect(await store.take(key, "crashed", 300)).toBe(true);
    expect(await other.take(key, "next", 60_000)).toBe(false);
    await sleep(600);
    expect(await other.take(key, "next", 60_000)).toBe(true);
    expect(await store.renew(key, "crashed", 60_000)).toBe(false); // the late holder cannot win it back
    await store.drop(key, "crashed");
    expect(await store.take(key, "third", 60_000)).toBe(false);
  });

  it("batch leases: one per user across processes, kept alive past the ttl while running, free after release", async () => {
    const ttl = 1_500;
    const onA = createBatchLeases(backend.store, ttl, silent);
    const onB = createBatchLeases(backend.other, ttl, silent);
    const user = randomUUID();
    const lease = await onA.acquire(user);
    expect(lease).not.toBeNull();
    expect(await onB.acquire(user)).toBeNull();
    expect(await onB.acquire(randomUUID())).not.toBeNull(); // another user is not affected

    await sleep(ttl * 2); // renewed every ttl/3 meanwhile
    expect(await onB.acquire(user)).toBeNull();

    await lease!.release();
    await lease!.release(); // a second release is harmless
    const next = await onB.acquire(user);
    expect(next).not.toBeNull();
    await lease!.release(); // a late release from the old holder does not free the new one
    expect(await onA.acquire(user)).toBeNull();
    await next!.release();
  }, 20_000);
});
