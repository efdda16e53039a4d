// Paragraph layout: greedy line breaking over measured tokens, word-level bidi reordering, and drawing.
import { unitWidth, useFont } from "./fonts.js";
import { tokenise, type Span, type Token, type Warn } from "./text-runs.js";
import { tagsOf, type Tags } from "./tags.js";

export type Align = "left" | "right" | "center";

export interface Line {
  /** Tokens in visual (left-to-right) order, trailing spaces removed. */
  items: Token[];
  width: number;
  height: number;
  /** Distance from the top of the line to its baseline. */
  baseline: number;
  rtl: boolean;
  /** The tokens in reading order, when bidi reordering moved them. */
  logical?: Token[];
  /** A space or line break separates this line's text from the next line's (not so within a word or between CJK characters). */
  spaceAfter?: boolean;
}

export const LINE_SPACING = 1.32;

/** Breaks into the tokens that fit a line of `width` (a single too-long word is cut by characters). */
function splitLong(t: Token, width: number): Token[] {
  const parts: Token[] = [];
  let buf = "";
  let w = 0;
  // Character by character with summed advances: linear, and no cache entry per prefix.
  for (const ch of t.text) {
    const cw = unitWidth(ch, t.family, t.weight) * t.style.size;
    if (buf && w + cw > width) {
      parts.push({ ...t, text: buf, width: w, glued: parts.length > 0 });
      buf = "";
      w = 0;
    }
    buf += ch;
    w += cw;
  }
  if (buf) parts.push({ ...t, text: buf, width: w, glued: parts.length > 0 });
  return parts;
}

/** Word-level bidi (rule L2): levels from token directions, then reverse runs from the highest level down. */
function reorder(items: Token[], rtl: boolean): Token[] {
  if (!rtl && !items.some((t) => t.dir === "R")) return items;
  const base = rtl ? 1 : 0;
  const strong = items.map((t) => (t.dir === "R" ? 1 : t.dir === "L" ? (rtl ? 2 : 0) : t.numeric ? (rtl ? 2 : 0) : -1));
  const levels = strong.map((lv, i) => {
    if (lv >= 0) return lv;
    let prev = -1;
    for (let j = i - 1; j >= 0 && prev < 0; j--) prev = strong[j]!;
    let next = -1;
    for (let j = i + 1; j < strong.length && next < 0; j++) next = strong[j]!;
    // Neutrals between two runs of one direction take it; otherwise the paragraph direction.
    if (prev >= 0 && next >= 0 && prev % 2 === next % 2) return prev;
    return base;
  });
  const order = items.map((_, i) => i);
  const max = Math.max(...levels);
  for (let lv = max; lv >= 1; lv--) {
    let i = 0;
    while (i < order.length) {
      if (levels[order[i]!]! >= lv) {
        let j = i;
        while (j < order.length && levels[order[j]!]! >= lv) j++;
        const run = order.slice(i, j).reverse();
        order.splice(i, j - i, ...run);
        i = j;
      } else i++;
    }
  }
  return order.map((i) => items[i]!);
}

function finishLine(tokens: Token[], rtl: boolean, minSize: number, broken = false): Line {
  const spaceAfter = broken || !!tokens[tokens.length - 1]?.space;
  while (tokens.length && tokens[tokens.length - 1]!.space) tokens.pop();
  let width = 0;
  let size = minSize;
  for (const t of tokens) {
    width += t.width;
    if (t.style.size > size) size = t.style.size;
  }
  const items = reorder(tokens, rtl);
  return {
    items,
    width,
    height: size * LINE_SPACING,
    baseline: size * 1.02,
    rtl,
    ...(items !== tokens ? { logical: tokens } : {}),
    ...(spaceAfter ? { spaceAfter } : {}),
  };
}

/** Lays styled spans out into lines no wider than `width`. */
export function layoutSpans(
  spans: Span[],
  width: number,
  warn: Warn,
  rtlBase?: boolean,
  keepLeadingSpaces = false,
): Line[] {
  const tokens = tokenise(spans, warn);
  const rtl = rtlBase ?? tokens.find((t) => t.dir !== "N")?.dir === "R";
  const minSize = spans[0]?.style.size ?? 10;
  const lines: Line[] = [];
  let cur: Token[] = [];
  let curW = 0;
  // Index in `cur` after which we may break (the last break opportunity), for glued word pieces.
  let lastBreak = 0;
  // The last break between two words of one phrase: taken only when the phrase alone is wider than the line.
  let lastSoft = 0;
  for (const tok of tokens) {
    if (tok.newline) {
      lines.push(finishLine(cur, rtl, minSize, true));
      cur = [];
      curW = 0;
      lastBreak = 0;
      lastSoft = 0;
      continue;
    }
    if (tok.space) {
      if (cur.length || keepLeadingSpaces) {
        cur.push(tok);
        curW += tok.width;
        lastBreak = cur.length;
      }
      continue;
    }
    if (!tok.glued) lastBreak = cur.length;
    else if (tok.soft) lastSoft = cur.length;
    if (curW + tok.width > width && cur.length) {
      const at = lastBreak > 0 ? lastBreak : lastSoft;
      const keep = at > 0 ? cur.slice(0, at) : cur;
      const carry = at > 0 ? cur.slice(at) : [];
      lines.push(finishLine(keep, rtl, minSize));
      cur = carry.filter((t, i) => !(i === 0 && t.space));
      curW = cur.reduce((a, t) => a + t.width, 0);
      lastBreak = 0;
      lastSoft = Math.max(
        0,
        cur.findLastIndex((t, i) => i > 0 && !!t.soft),
      );
    }
    if (tok.width > width && !cur.length) {
      const parts = splitLong(tok, width);
      for (const p of parts.slice(0, -1)) lines.push(finishLine([p], rtl, minSize));
      const last = parts[parts.length - 1]!;
      cur = [last];
      curW = last.width;
      continue;
    }
    cur.push(tok);
    curW += tok.width;
  }
  if (cur.length || !lines.length) lines.push(finishLine(cur, rtl, minSize));
  return lines;
}

export function linesHeight(lines: Line[]): number {
  let h = 0;
  for (const l of lines) h += l.height;
  return h;
}

function sameRun(a: Token, b: Token): boolean {
  return a.family === b.family && a.weight === b.weight && a.style === b.style && a.dir !== "R" && b.dir !== "R";
}

function safeLink(href: string | null | undefined): string | undefined {
  return href && /^(https?:|mailto:)/i.test(href) ? href : undefined;
}

/** The options pdfkit's text() hands its line drawing for `{ lineBreak: false, baseline: "alphabetic" }`. */
const FRAGMENT_OPTIONS = { lineBreak: false, baseline: "alphabetic", columns: 0, columnGap: 18, rotation: 0 };

/**
 * Draws text with its baseline at (x, y), as doc.text(text, x, y, { lineBreak: false, baseline: "alphabetic" }) does,
 * without text()'s measuring of the string again afterwards to move its cursor, which nothing here reads.
 */
function drawText(doc: PDFKit.PDFDocument, text: string, x: number, y: number): void {
  (doc as unknown as { _fragment(t: string, x: number, y: number, o: object): void })._fragment(
    text,
    x,
    y,
    FRAGMENT_OPTIONS,
  );
}

/** A stretch of one line drawn with one text call. */
interface Run {
  text: string;
  first: Token;
  x: number;
  width: number;
  /** Only a space, drawn for the text's sake (what it reads), never decorated. */
  separator?: boolean;
}

/**
 * Visits the line's runs in visual order, placed from `x`: a whole same-font LTR stretch at once (spaces included),
 * RTL words one by one. The spaces between runs and at a line break are drawn too (blank, and not counted in any
 * width), so the text reads with its word breaks: after an LTR run, or on their own in a bidi line, where an RTL run
 * would move.
 */
function eachRun(line: Line, x: number, visit: (run: Run) => void): void {
  const items = line.items;
  const bidi = !!line.logical;
  let cx = x;
  let i = 0;
  let last: Run | null = null;
  while (i < items.length) {
    const first = items[i]!;
    if (first.space) {
      if (bidi) visit({ text: " ", first, x: cx, width: first.width, separator: true });
      cx += first.width;
      i++;
      continue;
    }
    let text = first.text;
    let w = first.width;
    let j = i + 1;
    while (
      j < items.length &&
      sameRun(first, items[j]!) &&
      !(items[j]!.space && j + 1 < items.length && !sameRun(first, items[j + 1]!))
    ) {
      text += items[j]!.text;
      w += items[j]!.width;
      j++;
    }
    const spaced = !bidi && (items[j]?.space || (j === items.length && line.spaceAfter));
    if (!(text.trim() === "" && !first.style.underline))
      visit((last = { text: spaced ? `${text} ` : text, first, x: cx, width: w }));
    cx += w;
    i = j;
  }
  if (bidi && line.spaceAfter && last) visit({ text: " ", first: last.first, x: cx, width: 0, separator: true });
}

function drawRun(doc: PDFKit.PDFDocument, run: Run, y: number, line: Line, tags: Tags | undefined): void {
  const { first, text, x: cx, width: w } = run;
  const st = first.style;
  const baseY = y + line.baseline;
  if (st.shade && !run.separator)
    doc.rect(cx - 1, y + line.baseline - st.size * 0.95, w + 2, st.size * 1.25).fill(st.shade);
  const link = run.separator ? undefined : safeLink(st.link);
  tags?.startText(text, link ?? null, line.items);
  useFont(doc, first.family, first.weight);
  doc.fillColor(st.color).fontSize(st.size);
  drawText(doc, text, cx, baseY);
  // pdfkit places underline, strike-through and link boxes from the top of the line, not the baseline we gave.
  if (link) doc.link(cx, baseY - st.size, w, st.size * 1.3, link, tags?.annotation(text));
  tags?.endText();
  if ((st.underline || link || st.strike) && !run.separator) {
    const ly = st.strike ? baseY - st.size * 0.3 : baseY + st.size * 0.12;
    doc
      .save()
      .lineWidth(Math.max(0.5, st.size / 18))
      .strokeColor(st.color)
      .moveTo(cx, ly)
      .lineTo(cx + w, ly)
      .stroke()
      .restore();
  }
}

/**
 * Draws one line with its top at `y`, within [x, x + width]. RTL lines align right unless told otherwise. Runs are
 * placed in visual order but a bidi line's are drawn in reading order, so its tagged text reads as it was written.
 */
export function drawLine(
  doc: PDFKit.PDFDocument,
  line: Line,
  x: number,
  y: number,
  width: number,
  align?: Align,
): void {
  const a = align ?? (line.rtl ? "right" : "left");
  const start = a === "left" ? x : a === "right" ? x + width - line.width : x + (width - line.width) / 2;
  const tags = tagsOf(doc);
  const logical = line.logical;
  if (!logical) return eachRun(line, start, (run) => drawRun(doc, run, y, line, tags));
  const runs: Run[] = [];
  eachRun(line, start, (run) => runs.push(run));
  // The break's space (the last run) stays last.
  const tail = line.spaceAfter ? runs.pop() : undefined;
  runs.sort((p, q) => logical.indexOf(p.first) - logical.indexOf(q.first));
  if (tail) runs.push(tail);
  for (const run of runs) drawRun(doc, run, y, line, tags);
}
