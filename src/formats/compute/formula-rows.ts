// Row references in formulas, moved when rows are inserted or removed, as a spreadsheet does (text in quotes untouched).
import type { Cell } from "../model/source.js";
import { quoteSheetName, unquoteSheetName } from "./sheet-names.js";

// An optional sheet prefix ('Tab name'! or Tab!), then a cell (B4, $B$4) and an optional range end (:M4).
const REF =
  /(?<![\w$.])((?:'(?:[^']|'')+'|[A-Za-z_][\w.]*)!)?(\$?[A-Z]{1,3}\$?\d+)(?::(\$?[A-Z]{1,3}\$?\d+))?(?![\w(])/g;
const CELL = /^(\$?[A-Z]{1,3})(\$?)(\d+)$/;

/** A new 1-based row for a reference, or null when the cell it pointed at is gone. */
export type RowMap = (row: number, absolute: boolean) => number | null;
/** New rows for a range's two ends, or null when the whole range is gone. */
export type RangeMap = (start: number, end: number) => [number, number] | null;

/** Applies the maps to every row of a formula's references to `tab` (unqualified refs are the formula's own tab). */
export function mapFormulaRows(formula: string, ownTab: string, tab: string, map: RowMap, mapRange?: RangeMap): string {
  return formula
    .split(/("(?:[^"]|"")*")/)
    .map((piece, i) =>
      i % 2 === 1
        ? piece
        : piece.replace(REF, (whole, prefix: string | undefined, start: string, end: string | undefined) => {
            const sheet = prefix ? unquoteSheetName(prefix) : ownTab;
            if (sheet !== tab) return whole;
            const a = CELL.exec(start)!;
            if (end === undefined) {
              const row = map(Number(a[3]), a[2] === "$");
              return row === null ? `${prefix ?? ""}#REF!` : `${prefix ?? ""}${a[1]}${a[2]}${row}`;
            }
            const b = CELL.exec(end)!;
            const ranged = mapRange
              ? mapRange(Number(a[3]), Number(b[3]))
              : [map(Number(a[3]), a[2] === "$"), map(Number(b[3]), b[2] === "$")];
            const [r1, r2] = ranged ?? [null, null];
            if (r1 === null || r2 === null) return `${prefix ?? ""}#REF!`;
            return `${prefix ?? ""}${a[1]}${a[2]}${r1}:${b[1]}${b[2]}${r2}`;
          }),
    )
    .join("");
}

/** The same formula one row lower or higher (fill down): relative rows move by `delta`, `$`-rows stay. */
export function fillFormula(formula: string, ownTab: string, delta: number): string {
  return mapFormulaRows(formula, ownTab, ownTab, (row, absolute) => (absolute ? row : row + delta));
}

/** Every formula of every tab after `count` rows were inserted before sheet row `at` (1-based, header is row 1) of `tab`. */
export function shiftForInsert(
  cell: Cell,
  ownTab: string,
  tab: string,
  at: number,
  count: number,
  cellRow: number | null,
): Cell {
  if (!cell || typeof cell !== "object") return cell;
  const moved = (row: number) => (row >= at ? row + count : row);
  // A total below a list takes in rows added at the list's end, as people expect of "add a row".
  const range: RangeMap = (start, end) => {
    if (end === at - 1 && start < at && cellRow !== null && cellRow >= at + count) return [start, end + count];
    return [moved(start), moved(end)];
  };
  return { formula: mapFormulaRows(cell.formula, ownTab, tab, (row) => moved(row), range) };
}

/** Every formula after rows `at`..`at+count-1` (1-based sheet rows) of `tab` were removed: ranges shrink, lost cells are #REF!. */
export function shiftForRemove(cell: Cell, ownTab: string, tab: string, at: number, count: number): Cell {
  return shiftForRemoved(cell, ownTab, tab, removedRows([[at, at + count - 1]]));
}

/** Where a tab's rows are once some were removed: a row's new number (null: it was removed), a range's new ends. */
export interface RemovedRows {
  row: (row: number) => number | null;
  range: RangeMap;
}

/**
 * Rows removed from a tab, as runs of 1-based sheet rows ([first, last], in order, apart): each reference found by a
 * binary search over the runs, so removing rows here and there costs a formula no more than one run does.
 */
export function removedRows(runs: readonly (readonly [number, number])[]): RemovedRows {
  // before[i]: the rows removed by the runs before run i.
  const before: number[] = [0];
  for (const [first, last] of runs) before.push(before.at(-1)! + last - first + 1);
  /** The index of the last run starting at or before `row`, or -1. */
  const runAt = (row: number) => {
    let lo = 0;
    let hi = runs.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (runs[mid]![0] <= row) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
  const gone = (row: number, i: number) => i >= 0 && row <= runs[i]![1];
  /** Rows removed above a kept row whose last run at or above it is run `i`. */
  const above = (i: number) => (i < 0 ? 0 : before[i + 1]!);
  return {
    row(row) {
      const i = runAt(row);
      return gone(row, i) ? null : row - above(i);
    },
    range(start, end) {
      // The first row kept from `start` down and the last kept from `end` up; none between them: the range is gone.
      const si = runAt(start);
      const s = gone(start, si) ? runs[si]![1] + 1 : start;
      const ei = runAt(end);
      const e = gone(end, ei) ? runs[ei]![0] - 1 : end;
      if (e < s) return null;
      return [s - above(runAt(s)), e - above(runAt(e))];
    },
  };
}

/** Every formula after the rows `removed` of `tab` were removed: ranges shrink, lost cells are #REF!. */
export function shiftForRemoved(cell: Cell, ownTab: string, tab: string, removed: RemovedRows): Cell {
  if (!cell || typeof cell !== "object") return cell;
  return { formula: mapFormulaRows(cell.formula, ownTab, tab, removed.row, removed.range) };
}

/** A formula's references to tab `from` made to tab `to` (quoted when the name needs it). */
export function renameTabRefs(formula: string, from: string, to: string): string {
  const quoted = /^[A-Za-z_][\w.]*$/.test(to) ? to : quoteSheetName(to);
  return formula
    .split(/("(?:[^"]|"")*")/)
    .map((piece, i) =>
      i % 2 === 1
        ? piece
        : piece.replace(/(?<![\w$.])('(?:[^']|'')+'|[A-Za-z_][\w.]*)!/g, (whole, name: string) =>
            unquoteSheetName(name) === from ? `${quoted}!` : whole,
          ),
    )
    .join("");
}
