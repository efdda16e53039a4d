// The typed-edit suites' own model of a document — its parts as a list of {id, value}, changed as docs/api/edits.md
// says each edit changes it (never through the engine) — and the random valid and invalid edits drawn from it.
import { expect } from "vitest";
import { joinDoc, splitDoc } from "../../src/formats/model/doc-sections.js";
import {
  SheetTabSchema,
  SlideSchema,
  type Cell,
  type SheetTab,
  type Slide,
  type Source,
  type SourceKind,
} from "../../src/formats/model/source.js";
import { applyDocumentEdits } from "../../src/documents/edits/apply-document-edits.js";
import { DocumentEditSchema, type DocumentEdit } from "../../src/documents/edits/document-edit-schema.js";
import type { AppliedEdit } from "../../src/documents/edits/edit-schema.js";
import { describeParts, type PartIds } from "../../src/documents/part-ids.js";
import type { Rng } from "../agent/prompt-suite/rng.js";
import { editableRow, editableSection, editableSlide, editableTab, phrase, WORDS } from "./generated-sources.js";

/** A row's id as the model knows it: the id, null for a new row (a fresh id), or one of a replaced tab's ids (or fresh). */
type RowId = string | null | { carry: string[] };

export interface ModelPart {
  /** null: a new part, whose id must be one never used before. */
  id: string | null;
  value: unknown;
  /** false when an edit changed it in a way the model does not predict (shorten, replace-text): only its id is checked. */
  known: boolean;
  rows?: RowId[];
}

export interface DocModel {
  kind: SourceKind;
  title: string;
  titleKnown: boolean;
  parts: ModelPart[];
  /** Every id the document has ever shown (parts and rows), and those removed. */
  used: Set<string>;
  removed: Set<string>;
}

interface ActualPart {
  id: string;
  value: unknown;
  rows?: string[];
}

/** The engine's parts: each id from the document's `parts` with the part itself. */
export function actualParts(source: Source, ids: PartIds): ActualPart[] {
  const described = describeParts(source, ids);
  const values: unknown[] =
    source.kind === "deck" ? source.slides : source.kind === "doc" ? splitDoc(source.markdown).sections : source.sheets;
  expect(described.length).toBe(values.length);
  return described.map((p, i) => ({ id: p.id, value: values[i], ...(p.rows ? { rows: p.rows } : {}) }));
}

export function modelOf(source: Source, ids: PartIds, seen?: Pick<DocModel, "used" | "removed">): DocModel {
  const parts = actualParts(source, ids).map((p) => ({
    id: p.id,
    value: p.value,
    known: true,
    ...(p.rows ? { rows: [...p.rows] } : {}),
  }));
  const used = new Set(seen?.used ?? []);
  for (const p of parts) [p.id, ...(p.rows ?? [])].forEach((id) => used.add(id));
  return {
    kind: source.kind,
    title: source.title,
    titleKnown: true,
    parts,
    used,
    removed: new Set(seen?.removed ?? []),
  };
}

export const titleOf = (kind: SourceKind, value: unknown): string | null => {
  if (kind === "doc") return (value as { heading: string }).heading;
  if (kind === "sheet") return (value as SheetTab).name;
  const slide = value as Slide;
  return ("title" in slide && slide.title) || (slide.layout === "quote" ? slide.quote : null);
};

const sameTitle = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The index of the part an address names, as the spec defines addresses; throws when it names none or several. */
function resolve(model: DocModel, address: number | string): number {
  if (typeof address === "number") return address - 1;
  const byId = model.parts.findIndex((p) => p.id === address.trim());
  if (byId >= 0) return byId;
  const matches = model.parts.flatMap((p, i) => (sameTitle(titleOf(model.kind, p.value), address) ? [i] : []));
  if (matches.length !== 1) throw new Error(`the model cannot resolve ${address}`);
  return matches[0]!;
}

const letterIndex = (letters: string) =>
  [...letters.toUpperCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;

function resolveRow(part: ModelPart, address: number | string): number {
  return typeof address === "number" ? address - 2 : part.rows!.indexOf(address);
}

function resolveColumn(tab: SheetTab, column: string): number {
  const byHeader = tab.columns.findIndex((c) => c.header.trim().toLowerCase() === column.trim().toLowerCase());
  return byHeader >= 0 ? byHeader : letterIndex(column);
}

function normalised(kind: SourceKind, payload: unknown): unknown {
  if (kind === "deck") return SlideSchema.parse(payload);
  if (kind === "sheet") return SheetTabSchema.parse(payload);
  const section = payload as { heading: string; markdown: string };
  return { heading: section.heading.trim(), markdown: section.markdown.trim() };
}

/** A new tab named as a tab the sheet has takes "Name 2" (or 3, …); the tabs there keep their names. */
function freeName(parts: ModelPart[], tab: SheetTab): SheetTab {
  const taken = new Set(parts.map((p) => (p.value as SheetTab).name.toLowerCase()));
  let name = tab.name;
  for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${tab.name.slice(0, 28)} ${i}`;
  return { ...tab, name };
}

function removePart(model: DocModel, index: number): void {
  const [gone] = model.parts.splice(index, 1);
  for (const id of [gone!.id, ...(gone!.rows ?? [])]) if (typeof id === "string") model.removed.add(id);
}

/** The model after `edit`. Edits are those the generator drew from this model, so each one applies. */
export function stepModel(before: DocModel, edit: DocumentEdit): DocModel {
  const model: DocModel = {
    ...before,
    parts: before.parts.map((p) => ({ ...p, ...(p.rows ? { rows: [...p.rows] } : {}) })),
  };
  const { kind, parts } = model;
  const payloadOf = (e: { slide?: unknown; section?: unknown; tab?: unknown }) =>
    kind === "deck" ? e.slide : kind === "doc" ? e.section : e.tab;
  switch (edit.op) {
    case "retitle": {
      const first = parts[0]!.value as Slide;
      if (kind === "deck" && first.layout === "title" && first.title.trim() === model.title.trim())
        parts[0]!.value = { ...first, title: edit.title };
      model.title = edit.title;
      break;
    }
    case "insert": {
      const at =
        edit.at !== undefined ? edit.at - 1 : edit.after !== undefined ? resolve(model, edit.after) + 1 : parts.length;
      let value = normalised(kind, payloadOf(edit));
      if (kind === "sheet") value = freeName(parts, value as SheetTab);
      parts.splice(at, 0, {
        id: null,
        value,
        known: true,
        ...(kind === "sheet" ? { rows: (value as SheetTab).rows.map(() => null) } : {}),
      });
      break;
    }
    case "replace": {
      const part = parts[resolve(model, edit.part)]!;
      const value = normalised(kind, payloadOf(edit));
      if (kind === "sheet") part.rows = carriedRows(part.value as SheetTab, part.rows as string[], value as SheetTab);
      part.value = value;
      break;
    }
    case "remove":
      removePart(model, resolve(model, edit.part));
      break;
    case "move": {
      const [moved] = parts.splice(resolve(model, edit.part), 1);
      parts.splice(edit.to - 1, 0, moved!);
      break;
    }
    case "rename": {
      const part = parts[resolve(model, edit.part)]!;
      const value = part.value as Record<string, unknown>;
      if (kind === "doc") part.value = { ...value, heading: edit.title };
      else if (kind === "sheet") part.value = { ...value, name: edit.title.slice(0, 31) };
      else if (value.layout !== "quote") part.value = SlideSchema.parse({ ...value, title: edit.title });
      break;
    }
    case "shorten":
      parts[resolve(model, edit.part)]!.known = false;
      break;
    case "replace-text":
      if (edit.part !== undefined) parts[resolve(model, edit.part)]!.known = false;
      else {
        for (const p of parts) if (JSON.stringify(p.value).includes(edit.find)) p.known = false;
        model.titleKnown = false;
      }
      break;
    case "set-cells": {
      const part = parts[resolve(model, edit.tab)]!;
      const tab = part.value as SheetTab;
      const rows = tab.rows.map((r) => [...r]);
      for (const c of edit.cells) {
        const [row, column] =
          c.cell !== undefined
            ? [Number(c.cell.slice(/[0-9]/.exec(c.cell)!.index)) - 2, letterIndex(/^[A-Za-z]+/.exec(c.cell)![0])]
            : [resolveRow(part, c.row!), resolveColumn(tab, c.column!)];
        while (rows[row]!.length <= column) rows[row]!.push(null);
        rows[row]![column] = c.value;
      }
      part.value = { ...tab, rows };
      break;
    }
    case "insert-rows": {
      const part = parts[resolve(model, edit.tab)]!;
      const tab = part.value as SheetTab;
      const at =
        edit.at !== undefined
          ? edit.at - 2
          : edit.after !== undefined
            ? resolveRow(part, edit.after) + 1
            : tab.rows.length;
      const rows = [...tab.rows];
      rows.splice(at, 0, ...edit.rows);
      part.value = { ...tab, rows };
      part.rows!.splice(at, 0, ...edit.rows.map(() => null));
      break;
    }
    case "remove-rows": {
      const part = parts[resolve(model, edit.tab)]!;
      const tab = part.value as SheetTab;
      const gone = new Set(
        edit.rows
          ? edit.rows.map((id) => resolveRow(part, id))
          : Array.from(
              { length: Math.min(edit.count ?? 1, tab.rows.length - (edit.from! - 2)) },
              (_, k) => edit.from! - 2 + k,
            ),
      );
      for (const i of gone) model.removed.add(part.rows![i] as string);
      part.value = { ...tab, rows: tab.rows.filter((_, i) => !gone.has(i)) };
      part.rows = part.rows!.filter((_, i) => !gone.has(i));
      break;
    }
  }
  return model;
}

/** A rewritten tab's row ids: a row found once, unchanged, in both keeps its id; any other takes one of the old or a new one. */
function carriedRows(before: SheetTab, ids: string[], after: SheetTab): RowId[] {
  const count = (rows: Cell[][], json: string) => rows.filter((r) => JSON.stringify(r) === json).length;
  return after.rows.map((row) => {
    const json = JSON.stringify(row);
    const old = before.rows.findIndex((r) => JSON.stringify(r) === json);
    return old >= 0 && count(before.rows, json) === 1 && count(after.rows, json) === 1 ? ids[old]! : { carry: ids };
  });
}

/** How many edits the engine reports (and the history lists) for `edits`: one each, one per row removed by id. */
/** One made edit per typed edit: remove-rows of many ids is one removal, reported once. */
export const appliedCount = (edits: readonly DocumentEdit[]) => edits.length;

/**
 * Checks the engine's result against the model: the order of ids, every predicted part byte for byte, new ids never
 * used before, removed ids gone for good. Then takes from the result what the model left open (new ids, shortened text).
 */
export function reconcile(model: DocModel, source: Source, ids: PartIds, context: string): void {
  const actual = actualParts(source, ids);
  expect(actual.length, `${context}: part count`).toBe(model.parts.length);
  const fresh = (id: string, what: string) => {
    expect(model.used.has(id), `${context}: ${what} takes ${id}, an id used before`).toBe(false);
    model.used.add(id);
    return id;
  };
  model.parts.forEach((part, i) => {
    const got = actual[i]!;
    if (part.id === null) part.id = fresh(got.id, `the new part ${i + 1}`);
    else expect(got.id, `${context}: the id of part ${i + 1}`).toBe(part.id);
    if (part.known) expect(JSON.stringify(got.value), `${context}: part ${part.id}`).toBe(JSON.stringify(part.value));
    part.value = got.value;
    part.known = true;
    if (!part.rows) return;
    expect(got.rows!.length, `${context}: the rows of ${part.id}`).toBe(part.rows.length);
    const carried = new Set<string>();
    const rowsBefore = part.rows;
    part.rows = part.rows.map((row, r) => {
      const id = got.rows![r]!;
      if (typeof row === "string") expect(id, `${context}: row ${r + 2} of ${part.id}`).toBe(row);
      else if (row !== null && row.carry.includes(id)) {
        expect(carried.has(id), `${context}: ${id} given twice`).toBe(false);
        carried.add(id);
      } else return fresh(id, `the new row ${r + 2} of ${part.id}`);
      return id;
    });
    // The rows a rewrite dropped are removed rows: their ids must not come back either.
    for (const row of rowsBefore)
      if (row !== null && typeof row === "object")
        row.carry.filter((id) => !got.rows!.includes(id)).forEach((id) => model.removed.add(id));
  });
  for (const id of actual.flatMap((p) => [p.id, ...(p.rows ?? [])]))
    expect(model.removed.has(id), `${context}: ${id} was removed and came back`).toBe(false);
  const all = actual.flatMap((p) => [p.id, ...(p.rows ?? [])]);
  expect(new Set(all).size, `${context}: ids unique`).toBe(all.length);
  if (model.titleKnown) expect(source.title, `${context}: title`).toBe(model.title);
  model.title = source.title;
  model.titleKnown = true;
}

// ——— random edits drawn from the model ———

let serial = 1000;
const next = () => serial++;

const WORD = { deck: "sl", doc: "se", sheet: "tb" } as const;

/** Part `i` named as a person might: its number, its id, or its title (in any case, with spaces) when only it has that title. */
export function addressOf(rng: Rng, model: DocModel, i: number): number | string {
  const part = model.parts[i]!;
  const title = titleOf(model.kind, part.value);
  const unique =
    title !== null && model.parts.filter((p) => sameTitle(titleOf(model.kind, p.value), title)).length === 1;
  const ways: (() => number | string)[] = [() => i + 1, () => part.id!];
  if (unique) ways.push(() => (rng.chance(0.5) ? ` ${title.toUpperCase()} ` : title));
  return rng.pick(ways)();
}

function newPayload(rng: Rng, model: DocModel): Record<string, unknown> {
  if (model.kind === "deck") return { slide: editableSlide(rng, `${phrase(rng, 2)} ${next()}`) };
  if (model.kind === "doc") return { section: editableSection(rng, `${phrase(rng, 2)} ${next()}`) };
  // Now and then a tab named as one the sheet has (in any case): it becomes "Name 2", the tab there keeping its name.
  const taken = model.parts.map((p) => (p.value as SheetTab).name);
  return { tab: editableTab(rng, rng.chance(0.2) ? rng.pick(taken).toUpperCase() : `New ${next()}`) };
}

function rewrittenTab(rng: Rng, tab: SheetTab): SheetTab {
  const rows: Cell[][] = [];
  for (const row of tab.rows) {
    const fate = rng.int(0, 5);
    if (fate === 0) continue;
    if (fate === 1) rows.push(editableRow(rng, tab.columns.length));
    else rows.push(row);
    if (fate === 2) rows.push(editableRow(rng, tab.columns.length));
  }
  return { ...tab, name: rng.chance(0.3) ? `Rewritten ${next()}` : tab.name, rows };
}

const SENTENCE_BREAK = /[.!?]\s+\S/;
const shortensText = (text: string) =>
  !text.includes("\n\n") &&
  (text.split("\n").filter((l) => /^- /.test(l)).length >= 2 || (!text.includes("\n") && SENTENCE_BREAK.test(text)));

/** Whether `shorten` surely makes the part shorter (the edit is a 400 when it cannot). */
function shortens(kind: SourceKind, value: unknown): boolean {
  if (kind === "sheet") return false;
  if (kind === "doc") return shortensText((value as { markdown: string }).markdown);
  const slide = value as Slide;
  if (slide.layout === "bullets") return slide.bullets.length >= 2;
  if (slide.layout === "content") return shortensText(slide.body);
  if (slide.layout === "quote") return SENTENCE_BREAK.test(slide.quote);
  if (slide.layout === "title") return SENTENCE_BREAK.test(slide.subtitle ?? "");
  return false;
}

const cellValue = (rng: Rng): Cell =>
  rng.pick<Cell>([rng.int(-50, 9000), `set ${next()}`, null, rng.chance(0.5), "Kraków"]);
const letter = (i: number) => String.fromCharCode(65 + i);

function cellAddress(rng: Rng, part: ModelPart, tab: SheetTab) {
  const row = rng.int(0, tab.rows.length - 1);
  const column = rng.int(0, tab.columns.length - 1);
  const value = cellValue(rng);
  const way = rng.int(0, 2);
  if (way === 0) return { cell: `${rng.chance(0.5) ? letter(column) : letter(column).toLowerCase()}${row + 2}`, value };
  const rowAddress = rng.chance(0.5) ? row + 2 : (part.rows![row] as string);
  return { row: rowAddress, column: way === 1 ? letter(column) : tab.columns[column]!.header, value };
}

/** One edit that applies to the document as the model has it, of any operation its kind has. */
export function randomEdit(rng: Rng, model: DocModel): DocumentEdit {
  const n = model.parts.length;
  const any = () => rng.int(0, n - 1);
  const ops: (() => DocumentEdit | null)[] = [
    () => ({ op: "retitle", title: `Title ${next()}` }),
    () => {
      const where = rng.int(0, 2);
      return {
        op: "insert",
        ...(where === 0 ? { at: rng.int(1, n + 1) } : where === 1 ? { after: addressOf(rng, model, any()) } : {}),
        ...newPayload(rng, model),
      } as DocumentEdit;
    },
    () => {
      const i = any();
      const payload =
        model.kind === "sheet" ? { tab: rewrittenTab(rng, model.parts[i]!.value as SheetTab) } : newPayload(rng, model);
      return { op: "replace", part: addressOf(rng, model, i), ...payload } as DocumentEdit;
    },
    () => (n > 1 ? { op: "remove", part: addressOf(rng, model, any()) } : null),
    () => {
      if (n < 2) return null;
      const i = any();
      const to = rng.pick(Array.from({ length: n }, (_, k) => k + 1).filter((k) => k !== i + 1));
      return { op: "move", part: addressOf(rng, model, i), to };
    },
    () => {
      const i = any();
      return { op: "rename", part: addressOf(rng, model, i), title: `Renamed ${next()}` };
    },
    () => {
      const candidates = model.parts.flatMap((p, i) => (shortens(model.kind, p.value) ? [i] : []));
      return candidates.length ? { op: "shorten", part: addressOf(rng, model, rng.pick(candidates)) } : null;
    },
    () => {
      const i = any();
      const json = JSON.stringify(model.parts[i]!.value);
      const finds = WORDS.filter((w) => json.includes(w));
      if (!finds.length) return null;
      const find = rng.pick(finds);
      const replace = rng.pick(["REPLACED", "bees", "ⓧ", find.toUpperCase()].filter((r) => r !== find));
      return { op: "replace-text", find, replace, ...(rng.chance(0.5) ? { part: addressOf(rng, model, i) } : {}) };
    },
  ];
  if (model.kind === "sheet") {
    const tabsWithRows = model.parts.flatMap((p, i) => ((p.value as SheetTab).rows.length ? [i] : []));
    ops.push(
      () => {
        if (!tabsWithRows.length) return null;
        const i = rng.pick(tabsWithRows);
        const part = model.parts[i]!;
        return {
          op: "set-cells",
          tab: addressOf(rng, model, i),
          cells: Array.from({ length: rng.int(1, 3) }, () => cellAddress(rng, part, part.value as SheetTab)),
        };
      },
      () => {
        const i = any();
        const part = model.parts[i]!;
        const tab = part.value as SheetTab;
        const where = rng.int(0, 2);
        const rows = Array.from({ length: rng.int(1, 3) }, () => editableRow(rng, tab.columns.length));
        if (where === 1 && tab.rows.length)
          return { op: "insert-rows", tab: addressOf(rng, model, i), after: rng.pick(part.rows as string[]), rows };
        return {
          op: "insert-rows",
          tab: addressOf(rng, model, i),
          ...(where === 0 ? { at: rng.int(2, tab.rows.length + 2) } : {}),
          rows,
        };
      },
      () => {
        if (!tabsWithRows.length) return null;
        const i = rng.pick(tabsWithRows);
        const part = model.parts[i]!;
        const ids = part.rows as string[];
        if (rng.chance(0.5)) {
          const chosen = rng.sample(ids, rng.int(1, 3));
          // Now and then a row named twice: it is removed once.
          return {
            op: "remove-rows",
            tab: addressOf(rng, model, i),
            rows: rng.chance(0.2) ? [...chosen, chosen[0]!] : chosen,
          };
        }
        return {
          op: "remove-rows",
          tab: addressOf(rng, model, i),
          from: rng.int(2, ids.length + 1),
          ...(rng.chance(0.6) ? { count: rng.int(1, 4) } : {}),
        };
      },
    );
  }
  for (;;) {
    const edit = rng.pick(ops)();
    if (edit) return DocumentEditSchema.parse(edit);
  }
}

export interface InvalidEdit {
  /** Valid edits that set the trap (a rename that makes a title ambiguous), applied before the bad one. */
  before: DocumentEdit[];
  bad: DocumentEdit;
  /** The field `details[0].path` names after `edits.<i>` ("" for the edit itself). */
  field: string;
}

/** One edit that cannot apply to the document as the model has it, and the field the 400 should name. */
export function invalidEdit(rng: Rng, model: DocModel): InvalidEdit {
  const n = model.parts.length;
  const kind = model.kind;
  const one = (bad: DocumentEdit, field: string): InvalidEdit => ({ before: [], bad: parsed(bad), field });
  const ways: (() => InvalidEdit | null)[] = [
    () =>
      one(
        rng.pick<DocumentEdit>([
          { op: "remove", part: n + rng.int(1, 5) },
          { op: "rename", part: n + 1, title: "Nowhere" },
          { op: "shorten", part: n + 3 },
          { op: "move", part: n + 1, to: 1 },
        ]),
        "part",
      ),
    () =>
      one(
        { op: "remove", part: [...model.removed].find((id) => id.startsWith(WORD[kind])) ?? `${WORD[kind]}_999999` },
        "part",
      ),
    () => one({ op: "rename", part: `${kind === "deck" ? "tb" : "sl"}_1`, title: "Wrong kind" }, "part"),
    () => one({ op: "remove", part: `No such part ${next()}` }, "part"),
    () => one({ op: "move", part: 1, to: n + rng.int(1, 3) }, "to"),
    () => one({ op: "insert", at: n + 2, ...newPayload(rng, model) } as DocumentEdit, "at"),
    () => (n === 1 ? one({ op: "remove", part: 1 }, "") : null),
    () => one({ op: "replace-text", find: `absent ${next()}`, replace: "x" }, ""),
    () => {
      // A title two parts share: one renamed to the other's (in another case), then addressed by it.
      const titled = model.parts.flatMap((p, i) => (titleOf(kind, p.value) !== null ? [i] : []));
      const renamable = model.parts.flatMap((p, i) => ((p.value as Slide).layout === "quote" ? [] : [i]));
      if (n < 2 || !titled.length) return null;
      const target = rng.pick(titled);
      const others = renamable.filter((i) => i !== target);
      if (!others.length) return null;
      const title = titleOf(kind, model.parts[target]!.value)!;
      if (kind === "sheet" && title.length > 31) return null;
      const rename = parsed({ op: "rename", part: model.parts[rng.pick(others)]!.id!, title: title.toUpperCase() });
      return { before: [rename], bad: parsed({ op: "remove", part: title }), field: "part" };
    },
  ];
  if (kind === "sheet") {
    const withRows = model.parts.findIndex((p) => (p.value as SheetTab).rows.length > 0);
    ways.push(
      () => one({ op: "shorten", part: 1 }, ""),
      () =>
        one(
          {
            op: "set-cells",
            tab: 1,
            cells: [{ cell: `A${(model.parts[0]!.value as SheetTab).rows.length + 2}`, value: 1 }],
          },
          "cells.0.cell",
        ),
      () => one({ op: "remove-rows", tab: 1, rows: ["rw_999999"] }, "rows.0"),
      () =>
        withRows >= 0
          ? one({ op: "set-cells", tab: withRows + 1, cells: [{ row: 2, column: "ZZ", value: 1 }] }, "cells.0.column")
          : null,
    );
  } else {
    ways.push(() => one({ op: "set-cells", tab: 1, cells: [{ cell: "B2", value: 1 }] }, "op"));
  }
  for (;;) {
    const invalid = rng.pick(ways)();
    if (invalid) return invalid;
  }
}

const parsed = (edit: unknown): DocumentEdit => DocumentEditSchema.parse(edit);

/** The 400 names the bad edit (1-based), its operation and its field (`edits.<0-based>.<field>`). */
export function expectNamed(
  error: { message: string; details?: { path: string }[] },
  index: number,
  trap: InvalidEdit,
): void {
  expect(error.message.startsWith(`Edit ${index + 1} (${trap.bad.op}): `), error.message).toBe(true);
  expect(error.details?.[0]?.path, error.message).toBe(trap.field ? `edits.${index}.${trap.field}` : `edits.${index}`);
}

/**
 * A random list of 1–6 edits drawn one by one from the model, the engine run on each prefix and checked against it.
 * Gives the list, the model after it and after each prefix, and the engine's result.
 */
export function drawEdits(rng: Rng, source: Source, ids: PartIds, seen: DocModel | undefined, context: string) {
  let model = modelOf(source, ids, seen);
  const states = [structuredClone(model)];
  const list: DocumentEdit[] = [];
  let result = { source, ids, applied: [] as AppliedEdit[] };
  for (let k = rng.int(1, 6); k > 0; k--) {
    const edit = randomEdit(rng, model);
    list.push(edit);
    model = stepModel(model, edit);
    // The list so far, applied whole: each prefix is the document after that edit.
    result = applyDocumentEdits(source, ids, list);
    reconcile(
      model,
      result.source,
      result.ids,
      `${context}, edit ${list.length} ${JSON.stringify(edit).slice(0, 200)}`,
    );
    expect(result.applied.length).toBe(appliedCount(list));
    states.push(structuredClone(model));
  }
  return { list, model, states, result };
}

// ——— a new source for a whole-source update ———

function removeAndSwap<T>(rng: Rng, items: readonly T[]): { items: T[]; order: number[] } | null {
  const distinct = new Set(items.map((i) => JSON.stringify(i))).size === items.length;
  if (items.length < 3 || !distinct) return null;
  const order = items.map((_, i) => i);
  order.splice(rng.int(0, order.length - 1), 1);
  const a = rng.int(0, order.length - 2);
  const b = rng.int(a + 1, order.length - 1);
  [order[a], order[b]] = [order[b]!, order[a]!];
  return { items: order.map((i) => items[i]!), order };
}

/** The source with one part removed and two others swapped (a sheet's rows too, within each tab), and where each came from. */
export function removedAndSwapped(
  rng: Rng,
  source: Source,
): { source: Source; order: number[]; rows?: number[][] } | null {
  if (source.kind === "deck") {
    const r = removeAndSwap(rng, source.slides);
    return r && { source: { ...source, slides: r.items }, order: r.order };
  }
  if (source.kind === "doc") {
    const parts = splitDoc(source.markdown);
    const r = removeAndSwap(rng, parts.sections);
    return r && { source: { ...source, markdown: joinDoc({ head: parts.head, sections: r.items }) }, order: r.order };
  }
  const tabs =
    source.sheets.length >= 3
      ? removeAndSwap(rng, source.sheets)
      : { items: [...source.sheets], order: source.sheets.map((_, i) => i) };
  if (!tabs) return null;
  const rows: number[][] = [];
  const sheets = tabs.items.map((tab) => {
    const r = removeAndSwap(rng, tab.rows);
    rows.push(r ? r.order : tab.rows.map((_, i) => i));
    return r ? { ...tab, rows: r.items } : tab;
  });
  return { source: { ...source, sheets }, order: tabs.order, rows };
}
