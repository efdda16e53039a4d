// Every exporter in one table, by format and kind, typed from the export formats' table: a format or a kind added
// there without its exporter here fails to compile. Imported lazily by exportSource, and eagerly by the export worker.
import { renderSheetToCsv } from "./csv/render-sheet-to-csv.js";
import { renderDeckToDocx } from "./docx/render-deck-to-docx.js";
import { renderDocToDocx } from "./docx/render-doc-to-docx.js";
import type { ExportFormat, ExportKindsOf, ExportResult } from "./model/export-formats.js";
import { renderHtml } from "./html/render-html.js";
import { renderDeckToPdf, renderDocToPdf, renderSheetToPdf } from "./pdf/index.js";
import { renderDeckToPptx } from "./pptx/render-deck-to-pptx.js";
import { docToDeck, renderDocToPptx } from "./pptx/render-doc-to-pptx.js";
import type { Deck, Doc, Source, SourceKind } from "./model/source.js";
import { toMarkdown } from "./model/to-markdown.js";
import { renderSheetToXlsx } from "./xlsx/render-sheet-to-xlsx.js";

type SourceOf<K extends SourceKind> = Extract<Source, { kind: K }>;
type Exporter<K extends SourceKind> = (source: SourceOf<K>) => ExportResult | Promise<ExportResult>;
type ExporterTable = { [F in ExportFormat]: { [K in ExportKindsOf<F>]: Exporter<K> } };

const utf8 = (text: string) => new TextEncoder().encode(text);
const markdown = (source: Deck | Doc): ExportResult => ({ bytes: utf8(toMarkdown(source)), warnings: [] });
const html = (source: Source): ExportResult => {
  const { html: page, warnings } = renderHtml(source);
  return { bytes: utf8(page), warnings };
};
// pdf.js and the canvas load only when pictures are asked for.
const pictures = async (deck: Deck): Promise<ExportResult> =>
  (await import("./raster/pictures-zip.js")).picturesZip(deck);

const EXPORTERS: ExporterTable = {
  pptx: { deck: renderDeckToPptx, doc: renderDocToPptx },
  docx: { deck: renderDeckToDocx, doc: renderDocToDocx },
  xlsx: { sheet: renderSheetToXlsx },
  pdf: { deck: renderDeckToPdf, doc: renderDocToPdf, sheet: renderSheetToPdf },
  csv: {
    sheet: (sheet) => {
      const { bytes, warnings } = renderSheetToCsv(sheet);
      return { bytes, warnings };
    },
  },
  md: { deck: markdown, doc: markdown },
  html: { deck: html, doc: html, sheet: html },
  png: { deck: pictures, doc: (doc) => pictures(docToDeck(doc)) },
};

/** The source in `format`; a kind that does not export to it (the routes refuse those first) is a programming error. */
export async function runExporter(source: Source, format: ExportFormat): Promise<ExportResult> {
  const exporter = (EXPORTERS[format] as Partial<Record<SourceKind, Exporter<SourceKind>>>)[source.kind];
  if (!exporter) throw new Error(`no exporter for ${source.kind}:${format}`);
  return exporter(source as never);
}
