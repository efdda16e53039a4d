// Worker entry for imports (piscina, on the export pool's threads): reads one uploaded file into a source off the event
// loop. Its own module, so export workers load the readers and their libraries only when a file is first imported.
import { importFile } from "../import/import-file.js";
import type { ImportFormat, ImportResult, PageShare } from "../import/import-types.js";
import { helpReadPdf } from "../import/pdf/read-pdf.js";
import { AppError, type ErrorCode } from "../lib/errors.js";
import type { MessagePort } from "node:worker_threads";

export interface ImportJob {
  bytes: Uint8Array;
  file: string;
  maxBytes: number;
  /** Where page progress goes (`{page, pages}`), when the caller listens. */
  progress?: MessagePort;
  /** A PDF's pages shared with a helper task on another thread (helpReadPdfPages). */
  pageShare?: PageShare;
}

/** The helper's part of an import: the same PDF's bytes, and its end of the page share. */
export interface PdfHelpJob {
  bytes: Uint8Array;
  pageShare: PageShare;
  maxPages: number;
  timeMs: number;
}

/** Progress at most every tenth page or half second, and on the last page: enough to show, few enough to be free. */
function pageReporter(port: MessagePort): (page: number, pages: number) => void {
  let last = Date.now();
  return (page, pages) => {
    if (page % 10 !== 0 && page !== pages && Date.now() - last < 500) return;
    last = Date.now();
    port.postMessage({ page, pages });
  };
}

/** An import's result, or the API error it ended in: an error's class does not survive the trip back from a worker. */
export type ImportOutcome = { ok: true; result: ImportResult & { format: ImportFormat } } | { ok: false; code: ErrorCode; message: string };

export default async function importInWorker(job: ImportJob): Promise<ImportOutcome> {
  try {
    const onPage = job.progress ? pageReporter(job.progress) : undefined;
    return { ok: true, result: await importFile(job.bytes, job.file, { budget: { maxBytes: job.maxBytes }, onPage, pageShare: job.pageShare }) };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, code: err.code, message: err.message };
    throw err;
  } finally {
    job.progress?.close();
  }
}

/** Reads pages of a PDF another thread is importing, for as long as there are pages nobody has taken; how many. */
export function helpReadPdfPages(job: PdfHelpJob): Promise<number> {
  return helpReadPdf(job.bytes, job.pageShare, job.maxPages, job.timeMs);
}
