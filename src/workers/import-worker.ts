// Work-process entry for imports: reads one uploaded file into a source, in a process of its own so a hostile file's
// appetite ends that process alone. Its own module, so a process loads the readers only when a file is first imported.
// A PDF's pages are read on two threads of the process: this task's and a helper thread's, taking pages from a shared counter.
import { Piscina } from "piscina";
import {
  isPdfBytes,
  DEFAULT_IMPORT_BUDGET,
  type ImportFormat,
  type ImportResult,
  type PageShare,
} from "../import/index.js";
import { importFile, pageShares, helpReadPdf } from "../import/thread.js";
import { AppError, type ErrorCode } from "../lib/errors.js";
import { siblingModule } from "../lib/sibling-module.js";
import type { MessagePort } from "node:worker_threads";
import { workerExecArgv } from "./worker-exec-argv.js";

export interface ImportJob {
  bytes: Uint8Array;
  file: string;
  maxBytes: number;
  /** Where page progress goes (`{page, pages}`), when the caller listens. */
  progress?: MessagePort;
  /** Whether a PDF's pages may be read on a helper thread too (the machine has a core for it). */
  helper?: boolean;
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
export type ImportOutcome =
  { ok: true; result: ImportResult & { format: ImportFormat } } | { ok: false; code: ErrorCode; message: string };

/** The helper thread: started on the first PDF, gone after a minute without one. */
let helpers: Piscina | null = null;
const helperThread = () =>
  (helpers ??= new Piscina({
    filename: siblingModule(import.meta.url, "import-worker").href,
    execArgv: workerExecArgv(),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
  }));

/** The file's bytes in memory both threads read, so a PDF read on two threads is not copied twice. */
function sharedCopy(bytes: Uint8Array): Uint8Array {
  const copy = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
  copy.set(bytes);
  return copy;
}

export default async function importInWorker(job: ImportJob): Promise<ImportOutcome> {
  const share = job.helper && isPdfBytes(job.bytes) ? pageShares() : null;
  const bytes = share ? sharedCopy(job.bytes) : job.bytes;
  if (share) {
    // A helper that cannot start, or starts late, takes only the pages still left; the reading never waits for it.
    const help: PdfHelpJob = {
      bytes,
      pageShare: share.helper,
      maxPages: DEFAULT_IMPORT_BUDGET.maxPages,
      timeMs: DEFAULT_IMPORT_BUDGET.timeMs,
    };
    helperThread()
      .run(help, { name: "helpReadPdfPages", transferList: [share.helper.port] as never })
      .catch(() => share.helper.port.close());
  }
  try {
    const onPage = job.progress ? pageReporter(job.progress) : undefined;
    return {
      ok: true,
      result: await importFile(bytes, job.file, {
        budget: { maxBytes: job.maxBytes },
        onPage,
        pageShare: share?.reader,
      }),
    };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, code: err.code, message: err.message };
    throw err;
  } finally {
    job.progress?.close();
    share?.reader.port.close();
    share?.stop();
  }
}

/** On the helper thread: reads pages of a PDF the task's thread is importing, while there are pages nobody has taken; how many. */
export function helpReadPdfPages(job: PdfHelpJob): Promise<number> {
  return helpReadPdf(job.bytes, job.pageShare, job.maxPages, job.timeMs);
}
