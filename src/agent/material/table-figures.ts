// Reading a table of the material as figures: which cells are numbers (plain, percent or currency) and, when its shape
// allows, the chart it makes — categories from its label column, one series per numeric column, values as written.
import { isDateLike } from "../../formats/doc-to-deck/doc-text.js";
import type { ChartData, TableData } from "../../formats/source.js";

export interface CellNumber {
  value: number;
  /** "%" for a percent (value as a fraction), a currency sign, or "" for a plain number. */
  unit: string;
  decimals: number;
}

const NUMBER = /^([-+−]?)([$€£¥]?)\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s?(%?)$/;

/** "1,204" → 1204, "12.5%" → 0.125 (percent), "$4,200" → 4200 ($); null for anything else. */
export function cellNumber(cell: string | number | null | undefined): CellNumber | null {
  if (typeof cell === "number") return Number.isFinite(cell) ? { value: cell, unit: "", decimals: decimalsOf(String(cell)) } : null;
  if (typeof cell !== "string") return null;
  const m = NUMBER.exec(cell.trim());
  if (!m || (m[2] && m[5])) return null;
  const n = Number(`${m[3]!.replace(/,/g, "")}${m[4] ?? ""}`) * (m[1] ? -1 : 1);
  const decimals = m[4] ? m[4].length - 1 : 0;
  return m[5] ? { value: n / 100, unit: "%", decimals } : { value: n, unit: m[2] ?? "", decimals };
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
const isYears = (nums: CellNumber[]) => nums.every((n) => !n.unit && Number.isInteger(n.value) && n.value >= 1900 && n.value <= 2100);

function formatOf(nums: CellNumber[]): string {
  const decimals = Math.min(2, Math.max(...nums.map((n) => n.decimals)));
  const digits = decimals ? `.${"0".repeat(decimals)}` : "";
  const unit = nums[0]!.unit;
  if (unit === "%") return `0${digits}%`;
  return `${unit}#,##0${digits}`;
}

const TOTAL = /^(total|sum|overall|gesamt|summe|totale?|insgesamt)\b/i;
const MAX_SERIES = 4;

/** The chart a table's figures make: 2–20 labelled rows and 1–4 numeric columns of one unit; null when it has none. */
export function chartFromTable(table: TableData): ChartData | null {
  const cols = table.columns.map((_, i) => numericColumn(table.rows, i));
  const labelCol = cols.findIndex((c, i) => !c || (i === 0 && isYears(c)));
  if (labelCol < 0) return null;
  const rows = table.rows.filter((r, i) => !(i === table.rows.length - 1 && TOTAL.test(String(r[labelCol] ?? ""))));
  if (rows.length < 2 || rows.length > 20) return null;
  const series = cols
    .map((c, i) => ({ c: c && i !== labelCol ? numericColumn(rows, i) : null, i }))
    .filter((s): s is { c: CellNumber[]; i: number } => !!s.c && !isYears(s.c));
  if (!series.length) return null;
  // One axis: the series of the first one's unit, and not a share beside counts ("Count", "%").
  const share = (i: number) => /%|percent|share|anteil|part\b/i.test(table.columns[i] ?? "");
  const used = series.filter((s) => s.c[0]!.unit === series[0]!.c[0]!.unit && share(s.i) === share(series[0]!.i)).slice(0, MAX_SERIES);
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
