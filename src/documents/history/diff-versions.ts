// What changed between two versions of a document: per slide, section, tab, row and cell (added, removed, changed, moved).
import { splitDoc } from "../../formats/model/doc-sections.js";
import type { Cell, Deck, Doc, Sheet, SheetTab, Slide, Source } from "../../formats/model/source.js";
import { columnLetters } from "../../formats/compute/cell-values.js";
import { alignParts, type Part } from "../../lib/align-parts.js";
import { partId, rowId, type PartIds } from "../part-ids.js";

export type ChangeKind = "added" | "removed" | "changed" | "moved";
export type PartKind = "slide" | "section" | "tab" | "row" | "cell";

export interface PartChange {
  change: ChangeKind;
  part: PartKind;
  /** 1-based position in the older version (a removed, changed or moved part); a row or cell: its row in the sheet. */
  from?: number;
  /** 1-based position in the newer version (an added, changed or moved part). */
  to?: number;
  /** The slide's title, the section's heading, the tab's name; a row's or cell's tab. */
  label: string;
  /** A cell's address in the newer version (in the older one for a removed cell), e.g. "B3". */
  cell?: string;
  /** The slide's, section's, tab's or row's stable id, when both versions keep their part ids. */
  id?: string;
  before?: unknown;
  after?: unknown;
}

export interface VersionDiff {
  kind: Source["kind"];
  title: { before: string; after: string } | null;
  changes: PartChange[];
  /** More changes than `limit`: the list stops there. */
  truncated: boolean;
}

export const DIFF_LIMIT = 500;

/** The part ids of both versions: given, parts pair by them alone (a part rewritten and moved is one part). */
export interface DiffIds {
  before: PartIds;
  after: PartIds;
}

export function diffVersions(before: Source, after: Source, limit = DIFF_LIMIT, ids?: DiffIds): VersionDiff {
  const changes =
    before.kind === "deck" && after.kind === "deck"
      ? diffDecks(before, after, ids)
      : before.kind === "doc" && after.kind === "doc"
        ? diffDocs(before, after, ids)
        : before.kind === "sheet" && after.kind === "sheet"
          ? diffSheets(before, after, ids)
          : [];
  return {
    kind: after.kind,
    title: before.title === after.title ? null : { before: before.title, after: after.title },
    changes: changes.slice(0, limit),
    truncated: changes.length > limit,
  };
}

/** A part's key from its version's ids, when there are ids. */
const keyOf = (ids: PartIds | undefined, kind: Source["kind"], i: number) =>
  ids ? { key: partId(kind, ids.ids[i]!) } : {};

function diffDecks(before: Deck, after: Deck, ids?: DiffIds): PartChange[] {
  const parts = (deck: Deck, own?: PartIds) =>
    deck.slides.map((slide, i): Part<Slide> => ({
      label: slideLabel(slide),
      hash: JSON.stringify(slide),
      value: slide,
      ...keyOf(own, "deck", i),
    }));
  return orderedChanges("slide", parts(before, ids?.before), parts(after, ids?.after));
}

function slideLabel(slide: Slide): string | null {
  if ("title" in slide && slide.title) return slide.title;
  return slide.layout === "quote" ? slide.quote.slice(0, 80) : null;
}

function diffDocs(before: Doc, after: Doc, ids?: DiffIds): PartChange[] {
  const parts = (doc: Doc, own?: PartIds) => {
    const { head, sections } = splitDoc(doc.markdown);
    const opening: Part<string> = { label: "(opening)", hash: head, value: head, ...(own ? { key: "(opening)" } : {}) };
    return [
      opening,
      ...sections.map((s, i): Part<string> => ({
        label: s.heading,
        hash: `${s.heading}\n${s.markdown}`,
        value: s.markdown,
        ...keyOf(own, "doc", i),
      })),
    ];
  };
  // The opening is position 0 of both; sections count from 1 as people do.
  return orderedChanges("section", parts(before, ids?.before), parts(after, ids?.after), 0).filter(
    (c) => !(c.label === "(opening)" && c.change === "moved"),
  );
}

function diffSheets(before: Sheet, after: Sheet, ids?: DiffIds): PartChange[] {
  const parts = (sheet: Sheet, own?: PartIds) =>
    sheet.sheets.map((tab, i): Part<SheetTab> => ({
      label: tab.name,
      hash: JSON.stringify(tab),
      value: tab,
      ...keyOf(own, "sheet", i),
    }));
  const out: PartChange[] = [];
  for (const a of alignParts(parts(before, ids?.before), parts(after, ids?.after))) {
    const id = a.kind === "removed" ? a.before.key : a.after.key;
    const withId = id ? { id } : {};
    if (a.kind === "added") out.push({ change: "added", part: "tab", to: a.to + 1, label: a.after.label!, ...withId });
    else if (a.kind === "removed")
      out.push({ change: "removed", part: "tab", from: a.from + 1, label: a.before.label!, ...withId });
    else {
      // A tab pushed along by another's arrival has not moved; one out of order, or renamed, is listed.
      if (a.kind === "moved" || a.before.label !== a.after.label) {
        out.push({
          change: a.before.label === a.after.label ? "moved" : "changed",
          part: "tab",
          from: a.from + 1,
          to: a.to + 1,
          label: a.after.label!,
          ...(a.before.label !== a.after.label ? { before: a.before.label, after: a.after.label } : {}),
          ...withId,
        });
      }
      const rowIds = ids && { before: ids.before.rows?.[a.from], after: ids.after.rows?.[a.to] };
      if (a.kind === "changed") out.push(...diffTabs(a.before.value, a.after.value, rowIds));
    }
  }
  return out;
}

/** Header cells (row 1), then rows aligned like slides, then the cells of each row that was rewritten in place. */
function diffTabs(before: SheetTab, after: SheetTab, ids?: { before?: number[]; after?: number[] }): PartChange[] {
  const label = after.name;
  const out: PartChange[] = cellChanges(
    label,
    1,
    1,
    before.columns.map((c) => c.header),
    after.columns.map((c) => c.header),
  );
  const rows = (tab: SheetTab, own?: number[]) =>
    tab.rows.map((row, i): Part<Cell[]> => ({
      label: null,
      hash: JSON.stringify(row),
      value: row,
      ...(own ? { key: rowId(own[i]!) } : {}),
    }));
  // Sheet row numbers: the header is row 1, the first data row is row 2.
  for (const a of alignParts(rows(before, ids?.before), rows(after, ids?.after))) {
    const id = a.kind === "removed" ? a.before.key : a.after.key;
    const withId = id ? { id } : {};
    if (a.kind === "added")
      out.push({ change: "added", part: "row", to: a.to + 2, label, after: a.after.value, ...withId });
    else if (a.kind === "removed")
      out.push({ change: "removed", part: "row", from: a.from + 2, label, before: a.before.value, ...withId });
    else if (a.kind === "moved")
      out.push({ change: "moved", part: "row", from: a.from + 2, to: a.to + 2, label, ...withId });
    else if (a.kind === "changed") out.push(...cellChanges(label, a.from + 2, a.to + 2, a.before.value, a.after.value));
  }
  return out;
}

function cellChanges(
  label: string,
  fromRow: number,
  toRow: number,
  before: readonly unknown[],
  after: readonly unknown[],
): PartChange[] {
  const out: PartChange[] = [];
  for (let c = 0; c < Math.max(before.length, after.length); c++) {
    const a = before[c] ?? null;
    const b = after[c] ?? null;
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    const change: ChangeKind = a === null ? "added" : b === null ? "removed" : "changed";
    const row = change === "removed" ? fromRow : toRow;
    out.push({
      change,
      part: "cell",
      from: fromRow,
      to: toRow,
      label,
      cell: `${columnLetters(c)}${row}`,
      ...(a !== null ? { before: a } : {}),
      ...(b !== null ? { after: b } : {}),
    });
  }
  return out;
}

function orderedChanges<T>(part: PartKind, before: Part<T>[], after: Part<T>[], offset = 1): PartChange[] {
  const out: PartChange[] = [];
  const label = (p: Part<T>, at: number) => p.label ?? `${part} ${at + offset}`;
  for (const a of alignParts(before, after)) {
    if (a.kind === "kept") continue;
    const key = a.kind === "removed" ? a.before.key : a.after.key;
    const id = key && key !== "(opening)" ? { id: key } : {};
    if (a.kind === "added")
      out.push({ change: "added", part, to: a.to + offset, label: label(a.after, a.to), after: a.after.value, ...id });
    else if (a.kind === "removed")
      out.push({
        change: "removed",
        part,
        from: a.from + offset,
        label: label(a.before, a.from),
        before: a.before.value,
        ...id,
      });
    else if (a.kind === "moved")
      out.push({ change: "moved", part, from: a.from + offset, to: a.to + offset, label: label(a.after, a.to), ...id });
    else
      out.push({
        change: "changed",
        part,
        from: a.from + offset,
        to: a.to + offset,
        label: label(a.after, a.to),
        before: a.before.value,
        after: a.after.value,
        ...id,
      });
  }
  return out;
}
