// A section's text as slide points: each paragraph or list item by its lead sentence, formatting kept when it is whole.
import { inlineText, type Block, type Inline, type ListItem } from "../model/blocks.js";
import { inlinesToMarkdown, SLIDE_MARKDOWN } from "../model/markdown/blocks-to-markdown.js";
import { sentencesOf } from "./doc-text.js";

export interface Point {
  /** Markdown as the slide shows it. */
  md: string;
  /** The same words, plain. */
  plain: string;
  /** Points under it (a nested list). */
  children: Point[];
  /** False when only the lead sentence is shown (the rest goes to the speaker notes). */
  whole: boolean;
  /** From a subheading: shown bold, what follows sits under it. */
  heading?: boolean;
}

const escapeText = (text: string) => inlinesToMarkdown([{ type: "text", text }], SLIDE_MARKDOWN);

/** Inlines without footnote markers: a slide shows no footnotes, and "[1]" would be read as part of a sentence. */
function withoutNoteRefs(inlines: Inline[]): Inline[] {
  return inlines
    .filter((n) => n.type !== "footnoteRef")
    .map((n) => ("children" in n ? { ...n, children: withoutNoteRefs(n.children) } : n));
}

export function inlinePoint(raw: Inline[]): Point {
  const inlines = withoutNoteRefs(raw);
  const plain = inlineText(inlines).replace(/\s+/g, " ").trim();
  const said = sentencesOf(plain);
  if (said.length <= 1)
    return {
      md: inlinesToMarkdown(inlines, SLIDE_MARKDOWN)
        .replace(/\s*\n\s*/g, " ")
        .trim(),
      plain,
      children: [],
      whole: true,
    };
  return { md: escapeText(said[0]!), plain: said[0]!, children: [], whole: false };
}

function itemPoint(item: ListItem): Point {
  const [first, ...rest] = item.blocks;
  const head =
    first?.type === "paragraph" ? inlinePoint(first.children) : { md: "", plain: "", children: [], whole: !first };
  const children = rest.flatMap((b) =>
    b.type === "list" ? b.items.map(itemPoint) : b.type === "paragraph" ? [inlinePoint(b.children)] : [],
  );
  const whole =
    head.whole && children.every((c) => c.whole) && rest.every((b) => b.type === "list" || b.type === "paragraph");
  return { ...head, children, whole };
}

/** Points of blocks in reading order: paragraphs, list items, subheadings (bold, with what follows beneath them). */
export function pointsOf(blocks: Block[]): Point[] {
  const out: Point[] = [];
  let under: Point | null = null;
  const add = (p: Point) => (under ? under.children.push(p) : out.push(p));
  for (const b of blocks) {
    if (b.type === "heading") {
      const plain = inlineText(b.children).trim();
      under = { md: `**${escapeText(plain)}**`, plain, children: [], whole: true, heading: true };
      out.push(under);
    } else if (b.type === "paragraph") add(inlinePoint(b.children));
    else if (b.type === "list") for (const item of b.items) add(itemPoint(item));
  }
  return out.filter((p) => p.plain || p.children.length);
}

export const allWhole = (points: Point[]): boolean => points.every((p) => p.whole && allWhole(p.children));
