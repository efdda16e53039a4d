// POST /api/brands/{id}/batch: a streamed zip of decks plus manifest.json; failing items, limits, one batch per user; the
// batch is a job (X-Job-Id) whose record, events and result are the same as an async batch's.
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { validateOoxml } from "../ooxml/validate-package.js";
import { fixture } from "./hostile-zips.js";
import { tenSlideDeck } from "./deck-fixture.js";

let t: TestApp;
let alice: KeySession;
let bob: KeySession;
let brandId: string;

beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_BATCH_PER_MINUTE: "1000", RATE_LIMIT_BATCH_PER_DAY: "1000", BATCH_MAX: "100" },
  });
  alice = await signUpWithKey(t);
  bob = await signUpWithKey(t);
  const form = new FormData();
  form.append("file", new File([fixture("shapecrawler-google-slides.pptx")], "google.pptx"));
  brandId = (await (await t.app.request("/api/brands", { method: "POST", headers: alice.headers, body: form })).json())
    .brand.id;
});
afterAll(async () => t?.close());

const batch = (who: KeySession, id: string, body: unknown) =>
  t.app.request(`/api/brands/${id}/batch`, jsonRequest("POST", body, who.headers));

describe("batch (happy)", () => {
  it("streams a zip with one deck per item and a manifest; a failing item does not fail the batch", async () => {
    const items = [
      { source: tenSlideDeck("Deck for {{company}}"), variables: { company: "Acme" } },
      { source: { kind: "deck", title: "Broken", slides: [] } },
      { source: tenSlideDeck("Second"), filename: "my/second deck" },
      { prompt: "A deck about the ocean and its currents" },
      { source: "# Markdown deck\n\n- a\n- b" },
    ];
    const res = await batch(alice, brandId, { items });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const manifest = JSON.parse(new TextDecoder().decode(files["manifest.json"]!));
    expect(manifest.map((m: { index: number; status: string }) => [m.index, m.status])).toEqual([
      [1, "ok"],
      [2, "error"],
      [3, "ok"],
      [4, "ok"],
      [5, "ok"],
    ]);
    expect(manifest[0].filename).toBe("001-deck-for-acme.pptx");
    expect(manifest[1]).toMatchObject({ error: "invalid_request" });
    expect(manifest[2].filename).toBe("003-my-second deck.pptx");
    for (const m of manifest.filter((x: { status: string }) => x.status === "ok")) {
      expect(files[m.filename], m.filename).toBeDefined();
      expect(validateOoxml(files[m.filename]!), m.filename).toEqual([]);
    }
    expect(Object.keys(files).filter((n) => n.endsWith(".pptx"))).toHaveLength(
      manifest.filter((m: { status: string }) => m.status === "ok").length,
    );
  });

  it("is a job: X-Job-Id names it, its record and events show each item, its result zip is the streamed one's", async () => {
    const items = [
      { source: tenSlideDeck("One") },
      { source: { kind: "deck", title: "Broken", slides: [] } },
      { source: tenSlideDeck("Three") },
    ];
    const res = await batch(alice, brandId, { items });
    const jobId = res.headers.get("x-job-id")!;
    expect(jobId).toMatch(/^job_/);
    const streamed = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const read = await (await t.app.request(`/api/jobs/${jobId}`, { headers: alice.headers })).json();
    expect(read.job).toMatchObject({
      type: "brand_batch",
      state: "partially_failed",
      total: 3,
      succeeded: 2,
      failed: 1,
      result: `/api/jobs/${jobId}/result`,
    });
    expect(read.items.map((i: { state: string }) => i.state)).toEqual(["succeeded", "failed", "succeeded"]);
    const events = (
      await (await t.app.request(`/api/jobs/${jobId}/events?follow=false`, { headers: alice.headers })).text()
    )
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l).type);
    expect(events[0]).toBe("job.queued");
    expect(events.at(-1)).toBe("job.partially_failed");
    expect(events.filter((e: string) => e.startsWith("item."))).toHaveLength(3);
    const result = unzipSync(
      new Uint8Array(
        await (await t.app.request(`/api/jobs/${jobId}/result`, { headers: alice.headers })).arrayBuffer(),
      ),
    );
    expect(Object.keys(result).sort()).toEqual(Object.keys(streamed).sort());
    expect(new TextDecoder().decode(result["manifest.json"]!)).toBe(
      new TextDecoder().decode(streamed["manifest.json"]!),
    );
    expect((await t.app.request(`/api/jobs/${jobId}`, { headers: bob.headers })).status).toBe(404);
  });

  it("builds 30 decks concurrently, all valid", async () => {
    const items = Array.from({ length: 30 }, (_, i) => ({ source: tenSlideDeck(`Deck ${i + 1}`) }));
    const res = await batch(alice, brandId, { items });
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const manifest = JSON.parse(new TextDecoder().decode(files["manifest.json"]!));
    expect(manifest).toHaveLength(30);
    expect(manifest.every((m: { status: string }) => m.status === "ok")).toBe(true);
    expect(files["030-deck-30.pptx"]).toBeDefined();
  });
});

describe("batch (errors)", () => {
  it("400 for 0 items and for more than BATCH_MAX", async () => {
    expect((await batch(alice, brandId, { items: [] })).status).toBe(400);
    const over = await batch(alice, brandId, { items: Array.from({ length: 101 }, () => ({ source: "# x" })) });
    expect(over.status).toBe(400);
    expect((await over.json()).details[0].path).toBe("items");
  });

  it("429 concurrency_limit with Retry-After for a second batch while one runs; free again after", async () => {
    const items = Array.from({ length: 20 }, (_, i) => ({ source: tenSlideDeck(`Deck ${i}`) }));
    const first = await batch(alice, brandId, { items });
    expect(first.status).toBe(200);
    const second = await batch(alice, brandId, { items: items.slice(0, 1) });
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await second.json()).error).toBe("concurrency_limit");
    await first.arrayBuffer();
    await new Promise((r) => setTimeout(r, 20));
    const third = await batch(alice, brandId, { items: items.slice(0, 1) });
    expect(third.status).toBe(200);
    await third.arrayBuffer();
  });

  it("a cancelled download cancels its job (nothing left running) and frees the slot", async () => {
    const items = Array.from({ length: 40 }, (_, i) => ({ source: tenSlideDeck(`Deck ${i}`) }));
    const res = await batch(alice, brandId, { items });
    const jobId = res.headers.get("x-job-id")!;
    await res.body!.cancel();
    let job = { state: "running", succeeded: 0, total: 40 };
    for (let i = 0; i < 100 && (job.state === "queued" || job.state === "running"); i++) {
      await new Promise((r) => setTimeout(r, 20));
      job = (await (await t.app.request(`/api/jobs/${jobId}`, { headers: alice.headers })).json()).job;
    }
    // Cancelled, unless all 40 were made before the cancel arrived.
    expect(
      job.state === "cancelled" || job.succeeded === job.total,
      `job ${job.state}, ${job.succeeded} of ${job.total}`,
    ).toBe(true);
    const again = await batch(alice, brandId, { items: items.slice(0, 1) });
    expect(again.status).toBe(200);
    await again.arrayBuffer();
  });

  it("a job cancelled through /api/jobs/{id}/cancel ends the streamed zip: what was made, the rest cancelled rows", async () => {
    const items = Array.from({ length: 60 }, (_, i) => ({ source: tenSlideDeck(`Deck ${i}`) }));
    const res = await batch(alice, brandId, { items });
    const jobId = res.headers.get("x-job-id")!;
    const cancel = await t.app.request(`/api/jobs/${jobId}/cancel`, { method: "POST", headers: alice.headers });
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const manifest = JSON.parse(new TextDecoder().decode(files["manifest.json"]!)) as {
      index: number;
      status: string;
      filename: string | null;
    }[];
    expect(manifest.map((m) => m.index)).toEqual(items.map((_, i) => i + 1));
    const made = manifest.filter((m) => m.status === "ok");
    expect(
      Object.keys(files)
        .filter((n) => n.endsWith(".pptx"))
        .sort(),
    ).toEqual(made.map((m) => m.filename).sort());
    if (cancel.status === 200) {
      // Cancelled while it ran: every row made or cancelled (none left out; all made if the cancel met only its finish).
      expect(manifest.every((m) => m.status === "ok" || m.status === "cancelled")).toBe(true);
      expect(manifest.some((m) => m.status === "cancelled") || made.length === 60).toBe(true);
    } else expect(made).toHaveLength(60); // 409: it had already finished
  });

  it("429 concurrency_limit when the user has JOB_MAX_ACTIVE_PER_USER jobs open: a streamed batch is one of them", async () => {
    const limited = await createTestApp({
      env: { RATE_LIMIT_BATCH_PER_MINUTE: "1000", JOB_MAX_ACTIVE_PER_USER: "1", JOB_CONCURRENCY: "0" },
    });
    try {
      const who = await signUpWithKey(limited);
      const form = new FormData();
      form.append("file", new File([fixture("shapecrawler-google-slides.pptx")], "google.pptx"));
      const id = (
        await (await limited.app.request("/api/brands", { method: "POST", headers: who.headers, body: form })).json()
      ).brand.id;
      const queued = await limited.app.request(
        `/api/brands/${id}/batch`,
        jsonRequest("POST", { items: [{ source: "# x" }], async: true }, who.headers),
      );
      expect(queued.status).toBe(202); // nobody works it here (JOB_CONCURRENCY=0): it stays open
      const streamed = await limited.app.request(
        `/api/brands/${id}/batch`,
        jsonRequest("POST", { items: [{ source: "# x" }] }, who.headers),
      );
      expect(streamed.status).toBe(429);
      expect((await streamed.json()).error).toBe("concurrency_limit");
    } finally {
      await limited.close();
    }
  });
});

describe("batch (security)", () => {
  it("401 without credentials; 404 for another user's brand; another user's batch does not block mine", async () => {
    expect(
      (await t.app.request(`/api/brands/${brandId}/batch`, jsonRequest("POST", { items: [{ source: "# x" }] }))).status,
    ).toBe(401);
    expect((await batch(bob, brandId, { items: [{ source: "# x" }] })).status).toBe(404);
  });
});
