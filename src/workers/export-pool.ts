// The fixed-size pool that runs exports off the event loop; a stuck export is aborted and its worker replaced.
import { Piscina } from "piscina";
import type { ExportFormat, ExportResult } from "../formats/model/export-formats.js";
import type { Source } from "../formats/model/source.js";
import type { ExportJob, SourceJson } from "./export-worker.js";
import type { ImportJob, ImportOutcome, PdfHelpJob } from "./import-worker.js";
import { DEFAULT_IMPORT_BUDGET, type ImportFormat, type ImportResult, type PageShare } from "../import/import-types.js";
import { isPdfBytes } from "../import/detect-format.js";
import { pageShares } from "../import/pdf/page-share.js";
import { AppError } from "../lib/errors.js";
import { closePool } from "./close-pool.js";
import { runBounded } from "./bounded-run.js";
import { workerExecArgv } from "./worker-exec-argv.js";
import type { WorkerCacheBytes } from "./worker-caches.js";
import { MessageChannel } from "node:worker_threads";
import type { Deck, Doc } from "../formats/model/source.js";
import type { SlidePng } from "../formats/raster/slide-png.js";
import type { QualityOptions } from "../quality/deck-quality.js";
import type { QualityReport } from "../quality/codes.js";
import type { PagesJob, QualityJob, SlidePngJob, SlidesJob } from "./slide-worker.js";
import type { PagePictures } from "../formats/raster/page-pngs.js";
import { streamPages } from "./page-stream.js";
import type { ParsedSource, ParsedSourceText, ParseSourceInput, SourceRequestText } from "../formats/model/parse-source.js";
import { BudgetExceededError, CpuBudget } from "../lib/cpu-budget.js";
import { runBudgeted } from "./budgeted-run.js";
import type { PageJob, PageOrParsed, ParseJob, WorkOutcome } from "./source-worker.js";
import type { ComposeRequest, ComposeResult, KindFrom } from "../agent/builtin/compose-builtin.js";
import type { ComposeJob, KindJob, ReadJob } from "./compose-worker.js";
import type { SourceKind } from "../formats/model/source.js";
import type { PromptReading } from "../agent/reading/read-prompt.js";

export { ExportTimeoutError, PoolBusyError } from "./bounded-run.js";

export interface ExportPool {
  /** A source, or one as JSON text (a large sent sheet, parsed on a worker): read as objects only on the worker. */
  run(source: Source | SourceJson, format: ExportFormat, signal?: AbortSignal): Promise<ExportResult>;
  /** Reads an uploaded file into a source (src/import/) on a worker, so a large or hostile file never blocks requests. */
  importFile(bytes: Uint8Array, file: string, maxBytes: number, signal?: AbortSignal, onPage?: (page: number, pages: number) => void): Promise<ImportResult & { format: ImportFormat }>;
  /** One slide drawn as a PNG `width` pixels wide (src/formats/raster/), within SLIDE_TIMEOUT_MS. */
  slidePng(deck: Deck, index: number, width: number, signal?: AbortSignal): Promise<SlidePng>;
  /** A deck's (or a doc's slides') PDF pages as PNGs `width` pixels wide, handed over as the reader takes them. */
  slidePictures(source: Deck | Doc, width: number, signal?: AbortSignal): Promise<PagePictures>;
  /** A deck's (or a doc's slides') handout PDF: each slide's picture with its speaker notes. */
  handout(source: Deck | Doc, signal?: AbortSignal): Promise<ExportResult>;
  /** The deck's quality report (src/quality/), stopped at its budget plus a grace for a cold worker. */
  quality(deck: Deck, options: QualityOptions, signal?: AbortSignal): Promise<QualityReport>;
  /** parseSource (formats/model/parse-source.ts) on a worker, within what is left of the request's budget. */
  parseSource(input: ParseSourceInput, budget: CpuBudget, signal?: AbortSignal): Promise<ParsedSource>;
  /** parseSource answering with the source as JSON text, for work that goes on to another worker. */
  parseSourceText(input: SourceRequestText, budget: CpuBudget, signal?: AbortSignal): Promise<ParsedSourceText>;
  /** A render's answer made on a worker (renderPage in source-worker.ts), within what is left of the request's budget. */
  renderPage(job: Omit<PageJob, "started">, budget: CpuBudget, signal?: AbortSignal): Promise<PageOrParsed>;
  /** The builtin composer's work for one run (compose-worker.ts), within `budget`; past it 413 naming the prompt. */
  compose(request: ComposeRequest, budget: CpuBudget, signal?: AbortSignal): Promise<ComposeResult>;
  /** The builtin composer's reading of a prompt (its kind, its stated facts), within `budget`. */
  readPrompt(prompt: string, language: string | undefined, budget: CpuBudget, signal?: AbortSignal): Promise<PromptReading>;
  /** The kind a prompt asks for (askedKind in compose-builtin.ts), within `budget`. */
  askedKind(prompt: string, from: KindFrom, budget: CpuBudget, signal?: AbortSignal): Promise<SourceKind>;
  /** Loads every exporter once in each worker so the first real request does not pay for it. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

export interface ExportPoolOptions {
  threads: number;
  /** A task running longer than this is aborted (its worker is terminated and replaced). */
  timeoutMs: number;
  /** Tasks allowed to wait; beyond it the pool answers at once with "over capacity". */
  maxQueue?: number;
  /** The worker entry; tests point it at a worker that can be made to hang. */
  workerUrl?: URL;
  /** What each thread's caches may hold (PDF_TEXT_CACHE_MB, PPTX_PARTS_CACHE_MB); by default the writers' own bounds. */
  caches?: WorkerCacheBytes;
}

const IMPORT_WORKER = new URL("./import-worker.ts", import.meta.url).href;
const SLIDE_WORKER = new URL("./slide-worker.ts", import.meta.url).href;
const SOURCE_WORKER = new URL("./source-worker.ts", import.meta.url).href;
const COMPOSE_WORKER = new URL("./compose-worker.ts", import.meta.url).href;
/** A slide picture takes tens of milliseconds (a cold worker loads pdf.js in about 2 s): one stuck this long is killed. */
const SLIDE_TIMEOUT_MS = 20_000;
/** What a quality report may take beyond its own budget: pdf.js loading in a cold worker. */
const QUALITY_GRACE_MS = 10_000;
/**
 * Each thread's young-object space. V8 reserves 48 MB by default and keeps what it touched; a task's short-lived
 * objects fit in far less (measured: about 40 MB less RSS for the process with two threads, exports no slower).
 */
const WORKER_YOUNG_GENERATION_MB = 16;
/** Workers' nice value over the process's (piscina sets it per thread through @napi-rs/nice). */
const WORKER_NICENESS = 10;

/** A prompt's reading past its budget: 413 naming the prompt rather than a source. */
const tooLongToRead = (budget: CpuBudget) => (err: unknown): never => {
  if (err instanceof BudgetExceededError) throw new AppError("body_too_large", `The prompt takes more than ${budget.totalMs / 1000} s to read; shorten it.`);
  throw err;
};

/** A worker's answer, or its API error made an AppError again. */
function unwrap<T>(outcome: WorkOutcome<T>): T {
  if (!outcome.ok) throw new AppError(outcome.code, outcome.message, { details: outcome.details });
  return outcome.result;
}

/** The file's bytes in memory both threads read, so a PDF read on two threads is not copied twice. */
function sharedCopy(bytes: Uint8Array): Uint8Array {
  const copy = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
  copy.set(bytes);
  return copy;
}

export function createExportPool(options: ExportPoolOptions): ExportPool {
  const maxQueue = options.maxQueue ?? options.threads * 16;
  /** The helper's part of a PDF import; when the pool is too busy to take it, the reading task reads every page. */
  const helpRead = (bytes: Uint8Array, pageShare: PageShare, signal?: AbortSignal) => {
    const job: PdfHelpJob = { bytes, pageShare, maxPages: DEFAULT_IMPORT_BUDGET.maxPages, timeMs: DEFAULT_IMPORT_BUDGET.timeMs };
    const run = { maxQueue, timeoutMs: options.timeoutMs, signal, filename: IMPORT_WORKER, name: "helpReadPdfPages", transferList: [pageShare.port] };
    runBounded(get(), job, run).catch(() => pageShare.port.close());
  };
  let pool: Piscina | null = null;
  const get = () =>
    (pool ??= new Piscina({
      filename: (options.workerUrl ?? new URL("./export-worker.ts", import.meta.url)).href,
      execArgv: workerExecArgv(),
      minThreads: options.threads, // all threads up from the start: a cold worker costs seconds of p99
      maxThreads: options.threads,
      maxQueue,
      idleTimeout: 60_000,
      // Below the event loop's thread: on a busy machine the kernel runs the thread that answers requests first.
      niceIncrement: WORKER_NICENESS,
      workerData: { caches: options.caches },
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    }));
  return {
    async run(source, format, signal) {
      const job: ExportJob = { source, format };
      return (await runBounded(get(), job, { maxQueue, timeoutMs: options.timeoutMs, signal })) as ExportResult;
    },
    async importFile(bytes, file, maxBytes, signal, onPage) {
      // Page progress comes back on a channel of its own while the worker reads.
      const channel = onPage ? new MessageChannel() : null;
      channel?.port1.on("message", (m: { page: number; pages: number }) => onPage!(m.page, m.pages));
      // A PDF's pages are read on two threads where the pool has them: a helper task takes pages the reading one has not.
      const share = options.threads > 1 && isPdfBytes(bytes) ? pageShares() : null;
      const input = share ? sharedCopy(bytes) : bytes;
      const job: ImportJob = { bytes: input, file, maxBytes, ...(channel ? { progress: channel.port2 } : {}), ...(share ? { pageShare: share.reader } : {}) };
      const transferList = [channel?.port2, share?.reader.port].filter((port) => port !== undefined);
      const run = { maxQueue, timeoutMs: options.timeoutMs, signal, filename: IMPORT_WORKER, busyMessage: "Too many files are being read; try again shortly.", transferList };
      const reading = runBounded(get(), job, run);
      if (share) helpRead(input, share.helper, signal);
      const outcome = (await reading.finally(() => {
        channel?.port1.close();
        share?.reader.port.close();
        share?.stop();
      })) as ImportOutcome;
      if (!outcome.ok) throw new AppError(outcome.code, outcome.message);
      return outcome.result;
    },
    async slidePng(deck, index, width, signal) {
      const job: SlidePngJob = { deck, index, width };
      const run = { maxQueue, timeoutMs: Math.min(options.timeoutMs, SLIDE_TIMEOUT_MS), signal, filename: SLIDE_WORKER, name: "slidePng", busyMessage: "Too many slides are being drawn; try again shortly." };
      return (await runBounded(get(), job, run)) as SlidePng;
    },
    slidePictures(source, width, signal) {
      const job: Omit<PagesJob, "port"> = { source, width };
      return streamPages(get(), job, { maxQueue, workMs: options.timeoutMs, signal, filename: SLIDE_WORKER, name: "slidePictures", busyMessage: "Too many exports are running; try again shortly." });
    },
    async handout(source, signal) {
      const job: SlidesJob = { source };
      return (await runBounded(get(), job, { maxQueue, timeoutMs: options.timeoutMs, signal, filename: SLIDE_WORKER, name: "handout" })) as ExportResult;
    },
    async quality(deck, qualityOptions, signal) {
      const job: QualityJob = { deck, options: qualityOptions };
      const run = { maxQueue, timeoutMs: Math.min(options.timeoutMs, qualityOptions.budgetMs + QUALITY_GRACE_MS), signal, filename: SLIDE_WORKER, name: "deckQuality", busyMessage: "Too many decks are being measured; try again shortly." };
      return (await runBounded(get(), job, run)) as QualityReport;
    },
    async parseSource(input, budget, signal) {
      const job: ParseJob = { input };
      const run = { maxQueue, waitMs: options.timeoutMs, signal, filename: SOURCE_WORKER, name: "parseSource", busyMessage: "Too many sources are being read; try again shortly." };
      return unwrap(await runBudgeted<WorkOutcome<ParsedSource>>(get(), job, budget, run));
    },
    async parseSourceText(input, budget, signal) {
      const job: ParseJob = { input };
      const run = { maxQueue, waitMs: options.timeoutMs, signal, filename: SOURCE_WORKER, name: "parseSourceText", busyMessage: "Too many sources are being read; try again shortly." };
      return unwrap(await runBudgeted<WorkOutcome<ParsedSourceText>>(get(), job, budget, run));
    },
    async renderPage(job, budget, signal) {
      const run = { maxQueue, waitMs: options.timeoutMs, signal, filename: SOURCE_WORKER, name: "renderPage", busyMessage: "Too many pages are being rendered; try again shortly." };
      return unwrap(await runBudgeted<WorkOutcome<PageOrParsed>>(get(), job as PageJob, budget, run));
    },
    async compose(request, budget, signal) {
      const job: ComposeJob = { request };
      const run = { maxQueue, waitMs: options.timeoutMs, signal, filename: COMPOSE_WORKER, name: "compose", busyMessage: "Too many documents are being composed; try again shortly." };
      try {
        return unwrap(await runBudgeted<WorkOutcome<ComposeResult>>(get(), job, budget, run));
      } catch (err) {
        if (err instanceof BudgetExceededError) throw new AppError("body_too_large", `The prompt and its attachments take more than ${budget.totalMs / 1000} s to compose; shorten them or split them into several documents.`);
        throw err;
      }
    },
    async readPrompt(prompt, language, budget, signal) {
      const job: ReadJob = { prompt, ...(language ? { language } : {}) };
      const run = { maxQueue, waitMs: options.timeoutMs, signal, filename: COMPOSE_WORKER, name: "readPrompt", busyMessage: "Too many prompts are being read; try again shortly." };
      return runBudgeted<PromptReading>(get(), job, budget, run).catch(tooLongToRead(budget));
    },
    async askedKind(prompt, from, budget, signal) {
      const job: KindJob = { prompt, from };
      const run = { maxQueue, waitMs: options.timeoutMs, signal, filename: COMPOSE_WORKER, name: "askedKind", busyMessage: "Too many prompts are being read; try again shortly." };
      return runBudgeted<SourceKind>(get(), job, budget, run).catch(tooLongToRead(budget));
    },
    async warm() {
      const samples: [Source, ExportFormat][] = [
        [{ kind: "deck", title: "Warm", slides: [{ layout: "title", title: "Warm" }] }, "pptx"],
        [{ kind: "deck", title: "Warm", slides: [{ layout: "title", title: "Warm" }] }, "pdf"],
        [{ kind: "doc", title: "Warm", markdown: "# Warm\n\nText." }, "docx"],
        [{ kind: "sheet", title: "Warm", sheets: [{ name: "S", columns: [{ header: "A" }], rows: [["x"]] }] }, "xlsx"],
      ];
      // Renders (a live preview) and the composer load their own entries: one each per thread, sent together so each thread takes one.
      // pdf.js and the canvas (slide pictures, handouts, quality reports) are not loaded here: about 50 MB a thread that
      // agent runs, imports and exports never use; the first picture a thread draws loads them (1.5–2 s, once).
      const renders = Array.from({ length: options.threads }, () => this.renderPage({ input: { source: "# Warm", kind: "doc", format: "markdown" }, as: "json", warnings: [], remoteImages: false }, new CpuBudget(options.timeoutMs)));
      const composes = Array.from({ length: options.threads }, () => this.compose({ kind: "deck", prompt: "Warm" }, new CpuBudget(options.timeoutMs)));
      await Promise.all([...samples.map(([s, f]) => this.run(s, f)), ...renders, ...composes]);
    },
    async close() {
      const p = pool;
      pool = null;
      await closePool(p);
    },
  };
}
