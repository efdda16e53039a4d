// GET /api/metrics: off without METRICS_TOKEN, refused without the token, and with it the Prometheus text of what this
// process did — requests by route (ids folded, unknown paths apart), job items by outcome and latency, the queue's
// depth, webhook attempts — through app.request() and through a real node server alike.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startJobLanes } from "../../src/deps.js";
import { startServer, type RunningServer } from "../../src/server.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { startReceiver, type Receiver } from "../webhooks/receiver.js";
import { thirdPartyFile } from "../fixtures.js";

const TOKEN = "metrics-test-token-0123456789";
const BRAND = thirdPartyFile("brands/pypptx-default-4x3.pptx");
const deckOf = (i: number) => ({ source: `# Account ${i}\n\n---\n\n## Results\n\n- Delivery times fell` });

let t: TestApp;
let alice: KeySession;
let receiver: Receiver;
let server: RunningServer;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({
    env: {
      METRICS_TOKEN: TOKEN,
      JOB_CONCURRENCY: "1",
      JOB_POLL_MS: "20",
      WEBHOOK_POLL_MS: "20",
      WEBHOOK_ALLOW_HOSTS: receiver.origin,
      RATE_LIMIT_BATCH_PER_MINUTE: "100",
    },
  });
  startJobLanes(t.deps);
  server = await startServer(t.app, { ...t.deps, close: async () => {} }, 0, "127.0.0.1");
  alice = await signUpWithKey(t);
});
afterAll(async () => {
  await server?.stop();
  await t?.close();
  await receiver?.close();
});

const scrape = async () => {
  const res = await t.app.request("/api/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
};
/** A sample's value, or undefined when the series is absent. */
const sample = (text: string, series: string) => {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe("GET /api/metrics", () => {
  it("is off without a token configured, and refuses a scrape without the right one", async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.request("/api/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
      expect((await res.json()).message).toMatch(/METRICS_TOKEN/);
    } finally {
      await off.close();
    }
    expect((await t.app.request("/api/metrics")).status).toBe(401);
    expect(
      (await t.app.request("/api/metrics", { headers: { authorization: "Bearer metrics-test-token-0123456780" } }))
        .status,
    ).toBe(401);
    // An API key is not the metrics token.
    expect((await t.app.request("/api/metrics", { headers: alice.headers })).status).toBe(401);
  });

  it("counts requests by route, folding ids and keeping unknown paths apart — also those served by node", async () => {
    await t.app.request("/api/jobs/job_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ", { headers: alice.headers });
    await t.app.request("/api/workspace/documents?limit=1", { headers: alice.headers });
    for (let i = 0; i < 3; i++) await t.app.request(`/api/no-such-route-${i}`);
    const viaNode = await fetch(`http://127.0.0.1:${server.port}/api/health`);
    expect(viaNode.status).toBe(200);
    const text = await scrape();
    expect(sample(text, 'quire_http_requests_total{method="GET",route="/api/workspace/documents",status="200"}')).toBe(
      1,
    );
    expect(sample(text, 'quire_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(4);
    expect(text).not.toContain("no-such-route");
    expect(text).not.toContain("job_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ");
    expect(sample(text, 'quire_http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(1);
    expect(sample(text, 'quire_http_request_duration_seconds_count{method="GET",route="/api/health"}')).toBe(1);
    expect(sample(text, "quire_process_cpu_seconds_total")).toBeGreaterThan(0);
  });

  it("counts job items by outcome with their latency, the queue's depth, and webhook attempts", async () => {
    t.deps.webhooks.dispatcher.start();
    const hook = await t.app.request(
      "/api/webhooks",
      jsonRequest("POST", { url: `${receiver.origin}/done`, events: ["job.partially_failed"] }, alice.headers),
    );
    expect(hook.status).toBe(201);
    const form = new FormData();
    form.append("file", new File([readFileSync(BRAND)], "brand.pptx"));
    const brandId = (
      await (await t.app.request("/api/brands", { method: "POST", headers: alice.headers, body: form })).json()
    ).brand.id;
    const items = [deckOf(1), deckOf(2), { source: { kind: "deck", title: "x", slides: [] } }, deckOf(4)];
    const submitted = await t.app.request(
      `/api/brands/${brandId}/batch`,
      jsonRequest("POST", { items, async: true }, alice.headers),
    );
    const { job } = await submitted.json();
    await (await t.app.request(`/api/jobs/${job.id}/events`, { headers: alice.headers })).text(); // to its end
    await receiver.waitFor("/done", 1, 10_000);
    await new Promise((r) => setTimeout(r, 100));
    const text = await scrape();
    expect(sample(text, 'quire_job_items_total{outcome="succeeded"}')).toBe(3);
    expect(sample(text, 'quire_job_items_total{outcome="failed"}')).toBe(1);
    expect(sample(text, "quire_job_item_duration_seconds_count")).toBe(4);
    expect(sample(text, "quire_job_item_latency_seconds_count")).toBe(4);
    expect(sample(text, "quire_job_item_latency_seconds_sum")).toBeGreaterThan(0);
    expect(sample(text, 'quire_job_queue_items{state="queued"}')).toBe(0);
    expect(sample(text, 'quire_job_queue_items{state="running"}')).toBe(0);
    expect(sample(text, 'quire_webhook_attempts_total{outcome="succeeded"}')).toBe(1);
    expect(sample(text, "quire_webhook_backlog")).toBe(0);
  });

  it("shows work waiting: queued items and an undelivered webhook while their workers are stopped", async () => {
    await t.deps.jobs.stop();
    await t.deps.webhooks.dispatcher.stop();
    receiver.answer("/later", { status: 500 });
    await t.app.request(
      "/api/webhooks",
      jsonRequest("POST", { url: `${receiver.origin}/later`, events: ["job.succeeded"] }, alice.headers),
    );
    const brands = await (await t.app.request("/api/brands", { headers: alice.headers })).json();
    await t.app.request(
      `/api/brands/${brands.items[0].id}/batch`,
      jsonRequest("POST", { items: [deckOf(1), deckOf(2)], async: true }, alice.headers),
    );
    const test = await t.app.request(`/api/webhooks`, { headers: alice.headers });
    const later = (await test.json()).items.find((e: { url: string }) => e.url.endsWith("/later"));
    expect(
      (await t.app.request(`/api/webhooks/${later.id}/test`, { method: "POST", headers: alice.headers })).status,
    ).toBe(202);
    const text = await scrape();
    expect(sample(text, 'quire_job_queue_items{state="queued"}')).toBe(2);
    expect(sample(text, "quire_webhook_backlog")).toBe(1);
  });
});
