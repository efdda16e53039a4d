// How much text one slide may hold and stay readable on 16:9 (about six bullets and ninety words), and the measure of it.

/** At most this many lines (a point, and each point under it) on one slide. */
export const MAX_LINES = 6;
/** At most this many word units on one slide. */
export const MAX_UNITS = 90;
/** A paragraph longer than this is split at its sentences into points of their own. */
export const MAX_POINT_UNITS = 60;

const WIDE = /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60]/gu;

/**
 * The room a text takes, in words: a word of Latin, Greek, Cyrillic or Arabic script counts one (a long one a little
 * more, as German compounds take the width of two), and a CJK character, which is set wide but says less, 0.4.
 */
export function units(text: string): number {
  const wide = text.match(WIDE)?.length ?? 0;
  const rest = text.replace(WIDE, " ");
  let n = 0;
  for (const w of rest.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(w)) n += Math.max(1, w.length / 8);
  return n + wide * 0.4;
}

export interface Budget {
  lines: number;
  units: number;
}

export const FULL_BUDGET: Budget = { lines: MAX_LINES, units: MAX_UNITS };

export interface Weighed<T> {
  item: T;
  lines: number;
  units: number;
}

/** Greedy packing under a budget: a new chunk when the next item would overflow it (an item alone always fits). */
function pack<T>(items: Weighed<T>[], budget: Budget): Weighed<T>[][] {
  const chunks: Weighed<T>[][] = [];
  let cur: Weighed<T>[] = [];
  let lines = 0;
  let size = 0;
  for (const it of items) {
    if (cur.length && (lines + it.lines > budget.lines || size + it.units > budget.units)) {
      chunks.push(cur);
      cur = [];
      lines = 0;
      size = 0;
    }
    cur.push(it);
    lines += it.lines;
    size += it.units;
  }
  if (cur.length) chunks.push(cur);
  return chunks;
}

/**
 * Items in as few chunks as the budget allows, then evened out: the smallest size cap that still needs no more chunks
 * (found by bisection, since greedy packing gives the fewest chunks for a cap), so no slide is a stub beside a full one.
 */
export function chunk<T>(items: Weighed<T>[], budget: Budget = FULL_BUDGET): T[][] {
  const first = pack(items, budget);
  const n = first.length;
  if (n <= 1) return first.map((c) => c.map((w) => w.item));
  let lo = Math.max(...items.map((w) => w.units));
  let hi = budget.units;
  for (let i = 0; i < 12 && hi - lo > 1; i++) {
    const mid = (lo + hi) / 2;
    if (pack(items, { lines: budget.lines, units: mid }).length <= n) hi = mid;
    else lo = mid;
  }
  const even = pack(items, { lines: budget.lines, units: hi });
  return (even.length <= n ? even : first).map((c) => c.map((w) => w.item));
}
