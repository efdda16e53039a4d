// Runs of lines whose segments stand in the same columns: a table when its cells are short and body-sized, else side-by-side text.
import type { Segment } from "./lines.js";
import { withSegments, type PlacedLine } from "./page-order.js";

export interface ColumnRun {
  /** Index after the run's last line. */
  end: number;
  /** Cells by row and column ("" where a row has none). */
  rows: string[][];
  /** Each column's lines top to bottom (one segment each), for text that sits side by side rather than in a table. */
  columns: () => PlacedLine[][];
  table: boolean;
}

/** Bullets and numbers that open a list item; a line opening with one is never a table row. */
export const LIST_MARKER =
  /^(?:[•◦▪▫‣⁃●○■□◆◇➢►▸✓✔\-–—*·]|\(?(?:\d{1,3}|[a-z]|[ivxlc]{1,6})\)|(?:\d{1,3}|[a-z])\.)(?=\s|$)/;

const overlaps = (a: { x0: number; x1: number }, b: { x0: number; x1: number }) => a.x0 < b.x1 && b.x0 < a.x1;

/** For each segment (left to right), the columns it overlaps: one sweep over the columns in x order. */
function overlapping(segments: readonly Segment[], cols: readonly { x0: number; x1: number }[]): number[][] {
  const order = cols.map((c, k) => k).sort((a, b) => cols[a]!.x0 - cols[b]!.x0);
  let from = 0;
  return segments.map((s) => {
    while (from < order.length && cols[order[from]!]!.x1 <= s.x0) from++;
    const hits: number[] = [];
    for (let j = from; j < order.length && cols[order[j]!]!.x0 < s.x1; j++)
      if (overlaps(cols[order[j]!]!, s)) hits.push(order[j]!);
    return hits;
  });
}

/**
 * The run of lines from `start` whose segments fall into the same two or more columns (each segment inside one
 * column, no two in the same one). Lines closer together than the run's row pitch are one row whose cells wrap.
 */
export function columnRun(lines: readonly PlacedLine[], start: number, bodySize: number): ColumnRun | undefined {
  const first = lines[start]!;
  if (first.segments.length < 2 || LIST_MARKER.test(first.text)) return undefined;
  // Each column's segments with their lines: made into lines only when asked for (most runs are tables or nothing).
  const cols: { x0: number; x1: number; parts: { line: PlacedLine; segment: Segment }[] }[] = [];
  const placed: { line: PlacedLine; slots: number[] }[] = [];
  let i = start;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    const prev = lines[i - 1]!;
    if (i > start && (line.page !== prev.page || prev.y - line.y > line.size * 3 || prev.y <= line.y)) break;
    const matches = overlapping(line.segments, cols);
    if (matches.some((m) => m.length > 1)) break;
    const slots = matches.map((m) => m[0] ?? -1);
    const taken = slots.filter((c) => c >= 0);
    if (new Set(taken).size !== taken.length) break;
    // A lone piece of text belongs to the run only as a wrapped cell: starting inside a column, close below the line above.
    const lone = line.segments.length === 1 ? line.segments[0]! : undefined;
    if (lone && (slots[0]! < 0 || lone.x0 < cols[slots[0]!]!.x0 - line.size * 0.5 || prev.y - line.y > line.size * 1.8))
      break;
    if (line.segments.length > 1 && LIST_MARKER.test(line.text)) break;
    line.segments.forEach((s, k) => {
      if (slots[k] === -1) {
        cols.push({ x0: s.x0, x1: s.x1, parts: [] });
        slots[k] = cols.length - 1;
      }
      const col = cols[slots[k]!]!;
      col.x0 = Math.min(col.x0, s.x0);
      col.x1 = Math.max(col.x1, s.x1);
      col.parts.push({ line, segment: s });
    });
    placed.push({ line, slots });
  }
  if (cols.length < 2) return undefined;
  // The row pitch is the wider of the gaps between lines (cells that wrap sit closer than rows do).
  const gaps = placed
    .slice(1)
    .map((p, k) => placed[k]!.line.y - p.line.y)
    .sort((a, b) => a - b);
  const pitch = gaps[Math.floor(gaps.length * 0.75)] ?? 0;
  const rows: (Segment | undefined)[][] = [];
  placed.forEach(({ line, slots }, k) => {
    const row = rows[rows.length - 1];
    const wraps = row && placed[k - 1]!.line.y - line.y < pitch * 0.8;
    const target = wraps ? row : [];
    line.segments.forEach((s, n) => {
      const c = slots[n]!;
      target[c] = target[c] ? { ...target[c]!, text: `${target[c]!.text} ${s.text}` } : s;
    });
    if (!wraps) rows.push(target);
  });
  if (rows.filter((r) => r.filter(Boolean).length >= 2).length < 2) return undefined;
  // Columns were found in the order their segments came; read them left to right.
  const order = cols.map((c, k) => ({ c, k })).sort((a, b) => a.c.x0 - b.c.x0);
  if (order.some((o, k) => k && overlaps(order[k - 1]!.c, o.c))) return undefined;
  const cells = rows.map((r) => order.map((o) => r[o.k]?.text ?? ""));
  const columns = () =>
    order.map((o) => o.c.parts.map(({ line, segment }) => ({ ...withSegments(line, [segment]), right: o.c.x1 })));
  const boldHeader = rows[0]!.every((s) => !s || s.bold) && !rows[1]!.every((s) => !s || s.bold);
  return { end: i, rows: cells, columns, table: looksLikeTable(lines.slice(start, i), cells, bodySize, boldHeader) };
}

/**
 * Conservative: body-sized text, every column filled in most rows, at least one column of short cells, and three
 * rows or more unless the first is a bold header (two rows of short pieces are more often a figure's labels).
 */
function looksLikeTable(
  lines: readonly PlacedLine[],
  rows: string[][],
  bodySize: number,
  boldHeader: boolean,
): boolean {
  if (lines.some((l) => l.size >= bodySize * 1.15) || (rows.length < 3 && !boldHeader)) return false;
  const width = rows[0]!.length;
  for (let c = 0; c < width; c++) {
    const filled = rows.filter((r) => r[c]).length;
    if (filled < Math.max(2, rows.length * 0.5)) return false;
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  return Array.from({ length: width }, (_, c) => median(rows.map((r) => r[c]!.length))).some((m) => m <= 30);
}
