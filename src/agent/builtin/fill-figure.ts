// "Q3 revenue was $2.1M", "set rent to 1,200": the edits that put a figure where its label is — a table row or a
// bracketed gap in a deck or doc, the input cells of a sheet row.
import type { Cell, Sheet, Source } from "../../formats/model/source.js";
import { splitDoc } from "../edits/doc-parts.js";
import type { Edit } from "../edits/edit-schema.js";
import { matchScore } from "./find-part.js";
import { isMarkedGap } from "../../formats/model/table-columns.js";

export interface Filling {
  edits: Edit[];
  /** What the change did, in words: "Set “Gross margin” to “38%” on slide 4". */
  message: string;
}

const unbracket = (s: string) => s.replace(/^\s*[[［]\s*|\s*[\]］]\s*$/g, "");

/** A label as people say it, without "the" and "figure/number/value". */
export function labelOf(text: string): string {
  return text.trim().replace(/^(?:the|our)\s+/i, "").replace(/\s+(?:figure|number|value|amount|line|row|cell|cells)$/i, "").trim();
}

/** A typed value for a sheet cell: "1,200" → 1200, "$2.1M" → 2100000, "15%" → 0.15 (percent columns) or 15. */
export function cellValue(text: string, percentColumn: boolean): Cell {
  const m = /^\s*[$€£¥]?\s*(-?\d[\d,  ]*(?:\.\d+)?)\s*(k|m|bn|million|billion|thousand|%)?\s*$/i.exec(text);
  if (!m) return text;
  const n = Number(m[1]!.replace(/[,  ]/g, ""));
  const unit = (m[2] ?? "").toLowerCase();
  const scale = unit === "k" || unit === "thousand" ? 1e3 : unit === "m" || unit === "million" ? 1e6 : unit === "bn" || unit === "billion" ? 1e9 : 1;
  if (unit === "%") return percentColumn ? n / 100 : n;
  return n * scale;
}

function fillDeck(source: Extract<Source, { kind: "deck" }>, label: string, value: string): Filling | null {
  for (let i = 0; i < source.slides.length; i++) {
    const slide = source.slides[i]!;
    if (slide.layout !== "table") continue;
    const r = slide.table.rows.findIndex((row) => typeof row[0] === "string" && matchScore(label, unbracket(row[0])) === 1);
    if (r < 0 || slide.table.columns.length < 2) continue;
    const rows = slide.table.rows.map((row, j) => (j === r ? [unbracket(String(row[0])), value, ...row.slice(2).map((c) => (isMarkedGap(c) ? "" : c))] : row));
    return { edits: [{ op: "replace", index: i, slide: { ...slide, table: { ...slide.table, rows } } }], message: `Set “${unbracket(String(slide.table.rows[r]![0]))}” to “${value}” on slide ${i + 1} “${slide.title ?? ""}”` };
  }
  return null;
}

function fillDoc(source: Extract<Source, { kind: "doc" }>, label: string, value: string): Filling | null {
  const { sections } = splitDoc(source.markdown);
  for (let i = 0; i < sections.length; i++) {
    const lines = sections[i]!.markdown.split("\n");
    const r = lines.findIndex((l) => l.startsWith("|") && !/^\|\s*-/.test(l) && matchScore(label, unbracket(l.split("|")[1] ?? "")) === 1);
    if (r < 0) continue;
    const cells = lines[r]!.split("|").slice(1, -1).map((c) => c.trim());
    if (cells.length < 2) continue;
    const row = [unbracket(cells[0]!), value.replace(/\|/g, "\\|"), ...cells.slice(2).map((c) => (isMarkedGap(c) ? "" : c))];
    lines[r] = `| ${row.join(" | ")} |`;
    return { edits: [{ op: "replace", index: i, section: { ...sections[i]!, markdown: lines.join("\n") } }], message: `Set “${row[0]}” to “${value}” in section ${i + 1} “${sections[i]!.heading}”` };
  }
  return null;
}

function fillSheet(source: Sheet, label: string, value: string): Filling | null {
  for (let t = 0; t < source.sheets.length; t++) {
    const tab = source.sheets[t]!;
    const r = tab.rows.findIndex((row) => typeof row[0] === "string" && matchScore(label, unbracket(row[0])) === 1);
    if (r < 0) continue;
    const row = tab.rows[r]!;
    const cells: { row: number; column: number; value: Cell }[] = [];
    for (let c = 1; c < tab.columns.length; c++) {
      const cell = row[c] ?? null;
      if (cell !== null && typeof cell === "object") continue; // formulas stay formulas
      if (typeof cell === "string" && !isMarkedGap(cell)) continue;
      const column = tab.columns[c]!;
      if (column.type === "string" || column.type === "date" || column.type === "boolean") continue;
      cells.push({ row: r, column: c, value: cellValue(value, column.type === "percent") });
    }
    if (!cells.length) continue;
    return { edits: [{ op: "set-cells", tab: t, cells }], message: `Set “${unbracket(String(row[0]))}” to ${value} in ${cells.length === 1 ? "its input cell" : `its ${cells.length} input cells`} on tab ${t + 1} “${tab.name}”` };
  }
  return null;
}

/** A bracketed gap that names the label: "[Revenue for Q3 2026]" for "Q3 revenue". */
function gapNaming(source: Source, label: string): string | null {
  const text = JSON.stringify(source);
  for (const m of text.matchAll(/\[([^[\]"\\]{2,200})\]/g)) if (matchScore(label, m[1]!) === 1) return m[0];
  return null;
}

/** The edits that put `value` where `label` is, or null when nothing in the source carries that label. */
export function fillFigure(source: Source, rawLabel: string, value: string): Filling | null {
  const label = labelOf(rawLabel);
  if (!label) return null;
  const filled = source.kind === "deck" ? fillDeck(source, label, value) : source.kind === "doc" ? fillDoc(source, label, value) : fillSheet(source, label, value);
  if (filled) return filled;
  const gap = source.kind === "sheet" ? null : gapNaming(source, label);
  if (!gap) return null;
  const replace = `${unbracket(gap)}: ${value}`;
  return { edits: [{ op: "replace-text", find: gap, replace }], message: `Filled in ${gap} as “${replace}”` };
}
