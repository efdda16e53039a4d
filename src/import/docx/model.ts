// mammoth's document model of a checked Word package, read from the parts the check inflated (mammoth never opens the zip).
import type { ValidatedPackage } from "../../formats/ooxml/check-package.js";

export interface WordText {
  type: "text";
  value: string;
}
export interface WordRun {
  type: "run";
  children: WordNode[];
  styleName: string | null;
  isBold: boolean;
  isItalic: boolean;
  isStrikethrough: boolean;
  isAllCaps: boolean;
  font: string | null;
}
export interface WordHyperlink {
  type: "hyperlink";
  children: WordNode[];
  href?: string;
  anchor?: string;
}
export interface WordImage {
  type: "image";
  altText?: string;
  contentType?: string;
  readAsArrayBuffer(): Promise<ArrayBuffer | Uint8Array>;
}
export interface WordParagraph {
  type: "paragraph";
  children: WordNode[];
  styleId: string | null;
  styleName: string | null;
  numbering: { isOrdered: boolean; level: string } | null;
  alignment: string | null;
}
export interface WordTableCell {
  type: "tableCell";
  children: WordNode[];
  colSpan: number;
  rowSpan: number;
}
export interface WordTableRow {
  type: "tableRow";
  children: WordTableCell[];
  isHeader: boolean;
}
export interface WordTable {
  type: "table";
  children: WordTableRow[];
}
export interface WordNote {
  noteType: "footnote" | "endnote";
  noteId: string;
  body: WordNode[];
}

export type WordNode =
  | WordText
  | WordRun
  | WordHyperlink
  | WordImage
  | WordParagraph
  | WordTable
  | WordTableRow
  | WordTableCell
  | { type: "tab" }
  | { type: "break"; breakType: "line" | "page" | "column" }
  | { type: "checkbox"; checked: boolean }
  | { type: "noteReference"; noteType: "footnote" | "endnote"; noteId: string }
  | { type: "commentReference"; commentId: string }
  | { type: "bookmarkStart"; name: string };

export interface WordDocument {
  children: WordNode[];
  notes: { resolve(ref: { noteType: string; noteId: string }): WordNote | null };
  comments: unknown[];
}

export interface WordModel {
  document: WordDocument;
  /** mammoth's own warnings and errors while reading (unknown elements, missing images). */
  messages: { type: "warning" | "error"; message: string }[];
}

/**
 * Reads the document model. mammoth takes a zip-like `file` (exists/read) in place of bytes; ours serves the
 * inflated, CRC-checked parts and the decoded, DOCTYPE-free XML text, so what mammoth parses is what was checked.
 * `mainXml`: the main part's text to read instead (the checked text with marks added, see numbering.ts).
 */
export async function readWordModel(pkg: ValidatedPackage<string>, mainXml?: string): Promise<WordModel> {
  const file = {
    exists: (name: string) => pkg.parts.has(name),
    read: async (name: string, encoding?: string) => {
      const bytes = pkg.parts.get(name);
      if (!bytes) throw new Error(`the part ${name} is missing`);
      if (encoding === "base64") return Buffer.from(bytes).toString("base64");
      // The main part as marked for what mammoth does not keep (each numbered paragraph's list).
      if (encoding && mainXml !== undefined && name === pkg.mainPart) return mainXml;
      if (encoding) return pkg.xml.get(name) ?? new TextDecoder(encoding).decode(bytes);
      return bytes;
    },
  };
  let document: WordDocument | undefined;
  // Loaded on first use: the export workers that run imports should not all pay for it at start.
  const { default: mammoth } = await import("mammoth");
  // The HTML conversion is not used: the model is kept and mammoth converts an empty document instead.
  const result = await mammoth.convertToHtml({ file } as unknown as { buffer: Buffer }, {
    includeDefaultStyleMap: false,
    includeEmbeddedStyleMap: false,
    externalFileAccess: false,
    transformDocument: (doc: WordDocument) => {
      document = doc;
      return { ...doc, children: [] };
    },
  });
  if (!document) throw new Error("mammoth returned no document");
  return { document, messages: result.messages as WordModel["messages"] };
}
