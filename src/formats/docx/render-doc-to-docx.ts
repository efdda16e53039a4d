// Doc → .docx: the parsed Markdown model written as WordprocessingML by hand (title, TOC for long docs, footnotes).
import { inlineText, type Block, type ParsedMarkdown } from "../model/blocks.js";
import { parseMarkdown } from "../model/markdown/parse-markdown.js";
import type { Doc } from "../model/source.js";
import { documentLanguage } from "../model/language.js";
import { escapeAttr } from "../ooxml/xml-escape.js";
import { OutlineLevels } from "./outline-levels.js";
import { DocxBuilder } from "./docx-builder.js";
import { titleParagraph, writeBlocks, type BlockContext } from "./write-blocks.js";
import { writeDocxPackage } from "./write-docx-package.js";
import { textRun } from "./write-inlines.js";

/** Docs with at least this many headings get a table of contents. */
export const TOC_MIN_HEADINGS = 6;

/**
 * Renders a doc source to .docx bytes. Hand-written rather than through the `docx` library: the same
 * subset in a fraction of the time (bench/cases/office.ts measures both), checked by the same tests.
 */
export async function renderDocToDocx(doc: Doc): Promise<{ bytes: Uint8Array; warnings: string[] }> {
  const parsed = parseMarkdown(doc.markdown);
  const builder = new DocxBuilder(parsed.footnotes, escapeAttr(documentLanguage(doc)));
  const body = renderParsedBody(parsed, doc.title, builder);
  return { bytes: writeDocxPackage(builder, body, doc.title), warnings: [...parsed.warnings, ...builder.warnings] };
}

/** The body XML of a parsed doc: a Title unless it opens with a level-1 heading, a TOC when long, the blocks. */
export function renderParsedBody(parsed: ParsedMarkdown, title: string, builder: DocxBuilder): string {
  const ctx: BlockContext = { builder, part: "document", level: -1, quote: 0, indent: 0, headingShift: 0 };
  const blocks = parsed.blocks;
  const headings = blocks.filter((b): b is Extract<Block, { type: "heading" }> => b.type === "heading");
  const opensWithTitle = blocks[0]?.type === "heading" && blocks[0].level === 1;
  const titled = !opensWithTitle && !!title.trim();
  let out = titled ? titleParagraph(title, ctx) : "";
  if (headings.length < TOC_MIN_HEADINGS) return out + writeBlocks(blocks, ctx);

  const bookmarks = new Map<Block, string>();
  headings.forEach((h, i) => bookmarks.set(h, `_Toc${String(i + 1).padStart(6, "0")}`));
  ctx.bookmarks = bookmarks;
  const lead = opensWithTitle ? blocks.slice(0, 1) : [];
  out += writeBlocks(lead, ctx);
  // The contents list the levels the headings are written at (none skipped), as Word would when it updates the field.
  const levels = new OutlineLevels(titled ? 1 : 0);
  const entries = headings.map((h): [number, string, string] => [
    levels.next(h.level),
    inlineText(h.children),
    bookmarks.get(h)!,
  ]);
  out += tocXml(
    entries.filter(([level]) => level <= 3),
    builder.language,
  );
  return out + writeBlocks(blocks.slice(lead.length), ctx);
}

/**
 * A TOC field pre-filled with linked entries (no page numbers until Word updates the field), so the
 * contents show in every viewer without asking the user to update fields on open.
 */
function tocXml(entries: [number, string, string][], lang: string): string {
  if (!entries.length) return "";
  let out = '<w:p><w:pPr><w:pStyle w:val="TOCHeading"/></w:pPr><w:r><w:t>Contents</w:t></w:r></w:p>';
  entries.forEach(([level, text, anchor], i) => {
    const begin =
      i === 0
        ? '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> TOC \\o "1-3" \\h \\z \\u </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>'
        : "";
    const end = i === entries.length - 1 ? '<w:r><w:fldChar w:fldCharType="end"/></w:r>' : "";
    out += `<w:p><w:pPr><w:pStyle w:val="TOC${level}"/></w:pPr>${begin}<w:hyperlink w:anchor="${anchor}" w:history="1">${textRun(text, undefined, lang)}</w:hyperlink>${end}</w:p>`;
  });
  return out;
}
