// Pasted notes, outlines and drafts as Markdown that says their structure: "•" bullets as list items, one point a line
// as a list, "Goals:" and short title lines as headings, `---` as a break, hard-wrapped prose left to run on. Only
// markup is added or taken away: every word stays, in its order.

export interface ReadNotes {
  /** The text's own title (a lone `# Title`, or a short first line), when it has one. */
  title?: string;
  /** The line under that title, when it is one short line. */
  subtitle?: string;
  /** The rest, as Markdown. */
  markdown: string;
}

const FENCE = /^\s*(```|~~~)/;
const BULLET = /^(\s*)[•◦‣▪●○■□·–—→]\s+/;
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

const heading = (line: string) => `## ${line.trim().replace(/\s*[:：]$/, "")}`;
const isPlain = (g: string[]) => !MARKED.test(g[0]!) && g[0] !== "---";

/** One paragraph group as Markdown: a heading, a list of its lines, or the paragraph as written. */
function groupMarkdown(g: string[], promote: boolean, next: string[] | undefined): string {
  if (!isPlain(g)) {
    // "Goals:" over a Markdown list.
    if (promote && g.length > 1 && /[:：]$/.test(g[0]!.trim()) && headingLike(g[0]!) && MARKED.test(g[1]!)) return `${heading(g[0]!)}\n\n${g.slice(1).join("\n")}`;
    return g.join("\n");
  }
  if (g.length === 1) return promote && next && headingLike(g[0]!) ? heading(g[0]!) : g[0]!;
  const [first, ...rest] = g;
  if (promote && headingLike(first!) && (/[:：]$/.test(first!.trim()) || (!hardWrapped(g) && (rest.length >= 2 || !headingLike(rest[0]!))))) return `${heading(first!)}\n\n${linesMarkdown(rest)}`;
  return linesMarkdown(g);
}

/** Lines that are points of their own become list items; wrapped prose stays one paragraph. */
function linesMarkdown(lines: string[]): string {
  if (lines.length === 1 || hardWrapped(lines)) return lines.join("\n");
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
  if (gs.length < 2 || !isPlain(first) || first.length > 2 || !headingLike(first[0]!, TITLE_CHARS) || /[:：]$/.test(first[0]!.trim())) return { skip: 0 };
  const sub = first[1]?.trim();
  if (sub && (sub.length > SUBTITLE_CHARS || MARKED.test(sub))) return { skip: 0 };
  return { title: first[0]!.trim(), ...(sub ? { subtitle: sub } : {}), skip: 1 };
}

/** Reads pasted text into its title and Markdown. */
export function readNotes(text: string): ReadNotes {
  const lines = text.replace(/\r\n?/g, "\n").replace(/\t+$/gm, "").split("\n");
  const gs = groups(lines);
  // Short lines are headings in text without Markdown headings, or over Markdown's h3s and below.
  const promote = !gs.some((g) => /^#{1,2}\s/.test(g[0]!) || (g.length >= 2 && /^\s*=+\s*$/.test(g[g.length - 1]!)));
  const { title, subtitle, skip } = titleOf(gs, !promote);
  const body = gs.slice(skip);
  // A `# Title` with text on its next line keeps that text.
  if (skip === 0 && title && body[0]) body[0] = body[0].slice(1);
  const kept = body.filter((g) => g.length);
  // One group alone is a list, not a heading over one.
  const parts = kept.map((g, i) => groupMarkdown(g, promote && kept.length > 1, kept[i + 1]));
  return { ...(title ? { title } : {}), ...(subtitle ? { subtitle } : {}), markdown: parts.join("\n\n") };
}
