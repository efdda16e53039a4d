// Slide paragraphs as Quire text: plain strings (titles, subtitles), bullets with children, or Markdown (content, notes).
import { inlineText, type Block, type ListItem } from "../../formats/model/blocks.js";
import {
  blocksToMarkdown,
  inlinesToMarkdown,
  SLIDE_MARKDOWN,
} from "../../formats/model/markdown/blocks-to-markdown.js";
import type { Bullet } from "../../formats/model/source.js";
import type { Para } from "./read-paragraphs.js";

export const TEXT_LIMITS = {
  title: 500,
  subtitle: 1_000,
  bullet: 2_000,
  bullets: 100,
  children: 50,
  markdown: 200_000,
} as const;

export const plainText = (paras: Para[], separator = "\n") =>
  paras
    .map((p) => inlineText(p.inlines).trim())
    .filter(Boolean)
    .join(separator);

export const wordCount = (paras: Para[]) => plainText(paras, " ").split(/\s+/).filter(Boolean).length;

/** Cuts text to `max` characters, at a word when one is near; `cut()` is told when it does. */
export function clip(text: string, max: number, cut: () => void): string {
  if (text.length <= max) return text;
  cut();
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(" ");
  return `${space > max * 0.8 ? head.slice(0, space) : head}…`;
}

/**
 * The paragraphs as Quire bullets (inline Markdown), or null when they are not a plain list of at most two levels
 * that fits the schema: numbered lists, plain paragraphs, code and deeper nesting need Markdown to survive.
 */
export function asBullets(paras: Para[]): Bullet[] | null {
  if (!paras.length || paras.some((p) => p.list !== "bullet" || p.mono)) return null;
  const base = Math.min(...paras.map((p) => p.level));
  if (paras.some((p) => p.level - base > 1)) return null;
  const out: { text: string; children: string[] }[] = [];
  for (const p of paras) {
    const text = inlinesToMarkdown(p.inlines, SLIDE_MARKDOWN);
    if (text.length > TEXT_LIMITS.bullet) return null;
    const parent = out[out.length - 1];
    if (p.level > base && parent) parent.children.push(text);
    else out.push({ text, children: [] });
  }
  if (out.length > TEXT_LIMITS.bullets || out.some((b) => b.children.length > TEXT_LIMITS.children)) return null;
  return out.map((b) => (b.children.length ? b : b.text));
}

/** The paragraphs as Markdown blocks: lists nested by level, numbered lists counted, monospaced runs of lines as code. */
export function toBlocks(paras: Para[]): Block[] {
  const blocks: Block[] = [];
  const base = paras.length ? Math.min(...paras.map((p) => p.level)) : 0;
  for (let i = 0; i < paras.length;) {
    const p = paras[i]!;
    if (p.mono) {
      const lines: string[] = [];
      for (; i < paras.length && paras[i]!.mono; i++) lines.push(inlineText(paras[i]!.inlines));
      blocks.push({ type: "code", lang: null, text: lines.join("\n") });
    } else if (p.list === "none") {
      blocks.push({ type: "paragraph", children: p.inlines });
      i++;
    } else {
      let j = i;
      while (j < paras.length && paras[j]!.list !== "none" && !paras[j]!.mono) j++;
      blocks.push(...listBlocks(paras.slice(i, j), base));
      i = j;
    }
  }
  return blocks;
}

/** Consecutive list paragraphs → nested list blocks; a new list starts where the kind (bullets, numbers) changes. */
function listBlocks(paras: Para[], base: number): Block[] {
  const root: Block[] = [];
  // stack[d] is the list open at depth d.
  const stack: Extract<Block, { type: "list" }>[] = [];
  for (const p of paras) {
    const depth = Math.min(Math.max(0, p.level - base), stack.length);
    stack.length = depth + 1;
    const ordered = p.list !== "bullet" && p.list !== "none";
    let list = stack[depth];
    if (!list || list.ordered !== ordered) {
      list = { type: "list", ordered, start: ordered && typeof p.list === "object" ? p.list.start : 1, items: [] };
      const parent = depth ? stack[depth - 1]?.items.at(-1) : undefined;
      (parent ? parent.blocks : root).push(list);
      stack[depth] = list;
    }
    const item: ListItem = { checked: null, blocks: [{ type: "paragraph", children: p.inlines }] };
    list.items.push(item);
  }
  return root;
}

/** Markdown of the paragraphs, within the schema's length. */
export function toMarkdown(paras: Para[], cut: () => void): string {
  return clip(blocksToMarkdown(toBlocks(paras), SLIDE_MARKDOWN), TEXT_LIMITS.markdown, cut);
}
