// Finds the destinations of Markdown images (inline `![alt](src)` and reference definitions used by an image) outside
// code, so the image pre-pass can swap a `src` in the text without re-writing the rest of the Markdown.

export interface ImageDestination {
  src: string;
  start: number;
  end: number;
}

// Alt texts and labels hold no brackets and at most 999 characters (CommonMark's label limit), so every match attempt
// stops at the next bracket: the scan stays linear in the text whatever it holds.
const INLINE = /!\[(?:[^[\]\\]|\\.){0,999}\]\([ \t]*\n?[ \t]*(<?)([^\s)>]+)/dg;
const REFERENCE_USE = /!\[((?:[^[\]\\]|\\.){0,999})\](?:\[((?:[^[\]\\]|\\.){0,999})\]|(?![(\[:]))/g;
const DEFINITION = /^ {0,3}\[((?:[^[\]\\]|\\.){1,999})\]:[ \t]*\n?[ \t]*(<?)([^\s>]+)/dgm;

const label = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/** Every image destination in `markdown`, in order. */
export function findMarkdownImages(markdown: string): ImageDestination[] {
  const text = maskCode(markdown);
  const found: ImageDestination[] = [];
  for (const m of text.matchAll(INLINE)) {
    const [start, end] = m.indices![2]!;
    found.push({ src: markdown.slice(start, end), start, end });
  }
  const used = new Set<string>();
  for (const m of text.matchAll(REFERENCE_USE)) used.add(label(m[2] || m[1]!));
  for (const m of text.matchAll(DEFINITION)) {
    if (!used.has(label(m[1]!))) continue;
    const [start, end] = m.indices![3]!;
    found.push({ src: markdown.slice(start, end), start, end });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** `markdown` with each image destination `replace` answers for swapped; unchanged when it answers nothing. */
export function replaceMarkdownImages(markdown: string, replace: (src: string) => string | undefined): string {
  let out = "";
  let at = 0;
  for (const d of findMarkdownImages(markdown)) {
    const next = replace(d.src);
    if (next === undefined) continue;
    out += markdown.slice(at, d.start) + next;
    at = d.end;
  }
  return at === 0 ? markdown : out + markdown.slice(at);
}

/** The text with fenced code blocks and inline code spans blanked (same length, newlines kept). */
function maskCode(markdown: string): string {
  const blank = (s: string) => s.replace(/[^\n]/g, " ");
  const lines = markdown.split("\n");
  let fence: { char: string; length: number } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const open = /^ {0,3}(`{3,}|~{3,})/.exec(lines[i]!);
    if (fence) {
      if (open && open[1]![0] === fence.char && open[1]!.length >= fence.length && /^ {0,3}[`~]+\s*$/.test(lines[i]!))
        fence = null;
      lines[i] = blank(lines[i]!);
    } else if (open) {
      fence = { char: open[1]![0]!, length: open[1]!.length };
      lines[i] = blank(lines[i]!);
    }
  }
  return maskCodeSpans(lines.join("\n"), blank);
}

/** Blanks each code span: a run of backticks up to the next run of the same length (found in one pass from the end). */
function maskCodeSpans(text: string, blank: (s: string) => string): string {
  const runs = [...text.matchAll(/`+/g)].map((m) => ({ start: m.index, length: m[0].length }));
  const next = new Array<number>(runs.length);
  const lastOfLength = new Map<number, number>();
  for (let i = runs.length - 1; i >= 0; i--) {
    next[i] = lastOfLength.get(runs[i]!.length) ?? -1;
    lastOfLength.set(runs[i]!.length, i);
  }
  let out = "";
  let at = 0;
  for (let i = 0; i < runs.length;) {
    const j = next[i]!;
    if (j < 0) {
      i++;
      continue;
    }
    const end = runs[j]!.start + runs[j]!.length;
    out += text.slice(at, runs[i]!.start) + blank(text.slice(runs[i]!.start, end));
    at = end;
    i = j + 1;
  }
  return at === 0 ? text : out + text.slice(at);
}
