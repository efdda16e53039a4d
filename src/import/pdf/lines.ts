// Runs of one page grouped into lines by baseline, each line split into segments where a gap is wider than a few spaces.
import type { TextRun } from "./text-runs.js";

/** Text of one line between wide gaps: a table cell, a column's part of a row, or the whole line. */
export interface Segment {
  text: string;
  x0: number;
  x1: number;
  /** Baseline of its main text. */
  y: number;
  /** The font size most of its characters have. */
  size: number;
  bold: boolean;
  /** Its words are set in a fixed-pitch font. */
  mono: boolean;
  /** The fonts of its runs, until its weight is settled (`settleWeights`): a font's weight depends on the pages before. */
  fonts?: { all: string[]; lettered: string[] };
}

/** One row of text on a page, its segments in reading order (right to left in Arabic and Hebrew). */
export interface Line {
  /** Baseline (PDF space: up is larger). */
  y: number;
  x0: number;
  x1: number;
  /** The font size most of its characters have. */
  size: number;
  /** Every character bold. */
  bold: boolean;
  /** Every word in a fixed-pitch font. */
  mono: boolean;
  rtl: boolean;
  segments: Segment[];
  text: string;
}

/** A gap this many font sizes wide splits a line into segments (about three spaces). */
const SEGMENT_GAP = 0.8;
/** A gap this many font sizes wide between runs is a word space. */
const WORD_GAP = 0.15;

interface Row {
  y: number;
  size: number;
  runs: TextRun[];
}

/** Whether a run sits on a row: their glyph boxes (descender to ascender) overlap by half the smaller one. */
function onRow(row: Row, run: TextRun): boolean {
  const top = Math.min(row.y + row.size * 0.8, run.y + run.size * 0.8);
  const bottom = Math.max(row.y - row.size * 0.2, run.y - run.size * 0.2);
  return top - bottom >= Math.min(row.size, run.size) * 0.5;
}

/**
 * Groups runs into lines, top to bottom; superscripts and subscripts join the line they are drawn beside. Each
 * segment keeps its runs' fonts, for `settleWeights` to decide its weight once the pages before are read.
 */
export function linesOf(runs: readonly TextRun[]): Line[] {
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x0 - b.x0);
  const rows: Row[] = [];
  for (const run of sorted) {
    let home: Row | undefined;
    for (let i = rows.length - 1; i >= 0; i--) {
      const row = rows[i]!;
      if (row.y - run.y > (row.size + run.size) * 1.5) break;
      if (onRow(row, run)) {
        home = row;
        break;
      }
    }
    if (!home) rows.push({ y: run.y, size: run.size, runs: [run] });
    else {
      home.runs.push(run);
      // The row's baseline is its largest text's, so a superscript never moves it.
      if (run.size > home.size * 1.05) {
        home.size = run.size;
        home.y = run.y;
      }
    }
  }
  return rows.sort((a, b) => b.y - a.y).map(lineOfRow);
}

function lineOfRow(row: Row): Line {
  const runs = row.runs.sort((a, b) => a.x0 - b.x0);
  const rtlChars = runs.reduce((n, r) => n + (r.rtl ? r.text.length : 0), 0);
  const chars = runs.reduce((n, r) => n + r.text.length, 0);
  const rtl = rtlChars * 2 > chars;
  const groups: TextRun[][] = [];
  for (const run of runs) {
    const group = groups[groups.length - 1];
    const prev = group?.[group.length - 1];
    if (group && prev && run.x0 - prev.x1 < Math.max(prev.size, run.size) * SEGMENT_GAP) group.push(run);
    else groups.push([run]);
  }
  const segments = groups.map((g) => segmentOf(g, rtl));
  if (rtl) segments.reverse();
  return lineOf(segments, rtl);
}

/** A line of segments (all of a row's, or a column's share of it): size, baseline and weight from its main text. */
export function lineOf(segments: Segment[], rtl: boolean): Line {
  const main = dominant(segments.map((s) => ({ size: s.size, weight: s.text.length, item: s })));
  return {
    y: main.y,
    x0: minOf(segments, (s) => s.x0),
    x1: maxOf(segments, (s) => s.x1),
    size: main.size,
    bold: segments.every((s) => s.bold),
    mono: segments.every((s) => s.mono),
    rtl,
    segments,
    text: segments.map((s) => s.text).join(" "),
  };
}

/** The item whose font size covers the most characters (the larger size on a tie). */
function dominant<T>(entries: { size: number; weight: number; item: T }[]): T {
  // Most lines and segments are in one size: the first entry then, without counting.
  const first = round(entries[0]!.size);
  if (entries.every((e) => round(e.size) === first)) return entries[0]!.item;
  const weights = new Map<number, number>();
  for (const e of entries) weights.set(round(e.size), (weights.get(round(e.size)) ?? 0) + e.weight);
  const size = [...weights].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]![0];
  return entries.find((e) => round(e.size) === size)!.item;
}

function segmentOf(runs: TextRun[], rtl: boolean): Segment {
  // Pieces of text that touch (no word gap between them); a right-to-left line is drawn right to left, so its
  // pieces are read in reverse, keeping each stretch of left-to-right pieces (numbers, Latin words) in its own order.
  const pieces: { text: string; rtl: boolean }[] = [];
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i]!;
    const prev = runs[i - 1];
    const last = pieces[pieces.length - 1];
    if (
      last &&
      prev &&
      !prev.spaceAfter &&
      run.x0 - prev.x1 <= Math.min(prev.size, run.size) * WORD_GAP &&
      last.rtl === run.rtl
    )
      last.text += run.text;
    else pieces.push({ text: run.text, rtl: run.rtl });
  }
  let ordered = pieces.map((p) => [p.text]);
  if (rtl) {
    const stretches: { ltr: boolean; texts: string[] }[] = [];
    for (const p of pieces) {
      const open = stretches[stretches.length - 1];
      if (!p.rtl && open?.ltr) open.texts.push(p.text);
      else stretches.push({ ltr: !p.rtl, texts: [p.text] });
    }
    ordered = stretches.reverse().map((s) => s.texts);
  }
  const text = ordered
    .map((s) => s.join(" "))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  const main = dominant(runs.map((r) => ({ size: r.size, weight: r.text.length, item: r })));
  // A segment's weight and pitch are its words': runs of only digits or punctuation take either.
  const lettered = runs.filter((r) => /\p{L}/u.test(r.text));
  return {
    text,
    x0: runs[0]!.x0,
    x1: maxOf(runs, (r) => r.x1),
    y: main.y,
    size: main.size,
    bold: false,
    mono: lettered.every((r) => r.mono) && runs.some((r) => r.mono),
    fonts: { all: runs.map((r) => r.font), lettered: lettered.map((r) => r.font) },
  };
}

/**
 * A page's lines made bold where their fonts are: a segment when every run with letters is in a bold font and one run
 * is, a line when every segment is. The fonts are let go after.
 */
export function settleWeights(lines: Line[], isBold: (font: string) => boolean): void {
  for (const line of lines) {
    for (const s of line.segments) {
      s.bold = s.fonts !== undefined && s.fonts.lettered.every(isBold) && s.fonts.all.some(isBold);
      delete s.fonts;
    }
    line.bold = line.segments.every((s) => s.bold);
  }
}

const round = (n: number) => Math.round(n * 2) / 2;

/** The largest of `f` over `items`, without spreading them into arguments (a page may hold more than a call takes). */
export const maxOf = <T>(items: readonly T[], f: (item: T) => number) =>
  items.reduce((m, item) => Math.max(m, f(item)), -Infinity);
/** The smallest of `f` over `items` (see `maxOf`). */
export const minOf = <T>(items: readonly T[], f: (item: T) => number) =>
  items.reduce((m, item) => Math.min(m, f(item)), Infinity);
