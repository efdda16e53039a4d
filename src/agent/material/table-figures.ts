// Reading a table of the material as figures: which cells are numbers (plain, percent or currency) and, when its shape
// allows, the chart it makes — categories from its label column, one series per numeric column, values as written.
import { isDateLike } from "../../formats/doc-to-deck/doc-text.js";
import type { ChartData, TableData } from "../../formats/model/source.js";

export interface CellNumber {
  value: number;
  /** "%" for a percent (value as a fraction), a currency sign, or "" for a plain number. */
  unit: string;
  decimals: number;
}

const NUMBER =
  /^(?<sign>[-+−]?)(?<currency>[$€£¥]?)\s?(?<whole>\d{1,3}(?:,\d{3})+|\d+)(?<fraction>\.\d+)?\s?(?<percent>%?)$/;

/** "1,204" → 1204, "12.5%" → 0.125 (percent), "$4,200" → 4200 ($); null for anything else. */
export function cellNumber(cell: string | number | null | undefined): CellNumber | null {
  if (typeof cell === "number")
    return Number.isFinite(cell) ? { value: cell, unit: "", decimals: decimalsOf(String(cell)) } : null;
  if (typeof cell !== "string") return null;
  const m = NUMBER.exec(cell.trim())?.groups;
  if (!m || (m.currency && m.percent)) return null;
  const n = Number(`${m.whole!.replace(/,/g, "")}${m.fraction ?? ""}`) * (m.sign ? -1 : 1);
  const decimals = m.fraction ? m.fraction.length - 1 : 0;
  return m.percent ? { value: n / 100, unit: "%", decimals } : { value: n, unit: m.currency ?? "", decimals };
}

const decimalsOf = (s: string) => (s.includes(".") ? s.split(".")[1]!.length : 0);

/** A column's numbers when every filled cell is one of the same unit (at least two); null otherwise. */
/** A column's filled cells, and their numbers when every one is a number of one unit (else null). */
export function columnNumbers(rows: TableData["rows"], col: number): { filled: number; nums: CellNumber[] | null } {
  const filled = rows.map((r) => r[col]).filter((c) => c !== null && c !== undefined && c !== "");
  const nums = filled.map(cellNumber);
  const one = filled.length > 0 && nums.every(Boolean) && new Set(nums.map((n) => n!.unit)).size === 1;
  return { filled: filled.length, nums: one ? (nums as CellNumber[]) : null };
}

/** A column's numbers when every cell is one (at least two), all of one unit; null otherwise. */
function numericColumn(rows: TableData["rows"], col: number): CellNumber[] | null {
  const { filled, nums } = columnNumbers(rows, col);
  return filled >= 2 && filled === rows.length ? nums : null;
}

/** A column of years (2019, 2020, …) names the rows; it is not a series. */
const isYears = (nums: CellNumber[]) =>
  nums.every((n) => !n.unit && Number.isInteger(n.value) && n.value >= 1900 && n.value <= 2100);

/**
 * Headers of columns that number or name things rather than measure them: ids, versions, codes, years, dates, pages,
 * clauses, ordinals. "Number of hires" and "Cost per year" measure; "Version", "Year", "ID" and "No." do not.
 */
const NOT_MEASURED_WORD =
  /\b(?:versions?|revisions?|releases?|editions?|identifiers?|ids?|serial|codes?|isbn|issn|zip|post(?:al)? ?code|phone|fax|years?|dates?|pages?|clauses?|ordinal|sequence|seq|rank(?:ing)?|index)\b/i;
const NOT_MEASURED_HEADER =
  /^(?:#|no\.?|nr\.?|n°|num\.?|key|ref\.?|rev\.?|ver\.?|v\.?|fy|day|month|quarter|pp?\.?|line|row|item|step|order|level|part|chapter|section|§|position|pos\.?)$/i;
const MEASURED_ANYWAY = /\b(?:per|a|each|every|of|in)\s+(?:years?|pages?|releases?|dates?)\b|\blines? of code\b/i;

/** Whether a header names a measurement, as far as its words tell. */
export function measuredHeader(header: string): boolean {
  const h = header
    .replace(/\(.*?\)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (NOT_MEASURED_HEADER.test(h)) return false;
  return !NOT_MEASURED_WORD.test(h) || MEASURED_ANYWAY.test(h);
}

/** Whole numbers counting up or down by one step (1, 2, 3 …; 10, 20, 30 …): a sequence numbering the rows, not a measure. */
export function isSequence(values: readonly number[]): boolean {
  if (values.length < 3 || !values.every(Number.isInteger)) return false;
  const step = values[1]! - values[0]!;
  return step !== 0 && values.every((v, i) => !i || v - values[i - 1]! === step);
}

/** A column that measures something: a measured header, values that are not years or a sequence, and not all the same. */
export function isMeasure(header: string, values: readonly number[]): boolean {
  if (!measuredHeader(header) || isSequence(values)) return false;
  if (values.every((v) => Number.isInteger(v) && v >= 1900 && v <= 2100)) return false;
  return new Set(values).size > 1;
}

function formatOf(nums: CellNumber[]): string {
  const decimals = Math.min(2, Math.max(...nums.map((n) => n.decimals)));
  const digits = decimals ? `.${"0".repeat(decimals)}` : "";
  const unit = nums[0]!.unit;
  if (unit === "%") return `0${digits}%`;
  return `${unit}#,##0${digits}`;
}

const TOTAL = /^(total|sum|overall|gesamt|summe|totale?|insgesamt)\b/i;
const MAX_SERIES = 4;

/** A column that names the rows: text (or a first column of years), every cell filled, no two the same. */
function isCategoryColumn(rows: TableData["rows"], col: number, nums: CellNumber[] | null): boolean {
  if (nums && !(col === 0 && isYears(nums))) return false;
  const names = rows.map((r) => String(r[col] ?? "").trim());
  return names.every(Boolean) && new Set(names.map((n) => n.toLowerCase())).size === names.length;
}

/**
 * The chart a table's measurements make: a category column naming 2–20 rows and 1–4 measured columns of one unit
 * (not ids, versions, codes, years, pages or a sequence); null when it has none.
 */
export function chartFromTable(table: TableData): ChartData | null {
  const cols = table.columns.map((_, i) => numericColumn(table.rows, i));
  const labelCol = cols.findIndex((c, i) =>
    isCategoryColumn(
      table.rows.filter((r, k) => !(k === table.rows.length - 1 && TOTAL.test(String(r[i] ?? "")))),
      i,
      c,
    ),
  );
  if (labelCol < 0) return null;
  const rows = table.rows.filter((r, i) => !(i === table.rows.length - 1 && TOTAL.test(String(r[labelCol] ?? ""))));
  if (rows.length < 2 || rows.length > 20) return null;
  const series = cols
    .map((c, i) => ({ c: c && i !== labelCol ? numericColumn(rows, i) : null, i }))
    .filter(
      (s): s is { c: CellNumber[]; i: number } =>
        !!s.c &&
        isMeasure(
          table.columns[s.i] ?? "",
          s.c.map((n) => n.value),
        ),
    );
  if (!series.length) return null;
  // One axis: the series of the first one's unit, and not a share beside counts ("Count", "%").
  const share = (i: number) => /%|percent|share|anteil|part\b/i.test(table.columns[i] ?? "");
  const used = series
    .filter((s) => s.c[0]!.unit === series[0]!.c[0]!.unit && share(s.i) === share(series[0]!.i))
    .slice(0, MAX_SERIES);
  const categories = rows.map((r) => String(r[labelCol] ?? "").slice(0, 200));
  if (categories.some((c) => !c.trim())) return null;
  const timeline = categories.length >= 4 && categories.every((c) => isDateLike(c));
  return {
    type: timeline ? "line" : categories.some((c) => c.length > 24) ? "bar" : "column",
    categories,
    series: used.map((s) => ({ name: table.columns[s.i]!.slice(0, 200), values: s.c.map((n) => n.value) })),
    format: formatOf(used.flatMap((s) => s.c)),
  };
}
