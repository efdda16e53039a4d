// GET /api/usage on SQLite: each limit's used/limit/reset for the caller without counting a call, the user's job limits,
// the active organization, and the calling key's kind, scopes and quota; an organization key has limits of its own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey, signInWithCookie, type CookieSession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { json } from "./answers.js";

let t: TestApp;
let owner: CookieSession;

const call = (headers: Record<string, string>, method: string, path: string, body?: unknown) =>
  t.app.request(path, jsonRequest(method, body, headers));

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInWithCookie(t);
});
afterAll(async () => t?.close());

describe("GET /api/usage", () => {
  it("shows a personal key's limits as used by its calls, and counts nothing itself", async () => {
    const key = { authorization: `Bearer ${(await createApiKey(t, owner)).apiKey}` };
    for (let i = 0; i < 3; i++) await json(await call(key, "GET", "/api/workspace/documents"), 200);
    const first = await json(await call(key, "GET", "/api/usage"), 200);
    const again = await json(await call(key, "GET", "/api/usage"), 200);
    expect(first.limits.WORKSPACE.minute).toMatchObject({ used: 3, limit: t.deps.limiter.limits.WORKSPACE.perMinute });
    expect(first.limits.WORKSPACE.minute.reset).toBeGreaterThan(0);
    expect(first.limits.WORKSPACE.day).toMatchObject({ used: 3, limit: t.deps.limiter.limits.WORKSPACE.perDay });
    expect(first.limits.AGENT.minute).toEqual({ used: 0, limit: t.deps.limiter.limits.AGENT.perMinute, reset: 0 });
    expect(again.limits.WORKSPACE.minute.used).toBe(3);
    expect(first).toMatchObject({
      subject: "user",
      user: { id: owner.userId, email: owner.email },
      organization: null,
      key: { kind: "personal", scopes: null, quota: null },
    });
    expect(first.jobs).toEqual({
      active: { used: 0, limit: t.config.JOB_MAX_ACTIVE_PER_USER },
      openItems: { used: 0, limit: t.config.JOB_MAX_OPEN_ITEMS_PER_USER },
      itemsToday: { used: 0, limit: t.config.JOB_DAILY_ITEMS_PER_USER },
    });
  });

  it("names the session's organization and role, and an organization key's own limits, scopes and quota", async () => {
    const orgId = (await json(await call(owner.headers, "POST", "/api/organizations", { name: "Café Nord" }), 201)).id;
    await json(await call(owner.headers, "PUT", "/api/organizations/active", { organizationId: orgId }), 200);
    const session = await json(await call(owner.headers, "GET", "/api/usage"), 200);
    expect(session).toMatchObject({
      subject: "user",
      organization: { id: orgId, role: "owner", jobItemsToday: 0 },
      key: null,
    });

    const made = await json(
      await call(owner.headers, "POST", `/api/organizations/${orgId}/keys`, {
        name: "Kiosk",
        scopes: ["documents:read"],
        quota: { limit: 10, refillSeconds: 3600 },
      }),
      201,
    );
    const key = { authorization: `Bearer ${made.key}` };
    await json(await call(key, "GET", "/api/workspace/documents"), 200);
    const usage = await json(await call(key, "GET", "/api/usage"), 200);
    expect(usage).toMatchObject({
      subject: "key",
      organization: { id: orgId, role: "admin" },
      key: {
        id: made.id,
        kind: "organization",
        scopes: ["documents:read"],
        quota: { limit: 10, refillSeconds: 3600, remaining: 8 },
      },
    });
    expect(usage.limits.WORKSPACE.minute.used).toBe(1);
  });

  it("needs a key or a session", async () => {
    expect((await json(await call({}, "GET", "/api/usage"), 401)).error).toBe("unauthorized");
  });
});
