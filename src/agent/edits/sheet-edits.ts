// The edits only sheets have: set cells, insert and remove rows (every formula on every tab follows), rename tabs.
import type { Cell, Sheet, SheetTab } from "../../formats/model/source.js";
import type { AppliedEdit } from "./edit-schema.js";
import { renameTabRefs, shiftForInsert, shiftForRemove } from "../../formats/compute/formula-rows.js";
import { quoted, type Step } from "./part-list.js";
import { plural } from "../../lib/text.js";

type Tabs = Sheet["sheets"];

const tabName = (tabs: Tabs, i: number) => `tab ${i + 1} ${quoted(tabs[i]!.name)}`;
const noTab = (tabs: Tabs, i: number): { problem: string } => ({ problem: `There is no tab ${i + 1} (the sheet has ${tabs.length}).` });

function mapCells(tabs: Tabs, fn: (cell: Cell, tabIndex: number, row: number) => Cell): Tabs {
  return tabs.map((t, ti) => ({ ...t, rows: t.rows.map((r, ri) => r.map((c) => fn(c, ti, ri))) }));
}

export function setCells(tabs: Tabs, tab: number, cells: { row: number; column: number; value: Cell }[]): Step<Tabs> {
  const target = tabs[tab];
  if (!target) return noTab(tabs, tab);
  const outside = cells.find((c) => c.row >= target.rows.length || c.column >= target.columns.length);
  if (outside) return { problem: `Row ${outside.row + 1}, column ${outside.column + 1} is outside ${tabName(tabs, tab)} (${target.rows.length} rows, ${target.columns.length} columns).` };
  const rows = target.rows.map((r) => [...r]);
  for (const { row, column, value } of cells) {
    while (rows[row]!.length <= column) rows[row]!.push(null);
    rows[row]![column] = value;
  }
  const value = tabs.map((t, i) => (i === tab ? { ...t, rows } : t));
  return { value, applied: { op: "set-cells", target: `tab ${tab + 1}`, message: `Set ${plural(cells.length, "cell")} on ${tabName(tabs, tab)}` } };
}

/** `at` is a data row (0 = the first under the header); sheet rows are 1-based with the header as row 1. */
export function insertRows(tabs: Tabs, tab: number, at: number, added: Cell[][]): Step<Tabs> {
  const target = tabs[tab];
  if (!target) return noTab(tabs, tab);
  const where = Math.min(at, target.rows.length);
  const sheetRow = where + 2;
  const name = target.name;
  const shifted = mapCells(tabs, (cell, ti, ri) => shiftForInsert(cell, tabs[ti]!.name, name, sheetRow, added.length, ti === tab ? ri + 2 + (ri >= where ? added.length : 0) : null));
  const rows = [...shifted[tab]!.rows];
  rows.splice(where, 0, ...added);
  const value = shifted.map((t, i) => (i === tab ? { ...t, rows } : t));
  const label = added.length === 1 && typeof added[0]![0] === "string" ? `row ${quoted(added[0]![0])}` : plural(added.length, "row");
  const applied: AppliedEdit = { op: "insert-rows", target: `tab ${tab + 1}, row ${where + 1}`, message: `Added ${label} to ${tabName(tabs, tab)} at row ${where + 1}` };
  return { value, applied };
}

export function removeRows(tabs: Tabs, tab: number, at: number, count: number): Step<Tabs> {
  const target = tabs[tab];
  if (!target) return noTab(tabs, tab);
  if (at >= target.rows.length) return { problem: `${tabName(tabs, tab)} has no row ${at + 1} (it has ${target.rows.length}).` };
  const n = Math.min(count, target.rows.length - at);
  const labels = target.rows.slice(at, at + n).map((r) => r[0]).filter((c): c is string => typeof c === "string" && c.trim() !== "");
  const name = target.name;
  const kept: SheetTab[] = tabs.map((t, i) => (i === tab ? { ...t, rows: t.rows.filter((_, ri) => ri < at || ri >= at + n) } : t));
  const value = mapCells(kept, (cell, ti) => shiftForRemove(cell, kept[ti]!.name, name, at + 2, n));
  const what = labels.length === 1 ? `row ${quoted(labels[0]!)}` : plural(n, "row");
  return { value, applied: { op: "remove-rows", target: `tab ${tab + 1}, row ${at + 1}`, message: `Removed ${what} from ${tabName(tabs, tab)}` } };
}

/** A tab renamed, and every formula that refers to it by name pointed at the new name. */
export function renameTab(tabs: Tabs, index: number, title: string): Tabs {
  const from = tabs[index]!.name;
  const to = title.slice(0, 31);
  return mapCells(tabs.map((t, i) => (i === index ? { ...t, name: to } : t)), (cell) => (cell && typeof cell === "object" ? { formula: renameTabRefs(cell.formula, from, to) } : cell));
}
