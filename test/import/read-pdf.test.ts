// PDF import: Quire's own PDF export read back, the real PDFs in test/fixtures/third-party/material, and hostile files.
import { readFileSync, readdirSync } from "node:fs";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { inlineText, type Block } from "../../src/formats/model/blocks.js";
import { parseMarkdown } from "../../src/formats/model/markdown/parse-markdown.js";
import { renderDocToPdf } from "../../src/formats/pdf/index.js";
import { DocSchema, SOURCE_LIMITS, type Doc } from "../../src/formats/model/source.js";
import type { ImportBudget, ImportResult } from "../../src/import/import-types.js";
import { pdfMarkdown } from "../../src/import/pdf/markdown.js";
import { joinLines } from "../../src/import/pdf/structure.js";
import { readPdf } from "../../src/import/pdf/read-pdf.js";
import { extraFixture, needs, readThirdParty } from "../fixtures.js";
import { javascriptPdf, manyPagesPdf, pdfkitPdf, predefinedCmapPdf } from "./hand-made-pdfs.js";

const PNG_2x2 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

const budget = (over: Partial<ImportBudget> = {}): ImportBudget => ({
  maxBytes: 25 << 20,
  maxUnzippedBytes: 200 << 20,
  maxPages: 500,
  deadline: Date.now() + 20_000,
  ...over,
});
const read = (bytes: Uint8Array, file: string, over: Partial<ImportBudget> = {}) => readPdf(bytes, file, budget(over));
const material = (file: string) => readThirdParty(`material/${file}`);
const markdownOf = (r: ImportResult) => (r.source as Doc).markdown;
const norm = (t: string) => t.normalize("NFKC").replace(/\s+/g, " ").trim();

/** The text of a doc's Markdown, by kind: headings, paragraphs, list items and table cells (normalised), code as it is. */
function contentOf(markdown: string) {
  const out = {
    headings: [] as string[],
    paragraphs: [] as string[],
    items: [] as string[],
    cells: [] as string[][],
    code: [] as string[],
  };
  const walk = (blocks: Block[]) => {
    for (const b of blocks) {
      if (b.type === "heading") out.headings.push(norm(inlineText(b.children)));
      else if (b.type === "paragraph") out.paragraphs.push(norm(inlineText(b.children)));
      else if (b.type === "list")
        for (const it of b.items) {
          const [first, ...rest] = it.blocks;
          if (first?.type === "paragraph") out.items.push(norm(inlineText(first.children)));
          walk(rest);
        }
      else if (b.type === "table")
        out.cells.push(...[b.header, ...b.rows].map((r) => r.map((c) => norm(inlineText(c)))));
      else if (b.type === "code") out.code.push(b.text);
    }
  };
  walk(parseMarkdown(markdown).blocks);
  return out;
}

const ROUND_TRIP = [
  "# Quarterly review",
  "",
  "An opening paragraph with **bold** and *italic* words that runs long enough to wrap over several lines of the page, so that the reader has to join its lines back into one paragraph; it also mentions a self-evident truth.",
  "",
  "## Results by region",
  "",
  "The regions moved apart this quarter: 1. the north grew, #2 held and <b>tags</b> stay text.",
  "",
  "- North grew fastest",
  "- South held steady",
  "  - with a nested point under it",
  "- East fell behind",
  "",
  "1. Plan the launch",
  "2. Hire two engineers",
  "3. Ship in March",
  "",
  "| Region | Revenue | Change | Note |",
  "|---|---|---|---|",
  "| North | 1,200 | +12% | Two new stores opened in the spring, and the second one beat its plan by a third |",
  "| South | 800 | -3% | Flat |",
  "| East | 450 | +1% | |",
  "",
  "### Notes on method",
  "",
  "```",
  "function total(rows) {",
  "  // Sum the revenue column.",
  "  return rows.reduce((sum, row) => sum + row.revenue, 0);",
  "}",
  "```",
  "",
  ...Array.from(
    { length: 14 },
    (_, i) =>
      `Paragraph ${i + 1} of the notes says what was measured, how it was counted and which of the figures above are estimates rather than counts taken at the end of the quarter.\n`,
  ),
  "## Next steps",
  "",
  "A closing paragraph after the page break.",
].join("\n");

describe("joinLines", () => {
  it("joins a hyphenated word only when the next line goes on in lower case, and CJK lines without a space", () => {
    expect(joinLines("an exam-", "ple of it")).toBe("an example of it");
    expect(joinLines("Just-in-", "Time")).toBe("Just-in-Time");
    expect(joinLines("a soft\u00AD", "hyphen")).toBe("a softhyphen");
    expect(joinLines("ends here.", "Next")).toBe("ends here. Next");
    expect(joinLines("我能吞下", "玻璃而不伤身体")).toBe("我能吞下玻璃而不伤身体");
  });
});

describe("pdfMarkdown", () => {
  it("keeps at most a doc's worth of Markdown, cut between blocks, and says on which page", () => {
    // 3 MB of text on 300 pages (reading that much through pdf.js takes seconds; the cut is the same).
    const blocks = Array.from({ length: 300 }, (_, i) => ({
      type: "paragraph" as const,
      text: `Page ${i + 1} says: ${"word ".repeat(2_000)}end.`,
      page: i + 1,
    }));
    const { markdown, cutOnPage, refs } = pdfMarkdown(blocks, "long.pdf");
    expect(Buffer.byteLength(markdown, "utf8")).toBeLessThanOrEqual(SOURCE_LIMITS.maxBytes);
    expect(markdown.endsWith("word end.")).toBe(true);
    expect(cutOnPage).toBe(markdown.split("\n\n").length + 1);
    expect(refs).toEqual([{ file: "long.pdf", page: 1 }]);
  });
});

describe("readPdf: Quire's own PDF export read back", () => {
  it("gives back the headings, paragraphs, list items, table cells and code of a doc exported to PDF", async () => {
    const doc: Doc = { kind: "doc", title: "Quarterly review", markdown: ROUND_TRIP };
    const { bytes } = await renderDocToPdf(doc);
    const r = await read(bytes, "review.pdf");
    expect(DocSchema.safeParse(r.source).success).toBe(true);
    expect(r.source.title).toBe("Quarterly review");
    expect(r.units).toEqual({ kind: "page", count: 2 });
    expect(r.warnings).toEqual([]);
    const want = contentOf(ROUND_TRIP);
    const got = contentOf(markdownOf(r));
    expect(got.headings).toEqual(want.headings);
    expect(got.paragraphs).toEqual(want.paragraphs);
    expect(got.items).toEqual(want.items);
    expect(got.cells).toEqual(want.cells);
    expect(got.code).toEqual(want.code);
    // Levels come from sizes; the nested bullet is nested; page numbers ("1 / 2") are gone.
    expect(markdownOf(r)).toMatch(/^# Quarterly review\n/);
    expect(markdownOf(r)).toContain("\n## Results by region\n");
    expect(markdownOf(r)).toContain("\n### Notes on method\n");
    expect(markdownOf(r)).toMatch(/\n {2}- with a nested point under it/);
    expect(markdownOf(r)).not.toMatch(/\d \/ 2/);
    expect(r.refs).toEqual([
      { file: "review.pdf", page: 1 },
      { file: "review.pdf", page: 1 },
      { file: "review.pdf", page: 2 },
    ]);
  });

  for (const name of readdirSync(new URL("../../content/showcase/", import.meta.url)).filter((f) =>
    f.endsWith(".json"),
  )) {
    const demo = JSON.parse(readFileSync(new URL(`../../content/showcase/${name}`, import.meta.url), "utf8")) as {
      source: { kind: string };
    };
    if (demo.source.kind !== "doc") continue;
    it(`reads back the headings of the showcase doc ${name} in order`, async () => {
      const doc = demo.source as Doc;
      const r = await read((await renderDocToPdf(doc)).bytes, `${name}.pdf`);
      const want = contentOf(doc.markdown).headings;
      expect(contentOf(markdownOf(r)).headings).toEqual(
        want[0] === norm(doc.title) ? want : [norm(doc.title), ...want],
      );
      expect(r.source.title).toBe(doc.title);
    });
  }
});

describe("readPdf: real PDFs", () => {
  it("pdfjs-tracemonkey-paper.pdf: 14 pages, its title, numbered sections in order, two columns joined, a table", async () => {
    const r = await read(material("pdfjs-tracemonkey-paper.pdf"), "pdfjs-tracemonkey-paper.pdf");
    expect(r.units).toEqual({ kind: "page", count: 14 });
    expect(r.source.title).toBe("Trace-based Just-in-Time Type Specialization for Dynamic Languages");
    const { headings, paragraphs, cells } = contentOf(markdownOf(r));
    const sections = headings.filter((h) => /^\d+\. /.test(h));
    expect(sections).toEqual([
      "1. Introduction",
      "2. Overview: Example Tracing Run",
      "3. Trace Trees",
      "4. Nested Trace Tree Formation",
      "5. Trace Tree Optimization",
      "6. Implementation",
      "7. Evaluation",
      "8. Related Work",
      "9. Conclusions",
      "10. Future Work",
    ]);
    expect(headings).toContain("3.1 Traces");
    // The abstract is one paragraph ("com-" + "pile" joined); the left column's last line runs on into the right's.
    expect(paragraphs).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Dynamic languages such as JavaScript are more difficult to compile than statically typed ones\. .* certain benchmark programs\.$/,
        ),
      ]),
    );
    expect(paragraphs.some((p) => p.includes("productivity applications such as Google Mail"))).toBe(true);
    expect(cells).toContainEqual(["3d-morph", "5", "8", "8", "2", "0", "1.6", "1.0", "1.6", "2.86x"]);
    expect(r.refs).toHaveLength(markdownOf(r).match(/^#{1,2} /gm)!.length);
    expect(r.refs[1]).toEqual({ file: "pdfjs-tracemonkey-paper.pdf", page: 1 });
  });

  it("pdfjs-tam-review.pdf: 23 pages, its title and headings, and a warning for fonts without a Unicode map", async () => {
    const r = await read(material("pdfjs-tam-review.pdf"), "pdfjs-tam-review.pdf");
    expect(r.units).toEqual({ kind: "page", count: 23 });
    expect(r.source.title).toBe(
      "Overview of the Technology Acceptance Model: Origins, Developments and Future Directions",
    );
    const { headings, paragraphs } = contentOf(markdownOf(r));
    expect(headings).toEqual(
      expect.arrayContaining(["Abstract", "The Theory of Reasoned Action", "Conclusions", "Bibliography"]),
    );
    expect(
      paragraphs.some((p) => p.startsWith("User acceptance of technology has been an important field of study")),
    ).toBe(true);
    expect(r.warnings.some((w) => /without a Unicode map/.test(w))).toBe(true);
    expect(markdownOf(r)).not.toMatch(/[\u0000-\u0008]/);
  });

  it("pdfjs-arabic-cid-truetype.pdf: one page of Arabic in logical order", async () => {
    const r = await read(material("pdfjs-arabic-cid-truetype.pdf"), "pdfjs-arabic-cid-truetype.pdf");
    expect(r.units).toEqual({ kind: "page", count: 1 });
    const lines = [...contentOf(markdownOf(r)).headings, ...contentOf(markdownOf(r)).paragraphs];
    expect(lines).toHaveLength(4);
    // "Kinds of Arabic fonts", first word first; presentation forms and the lam-khah ligature read as letters.
    for (const line of lines) expect(line).toBe("انواع الخطوط العربية");
  });

  // The ISO standard is an extra fixture only (see test/fixtures/third-party/README.md).
  const SPEC = "material/pypptx-iso-29500-3-spec.pdf";
  it.skipIf(!extraFixture(SPEC))(
    needs(
      "pypptx-iso-29500-3-spec.pdf: 46 pages, clause headings, its tables, running headers and page numbers dropped",
      SPEC,
    ),
    async () => {
      const r = await read(material("pypptx-iso-29500-3-spec.pdf"), "pypptx-iso-29500-3-spec.pdf");
      expect(r.units).toEqual({ kind: "page", count: 46 });
      const md = markdownOf(r);
      const { headings, cells } = contentOf(md);
      const clauses = headings.filter((h) => /^\d+\. /.test(h));
      expect(clauses.slice(0, 4)).toEqual([
        "1. Scope",
        "2. Conformance",
        "3. Normative References",
        "4. Terms and Definitions",
      ]);
      expect(headings).toEqual(
        expect.arrayContaining([
          "2.1 Document Conformance",
          "10.1.1 Ignorable Attribute",
          "Annex A. (informative) Validation Using NVDL",
        ]),
      );
      expect(md).toContain("| Character | Syntax |\n|---|---|\n| space | \\#x20 |");
      expect(cells).toContainEqual([
        "Ignorable",
        expect.stringMatching(/^A whitespace-delimited list of namespace prefixes .* in question\.$/),
      ]);
      expect(md.match(/29500-3:2012\(E\)/g)?.length ?? 0).toBeLessThanOrEqual(1);
      expect(md).not.toMatch(/^(\d+|[ivx]+)$/m);
    },
  );

  it("poi-quick.pdf: one page, its one sentence and title", async () => {
    const r = await read(material("poi-quick.pdf"), "poi-quick.pdf");
    expect(r.units).toEqual({ kind: "page", count: 1 });
    expect(r.source.title).toBe("The quick brown fox jumps over the lazy dog");
    expect(markdownOf(r)).toBe("The quick brown fox jumps over the lazy dog");
    expect(r.refs).toEqual([{ file: "poi-quick.pdf", page: 1 }]);
  });
});

describe("readPdf: hand-made, hostile and broken files", () => {
  it("reads only maxPages of a 10,000-page PDF and says so, quickly", async () => {
    const started = Date.now();
    const r = await read(manyPagesPdf(10_000), "many.pdf", { maxPages: 25 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(r.units).toEqual({ kind: "page", count: 10_000 });
    expect(r.warnings).toContain("Only the first 25 of 10,000 pages were read (the import limit is 25 pages).");
    expect(contentOf(markdownOf(r)).paragraphs).toHaveLength(25);
  });

  it("stops at the deadline with a warning, and refuses when nothing could be read in time", async () => {
    // 10,000 pages of 600 pieces: several seconds of reading, so the deadline comes first.
    const bytes = manyPagesPdf(10_000, 600);
    const started = Date.now();
    const r = await read(bytes, "many.pdf", { maxPages: 10_000, deadline: started + 1_500 });
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(r.warnings.some((w) => /^Only the first [\d,]+ of 10,000 pages were read in the time allowed/.test(w))).toBe(
      true,
    );
    await expect(read(bytes, "many.pdf", { deadline: Date.now() - 1 })).rejects.toMatchObject({
      code: "invalid_request",
    });
    const aborted = AbortSignal.abort();
    await expect(read(bytes, "many.pdf", { signal: aborted })).rejects.toMatchObject({ code: "invalid_request" });
  });

  it("stops between heavy pages when the time is up, leaving no unhandled rejection behind", async () => {
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", note);
    try {
      const started = Date.now();
      const r = await read(manyPagesPdf(200, 2_400), "heavy.pdf", { deadline: started + 700 });
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(r.warnings.some((w) => /^Only the first \d+ of 200 pages were read in the time allowed/.test(w))).toBe(
        true,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", note);
    }
  });

  it("reads Chinese set in a font that relies on a predefined CMap (PDFium's own CMaps)", async () => {
    expect(markdownOf(await read(predefinedCmapPdf(), "cjk.pdf"))).toBe("中文文本");
  });

  it("never runs a PDF's JavaScript (/OpenAction, document and page actions) and still reads its text", async () => {
    const marker = "__quirePdfScriptRan";
    const bytes = javascriptPdf(marker);
    // The file really carries scripts that a viewer with scripting would run on open and on showing the page.
    const probe = await getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false }).promise;
    expect(Object.keys((await probe.getJSActions()) ?? {})).toContain("OpenAction");
    expect(Object.keys((await (await probe.getPage(1)).getJSActions()) ?? {})).toContain("PageOpen");
    await probe.destroy();
    const r = await read(bytes, "script.pdf");
    expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined();
    expect(markdownOf(r)).toBe("The text of a file that carries a script.");
  });

  it("refuses garbage, truncated and non-PDF bytes with invalid_request", async () => {
    const real = material("poi-quick.pdf");
    const garbage = new Uint8Array(4096).map((_, i) => (i * 7919) % 251);
    for (const bytes of [
      garbage,
      real.slice(0, real.length >> 1),
      real.slice(0, 200),
      new TextEncoder().encode("%PDF-1.7\nnot really"),
      new TextEncoder().encode("hello"),
    ]) {
      await expect(read(bytes, "broken.pdf")).rejects.toMatchObject({
        code: "invalid_request",
        message: expect.stringMatching(/not a readable PDF/),
      });
    }
  });

  it("refuses a PDF without pages", async () => {
    await expect(read(manyPagesPdf(0), "empty.pdf")).rejects.toMatchObject({
      code: "invalid_request",
      message: "empty.pdf has no pages.",
    });
  });

  it("refuses a password-protected PDF, and reads one only restricted by an owner password", async () => {
    const draw = (doc: PDFKit.PDFDocument) => doc.fontSize(14).text("Secret quarterly figures", 40, 60);
    const locked = await pdfkitPdf({ userPassword: "open sesame", ownerPassword: "owner" }, draw);
    await expect(read(locked, "locked.pdf")).rejects.toMatchObject({
      code: "invalid_request",
      message: expect.stringMatching(/password/),
    });
    const restricted = await pdfkitPdf(
      { ownerPassword: "owner", permissions: { copying: false, modifying: false } },
      draw,
    );
    expect(markdownOf(await read(restricted, "restricted.pdf"))).toBe("Secret quarterly figures");
  });

  it("warns that a scanned page (an image, no text layer) is not read", async () => {
    const scanned = await pdfkitPdf({}, (doc) => doc.image(PNG_2x2, 0, 0, { width: 400, height: 300 }));
    const r = await read(scanned, "scan.pdf");
    expect(markdownOf(r)).toBe("");
    expect(r.warnings).toContain("The PDF has no text layer; scanned pages are not read (no OCR).");
    expect(r.source.title).toBe("scan");
  });
});
