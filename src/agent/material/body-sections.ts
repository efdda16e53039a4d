// The material's sections with their front matter taken out: contents, bylines, copyright and metadata lines, running
// headers and footers, and a cover before a document's first real section — what a condensed version may quote from.
import { inlineText, type Block, type ListItem } from "../../formats/model/blocks.js";
import {
  isContentsTitle,
  isFrontMatterHeading,
  isFrontMatterLine,
  isRunningCandidate,
  repeatKey,
  RUNNING_REPEATS,
} from "./front-matter.js";
import type { MaterialSection } from "./material.js";
import { opensContent } from "./section-role.js";

/** Sections this far into a file may still be its cover, when a real section (abstract, foreword, "1.") follows. */
const COVER_SECTIONS = 3;

/** A block's lines of text (a paragraph, each list item's), and its headings apart. */
function linesOf(b: Block, into: { lines: string[]; heads: string[] }): void {
  if (b.type === "paragraph") into.lines.push(inlineText(b.children));
  else if (b.type === "heading") into.heads.push(inlineText(b.children));
  else if (b.type === "list") for (const i of b.items) for (const x of i.blocks) linesOf(x, into);
  else if (b.type === "quote") for (const x of b.blocks) linesOf(x, into);
}

interface Running {
  /** Lines (numbers folded: "Page 3", "Page 4") repeated on enough pages, not being sentences. */
  lines: Set<string>;
  /** Headings said as often, or cover labels said twice in capitals ("INTERNATIONAL STANDARD"), exactly. */
  heads: Set<string>;
}

const headKey = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/** A file's running headers and footers. A deck's slide titles and a workbook's tab names repeat on purpose: not counted. */
function runningOf(sections: readonly MaterialSection[]): Running {
  const lines = new Map<string, number>();
  const heads = new Map<string, number>();
  for (const s of sections) {
    const found = {
      lines: [] as string[],
      heads: s.title && s.ref.slide === undefined && s.ref.sheet === undefined ? [s.title] : [],
    };
    for (const b of s.blocks) linesOf(b, found);
    for (const line of found.lines)
      if (isRunningCandidate(line)) lines.set(repeatKey(line), (lines.get(repeatKey(line)) ?? 0) + 1);
    for (const head of found.heads)
      if (isRunningCandidate(head))
        heads.set(headKey(head), (heads.get(headKey(head)) ?? 0) + (/\p{Ll}/u.test(head) ? 1 : 1.5));
  }
  const often = (m: Map<string, number>) => new Set([...m].filter(([, n]) => n >= RUNNING_REPEATS).map(([k]) => k));
  return { lines: often(lines), heads: often(heads) };
}

interface Cleaned {
  blocks: Block[];
  /** Whether any front matter was found (and taken out). */
  had: boolean;
  /** Whether a table of contents was found. */
  contents: boolean;
}

/** A section's blocks without front matter; everything under a contents heading goes with it, to the next heading. */
function clean(s: MaterialSection, running: Running): Cleaned {
  const out: Block[] = [];
  let had = false;
  let contents = false;
  let inContents = false;
  // A document's cover names its authors' institutions; a slide's Title Case bullets are not bylines.
  const affiliations = s.ref.slide === undefined;
  const front = (text: string) => isFrontMatterLine(text, { affiliations }) || running.lines.has(repeatKey(text));
  for (const b of s.blocks) {
    if (b.type === "heading") {
      const text = inlineText(b.children).trim();
      inContents = isContentsTitle(text) || (inContents && isFrontMatterLine(text));
      contents ||= inContents;
      if (
        inContents ||
        isFrontMatterHeading(text) ||
        running.heads.has(headKey(text)) ||
        sameTitle(text, s.fileTitle)
      ) {
        had = true;
        continue;
      }
      out.push(b);
      continue;
    }
    if (inContents) continue;
    if (b.type === "paragraph") {
      if (front(inlineText(b.children))) had = true;
      else out.push(b);
    } else if (b.type === "list") {
      const items = b.items.filter(
        (i: ListItem) => !i.blocks.some((x) => x.type === "paragraph" && front(inlineText(x.children))),
      );
      if (items.length < b.items.length) had = true;
      if (items.length) out.push({ ...b, items });
    } else out.push(b);
  }
  return { blocks: out, had, contents };
}

/** A heading that repeats the document's own title (a cover's, a running header's). */
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
const sameTitle = (a: string, b: string) => !!plain(b) && plain(a) === plain(b);

/** One file's sections without front matter; a section left with nothing is left out. */
function fileBody(sections: readonly MaterialSection[]): MaterialSection[] {
  const running = runningOf(sections);
  const opening = sections.findIndex((s) => opensContent(s.title));
  const out: MaterialSection[] = [];
  sections.forEach((s, i) => {
    if (s.title && (isFrontMatterHeading(s.title) || running.heads.has(headKey(s.title)))) return;
    const { blocks, had, contents } = clean(s, running);
    // A cover: before the first real section, holding contents or front matter and little else.
    const cover =
      opening > i &&
      i < COVER_SECTIONS &&
      s.tables.length === 0 &&
      (contents || (had && blocks.filter((b) => b.type === "paragraph").length < 3));
    if (cover) return;
    if (blocks.length || s.tables.length || s.charts.length || s.metrics.length) out.push({ ...s, blocks });
  });
  return out;
}

/** Every file's sections without their front matter, in reading order (each keeps its `order`). */
export function bodySections(sections: readonly MaterialSection[]): MaterialSection[] {
  const byFile = new Map<string, MaterialSection[]>();
  for (const s of sections) (byFile.get(s.file) ?? byFile.set(s.file, []).get(s.file)!).push(s);
  return [...byFile.values()].flatMap(fileBody).sort((a, b) => a.order - b.order);
}
