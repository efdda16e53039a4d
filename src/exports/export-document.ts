// An export: a source (or a saved document, never regenerated) → the file — checked against what its kind exports to,
// its images inlined, built in the export pool or, on a brand, in the brand deck pool (brand generate's render: the
// pptx, or that pptx drawn as PDF, a handout, an HTML page of its pictures or a zip of them).
import { type AssetDeps, resolveImages } from "../assets/index.js";
import {
  checkBrandId,
  brandForExport,
  exportOnBrand,
  isBrandFormat,
  picturesOnBrand,
  type BrandExportDeps,
} from "../brands/index.js";
import {
  canExport,
  EXTENSIONS,
  FORMATS_BY_KIND,
  SLIDE_PICTURES_WIDTH,
  type ExportFormat,
  type ExportResult,
  type PdfLayout,
} from "../formats/model/export-formats.js";
import type { PagePictures } from "../formats/raster/page-pngs.js";
import type {
  ParsedSource,
  ParsedSourceText,
  ParseSourceInput,
  SourceFormat,
  SourceRequestText,
} from "../formats/model/parse-source.js";
import type { Deck, Doc, Source, SourceKind } from "../formats/model/source.js";
import { AppError } from "../lib/errors.js";
import { safeFilename } from "../lib/filename.js";
import { isId } from "../lib/ids.js";
import { fromJson, type JsonOf } from "../lib/json-of.js";
import type { SpaceId } from "../lib/space-id.js";
import type { BrandRecord } from "../store/repos/brands.js";
import type { DocumentRepo } from "../store/repos/documents.js";
import { slidesZip } from "./slides-zip.js";
import { spool } from "./spool.js";

export interface ExportDeps {
  documents: Pick<DocumentRepo<Source>, "findById">;
  brands: BrandExportDeps;
  assets: AssetDeps;
  /** The export worker pool: refuses when full (503) and aborts at EXPORT_TIMEOUT_MS on its own. */
  run(source: Source | { json: JsonOf<Source> }, format: ExportFormat, signal?: AbortSignal): Promise<ExportResult>;
  /** A deck's (or a doc's slides') pages as PNGs on the pool, handed over as the answer is read. */
  slidePictures(source: Deck | Doc, width: number, signal?: AbortSignal): Promise<PagePictures>;
  /** A deck's (or a doc's slides') handout PDF on the pool. */
  handout(source: Deck | Doc, signal?: AbortSignal): Promise<ExportResult>;
  /** parseSource on the pool, within RENDER_TIMEOUT_MS (past it 413): a sent source is read off the event loop. */
  parseSource(input: ParseSourceInput, signal?: AbortSignal): Promise<ParsedSource>;
  /** A sent source read from the request's text on the pool, answered as JSON text (see `sheetAsSent`). */
  parseSourceText(input: SourceRequestText, signal?: AbortSignal): Promise<ParsedSourceText>;
  /** Where a streamed file (a png export's zip) is written whole before it is answered (under DATA_DIR). */
  spoolDir: string;
}

export interface ExportRequest {
  spaceId: SpaceId;
  format: ExportFormat;
  /** Exactly one of source and documentId. */
  source?: unknown;
  documentId?: string;
  brandId?: string;
  filename?: string;
  kind?: SourceKind;
  sourceFormat?: SourceFormat;
  /** The request's body text: a sent source is then read from it on a worker (the route leaves a large one unparsed). */
  requestJson?: SourceRequestText["requestJson"];
  /** png alone: each picture's width in pixels (SLIDE_PICTURES_WIDTH). */
  width?: number;
  /** pdf alone: the slides (default) or a handout of them with their speaker notes. */
  layout?: PdfLayout;
}

export interface ExportedFile {
  /** The file, or (png) its zip, written whole and read back from a temp file. */
  body: Uint8Array | ReadableStream<Uint8Array>;
  /** Its size in bytes. */
  size: number;
  /** The file's name with its extension, sanitised. */
  filename: string;
  kind: SourceKind;
  /** How many things were dropped or substituted (remote images, unsafe links, a brand gone). */
  warnings: number;
}

export async function exportDocument(
  deps: ExportDeps,
  request: ExportRequest,
  signal?: AbortSignal,
): Promise<ExportedFile> {
  const { spaceId, format } = request;
  if ((request.source === undefined) === (request.documentId === undefined)) {
    throw new AppError("invalid_request", "Send exactly one of `source` or `documentId`.", {
      details: [
        {
          path: request.source === undefined ? "source" : "documentId",
          message: "exactly one of source or documentId",
        },
      ],
    });
  }
  checkOptions(request);
  if (request.brandId !== undefined) checkBrandId(request.brandId);
  const sent = await sentAsText(deps, request, signal);
  if (sent?.kind === "sheet") return sheetAsSent(deps, sent, request, signal);
  const {
    source: given,
    title,
    savedBrand,
    warnings: parsed,
  } = sent
    ? { source: fromJson(sent.json), savedBrand: { id: null, version: null }, warnings: sent.warnings }
    : await sourceOf(deps, request, signal);
  if (!canExport(given.kind, format)) {
    throw new AppError(
      "unsupported_format",
      `A ${given.kind} exports to ${FORMATS_BY_KIND[given.kind].join(", ")}, not ${format}.`,
    );
  }
  if (request.brandId !== undefined && !isBrandFormat(format)) {
    throw new AppError(
      "unsupported_format",
      `A brand template applies to pptx, pdf, html and png (the slides on the brand, drawn as its pptx looks); export ${format} without brandId.`,
    );
  }
  if (request.layout === "handout" && given.kind === "sheet") {
    throw new AppError(
      "unsupported_format",
      "A handout is a deck's slides with their speaker notes (or a doc's, summarised into slides), not a sheet's; export pdf without `layout`.",
    );
  }
  if (request.brandId !== undefined && given.kind === "sheet") {
    throw new AppError(
      "unsupported_format",
      `A brand template applies to decks and docs (a doc summarised into slides), not a sheet; export ${format} without brandId.`,
    );
  }
  const onBrand = brandMayApply(format, given.kind, request.brandId !== undefined, request.layout)
    ? await brandForExport(deps.brands, spaceId, request.brandId, savedBrand.id, savedBrand.version)
    : { brand: null, warnings: [] };
  const images = await resolveImages(deps.assets, given, async () => spaceId);
  const source = images.source;
  const result = await build(deps, source, format, request, onBrand.brand, signal);
  return {
    body: result.body,
    size: result.size ?? (result.body as Uint8Array).byteLength,
    filename: safeFilename(request.filename, title ?? source.title, EXTENSIONS[format], "export"),
    kind: source.kind,
    warnings: parsed.length + onBrand.warnings.length + images.warnings.length + result.warnings.length,
  };
}

/** A sent source read on the pool from the request's text; undefined for a saved document or no text. */
async function sentAsText(
  deps: ExportDeps,
  request: ExportRequest,
  signal?: AbortSignal,
): Promise<ParsedSourceText | undefined> {
  if (request.documentId !== undefined || request.requestJson === undefined) return undefined;
  return deps.parseSourceText({ requestJson: request.requestJson, formatField: "sourceFormat" }, signal);
}

/**
 * A sent sheet goes to the exporter as the JSON text it came back as: it has no pictures and takes no brand, so the
 * event loop never holds its cells as objects (a 40,000-row sheet cloned to and from the workers held it over 100 ms).
 */
async function sheetAsSent(
  deps: ExportDeps,
  sent: ParsedSourceText,
  request: ExportRequest,
  signal?: AbortSignal,
): Promise<ExportedFile> {
  const { format } = request;
  if (!canExport("sheet", format))
    throw new AppError("unsupported_format", `A sheet exports to ${FORMATS_BY_KIND.sheet.join(", ")}, not ${format}.`);
  if (request.brandId !== undefined)
    throw new AppError(
      "unsupported_format",
      `A brand template applies to decks and docs (a doc summarised into slides), not a sheet; export ${format} without brandId.`,
    );
  if (request.layout === "handout")
    throw new AppError(
      "unsupported_format",
      "A handout is a deck's slides with their speaker notes (or a doc's, summarised into slides), not a sheet's; export pdf without `layout`.",
    );
  const out = await deps.run({ json: sent.json }, format, signal);
  return {
    body: out.bytes,
    size: out.bytes.byteLength,
    filename: safeFilename(request.filename, sent.title, EXTENSIONS[format], "export"),
    kind: "sheet",
    warnings: sent.warnings.length + out.warnings.length,
  };
}

/** The file: its slides' pictures as a zip, a handout, or any other format — on the brand when one applies. */
async function build(
  deps: ExportDeps,
  source: Source,
  format: ExportFormat,
  request: ExportRequest,
  brand: BrandRecord | null,
  signal?: AbortSignal,
): Promise<{ body: Uint8Array | ReadableStream<Uint8Array>; size?: number; warnings: string[] }> {
  const slides = source.kind === "sheet" ? null : source;
  if (format === "png" && slides) {
    const width = request.width ?? SLIDE_PICTURES_WIDTH.default;
    const pages = brand
      ? await picturesOnBrand(deps.brands, brand, slides, width, signal)
      : await deps.slidePictures(slides, width, signal);
    // Every page drawn before the answer starts: a drawing that fails is an error answer, not a zip cut short under a 200.
    const zip = await spool(slidesZip(pages), deps.spoolDir, signal);
    return { body: zip.body, size: zip.size, warnings: pages.warnings };
  }
  if (request.layout === "handout" && slides) {
    const out = brand
      ? await exportOnBrand(deps.brands, brand, slides, "pdf", signal, "handout")
      : await deps.handout(slides, signal);
    return { body: out.bytes, warnings: out.warnings };
  }
  const out =
    brand && slides && isBrandFormat(format) && format !== "png"
      ? await exportOnBrand(deps.brands, brand, slides, format, signal)
      : await deps.run(source, format, signal);
  return { body: out.bytes, warnings: out.warnings };
}

/** `width` is png's and `layout` pdf's: either with another format is a mistake worth naming. */
function checkOptions(request: ExportRequest): void {
  if (request.width !== undefined && request.format !== "png") {
    throw new AppError("invalid_request", "`width` applies to png (the slide pictures) alone.", {
      details: [{ path: "width", message: `only with format png, not ${request.format}` }],
    });
  }
  if (request.layout !== undefined && request.format !== "pdf") {
    throw new AppError("invalid_request", "`layout` applies to pdf alone.", {
      details: [{ path: "layout", message: `only with format pdf, not ${request.format}` }],
    });
  }
}

/**
 * Whether a brand may apply: one asked for (`brandId`) to pptx, pdf, html and png of a deck or a doc (summarised into
 * slides); a saved document's own brand to its slides — pptx, png and a handout —, and to a deck's pdf and html: a
 * doc's pdf and html stay the document, its whole text, rather than the slides its pptx summarises it into.
 */
function brandMayApply(format: ExportFormat, kind: SourceKind, asked: boolean, layout?: PdfLayout): boolean {
  if (!isBrandFormat(format) || kind === "sheet") return false;
  return asked || format === "pptx" || format === "png" || layout === "handout" || kind === "deck";
}

/** The source to export: the saved document as saved, or the one sent, parsed. */
async function sourceOf(
  deps: ExportDeps,
  request: ExportRequest,
  signal?: AbortSignal,
): Promise<{
  source: Source;
  title?: string;
  savedBrand: { id: string | null; version: number | null };
  warnings: string[];
}> {
  if (request.documentId === undefined) {
    const { source, warnings } = await deps.parseSource(
      { source: request.source, kind: request.kind, format: request.sourceFormat },
      signal,
    );
    return { source, savedBrand: { id: null, version: null }, warnings };
  }
  if (!isId("doc", request.documentId))
    throw new AppError("invalid_request", "`documentId` is not a document id.", {
      details: [{ path: "documentId", message: "not of the form doc_…" }],
    });
  const doc = await deps.documents.findById(request.spaceId, request.documentId);
  if (!doc) throw new AppError("not_found", "There is no such document.");
  return {
    source: doc.source,
    title: doc.title,
    savedBrand: { id: doc.brandId, version: doc.brandVersion ?? null },
    warnings: [],
  };
}
