// How much text one slide may hold and stay readable on 16:9 (about six bullets and ninety words), and the measure of it.

/** At most this many lines (a point, and each point under it) on one slide. */
export const MAX_LINES = 6;
/** At most this many word units on one slide. */
export const MAX_UNITS = 90;
/** A paragraph longer than this is split at its sentences into points of their own. */
export const MAX_POINT_UNITS = 60;

const isWide = (cp: number) =>
  (cp >= 0x1100 && cp <= 0x115f) ||
  (cp >= 0x2e80 && cp <= 0xa4cf) ||
  (cp >= 0xac00 && cp <= 0xd7a3) ||
  (cp >= 0xf900 && cp <= 0xfaff) ||
  (cp >= 0xfe30 && cp <= 0xfe4f) ||
  (cp >= 0xff00 && cp <= 0xff60);
const isSpace = (cp: number) => cp === 32 || (cp >= 9 && cp <= 13) || cp === 0xa0 || cp === 0x3000;
/** Letters and digits in any script (ASCII punctuation and the general punctuation and symbol blocks aside): what makes a run of characters a word. */
const isWordChar = (cp: number) =>
  (cp >= 48 && cp <= 57) ||
  (cp >= 65 && cp <= 90) ||
  (cp >= 97 && cp <= 122) ||
  (cp >= 0xc0 && !(cp >= 0x2000 && cp <= 0x2bff));

/**
 * The room a text takes, in words: a word of Latin, Greek, Cyrillic or Arabic script counts one (a long one a little
 * more, as German compounds take the width of two), and a CJK character, which is set wide but says less, 0.4.
 * One pass over the characters: it runs for every point of every slide.
 */
export function units(text: string): number {
  let n = 0;
  let len = 0;
  let word = false;
  const end = () => {
    if (word) n += Math.max(1, len / 8);
    len = 0;
    word = false;
  };
  for (let i = 0; i < text.length; i++) {
    let cp = text.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < text.length) cp = text.codePointAt(i++)!;
    if (isWide(cp)) {
      end();
      n += 0.4;
    } else if (isSpace(cp)) end();
    else {
      len++;
      word ||= isWordChar(cp);
    }
  }
  end();
  return n;
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
