// Typed edits applied all or nothing: each one's parts found by position, id or title, made into the agent's own edit
// (applyEdits, the engine revisions use) and its part ids carried along; the first that cannot apply is a 400 naming it.
import { AppError } from "../../lib/errors.js";
import type { Sheet, Source } from "../../formats/model/source.js";
import { carriedPartIds, carryPartIds, encodePartIds, PART_PREFIX, partNumber, partTitles, readPartIds, type PartIds } from "../../workspace/part-ids.js";
import { applyEdits } from "./apply-edits.js";
import type { AppliedEdit, Edit } from "./edit-schema.js";
import type { DocumentEdit } from "./document-edit-schema.js";

const WORD = { deck: "slide", doc: "section", sheet: "tab" } as const;
const KIND = { deck: "deck", doc: "document", sheet: "sheet" } as const;
const PAYLOAD = { deck: "slide", doc: "section", sheet: "tab" } as const;

/** A problem with edit `i`: thrown as a 400 naming it, its operation and the field. */
class EditProblem extends Error {
  constructor(readonly field: string | null, message: string) {
    super(message);
  }
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The 0-based index of the part `address` names. */
function findPart(source: Source, ids: PartIds, address: number | string, field: string): number {
  const word = WORD[source.kind];
  const titles = partTitles(source);
  if (typeof address === "number") {
    if (address > titles.length) throw new EditProblem(field, `there is no ${word} ${address}; the ${KIND[source.kind]} has ${plural(titles.length, word)}.`);
    return address - 1;
  }
  const prefix = /^(sl|se|tb|rw)_/.exec(address)?.[1];
  if (prefix && partNumber(address, prefix) !== null) {
    if (prefix !== PART_PREFIX[source.kind]) throw new EditProblem(field, `${address} is not the id of a ${word}: a ${word}'s id starts with ${PART_PREFIX[source.kind]}_.`);
    const index = ids.ids.indexOf(partNumber(address, prefix)!);
    if (index < 0) throw new EditProblem(field, `no ${word} has the id ${address} (it may have been removed).`);
    return index;
  }
  const wanted = address.trim().toLowerCase();
  const matches = titles.flatMap((t, i) => (t?.trim().toLowerCase() === wanted ? [i] : []));
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) throw new EditProblem(field, `no ${word} is titled “${address}”.`);
  throw new EditProblem(field, `${plural(matches.length, word)} are titled “${address}” (${matches.map((i) => `${word} ${i + 1}`).join(", ")}); give its number or id instead.`);
}

/** The 0-based index of the part `address` names, or a 400 naming `path` (a route's parameter). */
export function partIndexOf(source: Source, ids: PartIds, address: number | string, path: string): number {
  try {
    return findPart(source, ids, address, path);
  } catch (err) {
    if (!(err instanceof EditProblem)) throw err;
    const reason = err.message.charAt(0).toUpperCase() + err.message.slice(1);
    throw new AppError("invalid_request", reason, { details: [{ path, message: err.message }] });
  }
}

/** A sheet row's 0-based data index from its id or its sheet row number (row 1 is the header). */
function findRow(sheet: Sheet, ids: PartIds, tab: number, address: number | string, field: string): number {
  const rows = sheet.sheets[tab]!.rows.length;
  if (typeof address === "number") {
    if (address < 2) throw new EditProblem(field, "row 1 is the header row; data rows start at row 2.");
    if (address - 2 >= rows) throw new EditProblem(field, `there is no row ${address}; tab “${sheet.sheets[tab]!.name}” ${rows ? `has rows 2 to ${rows + 1}` : "has no data rows"}.`);
    return address - 2;
  }
  const index = ids.rows?.[tab]?.indexOf(partNumber(address, "rw") ?? -1) ?? -1;
  if (index < 0) throw new EditProblem(field, `tab “${sheet.sheets[tab]!.name}” has no row with the id ${address} (it may have been removed).`);
  return index;
}

function columnIndex(sheet: Sheet, tab: number, column: string, field: string): number {
  const columns = sheet.sheets[tab]!.columns;
  const byHeader = columns.findIndex((c) => c.header.trim().toLowerCase() === column.trim().toLowerCase());
  if (byHeader >= 0) return byHeader;
  if (/^[A-Za-z]{1,3}$/.test(column)) {
    const index = [...column.toUpperCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;
    if (index < columns.length) return index;
    throw new EditProblem(field, `there is no column ${column.toUpperCase()}; tab “${sheet.sheets[tab]!.name}” has ${plural(columns.length, "column")}.`);
  }
  throw new EditProblem(field, `tab “${sheet.sheets[tab]!.name}” has no column headed “${column}”.`);
}

function sheetOf(source: Source, op: string): Sheet {
  if (source.kind !== "sheet") throw new EditProblem("op", `${op} applies to sheets; this document is a ${source.kind}.`);
  return source;
}

/** The agent's own edits (0-based) that make typed edit `edit`. */
function toEdits(source: Source, ids: PartIds, edit: DocumentEdit): Edit[] {
  const part = (address: number | string, field = "part") => findPart(source, ids, address, field);
  const payload = () => {
    const key = PAYLOAD[source.kind];
    for (const other of Object.values(PAYLOAD)) if (other !== key && other in edit && (edit as Record<string, unknown>)[other] !== undefined) throw new EditProblem(other, `a ${KIND[source.kind]} takes a \`${key}\`, not a \`${other}\`.`);
    const value = (edit as Record<string, unknown>)[key];
    if (value === undefined) throw new EditProblem(key, `give the ${WORD[source.kind]} as \`${key}\`.`);
    return { [key]: value } as Record<string, never>;
  };
  const count = partTitles(source).length;
  switch (edit.op) {
    case "retitle":
      return [edit];
    case "insert": {
      if (edit.at !== undefined && edit.after !== undefined) throw new EditProblem("after", "give `at` or `after`, not both.");
      if (edit.at !== undefined && edit.at > count + 1) throw new EditProblem("at", `the ${KIND[source.kind]} has ${plural(count, WORD[source.kind])}; \`at\` goes up to ${count + 1} (the end).`);
      const at = edit.at !== undefined ? edit.at - 1 : edit.after !== undefined ? part(edit.after, "after") + 1 : count;
      return [{ op: "insert", at, ...payload() } as Edit];
    }
    case "replace":
      return [{ op: "replace", index: part(edit.part), ...payload() } as Edit];
    case "remove":
      return [{ op: "remove", index: part(edit.part) }];
    case "move":
      if (edit.to > count) throw new EditProblem("to", `the ${KIND[source.kind]} has ${plural(count, WORD[source.kind])}; \`to\` goes up to ${count}.`);
      return [{ op: "move", from: part(edit.part), to: edit.to - 1 }];
    case "rename":
      return [{ op: "rename", index: part(edit.part), title: edit.title }];
    case "shorten":
      return [{ op: "shorten", index: part(edit.part) }];
    case "replace-text":
      return [{ op: "replace-text", find: edit.find, replace: edit.replace, ...(edit.part !== undefined ? { index: part(edit.part) } : {}) }];
    case "set-cells": {
      const sheet = sheetOf(source, edit.op);
      const tab = part(edit.tab, "tab");
      const cells = edit.cells.map((c, i) => {
        const field = `cells.${i}`;
        if (c.cell !== undefined && (c.row !== undefined || c.column !== undefined)) throw new EditProblem(field, "give `cell`, or `row` and `column`, not both.");
        if (c.cell !== undefined) {
          const [, letters, digits] = /^([A-Za-z]+)([0-9]+)$/.exec(c.cell)!;
          return { row: findRow(sheet, ids, tab, Number(digits), `${field}.cell`), column: columnIndex(sheet, tab, letters!, `${field}.cell`), value: c.value };
        }
        if (c.row === undefined || c.column === undefined) throw new EditProblem(field, "give `cell` (\"B4\"), or `row` and `column`.");
        return { row: findRow(sheet, ids, tab, c.row, `${field}.row`), column: columnIndex(sheet, tab, c.column, `${field}.column`), value: c.value };
      });
      return [{ op: "set-cells", tab, cells }];
    }
    case "insert-rows": {
      const sheet = sheetOf(source, edit.op);
      const tab = part(edit.tab, "tab");
      const rows = sheet.sheets[tab]!.rows.length;
      if (edit.at !== undefined && edit.after !== undefined) throw new EditProblem("after", "give `at` or `after`, not both.");
      if (edit.at !== undefined && edit.at - 2 > rows) throw new EditProblem("at", `tab “${sheet.sheets[tab]!.name}” ends at row ${rows + 1}; \`at\` goes up to ${rows + 2}.`);
      const at = edit.at !== undefined ? edit.at - 2 : edit.after !== undefined ? findRow(sheet, ids, tab, edit.after, "after") + 1 : rows;
      return [{ op: "insert-rows", tab, at, rows: edit.rows }];
    }
    case "remove-rows": {
      const sheet = sheetOf(source, edit.op);
      const tab = part(edit.tab, "tab");
      if ((edit.rows === undefined) === (edit.from === undefined)) throw new EditProblem("rows", "give the rows by id (`rows`) or from a row number (`from`, `count`).");
      if (edit.from !== undefined) {
        const from = findRow(sheet, ids, tab, edit.from, "from");
        return [{ op: "remove-rows", tab, at: from, count: edit.count ?? 1 }];
      }
      if (edit.count !== undefined) throw new EditProblem("count", "`count` goes with `from`; `rows` names each row.");
      const indices = [...new Set(edit.rows!.map((id, i) => findRow(sheet, ids, tab, id, `rows.${i}`)))].sort((a, b) => b - a);
      // From the last up, so each index still names its row when it is removed.
      return indices.map((at) => ({ op: "remove-rows" as const, tab, at, count: 1 }));
    }
  }
}

function partCount(source: Source): number {
  return partTitles(source).length;
}

/** The ids after `edit` made `after` from `before`: moved with the part for list edits, paired for anything else. */
function idsAfter(before: Source, ids: PartIds, edit: Edit, after: Source): PartIds {
  const next = { next: ids.next, ids: [...ids.ids], ...(ids.rows ? { rows: ids.rows.map((r) => [...r]) } : {}) };
  const rows = next.rows;
  switch (edit.op) {
    case "insert":
      next.ids.splice(edit.at, 0, next.next++);
      if (rows && after.kind === "sheet") rows.splice(edit.at, 0, after.sheets[edit.at]!.rows.map(() => next.next++));
      break;
    case "remove":
      next.ids.splice(edit.index, 1);
      rows?.splice(edit.index, 1);
      break;
    case "move":
      next.ids.splice(edit.to, 0, next.ids.splice(edit.from, 1)[0]!);
      if (rows) rows.splice(edit.to, 0, rows.splice(edit.from, 1)[0]!);
      break;
    case "insert-rows":
      rows?.[edit.tab]!.splice(Math.min(edit.at, rows[edit.tab]!.length), 0, ...edit.rows.map(() => next.next++));
      break;
    case "remove-rows":
      rows?.[edit.tab]!.splice(edit.at, edit.count);
      break;
    case "replace":
      // A rewritten tab keeps the ids of the rows it still has.
      if (rows && before.kind === "sheet" && after.kind === "sheet") {
        const carried = carryPartIds({ ...before, sheets: [before.sheets[edit.index]!] }, { next: next.next, ids: [0], rows: [rows[edit.index]!] }, { ...after, sheets: [after.sheets[edit.index]!] });
        rows[edit.index] = carried.rows![0]!;
        next.next = carried.next;
      }
      break;
  }
  const fits = next.ids.length === partCount(after) && (after.kind !== "sheet" || (rows?.length === after.sheets.length && rows.every((r, i) => r.length === after.sheets[i]!.rows.length)));
  // A text replaced across a doc can make or unmake a `## ` heading: then the parts are paired as a new source's are.
  return fits ? next : carryPartIds(before, ids, after);
}

/**
 * The ids a revision's document takes, stored as they are kept: carried through the operations it made, one by one from
 * the stored document, when those make exactly the revised source (as a typed edit carries them); else paired, as a
 * new source's are (a document changed meanwhile, or a revision that reported no operations).
 */
export function revisedPartIds(row: { source: unknown; parts: unknown }, revised: Source, made: readonly Edit[] | undefined): unknown {
  const before = row.source as Source;
  let ids = readPartIds(before, row.parts);
  let current = before;
  for (const edit of made ?? []) {
    const result = applyEdits(current, [edit]);
    if (result.problems.length) break;
    ids = idsAfter(current, ids, edit, result.source);
    current = result.source;
  }
  const exact = made?.length && JSON.stringify(current) === JSON.stringify(revised);
  return exact ? encodePartIds(ids) : carriedPartIds(row, revised);
}

export interface TypedEditsResult {
  source: Source;
  ids: PartIds;
  applied: AppliedEdit[];
}

/** Applies typed edits in order; the first that cannot apply throws a 400 and nothing is kept. */
export function applyDocumentEdits(source: Source, ids: PartIds, edits: readonly DocumentEdit[]): TypedEditsResult {
  let current = source;
  let currentIds = ids;
  const applied: AppliedEdit[] = [];
  edits.forEach((edit, i) => {
    const fail = (field: string | null, problem: string): never => {
      const reason = problem.charAt(0).toLowerCase() + problem.slice(1);
      throw new AppError("invalid_request", `Edit ${i + 1} (${edit.op}): ${reason}`, { details: [{ path: `edits.${i}${field ? `.${field}` : ""}`, message: reason }] });
    };
    let steps: Edit[];
    try {
      steps = toEdits(current, currentIds, edit);
    } catch (err) {
      if (err instanceof EditProblem) return fail(err.field, err.message);
      throw err;
    }
    for (const step of steps) {
      const result = applyEdits(current, [step]);
      if (result.problems.length) return fail(null, result.problems[0]!);
      currentIds = idsAfter(current, currentIds, step, result.source);
      current = result.source;
      applied.push(...result.applied);
    }
  });
  return { source: current, ids: currentIds, applied };
}
