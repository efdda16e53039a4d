// The part ids an edit carries: moved with their parts by the list edits, row ids dropped with their rows, and paired
// as a new source's are when an edit cannot say where each part went (a text replaced across a doc's headings).
import type { Source } from "../../formats/model/source.js";
import { carriedPartIds, carryPartIds, encodePartIds, partTitles, readPartIds, type PartIds } from "../part-ids.js";
import { makeEdit } from "./apply-edits.js";
import type { Edit, EngineEdit } from "./edit-schema.js";

const without = (ids: readonly number[], indices: readonly number[]) => {
  const gone = new Set(indices);
  return ids.filter((_, i) => !gone.has(i));
};

/**
 * The ids after `edit` made `after` from `before`: moved with the part for list edits, paired for anything else. A
 * tab's row ids are copied only when the edit changes them, so the lists of a 100,000-row sheet are not copied per edit.
 */
export function idsAfter(before: Source, ids: PartIds, edit: EngineEdit, after: Source): PartIds {
  const next: PartIds = { next: ids.next, ids: [...ids.ids], ...(ids.rows ? { rows: [...ids.rows] } : {}) };
  const rows = next.rows;
  switch (edit.op) {
    case "insert":
      next.ids.splice(edit.at, 0, next.next++);
      if (rows && after.kind === "sheet")
        rows.splice(
          edit.at,
          0,
          after.sheets[edit.at]!.rows.map(() => next.next++),
        );
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
      if (rows?.[edit.tab]) {
        const tab = [...rows[edit.tab]!];
        tab.splice(Math.min(edit.at, tab.length), 0, ...edit.rows.map(() => next.next++));
        rows[edit.tab] = tab;
      }
      break;
    case "remove-rows":
      if (rows?.[edit.tab])
        rows[edit.tab] =
          "rows" in edit
            ? without(rows[edit.tab]!, edit.rows)
            : [...rows[edit.tab]!.slice(0, edit.at), ...rows[edit.tab]!.slice(edit.at + edit.count)];
      break;
    case "replace":
      // A rewritten tab keeps the ids of the rows it still has.
      if (rows && before.kind === "sheet" && after.kind === "sheet") {
        const carried = carryPartIds(
          { ...before, sheets: [before.sheets[edit.index]!] },
          { next: next.next, ids: [0], rows: [rows[edit.index]!] },
          { ...after, sheets: [after.sheets[edit.index]!] },
        );
        rows[edit.index] = carried.rows![0]!;
        next.next = carried.next;
      }
      break;
  }
  const fits =
    next.ids.length === partTitles(after).length &&
    (after.kind !== "sheet" ||
      (rows?.length === after.sheets.length && rows.every((r, i) => r.length === after.sheets[i]!.rows.length)));
  // A text replaced across a doc can make or unmake a `## ` heading: then the parts are paired as a new source's are.
  return fits ? next : carryPartIds(before, ids, after);
}

/**
 * The ids a revision's document takes, stored as they are kept: carried through the operations it made, one by one from
 * the stored document, when those make exactly the revised source (as a typed edit carries them); else paired, as a
 * new source's are (a document changed meanwhile, or a revision that reported no operations). The operations were
 * checked when the revision made them: here they are only made again.
 */
export function revisedPartIds(
  row: { source: Source; parts: unknown },
  revised: Source,
  made: readonly Edit[] | undefined,
): unknown {
  const before = row.source;
  let ids = readPartIds(before, row.parts);
  let current = before;
  for (const edit of made ?? []) {
    const step = makeEdit(current, edit);
    if ("problem" in step) break;
    ids = idsAfter(current, ids, edit, step.source);
    current = step.source;
  }
  const exact = made?.length && JSON.stringify(current) === JSON.stringify(revised);
  return exact ? encodePartIds(ids) : carriedPartIds(row, revised);
}
