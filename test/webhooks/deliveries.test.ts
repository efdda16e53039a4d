// Deliveries to a real receiver (a node:http server on 127.0.0.1, allow-listed): signed per Standard Webhooks and
// verified with the standardwebhooks package and an independent HMAC; retried with backoff after a 500 until a 2xx;
// redelivered with the same webhook-id; 410 Gone disables the endpoint; failed deliveries in a row disable it; the
// events the domain publishes (document.created from the agent, brand.created from an upload) arrive; an attempt a dead
// process held is made again once its lease runs out; two dispatchers on one database send each event once.
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import pino from "pino";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { personalSpace } from "../../src/lib/space-id.js";
import { openDatabase } from "../../src/store/database.js";
import { backoffMs } from "../../src/webhooks/dispatcher.js";
import { createWebhooks } from "../../src/webhooks/create-webhooks.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { startReceiver, type Receiver } from "./receiver.js";

const PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
let receiver: Receiver;
let t: TestApp;
let alice: KeySession;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({
    env: {
      WEBHOOK_ALLOW_HOSTS: receiver.origin,
      WEBHOOK_POLL_MS: "20",
      WEBHOOK_RETRY_BASE_MS: "20",
      WEBHOOK_RETRY_FOR_MS: "1500",
      WEBHOOK_TIMEOUT_MS: "1000",
      WEBHOOK_DISABLE_AFTER: "3",
      RATE_LIMIT_WEBHOOKS_PER_MINUTE: "10000",
    },
  });
  t.deps.webhooks.dispatcher.start();
  alice = await signUpWithKey(t);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

type Json = Record<string, any>;
const api = async (
  method: string,
  path: string,
  body?: unknown,
  who: KeySession = alice,
): Promise<{ status: number; body: Json }> => {
  const res = await t.app.request(
    path,
    body === undefined ? { method, headers: who.headers } : jsonRequest(method, body, who.headers),
  );
  return { status: res.status, body: await res.json() };
};

async function endpointAt(path: string, events: string[] = ["document.created"], who: KeySession = alice) {
  const res = await api("POST", "/api/webhooks", { url: `${receiver.origin}${path}`, events }, who);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { endpoint: Json & { id: string }; secret: string };
}

/** Polls an endpoint's delivery log until `done` holds for it. */
async function logUntil(endpointId: string, done: (items: Json[]) => boolean, timeoutMs = 5_000): Promise<Json[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await api("GET", `/api/webhooks/${endpointId}/deliveries?limit=100`);
    if (done(body.items)) return body.items;
    if (Date.now() > until) throw new Error(`delivery log never matched: ${JSON.stringify(body.items)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The signature check written from the spec, independent of the package: HMAC-SHA256 of id.timestamp.body. */
function expectedSignature(secret: string, id: string, timestamp: string, body: string): string {
  return createHmac("sha256", Buffer.from(secret.slice("whsec_".length), "base64"))
    .update(`${id}.${timestamp}.${body}`)
    .digest("base64");
}

describe("a delivery", () => {
  it("is a signed Standard Webhooks request: verified by the package and by an independent HMAC", async () => {
    const { endpoint, secret } = await endpointAt("/signed");
    const sent = await api("POST", `/api/webhooks/${endpoint.id}/test`);
    expect(sent.status).toBe(202);
    const [got] = await receiver.waitFor("/signed");
    const h = got!.headers;
    expect(h["content-type"]).toBe("application/json");
    expect(h["user-agent"]).toMatch(/^Quire-Webhooks\//);
    expect(h["webhook-id"]).toBe(sent.body.delivery.messageId);
    expect(Math.abs(Number(h["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(10);
    expect(h["webhook-signature"]).toBe(
      `v1,${expectedSignature(secret, h["webhook-id"] as string, h["webhook-timestamp"] as string, got!.body)}`,
    );

    const payload = new Webhook(secret).verify(got!.body, h as Record<string, string>) as Json;
    expect(payload).toEqual({
      type: "webhook.test",
      timestamp: expect.any(String),
      data: { endpointId: endpoint.id, message: expect.any(String) },
    });
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 7).toString("base64")}`).verify(got!.body, h as Record<string, string>),
    ).toThrow();
    expect(() =>
      new Webhook(secret).verify(got!.body.replace("webhook.test", "webhook.tost"), h as Record<string, string>),
    ).toThrow();

    const [logged] = await logUntil(endpoint.id, (items) => items[0]?.status === "succeeded");
    expect(logged).toMatchObject({
      status: "succeeded",
      attempts: 1,
      responseStatus: 204,
      error: null,
      nextAttemptAt: null,
    });
    expect(logged!.durationMs).toEqual(expect.any(Number));
  });

  it("is retried after a 500 with the same id and body, and succeeds on a 2xx", async () => {
    receiver.answer("/flaky", { status: 500 }, { status: 503, body: "busy" }, { status: 200, body: "ok" });
    const { endpoint, secret } = await endpointAt("/flaky");
    const { body } = await api("POST", `/api/webhooks/${endpoint.id}/test`);
    const got = await receiver.waitFor("/flaky", 3);
    expect(new Set(got.map((r) => r.headers["webhook-id"]))).toEqual(new Set([body.delivery.messageId]));
    expect(new Set(got.map((r) => r.body)).size).toBe(1);
    for (const r of got)
      expect(() => new Webhook(secret).verify(r.body, r.headers as Record<string, string>)).not.toThrow();
    const [logged] = await logUntil(endpoint.id, (items) => items[0]?.status === "succeeded");
    expect(logged).toMatchObject({ attempts: 3, responseStatus: 200, error: null });
    await new Promise((r) => setTimeout(r, 100));
    expect(receiver.to("/flaky")).toHaveLength(3);
  });

  it("shows a pending retry in the log: the error, the status and when it is tried next", async () => {
    receiver.answer("/slow-to-recover", { status: 500 }, { status: 200, delayMs: 300 });
    const { endpoint } = await endpointAt("/slow-to-recover");
    await api("POST", `/api/webhooks/${endpoint.id}/test`);
    const [pending] = await logUntil(endpoint.id, (items) => items[0]?.attempts >= 1 && items[0]?.error !== null);
    expect(pending).toMatchObject({ status: "pending", responseStatus: 500, error: "the receiver answered 500" });
    expect(Date.parse(pending!.nextAttemptAt)).toBeGreaterThan(Date.parse(pending!.lastAttemptAt) - 1);
    await logUntil(endpoint.id, (items) => items[0]?.status === "succeeded");
  });

  it("is redelivered on request: the same webhook-id and body, a new entry in the log", async () => {
    const { endpoint, secret } = await endpointAt("/again");
    const first = (await api("POST", `/api/webhooks/${endpoint.id}/test`)).body.delivery;
    await receiver.waitFor("/again");
    await logUntil(endpoint.id, (items) => items[0]?.status === "succeeded");
    const again = await api("POST", `/api/webhooks/${endpoint.id}/deliveries/${first.id}/redeliver`);
    expect(again.status).toBe(202);
    const [one, two] = await receiver.waitFor("/again", 2);
    expect(two!.headers["webhook-id"]).toBe(one!.headers["webhook-id"]);
    expect(two!.body).toBe(one!.body);
    expect(() => new Webhook(secret).verify(two!.body, two!.headers as Record<string, string>)).not.toThrow();
    const log = await logUntil(
      endpoint.id,
      (items) => items.length === 2 && items.every((d) => d.status === "succeeded"),
    );
    expect(log.map((d) => d.id)).toEqual([again.body.delivery.id, first.id]);
    expect(log[0]!.redeliveryOf).toBe(first.id);
  });

  it("that gets 410 Gone disables the endpoint at once; nothing more is queued until it is enabled again", async () => {
    receiver.answer("/gone", { status: 410 });
    const { endpoint } = await endpointAt("/gone", ["document.created"]);
    await api("POST", `/api/webhooks/${endpoint.id}/test`);
    const [logged] = await logUntil(endpoint.id, (items) => items[0]?.status === "failed");
    expect(logged).toMatchObject({ attempts: 1, responseStatus: 410, nextAttemptAt: null });
    expect(logged!.error).toMatch(/410 Gone/);
    expect((await api("GET", `/api/webhooks/${endpoint.id}`)).body.endpoint).toMatchObject({
      enabled: false,
      disabledReason: "gone",
    });
    expect(receiver.to("/gone")).toHaveLength(1);
    expect(
      await t.deps.events.publishEvent(personalSpace(alice.userId), "document.created", {
        id: "doc_x",
        kind: "doc",
        title: "x",
        origin: "agent",
        brandId: null,
        createdAt: new Date().toISOString(),
      }),
    ).toMatchObject({ deliveries: expect.any(Number) });
    expect((await api("GET", `/api/webhooks/${endpoint.id}/deliveries`)).body.items).toHaveLength(1);
    expect((await api("POST", `/api/webhooks/${endpoint.id}/test`)).status).toBe(409);

    receiver.answer("/gone", { status: 200 });
    expect((await api("PATCH", `/api/webhooks/${endpoint.id}`, { enabled: true })).body.endpoint).toMatchObject({
      enabled: true,
      disabledReason: null,
    });
    await api("POST", `/api/webhooks/${endpoint.id}/test`);
    await receiver.waitFor("/gone", 2);
  });

  it(`that fails for its whole retry window counts against the endpoint; ${3} in a row disable it, and the owner re-enables it`, async () => {
    receiver.answer("/down", { status: 500 });
    const { endpoint } = await endpointAt("/down");
    for (let i = 0; i < 3; i++) await api("POST", `/api/webhooks/${endpoint.id}/test`);
    const log = await logUntil(
      endpoint.id,
      (items) => items.length === 3 && items.every((d) => d.status === "failed"),
      8_000,
    );
    for (const d of log) {
      expect(d.attempts).toBeGreaterThan(2);
      expect(d).toMatchObject({ responseStatus: 500, nextAttemptAt: null, error: "the receiver answered 500" });
    }
    const standing = (await api("GET", `/api/webhooks/${endpoint.id}`)).body.endpoint;
    expect(standing).toMatchObject({ enabled: false, disabledReason: "failing", failureCount: 3 });
    const tried = receiver.to("/down").length;
    await new Promise((r) => setTimeout(r, 100));
    expect(receiver.to("/down")).toHaveLength(tried);

    receiver.answer("/down", { status: 200 });
    expect((await api("PATCH", `/api/webhooks/${endpoint.id}`, { enabled: true })).body.endpoint).toMatchObject({
      enabled: true,
      failureCount: 0,
      disabledReason: null,
    });
    await api("POST", `/api/webhooks/${endpoint.id}/test`);
    await logUntil(endpoint.id, (items) => items[0]?.status === "succeeded");
  });

  it("that fails for good disables an endpoint failing for longer than WEBHOOK_DISABLE_AFTER_MS, however few its failures", async () => {
    receiver.answer("/long-down", { status: 500 });
    const { endpoint } = await endpointAt("/long-down");
    const sixDaysAgo = new Date(Date.now() - 6 * 86_400_000).toISOString();
    await t.deps.database.db
      .updateTable("webhook_endpoint")
      .set({ failureCount: 1, failingSince: sixDaysAgo })
      .where("id", "=", endpoint.id)
      .execute();
    await api("POST", `/api/webhooks/${endpoint.id}/test`);
    await logUntil(endpoint.id, (items) => items[0]?.status === "failed", 8_000);
    expect((await api("GET", `/api/webhooks/${endpoint.id}`)).body.endpoint).toMatchObject({
      enabled: false,
      disabledReason: "failing",
      failureCount: 2,
    });
  });
});

describe("events", () => {
  it(
    "document.created arrives when the agent saves a new document; brand.created when a brand is uploaded — each only where subscribed",
    { timeout: 60_000 },
    async () => {
      const bob = await signUpWithKey(t);
      const docs = await endpointAt("/docs", ["document.created"], bob);
      const brands = await endpointAt("/brands", ["brand.created"], bob);

      const run = await t.app.request(
        "/api/agent",
        jsonRequest(
          "POST",
          { prompt: "A three-slide deck on our coffee roastery", kind: "deck", slides: 3 },
          bob.headers,
        ),
      );
      const lines = (await run.text())
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Json);
      const documentId = lines.at(-1)!.documentId as string;
      expect(documentId).toMatch(/^doc_/);
      const [doc] = await receiver.waitFor("/docs");
      const event = new Webhook(docs.secret).verify(doc!.body, doc!.headers as Record<string, string>) as Json;
      expect(event).toMatchObject({
        type: "document.created",
        data: { id: documentId, kind: "deck", origin: "agent", brandId: null },
      });

      const form = new FormData();
      form.append(
        "file",
        new File(
          [new Uint8Array(readFileSync(new URL("../../assets/themes/light.pptx", import.meta.url)))],
          "Roastery.pptx",
          { type: PPTX },
        ),
      );
      const upload = await t.app.request("/api/brands", { method: "POST", headers: bob.headers, body: form });
      expect(upload.status).toBe(201);
      const brandId = (await upload.json()).brand.id;
      const [brand] = await receiver.waitFor("/brands");
      expect(new Webhook(brands.secret).verify(brand!.body, brand!.headers as Record<string, string>)).toMatchObject({
        type: "brand.created",
        data: { id: brandId, name: "Roastery", bytes: expect.any(Number) },
      });

      await new Promise((r) => setTimeout(r, 100));
      expect(receiver.to("/docs")).toHaveLength(1);
      expect(receiver.to("/brands")).toHaveLength(1);
    },
  );

  it("publishEvent queues one delivery per subscribed, enabled endpoint of that user only, all with one message id", async () => {
    const carol = await signUpWithKey(t);
    const dave = await signUpWithKey(t);
    const a = await endpointAt("/jobs-a", ["job.succeeded", "job.failed"], carol);
    const b = await endpointAt("/jobs-b", ["job.succeeded"], carol);
    await endpointAt("/jobs-c", ["job.failed"], carol);
    await endpointAt("/jobs-d", ["job.succeeded"], dave);
    const data = {
      id: "job_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ",
      state: "succeeded" as const,
      total: 3,
      succeeded: 3,
      failed: 0,
    };
    const published = await t.deps.events.publishEvent(personalSpace(carol.userId), "job.succeeded", data);
    expect(published).toMatchObject({ deliveries: 2, messageId: expect.stringMatching(/^msg_/) });
    const [x] = await receiver.waitFor("/jobs-a");
    const [y] = await receiver.waitFor("/jobs-b");
    expect(x!.headers["webhook-id"]).toBe(published.messageId);
    expect(y!.headers["webhook-id"]).toBe(published.messageId);
    expect(new Webhook(a.secret).verify(x!.body, x!.headers as Record<string, string>)).toMatchObject({
      type: "job.succeeded",
      data,
    });
    expect(() => new Webhook(a.secret).verify(y!.body, y!.headers as Record<string, string>)).toThrow();
    expect(new Webhook(b.secret).verify(y!.body, y!.headers as Record<string, string>)).toMatchObject({ data });
    await new Promise((r) => setTimeout(r, 100));
    expect(receiver.to("/jobs-c")).toHaveLength(0);
    expect(receiver.to("/jobs-d")).toHaveLength(0);
    expect(
      await t.deps.events.publishEvent(personalSpace(dave.userId), "brand.created", {
        id: "brand_x",
        name: "x",
        bytes: 1,
        createdAt: "",
      }),
    ).toEqual({ messageId: null, deliveries: 0 });
  });
});

describe("durability", () => {
  it("makes again an attempt whose process died holding it, once its lease runs out", async () => {
    const { endpoint } = await endpointAt("/orphan", ["brand.created"]);
    await t.deps.webhooks.dispatcher.stop();
    try {
      await t.deps.events.publishEvent(personalSpace(alice.userId), "brand.created", {
        id: "brand_orphan",
        name: "Orphan",
        bytes: 1,
        createdAt: new Date().toISOString(),
      });
      // A process claims the attempt (its lease says 400 ms) and dies before sending it.
      const [ghost] = await t.deps.webhooks.repo.claimDue({
        holder: "dead-process",
        now: new Date(),
        leaseMs: 400,
        limit: 10,
      });
      expect(ghost).toMatchObject({ endpointId: endpoint.id, attempts: 1, leaseHolder: "dead-process" });
      t.deps.webhooks.dispatcher.start();
      await new Promise((r) => setTimeout(r, 200));
      expect(receiver.to("/orphan")).toHaveLength(0);
      await receiver.waitFor("/orphan");
    } finally {
      t.deps.webhooks.dispatcher.start();
    }
    const [logged] = await logUntil(endpoint.id, (items) => items[0]?.status === "succeeded");
    expect(logged!.attempts).toBe(2);
  });

  it("sends each event once with two dispatchers (two processes' worth) sharing the database", async () => {
    const { endpoint } = await endpointAt("/shared", ["brand.created"]);
    const second = await openDatabase(t.config.DATABASE_URL);
    const other = createWebhooks(t.config, second.db, pino({ level: "silent" }));
    other.dispatcher.start();
    try {
      const published = [];
      for (let i = 0; i < 30; i++)
        published.push(
          (
            await t.deps.events.publishEvent(personalSpace(alice.userId), "brand.created", {
              id: `brand_${i}`,
              name: `B${i}`,
              bytes: i,
              createdAt: new Date().toISOString(),
            })
          ).messageId,
        );
      const got = await receiver.waitFor("/shared", 30);
      await logUntil(endpoint.id, (items) => items.length === 30 && items.every((d) => d.status === "succeeded"));
      await new Promise((r) => setTimeout(r, 100));
      expect(receiver.to("/shared")).toHaveLength(30);
      expect(new Set(got.map((r) => r.headers["webhook-id"]))).toEqual(new Set(published));
    } finally {
      await other.dispatcher.stop();
      await second.close();
    }
  });

  it("stop() waits for the attempt in flight and records it; nothing is sent after", async () => {
    receiver.answer("/in-flight", { status: 200, delayMs: 300 });
    const { endpoint } = await endpointAt("/in-flight", ["brand.created"]);
    await api("POST", `/api/webhooks/${endpoint.id}/test`);
    await receiver.waitFor("/in-flight");
    await t.deps.webhooks.dispatcher.stop();
    const [logged] = (await api("GET", `/api/webhooks/${endpoint.id}/deliveries`)).body.items;
    expect(logged).toMatchObject({ status: "succeeded", responseStatus: 200 });
    await api("POST", `/api/webhooks/${endpoint.id}/test`);
    await new Promise((r) => setTimeout(r, 150));
    expect(receiver.to("/in-flight")).toHaveLength(1);
    t.deps.webhooks.dispatcher.start();
    await receiver.waitFor("/in-flight", 2);
  });
});

describe("backoff", () => {
  it("doubles from the base with jitter in [half, whole], up to the cap", () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 1_000, 60_000, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 1_000, 60_000, () => 0))).toEqual([500, 1_000, 2_000, 4_000]);
    expect(backoffMs(30, 1_000, 60_000, () => 1)).toBe(60_000);
    for (let i = 0; i < 100; i++) {
      const d = backoffMs(5, 10_000, 6 * 3600_000);
      expect(d).toBeGreaterThanOrEqual(80_000);
      expect(d).toBeLessThanOrEqual(160_000);
    }
  });
});
