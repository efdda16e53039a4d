// Pasted notes, outlines and drafts as Markdown that says their structure: "•" bullets as list items, one point a line
// as a list, "Goals:" and short lines over text as headings (at a blank line or not, over dated or "Label: value" lines
// too), a names line and the frame at the top (date, place, who) as parts of their own, `---` as a break, hard-wrapped
// prose left to run on. Only markup is added or taken away: every word stays, in order.
import { datedStep } from "../../reading/dates.js";
import { isDatedLine } from "./dated-lines.js";
import { allFrame, frameLabel } from "./frame-lines.js";
import { namesLine } from "./names-line.js";

export interface ReadNotes {
  /** The text's own title (a lone `# Title`, or a short first line), when it has one. */
  title?: string;
  /** The line under that title, when it is one short line. */
  subtitle?: string;
  /** The rest, as Markdown. */
  markdown: string;
  /** The same without its names lines ("Attendees: …") and frame ("Date: …"), when it has some: what the text says, for a summary. */
  content?: string;
}

const FENCE = /^\s*(```|~~~)/;
// Japanese notes set "・" straight before the item.
const BULLET = /^(\s*)(?:[•◦‣▪●○■□·–—→]\s+|・\s*)/u;
const RULE = /^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/;
/** A line Markdown already gives a structure: heading, list item, quote, table row, indented code, or a rule. */
const MARKED = /^\s*(?:#{1,6}\s|[-*+]\s|\d{1,3}[.)]\s|>|\||```|~~~|<!--)|^ {4,}\S|^\t/;
const ENDS_SENTENCE = /[.!?…。！？;；,，、]["'’”»)\]]*$/u;
const HEADING_WORDS = 8;
const HEADING_CHARS = 60;
const TITLE_CHARS = 80;
const SUBTITLE_CHARS = 160;

const words = (line: string) => line.trim().split(/\s+/).filter(Boolean).length;
/** "Revenue: $2.1M" states something after its colon; "Goals:" introduces what follows. */
const statesAfterColon = (line: string) => /[:：]\s*\S/.test(line.trim());

/** A short line that names what follows: "Goals:", "Q3 results", "Next steps". */
function headingLike(line: string, max = HEADING_CHARS): boolean {
  const t = line.trim();
  if (!t || MARKED.test(t) || t.length > max || words(t) > HEADING_WORDS || statesAfterColon(t)) return false;
  if (/[:：]$/.test(t)) return true;
  return !ENDS_SENTENCE.test(t) && /^[\p{L}\p{N}"'“‘(¿¡]/u.test(t);
}

/** Lines of one paragraph that were wrapped by the writer's editor: most breaks fall mid-sentence before a lower-case word. */
function hardWrapped(lines: string[]): boolean {
  let runOn = 0;
  for (let i = 0; i + 1 < lines.length; i++) {
    const next = lines[i + 1]!.trim();
    const line = lines[i]!.trim();
    if (!/[.!?…。！？]["'’”»)\]]*$/u.test(line) && (/^\p{Ll}/u.test(next) || /[,;:–-]$/.test(line))) runOn++;
  }
  const avg = lines.reduce((n, l) => n + l.trim().length, 0) / lines.length;
  return runOn * 2 >= lines.length - 1 || (avg >= 60 && lines.slice(0, -1).every((l) => !ENDS_SENTENCE.test(l.trim())));
}

const startsLower = (line: string) => /^\p{Ll}/u.test(line.trim());
/** A line that ends a unit of its own: a sentence, a "Label: value" line or a list item, not one wrapped into the next. */
const endsUnit = (line: string) =>
  /[.!?…。！？]["'’”»)\]）]*$/u.test(line.trim()) || statesAfterColon(line) || MARKED.test(line);

/**
 * Lines that each stand alone — a dated step or a "Label: value" line — though one starts lower-case ("am 4. April
 * Richtfest", "le 3 mars : coulage", "iPads: 120 Geräte"): a list under a heading, not a sentence wrapped on.
 */
const eachOwnUnit = (lines: string[]) => lines.length >= 2 && lines.every((l) => isDatedLine(l) || statesAfterColon(l));
/** A line that carries on the line above it: lower-case, unless it stands alone as the lines after it do. */
const carriesOn = (lines: string[]) => startsLower(lines[0]!) && !eachOwnUnit(lines);

/** Whether a short first line runs on into the lines under it (a wrapped paragraph) rather than heading them. */
function runsOn(first: string, rest: string[]): boolean {
  if (carriesOn(rest) || /[,;–-]$/.test(first.trim())) return true;
  if (rest.length < 2 || !hardWrapped(rest)) return false;
  // A wrapped paragraph's first line is about as wide as the lines under it; a heading is short beside them.
  const width = Math.max(...rest.slice(0, -1).map((l) => l.trim().length));
  return first.trim().length >= width * 0.75;
}

/**
 * A line inside a group that heads the text after it: short, without end punctuation, between a line that ended a unit
 * and text that starts afresh ("…to Excel." / "Budget discussion" / "The budget stays…").
 */
function headsWithin(g: string[], i: number, wrapped: boolean): boolean {
  const line = g[i]!;
  const next = g[i + 1];
  const prev = g[i - 1]!;
  if (next === undefined || !headingLike(line) || startsLower(line) || carriesOn(g.slice(i + 1, i + 3))) return false;
  // After a short item, only a line shorter than it over text: "…due by 3 May" / "Open questions" / "Do we…?".
  if (headingLike(prev) && (headingLike(next) || prev.trim().length < line.trim().length * 1.5)) return false;
  // Over short items, a heading is the shorter line: "Dates" over "Mon 8 April – kick-off", not "Fair prices" over "Fast delivery".
  if (headingLike(next) && !/[:：]$/.test(line.trim()) && !shorterThanNext(g, i)) return false;
  return endsUnit(prev) || !wrapped;
}

function shorterThanNext(g: string[], i: number): boolean {
  const after = g.slice(i + 1, i + 3);
  return after.length === 2 && after.every((l) => l.trim().length >= g[i]!.trim().length * 1.5);
}

const NUMBERED = /^(\s*(?:[-*+]\s+)?)(\d{1,2})\.(?=\s)/;
/**
 * "30. April: report" starts with a date, not the item numbered 30 of a list: German and Nordic notes write the day so.
 * A group's numbered lines that name a month right after their number, and do not count 1, 2, 3…, are dates.
 */
function datesNotNumbers(g: string[]): string[] {
  const numbered = g.filter((l) => NUMBERED.test(l));
  if (!numbered.length || !numbered.every((l) => datedStep(l)?.date.startsWith(`${NUMBERED.exec(l)![2]}.`))) return g;
  if (numbered.every((l, i) => Number(NUMBERED.exec(l)![2]) === i + 1)) return g;
  return g.map((l) => (NUMBERED.test(l) ? l.replace(NUMBERED, "$1$2\\.") : l));
}

/** A group cut where a heading or a names line starts inside it, so each becomes a part of its own. */
function splitGroup(g: string[]): string[][] {
  if (FENCE.test(g[0]!) || g[0] === "---") return [g];
  const wrapped = hardWrapped(g);
  const out: string[][] = [[]];
  g.forEach((line, i) => {
    const names = !MARKED.test(line) && namesLine(line);
    if (i > 0 && (names || headsWithin(g, i, wrapped) || (namesLine(g[i - 1]!) && !MARKED.test(g[i - 1]!))))
      out.push([]);
    out[out.length - 1]!.push(line);
  });
  return out.filter((p) => p.length);
}

/** Paragraph groups (blank-line separated) outside code fences, with fences kept whole. */
function groups(lines: string[]): string[][] {
  const out: string[][] = [];
  let cur: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    if (cur.length) out.push(cur);
    cur = [];
  };
  for (const line of lines) {
    const f = FENCE.exec(line);
    if (fence) {
      cur.push(line);
      if (f && f[1] === fence) {
        fence = null;
        flush();
      }
    } else if (f) {
      flush();
      fence = f[1]!;
      cur.push(line);
    } else if (!line.trim()) flush();
    else if (RULE.test(line)) {
      flush();
      out.push(["---"]);
    } else cur.push(line.replace(BULLET, "$1- "));
  }
  flush();
  return out;
}

/** The names after a names line's label, as written. */
const splitLabelBody = (line: string) => line.trim().replace(/^[^:：]*[:：]\s*/u, "");
const heading = (line: string) => `## ${line.trim().replace(/\s*[:：]$/, "")}`;
const isPlain = (g: string[]) => !MARKED.test(g[0]!) && g[0] !== "---";

/**
 * Whether a group's first line heads the lines under it. Two short lines are a heading over one point only when other
 * parts of the notes open with a heading (`headed`) and the first is much the shorter ("休業災害" / "なし（連続無災害
 * 412日）"); alone, "Fair prices" / "Fast delivery" stay a list.
 */
function headsGroup(g: string[], headed: boolean): boolean {
  const [first, ...rest] = g;
  if (!rest.length || !isPlain(g) || !headingLike(first!)) return false;
  if (/[:：]$/.test(first!.trim())) return true;
  if (runsOn(first!, rest)) return false;
  return rest.length >= 2 || !headingLike(rest[0]!) || (headed && first!.trim().length * 1.5 <= rest[0]!.trim().length);
}

/** One paragraph group as Markdown: a heading, a list of its lines, or the paragraph as written. */
function groupMarkdown(g: string[], promote: boolean, next: string[] | undefined, headed: boolean): string {
  const names = promote && g.length === 1 ? namesLine(g[0]!) : null;
  if (names) return `## ${names.label}\n\n${splitLabelBody(g[0]!)}`;
  if (!isPlain(g)) {
    // "Goals:" over a Markdown list.
    if (promote && g.length > 1 && /[:：]$/.test(g[0]!.trim()) && headingLike(g[0]!) && MARKED.test(g[1]!))
      return `${heading(g[0]!)}\n\n${g.slice(1).join("\n")}`;
    return g.join("\n");
  }
  if (g.length === 1) return promote && next && headingLike(g[0]!) ? heading(g[0]!) : g[0]!;
  const [first, ...rest] = g;
  if (promote && headsGroup(g, headed)) return `${heading(first!)}\n\n${linesMarkdown(rest)}`;
  return linesMarkdown(g);
}

/** Lines that are points of their own become list items; wrapped prose stays one paragraph. */
function linesMarkdown(lines: string[]): string {
  if (lines.length === 1 || (hardWrapped(lines) && !eachOwnUnit(lines))) return lines.join("\n");
  return lines.map((l) => (MARKED.test(l) ? l : `- ${l.trim()}`)).join("\n");
}

/** The notes' title: a lone `# Title` heading first, or (in text without headings) a short first line over more text. */
function titleOf(gs: string[][], hasHeadings: boolean): { title?: string; subtitle?: string; skip: number } {
  const first = gs[0];
  if (!first) return { skip: 0 };
  const h1 = /^#\s+(.+?)\s*#*\s*$/.exec(first[0]!);
  if (hasHeadings) {
    const h1s = gs.filter((g) => /^#\s/.test(g[0]!)).length;
    if (!h1 || h1s !== 1 || gs.length < 2) return { skip: 0 };
    if (first.length > 1) return { title: h1[1]!, skip: 0 };
    return { title: h1[1]!, skip: 1 };
  }
  if (
    gs.length < 2 ||
    !isPlain(first) ||
    first.length > 2 ||
    !headingLike(first[0]!, TITLE_CHARS) ||
    /[:：]$/.test(first[0]!.trim())
  )
    return { skip: 0 };
  const sub = first[1]?.trim();
  if (sub && (sub.length > SUBTITLE_CHARS || MARKED.test(sub))) return { skip: 0 };
  return { title: first[0]!.trim(), ...(sub ? { subtitle: sub } : {}), skip: 1 };
}

/**
 * Where the notes' frame lies ("Date: …", "Place: …", "Attendees: …" at the top): the groups made only of frame lines
 * from the first on, or from the second after an opening line ("Notes from Monday:"); null when the notes have none.
 */
function frameRun(groups: string[][]): { from: number; to: number } | null {
  const opening =
    groups[0]?.length === 1 && isPlain(groups[0]) && !allFrame(groups[0]) && !headingLike(groups[0][0]!) ? 1 : 0;
  let to = opening;
  while (to < groups.length && allFrame(groups[to]!)) to++;
  return to > opening ? { from: opening, to } : null;
}

interface Part {
  md: string;
  /** Names lines and the frame: who, when and where, which a summary leaves out. */
  frame: boolean;
}

/** The frame as one part: its lines as a list, never a heading's text; a lone line under its label, as a names line is. */
function frameParts(lines: string[]): Part[] {
  if (lines.length > 1)
    return [{ md: lines.map((l) => (MARKED.test(l) ? l : `- ${l.trim()}`)).join("\n"), frame: true }];
  const names = namesLine(lines[0]!);
  const label = names?.label ?? frameLabel(lines[0]!)!;
  return [{ md: `## ${label}\n\n${splitLabelBody(lines[0]!.replace(/^\s*[-*+]\s+/, ""))}`, frame: true }];
}

/** Reads pasted text into its title and Markdown. */
export function readNotes(text: string): ReadNotes {
  const lines = text.replace(/\r\n?/g, "\n").replace(/\t+$/gm, "").split("\n");
  const raw = groups(lines);
  // Short lines are headings in text without Markdown headings, or over Markdown's h3s and below.
  const promote = !raw.some((g) => /^#{1,2}\s/.test(g[0]!) || (g.length >= 2 && /^\s*=+\s*$/.test(g[g.length - 1]!)));
  const gs = promote ? raw.map(datesNotNumbers).flatMap(splitGroup) : raw;
  const { title, subtitle, skip } = titleOf(gs, !promote);
  const body = gs.slice(skip);
  // A `# Title` with text on its next line keeps that text.
  if (skip === 0 && title && body[0]) body[0] = body[0].slice(1);
  const kept = body.filter((g) => g.length);
  // One group alone is a list, not a heading over one.
  const heads = promote && kept.length > 1;
  const headed = heads && kept.some((g) => headsGroup(g, false));
  const frame = heads ? frameRun(kept) : null;
  const part = (g: string[], i: number): Part => ({
    md: groupMarkdown(g, heads, kept[i + 1], headed),
    frame: heads && g.length === 1 && !!namesLine(g[0]!),
  });
  const parts = frame
    ? [
        ...kept.slice(0, frame.from).map(part),
        ...frameParts(kept.slice(frame.from, frame.to).flat()),
        ...kept.slice(frame.to).map((g, i) => part(g, frame.to + i)),
      ]
    : kept.map(part);
  const markdown = parts.map((p) => p.md).join("\n\n");
  const content = parts.some((p) => p.frame)
    ? {
        content: parts
          .filter((p) => !p.frame)
          .map((p) => p.md)
          .join("\n\n"),
      }
    : {};
  return { ...(title ? { title } : {}), ...(subtitle ? { subtitle } : {}), markdown, ...content };
}
