// A run's attached material (imported files, workspace documents) as sections: a heading, its blocks and real tables,
// and the file and page/slide/sheet each came from — what the grounded composers and the model context read.
import { inlineText, type Block } from "../../formats/model/blocks.js";
import { withComputedValues } from "../../formats/compute/compute-sheet.js";
import { parseMarkdown } from "../../formats/model/markdown/parse-markdown.js";
import type { ChartData, Deck, Doc, Metric, Sheet, Source, SourceRef, TableData } from "../../formats/model/source.js";
import { slideBody } from "../../formats/model/to-markdown.js";
import { formatValue } from "../../formats/model/number-format.js";
import { documentTitle } from "./document-title.js";

export interface Material {
  /** The file's name, or the workspace document's title: what `sources` references name. */
  file: string;
  source: Source;
  /** Per slide (deck), per top-level section (doc) or per sheet, as the import reader gave them. */
  refs: SourceRef[];
}

export interface MaterialSection {
  /** Position among all the run's sections, in reading order (files in the order given). */
  order: number;
  file: string;
  /** The file's own title (or its name): what an untitled section is called. */
  fileTitle: string;
  title: string | undefined;
  /** Prose, lists and subheadings (tables, charts and figures are below). */
  blocks: Block[];
  tables: TableData[];
  /** Charts with their data, as a deck had them. */
  charts: ChartData[];
  /** Big figures, as a deck's KPI slide had them. */
  metrics: Metric[];
  ref: SourceRef;
}

const cellValue = (text: string): string | number | null => {
  const t = text.trim();
  if (!t) return null;
  const n = /^-?\d{1,3}(,\d{3})+(\.\d+)?$|^-?\d+(\.\d+)?$/.test(t) ? Number(t.replace(/,/g, "")) : NaN;
  return Number.isFinite(n) ? n : t;
};

function tableOf(b: Extract<Block, { type: "table" }>): TableData {
  const columns = b.header.map((c, i) => inlineText(c).trim() || `Column ${i + 1}`);
  return { columns, rows: b.rows.map((r) => columns.map((_, i) => cellValue(inlineText(r[i] ?? [])))) };
}

function split(blocks: Block[]): Pick<MaterialSection, "blocks" | "tables"> {
  return {
    blocks: blocks.filter((b) => b.type !== "table"),
    tables: blocks.filter((b) => b.type === "table").map(tableOf),
  };
}

/**
 * A doc's sections, split where the import readers put their references (each h1/h2, which advance through `refs`);
 * a doc with fewer than three of those is split at its h3s too, each under the reference of the heading above it.
 */
function docSections(doc: Doc, m: Material): Omit<MaterialSection, "order" | "fileTitle">[] {
  const blocks = parseMarkdown(doc.markdown).blocks;
  const heads = blocks.filter((b) => b.type === "heading" && b.level <= 2).length;
  const splitLevel = heads >= 3 ? 2 : 3;
  const intro: SourceRef = m.refs[0]?.page ? { file: m.file, page: 1 } : { file: m.file };
  const out: { title: string | undefined; blocks: Block[]; ref: SourceRef }[] = [
    { title: undefined, blocks: [], ref: heads ? intro : (m.refs[0] ?? intro) },
  ];
  let n = 0;
  let ref = out[0]!.ref;
  for (const b of blocks) {
    if (b.type === "heading" && b.level <= splitLevel) {
      if (b.level <= 2) ref = m.refs[n++] ?? intro;
      out.push({ title: inlineText(b.children).trim() || undefined, blocks: [], ref });
    } else out[out.length - 1]!.blocks.push(b);
  }
  return out
    .filter((s) => s.blocks.length || s.title)
    .map((s) => ({ file: m.file, title: s.title, ...split(s.blocks), charts: [], metrics: [], ref: s.ref }));
}

function deckSections(deck: Deck, m: Material): Omit<MaterialSection, "order" | "fileTitle">[] {
  return deck.slides.map((slide, i) => {
    const title = "title" in slide && slide.title ? slide.title.trim() : undefined;
    const parsed = parseMarkdown(slideBody(slide, i)).blocks.filter(
      (b) => !(b.type === "heading" && b.level <= 2 && inlineText(b.children).trim() === title),
    );
    // A title or section slide's subtitle is prose like any other; a chart's and a KPI's data are kept whole.
    return {
      file: m.file,
      title,
      ...split(slide.layout === "chart" || slide.layout === "kpi" ? [] : parsed),
      ...(slide.layout === "table" ? { tables: [slide.table] } : {}),
      charts: slide.layout === "chart" ? [slide.chart] : [],
      metrics: slide.layout === "kpi" ? slide.metrics : [],
      ref: m.refs[i] ?? { file: m.file, slide: i + 1 },
    };
  });
}

/**
 * A report-style tab (title lines above its real header, headers mostly empty) read from its first row that fills at
 * least half the columns: that row is the header, the rows above it are left out.
 */
function withHeaderRow(table: TableData): TableData {
  const blank = table.columns.filter((c) => !c.trim() || /^Column \d+$/.test(c)).length;
  if (blank * 2 < table.columns.length) return table;
  const filled = (r: TableData["rows"][number]) => r.filter((c) => c !== null && String(c).trim() !== "").length;
  const at = table.rows.findIndex((r) => filled(r) >= Math.max(2, table.columns.length / 2));
  if (at < 0) return table;
  return {
    columns: table.rows[at]!.map((c, i) =>
      c === null || String(c).trim() === "" ? `Column ${i + 1}` : String(c).slice(0, 500),
    ),
    rows: table.rows.slice(at + 1),
  };
}

/** Each tab as one table of what its cells show (formulas computed), its name as the title. */
function sheetSections(sheet: Sheet, m: Material): Omit<MaterialSection, "order" | "fileTitle">[] {
  const shown = withComputedValues(sheet).sheet;
  return shown.sheets.map((tab, i) => ({
    file: m.file,
    title: tab.name,
    blocks: [],
    tables: [
      withHeaderRow({
        columns: tab.columns.map((c) => c.header),
        rows: tab.rows.map((r) => tab.columns.map((c, k) => cellOf(r[k], c.format))),
      }),
    ],
    charts: [],
    metrics: [],
    ref: m.refs[i] ?? { file: m.file, sheet: tab.name },
  }));
}

/** A cell as the sheet shows it: a number in its column's format ("4.2%", "$1,200.00"), else as stored. */
function cellOf(cell: unknown, format: string | undefined): string | number | null {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === "number")
    return format && format !== "General"
      ? formatValue(cell, format)
      : Number.isInteger(cell)
        ? cell
        : Number(cell.toPrecision(6));
  if (typeof cell === "boolean") return String(cell);
  if (typeof cell === "string") return cell;
  return null;
}

/** Every file's sections in reading order; sections with nothing in them are left out. */
export function materialSections(materials: readonly Material[]): MaterialSection[] {
  const all = materials.flatMap((m) => {
    const fileTitle = documentTitle(m.source, m.file);
    const sections =
      m.source.kind === "doc"
        ? docSections(m.source, m)
        : m.source.kind === "deck"
          ? deckSections(m.source, m)
          : sheetSections(m.source, m);
    return sections.map((s) => ({ ...s, fileTitle }));
  });
  return all
    .filter((s) => s.blocks.length || s.tables.length || s.charts.length || s.metrics.length)
    .map((s, order) => ({ ...s, order }));
}
