// PDF → doc: PDFium (WebAssembly) reads each page's characters; the pdf-* modules beside this one give them structure.
import { AppError } from "../../lib/errors.js";
import type { ImportBudget, PageShare, Reader } from "../import-types.js";
import { pdfMarkdown } from "./markdown.js";
import { dropRunningText, readingOrder } from "./page-order.js";
import { SharedPages } from "./page-share.js";
import { bodySizeOf, structure, titleOnFirstPage } from "./structure.js";
import { SOURCE_LIMITS } from "../../formats/model/source.js";
import { releasePdfium, takePdfium, type Pdfium } from "./pdfium.js";
import { helpReadPages, readPages, type PagesRead } from "./read-pages.js";

/** PDFium's FPDF_GetLastError for a document that needs a password. */
const PASSWORD_ERROR = 4;

const stem = (file: string) => file.replace(/^.*[\\/]/, "").replace(/\.[^.]+$/, "") || "Untitled";
const count = (n: number) => n.toLocaleString("en-US");
const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;

/** The document's handle, its bytes in PDFium's memory freed when it is closed. */
function openPdf(pdfium: Pdfium, bytes: Uint8Array, file: string): { doc: number; close(): void } {
  const { x } = pdfium;
  const data = x.malloc(bytes.length);
  pdfium.heap().set(bytes, data);
  let doc = 0;
  try {
    doc = x.FPDF_LoadMemDocument(data, bytes.length, 0);
  } catch (err) {
    // PDFium stopped on the file (a trap in its memory, never outside it): the file is what is wrong.
    if (err instanceof WebAssembly.RuntimeError) {
      pdfium.broken = true;
      x.free(data);
      throw notReadable(file);
    }
    throw err;
  }
  if (!doc) {
    const error = x.FPDF_GetLastError();
    x.free(data);
    if (error === PASSWORD_ERROR)
      throw new AppError(
        "invalid_request",
        `${file} is protected by a password. Remove the password (save an unprotected copy) and import it again.`,
      );
    throw notReadable(file);
  }
  return {
    doc,
    close() {
      try {
        x.FPDF_CloseDocument(doc);
        x.free(data);
      } catch {
        // A trap while reading left PDFium unusable; its memory goes with the instance.
      }
    },
  };
}

const notReadable = (file: string) =>
  new AppError("invalid_request", `${file} is not a readable PDF: it is damaged, cut short or not a PDF at all.`);

function metadataTitle(pdfium: Pdfium, doc: number): string | undefined {
  const { x } = pdfium;
  const name = new TextEncoder().encode("Title\0");
  const tag = x.malloc(name.length);
  pdfium.heap().set(name, tag);
  try {
    const bytes = x.FPDF_GetMetaText(doc, tag, 0, 0);
    if (bytes <= 2) return undefined;
    const buffer = x.malloc(bytes);
    try {
      x.FPDF_GetMetaText(doc, tag, buffer, bytes);
      const title = pdfium.utf16(buffer);
      // Word and PowerPoint's PDF printers title a file by the program and the document's file name.
      const clean = title
        .replace(/^Microsoft (?:Word|PowerPoint|Excel) - /, "")
        .replace(/\s+/g, " ")
        .trim();
      return clean || undefined;
    } finally {
      x.free(buffer);
    }
  } finally {
    x.free(tag);
  }
}

/** What the reading left out, in words. */
function readingWarnings(read: PagesRead, total: number, limit: number, maxPages: number): string[] {
  const { pages, blank, rotated, unreadable, failed } = read;
  const out: string[] = [];
  if (limit < total)
    out.push(
      `Only the first ${count(limit)} of ${count(total)} pages were read (the import limit is ${plural(maxPages, "page")}).`,
    );
  if (read.stopped === "pieces")
    out.push(
      `The PDF's text is drawn in too many separate pieces; only the first ${count(pages.length)} of ${count(total)} pages were read.`,
    );
  if (read.stopped === "time")
    out.push(
      `Only the first ${count(pages.length)} of ${count(total)} pages were read in the time allowed for an import.`,
    );
  if (failed)
    out.push(`${plural(failed, "page")} could not be read (damaged) and ${failed === 1 ? "was" : "were"} left out.`);
  if (blank === pages.length) out.push("The PDF has no text layer; scanned pages are not read (no OCR).");
  else if (blank)
    out.push(
      `${blank} of ${pages.length} pages have no text (blank, or no text layer; scanned pages are not read (no OCR)).`,
    );
  if (unreadable)
    out.push(`Some text on ${plural(unreadable, "page")} uses fonts without a Unicode map and could not be read.`);
  if (rotated)
    out.push(
      `${plural(rotated, "piece")} of rotated or vertical text (labels, margin notes) ${rotated === 1 ? "was" : "were"} left out.`,
    );
  return out;
}

/** The pages' lines and the document's own title, read with the thread's PDFium, which is free again after. */
async function readDocument(
  bytes: Uint8Array,
  file: string,
  budget: ImportBudget,
): Promise<{ total: number; limit: number; read: PagesRead; metaTitle?: string }> {
  const pdfium = await takePdfium();
  try {
    const opened = openPdf(pdfium, bytes, file);
    try {
      const total = pdfium.x.FPDF_GetPageCount(opened.doc);
      if (!total) throw new AppError("invalid_request", `${file} has no pages.`);
      const limit = Math.min(total, budget.maxPages);
      const read = await readPages(pdfium, opened.doc, limit, budget, new SharedPages(budget.pageShare));
      return {
        total,
        limit,
        read,
        metaTitle: pdfium.broken || read.trapped ? undefined : metadataTitle(pdfium, opened.doc),
      };
    } finally {
      opened.close();
    }
  } finally {
    releasePdfium(pdfium);
  }
}

/** Reads a PDF's text layer into a doc: headings, paragraphs, lists, tables and code; no images, no OCR. */
export const readPdf: Reader = async (bytes, file, budget) => {
  const { total, limit, read, metaTitle } = await readDocument(bytes, file, budget);
  if (!read.pages.length)
    throw new AppError(
      "invalid_request",
      read.failed
        ? `No page of ${file} could be read: the PDF is damaged.`
        : `${file} could not be read within the time allowed for an import.`,
    );
  const warnings = readingWarnings(read, total, limit, budget.maxPages);

  const lines = dropRunningText(read.pages).pages.flatMap(readingOrder);
  const body = bodySizeOf(lines);
  const { blocks, labels } = structure(lines, body);
  if (labels)
    warnings.push(
      `${plural(labels, "short line")} of small text (figure labels) ${labels === 1 ? "was" : "were"} left out.`,
    );
  const { markdown, refs, cutOnPage } = pdfMarkdown(blocks, file);
  const cut = cutOnPage ?? (read.stopped === "length" ? read.pages[read.pages.length - 1]!.page : undefined);
  if (cut)
    warnings.push(
      `The text is longer than a document holds (${SOURCE_LIMITS.maxBytes / 1024 / 1024} MiB); it was cut on page ${cut} of ${count(total)}.`,
    );
  const title = (titleOnFirstPage(lines, body) ?? metaTitle ?? stem(file)).slice(0, 500);
  return { source: { kind: "doc", title, markdown }, warnings, units: { kind: "page", count: total }, refs };
};

/**
 * A second thread's part in reading a PDF (an import with a `pageShare`): it takes pages the reading thread has not, and
 * sends them over; how many it read. It leaves at once when the reading is over; a file it cannot open is the reading
 * thread's to report.
 */
export async function helpReadPdf(
  bytes: Uint8Array,
  share: PageShare,
  maxPages: number,
  timeMs: number,
): Promise<number> {
  const shared = new SharedPages(share);
  const deadline = Date.now() + timeMs;
  try {
    if (shared.stopped()) return 0;
    const pdfium = await takePdfium();
    try {
      let opened: { doc: number; close(): void };
      try {
        opened = openPdf(pdfium, bytes, "");
      } catch {
        return 0;
      }
      try {
        const limit = Math.min(pdfium.x.FPDF_GetPageCount(opened.doc), maxPages);
        return helpReadPages(pdfium, opened.doc, limit, deadline, shared);
      } finally {
        opened.close();
      }
    } finally {
      releasePdfium(pdfium);
    }
  } finally {
    shared.close();
  }
}
