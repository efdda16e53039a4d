// Lines in reading order → document blocks: headings by size and weight, paragraphs, list items with levels, tables, code.
import { codeRun, monoIsCode } from "./code.js";
import { columnRun, LIST_MARKER } from "./columns.js";
import { maxOf } from "./lines.js";
import type { PlacedLine } from "./page-order.js";

/** A block of the document as read off the pages, with the page it starts on. */
export type PdfBlock =
  | { type: "heading"; level: number; text: string; page: number }
  | { type: "paragraph"; text: string; page: number }
  | { type: "item"; ordered: boolean; number: number; level: number; text: string; page: number }
  | { type: "table"; rows: string[][]; page: number }
  | { type: "code"; text: string; page: number };

/** Text this much larger than the body is a heading. */
const HEADING_RATIO = 1.15;
const MAX_HEADING = 200;
const MAX_BOLD_HEADING = 120;

const sizeKey = (n: number) => Math.round(n * 2) / 2;
const letters = (t: string) => t.match(/\p{L}/gu)?.length ?? 0;
const endsSentence = (t: string) => /[.!?:;。！？"”’)\]]$/u.test(t);
const LEADER = /\s*(?:\.\s?){4,}\s*|\s*(?:…\s?){2,}\s*/g;
const HAS_LEADER = new RegExp(LEADER.source);
const LEADER_MARK = " … ";
/**
 * A table of contents line ("Scope ........ 1"): its dot leader shortened to an ellipsis, read as one plain line of
 * its own (never a heading, table row or part of a paragraph).
 */
function withoutLeader(l: PlacedLine): PlacedLine {
  if (!HAS_LEADER.test(l.text)) return l;
  const text = l.text.replace(LEADER, LEADER_MARK).trim();
  return { ...l, text, bold: false, segments: [{ ...l.segments[0]!, text, x1: l.x1 }] };
}
const ORDINAL = /^\(?(?<ordinal>\d{1,3}|[a-z]|[ivxlc]{1,6})[.)]/;

/** The body font size: the one most characters are set in. */
export function bodySizeOf(lines: readonly PlacedLine[]): number {
  const chars = new Map<number, number>();
  for (const l of lines)
    for (const s of l.segments) chars.set(sizeKey(s.size), (chars.get(sizeKey(s.size)) ?? 0) + s.text.length);
  return [...chars].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

/** The usual baseline-to-baseline distance for each font size, from neighbouring lines. */
function lineSpacing(lines: readonly PlacedLine[]): (size: number) => number {
  const gaps = new Map<number, number[]>();
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1]!;
    const b = lines[i]!;
    const dy = a.y - b.y;
    if (a.page === b.page && sizeKey(a.size) === sizeKey(b.size) && dy > 0 && dy < a.size * 2.5) {
      const list = gaps.get(sizeKey(a.size)) ?? [];
      list.push(dy);
      gaps.set(sizeKey(a.size), list);
    }
  }
  // The lower quartile, not the median: in a text of two-line paragraphs half the gaps are between paragraphs.
  const pitch = new Map([...gaps].map(([k, v]) => [k, v.sort((x, y) => x - y)[Math.floor(v.length / 4)]!]));
  return (size) => pitch.get(sizeKey(size)) ?? size * 1.25;
}

/** Heading levels by size: the largest heading size is level 1, the next 2, the rest 3; bold body-size lines come last. */
function headingLevels(lines: readonly PlacedLine[], body: number): { sized: (size: number) => number; bold: number } {
  const sizes = [...new Set(lines.filter((l) => isSizedHeading(l, body)).map((l) => sizeKey(l.size)))].sort(
    (a, b) => b - a,
  );
  const clusters: number[] = [];
  for (const s of sizes) if (!clusters.length || s < clusters[clusters.length - 1]! * 0.95) clusters.push(s);
  const sized = (size: number) => {
    const k = clusters.findIndex((c) => sizeKey(size) >= c * 0.95);
    return Math.min(3, (k < 0 ? clusters.length : k) + 1);
  };
  return { sized, bold: Math.min(3, clusters.length + 1) };
}

const isSizedHeading = (l: PlacedLine, body: number) =>
  l.size >= body * HEADING_RATIO && letters(l.text) >= 2 && l.text.length <= MAX_HEADING;
const SECTION_NUMBER = /^(?:\d{1,3}(?:\.\d{1,3})*\.?|[A-Z]\.(?:\d{1,3}\.?)*|[IVX]{1,5}\.)$/;
const CAPTION = /^(?:figure|fig\.|table|listing|chart)\s*\d/i;
/** A short line all in bold at body size, standing alone (one segment, or a section number and its title). */
const isBoldHeading = (l: PlacedLine, body: number) =>
  l.bold &&
  l.size >= body * 0.95 &&
  (l.segments.length === 1 || (l.segments.length === 2 && SECTION_NUMBER.test(l.segments[0]!.text))) &&
  letters(l.text) >= 2 &&
  l.text.length <= 90 &&
  !/[,;.]$/.test(l.text) &&
  !CAPTION.test(l.text) &&
  !/^[•◦▪‣●○■\-–—*·]\s/.test(l.text);
/** Small text in a few words on a line of its own: a figure's labels, not prose. */
const isLabel = (l: PlacedLine, body: number) => l.size < body * 0.7 && l.text.length < 40;

const CJK_END = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303F\uFF00-\uFFEF]$/u;
const CJK_START = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303F\uFF00-\uFFEF]/u;

/** Whether the first word of `line` would have fitted at the end of `prev`: then `prev` did not wrap, it ended. */
function roomFor(prev: PlacedLine, line: PlacedLine): boolean {
  const word = line.text.split(" ", 1)[0]!;
  const char = (line.x1 - line.x0) / Math.max(1, line.text.length);
  return prev.right - prev.x1 > (word.length + 1) * char * 1.2;
}

/** Joins a wrapped line to the text before it: "exam-" + "ple" → "example"; "Just-in-" + "Time" keeps its hyphen. */
export function joinLines(before: string, after: string): string {
  const { drop, gap } = joint(before, after);
  return before.slice(0, before.length - drop) + gap + after;
}

/** How a line joins the one before: characters taken off its end (a hyphen) and what goes between. */
function joint(before: string, after: string): { drop: number; gap: string } {
  if (before.endsWith("\u00AD")) return { drop: 1, gap: "" };
  if (/\p{L}-$/u.test(before)) return { drop: /^\p{Ll}/u.test(after) ? 1 : 0, gap: "" };
  // Chinese and Japanese put no space between words, so none where a line wraps.
  if (CJK_END.test(before) && CJK_START.test(after)) return { drop: 0, gap: "" };
  return { drop: 0, gap: " " };
}

/** Text side by side that is not a table (a cover page's blocks, a form): each column read down before the next. */
function sideBySideRead(lines: readonly PlacedLine[], body: number, codeFont: boolean): PlacedLine[] {
  const out: PlacedLine[] = [];
  for (let i = 0; i < lines.length;) {
    const run = codeFont && lines[i]!.mono ? undefined : columnRun(lines, i, body);
    const end = run?.end ?? i + 1;
    if (run && !run.table) for (const column of run.columns()) for (const l of column) out.push(l);
    else for (let k = i; k < end; k++) out.push(lines[k]!);
    i = end;
  }
  return out;
}

/** Turns lines (all pages, in reading order) into blocks. */
export function structure(input: readonly PlacedLine[], body: number): { blocks: PdfBlock[]; labels: number } {
  const kept = input.filter((l) => !isLabel(l, body)).map(withoutLeader);
  const labels = input.length - kept.length;
  const codeFont = monoIsCode(kept);
  const lines = sideBySideRead(kept, body, codeFont);
  const spacing = lineSpacing(lines);
  const levels = headingLevels(lines, body);
  const blocks: PdfBlock[] = [];
  let prev: PlacedLine | undefined;
  let listStack: number[] = [];
  let lastItem: Extract<PdfBlock, { type: "item" }> | undefined;
  const last = () => blocks[blocks.length - 1];
  // The open block's text line by line, joined once when it closes (joining as we go is quadratic on long paragraphs).
  let parts: string[] = [];
  const close = () => {
    const open = last();
    if (open && open.type !== "table" && parts.length > 1) open.text = parts.join("");
    parts = [];
  };
  const push = (b: PdfBlock) => {
    close();
    blocks.push(b);
    if (b.type !== "table") parts = [b.text];
  };
  const append = (text: string) => {
    const tail = parts[parts.length - 1]!;
    const { drop, gap } = joint(tail, text);
    parts[parts.length - 1] = tail.slice(0, tail.length - drop);
    parts.push(gap + text);
  };

  /** Whether `line` reads on from `prev` in the same block (no gap, size change, indent after a full stop or short line). */
  const continues = (line: PlacedLine): boolean => {
    if (!prev || Math.abs(line.size - prev.size) > prev.size * 0.1) return false;
    // Across a page or column break: the sentence is unfinished and goes on in lower case or filled its line, or
    // the line above is full to the margin (a paragraph's last line seldom is).
    if (line.page !== prev.page || line.y >= prev.y) {
      const filled = (ems: number) => prev!.x1 >= prev!.right - line.size * ems;
      return endsSentence(prev.text) ? filled(1) : /^\p{Ll}/u.test(line.text) || filled(2);
    }
    if (prev.y - line.y > spacing(line.size) * 1.35 + 1) return false;
    const done = endsSentence(prev.text);
    if (done && line.x0 > prev.x0 + line.size * 0.8) return false;
    return !(done && roomFor(prev, line));
  };

  for (let i = 0; i < lines.length;) {
    const line = lines[i]!;
    if (codeFont && line.mono) {
      const code = codeRun(lines, i, spacing(line.size));
      // One fixed-pitch line inside a paragraph is a word in code font, not a listing.
      if (code.end - i > 1 || !(last()?.type === "paragraph" && continues(line))) {
        push({ type: "code", text: code.text, page: line.page });
        prev = undefined;
        listStack = [];
        i = code.end;
        continue;
      }
    }
    const run = columnRun(lines, i, body);
    if (run?.table) {
      push({ type: "table", rows: run.rows, page: line.page });
      prev = undefined;
      i = run.end;
      continue;
    }
    i++;
    const open = last();
    const leader = line.text.includes(LEADER_MARK);
    const heading = isSizedHeading(line, body) ? levels.sized(line.size) : isBoldHeading(line, body) ? levels.bold : 0;
    if (heading) {
      const max = isSizedHeading(line, body) ? MAX_HEADING : MAX_BOLD_HEADING;
      if (
        open?.type === "heading" &&
        open.level === heading &&
        prev &&
        prev.page === line.page &&
        prev.y - line.y <= line.size * 2 &&
        prev.y > line.y &&
        parts.join("").length + line.text.length < max
      ) {
        append(line.text);
      } else push({ type: "heading", level: heading, text: line.text, page: line.page });
      listStack = [];
      prev = line;
      continue;
    }
    const marker = LIST_MARKER.exec(line.text)?.[0];
    // A dash at the start of a wrapped line is more often punctuation than a bullet.
    const wrapsOn =
      /^[-–—]$/.test(marker ?? "") &&
      open?.type === "paragraph" &&
      !leader &&
      continues(line) &&
      !endsSentence(prev!.text);
    if (marker && !wrapsOn && line.text.length > marker.length) {
      const x = line.x0;
      while (listStack.length && listStack[listStack.length - 1]! > x + line.size * 0.5) listStack.pop();
      if (!listStack.length || x > listStack[listStack.length - 1]! + line.size * 0.5) listStack.push(x);
      const ordinal = ORDINAL.exec(marker)?.groups!.ordinal;
      const level = listStack.length - 1;
      const number =
        ordinal && /^\d+$/.test(ordinal)
          ? Number(ordinal)
          : lastItem?.level === level && lastItem.ordered
            ? lastItem.number + 1
            : 1;
      lastItem = {
        type: "item",
        ordered: !!ordinal,
        number,
        level,
        text: line.text.slice(marker.length).trim(),
        page: line.page,
      };
      push(lastItem);
      prev = line;
      continue;
    }
    if (
      open?.type === "item" &&
      !leader &&
      prev &&
      continues(line) &&
      line.x0 > listStack[listStack.length - 1]! + line.size * 0.3
    ) {
      append(line.text);
      prev = line;
      continue;
    }
    listStack = [];
    if (open?.type === "paragraph" && !leader && !prev?.text.includes(LEADER_MARK) && continues(line))
      append(line.text);
    else push({ type: "paragraph", text: line.text, page: line.page });
    prev = line;
  }
  close();
  // Large text that reads as a list of names or a sentence cut off (an author line) is not a heading.
  return {
    labels,
    blocks: blocks.map((b) =>
      b.type === "heading" && (/,$/.test(b.text) || (b.text.match(/,/g)?.length ?? 0) > 3)
        ? { type: "paragraph" as const, text: b.text, page: b.page }
        : b,
    ),
  };
}

/** The largest text on the first page, when it is a heading and short enough to be a title. */
export function titleOnFirstPage(lines: readonly PlacedLine[], body: number): string | undefined {
  const first = lines.filter((l) => l.page === 1);
  const segments = first.flatMap((l) => l.segments);
  const largest = Math.max(
    0,
    maxOf(segments, (s) => s.size),
  );
  if (largest < body * HEADING_RATIO) return undefined;
  const text = segments
    .filter((s) => s.size >= largest * 0.99)
    .map((s) => s.text)
    .reduce((a, b) => (a ? joinLines(a, b) : b), "")
    .trim();
  return letters(text) >= 2 && text.length <= MAX_HEADING ? text : undefined;
}
