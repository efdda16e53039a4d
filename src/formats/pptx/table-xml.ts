// Native a:tbl tables: header row in the theme's accent colour, banded rows, fitted font size, rows split when too tall.
import type { TableData } from "../source.js";
import type { Box } from "./placeholders.js";
import { countLines } from "./fit-text.js";
import { esc } from "./xml.js";

const EMU_PER_PT = 12700;
const CELL_PAD_X = 182880;
const CELL_PAD_Y = 91440;
/** PowerPoint's "Medium Style 2 – Accent 1": renderers that know it use it; explicit fills below keep the look elsewhere. */
const STYLE_ID = "{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}";

export interface TablePlan {
  size: number;
  widths: number[];
  /** Row index chunks (into table.rows) for this and continuation slides. */
  chunks: number[][];
}

const cellText = (v: string | number | null) => (v === null ? "" : typeof v === "number" ? String(v) : v);

function rowHeight(cells: string[], widths: number[], size: number, factor = 1): number {
  let lines = 1;
  cells.forEach((c, i) => (lines = Math.max(lines, countLines(c || " ", Math.max((widths[i] ?? 0) - CELL_PAD_X, 1) / factor, size))));
  return Math.round(lines * (size / 100) * EMU_PER_PT * 1.2 + CELL_PAD_Y);
}

/** Column widths by content length, a font size between 14 and 10 pt, and the row chunks that fit `box`. */
export function planTable(table: TableData, box: Box, factor = 1): TablePlan {
  const n = table.columns.length;
  const weight = table.columns.map((c, i) => {
    let m = Math.max(4, c.length);
    for (const r of table.rows.slice(0, 50)) m = Math.max(m, Math.min(40, cellText(r[i] ?? null).length));
    return Math.sqrt(m);
  });
  const total = weight.reduce((a, b) => a + b, 0);
  const widths = weight.map((w) => Math.floor((box.cx * w) / total));
  const rows = table.rows.map((r) => Array.from({ length: n }, (_, i) => cellText(r[i] ?? null)));
  for (const size of [1400, 1300, 1200, 1100, 1000]) {
    const head = rowHeight(table.columns, widths, size, factor);
    const h = rows.reduce((acc, r) => acc + rowHeight(r, widths, size, factor), head);
    if (h <= box.cy) return { size, widths, chunks: [rows.map((_, i) => i)] };
  }
  const size = 1000;
  const head = rowHeight(table.columns, widths, size, factor);
  const chunks: number[][] = [];
  let cur: number[] = [];
  let h = head;
  rows.forEach((r, i) => {
    const rh = rowHeight(r, widths, size, factor);
    if (cur.length && h + rh > box.cy) {
      chunks.push(cur);
      cur = [];
      h = head;
    }
    cur.push(i);
    h += rh;
  });
  if (cur.length || !chunks.length) chunks.push(cur);
  return { size, widths, chunks };
}

function cell(text: string, size: number, header: boolean, band: boolean, numeric: boolean): string {
  const rpr = `<a:rPr lang="en-US" sz="${size}"${header ? ' b="1"' : ""} dirty="0">${header ? '<a:solidFill><a:schemeClr val="bg1"/></a:solidFill>' : ""}</a:rPr>`;
  const ppr = numeric ? '<a:pPr algn="r"/>' : "";
  const run = text ? `<a:r>${rpr}<a:t>${esc(text)}</a:t></a:r>` : "";
  const fill = header ? '<a:solidFill><a:schemeClr val="accent1"/></a:solidFill>' : band ? `<a:solidFill><a:schemeClr val="bg1"><a:lumMod val="92000"/></a:schemeClr></a:solidFill>` : `<a:solidFill><a:schemeClr val="bg1"/></a:solidFill>`;
  return `<a:tc><a:txBody><a:bodyPr/><a:lstStyle/><a:p>${ppr}${run}<a:endParaRPr lang="en-US" sz="${size}" dirty="0"/></a:p></a:txBody><a:tcPr anchor="ctr">${fill}</a:tcPr></a:tc>`;
}

/** The a:tbl element for the header plus the given rows. */
export function tableXml(table: TableData, plan: TablePlan, rowIdx: number[]): string {
  const n = table.columns.length;
  const grid = plan.widths.map((w) => `<a:gridCol w="${w}"/>`).join("");
  const head = `<a:tr h="${rowHeight(table.columns, plan.widths, plan.size)}">${table.columns.map((c) => cell(c, plan.size, true, false, false)).join("")}</a:tr>`;
  const body = rowIdx
    .map((ri, k) => {
      const r = table.rows[ri] ?? [];
      const texts = Array.from({ length: n }, (_, i) => cellText(r[i] ?? null));
      return `<a:tr h="${rowHeight(texts, plan.widths, plan.size)}">${texts.map((t, i) => cell(t, plan.size, false, k % 2 === 1, typeof r[i] === "number")).join("")}</a:tr>`;
    })
    .join("");
  return `<a:tbl><a:tblPr firstRow="1" bandRow="1"><a:tableStyleId>${STYLE_ID}</a:tableStyleId></a:tblPr><a:tblGrid>${grid}</a:tblGrid>${head}${body}</a:tbl>`;
}
