// Whether a table the import found is one a slide can show: rows and columns of values, not a diagram's labels or a
// paragraph broken across a grid ("Control Beliefs | Perceived", "and | Behavioral").
import type { TableData } from "../../../formats/model/source.js";

/** A cell that is only a joining word: a line of text cut into cells. */
const JOINING = /^(?:and|or|of|the|to|in|for|with|by|und|oder|der|die|das|et|ou|de|la|le|y|o|del|e|di|en|van|het)$/i;
const joiningWord = (cell: TableData["rows"][number][number]) => typeof cell === "string" && JOINING.test(cell.trim());

const blank = (c: TableData["rows"][number][number] | undefined) =>
  c === null || c === undefined || String(c).trim() === "";

/** The table without its empty rows (a report's spacing). */
export const withoutBlankRows = (t: TableData): TableData => ({
  columns: t.columns,
  rows: t.rows.filter((r) => !r.every(blank)),
});

/** Two rows or more, two columns or more, at least half the cells of its rows filled, and no cell a lone joining word. */
export function isRealTable(table: TableData): boolean {
  const t = withoutBlankRows(table);
  if (t.columns.length < 2 || t.rows.length < 2) return false;
  const cells = t.rows.flatMap((r) => t.columns.map((_, i) => r[i] ?? null));
  const filled = cells.filter((c) => !blank(c)).length;
  return filled * 2 >= cells.length && !cells.some(joiningWord) && !t.columns.some((c) => joiningWord(c));
}
