// A DrawingML table (a:tbl) → Quire table data: the first row names the columns, plain numbers become numbers.
import { child, children, descendants, type Element } from "../../formats/ooxml/xml.js";
import { parseNumber } from "../../formats/model/locale-number.js";
import { inlineText } from "../../formats/model/blocks.js";
import type { TableData } from "../../formats/model/source.js";
import { readParagraphs } from "./read-paragraphs.js";

export const TABLE_LIMITS = { columns: 50, rows: 1_000, header: 500, cell: 5_000 } as const;

/**
 * Cell texts row by row; a cell merged into its neighbour (hMerge/vMerge) is empty, as PowerPoint shows it. A number
 * grouped as its run's language groups it ("1.420.000" in a de-DE run, as Quire writes one) is given in plain digits.
 */
export function readTableGrid(tbl: Element): string[][] {
  return children(tbl, "tr").map((tr) =>
    children(tr, "tc").map((tc) => {
      if (tc.getAttribute("hMerge") === "1" || tc.getAttribute("vMerge") === "1") return "";
      const paras = readParagraphs(child(tc, "txBody"), { styles: [], href: () => undefined });
      const text = paras
        .map((p) => inlineText(p.inlines))
        .join("\n")
        .trim();
      const lang = descendants(tc, "rPr")
        .find((r) => r.getAttribute("lang"))
        ?.getAttribute("lang");
      const n = lang ? parseNumber(text, lang) : null;
      return n === null ? text : String(n);
    }),
  );
}

/** A number written as JavaScript (and Quire's own tables) writes it comes back as that number; "1.50" or "007" stay text. */
const isPlainNumber = (text: string) => Number.isFinite(Number(text)) && String(Number(text)) === text;

/** The grid as table data within the schema's limits; `cut` is true when rows, columns or text had to be cut. */
export function tableData(grid: string[][]): { table: TableData; cut: boolean } | null {
  const rows = grid.filter((r) => r.some((c) => c));
  if (!rows.length) return null;
  const width = Math.max(...rows.map((r) => r.length));
  const count = Math.min(width, TABLE_LIMITS.columns);
  let cut = width > count || rows.length - 1 > TABLE_LIMITS.rows;
  const clip = (text: string, max: number) => {
    if (text.length <= max) return text;
    cut = true;
    return `${text.slice(0, max - 1)}…`;
  };
  const columns = Array.from({ length: count }, (_, i) => clip(rows[0]![i] ?? "", TABLE_LIMITS.header));
  const body = rows.slice(1, TABLE_LIMITS.rows + 1).map((r) =>
    Array.from({ length: count }, (_, i) => {
      const text = r[i] ?? "";
      if (!text) return null;
      return isPlainNumber(text) ? Number(text) : clip(text, TABLE_LIMITS.cell);
    }),
  );
  return { table: { columns, rows: body }, cut };
}
