// Drawn tables in a flow: measured column widths, wrapped cells, header row repeated after every page break (none when
// every header cell is empty).
import { drawLine, layoutSpans, linesHeight, type Align, type Line } from "./text-layout.js";
import { tokenise, type Span } from "./text-runs.js";
import type { Flow } from "./flow.js";
import type { Frame, Tags } from "./tags.js";

export interface TableSpec {
  /** One cell per column; when none has text (and there are rows) the table is headerless: no filled header row is drawn. */
  header: Span[][];
  rows: Span[][][];
  align: (Align | null)[];
  colors: { border: string; headerFill: string; stripe: string | null };
  /**
   * Lines of 1 pt round every cell in this colour (a pptx table style's cell borders), in place of the rule in
   * `colors.border` under each row.
   */
  cellBorder?: string;
  /** Banding counts afresh under each page's header (as a pptx table does on each continuation slide), not over the whole table. */
  stripeEachPage?: boolean;
  padding: number;
  /** Column widths in points; measured from the content when absent. */
  widths?: number[];
}

function naturalWidth(flow: Flow, spans: Span[]): { full: number; word: number } {
  let full = 0;
  let word = 0;
  let cur = 0;
  for (const t of tokenise(spans, flow.ctx.warn)) {
    full += t.width;
    if (t.space || t.newline || !t.glued) cur = 0;
    if (!t.space) cur += t.width;
    if (cur > word) word = cur;
  }
  return { full, word };
}

/** Widths each column needs to show its longest cell on one line (header and the first 200 rows). */
export function naturalWidths(flow: Flow, spec: TableSpec): number[] {
  const n = spec.header.length;
  const nat = new Array<number>(n).fill(0);
  const sample = [spec.header, ...spec.rows.slice(0, 200)];
  for (const row of sample) {
    for (let c = 0; c < n; c++) {
      const w = naturalWidth(flow, row[c] ?? []).full + spec.padding * 2 + 1;
      if (w > nat[c]!) nat[c] = w;
    }
  }
  return nat;
}

/** Column widths that fill `total`: narrow columns keep their natural width, wide ones share the rest. */
export function columnWidths(flow: Flow, spec: TableSpec, total: number): number[] {
  const nat = naturalWidths(flow, spec);
  const n = nat.length;
  const sum = nat.reduce((a, b) => a + b, 0);
  if (sum <= total) return nat.map((w) => (w * total) / sum);
  // Water-filling: find the cap so that sum(min(nat, cap)) = total.
  const sorted = [...nat].sort((a, b) => a - b);
  let left = total;
  let cap = total / n;
  for (let i = 0; i < n; i++) {
    const share = left / (n - i);
    if (sorted[i]! <= share) left -= sorted[i]!;
    else {
      cap = share;
      break;
    }
  }
  return nat.map((w) => Math.min(w, cap));
}

function layoutRow(flow: Flow, cells: Span[][], widths: number[], pad: number): { lines: Line[][]; height: number } {
  const lines = widths.map((w, c) => layoutSpans(cells[c] ?? [], Math.max(4, w - pad * 2), flow.ctx.warn));
  let h = 0;
  for (const l of lines) h = Math.max(h, linesHeight(l));
  return { lines, height: h + pad * 2 };
}

/** A row's structure: TR and one cell per column, made when the row is drawn (kept over the pages of a tall row). */
interface RowTags {
  tr: Frame;
  cells: Frame[];
}

function rowTags(tags: Tags, cell: "TH" | "TD", columns: number): RowTags {
  const tr = tags.frame("TR");
  return {
    tr,
    cells: Array.from({ length: columns }, () => tags.frame(cell, cell === "TH" ? { scope: "Column" } : {}, tr)),
  };
}

function closeRow(tags: Tags, row: RowTags): void {
  for (const cell of row.cells) tags.close(cell);
  tags.close(row.tr);
}

/** Draws a row; its cells' text is tagged in the row's cells, or the whole row is an artifact without them (a repeated header). */
function drawRow(
  flow: Flow,
  row: { lines: Line[][]; height: number },
  widths: number[],
  x0: number,
  spec: TableSpec,
  fill: string | null,
  tags: RowTags | null,
): void {
  if (!tags) return flow.ctx.tags.artifact("Pagination", () => paintRow(flow, row, widths, x0, spec, fill, []));
  // Every cell is made, empty ones too, so each keeps its column.
  for (const cell of tags.cells) flow.ctx.tags.materialize(cell);
  paintRow(flow, row, widths, x0, spec, fill, tags.cells);
}

function paintRow(
  flow: Flow,
  row: { lines: Line[][]; height: number },
  widths: number[],
  x0: number,
  spec: TableSpec,
  fill: string | null,
  cells: Frame[],
): void {
  const doc = flow.doc;
  const y = flow.y;
  const total = widths.reduce((a, b) => a + b, 0);
  if (fill) doc.rect(x0, y, total, row.height).fill(fill);
  let x = x0;
  for (let c = 0; c < widths.length; c++) {
    const cell = cells[c];
    const before = cell ? flow.ctx.tags.enter(cell) : null;
    let cy = y + spec.padding;
    for (const line of row.lines[c]!) {
      drawLine(doc, line, x + spec.padding, cy, widths[c]! - spec.padding * 2, spec.align[c] ?? undefined);
      cy += line.height;
    }
    if (before) flow.ctx.tags.leave(before);
    x += widths[c]!;
  }
  if (spec.cellBorder) {
    doc.save().lineWidth(1).strokeColor(spec.cellBorder);
    for (const ly of [y, y + row.height]) doc.moveTo(x0, ly).lineTo(x0 + total, ly);
    let lx = x0;
    for (const w of [0, ...widths]) doc.moveTo((lx += w), y).lineTo(lx, y + row.height);
    doc.stroke().restore();
    return;
  }
  doc
    .save()
    .lineWidth(0.5)
    .strokeColor(spec.colors.border)
    .moveTo(x0, y + row.height)
    .lineTo(x0 + total, y + row.height)
    .stroke()
    .restore();
}

/** A row taller than a whole page: its cells' lines are split across pages, the header repeated on each. */
function tallRow(
  flow: Flow,
  row: { lines: Line[][]; height: number },
  widths: number[],
  spec: TableSpec,
  fill: string | null,
  x0: () => number,
  drawHeader: () => void,
): void {
  const rest = row.lines.map((l) => [...l]);
  const tags = flow.dry ? null : rowTags(flow.ctx.tags, "TD", widths.length);
  while (rest.some((l) => l.length)) {
    const room = flow.box.bottom - flow.y - spec.padding * 2;
    const slice = rest.map((lines) => {
      let h = 0;
      let n = 0;
      while (n < lines.length && h + lines[n]!.height <= room) h += lines[n++]!.height;
      return lines.splice(0, n);
    });
    if (slice.every((l) => !l.length) && !flow.atTop) {
      flow.pageBreak();
      drawHeader();
      continue;
    }
    // A single line taller than a page still goes somewhere.
    if (slice.every((l) => !l.length)) rest.forEach((lines, c) => (slice[c] = lines.splice(0, 1)));
    const part = { lines: slice, height: Math.max(...slice.map(linesHeight)) + spec.padding * 2 };
    if (tags) drawRow(flow, part, widths, x0(), spec, fill, tags);
    flow.y += part.height;
    if (rest.some((l) => l.length)) {
      flow.pageBreak();
      drawHeader();
    }
  }
  if (tags) closeRow(flow.ctx.tags, tags);
}

const isEmptyCell = (cell: Span[]) => cell.every((s) => !s.text.trim());

/** Draws the table at `indent` (tagged Table, TR, TH, TD); returns the column widths used. */
export function drawTable(flow: Flow, spec: TableSpec, indent = 0): number[] {
  return flow.tag("Table", () => tableBody(flow, spec, indent));
}

function tableBody(flow: Flow, spec: TableSpec, indent: number): number[] {
  const widths = spec.widths ?? columnWidths(flow, spec, flow.box.width - indent);
  // As hasHeaderRow: a table without rows keeps its header row, so it is still drawn.
  const headed = spec.rows.length === 0 || !spec.header.every(isEmptyCell);
  const header = headed ? layoutRow(flow, spec.header, widths, spec.padding) : { lines: [], height: 0 };
  const x0 = () => flow.box.x + indent;
  const tags = flow.ctx.tags;
  // The first header row drawn is the table's; its copies on later pages are artifacts.
  let headerDrawn = false;
  // Body rows drawn since the header was last drawn (banding counts from there when stripeEachPage).
  let sinceHeader = 0;
  const stripeFor = (i: number) =>
    spec.colors.stripe && (spec.stripeEachPage ? sinceHeader : i) % 2 === 1 ? spec.colors.stripe : null;
  const drawHeader = () => {
    sinceHeader = 0;
    if (!headed) return;
    if (!flow.dry) {
      const row = headerDrawn ? null : rowTags(tags, "TH", widths.length);
      drawRow(flow, header, widths, x0(), spec, spec.colors.headerFill, row);
      if (row) closeRow(tags, row);
      headerDrawn = true;
    }
    flow.y += header.height;
  };
  // Keep the header with (the start of) the first row.
  const firstH = spec.rows.length ? layoutRow(flow, spec.rows[0]!, widths, spec.padding).height : 0;
  flow.ensure(header.height + (firstH > flow.box.bottom - flow.box.top - header.height ? 60 : firstH));
  drawHeader();
  spec.rows.forEach((cells, i) => {
    const row = layoutRow(flow, cells, widths, spec.padding);
    if (row.height > flow.box.bottom - flow.box.top - header.height) {
      tallRow(flow, row, widths, spec, stripeFor(i), x0, drawHeader);
      sinceHeader++;
      return;
    }
    if (flow.y + row.height > flow.box.bottom + 0.01) {
      flow.pageBreak();
      drawHeader();
    }
    const fill = stripeFor(i);
    sinceHeader++;
    if (!flow.dry) {
      const cells = rowTags(tags, "TD", widths.length);
      drawRow(flow, row, widths, x0(), spec, fill, cells);
      closeRow(tags, cells);
    }
    flow.y += row.height;
  });
  return widths;
}
