// The edits only sheets have: set cells, insert and remove rows (every formula on every tab follows), rename tabs. Each
// is one pass over the rows, copying only the rows it changes: a sheet holds up to 100,000 cells a tab.
import type { Cell, Sheet, SheetTab } from "../../formats/model/source.js";
import type { AppliedEdit } from "./edit-schema.js";
import { removedRows, renameTabRefs, shiftForInsert, shiftForRemoved } from "../../formats/compute/formula-rows.js";
import { quoted, type Step } from "./part-list.js";
import { plural } from "../../lib/text.js";

type Tabs = Sheet["sheets"];
type Formula = Extract<Cell, object>;

const tabName = (tabs: Tabs, i: number) => `tab ${i + 1} ${quoted(tabs[i]!.name)}`;
const noTab = (tabs: Tabs, i: number): { problem: string } => ({
  problem: `There is no tab ${i + 1} (the sheet has ${tabs.length}).`,
});
const isFormula = (cell: Cell): cell is Formula => cell !== null && typeof cell === "object";

/** Every formula cell of every tab through `fn`; a row without one, and a tab without one, stay the same objects. */
function mapFormulas(tabs: Tabs, fn: (cell: Formula, tabIndex: number, row: number) => Cell): Tabs {
  return tabs.map((t, ti) => {
    let changed = false;
    const rows = t.rows.map((r, ri) => {
      if (!r.some(isFormula)) return r;
      changed = true;
      return r.map((c) => (isFormula(c) ? fn(c, ti, ri) : c));
    });
    return changed ? { ...t, rows } : t;
  });
}

export function setCells(tabs: Tabs, tab: number, cells: { row: number; column: number; value: Cell }[]): Step<Tabs> {
  const target = tabs[tab];
  if (!target) return noTab(tabs, tab);
  const outside = cells.find((c) => c.row >= target.rows.length || c.column >= target.columns.length);
  if (outside)
    return {
      problem: `Row ${outside.row + 1}, column ${outside.column + 1} is outside ${tabName(tabs, tab)} (${target.rows.length} rows, ${target.columns.length} columns).`,
    };
  const rows = [...target.rows];
  const copied = new Set<number>();
  for (const { row, column, value } of cells) {
    if (!copied.has(row)) rows[row] = [...rows[row]!];
    copied.add(row);
    while (rows[row]!.length <= column) rows[row]!.push(null);
    rows[row]![column] = value;
  }
  const value = tabs.map((t, i) => (i === tab ? { ...t, rows } : t));
  return {
    value,
    applied: {
      op: "set-cells",
      target: `tab ${tab + 1}`,
      message: `Set ${plural(cells.length, "cell")} on ${tabName(tabs, tab)}`,
    },
  };
}

/** `at` is a data row (0 = the first under the header); sheet rows are 1-based with the header as row 1. */
export function insertRows(tabs: Tabs, tab: number, at: number, added: Cell[][]): Step<Tabs> {
  const target = tabs[tab];
  if (!target) return noTab(tabs, tab);
  const where = Math.min(at, target.rows.length);
  const sheetRow = where + 2;
  const name = target.name;
  const shifted = mapFormulas(tabs, (cell, ti, ri) =>
    shiftForInsert(
      cell,
      tabs[ti]!.name,
      name,
      sheetRow,
      added.length,
      ti === tab ? ri + 2 + (ri >= where ? added.length : 0) : null,
    ),
  );
  const rows = [...shifted[tab]!.rows];
  rows.splice(where, 0, ...added);
  const value = shifted.map((t, i) => (i === tab ? { ...t, rows } : t));
  const label =
    added.length === 1 && typeof added[0]![0] === "string"
      ? `row ${quoted(added[0]![0])}`
      : plural(added.length, "row");
  const applied: AppliedEdit = {
    op: "insert-rows",
    target: `tab ${tab + 1}, row ${where + 1}`,
    message: `Added ${label} to ${tabName(tabs, tab)} at row ${where + 1}`,
  };
  return { value, applied };
}

/** `count` rows from data row `at` (0 = the first under the header). */
export function removeRows(tabs: Tabs, tab: number, at: number, count: number): Step<Tabs> {
  const target = tabs[tab];
  if (!target) return noTab(tabs, tab);
  if (at >= target.rows.length)
    return { problem: `${tabName(tabs, tab)} has no row ${at + 1} (it has ${target.rows.length}).` };
  const n = Math.min(count, target.rows.length - at);
  return removeRowIndices(
    tabs,
    tab,
    Array.from({ length: n }, (_, i) => at + i),
  );
}

/** Data rows `indices` (0-based, ascending, each once) removed in one pass, and every formula on every tab after them. */
export function removeRowIndices(tabs: Tabs, tab: number, indices: readonly number[]): Step<Tabs> {
  const target = tabs[tab];
  if (!target) return noTab(tabs, tab);
  const outside = indices.find((i) => i >= target.rows.length);
  if (outside !== undefined)
    return { problem: `${tabName(tabs, tab)} has no row ${outside + 1} (it has ${target.rows.length}).` };
  const removed = new Set(indices);
  const labels = indices
    .map((i) => target.rows[i]![0])
    .filter((c): c is string => typeof c === "string" && c.trim() !== "");
  const kept: SheetTab[] = tabs.map((t, i) =>
    i === tab ? { ...t, rows: t.rows.filter((_, ri) => !removed.has(ri)) } : t,
  );
  const rows = removedRows(runsOf(indices.map((i) => i + 2)));
  const value = mapFormulas(kept, (cell, ti) => shiftForRemoved(cell, kept[ti]!.name, target.name, rows));
  const what = labels.length === 1 ? `row ${quoted(labels[0]!)}` : plural(indices.length, "row");
  return {
    value,
    applied: {
      op: "remove-rows",
      target: `tab ${tab + 1}, row ${indices[0]! + 1}`,
      message: `Removed ${what} from ${tabName(tabs, tab)}`,
    },
  };
}

/** Ascending numbers as runs of consecutive ones ([first, last]). */
function runsOf(sorted: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const n of sorted) {
    const last = runs.at(-1);
    if (last && last[1] + 1 === n) last[1] = n;
    else runs.push([n, n]);
  }
  return runs;
}

/** A tab renamed, and every formula that refers to it by name pointed at the new name. */
export function renameTab(tabs: Tabs, index: number, title: string): Tabs {
  const from = tabs[index]!.name;
  const to = title.slice(0, 31);
  return mapFormulas(
    tabs.map((t, i) => (i === index ? { ...t, name: to } : t)),
    (cell) => ({ formula: renameTabRefs(cell.formula, from, to) }),
  );
}
