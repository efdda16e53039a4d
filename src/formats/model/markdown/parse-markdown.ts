// GitHub-flavoured Markdown → the block model (ParsedMarkdown), parsed by markdown-it and made safe on the way.
import MarkdownIt from "markdown-it";
import footnote from "markdown-it-footnote";
import type { Token } from "markdown-it";
import type { Inline, ParsedMarkdown } from "../blocks.js";
import { BlockConverter } from "./convert-blocks.js";
import { convertInline } from "./convert-inline.js";
import { linearFootnoteTail } from "./linear-footnote-tail.js";

/**
 * One shared parser. `html: true` only so raw HTML arrives as its own tokens, which we turn into visible
 * text; validateLink accepts everything so our own allowlist decides (a refused link keeps its text, not its URL).
 */
const md = new MarkdownIt({ html: true, linkify: true, typographer: false }).use(footnote).use(linearFootnoteTail);
md.validateLink = () => true;

/**
 * Text that Markdown would read as one plain paragraph: no markup characters, no line breaks, no leading/trailing
 * space, nothing linkify could turn into a link. Such text skips markdown-it (most bullets, quotes, notes).
 */
const SPECIAL = /[\\`*_[\]<>!&~|#=+\-:@\n\r\t\u0000\u00a0]|^\s|\s$|^\d+[.)]/;
const isPlain = (text: string) => text.length > 0 && text.length < 2000 && !SPECIAL.test(text);

/** The markdown-it token stream (for the deck parser, which splits slides on it). */
export function markdownTokens(source: string): Token[] {
  return md.parse(source, {});
}

/** Parses GFM into blocks, footnotes and warnings. Never throws on any input string. */
export function parseMarkdown(source: string): ParsedMarkdown {
  if (isPlain(source))
    return { blocks: [{ type: "paragraph", children: [{ type: "text", text: source }] }], footnotes: [], warnings: [] };
  const converter = new BlockConverter();
  const blocks = converter.convert(md.parse(source, {}));
  return { blocks, footnotes: converter.footnotes, warnings: dedupe(converter.warnings) };
}

/** Parses one line of inline Markdown (bullets, table cells) into inlines, appending warnings. */
export function parseInlineMarkdown(source: string, warnings: string[] = []): Inline[] {
  if (isPlain(source)) return [{ type: "text", text: source }];
  const tokens = md.parseInline(source, {});
  const converter = new BlockConverter();
  const out = convertInline(tokens[0]?.children ?? null, converter);
  warnings.push(...converter.warnings);
  return out;
}

function dedupe(list: string[]): string[] {
  return list.length < 2 ? list : [...new Set(list)];
}
