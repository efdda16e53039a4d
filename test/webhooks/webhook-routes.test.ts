// HTTP: /api/webhooks — create (secret shown once, sealed at rest), list, read, update, delete, the delivery log,
// redeliver and test; happy paths, refusals, and another user's endpoint or delivery answering 404 like a missing one.
// No dispatcher runs here: deliveries stay queued (the real receiver tests are in deliveries.test.ts). Most endpoints are
// on an allow-listed address that nothing listens on, so no test waits on DNS.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../src/lib/ids.js";
import { personalSpace } from "../../src/lib/space-id.js";
import { MAX_ENDPOINTS } from "../../src/webhooks/manage-webhooks.js";
import { signInWithCookie, signUpWithKey, type CookieSession, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";

const ALLOWED = "http://127.0.0.1:9";
let t: TestApp;
let alice: KeySession;
let bob: KeySession;
let carol: CookieSession;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      WEBHOOK_ALLOW_HOSTS: ALLOWED,
      RATE_LIMIT_WEBHOOKS_PER_MINUTE: "10000",
      RATE_LIMIT_WEBHOOKS_PER_DAY: "10000",
    },
  });
  alice = await signUpWithKey(t);
  bob = await signUpWithKey(t);
  carol = await signInWithCookie(t);
});
afterAll(async () => t?.close());

type Who = { headers: Record<string, string> };
const call = (who: Who | null, method: string, path: string, body?: unknown) =>
  t.app.request(path, jsonRequest(method, body, who?.headers ?? {}));
const get = (who: Who | null, path: string) => t.app.request(path, { headers: who?.headers ?? {} });
const post = (who: Who | null, path: string) => t.app.request(path, { method: "POST", headers: who?.headers ?? {} });

let n = 0;
async function created(who: Who, body: Record<string, unknown> = {}) {
  const res = await call(who, "POST", "/api/webhooks", {
    url: `${ALLOWED}/hooks/${++n}`,
    events: ["document.created"],
    ...body,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { endpoint: Record<string, any> & { id: string }; secret: string };
}

async function expectError(res: Response, status: number, code: string, message?: RegExp) {
  expect(res.status, await res.clone().text()).toBe(status);
  const body = await res.json();
  expect(body.error).toBe(code);
  if (message) expect(body.message).toMatch(message);
  return body;
}

describe("POST /api/webhooks", () => {
  it("creates an endpoint and shows a Standard Webhooks secret once; the row keeps it sealed", async () => {
    const res = await call(alice, "POST", "/api/webhooks", {
      url: "https://receiver.example.com/quire",
      events: ["document.created", "brand.created", "document.created"],
      description: "CRM sync",
    });
    expect(res.status).toBe(201);
    const { endpoint, secret } = await res.json();
    expect(Object.keys(endpoint).sort()).toEqual([
      "createdAt",
      "description",
      "disabledAt",
      "disabledReason",
      "enabled",
      "events",
      "failureCount",
      "id",
      "updatedAt",
      "url",
    ]);
    expect(endpoint).toMatchObject({
      url: "https://receiver.example.com/quire",
      events: ["document.created", "brand.created"],
      description: "CRM sync",
      enabled: true,
      disabledReason: null,
      failureCount: 0,
    });
    expect(endpoint.id).toMatch(/^hook_[0-9A-Z]{26}$/);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(secret.slice(6), "base64").length).toBeGreaterThanOrEqual(24);

    const row = await t.deps.database.db
      .selectFrom("webhook_endpoint")
      .selectAll()
      .where("id", "=", endpoint.id)
      .executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret.slice(6));
    expect(row.secret).toMatch(/^v1\./);
    expect(t.deps.webhooks.secrets.open(row.secret, endpoint.id)).toBe(secret);
    expect(t.deps.webhooks.secrets.open(row.secret, newId("hook"))).toBeNull();

    for (const read of [await get(alice, `/api/webhooks/${endpoint.id}`), await get(alice, "/api/webhooks")])
      expect(await read.text()).not.toContain(secret);
  });

  it("takes every event type, and a cookie session with this site's Origin", async () => {
    const all = ["job.succeeded", "job.failed", "job.partially_failed", "document.created", "brand.created"];
    expect((await created(alice, { events: all })).endpoint.events).toEqual(all);
    const res = await call(carol, "POST", "/api/webhooks", {
      url: "https://receiver.example.com/cookie",
      events: ["brand.created"],
    });
    expect(res.status).toBe(201);
  });

  const refusals: [string, unknown, RegExp?][] = [
    ["no events", { url: "https://receiver.example.com/a", events: [] }],
    ["an unknown event", { url: "https://receiver.example.com/a", events: ["document.deleted"] }],
    ["webhook.test as a subscription", { url: "https://receiver.example.com/a", events: ["webhook.test"] }],
    ["no URL", { events: ["brand.created"] }],
    ["not a URL", { url: "receiver.example.com/a", events: ["brand.created"] }, /not a URL/],
    ["an ftp URL", { url: "ftp://receiver.example.com/a", events: ["brand.created"] }, /https/],
    [
      "a URL with credentials",
      { url: "https://user:pass@receiver.example.com/a", events: ["brand.created"] },
      /user name or password/,
    ],
    ["a loopback URL", { url: "https://127.0.0.1/a", events: ["brand.created"] }, /private, loopback/],
    [
      "a description over 500 characters",
      { url: "https://receiver.example.com/a", events: ["brand.created"], description: "x".repeat(501) },
    ],
  ];
  for (const [name, body, message] of refusals) {
    it(`refuses ${name} (400)`, async () => {
      await expectError(await call(alice, "POST", "/api/webhooks", body), 400, "invalid_request", message);
    });
  }

  it("refuses a body that is not JSON (415), no credentials (401), and a cookie without Origin (403)", async () => {
    await expectError(
      await t.app.request("/api/webhooks", {
        method: "POST",
        headers: { ...alice.headers, "content-type": "text/plain" },
        body: "x",
      }),
      415,
      "unsupported_media_type",
    );
    await expectError(
      await call(null, "POST", "/api/webhooks", { url: "https://receiver.example.com/a", events: ["brand.created"] }),
      401,
      "unauthorized",
    );
    await expectError(
      await call({ headers: { cookie: carol.cookie } }, "POST", "/api/webhooks", {
        url: "https://receiver.example.com/a",
        events: ["brand.created"],
      }),
      403,
      "forbidden",
    );
  });

  it(`stops at ${MAX_ENDPOINTS} endpoints per account`, async () => {
    const dave = await signUpWithKey(t);
    for (let i = 0; i < MAX_ENDPOINTS; i++) await created(dave);
    await expectError(
      await call(dave, "POST", "/api/webhooks", {
        url: "https://receiver.example.com/one-more",
        events: ["brand.created"],
      }),
      400,
      "invalid_request",
      /delete one first/,
    );
  });
});

describe("GET /api/webhooks and /api/webhooks/{id}", () => {
  it("lists the caller's endpoints newest first, a page at a time", async () => {
    const erin = await signUpWithKey(t);
    const ids = [
      (await created(erin)).endpoint.id,
      (await created(erin)).endpoint.id,
      (await created(erin)).endpoint.id,
    ];
    const first = await (await get(erin, "/api/webhooks?limit=2")).json();
    expect(first.items.map((e: { id: string }) => e.id)).toEqual([ids[2], ids[1]]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await (await get(erin, `/api/webhooks?limit=2&cursor=${first.nextCursor}`)).json();
    expect([second.items.map((e: { id: string }) => e.id), second.nextCursor]).toEqual([[ids[0]], null]);
    expect((await (await get(bob, "/api/webhooks")).json()).items.map((e: { id: string }) => e.id)).not.toContain(
      ids[0],
    );
  });

  it("refuses a bad limit or cursor (400) and no credentials (401)", async () => {
    await expectError(await get(alice, "/api/webhooks?limit=0"), 400, "invalid_request");
    await expectError(await get(alice, "/api/webhooks?cursor=nonsense"), 400, "invalid_request");
    await expectError(await get(null, "/api/webhooks"), 401, "unauthorized");
  });

  it("reads one; a bad id is 400, an unknown or another user's one 404", async () => {
    const { endpoint } = await created(alice);
    expect((await (await get(alice, `/api/webhooks/${endpoint.id}`)).json()).endpoint).toEqual(endpoint);
    await expectError(await get(alice, "/api/webhooks/not-an-id"), 400, "invalid_request");
    await expectError(await get(alice, "/api/webhooks/..%2F..%2Fetc"), 400, "invalid_request");
    const unknown = await expectError(await get(alice, `/api/webhooks/${newId("hook")}`), 404, "not_found");
    const theirs = await expectError(await get(bob, `/api/webhooks/${endpoint.id}`), 404, "not_found");
    expect(theirs).toEqual(unknown);
  });
});

describe("PATCH /api/webhooks/{id}", () => {
  it("changes the URL, events and description, and turns it off and on", async () => {
    const { endpoint } = await created(alice);
    const changed = await call(alice, "PATCH", `/api/webhooks/${endpoint.id}`, {
      url: `${ALLOWED}/in`,
      events: ["brand.created"],
      description: null,
    });
    expect(changed.status).toBe(200);
    expect((await changed.json()).endpoint).toMatchObject({
      url: `${ALLOWED}/in`,
      events: ["brand.created"],
      description: null,
    });
    const off = await (await call(alice, "PATCH", `/api/webhooks/${endpoint.id}`, { enabled: false })).json();
    expect(off.endpoint).toMatchObject({ enabled: false, disabledReason: "manual", disabledAt: expect.any(String) });
    const on = await (await call(alice, "PATCH", `/api/webhooks/${endpoint.id}`, { enabled: true })).json();
    expect(on.endpoint).toMatchObject({ enabled: true, disabledReason: null, disabledAt: null, failureCount: 0 });
  });

  it("refuses an empty change, a private URL and empty events (400); another user's endpoint is 404", async () => {
    const { endpoint } = await created(alice);
    await expectError(await call(alice, "PATCH", `/api/webhooks/${endpoint.id}`, {}), 400, "invalid_request");
    await expectError(
      await call(alice, "PATCH", `/api/webhooks/${endpoint.id}`, { url: "http://169.254.169.254/latest/meta-data/" }),
      400,
      "invalid_request",
      /169\.254\.169\.254/,
    );
    await expectError(
      await call(alice, "PATCH", `/api/webhooks/${endpoint.id}`, { events: [] }),
      400,
      "invalid_request",
    );
    await expectError(await call(bob, "PATCH", `/api/webhooks/${endpoint.id}`, { enabled: false }), 404, "not_found");
    await expectError(await call(bob, "PATCH", `/api/webhooks/${newId("hook")}`, { enabled: false }), 404, "not_found");
    expect((await (await get(alice, `/api/webhooks/${endpoint.id}`)).json()).endpoint).toEqual(endpoint);
  });
});

describe("DELETE /api/webhooks/{id}", () => {
  it("deletes the caller's endpoint; again, or another user's, is 404", async () => {
    const { endpoint } = await created(alice);
    await expectError(await call(bob, "DELETE", `/api/webhooks/${endpoint.id}`), 404, "not_found");
    expect((await get(alice, `/api/webhooks/${endpoint.id}`)).status).toBe(200);
    const res = await call(alice, "DELETE", `/api/webhooks/${endpoint.id}`);
    expect([res.status, await res.json()]).toEqual([200, { deleted: true }]);
    await expectError(await call(alice, "DELETE", `/api/webhooks/${endpoint.id}`), 404, "not_found");
    await expectError(await call(alice, "DELETE", "/api/webhooks/nope"), 400, "invalid_request");
  });
});

describe("test sends, the delivery log and redelivery", () => {
  it("queues a webhook.test delivery and lists it in the log", async () => {
    const { endpoint } = await created(alice);
    const res = await post(alice, `/api/webhooks/${endpoint.id}/test`);
    expect(res.status).toBe(202);
    const { delivery } = await res.json();
    expect(delivery).toMatchObject({
      endpointId: endpoint.id,
      event: "webhook.test",
      status: "pending",
      attempts: 0,
      responseStatus: null,
      error: null,
      redeliveryOf: null,
    });
    expect(delivery.id).toMatch(/^dlv_/);
    expect(delivery.messageId).toMatch(/^msg_/);
    const log = await (await get(alice, `/api/webhooks/${endpoint.id}/deliveries`)).json();
    expect(log).toEqual({ items: [delivery], nextCursor: null });
  });

  it("pages the log newest first; refuses a bad id or cursor (400); another user's log is 404", async () => {
    const { endpoint } = await created(alice);
    const sent = [];
    for (let i = 0; i < 3; i++)
      sent.push((await (await post(alice, `/api/webhooks/${endpoint.id}/test`)).json()).delivery.id);
    const first = await (await get(alice, `/api/webhooks/${endpoint.id}/deliveries?limit=2`)).json();
    expect(first.items.map((d: { id: string }) => d.id)).toEqual([sent[2], sent[1]]);
    const second = await (
      await get(alice, `/api/webhooks/${endpoint.id}/deliveries?limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect([second.items.map((d: { id: string }) => d.id), second.nextCursor]).toEqual([[sent[0]], null]);
    await expectError(await get(alice, "/api/webhooks/x/deliveries"), 400, "invalid_request");
    await expectError(
      await get(
        alice,
        `/api/webhooks/${endpoint.id}/deliveries?cursor=${Buffer.from(`1:${endpoint.id}`).toString("base64url")}`,
      ),
      400,
      "invalid_request",
    );
    await expectError(await get(bob, `/api/webhooks/${endpoint.id}/deliveries`), 404, "not_found");
  });

  it("redelivers a delivery as a new one with the same message; refuses what is not the caller's", async () => {
    const { endpoint } = await created(alice);
    const { endpoint: sibling } = await created(alice);
    const { delivery } = await (await post(alice, `/api/webhooks/${endpoint.id}/test`)).json();
    const res = await post(alice, `/api/webhooks/${endpoint.id}/deliveries/${delivery.id}/redeliver`);
    expect(res.status).toBe(202);
    const again = (await res.json()).delivery;
    expect(again).toMatchObject({
      endpointId: endpoint.id,
      messageId: delivery.messageId,
      event: "webhook.test",
      status: "pending",
      attempts: 0,
      redeliveryOf: delivery.id,
    });
    expect(again.id).not.toBe(delivery.id);
    const stored = await t.deps.webhooks.repo.findDelivery(personalSpace(alice.userId), endpoint.id, again.id);
    const original = await t.deps.webhooks.repo.findDelivery(personalSpace(alice.userId), endpoint.id, delivery.id);
    expect(stored!.payload).toBe(original!.payload);

    await expectError(
      await post(bob, `/api/webhooks/${endpoint.id}/deliveries/${delivery.id}/redeliver`),
      404,
      "not_found",
    );
    await expectError(
      await post(alice, `/api/webhooks/${sibling.id}/deliveries/${delivery.id}/redeliver`),
      404,
      "not_found",
    );
    await expectError(
      await post(alice, `/api/webhooks/${endpoint.id}/deliveries/${newId("dlv")}/redeliver`),
      404,
      "not_found",
    );
    await expectError(
      await post(alice, `/api/webhooks/${endpoint.id}/deliveries/dlv_nope/redeliver`),
      400,
      "invalid_request",
    );
    await expectError(
      await post(
        { headers: { cookie: carol.cookie } },
        `/api/webhooks/${endpoint.id}/deliveries/${delivery.id}/redeliver`,
      ),
      403,
      "forbidden",
    );
  });

  it("refuses a test or redelivery to a disabled endpoint (409), and another user's test (404)", async () => {
    const { endpoint } = await created(alice);
    const { delivery } = await (await post(alice, `/api/webhooks/${endpoint.id}/test`)).json();
    await call(alice, "PATCH", `/api/webhooks/${endpoint.id}`, { enabled: false });
    await expectError(await post(alice, `/api/webhooks/${endpoint.id}/test`), 409, "conflict", /disabled/);
    await expectError(
      await post(alice, `/api/webhooks/${endpoint.id}/deliveries/${delivery.id}/redeliver`),
      409,
      "conflict",
    );
    await expectError(await post(bob, `/api/webhooks/${endpoint.id}/test`), 404, "not_found");
    await expectError(await post(null, `/api/webhooks/${endpoint.id}/test`), 401, "unauthorized");
  });
});

describe("security and limits", () => {
  it("answers 401 on every route without credentials or with an unknown key", async () => {
    const id = newId("hook");
    const routes: [string, string][] = [
      ["POST", "/api/webhooks"],
      ["GET", "/api/webhooks"],
      ["GET", `/api/webhooks/${id}`],
      ["PATCH", `/api/webhooks/${id}`],
      ["DELETE", `/api/webhooks/${id}`],
      ["GET", `/api/webhooks/${id}/deliveries`],
      ["POST", `/api/webhooks/${id}/deliveries/${newId("dlv")}/redeliver`],
      ["POST", `/api/webhooks/${id}/test`],
    ];
    for (const [method, path] of routes) {
      for (const headers of [{}, { authorization: "Bearer quire_pk_unknown" }] as Record<string, string>[]) {
        const res = await t.app.request(path, { method, headers });
        expect(res.status, `${method} ${path}`).toBe(401);
      }
    }
  });

  it("counts calls against the WEBHOOKS limit", async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_WEBHOOKS_PER_MINUTE: "2" } });
    try {
      const who = await signUpWithKey(limited);
      const list = () => limited.app.request("/api/webhooks", { headers: who.headers });
      expect((await list()).headers.get("ratelimit-limit")).toBe("2");
      expect((await list()).status).toBe(200);
      const refused = await list();
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });
});
