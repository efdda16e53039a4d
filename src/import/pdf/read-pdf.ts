// PDF → doc: pdf.js, as a parser only, gives each page's text; the pdf-* modules beside this one give it structure.
import { createRequire } from "node:module";
import path from "node:path";
import { getDocument, type PDFDocumentProxy, type PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { AppError } from "../../lib/errors.js";
import type { ImportBudget, Reader } from "../import-types.js";
import { linesOf } from "./lines.js";
import { pdfMarkdown } from "./markdown.js";
import { dropRunningText, readingOrder, type PageLines } from "./page-order.js";
import { bodySizeOf, structure, titleOnFirstPage } from "./structure.js";
import { fontsOfShortRuns, fontTraits, pageRuns, type PdfTextItem } from "./text-runs.js";
import { SOURCE_LIMITS } from "../../formats/model/source.js";

const PDFJS_DIR = path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));

/** pdf.js as a parser only: no eval, no font faces, no system fonts, no XFA, no wasm, no image decoding, no fetching. */
const SAFE_OPTIONS = {
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  enableXfa: false,
  useWasm: false,
  useWorkerFetch: false,
  isOffscreenCanvasSupported: false,
  isImageDecoderSupported: false,
  maxImageSize: 1,
  disableAutoFetch: true,
  disableStream: true,
  disableRange: true,
  stopAtErrors: false,
  verbosity: 0,
  // Character maps for CJK fonts, read from pdf.js's own package files.
  cMapUrl: `${path.join(PDFJS_DIR, "cmaps")}${path.sep}`,
  cMapPacked: true,
} as const;

/** Pieces of text one import reads at most (a page of text holds a few hundred; more are a file built to be slow). */
const MAX_RUNS = 400_000;
/** Time kept back per piece read for the layout work after reading (measured: about 17 µs a piece, with room). */
const MS_PER_RUN = 0.03;

/** Thrown when the time budget ends or the client goes away while pdf.js is busy. */
class OutOfTime extends Error {}

function withinBudget<T>(work: Promise<T>, budget: ImportBudget): Promise<T> {
  // Work given up on still settles later ("Transport destroyed" once the document is closed): never unhandled.
  work.catch(() => undefined);
  if (budget.signal?.aborted || Date.now() >= budget.deadline) return Promise.reject(new OutOfTime());
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const stop = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OutOfTime()), Math.max(0, budget.deadline - Date.now()));
    onAbort = () => reject(new OutOfTime());
    budget.signal?.addEventListener("abort", onAbort, { once: true });
  });
  return Promise.race([work, stop]).finally(() => {
    clearTimeout(timer);
    if (onAbort) budget.signal?.removeEventListener("abort", onAbort);
  });
}

const stem = (file: string) => file.replace(/^.*[\\/]/, "").replace(/\.[^.]+$/, "") || "Untitled";
const count = (n: number) => n.toLocaleString("en-US");
const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;

async function openPdf(file: string, budget: ImportBudget, task: ReturnType<typeof getDocument>): Promise<PDFDocumentProxy> {
  try {
    return await withinBudget(task.promise, budget);
  } catch (err) {
    if (err instanceof OutOfTime) throw new AppError("invalid_request", `${file} could not be opened within the time allowed for an import.`);
    if ((err as Error)?.name === "PasswordException") throw new AppError("invalid_request", `${file} is protected by a password. Remove the password (save an unprotected copy) and import it again.`);
    throw new AppError("invalid_request", `${file} is not a readable PDF: it is damaged, cut short or not a PDF at all.`);
  }
}

type Traits = { bold: boolean; mono: boolean };

/** Whether each of the page's fonts is bold or fixed-pitch, learnt once per font: pdf.js names a font only once it has drawn with it. */
async function learnFonts(page: PDFPageProxy, fonts: Iterable<string>, known: Map<string, Traits>, budget: ImportBudget): Promise<void> {
  const unknown = [...fonts].filter((f) => !known.has(f));
  if (!unknown.length) return;
  await withinBudget(page.getOperatorList(), budget);
  for (const f of unknown) {
    const font = page.commonObjs.has(f) ? (page.commonObjs.get(f) as { name?: unknown } | null) : null;
    known.set(f, typeof font?.name === "string" ? fontTraits(font.name) : { bold: false, mono: false });
  }
}

async function metadataTitle(doc: PDFDocumentProxy, budget: ImportBudget): Promise<string | undefined> {
  try {
    const { info } = await withinBudget(doc.getMetadata(), budget);
    const title = (info as { Title?: unknown } | undefined)?.Title;
    // Word and PowerPoint's PDF printers title a file by the program and the document's file name.
    const clean = typeof title === "string" ? title.replace(/^Microsoft (?:Word|PowerPoint|Excel) - /, "").replace(/\s+/g, " ").trim() : "";
    return clean || undefined;
  } catch {
    return undefined;
  }
}

interface PagesRead {
  pages: PageLines[];
  /** Pages with no text at all (blank or scanned). */
  blank: number;
  rotated: number;
  unreadable: number;
  failed: number;
  /** Why reading stopped before the last page it was allowed to read. */
  stopped?: "time" | "length" | "pieces";
}

/** Each page's lines, up to the page limit, the deadline or a document's worth of text. */
async function readPages(doc: PDFDocumentProxy, limit: number, budget: ImportBudget): Promise<PagesRead> {
  const read: PagesRead = { pages: [], blank: 0, rotated: 0, unreadable: 0, failed: 0 };
  const fonts = new Map<string, Traits>();
  let chars = 0;
  let runs = 0;
  for (let n = 1; n <= limit; n++) {
    // Time is kept back to put the runs read so far into lines and blocks once reading stops.
    const pageBudget = { ...budget, deadline: budget.deadline - runs * MS_PER_RUN };
    try {
      const page = await withinBudget(doc.getPage(n), pageBudget);
      const content = await withinBudget(page.getTextContent({ disableNormalization: true }), pageBudget);
      const found = pageRuns(content.items.filter((i): i is typeof i & PdfTextItem => "str" in i));
      await learnFonts(page, fontsOfShortRuns(found.runs), fonts, pageBudget);
      for (const run of found.runs) {
        run.bold = fonts.get(run.font)?.bold === true;
        run.mono = fonts.get(run.font)?.mono === true || content.styles[run.font]?.fontFamily === "monospace";
        chars += run.text.length;
      }
      read.rotated += found.rotated;
      if (found.unreadable) read.unreadable++;
      else if (!found.runs.length) read.blank++;
      read.pages.push({ page: n, box: page.view as [number, number, number, number], lines: linesOf(found.runs) });
      page.cleanup();
      budget.onPage?.(n, limit);
      runs += found.runs.length;
      if ((chars > SOURCE_LIMITS.maxBytes || runs > MAX_RUNS) && n < limit) {
        read.stopped = chars > SOURCE_LIMITS.maxBytes ? "length" : "pieces";
        break;
      }
    } catch (err) {
      if (!(err instanceof OutOfTime)) read.failed++;
      else {
        read.stopped = "time";
        break;
      }
    }
  }
  return read;
}

/** What the reading left out, in words. */
function readingWarnings(read: PagesRead, total: number, limit: number, maxPages: number): string[] {
  const { pages, blank, rotated, unreadable, failed } = read;
  const out: string[] = [];
  if (limit < total) out.push(`Only the first ${count(limit)} of ${count(total)} pages were read (the import limit is ${plural(maxPages, "page")}).`);
  if (read.stopped === "pieces") out.push(`The PDF's text is drawn in too many separate pieces; only the first ${count(pages.length)} of ${count(total)} pages were read.`);
  if (read.stopped === "time") out.push(`Only the first ${count(pages.length)} of ${count(total)} pages were read in the time allowed for an import.`);
  if (failed) out.push(`${plural(failed, "page")} could not be read (damaged) and ${failed === 1 ? "was" : "were"} left out.`);
  if (blank === pages.length) out.push("The PDF has no text layer; scanned pages are not read (no OCR).");
  else if (blank) out.push(`${blank} of ${pages.length} pages have no text (blank, or no text layer; scanned pages are not read (no OCR)).`);
  if (unreadable) out.push(`Some text on ${plural(unreadable, "page")} uses fonts without a Unicode map and could not be read.`);
  if (rotated) out.push(`${plural(rotated, "piece")} of rotated or vertical text (labels, margin notes) ${rotated === 1 ? "was" : "were"} left out.`);
  return out;
}

/** Reads a PDF's text layer into a doc: headings, paragraphs, lists, tables and code; no images, no OCR. */
export const readPdf: Reader = async (bytes, file, budget) => {
  // pdf.js may take over the buffer it is given; the caller keeps its own.
  const task = getDocument({ data: bytes.slice(), ...SAFE_OPTIONS });
  try {
    const doc = await openPdf(file, budget, task);
    const total = doc.numPages;
    if (!total) throw new AppError("invalid_request", `${file} has no pages.`);
    const limit = Math.min(total, budget.maxPages);
    const read = await readPages(doc, limit, budget);
    if (!read.pages.length) throw new AppError("invalid_request", read.failed ? `No page of ${file} could be read: the PDF is damaged.` : `${file} could not be read within the time allowed for an import.`);
    const warnings = readingWarnings(read, total, limit, budget.maxPages);

    const lines = dropRunningText(read.pages).pages.flatMap(readingOrder);
    const body = bodySizeOf(lines);
    const { blocks, labels } = structure(lines, body);
    if (labels) warnings.push(`${plural(labels, "short line")} of small text (figure labels) ${labels === 1 ? "was" : "were"} left out.`);
    const { markdown, refs, cutOnPage } = pdfMarkdown(blocks, file);
    const cut = cutOnPage ?? (read.stopped === "length" ? read.pages[read.pages.length - 1]!.page : undefined);
    if (cut) warnings.push(`The text is longer than a document holds (${SOURCE_LIMITS.maxBytes / 1024 / 1024} MiB); it was cut on page ${cut} of ${count(total)}.`);
    const title = (titleOnFirstPage(lines, body) ?? (await metadataTitle(doc, budget)) ?? stem(file)).slice(0, 500);
    return { source: { kind: "doc", title, markdown }, warnings, units: { kind: "page", count: total }, refs };
  } finally {
    await task.destroy();
  }
};
