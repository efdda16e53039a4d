// A deck on a brand, everywhere Quire shows it, drawn as its pptx on the brand looks (formats/drawing): the pdf and html
// exports with brandId or of a saved brand deck, the slide pictures (the web app's list and preview, MCP view_slides)
// and their ETag, the quality report; errors (an unknown brand, formats that take none) and security (another user's
// brand or deck).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Source } from "../../src/formats/model/source.js";
import { personalSpace } from "../../src/lib/space-id.js";
import type { QualityReport } from "../../src/quality/codes.js";
import { NOT_MEASURED_ON_BRAND } from "../../src/quality/deck-quality.js";
import { createDocument } from "../../src/documents/create-document.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { decodePng } from "../slides/png-pixels.js";
import { tenSlideDeck } from "./deck-fixture.js";
import { BRAND_BACKGROUND, colouredTemplate, hex, near, pdfColourAt, pdfPageSizes, pixelAt } from "./drawn-pages.js";
import { fixture } from "./hostile-zips.js";

const DEFAULT_4X3 = "pypptx-default-4x3.pptx";
const MISSING_BRAND = "brand_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ";
const DOCS = "/api/workspace/documents";
const WHITE: [number, number, number] = [255, 255, 255];
const doc: Source = {
  kind: "doc",
  title: "Field notes",
  markdown:
    "# Field notes\n\nIntro with **bold** text.\n\n## Findings\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n## Next\n\nShip it.\n",
};

let t: TestApp;
let alice: KeySession;
let bob: KeySession;
const brands = { teal: "", plain: "" };

beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_EXPORT_PER_MINUTE: "1000",
      RATE_LIMIT_EXPORT_PER_DAY: "10000",
      RATE_LIMIT_GENERATE_PER_MINUTE: "1000",
      RATE_LIMIT_BRANDS_PER_MINUTE: "1000",
      RATE_LIMIT_WORKSPACE_PER_MINUTE: "1000",
    },
  });
  alice = await signUpWithKey(t);
  bob = await signUpWithKey(t);
  brands.teal = await upload(alice, colouredTemplate(), "teal-4x3.pptx");
  brands.plain = await upload(alice, fixture(DEFAULT_4X3), DEFAULT_4X3);
}, 60_000);
afterAll(async () => t?.close());

async function upload(who: KeySession, bytes: Uint8Array, name: string, brandId?: string): Promise<string> {
  const form = new FormData();
  form.append("file", new File([bytes as BlobPart], name));
  const res = await t.app.request(brandId ? `/api/brands/${brandId}` : "/api/brands", {
    method: brandId ? "PUT" : "POST",
    headers: who.headers,
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(brandId ? 200 : 201);
  return (await res.json()).brand.id;
}

const exportCall = (body: unknown, who: KeySession = alice) =>
  t.app.request("/api/export", jsonRequest("POST", body, who.headers));
const picture = (id: string, n: number, who: KeySession = alice, headers: Record<string, string> = {}, width = 400) =>
  t.app.request(`${DOCS}/${id}/slides/${n}.png?width=${width}`, { headers: { ...who.headers, ...headers } });

async function fileOf(res: Response, type: string): Promise<Uint8Array> {
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get("content-type")).toBe(type);
  return new Uint8Array(await res.arrayBuffer());
}

/** A deck saved on a brand by generate (its brand version recorded). */
async function savedOnBrand(brandId: string, title: string): Promise<string> {
  const res = await t.app.request(
    `/api/brands/${brandId}/generate`,
    jsonRequest("POST", { source: tenSlideDeck(title), save: true }, alice.headers),
  );
  expect(res.status).toBe(200);
  return res.headers.get("x-document-id")!;
}

describe("a brand deck's pdf and html — happy", () => {
  it("a deck's pdf with brandId: one 720 × 540 pt page per slide (a 4:3 brand), the template's background at a corner", async () => {
    const pdf = await fileOf(
      await exportCall({ source: tenSlideDeck("Board review"), format: "pdf", brandId: brands.teal }),
      "application/pdf",
    );
    const sizes = await pdfPageSizes(pdf);
    expect(sizes).toHaveLength(10);
    for (const size of sizes) expect(size).toEqual([720, 540]);
    for (const page of [1, 3]) {
      const corner = await pdfColourAt(pdf, page, 0.01, 0.01);
      expect(near(corner, BRAND_BACKGROUND), `page ${page}: ${hex(corner)}`).toBe(true);
    }
    // Without the brand the same deck is Quire's own 16:9 drawing, not the brand's colour.
    const own = await fileOf(
      await exportCall({ source: tenSlideDeck("Board review"), format: "pdf" }),
      "application/pdf",
    );
    expect((await pdfPageSizes(own))[0]).toEqual([960, 540]);
    expect(near(await pdfColourAt(own, 3, 0.01, 0.01), BRAND_BACKGROUND)).toBe(false);
  }, 120_000);

  it("a real template (python-pptx's default 4:3): its page size and its white background", async () => {
    const pdf = await fileOf(
      await exportCall({ source: tenSlideDeck("Board review"), format: "pdf", brandId: brands.plain }),
      "application/pdf",
    );
    expect(await pdfPageSizes(pdf)).toEqual(Array.from({ length: 10 }, () => [720, 540]));
    expect(await pdfColourAt(pdf, 1, 0.01, 0.01)).toEqual(WHITE);
  }, 120_000);

  it("a doc's pdf with brandId is its slides on the brand; a saved doc's pdf without it stays the document", async () => {
    const pdf = await fileOf(await exportCall({ source: doc, format: "pdf", brandId: brands.teal }), "application/pdf");
    const sizes = await pdfPageSizes(pdf);
    expect(sizes).toHaveLength(4);
    expect(sizes[0]).toEqual([720, 540]);
    const saved = await createDocument(t.deps, {
      owner: { userId: alice.userId, spaceId: personalSpace(alice.userId) },
      kind: "doc",
      title: doc.title,
      source: doc,
      origin: "agent",
      brandId: brands.teal,
    });
    const own = await fileOf(await exportCall({ documentId: saved.id, format: "pdf" }), "application/pdf");
    // A document's page (A4 or Letter, portrait), not a slide.
    const [width, height] = (await pdfPageSizes(own))[0]!;
    expect(height).toBeGreaterThan(width);
  }, 120_000);

  it("a deck saved on a brand: its pdf and html are on the brand without brandId", async () => {
    const documentId = await savedOnBrand(brands.teal, "Saved on teal");
    const pdf = await fileOf(await exportCall({ documentId, format: "pdf" }), "application/pdf");
    expect((await pdfPageSizes(pdf))[0]).toEqual([720, 540]);
    expect(near(await pdfColourAt(pdf, 2, 0.99, 0.99), BRAND_BACKGROUND)).toBe(true);

    const res = await exportCall({ documentId, format: "html" });
    expect(res.headers.get("content-disposition")).toContain('filename="saved-on-teal.html"');
    const html = new TextDecoder().decode(await fileOf(res, "text/html; charset=utf-8"));
    expect(html).toMatch(/^<!doctype html><html lang="[a-zA-Z-]+"/);
    expect(html).not.toMatch(/<script|https?:\/\//i);
    // One picture per page, in a section per slide named as Quire's own html names its slides.
    expect(html.match(/<img src="data:image\/png;base64,/g)).toHaveLength(10);
    expect(html.match(/<section class="slide" id="slide-\d+"/g)).toHaveLength(10);
    // Each picture's alt text is its slide's words: bullets and sub-points, Markdown read, a table's cells, a chart described.
    const alts = [...html.matchAll(/ alt="([^"]*)"/g)].map((m) => m[1]!.replaceAll("&#10;", "\n"));
    expect(alts[2]).toBe("Highlights\nRevenue up 12%\nNew markets\nBrazil\n日本\nChurn down to 3%");
    expect(alts[3]).toContain("We shipped the new onboarding flow.");
    expect(alts[5]).toContain("Q2 · 135 · 33%");
    expect(alts[6]).toMatch(/^Revenue\nColumn chart: Revenue/);
    const picture = await decodePng(Buffer.from(/<img src="data:image\/png;base64,([^"]+)"/.exec(html)![1]!, "base64"));
    expect([picture.width, picture.height]).toEqual([1280, 960]);
    expect(near(pixelAt(picture, 0.01, 0.01), BRAND_BACKGROUND)).toBe(true);
  }, 120_000);
});

describe("a brand deck's slide pictures and quality report — happy", () => {
  it("a slide picture is the brand's drawing: its 4:3 shape, its background; each slide its own", async () => {
    const documentId = await savedOnBrand(brands.teal, "Pictured on teal");
    const first = await picture(documentId, 1);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    const pixels = await decodePng(new Uint8Array(await first.arrayBuffer()));
    expect([pixels.width, pixels.height]).toEqual([400, 300]);
    expect(near(pixelAt(pixels, 0.01, 0.01), BRAND_BACKGROUND), hex(pixelAt(pixels, 0.01, 0.01))).toBe(true);
    const last = await decodePng(new Uint8Array(await (await picture(documentId, 10)).arrayBuffer()));
    expect([last.width, last.height]).toEqual([400, 300]);
    expect(Buffer.compare(Buffer.from(last.rgba), Buffer.from(pixels.rgba))).not.toBe(0);
  }, 120_000);

  it("the ETag names the brand version drawn: a replaced template makes new pictures, a deleted brand Quire's own", async () => {
    const brandId = await upload(alice, colouredTemplate(), "teal-4x3.pptx");
    // Saved without a pinned version (as a document the agent made on the brand): drawn on the brand's current version.
    const saved = await createDocument(t.deps, {
      owner: { userId: alice.userId, spaceId: personalSpace(alice.userId) },
      kind: "deck",
      title: "Unpinned",
      source: tenSlideDeck("Unpinned"),
      origin: "agent",
      brandId,
    });
    const before = await picture(saved.id, 1);
    const etag = before.headers.get("etag")!;
    expect(etag).toMatch(/^"v1-b1-/);
    expect((await picture(saved.id, 1, alice, { "if-none-match": etag })).status).toBe(304);

    await upload(alice, fixture(DEFAULT_4X3), DEFAULT_4X3, brandId);
    const replaced = await picture(saved.id, 1, alice, { "if-none-match": etag });
    expect(replaced.status).toBe(200);
    expect(replaced.headers.get("etag")).toMatch(/^"v1-b2-/);
    expect(pixelAt(await decodePng(new Uint8Array(await replaced.arrayBuffer())), 0.01, 0.01)).toEqual(WHITE);

    expect((await t.app.request(`/api/brands/${brandId}`, { method: "DELETE", headers: alice.headers })).status).toBe(
      200,
    );
    const gone = await picture(saved.id, 1, alice, { "if-none-match": replaced.headers.get("etag")! });
    expect(gone.status).toBe(200);
    expect(gone.headers.get("etag")).toMatch(/^"v1-[^b]/);
    // Quire's own 16:9 drawing again.
    const own = await decodePng(new Uint8Array(await gone.arrayBuffer()));
    expect([own.width, own.height]).toEqual([400, 225]);
  }, 120_000);

  it("a deck pinned to a brand version keeps its pictures when the brand is replaced", async () => {
    const brandId = await upload(alice, colouredTemplate(), "teal-4x3.pptx");
    const documentId = await savedOnBrand(brandId, "Pinned");
    const etag = (await picture(documentId, 1)).headers.get("etag")!;
    expect(etag).toMatch(/^"v1-b1-/);
    await upload(alice, fixture(DEFAULT_4X3), DEFAULT_4X3, brandId);
    expect((await picture(documentId, 1, alice, { "if-none-match": etag })).status).toBe(304);
  }, 120_000);

  it("the quality report is measured on the brand's drawing, naming the checks left out and the fonts the drawing stood in", async () => {
    const documentId = await savedOnBrand(brands.teal, "Measured on teal");
    const res = await t.app.request(`${DOCS}/${documentId}/quality`, { headers: alice.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toMatch(/^"v1-b1-/);
    const { quality } = (await res.json()) as { quality: QualityReport };
    expect(quality.status, JSON.stringify(quality.notes)).toBe("complete");
    expect(quality.measured).toBe(10);
    expect(quality.notes).toContain(NOT_MEASURED_ON_BRAND);
    // The drawing's own warnings, once each: the template's Calibri drawn with its metric twin.
    expect(quality.notes.filter((n) => /font Calibri is drawn with Carlito/.test(n))).toHaveLength(1);
    expect(new Set(quality.notes).size).toBe(quality.notes.length);
    // Contrast is measured on the brand's own colours: the note that it is not is gone.
    expect(quality.notes.join(" ")).not.toMatch(/Contrast is not measured/);
    expect(quality.findings.filter((f) => ["text_shrunk", "title_shrunk", "empty_region"].includes(f.code))).toEqual(
      [],
    );
  }, 120_000);
});

describe("a brand deck's drawing — errors", () => {
  it("404 for a brand that does not exist, 400 for a brandId not of the id form", async () => {
    for (const format of ["pdf", "html"]) {
      const missing = await exportCall({ source: tenSlideDeck(), format, brandId: MISSING_BRAND });
      expect(missing.status, format).toBe(404);
      expect((await missing.json()).error).toBe("not_found");
      const malformed = await exportCall({ source: tenSlideDeck(), format, brandId: "brand_x" });
      expect(malformed.status, format).toBe(400);
      expect((await malformed.json()).error).toBe("invalid_brand_id");
    }
  });

  it("400 unsupported_format for brandId with docx or md, and for a sheet in any format (xlsx included)", async () => {
    for (const format of ["docx", "md"]) {
      const res = await exportCall({ source: tenSlideDeck(), format, brandId: brands.teal });
      expect(res.status, format).toBe(400);
      expect((await res.json()).message).toMatch(/applies to pptx, pdf, html and png/);
    }
    const sheet = { kind: "sheet", title: "S", sheets: [{ name: "S", columns: [{ header: "A" }], rows: [["x"]] }] };
    for (const format of ["xlsx", "pdf", "html"]) {
      const res = await exportCall({ source: sheet, format, brandId: brands.teal });
      expect(res.status, format).toBe(400);
      expect((await res.json()).error, format).toBe("unsupported_format");
    }
  });
});

describe("a brand deck's drawing — security", () => {
  it("another user's brandId is 404 for pdf and html, the same answer as a missing one", async () => {
    for (const format of ["pdf", "html"]) {
      const theirs = await exportCall({ source: tenSlideDeck(), format, brandId: brands.teal }, bob);
      const missing = await exportCall({ source: tenSlideDeck(), format, brandId: MISSING_BRAND }, bob);
      expect(theirs.status, format).toBe(404);
      expect(await theirs.json()).toEqual(await missing.json());
    }
  });

  it("another user's brand deck has no pictures for them; their deck naming someone else's brand is drawn as Quire's own", async () => {
    const documentId = await savedOnBrand(brands.teal, "Alice's deck");
    expect((await picture(documentId, 1, bob)).status).toBe(404);
    expect((await t.app.request(`${DOCS}/${documentId}/quality`, { headers: bob.headers })).status).toBe(404);

    const bobs = await createDocument(t.deps, {
      owner: { userId: bob.userId, spaceId: personalSpace(bob.userId) },
      kind: "deck",
      title: "Bob's deck",
      source: tenSlideDeck("Bob's deck"),
      origin: "agent",
      brandId: brands.teal,
    });
    const res = await picture(bobs.id, 3, bob);
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toMatch(/^"v1-[^b]/);
    const pixels = await decodePng(new Uint8Array(await res.arrayBuffer()));
    expect([pixels.width, pixels.height]).toEqual([400, 225]);
    expect(near(pixelAt(pixels, 0.01, 0.01), BRAND_BACKGROUND)).toBe(false);
    const pdf = await fileOf(await exportCall({ documentId: bobs.id, format: "pdf" }, bob), "application/pdf");
    expect((await pdfPageSizes(pdf))[0]).toEqual([960, 540]);
  }, 120_000);
});
