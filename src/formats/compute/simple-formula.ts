// The fast path for the formulas Quire writes most (D2*E2, SUM(B2:M2), E2/F2-1, Budget!B5-B9): arithmetic on numbers
// and references, and SUM, AVERAGE, MIN, MAX and COUNT over ranges, with Excel's rules. Each formula's shape (its
// references relative to its own cell, as R1C1 would write them) is compiled once, so a column of D2*E2 … D10001*E10001
// is one small program run 10,000 times. Anything else returns undefined and goes to the full engine. Measured on the
// 10k-row bench sheet: the export with every formula computed stays within its 150 ms and 150 MB bars (bench/cases/office.ts).
import { columnNumber } from "./cell-values.js";
import type { Evaluated } from "./formula-engine.js";
import { MAX_COL, MAX_ROW } from "./formula-references.js";
import { unquoteSheetName } from "./sheet-names.js";

/** What a range holds for SUM, AVERAGE, MIN, MAX and COUNT: its numbers' total, count and bounds, or its first error. */
export type RangeTotals = { total: number; count: number; min: number; max: number } | { error: Evaluated };

export interface SimpleCells {
  /** The value of a cell (1-based row and column, as A1 counts) of the tab a formula names, or of its own tab (null). */
  cell(sheet: string | null, row: number, col: number): Evaluated;
  /** An Excel error value ("#DIV/0!"). */
  error(code: string): Evaluated;
  /** The last row (A1, header included) and column of a tab, where whole columns and rows stop; null for no such tab. */
  extent(sheet: string | null): { rows: number; cols: number } | null;
  /** A range's totals ([row1, col1, row2, col2]), read by `read` the first time only: many formulas read one range. */
  rangeTotals(sheet: string | null, area: [number, number, number, number], read: () => RangeTotals): RangeTotals;
}

interface Env {
  row: number;
  col: number;
  cells: SimpleCells;
}

type Program = (env: Env) => number;

interface Ref {
  sheet: string | null;
  row: number;
  col: number;
  rowAbs: boolean;
  colAbs: boolean;
}

type Token =
  | { kind: "num"; value: number }
  | ({ kind: "ref" } & Ref)
  | { kind: "op"; value: string }
  | { kind: "fn"; name: string };

const REF = String.raw`((?:'(?:[^']|'')+'|[A-Za-z_][\w.]*)!)?(\$?)([A-Z]{1,3})(\$?)(\d+)(?![\w(])`;
const TOKEN = new RegExp(
  String.raw`\s*(?:(\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)(?![\w.])|${REF}|(SUM|AVERAGE|MIN|MAX|COUNT)\(|([-+*/(),:]))`,
  "y",
);
const SHAPE = new RegExp(REF, "g");
// A whole-column (A:C) or whole-row (2:5) range; the shape keeps it as written, so it is compiled as absolute.
const WHOLE =
  /\s*((?:'(?:[^']|'')+'|[A-Za-z_][\w.]*)!)?(?:\$?([A-Z]{1,3}):\$?([A-Z]{1,3})|\$?(\d+):\$?(\d+))(?![\w.(])/y;
const FUNCTIONS = new Set(["SUM", "AVERAGE", "MIN", "MAX", "COUNT"]);

class Bail extends Error {}
/** An Excel error met while evaluating; it becomes the formula's value. */
class Failure {
  constructor(readonly value: Evaluated) {}
}

const sheetName = (prefix: string | undefined) => (prefix ? unquoteSheetName(prefix) : null);

function tokenise(formula: string, row: number, col: number): Token[] | undefined {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < formula.length) {
    if (/^\s*$/.test(formula.slice(TOKEN.lastIndex))) break;
    WHOLE.lastIndex = TOKEN.lastIndex;
    const whole = WHOLE.exec(formula);
    if (whole) {
      const columns = whole[2] !== undefined;
      const [a, b] = columns
        ? [columnNumber(whole[2]!), columnNumber(whole[3]!)]
        : [Number(whole[4]), Number(whole[5])];
      const end = (row: number, col: number): Token => ({
        kind: "ref",
        sheet: null,
        row,
        col,
        rowAbs: true,
        colAbs: true,
      });
      tokens.push(
        { ...end(columns ? 1 : a, columns ? a : 1), sheet: sheetName(whole[1]) } as Token,
        { kind: "op", value: ":" },
        end(columns ? MAX_ROW : b, columns ? b : MAX_COL),
      );
      TOKEN.lastIndex = WHOLE.lastIndex;
      continue;
    }
    const m = TOKEN.exec(formula);
    if (!m) return undefined;
    if (m[1] !== undefined) tokens.push({ kind: "num", value: Number(m[1]) });
    else if (m[4] !== undefined) {
      const rowAbs = m[5] === "$";
      const colAbs = m[3] === "$";
      const r = Number(m[6]);
      const c = columnNumber(m[4]);
      tokens.push({
        kind: "ref",
        sheet: sheetName(m[2]),
        row: rowAbs ? r : r - row,
        col: colAbs ? c : c - col,
        rowAbs,
        colAbs,
      });
    } else if (m[7] !== undefined) tokens.push({ kind: "fn", name: m[7] });
    else tokens.push({ kind: "op", value: m[8]! });
  }
  return tokens.length ? tokens : undefined;
}

/** A value in arithmetic: empty is 0, TRUE 1, numeric text its number, other text #VALUE!, errors carried. */
function asNumber(v: Evaluated, cells: SimpleCells): number {
  if (v === null) return 0;
  if (typeof v === "number") return v;
  if (typeof v === "boolean") return v ? 1 : 0;
  if (typeof v === "string") {
    if (v.trim() !== "" && !Number.isNaN(Number(v))) return Number(v);
    throw new Failure(cells.error("#VALUE!"));
  }
  throw new Failure(v);
}

const rowOf = (ref: Ref, env: Env) => (ref.rowAbs ? ref.row : env.row + ref.row);
const colOf = (ref: Ref, env: Env) => (ref.colAbs ? ref.col : env.col + ref.col);

/** Compiles tokens (references relative to the formula's own cell) into a program, or throws Bail. */
function compile(tokens: Token[]): Program {
  let at = 0;
  const isOp = (value: string) => {
    const t = tokens[at];
    return t?.kind === "op" && t.value === value;
  };
  const expect = (value: string) => {
    if (!isOp(value)) throw new Bail();
    at++;
  };

  const primary = (): Program => {
    const t = tokens[at++];
    if (!t) throw new Bail();
    if (t.kind === "num") {
      const n = t.value;
      return () => n;
    }
    if (t.kind === "ref") {
      if (isOp(":")) throw new Bail(); // a range outside a function
      return (env) => asNumber(env.cells.cell(t.sheet, rowOf(t, env), colOf(t, env)), env.cells);
    }
    if (t.kind === "fn") return call(t.name);
    if (t.value === "(") {
      const inner = sum();
      expect(")");
      return inner;
    }
    if (t.value === "-") {
      const inner = primary();
      return (env) => -inner(env);
    }
    if (t.value === "+") return primary();
    throw new Bail();
  };

  const product = (): Program => {
    let left = primary();
    while (isOp("*") || isOp("/")) {
      const divide = (tokens[at++] as { value: string }).value === "/";
      const l = left;
      const r = primary();
      left = divide
        ? (env) => {
            const d = r(env);
            const n = l(env);
            if (d === 0) throw new Failure(env.cells.error("#DIV/0!"));
            return n / d;
          }
        : (env) => l(env) * r(env);
    }
    return left;
  };

  const sum = (): Program => {
    let left = product();
    while (isOp("+") || isOp("-")) {
      const minus = (tokens[at++] as { value: string }).value === "-";
      const l = left;
      const r = product();
      left = minus ? (env) => l(env) - r(env) : (env) => l(env) + r(env);
    }
    return left;
  };

  /** A function's arguments: ranges and references give their numbers (text, booleans and empties are skipped), expressions their value. */
  const call = (name: string): Program => {
    if (!FUNCTIONS.has(name)) throw new Bail();
    const ranges: [Ref, Ref][] = [];
    const values: Program[] = [];
    if (!isOp(")")) {
      for (;;) {
        const t = tokens[at];
        const next = tokens[at + 1];
        if (
          t?.kind === "ref" &&
          (next?.kind !== "op" || next.value === "," || next.value === ")" || next.value === ":")
        ) {
          at++;
          let end: Ref = t;
          if (isOp(":")) {
            at++;
            const e = tokens[at++];
            if (e?.kind !== "ref" || e.sheet !== null) throw new Bail();
            end = e;
          }
          ranges.push([t, end]);
        } else {
          values.push(sum());
        }
        if (!isOp(",")) break;
        at++;
      }
    }
    expect(")");
    return (env) => {
      let total = 0;
      let count = 0;
      let min = Infinity;
      let max = -Infinity;
      const take = (v: number) => {
        total += v;
        count++;
        if (v < min) min = v;
        if (v > max) max = v;
      };
      for (const [from, to] of ranges) {
        const range = rangeTotals(from, to, env);
        if ("error" in range) throw new Failure(range.error);
        total += range.total;
        count += range.count;
        if (range.min < min) min = range.min;
        if (range.max > max) max = range.max;
      }
      for (const value of values) take(value(env));
      switch (name) {
        case "SUM":
          return total;
        case "COUNT":
          return count;
        case "AVERAGE":
          if (!count) throw new Failure(env.cells.error("#DIV/0!"));
          return total / count;
        case "MIN":
          return count ? min : 0;
        default:
          return count ? max : 0;
      }
    };
  };

  const program = sum();
  if (at !== tokens.length) throw new Bail();
  return program;
}

/** A range's totals, its whole columns and rows cut at the tab's last row and column; read once per computation. */
function rangeTotals(from: Ref, to: Ref, env: Env): RangeTotals {
  const extent = env.cells.extent(from.sheet);
  if (!extent) return { error: env.cells.error("#REF!") };
  const [r1, r2] = [rowOf(from, env), rowOf(to, env)];
  const [c1, c2] = [colOf(from, env), colOf(to, env)];
  const area: [number, number, number, number] = [
    Math.min(r1, r2),
    Math.min(c1, c2),
    Math.min(Math.max(r1, r2), extent.rows),
    Math.min(Math.max(c1, c2), extent.cols),
  ];
  return env.cells.rangeTotals(from.sheet, area, () => {
    const found = { total: 0, count: 0, min: Infinity, max: -Infinity };
    for (let row = area[0]; row <= area[2]; row++) {
      for (let col = area[1]; col <= area[3]; col++) {
        const v = env.cells.cell(from.sheet, row, col);
        if (typeof v === "number") {
          found.total += v;
          found.count++;
          if (v < found.min) found.min = v;
          if (v > found.max) found.max = v;
        } else if (v !== null && typeof v === "object") return { error: v };
      }
    }
    return found;
  });
}

const ENV: Env = {
  row: 0,
  col: 0,
  cells: { cell: () => null, error: () => null, extent: () => null, rangeTotals: (_s, _a, read) => read() },
};

/** Programs by shape; null for shapes the fast path does not take. */
const programs = new Map<string, Program | null>();
const MAX_PROGRAMS = 10_000;

/** The formula's shape: its references relative to (row, col), absolute ones as written. */
function shapeOf(formula: string, row: number, col: number): string {
  return formula.replace(
    SHAPE,
    (_m, prefix: string | undefined, colAbs: string, letters: string, rowAbs: string, digits: string) => {
      const r = rowAbs ? `$${digits}` : `R${Number(digits) - row}`;
      const c = colAbs ? `$${letters}` : `C${columnNumber(letters) - col}`;
      return `${prefix ?? ""}{${c},${r}}`;
    },
  );
}

const isDigit = (code: number) => code >= 48 && code <= 57;
const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/**
 * Whether `next` is `prev` filled down by `delta` rows (D2*E2 → D3*E3): relative row numbers differ by delta, every
 * other character is the same. Checked without allocating, so a column of formulas costs one shape, not one each.
 */
export function fillsDown(prev: string, next: string, delta: number): boolean {
  let i = 0;
  let j = 0;
  let quoted = false;
  while (i < prev.length && j < next.length) {
    const a = prev.charCodeAt(i);
    const b = next.charCodeAt(j);
    if (a === 39) quoted = !quoted; // sheet names in quotes compare as written
    if (!quoted && isDigit(a) && isDigit(b) && i > 0 && isLetter(prev.charCodeAt(i - 1))) {
      let x = 0;
      let y = 0;
      while (i < prev.length && isDigit(prev.charCodeAt(i))) x = x * 10 + prev.charCodeAt(i++) - 48;
      while (j < next.length && isDigit(next.charCodeAt(j))) y = y * 10 + next.charCodeAt(j++) - 48;
      // A sheet name's digits (Sheet1!) and a function's (LOG10) stay the same.
      const after = prev.charCodeAt(i);
      if (after === 33 || after === 40 || isLetter(after)) {
        if (x !== y) return false;
      } else if (y - x !== delta) return false;
      continue;
    }
    if (a !== b) return false;
    i++;
    j++;
  }
  return i === prev.length && j === next.length;
}

/** The last formula evaluated in a column and its shape, so the next one filled down reuses the shape. */
export interface ColumnMemo {
  formula: string;
  row: number;
  shape: string;
}

/** The value of the formula at (row, col) (1-based, as A1 counts) when it is simple enough for the fast path, else undefined. */
export function evaluateSimple(
  formula: string,
  cells: SimpleCells,
  row = 1,
  col = 1,
  memo?: ColumnMemo,
): Evaluated | undefined {
  const shape =
    memo && memo.formula !== "" && fillsDown(memo.formula, formula, row - memo.row)
      ? memo.shape
      : shapeOf(formula, row, col);
  if (memo) {
    memo.formula = formula;
    memo.row = row;
    memo.shape = shape;
  }
  let program = programs.get(shape);
  if (program === undefined) {
    const tokens = tokenise(formula, row, col);
    try {
      program = tokens ? compile(tokens) : null;
    } catch (err) {
      if (!(err instanceof Bail)) throw err;
      program = null;
    }
    if (programs.size >= MAX_PROGRAMS) programs.clear();
    programs.set(shape, program);
  }
  if (!program) return undefined;
  // One environment object, reused: a nested evaluation (a referenced formula) restores the outer one when it returns.
  const outer = ENV.row;
  const outerCol = ENV.col;
  const outerCells = ENV.cells;
  ENV.row = row;
  ENV.col = col;
  ENV.cells = cells;
  try {
    const value = program(ENV);
    return Number.isFinite(value) ? value : cells.error("#NUM!");
  } catch (err) {
    if (err instanceof Failure) return err.value;
    throw err;
  } finally {
    ENV.row = outer;
    ENV.col = outerCol;
    ENV.cells = outerCells;
  }
}
