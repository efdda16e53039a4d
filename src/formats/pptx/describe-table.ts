// A table in a few words for screen readers: its title and size, and which rows a slide of a table split over several holds.
import type { TableData } from "../model/source.js";

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** "Table: Pipeline, 4 columns, 12 rows"; on one of several slides "…, rows 7 to 12 of 12". `shown` indexes table.rows. */
export function describeTable(title: string | undefined, table: TableData, shown: number[]): string {
  const head = title?.trim() ? `Table: ${title.trim()}` : "Table";
  const total = table.rows.length;
  const rows =
    shown.length === total || !shown.length
      ? count(total, "row")
      : `rows ${shown[0]! + 1} to ${shown.at(-1)! + 1} of ${total}`;
  return `${head}, ${count(table.columns.length, "column")}, ${rows}`;
}
