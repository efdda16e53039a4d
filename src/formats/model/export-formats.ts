// The export formats, one table: each format's file extension, media type, name for people and the kinds that export
// to it. Everything else about them is read from it: the format list and its order, each kind's formats, the media
// types, the extensions; the export route's OpenAPI schema and prose, the CLI and the MCP tools (the web app reads the
// OpenAPI document's ExportFormat enum, through @quire/sdk). Nothing here loads at run time beyond this file.
import type { SourceKind } from "./source.js";

interface ExportFormatRow {
  /** The file name's extension, without the dot. */
  extension: string;
  /** The Content-Type an export in this format is answered with (with its charset for text). */
  mediaType: string;
  /** What people call it. */
  label: string;
  /** The kinds that export to it, each with its place in that kind's list of formats (1: the kind's own format). */
  kinds: Partial<Record<SourceKind, number>>;
}

/** The table, in the order formats are listed (the API's enum). */
const TABLE = {
  pptx: {
    extension: "pptx",
    mediaType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    label: "PowerPoint presentation",
    kinds: { deck: 1, doc: 5 },
  },
  docx: {
    extension: "docx",
    mediaType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    label: "Word document",
    kinds: { deck: 5, doc: 1 },
  },
  xlsx: {
    extension: "xlsx",
    mediaType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    label: "Excel workbook",
    kinds: { sheet: 1 },
  },
  pdf: { extension: "pdf", mediaType: "application/pdf", label: "PDF", kinds: { deck: 2, doc: 2, sheet: 3 } },
  csv: { extension: "csv", mediaType: "text/csv; charset=utf-8", label: "CSV of one sheet", kinds: { sheet: 2 } },
  md: { extension: "md", mediaType: "text/markdown; charset=utf-8", label: "Markdown", kinds: { deck: 4, doc: 4 } },
  html: {
    extension: "html",
    mediaType: "text/html; charset=utf-8",
    label: "HTML page",
    kinds: { deck: 3, doc: 3, sheet: 4 },
  },
  png: {
    extension: "zip",
    mediaType: "application/zip",
    label: "Slide pictures (a zip of PNGs, one per page)",
    kinds: { deck: 6, doc: 6 },
  },
} as const satisfies Record<string, ExportFormatRow>;

export type ExportFormat = keyof typeof TABLE;
/** The kinds that export to format F: the keys of its row's `kinds` (formats/exporters.ts has an exporter for each). */
export type ExportKindsOf<F extends ExportFormat> = keyof (typeof TABLE)[F]["kinds"] & SourceKind;
export const EXPORT_FORMATS = Object.keys(TABLE) as [ExportFormat, ...ExportFormat[]];

/** One format's row: extension, media type, label and kinds. */
export function exportFormat(format: ExportFormat): ExportFormatRow {
  return TABLE[format];
}

function formatsOf(kind: SourceKind): ExportFormat[] {
  const place = (f: ExportFormat): number | undefined => exportFormat(f).kinds[kind];
  return EXPORT_FORMATS.filter((f) => place(f) !== undefined).sort((a, b) => place(a)! - place(b)!);
}

/** Which formats each kind exports to, its own first (docs/api/render-export.md). */
export const FORMATS_BY_KIND: Record<SourceKind, readonly ExportFormat[]> = {
  deck: formatsOf("deck"),
  doc: formatsOf("doc"),
  sheet: formatsOf("sheet"),
};

const column = <K extends "extension" | "mediaType">(key: K) =>
  Object.fromEntries(EXPORT_FORMATS.map((f) => [f, TABLE[f][key]])) as { [F in ExportFormat]: (typeof TABLE)[F][K] };

/** The Content-Type each format is answered with. */
export const MIME_TYPES = column("mediaType");
/** Each format's file extension, without the dot. */
export const EXTENSIONS = column("extension");

/** The format a file extension names (".PDF", "pdf" → pdf), or undefined. */
export function formatOfExtension(extension: string): ExportFormat | undefined {
  const ext = extension.replace(/^\./, "").toLowerCase();
  return EXPORT_FORMATS.find((f) => TABLE[f].extension === ext);
}

/** Pixels wide of one slide picture (thumbnails, previews): the least, the most and the default. */
export const THUMBNAIL_WIDTH = { min: 120, max: 1600, default: 480 } as const;

/** A page picture's name in a zip: 001.png, 002.png, … (more digits past 999 pages), so names sort as pages do. */
export const pictureName = (n: number, pages: number) =>
  `${String(n).padStart(Math.max(3, String(pages).length), "0")}.png`;

/** Pixels wide of each picture in a png export: the slide picture route's least, 4K UHD's width at most. */
export const SLIDE_PICTURES_WIDTH = { min: 120, max: 3840, default: 1600 } as const;

/** How a pdf lays a deck out: its slides, one a page (the default), or a handout — each slide's picture with its notes. */
export const PDF_LAYOUTS = ["slides", "handout"] as const;
export type PdfLayout = (typeof PDF_LAYOUTS)[number];

export interface ExportResult {
  bytes: Uint8Array;
  warnings: string[];
}

export function canExport(kind: SourceKind, format: ExportFormat): boolean {
  return FORMATS_BY_KIND[kind].includes(format);
}
