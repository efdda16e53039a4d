// A deck table's cells read the same in pptx, PDF and HTML (numbers in the deck language's grouping, text as written),
// and a table whose source names no column has no header row in any of them: each file read back, not our model.
import { describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { parse, type DefaultTreeAdapterTypes as T } from "parse5";
import { renderDeckToPptx } from "../pptx/render-deck-to-pptx.js";
import { renderDeckToPdf } from "../pdf/render-deck.js";
import { renderDeckToDocx } from "../docx/render-deck-to-docx.js";
import { renderHtml } from "../html/render-html.js";
import { openOwnPdf } from "../raster/pdfjs.js";
import { readPaint, type TextRun } from "../../quality/read-paint.js";
import { formatNumber, localiseNumberText } from "./locale-number.js";
import { hasHeaderRow, tableCellText } from "./table-cells.js";
import type { Deck, TableData } from "./source.js";

const NNBSP = "\u202F";

const TABLE: TableData = {
  columns: ["Item", "Amount", "Price", "Share"],
  rows: [
    ["Revenue", 1420000, "$1,250.00", "12.5%"],
    ["Costs", -250000.75, "1.250,00 €", "-4%"],
    ["Ratio", 0.125, "€ 3.5 bn", "0,5 %"],
    ["Units", 98765432, 1234.5, -0.5],
  ],
};
const LABELS = new Set(["Item", ...TABLE.rows.map((r) => String(r[0]))]);
const HEADERLESS: TableData = {
  columns: ["", " ", ""],
  rows: [
    ["North", 1200, "5%"],
    ["South", 800, "7%"],
    ["East", 950, "6%"],
  ],
};

const deckIn = (language: string): Deck => ({
  kind: "deck",
  title: "Numbers",
  language,
  slides: [
    { layout: "table", title: "Figures", table: TABLE },
    { layout: "table", title: "Regions", table: HEADERLESS },
  ],
});

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

interface PptxTable {
  firstRow: string;
  rows: { fill: string; cells: string[] }[];
}

/** Each table slide's a:tbl: its firstRow flag and each row's first cell fill and cell texts. */
function pptxTables(bytes: Uint8Array): PptxTable[] {
  const files = unzipSync(bytes);
  const slides = Object.keys(files)
    .filter((f) => /^ppt\/slides\/slide\d+\.xml$/.test(f))
    .sort((a, b) => Number(/(\d+)\.xml$/.exec(a)![1]) - Number(/(\d+)\.xml$/.exec(b)![1]));
  return slides.map((name) => {
    const xml = strFromU8(files[name]!);
    return {
      firstRow: /<a:tblPr firstRow="(\d)"/.exec(xml)![1]!,
      rows: [...xml.matchAll(/<a:tr [^>]*>(.*?)<\/a:tr>/gs)].map((tr) => ({
        fill: /<a:tcPr[^>]*><a:solidFill><a:srgbClr val="([0-9A-F]{6})"/.exec(tr[1]!)![1]!,
        cells: [...tr[1]!.matchAll(/<a:tc>(.*?)<\/a:tc>/gs)].map((tc) =>
          unescapeXml([...tc[1]!.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((t) => t[1]).join("")),
        ),
      })),
    };
  });
}

/** A page's words as table rows: runs on one baseline, joined into a cell when closer than half their size. */
function pdfRows(texts: TextRun[]): string[][] {
  const lines = new Map<number, TextRun[]>();
  for (const t of texts) {
    const key = Math.round(t.baseline);
    lines.set(key, [...(lines.get(key) ?? []), t]);
  }
  return [...lines.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, runs]) => {
      const cells: { text: string; x1: number; size: number }[] = [];
      for (const r of runs.sort((a, b) => a.x0 - b.x0)) {
        const last = cells[cells.length - 1];
        if (last && r.x0 - last.x1 < r.size * 0.5) {
          last.text += (r.x0 - last.x1 > r.size * 0.15 ? " " : "") + r.text;
          last.x1 = r.x1;
        } else cells.push({ text: r.text, x1: r.x1, size: r.size });
      }
      return cells.map((c) => c.text.trim());
    });
}

interface PdfPageLook {
  rows: string[][];
  /** The colours filled below the slide title's rule (the table's rows; the edge bar and the rule left out). */
  fills: string[];
}

async function pdfPages(bytes: Uint8Array): Promise<PdfPageLook[]> {
  const pdf = await openOwnPdf(bytes);
  const pages: PdfPageLook[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const paint = await readPaint(await pdf.getPage(n));
    const fills = paint.paints.filter((p) => p.kind === "fill" && p.colour);
    const rule = fills.find((p) => p.box.y1 - p.box.y0 < 5)!;
    const below = fills.filter((p) => p.box.y0 >= rule.box.y1 - 0.01);
    pages.push({ rows: pdfRows(paint.texts), fills: below.map((p) => p.colour!.replace(/^#/, "").toUpperCase()) });
  }
  return pages;
}

const textOf = (node: T.Node): string =>
  "value" in node && node.nodeName === "#text"
    ? node.value
    : "childNodes" in node
      ? node.childNodes.map(textOf).join("")
      : "";
const elements = (node: T.Node, tag: string): T.Element[] =>
  "childNodes" in node
    ? node.childNodes.flatMap((c) => [...(c.nodeName === tag ? [c as T.Element] : []), ...elements(c, tag)])
    : [];

/** Each table on the page: whether it has a thead, and its rows' cell texts. */
function htmlTables(html: string): { head: boolean; rows: string[][] }[] {
  return elements(parse(html), "table").map((table) => ({
    head: elements(table, "thead").length > 0,
    rows: elements(table, "tr").map((tr) =>
      tr.childNodes.filter((c) => c.nodeName === "td" || c.nodeName === "th").map((c) => textOf(c).trim()),
    ),
  }));
}

describe("numbers as the deck's language writes them", () => {
  it("are grouped in the language's marks, with the decimals the source gave", () => {
    expect(formatNumber(1420000, "en")).toBe("1,420,000");
    expect(formatNumber(1420000, "de")).toBe("1.420.000");
    expect(formatNumber(1420000, "fr")).toBe(`1${NNBSP}420${NNBSP}000`);
    expect(formatNumber(-250000.75, "de")).toBe("-250.000,75");
    expect(formatNumber(0.125, "fr")).toBe("0,125");
    expect(formatNumber(1e-7, "en")).toBe("0.0000001");
    expect(formatNumber(0.1 + 0.2, "en")).toBe("0.30000000000000004");
    expect(formatNumber(-0, "en")).toBe("0");
    // A tag Intl does not know, or cannot read, is written as English.
    expect(formatNumber(1234.5, "xx")).toBe("1,234.5");
    expect(formatNumber(1234.5, "abcdefgh-x")).toBe("1,234.5");
  });

  it("follow an Excel format in the language's marks, dates left alone", () => {
    expect(formatNumber(1234.5, "en", "#,##0.00")).toBe("1,234.50");
    expect(formatNumber(1234.5, "de", "#,##0.00")).toBe("1.234,50");
    expect(formatNumber(0.125, "de", "0.0%")).toBe("12,5%");
    expect(formatNumber(1234.5, "fr", '"€"#,##0')).toBe(`€1${NNBSP}235`);
    expect(formatNumber(45658, "de", "dd/mm/yyyy")).toBe("01/01/2025");
    expect(localiseNumberText("12.5k", "de")).toBe("12,5k");
    expect(localiseNumberText("v 3 of 10", "de")).toBe("v 3 of 10");
  });

  it("leave text cells as the source wrote them", () => {
    expect(tableCellText("$1,250.00", "de")).toBe("$1,250.00");
    expect(tableCellText(null, "de")).toBe("");
    expect(tableCellText(1250, "de")).toBe("1.250");
    expect(hasHeaderRow(["", " "], 3)).toBe(false);
    expect(hasHeaderRow(["", "Q1"], 3)).toBe(true);
    expect(hasHeaderRow(["", ""], 0)).toBe(true);
  });
});

describe.each([
  ["en", "1,420,000", "-250,000.75", "1,234.5"],
  ["de", "1.420.000", "-250.000,75", "1.234,5"],
  ["fr", `1${NNBSP}420${NNBSP}000`, `-250${NNBSP}000,75`, `1${NNBSP}234,5`],
])("a deck table in %s", (language, million, negative, decimal) => {
  it("shows the same cell text in pptx, PDF and HTML", async () => {
    const deck = deckIn(language);
    const [pptx] = pptxTables((await renderDeckToPptx(deck)).bytes);
    const [pdf] = await pdfPages((await renderDeckToPdf(deck)).bytes);
    const [html] = htmlTables(renderHtml(deck).html);
    const pptxCells = pptx!.rows.map((r) => r.cells);
    const pdfCells = pdf!.rows.filter((r) => LABELS.has(r[0]!));
    expect(pptxCells).toHaveLength(TABLE.rows.length + 1);
    expect(pptxCells[1]).toEqual(["Revenue", million, "$1,250.00", "12.5%"]);
    expect(pptxCells[2]).toEqual(["Costs", negative, "1.250,00 €", "-4%"]);
    expect(pptxCells[4]![2]).toBe(decimal);
    expect(pdfCells).toEqual(pptxCells);
    expect(html!.rows).toEqual(pptxCells);
  });

  it("without column names has no header row in pptx, PDF, HTML or docx", async () => {
    const deck = deckIn(language);
    const [headed, headless] = pptxTables((await renderDeckToPptx(deck)).bytes);
    const headerFill = headed!.rows[0]!.fill;
    expect(headed!.firstRow).toBe("1");
    // The headerless table: its rows alone, none in the header's accent, none marked as the header.
    expect(headless!.firstRow).toBe("0");
    expect(headless!.rows.map((r) => r.cells[0])).toEqual(["North", "South", "East"]);
    expect(headless!.rows.map((r) => r.fill)).not.toContain(headerFill);

    const [pdfHeaded, pdfHeadless] = await pdfPages((await renderDeckToPdf(deck)).bytes);
    expect(pdfHeaded!.fills).toContain(headerFill);
    expect(pdfHeadless!.fills).not.toContain(headerFill);
    expect(pdfHeadless!.rows.filter((r) => ["North", "South", "East"].includes(r[0]!))).toHaveLength(3);

    const [htmlHeaded, htmlHeadless] = htmlTables(renderHtml(deck).html);
    expect(htmlHeaded!.head).toBe(true);
    expect(htmlHeadless!.head).toBe(false);
    expect(htmlHeadless!.rows).toEqual(
      pptxTables((await renderDeckToPptx(deck)).bytes)[1]!.rows.map((r) => r.cells.map((c) => c.trim())),
    );

    const docx = strFromU8(unzipSync((await renderDeckToDocx(deck)).bytes)["word/document.xml"]!);
    const tables = [...docx.matchAll(/<w:tbl>(.*?)<\/w:tbl>/gs)].map((m) => m[1]!);
    expect(tables[0]).toContain("<w:tblHeader/>");
    expect(tables[1]).not.toContain("<w:tblHeader/>");
    expect(tables[1]).not.toContain('w:fill="DCE6F2"');
  });
});
