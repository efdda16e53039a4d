// Batched rate-limit windows on a real SQLite counter table: exact alone, few store trips, several processes sharing
// one window never over the limit, reservations given back when idle and at shutdown.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { RateLimiterRes } from "rate-limiter-flexible";
import { afterAll, describe, expect, test } from "vitest";
import { batchedWindow } from "../../src/limits/batched-window.js";
import { PreparedRateLimiterSQLite } from "../../src/limits/sqlite-store.js";
import { createTestApp } from "../harness.js";
import { signUpWithKey } from "../auth-helpers.js";
import { pictureCharge } from "../../src/http/picture-charge.js";
import type { Principal } from "../../src/auth/principal.js";
import { personalSpace } from "../../src/lib/space-id.js";

const dir = mkdtempSync(join(tmpdir(), "quire-batched-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A counter store on its own connection to `file`, as another process would have; counts its trips. */
async function storeOn(file: string, points: number) {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  const store = await new Promise<PreparedRateLimiterSQLite>((resolve, reject) => {
    const s: PreparedRateLimiterSQLite = new PreparedRateLimiterSQLite(
      {
        storeClient: db,
        storeType: "better-sqlite3",
        tableName: "rate_limit",
        keyPrefix: "w",
        points,
        duration: 60,
        clearExpiredByTimeout: false,
      },
      (err?: unknown) => (err ? reject(err) : resolve(s)),
    );
  });
  const trips = { count: 0 };
  const consume = store.consume.bind(store);
  store.consume = (key, n) => {
    trips.count++;
    return consume(key, n);
  };
  return { db, store, trips, stored: async (key: string) => (await store.get(key))?.consumedPoints ?? 0 };
}

/** Calls `consume` n times; refused calls are given back, as the limiter does. Returns how many were admitted. */
async function admit(window: ReturnType<typeof batchedWindow>, key: string, n: number): Promise<number> {
  let admitted = 0;
  for (let i = 0; i < n; i++) {
    try {
      await window.consume(key);
      admitted++;
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      await window.reward(key);
    }
  }
  return admitted;
}

describe("batched rate-limit windows", () => {
  test("one process alone is exact: 100 of 150 calls admitted, remaining counts down by one, the store holds 100", async () => {
    const { db, store, stored } = await storeOn(join(dir, "alone.db"), 100);
    const window = batchedWindow(store, 100);
    const remaining: number[] = [];
    for (let i = 0; i < 5; i++) remaining.push((await window.consume("u1")).remainingPoints);
    expect(remaining).toEqual([99, 98, 97, 96, 95]);
    expect(await admit(window, "u1", 145)).toBe(95);
    await window.release();
    expect(await stored("u1")).toBe(100);
    db.close();
  });

  test("a busy key makes a handful of store trips per window, and unused reserved points go back to the store", async () => {
    const { db, store, trips, stored } = await storeOn(join(dir, "trips.db"), 1_000);
    const window = batchedWindow(store, 1_000);
    expect(await admit(window, "u1", 500)).toBe(500);
    expect(trips.count).toBeLessThanOrEqual(5);
    // The store holds the 500 calls plus what this process reserved and has not used yet.
    expect(await stored("u1")).toBeGreaterThan(500);
    await window.release();
    expect(await stored("u1")).toBe(500);
    db.close();
  });

  test("reserved points an idle key does not use are given back on their own", async () => {
    const { db, store, stored } = await storeOn(join(dir, "idle.db"), 1_000);
    const window = batchedWindow(store, 1_000, { idleMs: 50 });
    await admit(window, "u1", 3);
    expect(await stored("u1")).toBeGreaterThan(3);
    await expect.poll(() => stored("u1"), { timeout: 5_000 }).toBe(3);
    db.close();
  });

  test("three processes bursting on one window admit exactly its limit between them", async () => {
    const file = join(dir, "shared.db");
    const processes = await Promise.all([storeOn(file, 200), storeOn(file, 200), storeOn(file, 200)]);
    const windows = processes.map((p) => batchedWindow(p.store, 200));
    let admitted = 0;
    for (let round = 0; round < 120; round++) for (const w of windows) admitted += await admit(w, "u1", 1);
    expect(admitted).toBe(200);
    await Promise.all(windows.map((w) => w.release()));
    expect(await processes[0]!.stored("u1")).toBe(200);
    for (const p of processes) p.db.close();
  });

  test("calls made at once (a deck's pictures) each keep their reservation: what is shown used is what they used", async () => {
    const { db, store, stored } = await storeOn(join(dir, "together.db"), 100_000);
    const window = batchedWindow(store, 100_000);
    await window.consume("u1");
    // Several trips to the store at once, each reserving: none may lose another's reservation.
    await Promise.all([1, 2, 3, 4].map(() => window.consume("u1")));
    expect((await window.peek("u1")).used).toBe(5);
    await Promise.all([1, 2, 3, 4, 5].map(() => window.consume("u1")));
    expect((await window.peek("u1")).used).toBe(10);
    await window.release();
    expect(await stored("u1")).toBe(10);
    db.close();
  });

  test("a store that fails answers the caller with its error", async () => {
    const { db, store } = await storeOn(join(dir, "outage.db"), 1_000);
    const window = batchedWindow(store, 1_000);
    store.consume = () => Promise.reject(new Error("store down"));
    await expect(window.consume("u1")).rejects.toThrow("store down");
    db.close();
  });

  test("through the limiter: a large window's count survives a restart, with nothing left reserved", async () => {
    const url = `sqlite:${join(dir, "restart.db")}`;
    const env = { RATE_LIMIT_WORKSPACE_PER_MINUTE: "1000", RATE_LIMIT_WORKSPACE_PER_DAY: "5000" };
    let t = await createTestApp({ databaseUrl: url, env });
    for (let i = 0; i < 40; i++) await t.deps.limiter.consume("WORKSPACE", "u:restart");
    await t.close();
    t = await createTestApp({ databaseUrl: url, env });
    try {
      const state = await t.deps.limiter.consume("WORKSPACE", "u:restart");
      expect(state.remaining).toBe(1000 - 41);
    } finally {
      await t.close();
    }
  });

  test("through GET /api/usage: a deck's five pictures charged at once, with the PICTURES limits raised, show as five used", async () => {
    const t = await createTestApp({
      env: { RATE_LIMIT_PICTURES_PER_MINUTE: "100000", RATE_LIMIT_PICTURES_PER_DAY: "1000000" },
    });
    try {
      const alice = await signUpWithKey(t);
      const principal: Principal = {
        userId: alice.userId,
        email: alice.email,
        name: "",
        via: "key",
        keyId: alice.keyId,
        spaceId: personalSpace(alice.userId),
      };
      const charge = pictureCharge(t.deps, principal);
      await charge();
      expect(await Promise.all([1, 2, 3, 4].map(() => charge()))).toEqual([null, null, null, null]);
      const usage = await (await t.app.request("/api/usage", { headers: alice.headers })).json();
      expect(usage.limits.PICTURES.minute).toMatchObject({ used: 5, limit: 100_000 });
      expect(usage.limits.PICTURES.day).toMatchObject({ used: 5, limit: 1_000_000 });
    } finally {
      await t.close();
    }
  });
});
