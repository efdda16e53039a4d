// Brand batches as jobs over HTTP on the embedded queue (SQLite): submitted with Prefer: respond-async, followed as
// resumable NDJSON events, read with their items, cancelled, and collected as one zip with a manifest; refused clearly.
import { readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { startJobLanes } from "../../src/deps.js";
import { Webhook } from "standardwebhooks";
import { startReceiver, type Receiver } from "../webhooks/receiver.js";
import { thirdPartyFile } from "../fixtures.js";

let t: TestApp;
let alice: KeySession;
let bob: KeySession;
let brandId: string;
let receiver: Receiver;

const BRAND = thirdPartyFile("brands/pypptx-default-4x3.pptx");
const deckOf = (i: number) => ({
  source: `# Account ${i}\n\n---\n\n## Why {{company}}\n\n- Delivery times fell`,
  variables: { company: `Company ${i}` },
  filename: `account-${i}`,
});

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({
    env: {
      WEBHOOK_ALLOW_HOSTS: receiver.origin,
      WEBHOOK_POLL_MS: "20",
      JOB_POLL_MS: "50",
      JOB_CONCURRENCY: "2",
      JOB_MAX_ITEMS: "300",
      JOB_BACKOFF_MS: "20",
      RATE_LIMIT_BATCH_PER_MINUTE: "1000",
      RATE_LIMIT_WORKSPACE_PER_MINUTE: "10000",
    },
  });
  startJobLanes(t.deps); // a serving process starts them; the test app has no listener
  alice = await signUpWithKey(t);
  bob = await signUpWithKey(t);
  const form = new FormData();
  form.append("file", new File([readFileSync(BRAND)], "brand.pptx"));
  brandId = (await (await t.app.request("/api/brands", { method: "POST", headers: alice.headers, body: form })).json())
    .brand.id;
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

async function submit(items: unknown[], headers: Record<string, string> = alice.headers) {
  return t.app.request(
    `/api/brands/${brandId}/batch`,
    jsonRequest("POST", { items }, { ...headers, prefer: "respond-async" }),
  );
}

/** Reads the events stream to its end (it closes when the job finishes). */
async function events(id: string, after = 0, headers = alice.headers) {
  const res = await t.app.request(`/api/jobs/${id}/events?after=${after}`, { headers });
  expect(res.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
  return (await res.text())
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { seq: number; type: string; data: Record<string, unknown> });
}

describe("jobs — happy", () => {
  it("runs a 24-item brand batch as a job: 202 at once, events to the end, every deck once in the zip", async () => {
    const res = await submit(Array.from({ length: 24 }, (_, i) => deckOf(i + 1)));
    expect(res.status).toBe(202);
    expect(res.headers.get("preference-applied")).toBe("respond-async");
    const { job } = await res.json();
    expect(res.headers.get("location")).toBe(`/api/jobs/${job.id}`);
    expect(job).toMatchObject({ type: "brand_batch", total: 24, brandId, result: null });
    const seen = await events(job.id);
    expect(seen[0]).toMatchObject({ seq: 1, type: "job.queued", data: { total: 24 } });
    expect(seen.map((e) => e.seq)).toEqual(seen.map((_, i) => i + 1));
    expect(seen.filter((e) => e.type === "item.succeeded")).toHaveLength(24);
    expect(seen.at(-1)).toMatchObject({ type: "job.succeeded", data: { succeeded: 24, failed: 0 } });
    // Resuming after a seq gives only what came after it.
    expect((await events(job.id, seen.length - 2)).map((e) => e.seq)).toEqual([seen.length - 1, seen.length]);
    const read = await (await t.app.request(`/api/jobs/${job.id}?limit=10`, { headers: alice.headers })).json();
    expect(read.job).toMatchObject({
      state: "succeeded",
      succeeded: 24,
      failed: 0,
      pending: 0,
      result: `/api/jobs/${job.id}/result`,
    });
    expect(read.items).toHaveLength(10);
    expect(read.items[0]).toMatchObject({ index: 1, state: "succeeded", attempts: 1, filename: "001-account-1.pptx" });
    expect(read.nextItem).toBe(10);
    const zip = await t.app.request(`/api/jobs/${job.id}/result`, { headers: alice.headers });
    expect(zip.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const decks = Object.keys(files).filter((f) => f.endsWith(".pptx"));
    expect(decks).toHaveLength(24);
    const manifest = JSON.parse(strFromU8(files["manifest.json"]!)) as { index: number; status: string }[];
    expect(manifest.map((m) => m.index)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(manifest.every((m) => m.status === "ok")).toBe(true);
    expect(strFromU8(files["003-account-3.pptx"]!.subarray(0, 2))).toBe("PK");
    const list = await (await t.app.request("/api/jobs?limit=5", { headers: alice.headers })).json();
    expect(list.items.map((j: { id: string }) => j.id)).toContain(job.id);
  });

  it("tells the owner's webhook when a job finishes: one signed job.succeeded with the counts and the result", async () => {
    t.deps.webhooks.dispatcher.start();
    const created = await t.app.request(
      "/api/webhooks",
      jsonRequest(
        "POST",
        { url: `${receiver.origin}/jobs`, events: ["job.succeeded", "job.partially_failed", "job.failed"] },
        alice.headers,
      ),
    );
    expect(created.status).toBe(201);
    const { secret } = await created.json();
    const { job } = await (await submit([deckOf(1), deckOf(2)])).json();
    await events(job.id);
    const [hit] = await receiver.waitFor("/jobs", 1, 10_000);
    const payload = new Webhook(secret).verify(hit!.body, hit!.headers as Record<string, string>) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(payload).toMatchObject({
      type: "job.succeeded",
      data: { id: job.id, state: "succeeded", total: 2, succeeded: 2, failed: 0, result: `/api/jobs/${job.id}/result` },
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(receiver.to("/jobs")).toHaveLength(1);
  });

  it("keeps going past a bad item: partially_failed, the bad one an error row in the manifest (not retried)", async () => {
    const res = await t.app.request(
      `/api/brands/${brandId}/batch`,
      jsonRequest(
        "POST",
        { async: true, items: [deckOf(1), { source: { kind: "deck", title: "x", slides: [] } }, deckOf(3)] },
        alice.headers,
      ),
    );
    const { job } = await res.json();
    const seen = await events(job.id);
    expect(seen.at(-1)).toMatchObject({ type: "job.partially_failed", data: { succeeded: 2, failed: 1 } });
    const failed = seen.find((e) => e.type === "item.failed")!;
    expect(failed.data).toMatchObject({ index: 2, error: "invalid_request" });
    const read = await (await t.app.request(`/api/jobs/${job.id}`, { headers: alice.headers })).json();
    expect(read.items[1]).toMatchObject({ index: 2, state: "failed", attempts: 1, error: "invalid_request" });
    const files = unzipSync(
      new Uint8Array(
        await (await t.app.request(`/api/jobs/${job.id}/result`, { headers: alice.headers })).arrayBuffer(),
      ),
    );
    const manifest = JSON.parse(strFromU8(files["manifest.json"]!));
    expect(manifest.map((m: { status: string }) => m.status)).toEqual(["ok", "error", "ok"]);
  });

  it("makes a deck per row of a CSV of variables: its values in each deck, each file named by its row", async () => {
    const template = {
      source: "# {{company}}\n\n---\n\n## Why {{company}}\n\n- {{reason}}",
      filename: "deck-{{company}}",
    };
    const csv = 'company,reason\nAcme,Delivery times fell\n\nGlobex,"Costs fell, again"\nInitech,Fewer returns\n';
    const res = await t.app.request(
      `/api/brands/${brandId}/batch`,
      jsonRequest("POST", { template, csv, async: true }, alice.headers),
    );
    expect(res.status).toBe(202);
    const { job } = await res.json();
    expect(job.total).toBe(3); // the empty line is no deck
    expect((await events(job.id)).at(-1)).toMatchObject({ type: "job.succeeded" });
    const files = unzipSync(
      new Uint8Array(
        await (await t.app.request(`/api/jobs/${job.id}/result`, { headers: alice.headers })).arrayBuffer(),
      ),
    );
    expect(
      Object.keys(files)
        .filter((f) => f.endsWith(".pptx"))
        .sort(),
    ).toEqual(["001-deck-Acme.pptx", "002-deck-Globex.pptx", "003-deck-Initech.pptx"]);
    const slides = (deck: Uint8Array) =>
      Object.entries(unzipSync(deck))
        .filter(([n]) => /^ppt\/slides\/slide\d+\.xml$/.test(n))
        .map(([, x]) => strFromU8(x))
        .join(" ");
    expect(slides(files["002-deck-Globex.pptx"]!)).toContain("Costs fell, again");
    expect(slides(files["002-deck-Globex.pptx"]!)).not.toContain("{{");
  });

  it("takes the CSV as an uploaded file with the template's fields (multipart), streamed or as a job", async () => {
    const form = (asJob: boolean) => {
      const f = new FormData();
      f.append("source", "# {{company}}\n\n---\n\n## Results\n\n- {{reason}}");
      if (asJob) f.append("async", "true");
      f.append(
        "file",
        new File(
          ["filename,company,reason\nfirst,Acme,Delivery times fell\nsecond,Globex,Costs fell\n"],
          "accounts.csv",
          { type: "text/csv" },
        ),
      );
      return f;
    };
    const streamed = await t.app.request(`/api/brands/${brandId}/batch`, {
      method: "POST",
      headers: alice.headers,
      body: form(false),
    });
    expect(streamed.status).toBe(200);
    const files = unzipSync(new Uint8Array(await streamed.arrayBuffer()));
    expect(
      Object.keys(files)
        .filter((f) => f.endsWith(".pptx"))
        .sort(),
    ).toEqual(["001-first.pptx", "002-second.pptx"]);
    const queued = await t.app.request(`/api/brands/${brandId}/batch`, {
      method: "POST",
      headers: alice.headers,
      body: form(true),
    });
    expect(queued.status).toBe(202);
    expect((await queued.json()).job.total).toBe(2);
  });

  it("cancels a job: what is not started is never made, and the job says so", async () => {
    await t.deps.jobs.stop(); // no lanes in this process: the job stays queued until cancelled
    const { job } = await (await submit(Array.from({ length: 30 }, (_, i) => deckOf(i)))).json();
    const cancelled = await t.app.request(`/api/jobs/${job.id}/cancel`, { method: "POST", headers: alice.headers });
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).job).toMatchObject({ state: "cancelled", succeeded: 0 });
    expect((await events(job.id)).at(-1)).toMatchObject({ type: "job.cancelled" });
    expect((await t.app.request(`/api/jobs/${job.id}/cancel`, { method: "POST", headers: alice.headers })).status).toBe(
      409,
    );
    // Nothing was made: there is no zip to fetch.
    expect((await t.app.request(`/api/jobs/${job.id}/result`, { headers: alice.headers })).status).toBe(404);
  });
});

describe("jobs — errors and security", () => {
  it("refuses a batch that is both items and a template, a template without rows, and a CSV whose columns are not names", async () => {
    const post = (body: unknown) =>
      t.app.request(`/api/brands/${brandId}/batch`, jsonRequest("POST", body, alice.headers));
    const both = await post({ items: [deckOf(1)], template: { source: "# x" }, csv: "a\n1" });
    expect(both.status).toBe(400);
    expect((await both.json()).details[0].path).toBe("items");
    expect((await post({ template: { source: "# x" } })).status).toBe(400);
    const badHeader = await post({ template: { source: "# {{a b}}" }, csv: "a b,c\n1,2", async: true });
    expect(badHeader.status).toBe(400);
    expect(await badHeader.json()).toMatchObject({ error: "invalid_request", details: [{ path: "csv.header.0" }] });
    const ragged = await post({ template: { source: "# {{a}}" }, csv: "a\n1,2", async: true });
    expect((await ragged.json()).message).toMatch(/^Row 2 of the CSV has 2 values for 1 columns/);
    const two = new FormData();
    two.append("source", "# {{a}}");
    two.append("file", new File(["a\n1"], "one.csv"));
    two.append("file", new File(["a\n2"], "two.csv"));
    expect(
      (await t.app.request(`/api/brands/${brandId}/batch`, { method: "POST", headers: alice.headers, body: two }))
        .status,
    ).toBe(400);
  });

  it("refuses too many items, an unknown brand, a result before the end, and another user's job", async () => {
    const many = await submit(Array.from({ length: 301 }, (_, i) => deckOf(i)));
    expect(many.status).toBe(400);
    const unknown = await t.app.request(
      "/api/brands/brand_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ/batch",
      jsonRequest("POST", { items: [deckOf(1)] }, { ...alice.headers, prefer: "respond-async" }),
    );
    expect(unknown.status).toBe(404);
    const { job } = await (await submit([deckOf(1)])).json();
    const early = await t.app.request(`/api/jobs/${job.id}/result`, { headers: alice.headers });
    expect(early.status).toBe(409);
    expect(early.headers.get("retry-after")).toBe("5");
    for (const path of [`/api/jobs/${job.id}`, `/api/jobs/${job.id}/events`, `/api/jobs/${job.id}/result`])
      expect((await t.app.request(path, { headers: bob.headers })).status).toBe(404);
    expect((await t.app.request(`/api/jobs/${job.id}/cancel`, { method: "POST", headers: bob.headers })).status).toBe(
      404,
    );
    expect((await t.app.request("/api/jobs/not-a-job", { headers: alice.headers })).status).toBe(404);
    expect((await t.app.request("/api/jobs")).status).toBe(401);
    expect((await (await t.app.request("/api/jobs", { headers: bob.headers })).json()).items).toEqual([]);
  });
});
