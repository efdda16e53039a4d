// Every formula of a sheet source computed, across tabs, in dependency order: the values the xlsx caches and the pdf,
// html, csv and Markdown show. A circular reference or an unknown function is an error value, with a warning.
import type { Cell, Sheet } from "../model/source.js";
import { excelSerial, columnLetters } from "./cell-values.js";
import { createEngine, FormulaError, isFormulaError, type CellAddress, type Evaluated, type RangeAddress } from "./formula-engine.js";
import { evaluateSimple, type ColumnMemo, type SimpleCells } from "./simple-formula.js";

export type Computed = Evaluated;

export interface ComputedSheet {
  /** The computed value of the formula at (tab, data row, column), 0-based; undefined when that cell is no formula. */
  valueAt(tab: number, row: number, col: number): Computed | undefined;
  /** Whether the value is worth caching in a file: not when a function unknown to the engine decided it. */
  cacheable(tab: number, row: number, col: number): boolean;
  /** How many formulas were computed. */
  count: number;
  warnings: string[];
}

const EVALUATING = Symbol("evaluating");

/** Computes every formula cell; the whole workbook at once so cross-tab references resolve. */
export function computeSheet(sheet: Sheet): ComputedSheet {
  const tabs = sheet.sheets;
  const byName = new Map(tabs.map((t, i) => [t.name.toLowerCase(), i]));
  const results = tabs.map(() => new Map<number, Computed | typeof EVALUATING>());
  const slot = (r: number, c: number) => r * 16_384 + c;
  const width = (t: number) => tabs[t]!.columns.length;
  const warnings = new Set<string>();
  const unknown = tabs.map(() => new Set<number>());
  const where = (t: number, r: number, c: number) => `${tabs[t]!.name}!${columnLetters(c)}${r + 2}`;

  /** A stored cell as the formula sees it: dates in date columns as serial numbers, like Excel's. */
  const input = (t: number, r: number, c: number): Computed => {
    const cell = tabs[t]!.rows[r]?.[c];
    if (cell === undefined || cell === null) return null;
    if (typeof cell === "object") return formulaValue(t, r, c, cell);
    if (typeof cell === "string" && tabs[t]!.columns[c]?.type === "date") return excelSerial(cell)?.serial ?? cell;
    return cell;
  };

  /** A cell by its A1 row and column (1-based; row 1 is the header). */
  const at = (t: number, row: number, col: number): Computed => (row === 1 ? (tabs[t]!.columns[col - 1]?.header ?? null) : input(t, row - 2, col - 1));
  const value = (ref: CellAddress): Computed => {
    const t = byName.get(ref.sheet.toLowerCase());
    return t === undefined ? new FormulaError("#REF!") : at(t, ref.row, ref.col);
  };
  const memos: ColumnMemo[][] = tabs.map(() => []);
  // The fast path's view of the cells, one per tab (its formulas' unqualified references are that tab's).
  const simpleCells = tabs.map((_, t): SimpleCells => ({
    cell: (sheet, row, col) => (sheet === null ? at(t, row, col) : value({ sheet, row, col })),
    error: (code) => new FormulaError(code),
  }));

  const engine = createEngine({
    cell: value,
    range(ref: RangeAddress) {
      const t = byName.get(ref.sheet.toLowerCase());
      if (t === undefined) return [[new FormulaError("#REF!")]];
      // Whole columns (A:A) stop at the last row that exists.
      const lastRow = Math.min(ref.to.row, tabs[t]!.rows.length + 1);
      const lastCol = Math.min(ref.to.col, width(t));
      const out: Computed[][] = [];
      for (let row = ref.from.row; row <= lastRow; row++) {
        const line: Computed[] = [];
        for (let col = ref.from.col; col <= lastCol; col++) line.push(value({ sheet: ref.sheet, row, col }));
        out.push(line);
      }
      return out.length ? out : [[null]];
    },
  });

  function formulaValue(t: number, r: number, c: number, cell: { formula: string }): Computed {
    const key = slot(r, c);
    const known = results[t]!.get(key);
    if (known === EVALUATING) {
      warnings.add(`Circular reference: ${where(t, r, c)} depends on itself; it shows #REF! as in Google Sheets (Excel shows 0).`);
      return new FormulaError("#REF!");
    }
    if (known !== undefined) return known;
    results[t]!.set(key, EVALUATING);
    const text = cell.formula.replace(/^\s*=/, "");
    const memo = (memos[t]![c] ??= { formula: "", row: 0, shape: "" });
    const fast = evaluateSimple(text, simpleCells[t]!, r + 2, c + 1, memo);
    const { value: result, unknownFunction } = fast !== undefined ? { value: fast, unknownFunction: undefined } : engine.evaluate(text, { sheet: tabs[t]!.name, row: r + 2, col: c + 1 });
    if (unknownFunction) {
      warnings.add(`Unknown function ${unknownFunction} in ${where(t, r, c)}: the cell shows #NAME?.`);
      unknown[t]!.add(key);
    }
    results[t]!.set(key, result);
    return result;
  }

  let count = 0;
  for (let t = 0; t < tabs.length; t++) {
    const rows = tabs[t]!.rows;
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!;
      for (let c = 0; c < row.length; c++) {
        const cell = row[c];
        if (cell && typeof cell === "object") {
          formulaValue(t, r, c, cell);
          count++;
        }
      }
    }
  }

  return {
    valueAt(t, r, c) {
      const cell: Cell | undefined = tabs[t]?.rows[r]?.[c];
      if (!cell || typeof cell !== "object") return undefined;
      const v = results[t]!.get(slot(r, c));
      return v === EVALUATING ? new FormulaError("#REF!") : v;
    },
    cacheable: (t, r, c) => !unknown[t]!.has(slot(r, c)),
    count,
    warnings: [...warnings],
  };
}

/** A computed value as a plain cell to show: numbers, text and booleans as they are, an error as its code. */
export function shownCell(value: Computed | undefined): Cell {
  return isFormulaError(value) ? value.error : (value ?? null);
}

/** A copy of the sheet to show: each formula cell replaced by its computed value (an error by its code). */
export function withComputedValues(sheet: Sheet): { sheet: Sheet; warnings: string[] } {
  const computed = computeSheet(sheet);
  if (computed.count === 0) return { sheet, warnings: [] };
  const sheets = sheet.sheets.map((tab, t) => ({
    ...tab,
    rows: tab.rows.map((row, r) =>
      row.map((cell, c): Cell => {
        if (!cell || typeof cell !== "object") return cell;
        return shownCell(computed.valueAt(t, r, c));
      }),
    ),
  }));
  return { sheet: { ...sheet, sheets }, warnings: computed.warnings };
}
