// Which columns of a slide table hold numbers, the same for pptx, pdf and HTML: those align right, header included.
import type { TableData } from "./source.js";

// "12%", "$2.1M", "-1,250", "€ 3.5 bn", "+4.2 pts": a figure written as text.
const FIGURE = /^[-+−]?\s?[$€£¥]?\s?\d[\d,.\s]*\s?(?:%|pts?|k|m|bn|million|billion|[$€£¥])?$/i;
/** A marked gap to fill ("[to fill in]", "［要記入］"): it says nothing about a column's type. */
export const isMarkedGap = (value: unknown): boolean =>
  typeof value === "string" && /^\s*[[［].*[\]］]\s*$/.test(value);

/** A column is numeric when it has a figure and every other filled cell is a figure or a marked gap. */
export function numericColumns(table: TableData): boolean[] {
  return table.columns.map((_, i) => {
    let figures = 0;
    for (const row of table.rows) {
      const v = row[i];
      if (v === null || v === undefined || v === "") continue;
      if (typeof v === "number" || FIGURE.test(v.trim())) figures++;
      else if (!isMarkedGap(v)) return false;
    }
    return figures > 0;
  });
}
