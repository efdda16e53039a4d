// Markdown with `---` slide separators → a deck: first heading = title, notes after `Note:` or `<!-- notes -->`,
// layout inferred from what the slide holds (a list, a table, a lone image, a quote), or named by `<!-- layout: x -->`.
import type { Token } from "markdown-it";
import { inlineText } from "../blocks.js";
import {
  ChartDataSchema,
  SLIDE_LAYOUTS,
  SlideSchema,
  type Bullet,
  type ChartData,
  type Deck,
  type Slide,
  type SlideLayout,
} from "../source.js";
import { BlockConverter, tableCells, type TableCell } from "./convert-blocks.js";
import { convertInline } from "./convert-inline.js";
import { markdownTokens } from "./parse-markdown.js";
import { inlineOf, sliceSource, topBlocks, type TopBlock } from "./top-blocks.js";

const NOTES_COMMENT = /^<!--\s*(?:speaker\s+)?notes?\s*:?\s*-->\s*$/i;
const NOTE_PREFIX = /^\s*(?:speaker\s+)?notes?:\s?/i;
const LAYOUT_COMMENT = /^<!--\s*layout:\s*([a-z-]+)\s*-->\s*$/i;
/** A designed slide written whole by the md export: `<!-- slide: {json} -->`. */
const SLIDE_COMMENT = /^<!--\s*slide:\s*(\{[\s\S]*\})\s*-->\s*$/;
const COLUMN_COMMENT = /^<!--\s*(?:column|split|right)\s*-->\s*$/i;
const ANY_COMMENT = /^<!--[\s\S]*-->\s*$/;
const ATTRIBUTION = /^\s*(?:\u2014|\u2013|--|~)\s*/;

export interface ParsedDeck {
  deck: Deck;
  warnings: string[];
}

/** Splits on top-level `---` rules (a `---` under a text line, a setext heading in CommonMark, splits too). */
function splitSlides(tokens: Token[]): TopBlock[][] {
  const slides: TopBlock[][] = [[]];
  for (const b of topBlocks(tokens)) {
    const open = tokens[b.from]!;
    if (b.type === "hr" && /^-+$/.test(open.markup.replace(/\s/g, ""))) {
      slides.push([]);
      continue;
    }
    if (b.type === "footnote_block_open") continue;
    slides[slides.length - 1]!.push(b);
    if (b.type === "heading_open" && open.markup === "-") {
      // Setext "Text\n---": the text is a paragraph of this slide and the rule starts the next one.
      open.type = "paragraph_open";
      open.tag = "p";
      b.type = "paragraph_open";
      if (b.lines) b.lines = [b.lines[0], b.lines[1] - 1];
      tokens[b.to - 1]!.type = "paragraph_close";
      slides.push([]);
    }
  }
  return slides.filter((s) => s.length > 0);
}

export function parseDeckMarkdown(md: string): ParsedDeck {
  const tokens = markdownTokens(md);
  const lines = md.split("\n");
  const warnings: string[] = [];
  const slides: Slide[] = [];
  let deckTitle = "";
  splitSlides(tokens).forEach((blocks, index) => {
    const slide = parseSlide(blocks, lines, index, warnings);
    if (!slide) return;
    if (!deckTitle && "title" in slide && slide.title) deckTitle = slide.title;
    slides.push(slide);
  });
  if (!slides.length) slides.push({ layout: "title", title: deckTitle || "Untitled deck" });
  return { deck: { kind: "deck", title: deckTitle || "Untitled deck", slides }, warnings };
}

const plainInline = (block: TopBlock, converter: BlockConverter) =>
  inlineText(convertInline(inlineOf(block)?.children ?? null, converter)).trim();
/** The layout a single slide's Markdown would be read as at position `index` (used to decide on layout hints). */
export function inferSlideLayout(md: string, index: number): SlideLayout | null {
  const tokens = markdownTokens(md);
  const slides = splitSlides(tokens);
  if (slides.length !== 1) return null;
  return parseSlide(slides[0]!, md.split("\n"), index, [])?.layout ?? null;
}

/** One line of inline source; a leading escape that only kept the text from opening a block is dropped (same meaning inline). */
const oneLine = (text: string) =>
  text
    .replace(/\s*\n\s*/g, " ")
    .trim()
    .replace(/^\\(#{1,6}(?:\s|$)|[>+*-](?:\s|$)|[-*_=]{3,}|`{3,}|~{3,})/, "$1")
    .replace(/^(\d+)\\([.)])/, "$1$2");
const inlineSource = (block: TopBlock) => oneLine(inlineOf(block)?.content ?? "");

function parseSlide(all: TopBlock[], lines: string[], index: number, warnings: string[]): Slide | null {
  const converter = new BlockConverter();
  let hint: SlideLayout | null = null;
  let notes: string | undefined;
  let columnAt = -1;
  const content: TopBlock[] = [];
  for (let k = 0; k < all.length; k++) {
    const b = all[k]!;
    const open = b.tokens[b.from]!;
    if (b.type === "html_block") {
      const text = open.content.trim();
      if (NOTES_COMMENT.test(text)) {
        notes = sliceSource(lines, all.slice(k + 1));
        break;
      }
      const whole = SLIDE_COMMENT.exec(text)?.[1];
      if (whole !== undefined) {
        const slide = wholeSlide(whole, index, warnings);
        if (slide) {
          const at = all.findIndex(
            (x, i) => i > k && x.type === "html_block" && NOTES_COMMENT.test(x.tokens[x.from]!.content.trim()),
          );
          const noteText = at >= 0 ? sliceSource(lines, all.slice(at + 1)).trim() : "";
          return noteText ? { ...slide, notes: noteText } : slide;
        }
        continue;
      }
      const layout = LAYOUT_COMMENT.exec(text)?.[1]?.toLowerCase();
      if (layout && (SLIDE_LAYOUTS as readonly string[]).includes(layout)) hint = layout as SlideLayout;
      else if (COLUMN_COMMENT.test(text)) columnAt = content.length;
      else if (!ANY_COMMENT.test(text)) content.push(b);
      continue;
    }
    if (b.type === "paragraph_open" && NOTE_PREFIX.test(inlineOf(b)?.content ?? "") && b.lines) {
      const first = lines.slice(b.lines[0], b.lines[1]).join("\n").replace(NOTE_PREFIX, "");
      notes = [first.trim(), sliceSource(lines, all.slice(k + 1))].filter(Boolean).join("\n\n");
      break;
    }
    content.push(b);
  }
  const headingAt = content.findIndex((b) => b.type === "heading_open");
  const heading = headingAt >= 0 ? content[headingAt]! : undefined;
  const title = heading ? plainInline(heading, converter) : "";
  const level = heading ? Number(heading.tokens[heading.from]!.tag.slice(1)) : 0;
  const rest = content.filter((b) => b !== heading);
  if (heading && columnAt > headingAt) columnAt--;
  const extra = notes ? { notes: notes.trim() } : {};
  if (!rest.length && !heading) return notes ? { layout: "content", body: "", ...extra } : null;

  const fitted = title.length > 500 ? `${title.slice(0, 499)}\u2026` : title;
  if (fitted !== title) warnings.push(`Slide ${index + 1}: the title was cut to 500 characters.`);
  let slide = inferSlide({ title: fitted, level, rest, lines, index, hint, columnAt, converter });
  // A layout whose fields would break the schema's limits (a huge table, a 3,000-character bullet) stays content.
  if (!SlideSchema.safeParse(slide).success && slide.layout !== "content")
    slide = { layout: "content", ...(fitted ? { title: fitted } : {}), body: sliceSource(lines, rest) };
  warnings.push(...converter.warnings);
  return { ...slide, ...extra } as Slide;
}

function wholeSlide(json: string, index: number, warnings: string[]): Slide | null {
  try {
    const parsed = SlideSchema.safeParse(JSON.parse(json));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through to the warning
  }
  warnings.push(
    `Slide ${index + 1}: its <!-- slide: … --> comment is not a valid slide; the slide is read from its text instead.`,
  );
  return null;
}

interface SlideParts {
  title: string;
  level: number;
  rest: TopBlock[];
  lines: string[];
  index: number;
  hint: SlideLayout | null;
  columnAt: number;
  converter: BlockConverter;
}

function inferSlide(p: SlideParts): Slide {
  const { title, rest, hint } = p;
  const only = rest.length === 1 ? rest[0] : undefined;
  const titled = title ? { title } : {};
  const body = () => sliceSource(p.lines, rest);
  const lonePara = only?.type === "paragraph_open" ? only : undefined;
  const loneImage = lonePara && isLoneImage(lonePara) ? lonePara : undefined;
  const subtitle = lonePara && !loneImage ? inlineSource(lonePara) : undefined;
  const sub = subtitle ? { subtitle } : {};

  if (hint === "content") return { layout: "content", ...titled, body: body() };
  if ((hint === "title" || hint === "section") && (rest.length === 0 || subtitle !== undefined))
    return { layout: hint, title, ...sub };
  if (p.columnAt >= 0 || hint === "two-column") {
    const at = p.columnAt >= 0 ? p.columnAt : Math.ceil(rest.length / 2);
    return {
      layout: "two-column",
      ...titled,
      left: sliceSource(p.lines, rest.slice(0, at)),
      right: sliceSource(p.lines, rest.slice(at)),
    };
  }
  if (!rest.length) return { layout: p.index === 0 ? "title" : "section", title };
  if (subtitle !== undefined && title && (p.index === 0 || (p.level === 1 && subtitle.length <= 200)))
    return { layout: p.index === 0 ? "title" : "section", title, ...sub };
  if (only && (only.type === "bullet_list_open" || only.type === "ordered_list_open")) {
    const bullets = listBullets(only);
    if (bullets) return { layout: "bullets", title, bullets };
  }
  if (only?.type === "table_open") return { layout: "table", ...titled, table: tableData(only, p.converter) };
  if (loneImage) {
    const img = inlineOf(loneImage)!.children!.find((c) => c.type === "image")!;
    const alt = inlineText(convertInline(img.children, p.converter));
    return { layout: "image", ...titled, image: { src: String(img.attrGet("src") ?? ""), alt } };
  }
  const quote = quoteOf(rest, p.converter);
  if (quote) return { layout: "quote", ...quote };
  if (only?.type === "fence" && /^chart\b/i.test(only.tokens[only.from]!.info.trim())) {
    const chart = parseChart(only.tokens[only.from]!.content);
    if (chart) return { layout: "chart", ...titled, chart };
  }
  return { layout: "content", ...titled, body: body() };
}

function isLoneImage(b: TopBlock): boolean {
  const kids = inlineOf(b)?.children ?? [];
  const real = kids.filter((c) => !(c.type === "text" && !c.content.trim()) && c.type !== "softbreak");
  return real.length === 1 && real[0]!.type === "image";
}

/** A list of simple items (one paragraph, optionally one nested list) → bullets; anything richer stays content. */
function listBullets(list: TopBlock): Bullet[] | null {
  const tokens = list.tokens;
  const bullets: { text: string; children: string[] }[] = [];
  let depth = 0;
  let current: { text: string; children: string[] } | null = null;
  for (let i = list.from + 1; i < list.to - 1; i++) {
    const t = tokens[i]!;
    if (t.type === "list_item_open") depth++;
    else if (t.type === "list_item_close") depth--;
    else if (t.type === "inline") {
      const text = oneLine(t.content);
      if (depth === 1) {
        if (current) return null; // a second paragraph in one item
        current = { text, children: [] };
        bullets.push(current);
      } else if (current) current.children.push(text);
    } else if (
      t.type === "fence" ||
      t.type === "code_block" ||
      t.type === "table_open" ||
      t.type === "blockquote_open" ||
      t.type === "html_block" ||
      t.type === "heading_open"
    )
      return null;
    if (t.type === "list_item_close" && depth === 0) current = null;
  }
  return bullets.map((b) => (b.children.length ? b : b.text));
}

function tableData(
  block: TopBlock,
  converter: BlockConverter,
): { columns: string[]; rows: (string | number | null)[][] } {
  const { header, rows } = tableCells(block.tokens, block.from, block.to);
  const text = (cell: TableCell) => inlineText(convertInline(cell.inline.children, converter)).trim();
  return { columns: header.map(text), rows: rows.map((row) => row.map((cell) => cellValue(text(cell)))) };
}

/** A cell that is exactly a number's canonical text becomes that number (so it round-trips). */
function cellValue(text: string): string | number | null {
  if (text === "") return null;
  const n = Number(text);
  return /^-?\d/.test(text) && Number.isFinite(n) && String(n) === text ? n : text;
}

function quoteOf(rest: TopBlock[], converter: BlockConverter): { quote: string; attribution?: string } | null {
  const q = rest[0];
  if (!q || q.type !== "blockquote_open" || rest.length > 2) return null;
  const after = rest[1];
  if (after && !(after.type === "paragraph_open" && ATTRIBUTION.test(inlineOf(after)?.content ?? ""))) return null;
  const parts: string[] = [];
  for (let i = q.from + 1; i < q.to - 1; i++) {
    const t = q.tokens[i]!;
    if (t.type === "inline") parts.push(oneLine(t.content));
    else if (t.type !== "paragraph_open" && t.type !== "paragraph_close") return null;
  }
  let attribution = after ? plainInline(after, converter).replace(ATTRIBUTION, "") : undefined;
  if (!attribution && parts.length > 1 && ATTRIBUTION.test(parts[parts.length - 1]!))
    attribution = parts.pop()!.replace(ATTRIBUTION, "");
  if (!parts.length) return null;
  return { quote: parts.join(" "), ...(attribution ? { attribution } : {}) };
}

function parseChart(json: string): ChartData | null {
  try {
    const parsed = ChartDataSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
