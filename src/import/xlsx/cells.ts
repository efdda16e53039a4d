// One exceljs cell → a Quire cell (dates as ISO, formulas as {formula}), with the result a formula's file saved kept aside.
import ExcelJS from "exceljs";
import type { Cell } from "../../formats/model/source.js";
import { reachesOutside, slideFormula, withoutStoragePrefixes } from "./formula-refs.js";

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
}

/** What cells met that the sheet cannot hold as they were (counted for warnings). */
export interface CellTally {
  arrayFormulas: number;
  /** Formulas replaced by their saved values: they read other workbooks or call other programs. */
  outside: number;
  longFormulas: number;
}

const MAX_FORMULA = 8_000;
const MAX_TEXT = 32_767;
const EPOCH_1899 = Date.UTC(1899, 11, 30);
const DAY = 86_400_000;
const { ValueType } = ExcelJS;

export function readCell(cell: ExcelJS.Cell, ws: ExcelJS.Worksheet, tally: CellTally): ReadCell {
  const format = cell.numFmt && cell.numFmt !== "General" ? cell.numFmt : undefined;
  const v = cell.value;
  switch (cell.type) {
    case ValueType.Null:
    case ValueType.Merge:
      return { value: null, kind: "empty" };
    case ValueType.Number:
      return Number.isFinite(v) ? { value: v as number, kind: "number", format } : { value: null, kind: "empty" };
    case ValueType.Boolean:
      return { value: v as boolean, kind: "boolean" };
    case ValueType.Date:
      return dateCell(v as Date, format);
    case ValueType.Error:
      return { value: (v as ExcelJS.CellErrorValue).error, kind: "unknown" };
    case ValueType.Formula:
      return formulaCell(cell, ws, format, tally);
    default:
      return { value: text(cell.text ?? ""), kind: "string" };
  }
}

const text = (s: string) => (s.length > MAX_TEXT ? s.slice(0, MAX_TEXT) : s);

/** A date as an ISO date, or date and time (wall clock); a time of day alone stays a number in its format. */
function dateCell(d: Date, format: string | undefined): ReadCell {
  const ms = Math.round(d.getTime() / 1000) * 1000;
  if (!Number.isFinite(ms)) return { value: null, kind: "empty" };
  if (ms < EPOCH_1899 + 2 * DAY) return { value: (ms - EPOCH_1899) / DAY, kind: "number", format };
  const iso = new Date(ms).toISOString();
  const time = iso.slice(11, 19);
  return { value: time === "00:00:00" ? iso.slice(0, 10) : `${iso.slice(0, 10)}T${time}`, kind: "date", format };
}

function formulaCell(cell: ExcelJS.Cell, ws: ExcelJS.Worksheet, format: string | undefined, tally: CellTally): ReadCell {
  const v = cell.value as ExcelJS.CellFormulaValue & { sharedFormula?: string; shareType?: string };
  const saved = savedValue(v.result);
  let formula = v.formula;
  if (!formula && v.sharedFormula) {
    const master = ws.getCell(v.sharedFormula);
    const masterFormula = (master.value as ExcelJS.CellFormulaValue | null)?.formula;
    if (masterFormula) formula = slideFormula(masterFormula, { row: Number(master.row), col: Number(master.col) }, { row: Number(cell.row), col: Number(cell.col) });
  }
  if (v.shareType === "array") tally.arrayFormulas++;
  const kind: ValueKind = saved === undefined ? "unknown" : v.result instanceof Date ? "date" : typeof saved === "object" ? "unknown" : (typeof saved as ValueKind);
  formula = formula ? withoutStoragePrefixes(formula.replace(/^\s*=/, "")) : "";
  const outside = formula ? reachesOutside(formula) : null;
  if (!formula || outside || formula.length > MAX_FORMULA) {
    if (outside) tally.outside++;
    else if (formula) tally.longFormulas++;
    const value = v.result instanceof Date ? dateCell(v.result, format) : { value: saved === undefined ? null : typeof saved === "object" ? saved.error : saved, kind };
    return { ...value, format };
  }
  return { value: { formula }, kind, format, saved };
}

/** The saved result the way Quire's engine gives values: dates as serial numbers, errors by code. */
function savedValue(result: ExcelJS.CellFormulaValue["result"]): SavedValue | undefined {
  if (result === undefined || result === null) return undefined;
  if (result instanceof Date) return (result.getTime() - EPOCH_1899) / DAY;
  if (typeof result === "object") return "error" in result ? { error: String(result.error) } : undefined;
  return result;
}
