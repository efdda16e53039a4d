// Stable part ids: every slide, `## ` section, tab and sheet row has an id unique within its document and never given
// to another part (sl_4, se_2, tb_1, rw_12), carried through edits, moves, whole-source updates and restores.
import { alignParts, type Part } from "../lib/align-parts.js";
import { splitDoc } from "../formats/model/doc-sections.js";
import type { Slide, Source, SourceKind } from "../formats/model/source.js";

/** The ids of a document's parts in order (their numbers), the next number to give, and a sheet's row ids per tab. */
export interface PartIds {
  next: number;
  ids: number[];
  /** Sheets: the ids of each tab's data rows, in order. */
  rows?: number[][];
}

/** One part as a document's answer lists it. */
export interface DocumentPart {
  id: string;
  /** The slide's title, the section's heading, the tab's name; null for a slide without one. */
  title: string | null;
  /** Sheets: the tab's row ids, in order. */
  rows?: string[];
}

export const PART_PREFIX: Record<SourceKind, "sl" | "se" | "tb"> = { deck: "sl", doc: "se", sheet: "tb" };
const ROW_PREFIX = "rw";
const ID = /^(sl|se|tb|rw)_([1-9][0-9]{0,8})$/;

export const partId = (kind: SourceKind, n: number) => `${PART_PREFIX[kind]}_${n}`;
export const rowId = (n: number) => `${ROW_PREFIX}_${n}`;

/** The number of an id of the given prefix ("sl_4" → 4), or null when it is not one. */
export function partNumber(id: string, prefix: string): number | null {
  const m = ID.exec(id.trim());
  return m && m[1] === prefix ? Number(m[2]) : null;
}

export const slideTitle = (slide: Slide): string | null =>
  ("title" in slide && slide.title) || (slide.layout === "quote" ? slide.quote : null);

/** What people call each part, in order: a slide's title (null without one), a section's heading, a tab's name. */
export function partTitles(source: Source): (string | null)[] {
  if (source.kind === "deck") return source.slides.map(slideTitle);
  if (source.kind === "doc") return splitDoc(source.markdown).sections.map((s) => s.heading);
  return source.sheets.map((t) => t.name);
}

/** A source's parts with what tells them apart (their JSON) and what people call them. */
function partsOf(source: Source): Part<unknown>[] {
  if (source.kind === "deck")
    return source.slides.map((s) => ({ label: slideTitle(s), hash: JSON.stringify(s), value: s }));
  if (source.kind === "doc")
    return splitDoc(source.markdown).sections.map((s) => ({ label: s.heading, hash: JSON.stringify(s), value: s }));
  return source.sheets.map((t) => ({ label: t.name.toLowerCase(), hash: JSON.stringify(t), value: t }));
}

const rowParts = (source: Source, tab: number): Part<unknown>[] =>
  source.kind === "sheet"
    ? (source.sheets[tab]?.rows ?? []).map((r) => ({ label: null, hash: JSON.stringify(r), value: r }))
    : [];

const count = (n: number, from: number) => Array.from({ length: n }, (_, i) => from + i);

/** Ids by position: what a document has before its first change since part ids came, and a new document's. */
export function positionalIds(source: Source): PartIds {
  const parts = partTitles(source).length;
  if (source.kind !== "sheet") return { next: parts + 1, ids: count(parts, 1) };
  let next = parts + 1;
  const rows = source.sheets.map((t) => {
    const ids = count(t.rows.length, next);
    next += t.rows.length;
    return ids;
  });
  return { next, ids: count(parts, 1), rows };
}

/** The stored ids of a document, or its positional ids when none are stored (or they no longer fit its source). */
export function readPartIds(source: Source, stored: unknown): PartIds {
  return storedPartIds(source, stored) ?? positionalIds(source);
}

/** The stored ids when there are some that fit the source, else null (a version from before part ids). */
export function storedPartIds(source: Source, stored: unknown): PartIds | null {
  const ids = decode(stored);
  // Counted by their titles: partsOf serialises each part, a whole 100,000-cell tab for a sheet's.
  if (!ids || ids.ids.length !== partTitles(source).length) return null;
  if (
    source.kind === "sheet" &&
    (!ids.rows ||
      ids.rows.length !== source.sheets.length ||
      ids.rows.some((r, i) => r.length !== source.sheets[i]!.rows.length))
  )
    return null;
  return ids;
}

/**
 * The ids a new source takes from the one it replaces: each part paired with an old one (equal content, then the same
 * title, then by position between those) keeps that one's id; a sheet's rows are paired within their tab the same
 * way; everything new takes a new number.
 */
export function carryPartIds(before: Source, beforeIds: PartIds, after: Source): PartIds {
  let next = beforeIds.next;
  const fresh = () => next++;
  const pairs = alignParts(partsOf(before), partsOf(after));
  const ids: number[] = [];
  const fromOf: (number | undefined)[] = [];
  for (const pair of pairs) {
    if (pair.kind === "removed") continue;
    fromOf[pair.to] = pair.kind === "added" ? undefined : pair.from;
    ids[pair.to] = pair.kind === "added" ? fresh() : beforeIds.ids[pair.from]!;
  }
  if (after.kind !== "sheet") return { next, ids };
  const rows = after.sheets.map((tab, t) => {
    const from = fromOf[t];
    if (from === undefined || !beforeIds.rows) return tab.rows.map(fresh);
    const kept: number[] = [];
    for (const pair of alignParts(rowParts(before, from), rowParts(after, t))) {
      if (pair.kind === "removed") continue;
      kept[pair.to] = pair.kind === "added" ? fresh() : beforeIds.rows[from]![pair.from]!;
    }
    return kept;
  });
  return { next, ids, rows };
}

/** The ids, as stored, that `after` takes when it replaces the stored document `row`. */
export function carriedPartIds(row: { source: Source; parts: unknown }, after: Source): unknown {
  const before = row.source;
  return encodePartIds(carryPartIds(before, readPartIds(before, row.parts), after));
}

/**
 * The ids of a restored version: the ones it had (its parts are those parts again), the counter never going back so
 * no id is given twice; a version from before part ids takes the current ones by pairing.
 */
export function restoredPartIds(row: { source: Source; parts: unknown }, restored: Source, theirs: unknown): unknown {
  const current = readPartIds(row.source, row.parts);
  const kept = decode(theirs) && readPartIds(restored, theirs);
  if (!kept) return carriedPartIds(row, restored);
  return encodePartIds({ ...kept, next: Math.max(kept.next, current.next) });
}

/** The parts a document's answer lists: each id with what people call the part (and a sheet tab's rows). */
export function describeParts(source: Source, ids: PartIds): DocumentPart[] {
  return partTitles(source).map((title, i) => ({
    id: partId(source.kind, ids.ids[i]!),
    title,
    ...(source.kind === "sheet" ? { rows: (ids.rows?.[i] ?? []).map(rowId) } : {}),
  }));
}

/** Row ids stored as runs ([first, count]): a sheet's rows are mostly consecutive numbers. */
export function encodePartIds(ids: PartIds): unknown {
  return ids.rows ? { ...ids, rows: ids.rows.map(toRuns) } : ids;
}

function toRuns(ids: number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const id of ids) {
    const last = runs.at(-1);
    if (last && last[0] + last[1] === id) last[1]++;
    else runs.push([id, 1]);
  }
  return runs;
}

function decode(stored: unknown): PartIds | null {
  if (!stored || typeof stored !== "object") return null;
  const { next, ids, rows } = stored as { next?: unknown; ids?: unknown; rows?: unknown };
  if (typeof next !== "number" || !Array.isArray(ids) || !ids.every((n) => Number.isInteger(n))) return null;
  if (rows === undefined) return { next, ids: ids as number[] };
  if (!Array.isArray(rows)) return null;
  return {
    next,
    ids: ids as number[],
    rows: (rows as [number, number][][]).map((runs) => runs.flatMap(([first, n]) => count(n, first))),
  };
}
