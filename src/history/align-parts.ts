// Aligns two ordered lists of parts (slides, sections, tabs, rows): which were kept, moved, changed, added or removed.

export interface Part<T> {
  /** What people call it (a slide's title, a heading, a tab's name); parts with one label are the same part rewritten. */
  label: string | null;
  /** Equal hashes: equal content. */
  hash: string;
  value: T;
}

export type Alignment<T> =
  | { kind: "kept" | "moved"; from: number; to: number; before: Part<T>; after: Part<T> }
  | { kind: "changed"; from: number; to: number; before: Part<T>; after: Part<T> }
  | { kind: "added"; to: number; after: Part<T> }
  | { kind: "removed"; from: number; before: Part<T> };

/**
 * Pairs equal parts first, then parts of one label, then what is left between the same anchors in order. Pairs that
 * keep their relative order (the longest increasing run) are anchors; an equal part out of that order has moved.
 * Indices are 0-based; the result is in the new list's order, each removal after the part that preceded it.
 */
export function alignParts<T>(before: readonly Part<T>[], after: readonly Part<T>[]): Alignment<T>[] {
  const pairOfAfter = new Map<number, number>();
  const usedBefore = new Set<number>();
  const pairBy = (same: (a: Part<T>, b: Part<T>) => boolean) => {
    for (let j = 0; j < after.length; j++) {
      if (pairOfAfter.has(j)) continue;
      const i = before.findIndex((a, i) => !usedBefore.has(i) && same(a, after[j]!));
      if (i >= 0) {
        pairOfAfter.set(j, i);
        usedBefore.add(i);
      }
    }
  };
  pairBy((a, b) => a.hash === b.hash);
  pairBy((a, b) => a.label !== null && a.label === b.label);

  const pairs = [...pairOfAfter.entries()].map(([to, from]) => ({ from, to })).sort((x, y) => x.to - y.to);
  const anchors = new Set(longestIncreasing(pairs.map((p) => p.from)).map((k) => pairs[k]!.to));
  const anchorFroms = pairs.filter((p) => anchors.has(p.to)).map((p) => p.from);
  const anchorTos = [...anchors].sort((x, y) => x - y);
  const gapOf = (index: number, sorted: number[]) => sorted.filter((s) => s < index).length;
  anchorFroms.sort((x, y) => x - y);

  // Between the same two anchors, the n-th part that left and the n-th that came are one part rewritten.
  const leftover = (count: number, used: (i: number) => boolean, sorted: number[]) => {
    const byGap = new Map<number, number[]>();
    for (let i = 0; i < count; i++) if (!used(i)) byGap.set(gapOf(i, sorted), [...(byGap.get(gapOf(i, sorted)) ?? []), i]);
    return byGap;
  };
  const gone = leftover(before.length, (i) => usedBefore.has(i), anchorFroms);
  const came = leftover(after.length, (j) => pairOfAfter.has(j), anchorTos);
  const rewritten = new Map<number, number>();
  for (const [gap, tos] of came) {
    const froms = gone.get(gap) ?? [];
    tos.slice(0, froms.length).forEach((to, k) => rewritten.set(to, froms[k]!));
  }

  const out: Alignment<T>[] = [];
  const removedAfter = new Map<number, number[]>();
  const pairedFrom = new Set([...pairOfAfter.values(), ...rewritten.values()]);
  for (let i = 0; i < before.length; i++) {
    if (pairedFrom.has(i)) continue;
    const gap = gapOf(i, anchorFroms);
    removedAfter.set(gap, [...(removedAfter.get(gap) ?? []), i]);
  }
  const flushRemoved = (gap: number) => {
    for (const i of removedAfter.get(gap) ?? []) out.push({ kind: "removed", from: i, before: before[i]! });
    removedAfter.delete(gap);
  };
  for (let j = 0; j < after.length; j++) {
    const gap = gapOf(j, anchorTos);
    if (anchors.has(j)) flushRemoved(gap);
    const from = pairOfAfter.get(j) ?? rewritten.get(j);
    if (from === undefined) {
      out.push({ kind: "added", to: j, after: after[j]! });
      continue;
    }
    const same = before[from]!.hash === after[j]!.hash;
    const kind = !same ? "changed" : anchors.has(j) || rewritten.has(j) ? "kept" : "moved";
    out.push({ kind, from, to: j, before: before[from]!, after: after[j]! });
  }
  for (const gap of [...removedAfter.keys()].sort((x, y) => x - y)) flushRemoved(gap);
  return out;
}

/** Indices (into `values`) of one longest strictly increasing subsequence: patience sorting, O(n log n). */
function longestIncreasing(values: readonly number[]): number[] {
  const tails: number[] = [];
  const previous: number[] = new Array(values.length).fill(-1);
  for (let k = 0; k < values.length; k++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[tails[mid]!]! < values[k]!) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[k] = tails[lo - 1]!;
    tails[lo] = k;
  }
  const out: number[] = [];
  for (let k = tails.at(-1) ?? -1; k >= 0; k = previous[k]!) out.push(k);
  return out.reverse();
}
