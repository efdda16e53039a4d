// The formula engine: fast-formula-parser (MIT) parses and evaluates Excel formulas; the functions it lacks come from
// @formulajs/formulajs (MIT), and XLOOKUP/XMATCH are written here. Errors are Excel's error values ("#DIV/0!").
import { createRequire } from "node:module";
import { CRITERIA_FUNCTIONS, flat } from "./criteria.js";
import { wildcardPattern, type WildcardPattern } from "./wildcard.js";

// Both libraries load on the first formula the fast path (simple-formula.ts) does not take: most sheets never need them.
const require = createRequire(import.meta.url);
let formulajsModule: Record<string, unknown> | null = null;
const formulajs = (): Record<string, unknown> =>
  (formulajsModule ??= require("@formulajs/formulajs") as Record<string, unknown>);

export type Scalar = number | string | boolean | null;

export interface CellAddress {
  sheet: string;
  row: number;
  col: number;
}

export interface RangeAddress {
  sheet: string;
  from: { row: number; col: number };
  to: { row: number; col: number };
}

interface ParserOptions {
  onCell(ref: CellAddress): Scalar | FormulaErrorLike;
  onRange(ref: RangeAddress): (Scalar | FormulaErrorLike)[][];
  functions?: Record<string, (...args: RawArg[]) => unknown>;
  functionsNeedContext?: Record<string, (context: ParserContext, ...args: unknown[]) => unknown>;
}

interface RawArg {
  value: unknown;
  omitted?: boolean;
}

export interface FormulaErrorLike {
  error: string;
}

interface Parser {
  parse(formula: string, position: CellAddress, allowReturnArray?: boolean): unknown;
}

interface ParserClass {
  new (options: ParserOptions): Parser;
  FormulaError: new (error: string, msg?: string) => FormulaErrorLike & Error;
  /** The helper objects every one of the library's functions shares. */
  FormulaHelpers: { flattenDeep(array: unknown[]): unknown[] };
  WildCard: { toRegex(text: string, flags?: string): WildcardPattern };
}

let parserClass: ParserClass | null = null;
const FormulaParser = (): ParserClass => (parserClass ??= require("fast-formula-parser") as ParserClass);

/** An Excel error value; the library's own errors have the same `error` field and are read alike. */
export class FormulaError {
  constructor(readonly error: string) {}
}

const ERROR_VALUES = new Set([
  "#NULL!",
  "#DIV/0!",
  "#VALUE!",
  "#REF!",
  "#NAME?",
  "#NUM!",
  "#N/A",
  "#ERROR!",
  "#SPILL!",
  "#CALC!",
]);

export function isFormulaError(value: unknown): value is FormulaErrorLike {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as FormulaErrorLike).error === "string" &&
    ERROR_VALUES.has((value as FormulaErrorLike).error)
  );
}

/** formulajs returns errors as Error objects whose message is the error value. */
function fromFormulajs(value: unknown): unknown {
  if (value instanceof Error) return new FormulaError(ERROR_VALUES.has(value.message) ? value.message : "#VALUE!");
  if (typeof value === "number" && !Number.isFinite(value)) return new FormulaError("#NUM!");
  return value;
}

/** The longest text a cell holds in Excel. */
const MAX_TEXT = 32_767;

const plain = (arg: RawArg | undefined): unknown => (arg === undefined || arg.omitted ? undefined : arg.value);

/**
 * Functions fast-formula-parser lacks, or gets wrong (TRUNC ignores its digits, TRIM keeps inner runs of spaces,
 * SEARCH is case-sensitive, INDEX loses the sheet of its range), taken from formulajs with plain-value arguments.
 */
const BORROWED = [
  "MIN",
  "MAX",
  "COUNTA",
  "COUNTBLANK",
  "MEDIAN",
  "MATCH",
  "UPPER",
  "TEXTJOIN",
  "VALUE",
  "SUBSTITUTE",
  "PMT",
  "FV",
  "PV",
  "NPV",
  "IRR",
  "RATE",
  "RANK",
  "LARGE",
  "SMALL",
  "PROPER",
  "LOWER",
  "ROUNDUP",
  "ROUNDDOWN",
  "TRUNC",
  "TRIM",
  "SEARCH",
  "IFS",
  "XOR",
  "DAYS",
  "DATEDIF",
] as const;
/** Excel names whose formulajs function has another name. */
const ALIASES: Record<string, string> = {
  STDEV: "STDEVS",
  VAR: "VARS",
  "STDEV.S": "STDEVS",
  "VAR.S": "VARS",
  "STDEV.P": "STDEVP",
  "VAR.P": "VARP",
};

type Fn = (...args: unknown[]) => unknown;
const formulajsFn = (name: string): Fn | undefined => {
  const fn = formulajs()[ALIASES[name] ?? name];
  return typeof fn === "function" ? (fn as Fn) : undefined;
};

/** XLOOKUP(lookup, lookup_array, return_array, [if_not_found], [match_mode 0|-1|1]) for exact and next-size matches. */
function xlookup(
  lookup: RawArg,
  lookupArray: RawArg,
  returnArray: RawArg,
  ifNotFound?: RawArg,
  matchMode?: RawArg,
): unknown {
  const key = plain(lookup);
  const keys = flat(plain(lookupArray));
  const values = plain(returnArray);
  const rows = Array.isArray(values) ? (values as unknown[][]) : [[values]];
  const vertical = rows.length === keys.length;
  const at = xmatchIndex(key, keys, Number(plain(matchMode) ?? 0));
  if (at < 0) return plain(ifNotFound) !== undefined ? plain(ifNotFound) : new FormulaError("#N/A");
  // One result: the first column of a vertical return range, the first row of a horizontal one.
  return vertical ? rows[at]![0] : rows[0]![at];
}

function xmatchIndex(key: unknown, keys: unknown[], mode: number): number {
  const same = (a: unknown, b: unknown) =>
    typeof a === "string" && typeof b === "string" ? a.toLowerCase() === b.toLowerCase() : a === b;
  const exact = keys.findIndex((k) => same(k, key));
  if (exact >= 0 || mode === 0 || typeof key !== "number") return exact;
  let best = -1;
  keys.forEach((k, i) => {
    if (typeof k !== "number") return;
    if (mode === -1 && k < key && (best < 0 || k > (keys[best] as number))) best = i;
    if (mode === 1 && k > key && (best < 0 || k < (keys[best] as number))) best = i;
  });
  return best;
}

/**
 * A range as one flat list: every borrowed function flattens its ranges, and formulajs's flatten concatenates row by
 * row (a copy of the list so far per row: MEDIAN over 4,000 rows cost 9 ms a formula). Flat already, it is one pass.
 */
const flatArg = (arg: RawArg | undefined): unknown => {
  const value = plain(arg);
  return Array.isArray(value) ? value.flat(Infinity) : value;
};

const borrowed = (name: string) => {
  const fn = formulajsFn(name)!;
  return (...args: RawArg[]) => fromFormulajs(fn(...args.map(flatArg)));
};

const functions = (): Record<string, (...args: RawArg[]) => unknown> => ({
  ...Object.fromEntries(
    [...BORROWED, ...Object.keys(ALIASES)].filter((n) => formulajsFn(n)).map((name) => [name, borrowed(name)]),
  ),
  ...Object.fromEntries(
    Object.entries(CRITERIA_FUNCTIONS).map(([name, fn]) => [
      name,
      (...args: RawArg[]) => {
        const value = fn(...args.map(plain));
        return value === null ? new FormulaError("#VALUE!") : Number.isNaN(value) ? new FormulaError("#DIV/0!") : value;
      },
    ]),
  ),
  XLOOKUP: xlookup,
  MATCH: (lookup: RawArg, lookupArray: RawArg, ...matchType: RawArg[]) => {
    const key = plain(lookup);
    // formulajs makes a RegExp of a wildcard key, which backtracks without end on `*a*a*…*b`.
    if (Number(plain(matchType[0])) === 0 && typeof key === "string" && /[*?]/.test(key)) {
      const pattern = wildcardPattern(key);
      const at = flat(plain(lookupArray)).findIndex((v) => typeof v === "string" && pattern.test(v));
      return at < 0 ? new FormulaError("#N/A") : at + 1;
    }
    return borrowed("MATCH")(lookup, lookupArray, ...matchType);
  },
  REPT: (text: RawArg, times: RawArg) => {
    const value = plain(text);
    const piece = typeof value === "boolean" ? (value ? "TRUE" : "FALSE") : String(value ?? "");
    const count = Math.trunc(Number(plain(times)));
    // Excel's text limit, checked before the text is made: REPT("abc",1E8) would be 300 MB.
    if (!(count >= 0) || piece.length * count > MAX_TEXT) return new FormulaError("#VALUE!");
    return piece.repeat(count);
  },
  XMATCH: (lookup: RawArg, lookupArray: RawArg, matchMode?: RawArg) => {
    const at = xmatchIndex(plain(lookup), flat(plain(lookupArray)), Number(plain(matchMode) ?? 0));
    return at < 0 ? new FormulaError("#N/A") : at + 1;
  },
});

interface ParserContext {
  utils: { extractRefValue(arg: unknown): { val: unknown } };
}

/** Functions the parser calls with its context first: CHOOSE with resolved arguments, INDEX with raw references. */
const WITH_CONTEXT: Record<string, (context: ParserContext, ...args: unknown[]) => unknown> = {
  CHOOSE: (_context, ...args) => fromFormulajs(formulajsFn("CHOOSE")!(...(args as RawArg[]).map(plain))),
  INDEX: (context, ...args) =>
    fromFormulajs(
      formulajsFn("INDEX")!(
        ...args.map((a) => (a === null || a === undefined ? undefined : context.utils.extractRefValue(a).val)),
      ),
    ),
};

export interface Resolver {
  cell(ref: CellAddress): Scalar | FormulaErrorLike;
  range(ref: RangeAddress): (Scalar | FormulaErrorLike)[][];
}

export type Evaluated = Scalar | FormulaErrorLike;

// One parser for the process, made on first use: building its grammar costs more than evaluating a thousand formulas.
// Evaluation is synchronous, so the workbook being computed is simply the current resolver.
let parser: Parser | null = null;
let current: Resolver | null = null;
function sharedParser(): Parser {
  if (parser) return parser;
  const Lib = FormulaParser();
  // The library's flattenDeep concatenates element by element (quadratic in a range's cells: SUMIF over A:A of 4,000
  // rows took 7 ms a formula); Array#flat gives the same list in one pass. Every function of the library calls this one.
  Lib.FormulaHelpers.flattenDeep = (array) => array.flat(Infinity);
  // Its wildcards became a RegExp of `.*` runs, which backtracks without end on `*a*a*…*b` (VLOOKUP, HLOOKUP).
  Lib.WildCard.toRegex = (text) => wildcardPattern(text);
  // Errors cross into the library as its own error objects, so IFERROR and error propagation recognise them.
  const toLib = (v: unknown): unknown =>
    isFormulaError(v) && !(v instanceof Lib.FormulaError) ? new Lib.FormulaError(v.error) : v;
  const wrap =
    <A extends unknown[]>(fn: (...args: A) => unknown) =>
    (...args: A) =>
      toLib(fn(...args));
  parser = new Lib({
    onCell: (ref) => toLib(current!.cell(ref)) as Scalar,
    onRange: (ref) => current!.range(ref).map((row) => row.map(toLib)) as Scalar[][],
    functions: Object.fromEntries(Object.entries(functions()).map(([name, fn]) => [name, wrap(fn)])),
    functionsNeedContext: Object.fromEntries(Object.entries(WITH_CONTEXT).map(([name, fn]) => [name, wrap(fn)])),
  });
  return parser;
}

/** An engine over a workbook's cells; evaluate() never throws: every failure is an error value with its reason. */
export function createEngine(resolver: Resolver): {
  evaluate(formula: string, at: CellAddress): { value: Evaluated; unknownFunction?: string };
} {
  return {
    evaluate(formula, at) {
      const previous = current;
      current = resolver;
      try {
        return evaluateWith(sharedParser(), formula, at);
      } finally {
        current = previous;
      }
    },
  };
}

function evaluateWith(
  parser: Parser,
  formula: string,
  at: CellAddress,
): { value: Evaluated; unknownFunction?: string } {
  try {
    const value = parser.parse(formula, at);
    return { value: scalarOf(Array.isArray(value) ? value.flat(Infinity)[0] : value) };
  } catch (err) {
    const details = (err as { details?: unknown }).details;
    const message = `${err instanceof Error ? err.message : String(err)} ${String((details as Error | undefined)?.message ?? "")}`;
    const unknown = /Function (\w+) is not implemented/.exec(message);
    if (unknown) return { value: new FormulaError("#NAME?"), unknownFunction: unknown[1] };
    if (isFormulaError(err))
      return {
        value: new FormulaError(
          (err as FormulaErrorLike).error === "#ERROR!" ? "#VALUE!" : (err as FormulaErrorLike).error,
        ),
      };
    return { value: new FormulaError("#VALUE!") };
  }
}

function scalarOf(value: unknown): Evaluated {
  if (value === undefined || value === null) return null;
  if (isFormulaError(value))
    return value instanceof FormulaError
      ? value
      : new FormulaError(value.error === "#ERROR!" ? "#VALUE!" : value.error);
  if (typeof value === "number") return Number.isFinite(value) ? value : new FormulaError("#NUM!");
  if (typeof value === "string" || typeof value === "boolean") return value;
  if (value instanceof Date) return value.toISOString();
  return new FormulaError("#VALUE!");
}
