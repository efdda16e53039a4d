// Deck → pptx: every layout, notes, charts, tables, images, overflow, links, Unicode; validator + one LibreOffice conversion.
import { describe, expect, it, afterAll } from "vitest";
import { unzipSync, strFromU8 } from "fflate";
import type { Deck } from "../model/source.js";
import { renderDeckToPptx } from "./index.js";
import { contrast } from "../model/colour.js";
import { assertValidOoxml } from "../../../test/ooxml/validate-package.js";
import { pngDataUrlOf, rgbPng } from "../../../test/png.js";
import { convertToPdf, sofficeSkipReason, type PdfResult } from "../../../test/office/soffice.js";

/** A real 2×1 PNG (red, blue). */
function tinyPng(): string {
  return pngDataUrlOf(rgbPng(2, 1, (x) => (x === 0 ? [255, 0, 0] : [0, 0, 255])));
}

const LONG_BULLETS = Array.from(
  { length: 30 },
  (_, i) => `Point ${i + 1}: a long bullet about revenue growth, margins, hiring plans and the regional pipeline`,
);

const deck: Deck = {
  kind: "deck",
  title: "Every layout",
  slides: [
    { layout: "title", title: "Quarterly review", subtitle: "Board meeting", notes: "Welcome **everyone** — 欢迎" },
    { layout: "section", title: "Part one", subtitle: "Where we are" },
    {
      layout: "bullets",
      title: "Highlights",
      bullets: ["Revenue up", { text: "Hiring", children: ["Engineering", "Sales"] }],
    },
    {
      layout: "content",
      title: "Unicode",
      body: "中文测试 **Привет мир** مرحبا بالعالم 🎉\n\n- [safe](https://example.com/x)\n- [unsafe](javascript:alert(1))\n\n`code()`",
    },
    { layout: "two-column", title: "Build or buy", left: "**Build**\n\n- control", right: "**Buy**\n\n- speed" },
    {
      layout: "table",
      title: "Regions",
      table: {
        columns: ["Region", "Q1", "Q2"],
        rows: [
          ["North", 10, 12],
          ["South", 8, null],
        ],
      },
    },
    {
      layout: "chart",
      title: "Growth",
      chart: {
        type: "column",
        categories: ["Q1", "Q2", "Q3"],
        series: [
          { name: "2025", values: [1, 2, 3] },
          { name: "2026", values: [2, 3, 5] },
        ],
      },
    },
    {
      layout: "chart",
      title: "Share",
      chart: { type: "pie", categories: ["A", "B"], series: [{ name: "Share", values: [60, 40] }] },
    },
    {
      layout: "chart",
      title: "Trend",
      chart: { type: "line", categories: ["Jan", "Feb"], series: [{ name: "Users", values: [10, 20] }] },
    },
    {
      layout: "chart",
      title: "Bars",
      chart: { type: "bar", categories: ["X", "Y"], series: [{ name: "S", values: [3, 4] }] },
    },
    { layout: "content", title: "With a table", body: "Intro text.\n\n| City | Pop |\n|---|--:|\n| Oslo | 700 |" },
    {
      layout: "content",
      title: "Shrunk",
      body: Array.from(
        { length: 9 },
        (_, i) => `Paragraph ${i + 1} has a sentence that is long enough to wrap onto a second line.`,
      ).join("\n\n"),
    },
    { layout: "quote", quote: "Simplicity is the soul of efficiency.", attribution: "Austin Freeman" },
    { layout: "image", title: "A picture", image: { src: tinyPng(), alt: "Red and blue pixels" } },
    { layout: "image", title: "Refused", image: { src: "data:image/svg+xml;base64,PHN2Zy8+", alt: "An SVG" } },
    { layout: "bullets", title: "Overflow", bullets: LONG_BULLETS, notes: "Long slide" },
    {
      layout: "table",
      title: "Big table",
      table: {
        columns: ["#", "Item", "Value"],
        rows: Array.from({ length: 40 }, (_, i) => [i + 1, `Item ${i + 1}`, i * 3]),
      },
    },
  ],
};

const files = (bytes: Uint8Array) => unzipSync(bytes);
const xml = (f: Record<string, Uint8Array>, name: string) => strFromU8(f[name]!);
const slideNames = (f: Record<string, Uint8Array>) =>
  Object.keys(f)
    .filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n))
    .sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]));

describe("renderDeckToPptx", async () => {
  const { bytes, warnings } = await renderDeckToPptx(deck);
  const f = files(bytes);
  const slides = slideNames(f);
  let pdf: PdfResult | null = null;
  afterAll(() => pdf?.cleanup());

  it("writes a structurally valid package", () => {
    assertValidOoxml(bytes, "deck.pptx");
  });

  it("continues overflowing bullets and tables on further slides", () => {
    const titles = slides.map((s) => /<a:t>([^<]*)<\/a:t>/.exec(xml(f, s))?.[1]);
    expect(titles.filter((t) => t === "Overflow (cont.)").length).toBeGreaterThanOrEqual(1);
    expect(titles.filter((t) => t === "Big table (cont.)").length).toBeGreaterThanOrEqual(1);
    expect(slides.length).toBeGreaterThan(deck.slides.length);
    const all = slides.map((s) => xml(f, s)).join("");
    for (const b of LONG_BULLETS) expect(all).toContain(b);
    for (let i = 1; i <= 40; i++) expect(all).toContain(`<a:t>Item ${i}</a:t>`);
  });

  it("makes native tables, charts with embedded workbooks, and notes with a notes master", () => {
    const tableSlide = slides.map((s) => xml(f, s)).find((s) => s.includes("<a:t>Regions</a:t>"))!;
    expect(tableSlide).toMatch(/<a:tbl>/);
    // Cells carry the theme's colours resolved to RGB, so their text reads on their own fill (WCAG AA).
    const header =
      /<a:srgbClr val="([0-9A-F]{6})"\/><\/a:solidFill><\/a:rPr><a:t>Region<\/a:t>.*?<a:tcPr[^>]*><a:solidFill><a:srgbClr val="([0-9A-F]{6})"/.exec(
        tableSlide,
      )!;
    expect(contrast(header[1]!, header[2]!)).toBeGreaterThanOrEqual(4.5);
    for (const [, text, fill] of tableSlide.matchAll(
      /<a:srgbClr val="([0-9A-F]{6})"\/><\/a:solidFill><\/a:rPr><a:t>[^<]*<\/a:t>.*?<a:tcPr[^>]*><a:solidFill><a:srgbClr val="([0-9A-F]{6})"/g,
    )) {
      expect(contrast(text!, fill!)).toBeGreaterThanOrEqual(4.5);
    }
    const charts = Object.keys(f).filter((n) => /^ppt\/charts\/chart\d+\.xml$/.test(n));
    expect(charts).toHaveLength(4);
    const kinds = charts.map((c) => xml(f, c));
    expect(kinds[0]).toMatch(/<c:barChart><c:barDir val="col"\/>/);
    expect(kinds[1]).toMatch(/<c:pieChart>/);
    expect(kinds[2]).toMatch(/<c:lineChart>/);
    expect(kinds[3]).toMatch(/<c:barChart><c:barDir val="bar"\/>/);
    const books = Object.keys(f).filter((n) => n.startsWith("ppt/embeddings/") && n.endsWith(".xlsx"));
    expect(books).toHaveLength(4);
    const book = unzipSync(f[books[0]!]!);
    expect(strFromU8(book["xl/worksheets/sheet1.xml"]!)).toContain("2026");
    expect(Object.keys(f).filter((n) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(n))).toHaveLength(2);
    expect(xml(f, "ppt/presentation.xml")).toContain("notesMasterIdLst");
    expect(xml(f, "ppt/notesSlides/notesSlide1.xml")).toContain("欢迎");
  });

  it("shrinks text that overflows a little instead of continuing it", () => {
    const shrunk = slides.map((s) => xml(f, s)).filter((s) => s.includes("Paragraph 1 has"));
    expect(shrunk).toHaveLength(1);
    const sizes = [...shrunk[0]!.matchAll(/<a:rPr[^>]* sz="(\d+)"/g)].map((m) => Number(m[1]));
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.max(...sizes)).toBeLessThan(2400);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(2400 * 0.6);
  });

  it("turns a Markdown table in a content slide into a native table slide", () => {
    const withTable = slides.map((s) => xml(f, s)).filter((s) => s.includes("<a:t>With a table</a:t>"));
    expect(withTable).toHaveLength(2);
    expect(withTable[0]).toContain("Intro text.");
    expect(withTable[1]).toMatch(/<a:tbl>.*<a:t>Oslo<\/a:t>.*<a:t>700<\/a:t>/s);
  });

  it("embeds png images and refuses other types with a warning", () => {
    expect(Object.keys(f).filter((n) => n.startsWith("ppt/media/"))).toEqual(["ppt/media/image1.png"]);
    expect(warnings.some((w) => /png\/jpeg\/gif/.test(w))).toBe(true);
  });

  it("keeps safe links and drops unsafe ones", () => {
    const rels = Object.keys(f)
      .filter((n) => n.startsWith("ppt/slides/_rels/"))
      .map((n) => xml(f, n))
      .join("");
    expect(rels).toContain('Target="https://example.com/x" TargetMode="External"');
    expect(rels).not.toContain("javascript");
    expect(slides.map((s) => xml(f, s)).join("")).toContain("<a:t>unsafe</a:t>");
  });

  it("fills placeholders by idx and inherits their styling (explicit colours only in table cells and free text boxes)", () => {
    const s = xml(f, slides[4]!);
    expect(s).toContain('<p:ph idx="1"/>');
    expect(s).toContain('<p:ph idx="2"/>');
    const placeholders = slides
      .flatMap((n) => xml(f, n).match(/<p:sp>.*?<\/p:sp>/gs) ?? [])
      .filter((sp) => sp.includes("<p:ph"));
    expect(placeholders.length).toBeGreaterThan(20);
    for (const sp of placeholders) expect(sp).not.toMatch(/srgbClr/);
  });

  it.skipIf(sofficeSkipReason)(
    `opens in LibreOffice with one page per slide and the Unicode text${sofficeSkipReason ? ` (skipped: ${sofficeSkipReason})` : ""}`,
    () => {
      pdf = convertToPdf(bytes, "pptx");
      expect(pdf.pages).toBe(slides.length);
      const text = pdf.text();
      for (const s of ["中文测试", "Привет мир", "مرحبا", "🎉", "Austin Freeman", "Item 40"]) expect(text).toContain(s);
    },
    180_000,
  );
});
