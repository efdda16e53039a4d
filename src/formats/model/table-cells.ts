// A slide table's cells as every writer shows them: text as the source wrote it, numbers in the deck language's format.
import { formatNumber } from "./locale-number.js";

/** A cell's text: a string as written ("$1.2M", "12 %"), a number grouped as `language` groups it, nothing for null. */
export function tableCellText(value: string | number | null | undefined, language: string): string {
  if (value === null || value === undefined) return "";
  return typeof value === "number" ? formatNumber(value, language) : value;
}

/**
 * A table has a header row when one of its column names has text: a source without one gives them all empty. A table
 * without rows keeps its empty header row, so there is still a row to draw (an OOXML table needs one).
 */
export const hasHeaderRow = (columns: readonly string[], rowCount: number): boolean =>
  rowCount === 0 || columns.some((c) => c.trim() !== "");
