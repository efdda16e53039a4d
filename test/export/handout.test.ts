// POST /api/export pdf with layout "handout": portrait pages with each slide's picture (a tagged Figure whose alt is the
// slide's title) above its speaker notes and sources, on built-in themes and on a brand; errors; another user's
// document or brand; an organization key without documents:read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openOwnPdf, pdfjs } from "../../src/formats/raster/pdfjs.js";
import type { Deck, Doc } from "../../src/formats/model/source.js";
import { signInWithCookie, signUpWithKey, type CookieSession, type KeySession } from "../auth-helpers.js";
import { colouredTemplate, pdfPageSizes } from "../brands/drawn-pages.js";
import { tenSlideDeck } from "../brands/deck-fixture.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { json, refused } from "../organizations/answers.js";
import { readTagged, rules } from "../pdf/pdf-structure.js";
import { documentLanguage } from "../../src/formats/model/language.js";

const NOTE = "Pause here and ask who has tried the new flow.";
const notedDeck = (): Deck => {
  const deck = tenSlideDeck("Board review");
  deck.slides[3] = {
    ...deck.slides[3]!,
    notes: `${NOTE}\n\n- Sign-ups up **54%**`,
    sources: [{ file: "board-report.pdf", page: 4 }],
  };
  return deck;
};
const bare: Deck = {
  kind: "deck",
  title: "No notes",
  slides: [
    { layout: "title", title: "No notes" },
    { layout: "bullets", title: "Points", bullets: ["One", "Two"] },
  ],
};
/** A doc whose Findings are summarised on their slide: their whole text goes to its notes. */
const doc: Doc = {
  kind: "doc",
  title: "Field notes",
  markdown:
    "# Field notes\n\nIntro.\n\n## Findings\n\nWe found that the **queue** doubled in March, after the spring intake arrived two weeks early and the second line was still closed for repairs. " +
    "It halved again in May once the second line opened, and the waiting time fell from forty minutes to twelve. Staff overtime fell by a third over the same weeks.\n\n" +
    "The pattern repeated at both sites, which points to capacity rather than scheduling as the cause of the delays.\n\n## Next\n\nShip it.\n",
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
      RATE_LIMIT_WORKSPACE_PER_MINUTE: "1000",
    },
  });
  alice = await signUpWithKey(t);
  bob = await signUpWithKey(t);
  const form = new FormData();
  form.append("file", new File([colouredTemplate() as BlobPart], "teal-4x3.pptx"));
  teal = (await json(await t.app.request("/api/brands", { method: "POST", headers: alice.headers, body: form }), 201))
    .brand.id;
}, 60_000);
afterAll(async () => t?.close());

const exportCall = (body: unknown, headers: Record<string, string> = alice.headers) =>
  t.app.request("/api/export", jsonRequest("POST", body, headers));

async function pdfOf(res: Response): Promise<Uint8Array> {
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  return new Uint8Array(await res.arrayBuffer());
}

/** Every page's text, and how many pictures (image XObjects) each page paints. */
async function readHandout(pdf: Uint8Array): Promise<{ text: string[]; pictures: number[] }> {
  const doc = await openOwnPdf(pdf);
  const { OPS } = pdfjs();
  try {
    const text: string[] = [];
    const pictures: number[] = [];
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      text.push((await page.getTextContent()).items.map((i) => ("str" in i ? i.str : "")).join(" "));
      pictures.push((await page.getOperatorList()).fnArray.filter((op) => op === OPS.paintImageXObject).length);
    }
    return { text, pictures };
  } finally {
    await doc.destroy();
  }
}

/** The alt texts of the PDF's Figures, in order (its structure tree as pdf.js reads it). */
async function figureAlts(pdf: Uint8Array): Promise<string[]> {
  const doc = await openOwnPdf(pdf);
  const alts: string[] = [];
  type Node = { role?: string; alt?: string; children?: Node[] };
  const walk = (n: Node | null) => {
    if (!n) return;
    if (n.role === "Figure") alts.push(n.alt ?? "");
    for (const c of n.children ?? []) walk(c);
  };
  try {
    for (let p = 1; p <= doc.numPages; p++) walk((await (await doc.getPage(p)).getStructTree()) as Node);
    return alts;
  } finally {
    await doc.destroy();
  }
}

describe("handout — happy", () => {
  it("a deck's handout: portrait pages, every slide's picture, its notes and sources in words, its title the picture's alt", async () => {
    const res = await exportCall({ source: notedDeck(), format: "pdf", layout: "handout" });
    expect(res.headers.get("content-disposition")).toMatch(/filename="board-review\.pdf"/);
    const pdf = await pdfOf(res);
    const sizes = await pdfPageSizes(pdf);
    for (const [w, h] of sizes) expect([w, h]).toEqual([595, 842]);
    expect(sizes.length).toBeGreaterThanOrEqual(4);
    expect(sizes.length).toBeLessThanOrEqual(6);
    const { text, pictures } = await readHandout(pdf);
    expect(pictures.reduce((a, b) => a + b, 0)).toBe(10);
    const all = text.join("\n");
    expect(all).toContain(NOTE);
    expect(all).toMatch(/Sign-ups up\s*54%/);
    expect(all).toMatch(/Sources:\s*board-report\.pdf, page 4/);
    expect(all).toContain("Stress the churn number.");
    expect(all).toContain("No speaker notes.");
    // Slides without notes say so, one line each: 10 slides, 3 with notes.
    expect(all.match(/No speaker notes\./g)).toHaveLength(7);
    const alts = await figureAlts(pdf);
    expect(alts).toHaveLength(10);
    expect(alts.slice(0, 4)).toEqual(["Quarterly review", "Results", "Highlights", "What changed"]);
  }, 120_000);

  it("is a tagged PDF for PDF/UA-1: headings in order, pictures with alt, every word tagged, page numbers artifacts", async () => {
    const source = notedDeck();
    const tagged = await readTagged(await pdfOf(await exportCall({ source, format: "pdf", layout: "handout" })));
    const { languages, documentEntries, ...plain } = rules;
    for (const [name, rule] of Object.entries(plain)) expect(rule(tagged), name).toEqual([]);
    expect(languages(tagged, documentLanguage(source))).toEqual([]);
    expect(documentEntries(tagged, source.title)).toEqual([]);
  }, 120_000);

  it("a deck without notes gets its handout, each slide saying it has none; a US English deck prints on Letter", async () => {
    const pdf = await pdfOf(
      await exportCall({ source: { ...bare, language: "en-US" }, format: "pdf", layout: "handout" }),
    );
    expect((await pdfPageSizes(pdf))[0]).toEqual([612, 792]);
    const { text, pictures } = await readHandout(pdf);
    expect(pictures).toEqual([2]);
    expect(text[0]!.match(/No speaker notes\./g)).toHaveLength(2);
  }, 60_000);

  it("`layout: slides` is the usual pdf; a doc's handout is its slides with the full text in their notes", async () => {
    const slides = await pdfOf(await exportCall({ source: bare, format: "pdf", layout: "slides" }));
    expect(await pdfPageSizes(slides)).toEqual([
      [960, 540],
      [960, 540],
    ]);
    const { text, pictures } = await readHandout(
      await pdfOf(await exportCall({ source: doc, format: "pdf", layout: "handout" })),
    );
    expect(pictures.reduce((a, b) => a + b, 0)).toBe(3);
    expect(text.join("\n")).toMatch(/It halved again in May once the second line opened/);
  }, 60_000);

  it("on a 4:3 brand: the pictures are the brand's drawing (4:3), the notes Quire's", async () => {
    const pdf = await pdfOf(await exportCall({ source: notedDeck(), format: "pdf", layout: "handout", brandId: teal }));
    const { text, pictures } = await readHandout(pdf);
    expect(pictures.reduce((a, b) => a + b, 0)).toBe(10);
    expect(text.join("\n")).toContain(NOTE);
    // The pictures' shape: the first page's image is drawn 4:3 (its transform's scale).
    const doc = await openOwnPdf(pdf);
    try {
      const ops = await (await doc.getPage(1)).getOperatorList();
      const { OPS } = pdfjs();
      const at = ops.fnArray.indexOf(OPS.paintImageXObject);
      const matrix = ops.argsArray
        .slice(0, at)
        .reverse()
        .find((_, i) => ops.fnArray[at - 1 - i] === OPS.transform) as number[];
      expect(Math.abs(matrix[0]! / matrix[3]!)).toBeCloseTo(4 / 3, 2);
    } finally {
      await doc.destroy();
    }
  }, 120_000);
});

describe("handout — errors", () => {
  it("a sheet's handout is 400 unsupported_format; layout with another format 400 invalid_request; an unknown layout too", async () => {
    const sheet = { kind: "sheet", title: "S", sheets: [{ name: "S", columns: [{ header: "A" }], rows: [["x"]] }] };
    expect(
      (await refused(await exportCall({ source: sheet, format: "pdf", layout: "handout" }), 400, "unsupported_format"))
        .message,
    ).toMatch(/handout/);
    const docx = await refused(
      await exportCall({ source: bare, format: "docx", layout: "handout" }),
      400,
      "invalid_request",
    );
    expect((docx as unknown as { details: unknown }).details).toEqual([
      { path: "layout", message: "only with format pdf, not docx" },
    ]);
    await refused(await exportCall({ source: bare, format: "pdf", layout: "notes" }), 400, "invalid_request");
  });
});

describe("handout — security", () => {
  it("another user's document or brand is 404", async () => {
    const id = (
      await json(
        await t.app.request(
          "/api/workspace/documents",
          jsonRequest("POST", { kind: "deck", title: "Private", source: bare }, alice.headers),
        ),
        201,
      )
    ).document.id;
    await refused(
      await exportCall({ documentId: id, format: "pdf", layout: "handout" }, bob.headers),
      404,
      "not_found",
    );
    await refused(
      await exportCall({ source: bare, format: "pdf", layout: "handout", brandId: teal }, bob.headers),
      404,
      "not_found",
    );
  });

  it("an organization key needs documents:read for a handout or the pictures of its documents (403 naming it)", async () => {
    const maker: CookieSession = await signInWithCookie(t);
    const orgId = (
      await json(
        await t.app.request("/api/organizations", jsonRequest("POST", { name: "Handout Co" }, maker.headers)),
        201,
      )
    ).id;
    const key = async (scopes: string[]) => ({
      authorization: `Bearer ${(await json(await t.app.request(`/api/organizations/${orgId}/keys`, jsonRequest("POST", { name: scopes.join("+"), scopes }, maker.headers)), 201)).key}`,
    });
    const writer = await key(["documents:write"]);
    const id = (
      await json(
        await t.app.request(
          "/api/workspace/documents",
          jsonRequest("POST", { kind: "deck", title: "Org deck", source: bare }, writer),
        ),
        201,
      )
    ).document.id;
    const agentOnly = await key(["agent"]);
    for (const body of [
      { documentId: id, format: "pdf", layout: "handout" },
      { documentId: id, format: "png" },
      { source: bare, format: "png" },
    ]) {
      expect((await refused(await exportCall(body, agentOnly), 403, "forbidden")).message).toMatch(/documents:read/);
    }
    const reader = await key(["documents:read"]);
    await pdfOf(await exportCall({ documentId: id, format: "pdf", layout: "handout" }, reader));
    const zip = await exportCall({ documentId: id, format: "png", width: 200 }, reader);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
  }, 60_000);
});
