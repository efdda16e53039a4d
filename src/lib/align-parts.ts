// Aligns two ordered lists of parts (slides, sections, tabs, rows): which were kept, moved, changed, added or removed; the history diff and the part ids both pair parts with it.

export interface Part<T> {
  /** What people call it (a slide's title, a heading, a tab's name); parts with one label are the same part rewritten. */
  label: string | null;
  /** Equal hashes: equal content. */
  hash: string;
  /** The part's stable id, when both lists carry one on every part: then parts pair by it alone. */
  key?: string;
  value: T;
}

export type Alignment<T> =
  | { kind: "kept" | "moved"; from: number; to: number; before: Part<T>; after: Part<T> }
  | { kind: "changed"; from: number; to: number; before: Part<T>; after: Part<T> }
  | { kind: "added"; to: number; after: Part<T> }
  | { kind: "removed"; from: number; before: Part<T> };

/**
 * Pairs parts of one key when every part has one (their stable ids); else equal parts first, then parts of one label,
 * then what is left between the same anchors in order. Pairs that
 * keep their relative order (the longest increasing run) are anchors; an equal part out of that order has moved.
 * Indices are 0-based; the result is in the new list's order, each removal after the part that preceded it.
 */
export function alignParts<T>(before: readonly Part<T>[], after: readonly Part<T>[]): Alignment<T>[] {
  const pairOfAfter = new Map<number, number>();
  const usedBefore = new Set<number>();
  // Each pass gives a part of the new list the first unused part of the old with the same key: indices by key, in order.
  const pairBy = (keyOf: (p: Part<T>) => string | null) => {
    const byKey = new Map<string, number[]>();
    before.forEach((p, i) => {
      const key = keyOf(p);
      if (key !== null && !usedBefore.has(i)) (byKey.get(key) ?? byKey.set(key, []).get(key)!).push(i);
    });
    // Lowest index last, so pop() hands them out in order.
    for (const queue of byKey.values()) queue.reverse();
    for (let j = 0; j < after.length; j++) {
      const key = keyOf(after[j]!);
      if (pairOfAfter.has(j) || key === null) continue;
      const queue = byKey.get(key);
      const i = queue?.pop();
      if (i !== undefined) {
        pairOfAfter.set(j, i);
        usedBefore.add(i);
      }
    }
  };
  const keyed = before.every((p) => p.key !== undefined) && after.every((p) => p.key !== undefined);
  if (keyed) pairBy((p) => p.key!);
  else {
    pairBy((p) => p.hash);
    pairBy((p) => p.label);
  }

  const pairs = [...pairOfAfter.entries()].map(([to, from]) => ({ from, to })).sort((x, y) => x.to - y.to);
  const anchors = new Set(longestIncreasing(pairs.map((p) => p.from)).map((k) => pairs[k]!.to));
  const anchorFroms = pairs.filter((p) => anchors.has(p.to)).map((p) => p.from);
  const anchorTos = [...anchors].sort((x, y) => x - y);
  anchorFroms.sort((x, y) => x - y);

  // Between the same two anchors, the n-th part that left and the n-th that came are one part rewritten.
  const leftover = (count: number, used: (i: number) => boolean, sorted: number[]) => {
    const byGap = new Map<number, number[]>();
    for (let i = 0; i < count; i++) {
      if (used(i)) continue;
      const gap = gapOf(i, sorted);
      (byGap.get(gap) ?? byGap.set(gap, []).get(gap)!).push(i);
    }
    return byGap;
  };
  const gone = leftover(before.length, (i) => usedBefore.has(i), anchorFroms);
  const came = leftover(after.length, (j) => pairOfAfter.has(j), anchorTos);
  const rewritten = new Map<number, number>();
  for (const [gap, tos] of keyed ? [] : came) {
    const froms = gone.get(gap) ?? [];
    tos.slice(0, froms.length).forEach((to, k) => rewritten.set(to, froms[k]!));
  }

  const out: Alignment<T>[] = [];
  const pairedFrom = new Set([...pairOfAfter.values(), ...rewritten.values()]);
  const removedAfter = leftover(before.length, (i) => pairedFrom.has(i), anchorFroms);
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

/** How many of the ascending `sorted` are below `index`: the gap between anchors it falls in. */
function gapOf(index: number, sorted: readonly number[]): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < index) lo = mid + 1;
    else hi = mid;
  }
  return lo;
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
