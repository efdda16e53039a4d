// Every exporter behind one function; imported lazily by exportSource, and eagerly by the export worker.
import { renderSheetToCsv } from "./csv/render-sheet-to-csv.js";
import { renderDeckToDocx } from "./docx/render-deck-to-docx.js";
import { renderDocToDocx } from "./docx/render-doc-to-docx.js";
import type { ExportFormat, ExportResult } from "./model/export-formats.js";
import { renderHtml } from "./html/render-html.js";
import { renderDeckToPdf, renderDocToPdf, renderSheetToPdf } from "./pdf/index.js";
import { renderDeckToPptx } from "./pptx/render-deck-to-pptx.js";
import { docToDeck, renderDocToPptx } from "./pptx/render-doc-to-pptx.js";
import type { Deck, Doc, Sheet, Source } from "./model/source.js";
import { toMarkdown } from "./model/to-markdown.js";
import { renderSheetToXlsx } from "./xlsx/render-sheet-to-xlsx.js";

const utf8 = (text: string) => new TextEncoder().encode(text);

export async function runExporter(source: Source, format: ExportFormat): Promise<ExportResult> {
  const key = `${source.kind}:${format}`;
  switch (key) {
    case "deck:pptx":
      return renderDeckToPptx(source as Deck);
    case "doc:pptx":
      return renderDocToPptx(source as Doc);
    case "doc:docx":
      return renderDocToDocx(source as Doc);
    case "deck:docx":
      return renderDeckToDocx(source as Deck);
    case "sheet:xlsx":
      return renderSheetToXlsx(source as Sheet);
    case "sheet:csv": {
      const { bytes, warnings } = renderSheetToCsv(source as Sheet);
      return { bytes, warnings };
    }
    case "deck:pdf":
      return renderDeckToPdf(source as Deck);
    case "doc:pdf":
      return renderDocToPdf(source as Doc);
    case "sheet:pdf":
      return renderSheetToPdf(source as Sheet);
    case "deck:md":
    case "doc:md":
      return { bytes: utf8(toMarkdown(source as Deck | Doc)), warnings: [] };
    case "deck:png":
    case "doc:png": {
      // pdf.js and the canvas load only when pictures are asked for.
      const { picturesZip } = await import("./raster/pictures-zip.js");
      return picturesZip(source.kind === "doc" ? docToDeck(source as Doc) : (source as Deck));
    }
    case "deck:html":
    case "doc:html":
    case "sheet:html": {
      const { html, warnings } = renderHtml(source);
      return { bytes: utf8(html), warnings };
    }
    default:
      throw new Error(`no exporter for ${key}`);
  }
}
