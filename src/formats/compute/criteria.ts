// Excel's criteria ("North", ">10", "<>0", "A*", TRUE) and the functions built on them: COUNTIFS, SUMIFS,
// AVERAGEIFS, MINIFS and MAXIFS, with several ranges and criteria, as Excel and LibreOffice count them.
import { wildcardPattern } from "./wildcard.js";

type Value = unknown;

const OPERATOR = /^(<=|>=|<>|<|>|=)?([\s\S]*)$/;

/** A test for one criterion: numbers compare as numbers, text case-insensitively with * and ? wildcards. */
export function criterion(spec: Value): (value: Value) => boolean {
  if (typeof spec === "boolean") return (v) => v === spec;
  if (typeof spec === "number") return (v) => typeof v === "number" && v === spec;
  const [, op = "=", rest = ""] = OPERATOR.exec(String(spec ?? ""))!;
  const number = rest.trim() !== "" && !Number.isNaN(Number(rest)) ? Number(rest) : null;
  const bool = /^(TRUE|FALSE)$/i.test(rest) ? rest.toUpperCase() === "TRUE" : null;
  const compare = (v: Value): number | null => {
    if (number !== null) return typeof v === "number" ? v - number : null;
    if (bool !== null) return typeof v === "boolean" ? Number(v) - Number(bool) : null;
    if (typeof v !== "string") return v === null || v === undefined ? (rest === "" ? 0 : null) : null;
    return v.toLowerCase() < rest.toLowerCase() ? -1 : v.toLowerCase() > rest.toLowerCase() ? 1 : 0;
  };
  const pattern = number === null && bool === null && /[*?]/.test(rest) ? wildcardPattern(rest) : null;
  return (v) => {
    if (pattern && (op === "=" || op === "<>")) {
      const hit = typeof v === "string" && pattern.test(v);
      return op === "=" ? hit : !hit;
    }
    const d = compare(v);
    if (op === "<>") return d !== 0;
    if (d === null) return false;
    switch (op) {
      case "<":
        return d < 0;
      case ">":
        return d > 0;
      case "<=":
        return d <= 0;
      case ">=":
        return d >= 0;
      default:
        return d === 0;
    }
  };
}

/** A range's values in one list (ranges arrive as rows of cells). */
export const flat = (v: Value): Value[] => (Array.isArray(v) ? (v as unknown[]).flat(Infinity) : [v]);

/** The positions where every (range, criterion) pair matches. */
function matching(pairs: Value[]): number[] | null {
  if (pairs.length < 2 || pairs.length % 2) return null;
  const ranges: Value[][] = [];
  const tests: ((v: Value) => boolean)[] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    ranges.push(flat(pairs[i]));
    tests.push(criterion(pairs[i + 1]));
  }
  const size = ranges[0]!.length;
  if (ranges.some((r) => r.length !== size)) return null;
  const hits: number[] = [];
  for (let k = 0; k < size; k++) if (tests.every((t, j) => t(ranges[j]![k]))) hits.push(k);
  return hits;
}

const numbersAt = (range: Value, hits: number[]) => {
  const values = flat(range);
  return hits.map((k) => values[k]).filter((v): v is number => typeof v === "number");
};

/** The criteria functions over plain values; null means the arguments do not fit (the caller shows #VALUE!). */
export const CRITERIA_FUNCTIONS: Record<string, (...args: Value[]) => number | null> = {
  COUNTIFS: (...pairs) => matching(pairs)?.length ?? null,
  SUMIFS: (sum, ...pairs) => {
    const hits = matching(pairs);
    return hits && numbersAt(sum, hits).reduce((a, b) => a + b, 0);
  },
  AVERAGEIFS: (avg, ...pairs) => {
    const hits = matching(pairs);
    if (!hits) return null;
    const values = numbersAt(avg, hits);
    return values.length ? values.reduce((a, b) => a + b, 0) / values.length : Number.NaN;
  },
  MINIFS: (min, ...pairs) => {
    const hits = matching(pairs);
    return hits && (numbersAt(min, hits).length ? Math.min(...numbersAt(min, hits)) : 0);
  },
  MAXIFS: (max, ...pairs) => {
    const hits = matching(pairs);
    return hits && (numbersAt(max, hits).length ? Math.max(...numbersAt(max, hits)) : 0);
  },
};
