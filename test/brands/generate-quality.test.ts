// X-Quire-Quality on POST /api/brands/{id}/generate, over a real listening server: the summary is the saved deck's full
// report (both measured on the brand's drawing of the pptx), survives an idempotent replay, never costs the deck (a
// fault measuring says `skipped`), is absent from refusals, and stays one ASCII line whatever the deck's words.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { startLiveServer, type LiveServer } from "../e2e/browser.js";
import { validateOoxml } from "../ooxml/validate-package.js";
import { cleanDeck, continuedDeck, tinyTextDeck } from "../quality/sample-decks.js";
import { fixture } from "./hostile-zips.js";
import { benchDeck } from "../../bench/workload.js";
import { qualitySummary } from "../../src/quality/report-quality.js";
import { NOT_MEASURED_ON_BRAND } from "../../src/quality/deck-quality.js";
import type { QualityReport } from "../../src/quality/codes.js";
import type { Deck } from "../../src/formats/model/source.js";

let server: LiveServer;
let alice: KeySession;
let bob: KeySession;
let brandId: string;

// One export worker, warmed as `quire serve` warms it at boot (the 2 s budget counts the checking of slides, not the drawing or pdf.js loading).
beforeAll(async () => {
  server = await startLiveServer({
    EXPORT_WORKERS: "1",
    RATE_LIMIT_GENERATE_PER_MINUTE: "1000",
    RATE_LIMIT_EXPORT_PER_MINUTE: "1000",
  });
  alice = await signUpWithKey(server.t);
  bob = await signUpWithKey(server.t);
  const form = new FormData();
  form.append("file", new File([fixture("pypptx-default-4x3.pptx")], "brand.pptx"));
  const res = await fetch(`${server.url}/api/brands`, { method: "POST", headers: alice.headers, body: form });
  brandId = ((await res.json()) as { brand: { id: string } }).brand.id;
  await server.t.deps.exportPool.warm();
}, 60_000);
afterAll(async () => server?.close());

const generate = (who: Record<string, string>, body: unknown, headers: Record<string, string> = {}, brand = brandId) =>
  fetch(`${server.url}/api/brands/${brand}/generate`, {
    method: "POST",
    headers: { "content-type": "application/json", ...who, ...headers },
    body: JSON.stringify(body),
  });

async function savedReport(documentId: string): Promise<QualityReport> {
  const res = await fetch(`${server.url}/api/workspace/documents/${documentId}/quality`, { headers: alice.headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { quality: QualityReport }).quality;
}

const crowded: Deck = {
  ...continuedDeck,
  title: "Crowded",
  slides: [cleanDeck.slides[0]!, ...continuedDeck.slides, ...tinyTextDeck.slides],
};

describe("X-Quire-Quality — happy", () => {
  it(
    "a clean deck: complete; none, as its saved report (measured on the brand's drawing) says",
    { timeout: 60_000 },
    async () => {
      const res = await generate(alice.headers, { source: cleanDeck, save: true });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-quire-quality")).toBe("complete; none");
      expect(validateOoxml(new Uint8Array(await res.arrayBuffer()))).toEqual([]);
      const report = await savedReport(res.headers.get("x-document-id")!);
      expect(report).toMatchObject({ status: "complete", slides: cleanDeck.slides.length, findings: [] });
      expect(report.notes).toContain(NOT_MEASURED_ON_BRAND);
    },
  );

  it(
    "a crowded deck names each code with its slides, as its saved report says: both measured on the brand's drawing",
    { timeout: 60_000 },
    async () => {
      const res = await generate(alice.headers, { source: crowded, save: true });
      expect(res.status).toBe(200);
      const header = res.headers.get("x-quire-quality")!;
      expect(header).toMatch(/^complete; /);
      expect(header).toContain("content_continued=2");
      // Sizes are Quire's design's, which a brand deck is not drawn in: never measured on a brand.
      expect(header).not.toContain("text_shrunk");
      const saved = await savedReport(res.headers.get("x-document-id")!);
      expect(qualitySummary(saved)).toBe(header);
      expect(saved.notes).toContain(NOT_MEASURED_ON_BRAND);
    },
  );

  it("an idempotent repeat replays the same summary", { timeout: 60_000 }, async () => {
    const key = `quality-${Date.now()}`;
    const first = await generate(alice.headers, { source: crowded, filename: "crowded" }, { "idempotency-key": key });
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    const again = await generate(alice.headers, { source: crowded, filename: "crowded" }, { "idempotency-key": key });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.headers.get("x-quire-quality")).toBe(first.headers.get("x-quire-quality"));
  });

  it("a deck written from a prompt carries it too, naming only slides it has", { timeout: 60_000 }, async () => {
    const res = await generate(alice.headers, {
      prompt: "A 5-slide update on the harbour ferry for the council",
      save: true,
    });
    expect(res.status).toBe(200);
    const header = res.headers.get("x-quire-quality")!;
    expect(header).toMatch(/^(complete|partial); /);
    const slides = (await (
      await fetch(`${server.url}/api/workspace/documents/${res.headers.get("x-document-id")}`, {
        headers: alice.headers,
      })
    ).json()) as { document: { source: { slides: unknown[] } } };
    for (const n of header.matchAll(/\d+/g))
      expect(Number(n[0])).toBeLessThanOrEqual(slides.document.source.slides.length);
  });
});

describe("X-Quire-Quality — errors", () => {
  it(
    "busy export workers are not the brand's: the deck is measured in its own render task all the same",
    { timeout: 90_000 },
    async () => {
      // The files lane filled with real reports of a 30-slide deck: the brand deck waits in its own lane, its header untouched.
      const pool = server.t.deps.exportPool;
      const fillers = Array.from({ length: 20 }, () =>
        pool.quality(benchDeck(), { budgetMs: 60_000 }).catch(() => null),
      );
      try {
        const res = await generate(alice.headers, { source: crowded });
        expect(res.status).toBe(200);
        expect(res.headers.get("x-quire-quality")).toMatch(/^(complete|partial); .*content_continued=2/);
        expect(validateOoxml(new Uint8Array(await res.arrayBuffer()))).toEqual([]);
      } finally {
        await Promise.all(fillers);
      }
    },
  );

  it(
    "a fault while measuring never fails the deck: it comes whole, the header says skipped",
    { timeout: 60_000 },
    async () => {
      const pool = server.t.deps.deckPool;
      const real = pool.renderMeasured.bind(pool);
      pool.renderMeasured = async (task, options, signal) => ({
        ...(await real(task, options, signal)),
        quality: null,
        fault: "Error: measuring broke",
      });
      try {
        const res = await generate(alice.headers, { source: crowded });
        expect(res.status).toBe(200);
        expect(res.headers.get("x-quire-quality")).toBe("skipped; none");
        expect(validateOoxml(new Uint8Array(await res.arrayBuffer()))).toEqual([]);
      } finally {
        pool.renderMeasured = real;
      }
    },
  );

  it("a refused request carries no summary", async () => {
    const bad = await generate(alice.headers, { source: { kind: "deck", title: "x", slides: [{ layout: "nope" }] } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get("x-quire-quality")).toBeNull();
    const both = await generate(alice.headers, { source: cleanDeck, prompt: "A deck about ferries" });
    expect(both.status).toBe(400);
    expect(both.headers.get("x-quire-quality")).toBeNull();
  });
});

describe("X-Quire-Quality — security", () => {
  it("no credentials and another user's brand: refused, nothing measured or summed up", async () => {
    const none = await generate({}, { source: cleanDeck });
    expect(none.status).toBe(401);
    expect(none.headers.get("x-quire-quality")).toBeNull();
    const foreign = await generate(bob.headers, { source: cleanDeck });
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get("x-quire-quality")).toBeNull();
  });

  it("the deck's words never reach the header: one ASCII line of codes and numbers", { timeout: 60_000 }, async () => {
    const title = "Q3\r\nX-Evil: 1 — 四半期 TODO";
    const deck: Deck = {
      kind: "deck",
      title: "Header test",
      slides: [
        {
          layout: "bullets",
          title,
          bullets: ["Set-Cookie: a=b", "[Revenue for Q3]\r\nLocation: https://evil.example", "Ünïcödé ✓"],
        },
      ],
    };
    const res = await generate(alice.headers, { source: deck });
    expect(res.status).toBe(200);
    const header = res.headers.get("x-quire-quality")!;
    expect(header).toMatch(/^[a-z_]+(; [a-z_]+(=\d+(,\d+)*)?)+$/);
    expect(header).toContain("gap_placeholder=1");
    expect(res.headers.get("x-evil")).toBeNull();
    expect(res.headers.get("location")).toBeNull();
    expect(res.headers.get("set-cookie")).toBeNull();
  });
});
