// Native a:tbl tables: header row in an accent that shows (none when the source names no column), banded rows, type as
// large as fits, rows filling their box.
import type { TableData } from "../model/source.js";
import type { TableColours } from "./design/slide-colours.js";
import type { Box } from "./placeholders.js";
import { countLines, HEADING_WIDTH } from "./fit-text.js";
import { escapeAttr } from "../ooxml/xml-escape.js";
import { solidFill, textBody } from "../ooxml/drawingml-write.js";
import { numericColumns } from "../model/table-columns.js";
import { hasHeaderRow, tableCellText } from "../model/table-cells.js";
import { langAttrs } from "./run-language.js";
import { EMU_PER_PT } from "../../lib/units.js";

const CELL_PAD_X = 182880;
const CELL_PAD_Y = 91440;
/** PowerPoint's "Medium Style 2 – Accent 1": renderers that know it use it; explicit fills below keep the look elsewhere. */
const STYLE_ID = "{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}";

export interface TablePlan {
  size: number;
  widths: number[];
  /** Row index chunks (into table.rows) for this and continuation slides. */
  chunks: number[][];
  /** Extra height per row (EMU) so a short table fills more of its box instead of hugging its top. */
  rowExtra: number[];
}

/** Cell type sizes tried, largest first, in hundredths of a frame point (never under 14 pt: past that, rows go on). */
const SIZES = [3200, 2800, 2400, 2200, 2000, 1800, 1600, 1400];

function rowLines(cells: string[], widths: number[], size: number, factor = 1): number {
  let lines = 1;
  cells.forEach(
    (c, i) =>
      (lines = Math.max(lines, countLines(c || " ", Math.max((widths[i] ?? 0) - CELL_PAD_X, 1) / factor, size))),
  );
  return lines;
}

function rowHeight(cells: string[], widths: number[], size: number, factor = 1): number {
  return Math.round(rowLines(cells, widths, size, factor) * (size / 100) * EMU_PER_PT * 1.2 + CELL_PAD_Y);
}

/** A cell of large type wrapping onto a third line reads worse than the same table a size smaller. */
const MAX_CELL_LINES = 2;

/**
 * Column widths by content length across the whole box, the largest font size between 32 and 14 frame points that fits,
 * and the row chunks that fit `box`; `frame` is one frame point in points (slide width / 960), `lang` the deck's
 * language (its numbers' grouping).
 */
export function planTable(table: TableData, box: Box, factor = 1, frame = 1, lang = "en"): TablePlan {
  const sizes = SIZES.map((s) => Math.round((s * frame) / 50) * 50);
  const n = table.columns.length;
  const weight = table.columns.map((c, i) => {
    let m = Math.max(4, c.length);
    for (const r of table.rows.slice(0, 50)) m = Math.max(m, Math.min(40, tableCellText(r[i], lang).length));
    return Math.sqrt(m);
  });
  const total = weight.reduce((a, b) => a + b, 0);
  const widths = weight.map((w) => Math.floor((box.cx * w) / total));
  const rows = table.rows.map((r) => Array.from({ length: n }, (_, i) => tableCellText(r[i], lang)));
  const headed = hasHeaderRow(table.columns, table.rows.length);
  // The header row is bold: wider than the regular face the widths are measured in.
  const headFactor = factor * HEADING_WIDTH;
  // A short header ("Q3 2026") stays on one line; a phrase ("Lamp distance (cm)") may take two, as body cells may.
  const headerLines = table.columns.map((c) => (c.trim().split(/\s+/).length >= 3 ? MAX_CELL_LINES : 1));
  const wrapsLittle = (size: number) =>
    (!headed ||
      table.columns.every(
        (c, i) =>
          countLines(c || " ", Math.max((widths[i] ?? 0) - CELL_PAD_X, 1) / headFactor, size) <= headerLines[i]!,
      )) &&
    rows.every((r) => rowLines(r, widths, size, factor) <= MAX_CELL_LINES);
  // A headerless table has no header row to measure; padding is still capped by what one would be.
  const headHeight = (size: number) => (headed ? rowHeight(table.columns, widths, size, headFactor) : 0);
  const padUnit = (size: number) => rowHeight(table.columns, widths, size, headFactor);
  const headRows = headed ? 1 : 0;
  const fitting = sizes.filter(
    (size) => rows.reduce((acc, r) => acc + rowHeight(r, widths, size, factor), headHeight(size)) <= box.cy,
  );
  const chosen = fitting.find(wrapsLittle) ?? fitting[0];
  if (chosen !== undefined) {
    const h = rows.reduce((acc, r) => acc + rowHeight(r, widths, chosen, factor), headHeight(chosen));
    return {
      size: chosen,
      widths,
      chunks: [rows.map((_, i) => i)],
      rowExtra: [fillExtra(box.cy - h, rows.length + headRows, padUnit(chosen))],
    };
  }
  const size = sizes[sizes.length - 1]!;
  const head = headHeight(size);
  const heights = rows.map((r) => rowHeight(r, widths, size, factor));
  const chunks = balancedChunks(heights, box.cy - head);
  const rowExtra = chunks.map((c) =>
    fillExtra(box.cy - head - c.reduce((a, i) => a + heights[i]!, 0), c.length + headRows, padUnit(size)),
  );
  return { size, widths, chunks, rowExtra };
}

/** Rows padded by up to 60% of a header row so a short table uses its box (taller rows look empty, not full). */
function fillExtra(spare: number, rowCount: number, head: number): number {
  return Math.max(0, Math.min(Math.floor(spare / Math.max(1, rowCount)), Math.round(head * 0.6)));
}

/** Rows split into the fewest chunks that fit `room`, shared evenly so the last slide is not left with a stub. */
function balancedChunks(heights: number[], room: number): number[][] {
  const greedy: number[][] = [];
  let cur: number[] = [];
  let h = 0;
  heights.forEach((rh, i) => {
    if (cur.length && h + rh > room) {
      greedy.push(cur);
      cur = [];
      h = 0;
    }
    cur.push(i);
    h += rh;
  });
  if (cur.length || !greedy.length) greedy.push(cur);
  const n = greedy.length;
  const per = Math.ceil(heights.length / n);
  const even: number[][] = [];
  for (let i = 0; i < heights.length; i += per) even.push(heights.slice(i, i + per).map((_, k) => i + k));
  return even.length === n && even.every((c) => c.reduce((a, i) => a + heights[i]!, 0) <= room) ? even : greedy;
}

// Every cell states its fill and its text colour: a table style or an inherited colour may not read on this slide.
function cell(
  text: string,
  size: number,
  fill: string,
  colour: string,
  header: boolean,
  numeric: boolean,
  lang: string,
): string {
  const rpr = `<a:rPr ${langAttrs(text, lang)} sz="${size}"${header ? ' b="1"' : ""} dirty="0">${solidFill(colour)}</a:rPr>`;
  const ppr = numeric ? '<a:pPr algn="r"/>' : "";
  const run = text ? `<a:r>${rpr}<a:t>${escapeAttr(text)}</a:t></a:r>` : "";
  const txBody = textBody(`<a:p>${ppr}${run}<a:endParaRPr lang="${lang}" sz="${size}" dirty="0"/></a:p>`, {
    tag: "a:txBody",
  });
  return `<a:tc>${txBody}<a:tcPr anchor="ctr">${solidFill(fill)}</a:tcPr></a:tc>`;
}

/**
 * The a:tbl element for the header plus the given rows (chunk `chunk` of the plan); the header row is marked as one
 * (firstRow). A table whose columns are all unnamed has no header row, so no empty accent bar tops it.
 */
export function tableXml(
  table: TableData,
  plan: TablePlan,
  rowIdx: number[],
  colours: TableColours,
  chunk: number,
  lang: string,
): string {
  const n = table.columns.length;
  const extra = plan.rowExtra[chunk] ?? 0;
  const grid = plan.widths.map((w) => `<a:gridCol w="${w}"/>`).join("");
  const numeric = numericColumns(table);
  const headed = hasHeaderRow(table.columns, table.rows.length);
  const head = headed
    ? `<a:tr h="${rowHeight(table.columns, plan.widths, plan.size) + extra}">${table.columns.map((c, i) => cell(c, plan.size, colours.headerFill, colours.headerText, true, numeric[i]!, lang)).join("")}</a:tr>`
    : "";
  const body = rowIdx
    .map((ri, k) => {
      const r = table.rows[ri] ?? [];
      const texts = Array.from({ length: n }, (_, i) => tableCellText(r[i], lang));
      const fill = k % 2 === 1 ? colours.bandFill : colours.bodyFill;
      return `<a:tr h="${rowHeight(texts, plan.widths, plan.size) + extra}">${texts.map((t, i) => cell(t, plan.size, fill, colours.bodyText, false, numeric[i]!, lang)).join("")}</a:tr>`;
    })
    .join("");
  return `<a:tbl><a:tblPr firstRow="${headed ? 1 : 0}" bandRow="1"><a:tableStyleId>${STYLE_ID}</a:tableStyleId></a:tblPr><a:tblGrid>${grid}</a:tblGrid>${head}${body}</a:tbl>`;
}
