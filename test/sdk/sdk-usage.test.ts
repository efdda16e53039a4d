// @quire/sdk's usage() against a real server, with a personal key and with an organization key (the organization and
// its keys made through the HTTP API with a cookie session): the key's kind, scopes and quota, typed; a call outside
// the key's scopes is a QuireError `forbidden` naming the scope; a spent quota is `quota_exhausted` with retryAfter.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQuireClient, QuireError, type QuireClient, type Usage } from "@quire/sdk";
import { signInWithCookie, signUpWithKey, type CookieSession } from "../auth-helpers.js";
import { startLiveServer, type LiveServer } from "../e2e/browser.js";

let server: LiveServer;
let owner: CookieSession;
let orgId: string;

/** A cookie-session call of the live server (Origin: the state-changing calls need it). */
async function asOwner<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { "content-type": "application/json", ...owner.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function organizationKey(body: {
  name: string;
  scopes: string[];
  quota?: { limit: number; refillSeconds: number };
}): Promise<{ id: string; key: string }> {
  return asOwner("POST", `/api/organizations/${orgId}/keys`, body);
}

const refused = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as QuireError,
  );

beforeAll(async () => {
  server = await startLiveServer();
  owner = await signInWithCookie(server.t);
  orgId = (await asOwner<{ id: string }>("POST", "/api/organizations", { name: "Harbour Press" })).id;
});
afterAll(async () => server?.close());

describe("@quire/sdk usage()", () => {
  it("with a personal key: the user's limits and job limits, a personal key without scopes or quota", async () => {
    const person = await signUpWithKey(server.t);
    expect(person.apiKey).toMatch(/^quire_pk_/);
    const quire = createQuireClient({ baseUrl: server.url, apiKey: person.apiKey });
    await quire.ok(quire.api.GET("/api/workspace/documents"));
    const usage: Usage = await quire.usage();
    expect(usage).toMatchObject({
      subject: "user",
      user: { id: person.userId, email: person.email },
      organization: null,
      key: { id: person.keyId, kind: "personal", scopes: null, quota: null },
    });
    expect(usage.limits.WORKSPACE?.minute).toMatchObject({
      used: 1,
      limit: server.t.deps.limiter.limits.WORKSPACE.perMinute,
    });
    expect(usage.limits.WORKSPACE!.minute.reset).toBeGreaterThan(0);
    expect(usage.jobs.active).toEqual({ used: 0, limit: server.t.config.JOB_MAX_ACTIVE_PER_USER });
  });

  it("with an organization key: kind, scopes and quota; outside its scopes a forbidden QuireError naming the scope", async () => {
    const made = await organizationKey({
      name: "CMS sync",
      scopes: ["documents:read"],
      quota: { limit: 50, refillSeconds: 3600 },
    });
    expect(made.key).toMatch(/^quire_ok_/);
    const quire = createQuireClient({ baseUrl: server.url, apiKey: made.key });
    const usage = await quire.usage();
    expect(usage).toMatchObject({
      subject: "key",
      organization: { id: orgId, role: "admin" },
      key: { id: made.id, kind: "organization", scopes: ["documents:read"] },
    });
    // The usage call itself spent one call of the quota.
    expect(usage.key!.quota).toMatchObject({
      limit: 50,
      remaining: 49,
      refillSeconds: 3600,
      resetAt: expect.any(String),
    });

    // Through the typed routes (ok()) and through the SDK's own calls (send()): the same forbidden with the scope named.
    const brands = await refused(quire.ok(quire.api.GET("/api/brands")));
    expect(brands).toBeInstanceOf(QuireError);
    expect(brands).toMatchObject({ status: 403, code: "forbidden" });
    expect(brands!.message).toContain("`brands:generate`");
    const agent = await refused(
      quire.generate({ prompt: "A deck about the spring catalogue for the sales team", kind: "deck" }),
    );
    expect(agent).toMatchObject({ status: 403, code: "forbidden" });
    expect(agent!.message).toContain("`agent`");
    expect(agent!.retryAfter).toBeUndefined();
    // A refused call spends nothing of the quota.
    expect((await quire.usage()).key!.quota!.remaining).toBe(48);
  });

  it("a spent quota: quota_exhausted, retryable, with retryAfter from Retry-After, from every kind of call", async () => {
    const made = await organizationKey({
      name: "Kiosk",
      scopes: ["documents:read"],
      quota: { limit: 2, refillSeconds: 3600 },
    });
    const quire = createQuireClient({ baseUrl: server.url, apiKey: made.key });
    expect((await quire.usage()).key!.quota).toMatchObject({ limit: 2, remaining: 1 });
    await quire.ok(quire.api.GET("/api/workspace/documents"));
    for (const call of [
      quire.usage(),
      quire.ok(quire.api.GET("/api/workspace/documents")),
      quire.export({ source: "# Notes\n\nWords.", format: "md" } as never),
    ]) {
      const spent = await refused(call);
      expect(spent).toBeInstanceOf(QuireError);
      expect(spent).toMatchObject({ status: 429, code: "quota_exhausted", retryable: true });
      expect(spent!.message).toMatch(/quota is used up until/);
      expect(spent!.retryAfter).toBeGreaterThan(3500);
      expect(spent!.retryAfter).toBeLessThanOrEqual(3600);
    }
  });

  it("a rate limit's 429 carries retryAfter too", async () => {
    const limited = await startLiveServer({ RATE_LIMIT_WORKSPACE_PER_MINUTE: "1" });
    try {
      const quire: QuireClient = createQuireClient({
        baseUrl: limited.url,
        apiKey: (await signUpWithKey(limited.t)).apiKey,
      });
      await quire.ok(quire.api.GET("/api/workspace/documents"));
      const err = await refused(quire.ok(quire.api.GET("/api/workspace/documents")));
      expect(err).toMatchObject({ status: 429, code: "rate_limit_minute", retryable: true });
      expect(err!.retryAfter).toBeGreaterThan(0);
      expect(err!.retryAfter).toBeLessThanOrEqual(60);
    } finally {
      await limited.close();
    }
  });
});
