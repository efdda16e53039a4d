// A value an instruction gives, as it goes into the cell it replaces: a number where the cell holds numbers, and its
// unit or period said once — not again when the row's label or the column's header says it already.
import type { Cell } from "../../formats/model/source.js";
import { isMarkedGap } from "../../formats/model/table-columns.js";

interface Figure {
  prefix: string;
  number: string;
  suffix: string;
}

const FIGURE = /^(\D*?)(-?\d(?:[\d,.  ']*\d)?)(.*)$/su;
const SCALE = /^\s*(k|m|bn|million|billion|thousand|%)(?![\p{L}])/iu;
const wordSegmenter = new Intl.Segmenter(undefined, { granularity: "word" });

/** A text's number with what is written before and after it; null when it states none. */
export function figureOf(text: string): Figure | null {
  const m = FIGURE.exec(text.trim());
  return m ? { prefix: m[1]!, number: m[2]!, suffix: m[3]! } : null;
}

const wordsIn = (text: string) =>
  [...wordSegmenter.segment(text.toLocaleLowerCase())].filter((s) => s.isWordLike).map((s) => s.segment);

/** `suffix` without the words `context` says already: " per month" after "Google Ads per month" is nothing. */
export function unsaid(suffix: string, context: string): string {
  const known = new Set(wordsIn(context));
  let out = "";
  for (const s of wordSegmenter.segment(suffix))
    out += s.isWordLike && known.has(s.segment.toLocaleLowerCase()) ? "" : s.segment;
  // What joined the dropped words ("per", "/", spaces) goes with them when nothing else is left.
  return wordsIn(out).length || /[%$€£¥]/u.test(out) ? out.replace(/\s{2,}/g, " ").replace(/\s+$/, "") : "";
}

/** A written number, its grouping and decimal marks read as the writer meant them: "5,000", "5.000", "5 000", "2,5". */
function plainNumber(written: string): number | null {
  const t = written.replace(/[\s\u00a0\u202f']/gu, "");
  if (/^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(t)) return Number(t.replace(/,/g, ""));
  if (/^-?\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(t)) return Number(t.replace(/\./g, "").replace(",", "."));
  if (/^-?\d+(?:[.,]\d+)?$/.test(t)) return Number(t.replace(",", "."));
  return null;
}

/** A typed value for a number cell: "1,200" → 1200, "$2.1M" → 2100000, "15%" → 0.15 (percent columns) or 15; text stays text. */
export function cellValue(text: string, percentColumn: boolean): Cell {
  const m = /^\s*[$€£¥]?\s*(-?\d[\d,.\s\u00a0\u202f']*)\s*(k|m|bn|million|billion|thousand|%)?\s*[$€£¥]?\s*$/iu.exec(
    text,
  );
  const n = m ? plainNumber(m[1]!.trim()) : null;
  if (n === null) return text;
  const unit = (m![2] ?? "").toLowerCase();
  const scale =
    unit === "k" || unit === "thousand"
      ? 1e3
      : unit === "m" || unit === "million"
        ? 1e6
        : unit === "bn" || unit === "billion"
          ? 1e9
          : 1;
  if (unit === "%") return percentColumn ? n / 100 : n;
  return n * scale;
}

/** The number a cell of a number column takes: the figure and its scale; the words around it are the label's and header's to say. */
export function numberFor(value: string, percentColumn: boolean): Cell {
  const figure = figureOf(value);
  if (!figure) return value;
  const scale = SCALE.exec(figure.suffix)?.[1] ?? "";
  const typed = cellValue(`${figure.prefix.replace(/[^$€£¥-]/gu, "")}${figure.number}${scale}`, percentColumn);
  return typeof typed === "number" ? typed : value;
}

/** The text a text cell takes: the new figure with its own unit unless `context` says it, else the unit the old value had. */
export function textFor(value: string, context: string, old: Cell): string {
  const figure = figureOf(value);
  if (!figure) return value;
  const suffix = unsaid(figure.suffix, context);
  const prefix = unsaid(figure.prefix, context);
  const was = typeof old === "string" && !isMarkedGap(old) ? figureOf(old) : null;
  if (!suffix.trim() && !prefix.trim() && was) return `${was.prefix}${figure.number}${was.suffix}`.trim();
  return `${prefix}${figure.number}${suffix}`.trim();
}
