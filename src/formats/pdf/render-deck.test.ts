// A deck's table and chart slides in the PDF wear the pptx's colours: the header row filled, rows banded, series in the
// pptx's order — read back from both files (the pptx's XML, the PDF's painted fills and text through pdf.js).
import { describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { renderDeckToPdf } from "./render-deck.js";
import { renderDeckToPptx } from "../pptx/render-deck-to-pptx.js";
import { THEME_NAMES } from "../model/themes.js";
import type { Deck, Slide, Theme } from "../model/source.js";
import type { SlideSize } from "../model/slide-size.js";
import { openOwnPdf, pdfjs, type PdfPage } from "../raster/pdfjs.js";
import { readPaint, type PagePaint } from "../../quality/read-paint.js";

const COUNTS = [1, 2, 3, 4];
const TABLE: Slide = {
  layout: "table",
  title: "Regions",
  table: {
    columns: ["Region", "Revenue", "Margin"],
    rows: [
      ["North", 1200, 0.31],
      ["South", 800, 0.28],
      ["East", 950, 0.33],
      ["West", 700, 0.25],
    ],
  },
};
const chartSlide = (n: number): Slide => ({
  layout: "chart",
  title: `${n} series`,
  chart: {
    type: "column",
    categories: ["Q1", "Q2"],
    series: Array.from({ length: n }, (_, k) => ({ name: `Series ${k + 1}`, values: [10 + k * 5, 12 + k * 4] })),
  },
});
/** A table slide, then a column chart of 1, 2, 3 and 4 series: one page and one slide each. */
const deckOn = (theme: Theme, size?: SlideSize): Deck => ({
  kind: "deck",
  title: "Colours",
  theme,
  ...(size ? { size } : {}),
  slides: [TABLE, ...COUNTS.map(chartSlide)],
});

const up = (c: string) => c.replace(/^#/, "").toUpperCase();

interface PptxLook {
  /** Per chart, in slide order: each c:ser's own fill (c:ser/c:spPr/a:solidFill). */
  series: string[][];
  /** Each table row's cell fill, header first, and the colour of its first run. */
  rows: { fill: string; text: string }[];
  /** The table's style and the slide master's lt1, the colour that style edges cells in. */
  tableStyle: string;
  lt1: string;
}

function pptxLook(bytes: Uint8Array): PptxLook {
  const files = unzipSync(bytes);
  const slide = (n: number) => strFromU8(files[`ppt/slides/slide${n}.xml`]!);
  // Each slide's chart part, by its relationship: the charts in slide order whatever the parts are called.
  const series = COUNTS.map((_, i) => {
    const rels = strFromU8(files[`ppt/slides/_rels/slide${i + 2}.xml.rels`]!);
    const target = /Target="\.\.\/charts\/([^"]+)"/.exec(rels)![1]!;
    const xml = strFromU8(files[`ppt/charts/${target}`]!);
    return [...xml.matchAll(/<c:ser>.*?<\/c:ser>/gs)].map(
      (m) => /^<c:ser>(?:(?!<c:dLbls>).)*?<c:spPr><a:solidFill><a:srgbClr val="([0-9A-F]{6})"/s.exec(m[0])![1]!,
    );
  });
  const rows = [...slide(1).matchAll(/<a:tr [^>]*>(.*?)<\/a:tr>/gs)].map((m) => ({
    fill: /<a:tcPr[^>]*><a:solidFill><a:srgbClr val="([0-9A-F]{6})"/.exec(m[1]!)![1]!,
    text: /<a:rPr[^>]*><a:solidFill><a:srgbClr val="([0-9A-F]{6})"/.exec(m[1]!)![1]!,
  }));
  const tableStyle = /<a:tableStyleId>([^<]+)</.exec(slide(1))![1]!;
  const masterTheme = /Target="\.\.\/theme\/([^"]+)"/.exec(
    strFromU8(files["ppt/slideMasters/_rels/slideMaster1.xml.rels"]!),
  )![1]!;
  const lt1 = /<a:lt1><a:srgbClr val="([0-9A-F]{6})"/.exec(strFromU8(files[`ppt/theme/${masterTheme}`]!))![1]!;
  return { series, rows, tableStyle, lt1 };
}

/** The fills painted below the slide title's rule (the page background, the edge bar and the rule itself left out). */
function bodyFills(page: PagePaint) {
  const fills = page.paints.filter((p) => p.kind === "fill");
  const rule = fills.find((p) => p.box.y1 - p.box.y0 < 5)!;
  return fills.filter((p) => p.box.y0 >= rule.box.y1 - 0.01);
}

/** The colours a page sets for stroking (read-paint.ts reports a stroke in the fill colour, so they are read here). */
async function strokeColours(page: PdfPage): Promise<Set<string>> {
  const { OPS } = pdfjs();
  const list = await page.getOperatorList();
  return new Set(
    list.fnArray.flatMap((fn, i) =>
      fn === OPS.setStrokeRGBColor ? [up(String((list.argsArray[i] as unknown[])[0]))] : [],
    ),
  );
}

interface PdfLook {
  series: string[][];
  /** The table's filled rows (top down) and the colour of the words in its header row and first body row. */
  tableFills: { colour: string; y0: number; y1: number }[];
  headerText: string[];
  bodyText: string[];
  /** The colours the table's lines are stroked in. */
  tableLines: Set<string>;
}

async function pdfLook(bytes: Uint8Array): Promise<PdfLook> {
  const pdf = await openOwnPdf(bytes);
  expect(pdf.numPages).toBe(1 + COUNTS.length);
  const table = await readPaint(await pdf.getPage(1));
  const series: string[][] = [];
  for (const [i, n] of COUNTS.entries()) {
    // Bars are painted category by category, series by series: the first n fills are the series of the first category.
    series.push(
      bodyFills(await readPaint(await pdf.getPage(i + 2)))
        .slice(0, n)
        .map((p) => up(p.colour!)),
    );
  }
  const tableFills = bodyFills(table).map((p) => ({ colour: up(p.colour!), y0: p.box.y0, y1: p.box.y1 }));
  const wordsOf = (cells: string[]) =>
    table.texts.filter((t) => cells.includes(t.text.trim())).map((t) => up(t.colour!));
  const tableLines = await strokeColours(await pdf.getPage(1));
  return {
    series,
    tableFills,
    headerText: wordsOf(["Region", "Revenue", "Margin"]),
    bodyText: wordsOf(["North", "1,200"]),
    tableLines,
  };
}

async function both(deck: Deck) {
  const pptx = pptxLook((await renderDeckToPptx(deck)).bytes);
  const pdf = await pdfLook((await renderDeckToPdf(deck)).bytes);
  return { pptx, pdf };
}

const CASES: [string, Theme, SlideSize?][] = [
  ...THEME_NAMES.map((name): [string, Theme] => [name, { name }]),
  ["mono at 4:3", { name: "mono" }, "4:3"],
  // Overrides the pptx writes into its theme part: a pale accent that fails on white, a light text on a dark theme.
  ["light with a pale accent", { name: "light", colors: { accent: "#FFE066" } }],
  ["dark with its own accent2", { name: "dark", colors: { accent2: "#0F141B", text: "#FFFFFF" } }],
];

describe("deck PDF colours follow the pptx", () => {
  it.each(CASES)("%s: every chart's series colours, 1 to 4 series, are the pptx chart's", async (_, theme, size) => {
    const { pptx, pdf } = await both(deckOn(theme, size));
    COUNTS.forEach((n, i) => expect(pptx.series[i], `pptx, ${n} series`).toHaveLength(n));
    expect(pdf.series).toEqual(pptx.series);
  });

  it.each(CASES)(
    "%s: the table's header row is filled and its rows banded as in the pptx, header words in the pptx's colour",
    async (_, theme, size) => {
      const { pptx, pdf } = await both(deckOn(theme, size));
      const [header, ...body] = pptx.rows;
      expect(body).toHaveLength(TABLE.layout === "table" ? TABLE.table.rows.length : 0);
      // The pptx fills every body cell; the PDF paints only the rows whose fill differs from the slide (the rest is the page).
      const background = body[0]!.fill;
      const banded = body.map((r, k) => ({ k, fill: r.fill })).filter((r) => r.fill !== background);
      expect(pdf.tableFills.map((f) => f.colour)).toEqual([header!.fill, ...banded.map((r) => r.fill)]);
      // The header fill is the top of the table; each band lies below it, in body row order.
      const [head, ...bands] = pdf.tableFills;
      for (const band of bands) expect(band.y0).toBeGreaterThanOrEqual(head!.y1 - 0.01);
      expect(new Set(pdf.headerText)).toEqual(new Set([header!.text]));
      expect(pdf.headerText).toHaveLength(3);
      expect(new Set(pdf.bodyText)).toEqual(new Set([body[0]!.text]));
      // Medium Style 2 – Accent 1 edges every cell in lt1 (white on a light theme, the light text colour on a dark one).
      expect(pptx.tableStyle).toBe("{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}");
      expect(pdf.tableLines).toEqual(new Set([pptx.lt1]));
    },
  );

  it("the table's banding is the pptx's: every second body row, the first plain", async () => {
    const { pptx, pdf } = await both(deckOn({ name: "light" }));
    const body = pptx.rows.slice(1).map((r) => r.fill);
    expect(body[0]).not.toBe(body[1]);
    expect(body).toEqual([body[0], body[1], body[0], body[1]]);
    const [head, ...bands] = pdf.tableFills;
    expect(bands).toHaveLength(2);
    // Rows 2 and 4 (of equal height): the first band starts one row below the header, the second three rows below it.
    const row = bands[0]!.y1 - bands[0]!.y0;
    expect(bands[0]!.y0 - head!.y1).toBeCloseTo(row, 0);
    expect(bands[1]!.y0 - head!.y1).toBeCloseTo(3 * row, 0);
  });

  it("a table continued over pages bands each page afresh, as each continuation slide of the pptx", async () => {
    const rows = Array.from({ length: 31 }, (_, i) => [`Site ${i + 1}`, 100 + i]);
    const deck: Deck = {
      kind: "deck",
      title: "Long",
      theme: { name: "light" },
      slides: [{ layout: "table", title: "Sites", table: { columns: ["Site", "Visits"], rows } }],
    };
    const pdf = await openOwnPdf((await renderDeckToPdf(deck)).bytes);
    expect(pdf.numPages).toBeGreaterThan(1);
    const { headerFill, bandFill } = { headerFill: "#2F6FEB", bandFill: "#EDEDEE" };
    for (let p = 1; p <= pdf.numPages; p++) {
      const page = await readPaint(await pdf.getPage(p));
      const [head, ...bands] = bodyFills(page);
      expect(head!.colour!.toUpperCase(), `page ${p}`).toBe(headerFill);
      const words = page.texts
        .filter((t) => /^Site \d+$/.test(t.text.trim()))
        .map((t) => t.baseline)
        .sort((a, b) => a - b);
      const row = words[1]! - words[0]!;
      expect(bands.length, `page ${p}`).toBe(Math.floor(words.length / 2));
      // The first band is the page's second body row.
      expect(bands[0]!.box.y0 - head!.box.y1, `page ${p}`).toBeCloseTo(row, 0);
      for (const b of bands) expect(b.colour!.toUpperCase()).toBe(bandFill);
    }
  });

  it.each(CASES)("%s: a pie's slices are the pptx pie's", async (_, theme, size) => {
    const pie: Slide = {
      layout: "chart",
      title: "Split",
      chart: {
        type: "pie",
        categories: ["A", "B", "C", "D", "E"],
        series: [{ name: "Share", values: [30, 25, 20, 15, 10] }],
      },
    };
    const deck: Deck = { kind: "deck", title: "Pie", theme, ...(size ? { size } : {}), slides: [pie] };
    const files = unzipSync((await renderDeckToPptx(deck)).bytes);
    const chart = strFromU8(Object.entries(files).find(([n]) => /^ppt\/charts\/chart\d+\.xml$/.test(n))![1]);
    const slices = [
      ...chart.matchAll(
        /<c:dPt><c:idx val="\d+"\/><c:bubble3D val="0"\/><c:spPr><a:solidFill><a:srgbClr val="([0-9A-F]{6})"/g,
      ),
    ].map((m) => m[1]!);
    expect(slices).toHaveLength(5);
    const pdf = await openOwnPdf((await renderDeckToPdf(deck)).bytes);
    expect(
      bodyFills(await readPaint(await pdf.getPage(1)))
        .slice(0, 5)
        .map((p) => up(p.colour!)),
    ).toEqual(slices);
  });
});
