// POST /api/export format png: a zip of the deck's page pictures (001.png, …) at the width asked, from Quire's own PDF
// or, on a brand, from the brand's drawing; a doc's slides as its pptx summarises them; errors and another user's things.
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docToDeck } from "../../src/formats/pptx/index.js";
import type { Deck, Doc, Source } from "../../src/formats/model/source.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { BRAND_BACKGROUND, colouredTemplate, hex, near, pdfPageSizes, pixelAt } from "../brands/drawn-pages.js";
import { tenSlideDeck } from "../brands/deck-fixture.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { decodePng } from "../slides/png-pixels.js";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { ExportTimeoutError } from "../../src/workers/pool-errors.js";

const doc: Doc = {
  kind: "doc",
  title: "Field notes",
  markdown: "# Field notes\n\nIntro with **bold** text.\n\n## Findings\n\n- one\n- two\n\n## Next\n\nShip it.\n",
};
const sheet: Source = { kind: "sheet", title: "S", sheets: [{ name: "S", columns: [{ header: "A" }], rows: [["x"]] }] };
/** A deck whose table runs onto continuation pages: more pages than slides. */
const longDeck: Deck = {
  kind: "deck",
  title: "Long table",
  slides: [
    { layout: "title", title: "Long table" },
    {
      layout: "table",
      title: "Every store",
      table: { columns: ["Store", "Sales"], rows: Array.from({ length: 40 }, (_, i) => [`Store ${i + 1}`, 100 + i]) },
    },
  ],
};

let t: TestApp;
let alice: KeySession;
let bob: KeySession;
let teal = "";

beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_EXPORT_PER_MINUTE: "1000",
      RATE_LIMIT_EXPORT_PER_DAY: "10000",
      RATE_LIMIT_BRANDS_PER_MINUTE: "1000",
      RATE_LIMIT_GENERATE_PER_MINUTE: "1000",
    },
  });
  alice = await signUpWithKey(t);
  bob = await signUpWithKey(t);
  const form = new FormData();
  form.append("file", new File([colouredTemplate() as BlobPart], "teal-4x3.pptx"));
  const res = await t.app.request("/api/brands", { method: "POST", headers: alice.headers, body: form });
  expect(res.status).toBe(201);
  teal = (await res.json()).brand.id;
}, 60_000);
afterAll(async () => t?.close());

const exportCall = (body: unknown, who: KeySession = alice) =>
  t.app.request("/api/export", jsonRequest("POST", body, who.headers));

/** The zip's entries, in order, after checking the answer is one. */
async function zipOf(res: Response): Promise<[string, Uint8Array][]> {
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/zip");
  return Object.entries(unzipSync(new Uint8Array(await res.arrayBuffer())));
}

/** A PNG's width and height from its header. */
const sizeOf = (png: Uint8Array): [number, number] => {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return [view.getUint32(16), view.getUint32(20)];
};
const names = (n: number) => Array.from({ length: n }, (_, i) => `${String(i + 1).padStart(3, "0")}.png`);

describe("png export — happy", () => {
  it("a 10-slide deck: 001.png … 010.png at the width asked, each the deck's 16:9 page, named after the deck", async () => {
    const res = await exportCall({ source: tenSlideDeck("Board review"), format: "png", width: 800 });
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="board-review\.zip"/);
    const entries = await zipOf(res);
    expect(entries.map(([name]) => name)).toEqual(names(10));
    for (const [name, png] of entries) {
      expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join(""), name).toBe("PNG");
      expect(sizeOf(png), name).toEqual([800, 450]);
    }
    // Each picture its own slide.
    expect(Buffer.compare(Buffer.from(entries[2]![1]), Buffer.from(entries[3]![1]))).not.toBe(0);
  }, 120_000);

  it("defaults to 1600 px; a deck's continuation pages are pictures as the PDF has them; a 4:3 deck's are 4:3", async () => {
    const pdf = new Uint8Array(await (await exportCall({ source: longDeck, format: "pdf" })).arrayBuffer());
    const pages = (await pdfPageSizes(pdf)).length;
    expect(pages).toBeGreaterThan(longDeck.slides.length);
    const entries = await zipOf(await exportCall({ source: longDeck, format: "png" }));
    expect(entries.map(([name]) => name)).toEqual(names(pages));
    expect(sizeOf(entries[0]![1])).toEqual([1600, 900]);
    const square = await zipOf(await exportCall({ source: { ...longDeck, size: "4:3" }, format: "png", width: 400 }));
    expect(sizeOf(square[0]![1])).toEqual([400, 300]);
  }, 120_000);

  it("a doc's pictures are its slides as its pptx summarises them", async () => {
    const entries = await zipOf(await exportCall({ source: doc, format: "png", width: 320 }));
    expect(entries).toHaveLength(docToDeck(doc).slides.length);
    expect(sizeOf(entries[0]![1])).toEqual([320, 180]);
  }, 120_000);

  it("on a 4:3 brand: 4:3 pictures with the template's background at a corner; a deck saved on it needs no brandId", async () => {
    const entries = await zipOf(
      await exportCall({ source: tenSlideDeck("On teal"), format: "png", width: 640, brandId: teal }),
    );
    expect(entries).toHaveLength(10);
    for (const [name, png] of entries) expect(sizeOf(png), name).toEqual([640, 480]);
    for (const i of [0, 4, 9]) {
      const corner = pixelAt(await decodePng(entries[i]![1]), 0.01, 0.01);
      expect(near(corner, BRAND_BACKGROUND), `${entries[i]![0]}: ${hex(corner)}`).toBe(true);
    }
    const made = await t.app.request(
      `/api/brands/${teal}/generate`,
      jsonRequest("POST", { source: tenSlideDeck("Saved on teal"), save: true }, alice.headers),
    );
    expect(made.status).toBe(200);
    const saved = await zipOf(
      await exportCall({ documentId: made.headers.get("x-document-id"), format: "png", width: 320 }),
    );
    expect(saved).toHaveLength(10);
    expect(sizeOf(saved[0]![1])).toEqual([320, 240]);
    expect(near(pixelAt(await decodePng(saved[1]![1]), 0.99, 0.99), BRAND_BACKGROUND)).toBe(true);
  }, 120_000);
});

describe("png export — errors", () => {
  it("a sheet has no slide pictures: 400 unsupported_format naming its formats", async () => {
    const res = await exportCall({ source: sheet, format: "png" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe("unsupported_format");
    expect(body.message).toMatch(/xlsx, csv, pdf, html/);
  });

  it("a width out of bounds or not whole is 400 invalid_request naming width; width with another format too", async () => {
    for (const width of [119, 3841, 800.5, "800"]) {
      const res = await exportCall({ source: tenSlideDeck(), format: "png", width });
      expect(res.status, String(width)).toBe(400);
      const body = await res.json();
      expect(body.error).toBe("invalid_request");
      expect(
        body.details.map((d: { path: string }) => d.path),
        String(width),
      ).toContain("width");
    }
    const pdf = await exportCall({ source: tenSlideDeck(), format: "pdf", width: 800 });
    expect(pdf.status).toBe(400);
    expect((await pdf.json()).details).toEqual([{ path: "width", message: "only with format png, not pdf" }]);
    const layout = await exportCall({ source: tenSlideDeck(), format: "png", layout: "handout" });
    expect(layout.status).toBe(400);
    expect((await layout.json()).details).toEqual([{ path: "layout", message: "only with format pdf, not png" }]);
  });
});

describe("png export — security", () => {
  it("another user's document or brand is 404, as a missing one", async () => {
    const made = await t.app.request(
      "/api/workspace/documents",
      jsonRequest("POST", { kind: "deck", title: "Private", source: tenSlideDeck("Private") }, alice.headers),
    );
    expect(made.status).toBe(201);
    const id = (await made.json()).document.id;
    const theirs = await exportCall({ documentId: id, format: "png" }, bob);
    expect(theirs.status).toBe(404);
    expect((await theirs.json()).error).toBe("not_found");
    const brand = await exportCall({ source: tenSlideDeck(), format: "png", brandId: teal }, bob);
    expect(brand.status).toBe(404);
    expect((await brand.json()).error).toBe("not_found");
  });
});

describe("png export — a drawing that fails midway", () => {
  it("answers an error before any byte (never a zip cut short under a 200) and leaves no file behind", async () => {
    // The pool hands over the page count and a first page, then its work process runs out of time.
    const drawn = t.deps.exports.slidePictures;
    t.deps.exports.slidePictures = async () => ({
      pages: 3,
      warnings: [],
      cancel: () => {},
      pictures: (async function* () {
        yield new Uint8Array(4096).fill(7);
        throw new ExportTimeoutError(60_000, "Drawing the pictures");
      })(),
    });
    try {
      const res = await exportCall({ source: longDeck, format: "png" });
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({
        error: "body_too_large",
        message: expect.stringMatching(/Drawing the pictures took longer than the 60 s/),
      });
      expect(await readdir(join(t.config.DATA_DIR, "spool"))).toEqual([]);
    } finally {
      t.deps.exports.slidePictures = drawn;
    }
  });
});
