// Readers of text files: Markdown and plain text → a doc, CSV/TSV → a sheet, HTML (sanitised, nothing fetched) → a doc.
import { AppError } from "../../lib/errors.js";
import { inlineText, type Block } from "../../formats/model/blocks.js";
import { parseMarkdown } from "../../formats/model/markdown/parse-markdown.js";
import { parseDeckMarkdown } from "../../formats/model/markdown/parse-deck.js";
import { blocksToMarkdown } from "../../formats/model/markdown/blocks-to-markdown.js";
import { parseCsv } from "../../formats/model/parse-csv.js";
import { parseDocMarkdown, UNTITLED_DOC } from "../../formats/model/parse-doc.js";
import { SOURCE_LIMITS } from "../../formats/model/source.js";
import { htmlToBlocks } from "./html-to-blocks.js";
import type { ImportResult, Reader, SourceRef } from "../import-types.js";

/** UTF-8 (a BOM taken off; UTF-16 with a BOM too); binary bytes are refused rather than read as text. */
export function decodeText(bytes: Uint8Array, file: string): string {
  const utf16 =
    bytes[0] === 0xff && bytes[1] === 0xfe ? "utf-16le" : bytes[0] === 0xfe && bytes[1] === 0xff ? "utf-16be" : null;
  let text: string;
  try {
    text = new TextDecoder(utf16 ?? "utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("invalid_request", `${file} is not UTF-8 text. Save it as UTF-8 and import it again.`);
  }
  if (text.includes("\u0000")) throw new AppError("invalid_request", `${file} holds binary data, not text.`);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

const stem = (file: string) => file.replace(/^.*[\\/]/, "").replace(/\.[^.]+$/, "") || UNTITLED_DOC;

function tooLong(markdown: string, warnings: string[]): string {
  if (Buffer.byteLength(markdown, "utf8") <= SOURCE_LIMITS.maxBytes) return markdown;
  warnings.push(
    `The text is longer than a document holds (${SOURCE_LIMITS.maxBytes / 1024 / 1024} MiB); the end was cut.`,
  );
  let cut = markdown.slice(0, SOURCE_LIMITS.maxBytes / 2);
  while (Buffer.byteLength(cut, "utf8") > SOURCE_LIMITS.maxBytes) cut = cut.slice(0, -1024);
  return cut.slice(0, cut.lastIndexOf("\n\n") > 0 ? cut.lastIndexOf("\n\n") : cut.length);
}

/** One reference per top-level section (h1/h2), the whole file when there is none. */
function sectionRefs(blocks: Block[], file: string): SourceRef[] {
  const n = blocks.filter((b) => b.type === "heading" && b.level <= 2).length;
  return Array.from({ length: Math.max(1, n) }, () => ({ file }));
}

function docResult(title: string, markdown: string, file: string, warnings: string[]): ImportResult {
  const body = tooLong(markdown, warnings);
  return {
    source: { kind: "doc", title: title.slice(0, 500), markdown: body },
    warnings,
    units: { kind: "page", count: 0 },
    refs: sectionRefs(parseMarkdown(body).blocks, file),
  };
}

/** Slides in Markdown: Quire's own deck export (its slide, notes and layout comments), or `---`-separated heading-led slides. */
function isDeckMarkdown(md: string): boolean {
  if (/^<!--\s*(slide:|notes\s*-->|layout:)/m.test(md)) return true;
  const chunks = md
    .split(/^\s*---\s*$/m)
    .map((c) => c.trim())
    .filter(Boolean);
  return chunks.length >= 3 && chunks.every((c) => /^#{1,2}\s/.test(c));
}

export const readMarkdown: Reader = async (bytes, file) => {
  const text = decodeText(bytes, file);
  if (isDeckMarkdown(text)) {
    const { deck, warnings } = parseDeckMarkdown(text);
    return {
      source: deck,
      warnings,
      units: { kind: "slide", count: deck.slides.length },
      refs: deck.slides.map((_, i) => ({ file, slide: i + 1 })),
    };
  }
  const doc = parseDocMarkdown(text);
  const warnings = parseMarkdown(doc.markdown).warnings;
  return docResult(doc.title === UNTITLED_DOC ? stem(file) : doc.title, doc.markdown, file, warnings);
};

export const readPlainText: Reader = async (bytes, file) => {
  const paragraphs = decodeText(bytes, file)
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  // Plain text is taken literally: every character escaped, its line breaks kept.
  const blocks: Block[] = paragraphs.map((p) => ({
    type: "paragraph",
    children: p
      .split("\n")
      .flatMap((line, i) => [...(i ? [{ type: "break" as const }] : []), { type: "text" as const, text: line }]),
  }));
  return docResult(stem(file), blocksToMarkdown(blocks), file, []);
};

export const readHtml: Reader = async (bytes, file) => {
  const { title, blocks, warnings } = htmlToBlocks(decodeText(bytes, file));
  const h1 = blocks.find((b) => b.type === "heading" && b.level === 1);
  const name = title ?? (h1 && h1.type === "heading" ? inlineText(h1.children).trim() : "") ?? "";
  return docResult(name || stem(file), blocksToMarkdown(blocks, { images: "keep" }), file, warnings);
};

export const readCsv: Reader = async (bytes, file) => {
  const name = stem(file);
  const { sheet, warnings } = parseCsv(decodeText(bytes, file), { title: name, name: name.slice(0, 31) });
  const cells = sheet.sheets[0]!.rows.length * sheet.sheets[0]!.columns.length;
  if (cells > SOURCE_LIMITS.maxCellsPerSheet) {
    const keep = Math.floor(SOURCE_LIMITS.maxCellsPerSheet / Math.max(1, sheet.sheets[0]!.columns.length));
    warnings.push(
      `The file has ${sheet.sheets[0]!.rows.length.toLocaleString("en-US")} rows; a sheet holds ${SOURCE_LIMITS.maxCellsPerSheet.toLocaleString("en-US")} cells, so the first ${keep.toLocaleString("en-US")} rows were kept.`,
    );
    sheet.sheets[0]!.rows = sheet.sheets[0]!.rows.slice(0, keep);
  }
  return {
    source: sheet,
    warnings,
    units: { kind: "sheet", count: 1 },
    refs: [{ file, sheet: sheet.sheets[0]!.name }],
  };
};
