// POST /api/export with a brand: a deck's or doc's pptx on the brand's own masters, layouts and theme; errors; security.
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Source } from "../../src/formats/model/source.js";
import { personalSpace } from "../../src/lib/space-id.js";
import { createDocument } from "../../src/documents/create-document.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { validateOoxml } from "../ooxml/validate-package.js";
import { convertToPdf, sofficeSkipReason } from "../office/soffice.js";
import { fixture } from "../brands/hostile-zips.js";
import { tenSlideDeck } from "../brands/deck-fixture.js";
import { pdfPageSizes } from "../brands/drawn-pages.js";

const DEFAULT_4X3 = "pypptx-default-4x3.pptx";
const TWO_MASTERS = "automizer-SlidesWithAdditionalMaster.pptx";
const BRAND_PART = /^ppt\/(slideMasters|slideLayouts|theme)\/[^/]+\.xml$/;
const SLIDE_PART = /^ppt\/slides\/(_rels\/)?slide\d+\.xml(\.rels)?$/;
const MISSING_BRAND = "brand_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ";

const doc: Source = {
  kind: "doc",
  title: "Field notes",
  markdown:
    "# Field notes\n\nIntro with **bold** text.\n\n## Findings\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n## Next\n\nShip it.\n",
};

let t: TestApp;
let alice: KeySession;
let bob: KeySession;
const brands = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_EXPORT_PER_MINUTE: "1000",
      RATE_LIMIT_EXPORT_PER_DAY: "10000",
      RATE_LIMIT_GENERATE_PER_MINUTE: "1000",
      RATE_LIMIT_BRANDS_PER_MINUTE: "1000",
    },
  });
  alice = await signUpWithKey(t);
  bob = await signUpWithKey(t);
  for (const name of [DEFAULT_4X3, TWO_MASTERS]) brands.set(name, await upload(alice, name));
}, 60_000);
afterAll(async () => t?.close());

async function upload(who: KeySession, name: string): Promise<string> {
  const form = new FormData();
  form.append("file", new File([fixture(name)], name));
  const res = await t.app.request("/api/brands", { method: "POST", headers: who.headers, body: form });
  expect(res.status).toBe(201);
  return (await res.json()).brand.id;
}

const exportCall = (body: unknown, who: KeySession = alice) =>
  t.app.request("/api/export", jsonRequest("POST", body, who.headers));

async function pptxOf(res: Response): Promise<Record<string, Uint8Array>> {
  expect(
    res.status,
    await res
      .clone()
      .text()
      .catch(() => ""),
  ).toBe(200);
  expect(res.headers.get("content-type")).toBe(
    "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  );
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(validateOoxml(bytes)).toEqual([]);
  return unzipSync(bytes);
}

const text = (part: Uint8Array | undefined) => new TextDecoder().decode(part);
const slideCount = (pkg: Record<string, Uint8Array>) =>
  Object.keys(pkg).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n)).length;
const layoutNames = (pkg: Record<string, Uint8Array>) =>
  Object.keys(pkg)
    .filter((n) => /^ppt\/slideLayouts\/[^/]+\.xml$/.test(n))
    .map((n) => /<p:cSld[^>]*\bname="([^"]*)"/.exec(text(pkg[n]))?.[1])
    .sort();
const slideSize = (pkg: Record<string, Uint8Array>) =>
  /<p:sldSz[^>]*\/>/.exec(text(pkg["ppt/presentation.xml"]))?.[0].match(/c[xy]="\d+"/g);

/** Every master, layout and theme of the upload is in the output, byte for byte (as brand generate keeps them). */
function expectOnBrand(out: Record<string, Uint8Array>, name: string): void {
  const brand = unzipSync(fixture(name));
  const parts = Object.keys(brand).filter((n) => BRAND_PART.test(n));
  expect(parts.some((n) => n.startsWith("ppt/slideMasters/"))).toBe(true);
  for (const n of parts) {
    expect(out[n], n).toBeDefined();
    expect(Buffer.compare(Buffer.from(out[n]!), Buffer.from(brand[n]!)), n).toBe(0);
  }
  expect(layoutNames(out)).toEqual(layoutNames(brand));
  expect(slideSize(out)).toEqual(slideSize(brand));
}

describe("export on a brand — happy", () => {
  it("a deck with brandId is built on the brand's masters, layouts and theme, exactly as brand generate builds it", async () => {
    const brandId = brands.get(DEFAULT_4X3)!;
    const source = tenSlideDeck("Board review");
    const res = await exportCall({ source, format: "pptx", brandId, filename: "Board review" });
    expect(res.headers.get("content-disposition")).toContain('filename="Board review.pptx"');
    const out = await pptxOf(res);
    expect(slideCount(out)).toBe(10);
    expectOnBrand(out, DEFAULT_4X3);
    // The title slide sits on the brand's title layout, a bullets slide on its title-and-content layout.
    expect(text(out["ppt/slides/_rels/slide1.xml.rels"])).toContain("slideLayout1.xml");
    expect(text(out["ppt/slides/_rels/slide3.xml.rels"])).toContain("slideLayout2.xml");

    const generated = unzipSync(
      new Uint8Array(
        await (
          await t.app.request(`/api/brands/${brandId}/generate`, jsonRequest("POST", { source }, alice.headers))
        ).arrayBuffer(),
      ),
    );
    const slideParts = Object.keys(generated)
      .filter((n) => SLIDE_PART.test(n))
      .sort();
    expect(
      Object.keys(out)
        .filter((n) => SLIDE_PART.test(n))
        .sort(),
    ).toEqual(slideParts);
    for (const n of slideParts) expect(text(out[n]), n).toBe(text(generated[n]));
  });

  it("without brandId the same deck is not on the brand (the comparison above can fail)", async () => {
    const out = await pptxOf(await exportCall({ source: tenSlideDeck("Board review"), format: "pptx" }));
    const brand = unzipSync(fixture(DEFAULT_4X3));
    expect(out["ppt/theme/theme1.xml"]).toBeDefined();
    expect(
      Buffer.compare(Buffer.from(out["ppt/theme/theme1.xml"]!), Buffer.from(brand["ppt/theme/theme1.xml"]!)),
    ).not.toBe(0);
    expect(layoutNames(out)).not.toEqual(layoutNames(brand));
    expect(slideSize(out)).not.toEqual(slideSize(brand));
  });

  it("a doc → pptx with brandId: summarised into slides on a two-master brand", async () => {
    const out = await pptxOf(await exportCall({ source: doc, format: "pptx", brandId: brands.get(TWO_MASTERS)! }));
    expectOnBrand(out, TWO_MASTERS);
    // title (its one-sentence intro as subtitle), Findings (bullets + its table), Next (content)
    expect(slideCount(out)).toBe(4);
    const all = Object.keys(out)
      .filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n))
      .map((n) => text(out[n]))
      .join("");
    for (const s of ["Findings", "Ship it.", "Intro with"]) expect(all).toContain(s);
    expect(all).toContain("<a:tbl>");
  });

  it("documentId of a deck saved on a brand exports on that brand; an explicit brandId overrides it; its pdf is drawn on the brand too", async () => {
    const saved = await t.app.request(
      `/api/brands/${brands.get(DEFAULT_4X3)!}/generate`,
      jsonRequest("POST", { source: tenSlideDeck("Saved on brand"), save: true }, alice.headers),
    );
    const documentId = saved.headers.get("x-document-id")!;
    expect(documentId).toMatch(/^doc_/);

    const implicit = await exportCall({ documentId, format: "pptx" });
    expect(implicit.headers.get("x-export-warnings")).toBe("0");
    expect(implicit.headers.get("content-disposition")).toContain('filename="saved-on-brand.pptx"');
    expectOnBrand(await pptxOf(implicit), DEFAULT_4X3);

    expectOnBrand(
      await pptxOf(await exportCall({ documentId, format: "pptx", brandId: brands.get(TWO_MASTERS)! })),
      TWO_MASTERS,
    );

    const pdf = await exportCall({ documentId, format: "pdf" });
    expect(pdf.status, await pdf.clone().text()).toBe(200);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(text(bytes.subarray(0, 4))).toBe("%PDF");
    // The brand's 4:3 page, one per slide: not Quire's own 16:9 drawing.
    const sizes = await pdfPageSizes(bytes);
    expect(sizes).toHaveLength(10);
    for (const size of sizes) expect(size).toEqual([720, 540]);
  }, 60_000);

  it("documentId of a doc saved with a brand exports its pptx on that brand", async () => {
    const saved = await createDocument(t.deps, {
      owner: { userId: alice.userId, spaceId: personalSpace(alice.userId) },
      kind: "doc",
      title: doc.title,
      source: doc,
      origin: "agent",
      brandId: brands.get(TWO_MASTERS)!,
    });
    expectOnBrand(await pptxOf(await exportCall({ documentId: saved.id, format: "pptx" })), TWO_MASTERS);
  });

  it("a document whose brand was deleted still exports, on the built-in theme, with a warning", async () => {
    const brandId = await upload(alice, DEFAULT_4X3);
    const saved = await t.app.request(
      `/api/brands/${brandId}/generate`,
      jsonRequest("POST", { source: tenSlideDeck("Orphan"), save: true }, alice.headers),
    );
    const documentId = saved.headers.get("x-document-id")!;
    expect((await t.app.request(`/api/brands/${brandId}`, { method: "DELETE", headers: alice.headers })).status).toBe(
      200,
    );
    const res = await exportCall({ documentId, format: "pptx" });
    expect(res.headers.get("x-export-warnings")).toBe("1");
    const out = await pptxOf(res);
    expect(slideSize(out)).not.toEqual(slideSize(unzipSync(fixture(DEFAULT_4X3))));
    // Asking for that brand by name is an error, not a silent fallback.
    expect((await exportCall({ documentId, format: "pptx", brandId })).status).toBe(404);
  });

  it.skipIf(sofficeSkipReason !== null)(
    "LibreOffice opens a branded doc export with one page per slide",
    async () => {
      const bytes = new Uint8Array(
        await (await exportCall({ source: doc, format: "pptx", brandId: brands.get(TWO_MASTERS)! })).arrayBuffer(),
      );
      const pdf = convertToPdf(bytes, "pptx");
      try {
        expect(pdf.pages).toBe(4);
        expect(pdf.text()).toContain("Ship it.");
      } finally {
        pdf.cleanup();
      }
    },
    120_000,
  );
});

describe("export on a brand — errors", () => {
  it("400 invalid_brand_id for a brandId not of the id form (before any lookup)", async () => {
    for (const brandId of [
      "brand_x",
      "../../etc/passwd",
      "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ",
      "brand_01JD8X3K5Q2W7Y9Z0ABCDEFGH\u0000",
      "",
    ]) {
      const res = await exportCall({ source: tenSlideDeck(), format: "pptx", brandId });
      expect(res.status, brandId).toBe(400);
      expect((await res.json()).error).toBe("invalid_brand_id");
    }
  });

  it("404 not_found for a brand that does not exist", async () => {
    const res = await exportCall({ source: tenSlideDeck(), format: "pptx", brandId: MISSING_BRAND });
    expect(res.status).toBe(404);
    expect((await res.json()).error).toBe("not_found");
  });

  it("400 unsupported_format for brandId with a format other than pptx, pdf, html and png, and for a sheet", async () => {
    for (const format of ["docx", "md"]) {
      const res = await exportCall({ source: tenSlideDeck(), format, brandId: brands.get(DEFAULT_4X3)! });
      expect(res.status, format).toBe(400);
      const body = await res.json();
      expect(body.error).toBe("unsupported_format");
      expect(body.message).toMatch(/pptx, pdf, html and png/);
    }
    const sheet = { kind: "sheet", title: "S", sheets: [{ name: "S", columns: [{ header: "A" }], rows: [["x"]] }] };
    for (const format of ["pptx", "xlsx", "pdf", "html"]) {
      const res = await exportCall({ source: sheet, format, brandId: brands.get(DEFAULT_4X3)! });
      expect(res.status, format).toBe(400);
      expect((await res.json()).error, format).toBe("unsupported_format");
    }
  });
});

describe("export on a brand — security", () => {
  it("401 without credentials", async () => {
    const res = await t.app.request(
      "/api/export",
      jsonRequest("POST", { source: tenSlideDeck(), format: "pptx", brandId: brands.get(DEFAULT_4X3)! }),
    );
    expect(res.status).toBe(401);
  });

  it("404 for another user's brand, the same answer as for a missing one", async () => {
    const theirs = await exportCall({ source: tenSlideDeck(), format: "pptx", brandId: brands.get(DEFAULT_4X3)! }, bob);
    const missing = await exportCall({ source: tenSlideDeck(), format: "pptx", brandId: MISSING_BRAND }, bob);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual(await missing.json());
  });

  it("a document of one user pointing at another user's brand never gets that brand's template", async () => {
    const saved = await createDocument(t.deps, {
      owner: { userId: bob.userId, spaceId: personalSpace(bob.userId) },
      kind: "deck",
      title: "Bob's deck",
      source: tenSlideDeck("Bob's deck"),
      origin: "agent",
      brandId: brands.get(DEFAULT_4X3)!,
    });
    const res = await exportCall({ documentId: saved.id, format: "pptx" }, bob);
    expect(res.headers.get("x-export-warnings")).toBe("1");
    const out = await pptxOf(res);
    expect(slideSize(out)).not.toEqual(slideSize(unzipSync(fixture(DEFAULT_4X3))));
  });
});
