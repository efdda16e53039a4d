// Typed edits applied all or nothing: each one's parts found by position, id or title, made into the agent's own edit
// (the engine revisions use, apply-edits.ts) and its part ids carried along; the first that cannot apply is a 400
// naming it, one that would take the document past its limits a 413. The result is checked once, when all are made.
import { AppError } from "../../lib/errors.js";
import type { Sheet, Source } from "../../formats/model/source.js";
import { PART_PREFIX, partNumber, partTitles, type PartIds } from "../part-ids.js";
import { agendaInStep } from "./agenda.js";
import { keepable, makeEdit, type EditProblem as StepProblem } from "./apply-edits.js";
import { idsAfter } from "./edit-part-ids.js";
import type { AppliedEdit, EngineEdit } from "./edit-schema.js";
import type { DocumentEdit } from "./document-edit-schema.js";

const WORD = { deck: "slide", doc: "section", sheet: "tab" } as const;
const KIND = { deck: "deck", doc: "document", sheet: "sheet" } as const;
const PAYLOAD = { deck: "slide", doc: "section", sheet: "tab" } as const;

/** A problem with edit `i`: thrown as a 400 naming it, its operation and the field. */
class EditProblem extends Error {
  constructor(
    readonly field: string | null,
    message: string,
  ) {
    super(message);
  }
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The 0-based index of the part `address` names. */
function findPart(source: Source, ids: PartIds, address: number | string, field: string): number {
  const word = WORD[source.kind];
  const titles = partTitles(source);
  if (typeof address === "number") {
    if (address > titles.length)
      throw new EditProblem(
        field,
        `there is no ${word} ${address}; the ${KIND[source.kind]} has ${plural(titles.length, word)}.`,
      );
    return address - 1;
  }
  const prefix = /^(sl|se|tb|rw)_/.exec(address)?.[1];
  if (prefix && partNumber(address, prefix) !== null) {
    if (prefix !== PART_PREFIX[source.kind])
      throw new EditProblem(
        field,
        `${address} is not the id of a ${word}: a ${word}'s id starts with ${PART_PREFIX[source.kind]}_.`,
      );
    const index = ids.ids.indexOf(partNumber(address, prefix)!);
    if (index < 0) throw new EditProblem(field, `no ${word} has the id ${address} (it may have been removed).`);
    return index;
  }
  const wanted = address.trim().toLowerCase();
  const matches = titles.flatMap((t, i) => (t?.trim().toLowerCase() === wanted ? [i] : []));
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) throw new EditProblem(field, `no ${word} is titled “${address}”.`);
  throw new EditProblem(
    field,
    `${plural(matches.length, word)} are titled “${address}” (${matches.map((i) => `${word} ${i + 1}`).join(", ")}); give its number or id instead.`,
  );
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

/** Each tab's row ids by number, made once per id list: an edit naming 10,000 rows looks each up, not through the tab. */
const rowIndexes = new WeakMap<readonly number[], Map<number, number>>();

function rowIndexOf(ids: readonly number[], id: number): number {
  let byId = rowIndexes.get(ids);
  if (!byId) rowIndexes.set(ids, (byId = new Map(ids.map((n, i) => [n, i]))));
  return byId.get(id) ?? -1;
}

/** A sheet row's 0-based data index from its id or its sheet row number (row 1 is the header). */
function findRow(sheet: Sheet, ids: PartIds, tab: number, address: number | string, field: string): number {
  const rows = sheet.sheets[tab]!.rows.length;
  if (typeof address === "number") {
    if (address < 2) throw new EditProblem(field, "row 1 is the header row; data rows start at row 2.");
    if (address - 2 >= rows)
      throw new EditProblem(
        field,
        `there is no row ${address}; tab “${sheet.sheets[tab]!.name}” ${rows ? `has rows 2 to ${rows + 1}` : "has no data rows"}.`,
      );
    return address - 2;
  }
  const tabIds = ids.rows?.[tab];
  const index = tabIds ? rowIndexOf(tabIds, partNumber(address, "rw") ?? -1) : -1;
  if (index < 0)
    throw new EditProblem(
      field,
      `tab “${sheet.sheets[tab]!.name}” has no row with the id ${address} (it may have been removed).`,
    );
  return index;
}

function columnIndex(sheet: Sheet, tab: number, column: string, field: string): number {
  const columns = sheet.sheets[tab]!.columns;
  const byHeader = columns.findIndex((c) => c.header.trim().toLowerCase() === column.trim().toLowerCase());
  if (byHeader >= 0) return byHeader;
  if (/^[A-Za-z]{1,3}$/.test(column)) {
    const index = [...column.toUpperCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;
    if (index < columns.length) return index;
    throw new EditProblem(
      field,
      `there is no column ${column.toUpperCase()}; tab “${sheet.sheets[tab]!.name}” has ${plural(columns.length, "column")}.`,
    );
  }
  throw new EditProblem(field, `tab “${sheet.sheets[tab]!.name}” has no column headed “${column}”.`);
}

function sheetOf(source: Source, op: string): Sheet {
  if (source.kind !== "sheet")
    throw new EditProblem("op", `${op} applies to sheets; this document is a ${source.kind}.`);
  return source;
}

/** The agent's own edits (0-based) that make typed edit `edit`. */
function toEdits(source: Source, ids: PartIds, edit: DocumentEdit): EngineEdit[] {
  const part = (address: number | string, field = "part") => findPart(source, ids, address, field);
  const payload = () => {
    const key = PAYLOAD[source.kind];
    for (const other of Object.values(PAYLOAD))
      if (other !== key && other in edit && (edit as Record<string, unknown>)[other] !== undefined)
        throw new EditProblem(other, `a ${KIND[source.kind]} takes a \`${key}\`, not a \`${other}\`.`);
    const value = (edit as Record<string, unknown>)[key];
    if (value === undefined) throw new EditProblem(key, `give the ${WORD[source.kind]} as \`${key}\`.`);
    return { [key]: value } as Record<string, never>;
  };
  const count = partTitles(source).length;
  switch (edit.op) {
    case "retitle":
      return [edit];
    case "insert": {
      if (edit.at !== undefined && edit.after !== undefined)
        throw new EditProblem("after", "give `at` or `after`, not both.");
      if (edit.at !== undefined && edit.at > count + 1)
        throw new EditProblem(
          "at",
          `the ${KIND[source.kind]} has ${plural(count, WORD[source.kind])}; \`at\` goes up to ${count + 1} (the end).`,
        );
      const at = edit.at !== undefined ? edit.at - 1 : edit.after !== undefined ? part(edit.after, "after") + 1 : count;
      return [{ op: "insert", at, ...payload() } as EngineEdit];
    }
    case "replace":
      return [{ op: "replace", index: part(edit.part), ...payload() } as EngineEdit];
    case "remove":
      return [{ op: "remove", index: part(edit.part) }];
    case "move":
      if (edit.to > count)
        throw new EditProblem(
          "to",
          `the ${KIND[source.kind]} has ${plural(count, WORD[source.kind])}; \`to\` goes up to ${count}.`,
        );
      return [{ op: "move", from: part(edit.part), to: edit.to - 1 }];
    case "rename":
      return [{ op: "rename", index: part(edit.part), title: edit.title }];
    case "shorten":
      return [{ op: "shorten", index: part(edit.part) }];
    case "replace-text":
      return [
        {
          op: "replace-text",
          find: edit.find,
          replace: edit.replace,
          ...(edit.part !== undefined ? { index: part(edit.part) } : {}),
        },
      ];
    case "set-cells": {
      const sheet = sheetOf(source, edit.op);
      const tab = part(edit.tab, "tab");
      const cells = edit.cells.map((c, i) => {
        const field = `cells.${i}`;
        if (c.cell !== undefined && (c.row !== undefined || c.column !== undefined))
          throw new EditProblem(field, "give `cell`, or `row` and `column`, not both.");
        if (c.cell !== undefined) {
          const [, letters, digits] = /^([A-Za-z]+)([0-9]+)$/.exec(c.cell)!;
          return {
            row: findRow(sheet, ids, tab, Number(digits), `${field}.cell`),
            column: columnIndex(sheet, tab, letters!, `${field}.cell`),
            value: c.value,
          };
        }
        if (c.row === undefined || c.column === undefined)
          throw new EditProblem(field, 'give `cell` ("B4"), or `row` and `column`.');
        return {
          row: findRow(sheet, ids, tab, c.row, `${field}.row`),
          column: columnIndex(sheet, tab, c.column, `${field}.column`),
          value: c.value,
        };
      });
      return [{ op: "set-cells", tab, cells }];
    }
    case "insert-rows": {
      const sheet = sheetOf(source, edit.op);
      const tab = part(edit.tab, "tab");
      const rows = sheet.sheets[tab]!.rows.length;
      if (edit.at !== undefined && edit.after !== undefined)
        throw new EditProblem("after", "give `at` or `after`, not both.");
      if (edit.at !== undefined && edit.at - 2 > rows)
        throw new EditProblem(
          "at",
          `tab “${sheet.sheets[tab]!.name}” ends at row ${rows + 1}; \`at\` goes up to ${rows + 2}.`,
        );
      const at =
        edit.at !== undefined
          ? edit.at - 2
          : edit.after !== undefined
            ? findRow(sheet, ids, tab, edit.after, "after") + 1
            : rows;
      return [{ op: "insert-rows", tab, at, rows: edit.rows }];
    }
    case "remove-rows": {
      const sheet = sheetOf(source, edit.op);
      const tab = part(edit.tab, "tab");
      if ((edit.rows === undefined) === (edit.from === undefined))
        throw new EditProblem("rows", "give the rows by id (`rows`) or from a row number (`from`, `count`).");
      if (edit.from !== undefined) {
        const from = findRow(sheet, ids, tab, edit.from, "from");
        return [{ op: "remove-rows", tab, at: from, count: edit.count ?? 1 }];
      }
      if (edit.count !== undefined) throw new EditProblem("count", "`count` goes with `from`; `rows` names each row.");
      // One removal of them all: one pass over the rows, however many are named.
      const rows = [...new Set(edit.rows!.map((id, i) => findRow(sheet, ids, tab, id, `rows.${i}`)))].sort(
        (a, b) => a - b,
      );
      return [{ op: "remove-rows", tab, rows }];
    }
  }
}

export interface TypedEditsResult {
  source: Source;
  ids: PartIds;
  applied: AppliedEdit[];
}

/** Edit `i` refused: a 400 naming it, its operation and the field, or a 413 when what stops it is a limit of the source. */
function refusal(i: number, edit: DocumentEdit, field: string | null, why: StepProblem): AppError {
  const reason = why.problem.charAt(0).toLowerCase() + why.problem.slice(1);
  const path = `edits.${i}${field ? `.${field}` : ""}`;
  if (why.limit)
    return new AppError("document_too_large", `Edit ${i + 1} (${edit.op}): ${why.limit}.`, {
      details: [{ path, message: why.limit }],
    });
  return new AppError("invalid_request", `Edit ${i + 1} (${edit.op}): ${reason}`, {
    details: [{ path, message: reason }],
  });
}

/** The edits made in order, their ids carried; each result checked against the schema when `checkEach`. */
function makeAll(source: Source, ids: PartIds, edits: readonly DocumentEdit[], checkEach: boolean): TypedEditsResult {
  let current = source;
  let currentIds = ids;
  const applied: AppliedEdit[] = [];
  edits.forEach((edit, i) => {
    let steps: EngineEdit[];
    try {
      steps = toEdits(current, currentIds, edit);
    } catch (err) {
      if (err instanceof EditProblem) throw refusal(i, edit, err.field, { problem: err.message });
      throw err;
    }
    for (const step of steps) {
      const made = makeEdit(current, step);
      if ("problem" in made) throw refusal(i, edit, null, made);
      let next = made.source;
      if (checkEach) {
        const kept = keepable(next, made.applied, source.kind);
        if ("problem" in kept) throw refusal(i, edit, null, kept);
        next = kept.source;
      }
      currentIds = idsAfter(current, currentIds, step, next);
      current = next;
      applied.push(made.applied);
    }
  });
  return { source: current, ids: currentIds, applied };
}

/**
 * A deck whose agenda listed exactly its slides lists them as they are after the edits (renamed, inserted, moved,
 * removed); an agenda the user wrote otherwise, or changed in these edits, is left as it is.
 */
function withAgendaInStep(original: Source, made: TypedEditsResult): TypedEditsResult {
  if (original.kind !== "deck" || made.source.kind !== "deck") return made;
  const update = agendaInStep(original, made.source);
  if (!update) return made;
  const edit = { op: "replace" as const, index: update.index, slide: update.slide };
  const step = makeEdit(made.source, edit);
  if ("problem" in step) return made;
  const applied = {
    ...step.applied,
    message: `Updated the agenda on slide ${update.index + 1} to list the slides as they now are`,
  };
  return {
    source: step.source,
    ids: idsAfter(made.source, made.ids, edit, step.source),
    applied: [...made.applied, applied],
  };
}

/**
 * Applies typed edits in order; the first that cannot apply throws a 400 (413 document_too_large when a limit of the
 * source stops it) and nothing is kept. The result is checked against the schema and the counted limits once, when
 * every edit is made (a 100,000-cell sheet takes a fifth of a second to check); only when it fails are the edits made
 * again, each checked, to name the one that broke it.
 */
export function applyDocumentEdits(source: Source, ids: PartIds, edits: readonly DocumentEdit[]): TypedEditsResult {
  const made = withAgendaInStep(source, makeAll(source, ids, edits, false));
  const last = made.applied.at(-1);
  if (!last) return made;
  const kept = keepable(made.source, last, source.kind);
  if (!("problem" in kept)) return { ...made, source: kept.source };
  makeAll(source, ids, edits, true);
  throw refusal(edits.length - 1, edits.at(-1)!, null, kept);
}
