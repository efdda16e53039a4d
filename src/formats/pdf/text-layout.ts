// Paragraph layout: greedy line breaking over measured tokens, word-level bidi reordering, and drawing.
import { unitWidth, useFont } from "./fonts.js";
import { tokenize, type Span, type Token, type Warn } from "./text-runs.js";

export type Align = "left" | "right" | "center";

export interface Line {
  /** Tokens in visual (left-to-right) order, trailing spaces removed. */
  items: Token[];
  width: number;
  height: number;
  /** Distance from the top of the line to its baseline. */
  baseline: number;
  rtl: boolean;
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

function finishLine(tokens: Token[], rtl: boolean, minSize: number): Line {
  while (tokens.length && tokens[tokens.length - 1]!.space) tokens.pop();
  let width = 0;
  let size = minSize;
  for (const t of tokens) {
    width += t.width;
    if (t.style.size > size) size = t.style.size;
  }
  return { items: reorder(tokens, rtl), width, height: size * LINE_SPACING, baseline: size * 1.02, rtl };
}

/** Lays styled spans out into lines no wider than `width`. */
export function layoutSpans(spans: Span[], width: number, warn: Warn, rtlBase?: boolean, keepLeadingSpaces = false): Line[] {
  const tokens = tokenize(spans, warn);
  const rtl = rtlBase ?? tokens.find((t) => t.dir !== "N")?.dir === "R";
  const minSize = spans[0]?.style.size ?? 10;
  const lines: Line[] = [];
  let cur: Token[] = [];
  let curW = 0;
  // Index in `cur` after which we may break (the last break opportunity), for glued word pieces.
  let lastBreak = 0;
  for (const tok of tokens) {
    if (tok.newline) {
      lines.push(finishLine(cur, rtl, minSize));
      cur = [];
      curW = 0;
      lastBreak = 0;
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
    if (curW + tok.width > width && cur.length) {
      const keep = lastBreak > 0 ? cur.slice(0, lastBreak) : cur;
      const carry = lastBreak > 0 ? cur.slice(lastBreak) : [];
      lines.push(finishLine(keep, rtl, minSize));
      cur = carry.filter((t, i) => !(i === 0 && t.space));
      curW = cur.reduce((a, t) => a + t.width, 0);
      lastBreak = 0;
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

/** Draws one line with its top at `y`, within [x, x + width]. RTL lines align right unless told otherwise. */
export function drawLine(doc: PDFKit.PDFDocument, line: Line, x: number, y: number, width: number, align?: Align): void {
  const a = align ?? (line.rtl ? "right" : "left");
  let cx = a === "left" ? x : a === "right" ? x + width - line.width : x + (width - line.width) / 2;
  const baseY = y + line.baseline;
  const items = line.items;
  let i = 0;
  while (i < items.length) {
    const first = items[i]!;
    if (first.space) {
      cx += first.width;
      i++;
      continue;
    }
    let text = first.text;
    let w = first.width;
    let j = i + 1;
    // One text call for a whole same-font LTR stretch (spaces included); RTL words are placed one by one.
    while (j < items.length && sameRun(first, items[j]!) && !(items[j]!.space && j + 1 < items.length && !sameRun(first, items[j + 1]!))) {
      text += items[j]!.text;
      w += items[j]!.width;
      j++;
    }
    if (!(text.trim() === "" && !first.style.underline)) {
      const st = first.style;
      if (st.shade) doc.rect(cx - 1, y + line.baseline - st.size * 0.95, w + 2, st.size * 1.25).fill(st.shade);
      useFont(doc, first.family, first.weight);
      doc.fillColor(st.color).fontSize(st.size);
      const link = safeLink(st.link);
      doc.text(text, cx, baseY, { lineBreak: false, baseline: "alphabetic" });
      // pdfkit places underline, strike-through and link boxes from the top of the line, not the baseline we gave.
      if (link) doc.link(cx, baseY - st.size, w, st.size * 1.3, link);
      if (st.underline || link || st.strike) {
        const ly = st.strike ? baseY - st.size * 0.3 : baseY + st.size * 0.12;
        doc.save().lineWidth(Math.max(0.5, st.size / 18)).strokeColor(st.color).moveTo(cx, ly).lineTo(cx + w, ly).stroke().restore();
      }
    }
    cx += w;
    i = j;
  }
}

/** Lays out and draws a paragraph in a box; returns the height used. */
export function drawSpans(doc: PDFKit.PDFDocument, spans: Span[], x: number, y: number, width: number, warn: Warn, opts: { align?: Align; rtl?: boolean } = {}): number {
  const lines = layoutSpans(spans, width, warn, opts.rtl);
  let cy = y;
  for (const l of lines) {
    drawLine(doc, l, x, cy, width, opts.align);
    cy += l.height;
  }
  return cy - y;
}
