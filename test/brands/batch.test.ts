// POST /api/brands/{id}/batch: a streamed zip of decks plus manifest.json; failing items, limits, one batch per user.
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
  t = await createTestApp({ env: { RATE_LIMIT_BATCH_PER_MINUTE: "1000", RATE_LIMIT_BATCH_PER_DAY: "1000", BATCH_MAX: "100" } });
  alice = await signUpWithKey(t);
  bob = await signUpWithKey(t);
  const form = new FormData();
  form.append("file", new File([fixture("shapecrawler-google-slides.pptx")], "google.pptx"));
  brandId = (await (await t.app.request("/api/brands", { method: "POST", headers: alice.headers, body: form })).json()).brand.id;
});
afterAll(async () => t?.close());

const batch = (who: KeySession, id: string, body: unknown) => t.app.request(`/api/brands/${id}/batch`, jsonRequest("POST", body, who.headers));

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
    expect(Object.keys(files).filter((n) => n.endsWith(".pptx"))).toHaveLength(manifest.filter((m: { status: string }) => m.status === "ok").length);
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

  it("a cancelled download frees the slot", async () => {
    const items = Array.from({ length: 40 }, (_, i) => ({ source: tenSlideDeck(`Deck ${i}`) }));
    const res = await batch(alice, brandId, { items });
    await res.body!.cancel();
    await new Promise((r) => setTimeout(r, 50));
    const again = await batch(alice, brandId, { items: items.slice(0, 1) });
    expect(again.status).toBe(200);
    await again.arrayBuffer();
  });
});

describe("batch (security)", () => {
  it("401 without credentials; 404 for another user's brand; another user's batch does not block mine", async () => {
    expect((await t.app.request(`/api/brands/${brandId}/batch`, jsonRequest("POST", { items: [{ source: "# x" }] }))).status).toBe(401);
    expect((await batch(bob, brandId, { items: [{ source: "# x" }] })).status).toBe(404);
  });
});
