// "Q3 revenue was $2.1M", "set rent to 1,200": the edits that put a figure where its label is — a table row or a
// bracketed gap in a deck or doc, the input cells of a sheet row.
import type { Cell, Sheet, SheetTab, Source } from "../../formats/model/source.js";
import { splitDoc } from "../../formats/model/doc-sections.js";
import type { Edit } from "../../documents/edits/index.js";
import { matchScore } from "./find-part.js";
import { isMarkedGap } from "../../formats/model/table-columns.js";
import { figureOf, numberFor, textFor } from "./set-value.js";

export interface Filling {
  edits: Edit[];
  /** What the change did, in words: "Set “Gross margin” to “38%” on slide 4". */
  message: string;
}

/** A label that is there but has no cell a value can go in (its cells are formulas or words): why nothing was set. */
export interface Unfillable {
  why: string;
}

const unbracket = (s: string) => s.replace(/^\s*[[［]\s*|\s*[\]］]\s*$/g, "");

/** A label as people say it, without "the" and "figure/number/value". */
export function labelOf(text: string): string {
  return text
    .trim()
    .replace(/^(?:the|our)\s+/i, "")
    .replace(/\s+(?:figure|number|value|amount|line|row|cell|cells)$/i, "")
    .trim();
}

function fillDeck(source: Extract<Source, { kind: "deck" }>, label: string, value: string): Filling | null {
  for (let i = 0; i < source.slides.length; i++) {
    const slide = source.slides[i]!;
    if (slide.layout !== "table") continue;
    const r = slide.table.rows.findIndex(
      (row) => typeof row[0] === "string" && matchScore(label, unbracket(row[0])) === 1,
    );
    if (r < 0 || slide.table.columns.length < 2) continue;
    const row = slide.table.rows[r]!;
    const text = textFor(value, `${String(row[0])} ${slide.table.columns[1] ?? ""}`, row[1] ?? null);
    const rows = slide.table.rows.map((cells, j) =>
      j === r ? [unbracket(String(cells[0])), text, ...cells.slice(2).map((c) => (isMarkedGap(c) ? "" : c))] : cells,
    );
    return {
      edits: [{ op: "replace", index: i, slide: { ...slide, table: { ...slide.table, rows } } }],
      message: `Set “${unbracket(String(row[0]))}” to “${text}” on slide ${i + 1} “${slide.title ?? ""}”`,
    };
  }
  return null;
}

function fillDoc(source: Extract<Source, { kind: "doc" }>, label: string, value: string): Filling | null {
  const { sections } = splitDoc(source.markdown);
  for (let i = 0; i < sections.length; i++) {
    const lines = sections[i]!.markdown.split("\n");
    const r = lines.findIndex(
      (l) => l.startsWith("|") && !/^\|\s*-/.test(l) && matchScore(label, unbracket(l.split("|")[1] ?? "")) === 1,
    );
    if (r < 0) continue;
    const cells = lines[r]!.split("|")
      .slice(1, -1)
      .map((c) => c.trim());
    if (cells.length < 2) continue;
    let top = r;
    while (top > 0 && lines[top - 1]!.startsWith("|")) top--;
    const header = lines[top]!.split("|")[2] ?? "";
    const text = textFor(value, `${cells[0]} ${header}`, cells[1]!);
    const row = [
      unbracket(cells[0]!),
      text.replace(/\|/g, "\\|"),
      ...cells.slice(2).map((c) => (isMarkedGap(c) ? "" : c)),
    ];
    lines[r] = `| ${row.join(" | ")} |`;
    return {
      edits: [{ op: "replace", index: i, section: { ...sections[i]!, markdown: lines.join("\n") } }],
      message: `Set “${row[0]}” to “${text}” in section ${i + 1} “${sections[i]!.heading}”`,
    };
  }
  return null;
}

const NUMBER_TYPES = new Set(["number", "integer", "currency", "percent", undefined]);

/** The cells of a row its value goes in: the number columns' inputs, else the text cells that hold a figure or a gap. */
function inputCells(tab: SheetTab, r: number): number[] {
  const row = tab.rows[r]!;
  const columns = tab.columns.map((_, c) => c).slice(1);
  const isInput = (c: number) =>
    row[c] === null || row[c] === undefined || typeof row[c] === "number" || isMarkedGap(row[c]);
  const numbers = columns.filter((c) => NUMBER_TYPES.has(tab.columns[c]!.type) && isInput(c));
  if (numbers.length) return numbers;
  return columns.filter(
    (c) => typeof row[c] === "string" && (isMarkedGap(row[c]) || figureOf(String(row[c])) !== null),
  );
}

function fillSheet(source: Sheet, label: string, value: string): Filling | Unfillable | null {
  let named: string | null = null;
  for (let t = 0; t < source.sheets.length; t++) {
    const tab = source.sheets[t]!;
    const r = tab.rows.findIndex((row) => typeof row[0] === "string" && matchScore(label, unbracket(row[0])) === 1);
    if (r < 0) continue;
    const row = tab.rows[r]!;
    named ??= unbracket(String(row[0]));
    const columns = inputCells(tab, r);
    if (!columns.length) continue;
    const cells = columns.map((column): { row: number; column: number; value: Cell } => {
      const cell = row[column] ?? null;
      const type = tab.columns[column]!.type;
      const number = typeof cell === "number" || (NUMBER_TYPES.has(type) && (cell === null || isMarkedGap(cell)));
      return {
        row: r,
        column,
        value: number
          ? numberFor(value, type === "percent")
          : textFor(value, `${String(row[0])} ${tab.columns[column]!.header}`, cell),
      };
    });
    const said = cells.every((c) => c.value === cells[0]!.value) ? String(cells[0]!.value) : value;
    return {
      edits: [{ op: "set-cells", tab: t, cells }],
      message: `Set “${unbracket(String(row[0]))}” to ${said} in ${cells.length === 1 ? "its input cell" : `its ${cells.length} input cells`} on tab ${t + 1} “${tab.name}”`,
    };
  }
  return named === null
    ? null
    : {
        why: `The row “${named}” has no cell a value can go in (its cells are formulas or words); nothing was changed for it.`,
      };
}

/** A bracketed gap that names the label: "[Revenue for Q3 2026]" for "Q3 revenue". */
function gapNaming(source: Source, label: string): string | null {
  const text = JSON.stringify(source);
  for (const m of text.matchAll(/\[([^[\]"\\]{2,200})\]/g)) if (matchScore(label, m[1]!) === 1) return m[0];
  return null;
}

/** The edits that put `value` where `label` is, or null when nothing in the source carries that label. */
export function fillFigure(source: Source, rawLabel: string, value: string): Filling | Unfillable | null {
  const label = labelOf(rawLabel);
  if (!label) return null;
  const filled =
    source.kind === "deck"
      ? fillDeck(source, label, value)
      : source.kind === "doc"
        ? fillDoc(source, label, value)
        : fillSheet(source, label, value);
  if (filled) return filled;
  const gap = source.kind === "sheet" ? null : gapNaming(source, label);
  if (!gap) return null;
  const replace = `${unbracket(gap)}: ${value}`;
  return { edits: [{ op: "replace-text", find: gap, replace }], message: `Filled in ${gap} as “${replace}”` };
}
