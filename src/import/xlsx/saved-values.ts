// Quire's computed results for imported formulas checked against the values the file saved; differences become warnings.
import { computeSheet, type Computed } from "../../formats/compute/compute-sheet.js";
import { isFormulaError } from "../../formats/compute/formula-engine.js";
import { columnLetters } from "../../formats/compute/cell-values.js";
import { quoteSheetName } from "../../formats/compute/sheet-names.js";
import type { Sheet } from "../../formats/model/source.js";
import { plural } from "../../lib/text.js";
import type { SavedValue } from "./cells.js";

/** A formula's saved result at a data position of the source (tab index, data row, column; all 0-based). */
export interface SavedResult {
  tab: number;
  row: number;
  col: number;
  saved: SavedValue;
}

export interface SavedCheck {
  checked: number;
  /** Cells whose computed value differs, e.g. "Sheet1!D3 (saved 3, Quire 2)". */
  differ: string[];
  /** The engine's own notes (unknown functions, circular references). */
  notes: string[];
}

const SHOWN = 5;

/** Computes the sheet and compares every formula that has a saved result. */
export function checkSavedValues(sheet: Sheet, saved: SavedResult[]): SavedCheck {
  if (!saved.length) return { checked: 0, differ: [], notes: [] };
  const computed = computeSheet(sheet);
  const differ: string[] = [];
  for (const s of saved) {
    const value = computed.valueAt(s.tab, s.row, s.col);
    if (agree(s.saved, value)) continue;
    const name = sheet.sheets[s.tab]!.name;
    const where = `${/^[A-Za-z_][\w.]*$/.test(name) ? name : quoteSheetName(name)}!${columnLetters(s.col)}${s.row + 2}`;
    differ.push(`${where} (saved ${show(s.saved)}, Quire ${show(value)})`);
  }
  return { checked: saved.length, differ, notes: computed.warnings };
}

/** The check in words for the result's warnings. */
export function savedValueWarnings(check: SavedCheck): string[] {
  if (!check.differ.length) return check.notes;
  const listed = check.differ.slice(0, SHOWN).join(", ");
  const more = check.differ.length > SHOWN ? ` and ${check.differ.length - SHOWN} more` : "";
  return [
    `Quire computes ${plural(check.differ.length, "formula")} of ${check.checked} differently from the values saved in the file: ${listed}${more}. The formulas are kept; check these cells.`,
    ...check.notes,
  ];
}

function agree(saved: SavedValue, value: Computed | undefined): boolean {
  if (value === undefined) return false;
  if (isFormulaError(value)) return typeof saved === "object" && saved.error === value.error;
  if (typeof saved === "object") return false;
  // An empty result shows as 0 or "" in Excel, depending on where it is used.
  if (value === null) return saved === 0 || saved === "";
  if (typeof saved === "number" && typeof value === "number")
    return Math.abs(saved - value) <= 1e-9 * Math.max(1, Math.abs(saved), Math.abs(value));
  return saved === value;
}

function show(value: SavedValue | Computed | undefined): string {
  if (value === undefined || value === null) return "empty";
  if (typeof value === "object") return "error" in value ? String(value.error) : String(value);
  if (typeof value === "string") return JSON.stringify(value.length > 30 ? `${value.slice(0, 29)}…` : value);
  return typeof value === "number" ? String(Number(value.toPrecision(12))) : String(value);
}
