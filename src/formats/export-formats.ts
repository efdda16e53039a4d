// The export formats: which a kind can take, their media types, and what an exporter answers.
import type { SourceKind } from "./source.js";

export const EXPORT_FORMATS = ["pptx", "docx", "xlsx", "pdf", "csv", "md", "html"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Which formats each kind exports to (docs/api/render-export.md). */
export const FORMATS_BY_KIND: Record<SourceKind, readonly ExportFormat[]> = {
  deck: ["pptx", "pdf", "html", "md", "docx"],
  doc: ["docx", "pdf", "html", "md", "pptx"],
  sheet: ["xlsx", "csv", "pdf", "html"],
};

export const MIME_TYPES: Record<ExportFormat, string> = {
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
  csv: "text/csv; charset=utf-8",
  md: "text/markdown; charset=utf-8",
  html: "text/html; charset=utf-8",
};

export interface ExportResult {
  bytes: Uint8Array;
  warnings: string[];
}

export function canExport(kind: SourceKind, format: ExportFormat): boolean {
  return FORMATS_BY_KIND[kind].includes(format);
}
