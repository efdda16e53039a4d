// How a document's versions are stored: a full snapshot every few versions and jsondiffpatch deltas between
// (text diffs for long strings, moves for reordered slides), so history costs a source per interval plus the changes.
import { create, type Delta } from "jsondiffpatch/with-text-diffs";

const patcher = create({
  arrays: { detectMove: true, includeValueOnMove: false },
  textDiff: { minLength: 120 },
  objectHash: identityOf,
  // Deltas are only ever applied forwards, so what a change removed need not be kept.
  omitRemovedValues: true,
});

/**
 * Which items of two arrays are "the same one": a slide, tab or section by its title or name, so editing its content
 * stores the edit rather than the whole part again; anything else (a row, a bullet) by its content.
 */
function identityOf(item: object): string {
  const named = item as Record<string, unknown>;
  for (const key of ["title", "name", "heading"])
    if (typeof named[key] === "string") return `${key}:${named[key] as string}`;
  return JSON.stringify(item);
}

/**
 * jsondiffpatch aligns two arrays with an LCS table as large as the product of their lengths: past this bound (a
 * sheet of many thousand rows rewritten in the middle) the version is stored whole instead.
 */
const MAX_ALIGNMENT_CELLS = 4_000_000;

export type StoredVersion = { snapshot: string; delta: null } | { snapshot: null; delta: string | null };

/**
 * The cheaper way to store `after`: its delta from `before`, or a snapshot when there is no before, a snapshot is
 * due, the arrays are too long to align, or the delta would be more than half the snapshot. `afterJson` is `after`
 * serialised, when the caller has it. Parts of `after` equal to `before`'s may become `before`'s own objects.
 */
export function encodeVersion(
  before: unknown,
  after: unknown,
  snapshotDue: boolean,
  afterJson?: string,
): StoredVersion {
  // The same source (a move between spaces): nothing to compare or store.
  if (before === after && !snapshotDue) return { snapshot: null, delta: null };
  const snapshot = afterJson ?? JSON.stringify(after);
  if (
    before === null ||
    before === undefined ||
    snapshotDue ||
    alignmentCells(before, after, MAX_ALIGNMENT_CELLS) > MAX_ALIGNMENT_CELLS
  )
    return { snapshot, delta: null };
  const delta = patcher.diff(before, after);
  if (delta === undefined) return { snapshot: null, delta: null };
  const encoded = JSON.stringify(delta);
  return encoded.length * 2 > snapshot.length ? { snapshot, delta: null } : { snapshot: null, delta: encoded };
}

/** A source rebuilt from its nearest snapshot and the deltas after it, oldest first: a version of what was stored. */
export function decodeChain<S>(snapshot: string, deltas: readonly (string | null)[]): S {
  // Read as the documents' store reads a source (documents.ts toRecord): each version was an S when it was written.
  let source = JSON.parse(snapshot);
  for (const delta of deltas) {
    if (delta !== null) source = patcher.patch(source, JSON.parse(delta) as Delta);
  }
  return source;
}

/**
 * The largest LCS table the diff would build: like jsondiffpatch, the common head and tail of two arrays are set
 * aside first, so only the lengths of the differing middles multiply. Stops once one passes `limit` (a sheet whose
 * rows were removed here and there: comparing each pair of its 100,000 rows took a second of the event loop). Items of
 * `b` equal to those of `a` in the head and tail become `a`'s own.
 */
function alignmentCells(a: unknown, b: unknown, limit: number): number {
  if (Array.isArray(a) && Array.isArray(b)) {
    const hashA = a.map(hashOf);
    const hashB = b.map(hashOf);
    const shared = Math.min(a.length, b.length);
    let head = 0;
    while (head < shared && hashA[head] === hashB[head]) head++;
    let tail = 0;
    while (tail < shared - head && hashA[a.length - 1 - tail] === hashB[b.length - 1 - tail]) tail++;
    // Equal items made one object: the diff then passes them at once, where it compared each pair again (a sheet of
    // 100,000 rows with one cell changed held the event loop 650 ms). They are equal, so `b` reads as it did.
    for (let i = 0; i < head; i++) b[i] = a[i];
    for (let t = 0; t < tail; t++) b[b.length - 1 - t] = a[a.length - 1 - t];
    let worst = (a.length - head - tail) * (b.length - head - tail);
    for (let i = head; i < shared - tail && worst <= limit; i++)
      worst = Math.max(worst, alignmentCells(a[i], b[i], limit));
    return worst;
  }
  if (a && b && typeof a === "object" && typeof b === "object" && !Array.isArray(a) && !Array.isArray(b)) {
    let worst = 0;
    for (const key of Object.keys(b)) {
      if (worst > limit) break;
      if (key in a)
        worst = Math.max(
          worst,
          alignmentCells((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], limit),
        );
    }
    return worst;
  }
  return 0;
}

function hashOf(item: unknown): string {
  return typeof item === "object" && item !== null ? JSON.stringify(item) : `${typeof item}:${String(item)}`;
}
