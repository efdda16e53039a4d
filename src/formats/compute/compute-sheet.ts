// Every formula of a sheet source computed, across tabs, in dependency order: the values the xlsx caches and the pdf,
// html, csv and Markdown show. A circular reference or an unknown function is an error value, with a warning.
import type { Cell, Sheet } from "../model/source.js";
import { excelSerial, columnLetters } from "./cell-values.js";
import {
  createEngine,
  FormulaError,
  isFormulaError,
  type CellAddress,
  type Evaluated,
  type RangeAddress,
} from "./formula-engine.js";
import { MAX_NESTING, formulaReferences, nestingDepth, sameWhereverItStands } from "./formula-references.js";
import { evaluateSimple, type ColumnMemo, type RangeTotals, type SimpleCells } from "./simple-formula.js";

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
/** On the path being ordered: a formula that reaches it again is in a cycle. */
const WAITING = Symbol("waiting");
/** References met through INDIRECT or OFFSET are followed as they are met, this many deep at most. */
const MAX_DYNAMIC_DEPTH = 100;

type Outcome = { value: Computed; unknownFunction?: string };

/** A cell of a tab (0-based data row and column), or a range's formula cells, in the order of computing. */
type Node = { t: number; r: number; c: number } | { range: string; t: number; cells: { r: number; c: number }[] };

/**
 * Computes every formula cell; the whole workbook at once so cross-tab references resolve. Cells are computed after
 * the cells and ranges their text names (an explicit stack, so a chain of 100,000 references cannot overflow it), a
 * cell that reaches itself again is a circular reference, a range's values are read once, and a formula written the
 * same way twice is computed once: the cost grows with the cells, not with the cells times the ranges they read.
 */
export function computeSheet(sheet: Sheet): ComputedSheet {
  const tabs = sheet.sheets;
  const byName = new Map(tabs.map((t, i) => [t.name.toLowerCase(), i]));
  const results = tabs.map(() => new Map<number, Computed | typeof EVALUATING | typeof WAITING>());
  const slot = (r: number, c: number) => r * 16_384 + c;
  const width = (t: number) => tabs[t]!.columns.length;
  const warnings = new Set<string>();
  const unknown = tabs.map(() => new Set<number>());
  const where = (t: number, r: number, c: number) => `${tabs[t]!.name}!${columnLetters(c)}${r + 2}`;
  // Each tab's formula rows by column, ascending: a range's formulas are found without walking its other cells.
  const formulaRows = tabs.map((tab) => {
    const columns: number[][] = [];
    tab.rows.forEach((row, r) =>
      row.forEach((cell, c) => cell && typeof cell === "object" && (columns[c] ??= []).push(r)),
    );
    return columns;
  });
  const ranges = new Map<string, "ordering" | "ordered">();
  // Values that hold only once every cell they read has its own (not while a cycle is being read).
  let circularReads = 0;
  const sameText = new Map<string, Outcome>();
  const totals = new Map<string, RangeTotals>();
  let dynamicDepth = 0;

  const tabOf = (own: number, name: string | null) => (name === null ? own : byName.get(name.toLowerCase()));
  const circular = (t: number, r: number, c: number): Computed => {
    circularReads++;
    warnings.add(
      `Circular reference: ${where(t, r, c)} depends on itself; it shows #REF! as in Google Sheets (Excel shows 0).`,
    );
    return new FormulaError("#REF!");
  };

  /** A stored cell as the formula sees it: dates in date columns as serial numbers, like Excel's. */
  const input = (t: number, r: number, c: number): Computed => {
    const cell = tabs[t]!.rows[r]?.[c];
    if (cell === undefined || cell === null) return null;
    if (typeof cell === "object") return formulaValue(t, r, c);
    if (typeof cell === "string" && tabs[t]!.columns[c]?.type === "date") return excelSerial(cell)?.serial ?? cell;
    return cell;
  };

  /** A cell by its A1 row and column (1-based; row 1 is the header). */
  const at = (t: number, row: number, col: number): Computed =>
    row === 1 ? (tabs[t]!.columns[col - 1]?.header ?? null) : input(t, row - 2, col - 1);
  const value = (ref: CellAddress): Computed => {
    const t = byName.get(ref.sheet.toLowerCase());
    return t === undefined ? new FormulaError("#REF!") : at(t, ref.row, ref.col);
  };
  const memos: ColumnMemo[][] = tabs.map(() => []);
  // The fast path's view of the cells, one per tab (its formulas' unqualified references are that tab's).
  const simpleCells = tabs.map((_, t): SimpleCells => ({
    cell: (sheet, row, col) => (sheet === null ? at(t, row, col) : value({ sheet, row, col })),
    error: (code) => new FormulaError(code),
    extent(sheet) {
      const tab = tabOf(t, sheet);
      return tab === undefined ? null : { rows: tabs[tab]!.rows.length + 1, cols: width(tab) };
    },
    rangeTotals(sheet, area, read) {
      const key = `${tabOf(t, sheet)}:${area.join(":")}`;
      const known = totals.get(key);
      if (known) return known;
      const before = circularReads;
      const found = read();
      if (circularReads === before) totals.set(key, found);
      return found;
    },
  }));

  const engine = createEngine({
    cell: value,
    range(ref: RangeAddress) {
      const t = byName.get(ref.sheet.toLowerCase());
      if (t === undefined) return [[new FormulaError("#REF!")]];
      // Whole columns (A:A) stop at the last row that exists, whole rows (1:1) at the last column.
      const lastRow = Math.min(ref.to.row, tabs[t]!.rows.length + 1);
      const lastCol = Math.min(ref.to.col, width(t));
      const out: Computed[][] = [];
      for (let row = ref.from.row; row <= lastRow; row++) {
        const line: Computed[] = [];
        for (let col = ref.from.col; col <= lastCol; col++) line.push(at(t, row, col));
        out.push(line);
      }
      return out.length ? out : [[null]];
    },
  });

  /** A formula cell's value: computed already, or now (with what it reads first), or #REF! when it is being computed. */
  function formulaValue(t: number, r: number, c: number): Computed {
    const known = results[t]!.get(slot(r, c));
    if (known === EVALUATING || known === WAITING) return circular(t, r, c);
    if (known !== undefined) return known;
    // Only a reference the text does not name (INDIRECT, OFFSET) reaches a cell not yet computed.
    if (dynamicDepth >= MAX_DYNAMIC_DEPTH) {
      warnings.add(
        `${where(t, r, c)} is reached through more than ${MAX_DYNAMIC_DEPTH} INDIRECT or OFFSET references in a row; it shows #REF!.`,
      );
      circularReads++;
      return new FormulaError("#REF!");
    }
    dynamicDepth++;
    try {
      order({ t, r, c });
    } finally {
      dynamicDepth--;
    }
    return results[t]!.get(slot(r, c)) as Computed;
  }

  /** What a formula's text names, as the nodes to compute before it (formula cells, and ranges holding formulas). */
  function dependencies(t: number, formula: string): Node[] {
    const out: Node[] = [];
    for (const ref of formulaReferences(formula)) {
      const tab = tabOf(t, ref.sheet);
      if (tab === undefined) continue;
      const r1 = Math.max(ref.fromRow, 2) - 2;
      const r2 = Math.min(ref.toRow, tabs[tab]!.rows.length + 1) - 2;
      const c1 = ref.fromCol - 1;
      const c2 = Math.min(ref.toCol, width(tab)) - 1;
      if (r1 > r2 || c1 > c2) continue;
      if (r1 === r2 && c1 === c2) {
        if (typeof tabs[tab]!.rows[r1]?.[c1] === "object" && tabs[tab]!.rows[r1]?.[c1] !== null)
          out.push({ t: tab, r: r1, c: c1 });
        continue;
      }
      const key = `${tab}:${r1}:${c1}:${r2}:${c2}`;
      if (ranges.has(key)) {
        out.push({ range: key, t: tab, cells: [] }); // met before: its cells are not listed again
        continue;
      }
      const cells: { r: number; c: number }[] = [];
      for (let c = c1; c <= c2; c++) {
        const rows = formulaRows[tab]![c] ?? [];
        for (let i = firstAtLeast(rows, r1); i < rows.length && rows[i]! <= r2; i++) cells.push({ r: rows[i]!, c });
      }
      out.push({ range: key, t: tab, cells });
    }
    return out;
  }

  /** Computes a formula cell after everything it names, depth first on an explicit stack. */
  function order(start: { t: number; r: number; c: number }): void {
    type Frame = { node: Node; next: Node[]; at: number; cyclic: boolean };
    const stack: Frame[] = [];
    // A cell that names a cell or range still on the stack above it is in a cycle: it shows #REF! without being computed.
    const enter = (node: Node, from: Frame | undefined): void => {
      if ("range" in node) {
        const state = ranges.get(node.range);
        if (state === "ordering" && from) from.cyclic = true;
        if (state !== undefined) return;
        ranges.set(node.range, "ordering");
        stack.push({ node, next: node.cells.map(({ r, c }) => ({ t: node.t, r, c })), at: 0, cyclic: false });
        return;
      }
      const known = results[node.t]!.get(slot(node.r, node.c));
      if ((known === WAITING || known === EVALUATING) && from) from.cyclic = true;
      if (known !== undefined) return;
      results[node.t]!.set(slot(node.r, node.c), WAITING);
      stack.push({ node, next: dependencies(node.t, formulaOf(node.t, node.r, node.c)), at: 0, cyclic: false });
    };
    enter(start, undefined);
    while (stack.length) {
      const frame = stack[stack.length - 1]!;
      if (frame.at < frame.next.length) {
        enter(frame.next[frame.at++]!, frame);
        continue;
      }
      stack.pop();
      const node = frame.node;
      if ("range" in node) {
        ranges.set(node.range, "ordered");
        continue;
      }
      results[node.t]!.delete(slot(node.r, node.c));
      if (frame.cyclic) results[node.t]!.set(slot(node.r, node.c), circular(node.t, node.r, node.c));
      else evaluate(node.t, node.r, node.c);
    }
  }

  const formulaOf = (t: number, r: number, c: number) =>
    (tabs[t]!.rows[r]![c] as { formula: string }).formula.replace(/^\s*=/, "");

  function evaluate(t: number, r: number, c: number): void {
    const key = slot(r, c);
    results[t]!.set(key, EVALUATING);
    const text = formulaOf(t, r, c);
    const { value: result, unknownFunction } =
      nestingDepth(text) > MAX_NESTING ? tooDeep(t, r, c) : compute(t, r, c, text);
    if (unknownFunction) {
      warnings.add(`Unknown function ${unknownFunction} in ${where(t, r, c)}: the cell shows #NAME?.`);
      unknown[t]!.add(key);
    }
    results[t]!.set(key, result);
  }

  function tooDeep(t: number, r: number, c: number): Outcome {
    warnings.add(`The formula in ${where(t, r, c)} nests deeper than Excel's ${MAX_NESTING} levels; it shows #VALUE!.`);
    unknown[t]!.add(slot(r, c));
    return { value: new FormulaError("#VALUE!") };
  }

  /** The fast path's value, else the engine's; a formula whose value is the same wherever it stands is computed once a tab. */
  function compute(t: number, r: number, c: number, text: string): Outcome {
    const shared = sameWhereverItStands(text) ? `${t}\u0000${text}` : null;
    const known = shared === null ? undefined : sameText.get(shared);
    if (known) return known;
    const before = circularReads;
    const memo = (memos[t]![c] ??= { formula: "", row: 0, shape: "" });
    const fast = evaluateSimple(text, simpleCells[t]!, r + 2, c + 1, memo);
    const found =
      fast !== undefined ? { value: fast } : engine.evaluate(text, { sheet: tabs[t]!.name, row: r + 2, col: c + 1 });
    if (shared !== null && circularReads === before) sameText.set(shared, found);
    return found;
  }

  let count = 0;
  for (let t = 0; t < tabs.length; t++) {
    const rows = tabs[t]!.rows;
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!;
      for (let c = 0; c < row.length; c++) {
        const cell = row[c];
        if (cell && typeof cell === "object") {
          if (results[t]!.get(slot(r, c)) === undefined) order({ t, r, c });
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
      return v === EVALUATING || v === WAITING ? new FormulaError("#REF!") : v;
    },
    cacheable: (t, r, c) => !unknown[t]!.has(slot(r, c)),
    count,
    warnings: [...warnings],
  };
}

/** The first index of an ascending list whose value is at least `min`. */
function firstAtLeast(list: number[], min: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < min) lo = mid + 1;
    else hi = mid;
  }
  return lo;
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
