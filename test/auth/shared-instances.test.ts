// Two app instances sharing PostgreSQL + Redis: revocation, sign-out and day limits hold across processes.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { TestApp } from "../harness.js";
import { createApiKey, signInWithCookie, signUpWithKey } from "../auth-helpers.js";
import { createBackendApp, PG_URL, REDIS_URL } from "./backends.js";
import { createTempPgDatabase, type TempPgDatabase } from "../pg.js";
import { mountStandIns, LIMITED, WHOAMI } from "./stand-in.js";
import { createTestApp } from "../harness.js";

const enabled = Boolean(PG_URL && REDIS_URL);

describe.runIf(enabled)("two instances on PostgreSQL + Redis", () => {
  let db: TempPgDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    db = await createTempPgDatabase("auth");
    // Processes of one deployment share AUTH_SECRET (cookies are signed with it).
    const env = { RATE_LIMIT_DEMO_PER_MINUTE: "100", AUTH_SECRET: "s".repeat(24) + randomBytes(12).toString("hex") };
    a = await createBackendApp("postgres+redis", { databaseUrl: db.url, env });
    b = await createBackendApp("postgres+redis", { databaseUrl: db.url, env });
    mountStandIns(a);
    mountStandIns(b);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  test("both use PostgreSQL and Redis", () => {
    expect(a.deps.database.dialect).toBe("postgres");
    expect(a.deps.limiter.store).toBe("redis");
  });

  test("a key made on A works on B; revoked on A, it is refused by B on the very next call", async () => {
    const session = await signInWithCookie(a);
    const { apiKey, keyId } = await createApiKey(a, session);
    for (let i = 0; i < 20; i++)
      expect((await b.app.request(WHOAMI, { headers: { authorization: `Bearer ${apiKey}` } })).status).toBe(200);
    const del = await a.app.request("/api/auth/api-key/delete", {
      method: "POST",
      headers: { ...session.headers, "content-type": "application/json" },
      body: JSON.stringify({ keyId }),
    });
    expect(del.status).toBe(200);
    expect((await b.app.request(WHOAMI, { headers: { authorization: `Bearer ${apiKey}` } })).status).toBe(401);
    expect((await a.app.request(WHOAMI, { headers: { authorization: `Bearer ${apiKey}` } })).status).toBe(401);
  });

  test("a session from A works on B; signed out on B, A refuses it", async () => {
    const s = await signInWithCookie(a);
    expect((await b.app.request(WHOAMI, { headers: { cookie: s.cookie } })).status).toBe(200);
    expect((await b.app.request("/api/auth/sign-out", { method: "POST", headers: s.headers })).status).toBe(200);
    expect((await a.app.request(WHOAMI, { headers: { cookie: s.cookie } })).status).toBe(401);
  });

  test("the day limit is shared: 3 calls on A and 2 on B, the 6th (on either) is rate_limit_day", async () => {
    const hit = (t: TestApp) =>
      t.app.request(LIMITED, {
        method: "POST",
        headers: { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 200)}` },
      });
    const statuses = [await hit(a), await hit(a), await hit(a), await hit(b), await hit(b)].map((r) => r.status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const sixth = await hit(a);
    expect(sixth.status).toBe(429);
    expect(((await sixth.json()) as { error: string }).error).toBe("rate_limit_day");
    expect((await hit(b)).status).toBe(429);
  });

  test("per-user limits are shared too", async () => {
    const k = await signUpWithKey(a);
    const limited = (t: TestApp) => t.app.request("/api/test/limited-auth", { method: "POST", headers: k.headers });
    for (let i = 0; i < 5; i++) expect((await limited(i % 2 ? a : b)).status).toBe(200);
    expect((await limited(b)).status).toBe(429);
  });
});

// The counters' own cases (shared by processes on PostgreSQL, refused when Redis is gone) are the rate-limit store
// contract's (test/limits/*-store.test.ts).
describe.runIf(enabled)("PostgreSQL gone", () => {
  test("PostgreSQL gone: protected routes answer 503 unavailable fast, never 401 or 500", async () => {
    const scratch = await createTempPgDatabase("auth");
    const t = await createTestApp({ databaseUrl: scratch.url });
    try {
      mountStandIns(t);
      const k = await signUpWithKey(t);
      const s = await signInWithCookie(t);
      expect((await t.app.request(WHOAMI, { headers: k.headers })).status).toBe(200);
      await scratch.drop(); // terminates the app's connections and removes the database
      for (const headers of [k.headers, { cookie: s.cookie }]) {
        const res = await t.app.request(WHOAMI, { headers });
        expect(res.status).toBe(503);
        expect(((await res.json()) as { error: string }).error).toBe("unavailable");
      }
    } finally {
      await t.close().catch(() => {});
    }
  });
});
