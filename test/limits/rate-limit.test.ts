// rateLimit middleware on real requests: headers, minute/day refusals, refused calls not counted, restart, spoofing.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, test } from "vitest";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { signUpWithKey, uniqueEmail } from "../auth-helpers.js";
import { mountStandIns, LIMITED, LIMITED_AUTH } from "../auth/stand-in.js";
import { startServer } from "../../src/server.js";

const dir = mkdtempSync(join(tmpdir(), "quire-limits-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const call = (app: TestApp, headers: Record<string, string> = {}) =>
  app.app.request(LIMITED, { method: "POST", headers });

describe("rate limits", () => {
  test("per minute: headers on success, 429 rate_limit_minute with Retry-After, same body shape", async () => {
    t = await createTestApp();
    mountStandIns(t);
    const first = await call(t);
    expect(first.status).toBe(200);
    expect(first.headers.get("ratelimit-limit")).toBe("2");
    expect(first.headers.get("ratelimit-remaining")).toBe("1");
    expect(Number(first.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
    expect(Number(first.headers.get("ratelimit-reset"))).toBeLessThanOrEqual(60);
    expect((await call(t)).headers.get("ratelimit-remaining")).toBe("0");
    const refused = await call(t);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    expect(await refused.json()).toEqual({ error: "rate_limit_minute", message: expect.any(String), retryable: true });
  });

  test("the 6th call of a day is rate_limit_day; spoofed X-Forwarded-For is ignored; refused calls do not count; the count survives a restart", async () => {
    const url = `sqlite:${join(dir, "restart.db")}`;
    t = await createTestApp({ databaseUrl: url, env: { RATE_LIMIT_DEMO_PER_MINUTE: "3" } });
    mountStandIns(t);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await call(t, { "x-forwarded-for": `203.0.113.${i}` })).status);
    // 3 per minute: calls 4 and 5 are refused by the minute window and must not use up the day.
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    await t.close();

    t = await createTestApp({ databaseUrl: url, env: { RATE_LIMIT_DEMO_PER_MINUTE: "100" } });
    mountStandIns(t);
    const fourth = await call(t, { "x-forwarded-for": "198.51.100.1" });
    expect(fourth.status).toBe(200);
    expect(fourth.headers.get("ratelimit-limit")).toBe("5");
    expect(fourth.headers.get("ratelimit-remaining")).toBe("1");
    expect((await call(t, { "x-forwarded-for": "198.51.100.2" })).status).toBe(200);
    const sixth = await call(t, { "x-forwarded-for": "198.51.100.3" });
    expect(sixth.status).toBe(429);
    expect(((await sixth.json()) as { error: string }).error).toBe("rate_limit_day");
    const retry = Number(sixth.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(86_000);
    expect(retry).toBeLessThanOrEqual(86_400);
  });

  test("with TRUST_PROXY=1 each forwarded client has its own counter, and a prepended spoof is ignored", async () => {
    t = await createTestApp({ env: { TRUST_PROXY: "1" } });
    mountStandIns(t);
    expect((await call(t, { "x-forwarded-for": "203.0.113.1" })).status).toBe(200);
    expect((await call(t, { "x-forwarded-for": "203.0.113.1" })).status).toBe(200);
    expect((await call(t, { "x-forwarded-for": "6.6.6.6, 203.0.113.1" })).status).toBe(429);
    expect((await call(t, { "x-forwarded-for": "203.0.113.2" })).status).toBe(200);
    // IPv6 clients in one /64 share a counter.
    expect((await call(t, { "x-forwarded-for": "2001:db8:1:2::1" })).status).toBe(200);
    expect((await call(t, { "x-forwarded-for": "2001:db8:1:2::ffff" })).status).toBe(200);
    expect((await call(t, { "x-forwarded-for": "2001:db8:1:2:abcd::9" })).status).toBe(429);
  });

  test("over a real socket: the client IP is the socket address and X-Forwarded-For is ignored (6th demo-limited call is 429 rate_limit_day)", async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DEMO_PER_MINUTE: "100" } });
    mountStandIns(t);
    const server = await startServer(t.app, { ...t.deps, close: async () => {} }, 0, "127.0.0.1");
    try {
      const statuses: number[] = [];
      const remaining: (string | null)[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 6; i++) {
        last = await fetch(`http://127.0.0.1:${server.port}${LIMITED}`, {
          method: "POST",
          headers: { "x-forwarded-for": `192.0.2.${i}`, "x-real-ip": `192.0.2.${i}` },
        });
        statuses.push(last.status);
        remaining.push(last.headers.get("ratelimit-remaining"));
        // Set on node's own response: each header once, on the refusal too, beside the request's id.
        expect(last.headers.get("ratelimit-limit")).toMatch(/^\d+$/);
        expect(last.headers.get("x-request-id")).toMatch(/^req_[0-9A-Z]{26}$/);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect(remaining.map(Number)).toEqual([4, 3, 2, 1, 0, 0]);
      expect(((await last!.json()) as { error: string }).error).toBe("rate_limit_day");
      // The key in the store is the socket address, not "unknown".
      const rows = (await t.deps.database.db
        .selectFrom("rate_limit" as never)
        .select("key" as never)
        .execute()) as { key: string }[];
      expect(rows.map((r) => r.key)).toContain("DEMO:d:ip:127.0.0.1");
    } finally {
      await server.stop();
    }
  });

  test("signed-in callers are limited per user, not per address", async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DEMO_PER_MINUTE: "100" } });
    mountStandIns(t);
    const a = await signUpWithKey(t);
    const b = await signUpWithKey(t);
    for (let i = 0; i < 5; i++)
      expect((await t.app.request(LIMITED_AUTH, { method: "POST", headers: a.headers })).status).toBe(200);
    expect((await t.app.request(LIMITED_AUTH, { method: "POST", headers: a.headers })).status).toBe(429);
    expect((await t.app.request(LIMITED_AUTH, { method: "POST", headers: b.headers })).status).toBe(200);
    expect((await call(t)).status).toBe(200);
  });

  test("magic links are limited per IP as well (11th within a minute)", async () => {
    t = await createTestApp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await t.app.request(
            "/api/auth/sign-in/magic-link",
            jsonRequest("POST", { email: uniqueEmail() }, { origin: t.config.PUBLIC_URL }),
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(await t.deps.repos.outbox.listFor("nobody@example.test")).toEqual([]);
  });

  test("a broken counter store fails closed with 503 unavailable", async () => {
    t = await createTestApp();
    mountStandIns(t);
    await t.deps.database.db.schema.dropTable("rate_limit").execute();
    const res = await call(t);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toBe("unavailable");
    expect(res.headers.get("retry-after")).toBeTruthy();
  });
});
