// One worksheet cell as its XML has it → a Quire cell (dates as ISO, formulas as {formula}), with the result a formula's
// file saved kept aside and a shared string left as its index until the strings are read.
import type { Cell } from "../../formats/model/source.js";
import { reachesOutside, slideFormula, withoutStoragePrefixes } from "./formula-refs.js";
import type { CellStyle } from "./workbook-parts.js";

/** A formula's result as saved in the file. */
export type SavedValue = number | string | boolean | { error: string };

/** What a value is, for typing its column. */
export type ValueKind = "number" | "string" | "boolean" | "date" | "empty" | "unknown";

export interface ReadCell {
  value: Cell;
  kind: ValueKind;
  /** The cell's number format, unless General. */
  format?: string;
  /** The saved result of a formula cell. */
  saved?: SavedValue;
  /** A shared string's index: its text is put in `value` once the workbook's strings are read. */
  shared?: number;
}

/** A `<c>` element: its address (1-based), type (`t`), style, `<v>` or inline text, and `<f>`. */
export interface RawCell {
  row: number;
  col: number;
  type: string;
  style: CellStyle | undefined;
  value?: string;
  formula?: { text: string; type?: string; ref?: string; si?: string };
}

/** What cells met that the sheet cannot hold as they were (counted for warnings). */
export interface CellTally {
  arrayFormulas: number;
  /** Formulas replaced by their saved values: they read other workbooks or call other programs. */
  outside: number;
  longFormulas: number;
}

/** What a sheet's cells share as they stream: its shared formulas' masters (by `si`) and the workbook's date system. */
export interface SheetCells {
  masters: Map<string, { formula: string; row: number; col: number }>;
  date1904: boolean;
}

const MAX_FORMULA = 8_000;
const MAX_TEXT = 32_767;
const EPOCH_1899 = Date.UTC(1899, 11, 30);
const DAY = 86_400_000;
/** The largest time a JavaScript Date holds. */
const MAX_DATE_MS = 8.64e15;

const EMPTY: ReadCell = { value: null, kind: "empty" };

export function readCell(raw: RawCell, sheet: SheetCells, tally: CellTally): ReadCell {
  const format = raw.style?.format;
  if (raw.formula && (raw.formula.text || raw.formula.type)) return formulaCell(raw, raw.formula, sheet, format, tally);
  const v = raw.value;
  if (v === undefined) return EMPTY;
  switch (raw.type) {
    case "s":
      return { value: "", kind: "string", shared: parseInt(v, 10) };
    case "str":
    case "inlineStr":
      return { value: cellText(v), kind: "string" };
    case "b":
      return { value: parseInt(v, 10) !== 0, kind: "boolean" };
    case "e":
      return { value: v, kind: "unknown" };
    case "d": {
      const ms = Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(v) || !/T/.test(v) ? v : `${v}Z`);
      return Number.isFinite(ms) ? dateCell(ms, format) : EMPTY;
    }
    default: {
      const n = parseFloat(v);
      if (!Number.isFinite(n)) return EMPTY;
      return raw.style?.date ? dateCell(serialMs(n, sheet.date1904), format) : { value: n, kind: "number", format };
    }
  }
}

/** Excel's serial day (1900 or 1904 system) as epoch milliseconds, as exceljs reads it. */
const serialMs = (serial: number, date1904: boolean) => Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * DAY);

/** Text as a cell holds it: at most Excel's 32,767 characters. */
export const cellText = (s: string) => (s.length > MAX_TEXT ? s.slice(0, MAX_TEXT) : s);

/** A date as an ISO date, or date and time (wall clock); a time of day alone stays a number in its format. */
function dateCell(epochMs: number, format: string | undefined): ReadCell {
  const ms = Math.round(epochMs / 1000) * 1000;
  if (!(Math.abs(ms) <= MAX_DATE_MS)) return EMPTY;
  if (ms < EPOCH_1899 + 2 * DAY) return { value: (ms - EPOCH_1899) / DAY, kind: "number", format };
  const iso = new Date(ms).toISOString();
  const time = iso.slice(11, 19);
  return { value: time === "00:00:00" ? iso.slice(0, 10) : `${iso.slice(0, 10)}T${time}`, kind: "date", format };
}

function formulaCell(
  raw: RawCell,
  f: NonNullable<RawCell["formula"]>,
  sheet: SheetCells,
  format: string | undefined,
  tally: CellTally,
): ReadCell {
  const v = raw.value || undefined;
  const number = v !== undefined && !["str", "b", "e"].includes(raw.type) ? parseFloat(v) : undefined;
  // A number result in a date format is a date: saved as its serial day, shown as a date where the formula is dropped.
  const resultMs = number !== undefined && raw.style?.date ? serialMs(number, sheet.date1904) : undefined;
  const saved: SavedValue | undefined =
    v === undefined
      ? undefined
      : raw.type === "str"
        ? v
        : raw.type === "b"
          ? parseInt(v, 10) !== 0
          : raw.type === "e"
            ? { error: v }
            : resultMs !== undefined
              ? (resultMs - EPOCH_1899) / DAY
              : number;
  let formula = f.text;
  if (f.type === "shared" && f.si !== undefined) {
    if (f.ref !== undefined) sheet.masters.set(f.si, { formula: f.text, row: raw.row, col: raw.col });
    else if (!formula) {
      const master = sheet.masters.get(f.si);
      if (master?.formula) formula = slideFormula(master.formula, master, raw);
    }
  }
  if (f.type === "array") tally.arrayFormulas++;
  const kind: ValueKind =
    saved === undefined
      ? "unknown"
      : resultMs !== undefined
        ? "date"
        : typeof saved === "object"
          ? "unknown"
          : (typeof saved as ValueKind);
  formula = formula ? withoutStoragePrefixes(formula.replace(/^\s*=/, "")) : "";
  const outside = formula ? reachesOutside(formula) : null;
  if (!formula || outside || formula.length > MAX_FORMULA) {
    if (outside) tally.outside++;
    else if (formula) tally.longFormulas++;
    const value =
      resultMs !== undefined
        ? dateCell(resultMs, format)
        : { value: saved === undefined ? null : typeof saved === "object" ? saved.error : saved, kind };
    return { ...value, format };
  }
  return { value: { formula }, kind, format, saved };
}
