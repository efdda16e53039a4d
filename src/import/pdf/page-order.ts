// Pages' lines in reading order: running headers, footers and page numbers dropped; two-column pages read column by column.
import { lineOf, maxOf, minOf, type Line, type Segment } from "./lines.js";

export interface PageLines {
  /** 1-based page number. */
  page: number;
  /** The page's box in PDF space: [left, bottom, right, top]. */
  box: [number, number, number, number];
  lines: Line[];
}

export interface PlacedLine extends Line {
  page: number;
  /**
   * The right edge of the column (or page) the line is read in: a line ending well short of it ends a paragraph.
   * NaN when too few lines share it to tell.
   */
  right: number;
}

/** The top and bottom share of a page where running headers, footers and page numbers live. */
const MARGIN_BAND = 0.12;
const PAGE_NUMBER =
  /^(?:page|p\.|seite|página|pagina)?\s*[-–—]?\s*(?:\d{1,4}|[ivxlcdm]{1,6})\s*[-–—]?\s*(?:(?:\/|of|von|de|di)\s*\d{1,4})?$/i;

const bandOf = (p: PageLines, y: number): "top" | "bottom" | undefined => {
  const [, bottom, , top] = p.box;
  const h = top - bottom;
  return y > top - h * MARGIN_BAND ? "top" : y < bottom + h * MARGIN_BAND ? "bottom" : undefined;
};
const repeatKey = (band: string, s: Segment) =>
  `${band}|${s.text.replace(/\d+/g, "#").replace(/\s+/g, " ").trim().toLowerCase()}`;

/** Drops segments in the top or bottom band that repeat on most pages, and bare page numbers there. */
export function dropRunningText(pages: PageLines[]): { pages: PageLines[]; dropped: number } {
  const seen = new Map<string, number>();
  for (const p of pages) {
    const keys = new Set<string>();
    for (const line of p.lines) {
      const band = bandOf(p, line.y);
      if (band) for (const s of line.segments) keys.add(repeatKey(band, s));
    }
    for (const k of keys) seen.set(k, (seen.get(k) ?? 0) + 1);
  }
  const needed = pages.length >= 2 ? Math.max(2, Math.ceil(pages.length * 0.5)) : Infinity;
  let dropped = 0;
  const out = pages.map((p) => {
    const lines: Line[] = [];
    for (const line of p.lines) {
      const band = bandOf(p, line.y);
      if (!band) {
        lines.push(line);
        continue;
      }
      const kept = line.segments.filter(
        (s) => !PAGE_NUMBER.test(s.text.trim()) && (seen.get(repeatKey(band, s)) ?? 0) < needed,
      );
      dropped += line.segments.length - kept.length;
      if (kept.length === line.segments.length) lines.push(line);
      else if (kept.length) lines.push(withSegments(line, kept));
    }
    return { ...p, lines };
  });
  return { pages: out, dropped };
}

/** A line made of some of another's segments (a column's share of a row). */
export function withSegments<L extends Line>(line: L, segments: Segment[]): L {
  return { ...line, ...lineOf(segments, line.rtl) };
}

const rightEdge = (lines: readonly Line[]) => (lines.length >= 3 ? maxOf(lines, (l) => l.x1) : NaN);
const covers = (s: Segment, x: number) => s.x0 < x - 1 && s.x1 > x + 1;

/** The first index of `xs` (increasing) from which `holds` is true, `holds` being false then true along it. */
function firstWhere(xs: readonly number[], holds: (x: number) => boolean): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (holds(xs[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The x of a possible gutter between two columns: crossed by the fewest lines, with at least five lines on each side.
 * The candidates are every 2 pt across the middle of the page; each line's share of them is counted once, by where
 * its segments begin and end (a sweep), not line by line at every candidate.
 */
function findGutter(lines: readonly Line[]): number | undefined {
  if (lines.length < 10) return undefined;
  const left = minOf(lines, (l) => l.x0);
  const right = maxOf(lines, (l) => l.x1);
  const width = right - left;
  const xs: number[] = [];
  for (let x = left + width * 0.3; x <= left + width * 0.7; x += 2) xs.push(x);
  const k = xs.length;
  // Differences along the candidates: lines crossing each, lines with a segment wholly left (right) and not crossing.
  const crossing = new Int32Array(k + 1);
  const onLeft = new Int32Array(k + 1);
  const onRight = new Int32Array(k + 1);
  const add = (d: Int32Array, from: number, to: number, by: number) => {
    if (from >= to) return;
    d[from]! += by;
    d[to]! -= by;
  };
  for (const l of lines) {
    // Candidates each segment covers: x - 1 past its start and x + 1 short of its end.
    const spans = l.segments
      .map((seg) => [firstWhere(xs, (x) => seg.x0 < x - 1), firstWhere(xs, (x) => !(seg.x1 > x + 1))] as const)
      .filter(([a, b]) => a < b)
      .sort((p, q) => p[0] - q[0]);
    const merged: [number, number][] = [];
    for (const [a, b] of spans) {
      const last = merged[merged.length - 1];
      if (last && a <= last[1]) last[1] = Math.max(last[1], b);
      else merged.push([a, b]);
    }
    const leftmostEnd = minOf(l.segments, (seg) => seg.x1);
    const rightmostStart = maxOf(l.segments, (seg) => seg.x0);
    const leftFrom = firstWhere(xs, (x) => leftmostEnd <= x);
    const rightTo = firstWhere(xs, (x) => !(rightmostStart >= x));
    add(onLeft, leftFrom, k, 1);
    add(onRight, 0, rightTo, 1);
    for (const [a, b] of merged) {
      add(crossing, a, b, 1);
      add(onLeft, Math.max(a, leftFrom), b, -1);
      add(onRight, a, Math.min(b, rightTo), -1);
    }
  }
  let best: { x: number; crossing: number; sides: number } | undefined;
  let crossed = 0;
  let leftLines = 0;
  let rightLines = 0;
  for (let i = 0; i < k; i++) {
    crossed += crossing[i]!;
    leftLines += onLeft[i]!;
    rightLines += onRight[i]!;
    const sides = Math.min(leftLines, rightLines);
    if (sides < 5) continue;
    if (!best || crossed < best.crossing || (crossed === best.crossing && sides > best.sides))
      best = { x: xs[i]!, crossing: crossed, sides };
  }
  return best?.x;
}

/**
 * Whether lines between two crossing ones are two columns of text: on each side most characters are in segments
 * at least half the side's width (text lines), not in short pieces (a table's cells, a figure's labels).
 */
function isTwoColumns(band: readonly Line[], gx: number): boolean {
  const side = (segs: Segment[]) => {
    if (segs.length < 3) return false;
    const span = maxOf(segs, (s) => s.x1) - minOf(segs, (s) => s.x0);
    const chars = segs.reduce((n, s) => n + s.text.length, 0);
    const inLines = segs.reduce((n, s) => n + (s.x1 - s.x0 >= span * 0.5 ? s.text.length : 0), 0);
    return inLines >= chars * 0.6;
  };
  return (
    side(band.flatMap((l) => l.segments.filter((s) => s.x1 <= gx))) &&
    side(band.flatMap((l) => l.segments.filter((s) => s.x0 >= gx)))
  );
}

/**
 * A page's lines in reading order. Lines that cross the gutter (titles, wide figures, listings) are read where they
 * are; between them, a stretch of two columns of text is read left column first, anything else row by row.
 */
export function readingOrder(p: PageLines): PlacedLine[] {
  const gx = findGutter(p.lines);
  const pageRight = rightEdge(p.lines);
  const place =
    (right: number) =>
    (l: Line): PlacedLine => ({ ...l, page: p.page, right });
  if (gx === undefined) return p.lines.map(place(pageRight));
  const out: PlacedLine[] = [];
  let band: Line[] = [];
  const flush = () => {
    if (band.length && isTwoColumns(band, gx)) {
      const leftCol = band.flatMap((l) =>
        l.segments.some((s) => s.x1 <= gx)
          ? [
              withSegments(
                l,
                l.segments.filter((s) => s.x1 <= gx),
              ),
            ]
          : [],
      );
      const rightCol = band.flatMap((l) =>
        l.segments.some((s) => s.x0 >= gx)
          ? [
              withSegments(
                l,
                l.segments.filter((s) => s.x0 >= gx),
              ),
            ]
          : [],
      );
      for (const col of [leftCol, rightCol]) {
        const right = rightEdge(col);
        for (const l of col) out.push(place(right)(l));
      }
    } else for (const l of band) out.push(place(pageRight)(l));
    band = [];
  };
  for (const l of p.lines) {
    if (l.segments.some((s) => covers(s, gx))) {
      flush();
      out.push(place(pageRight)(l));
    } else band.push(l);
  }
  flush();
  return out;
}
