// The pools that run a request's heavy work off the event loop: threads for our own code on parsed text (a source's
// parse and render, the composer), work processes for anything that opens a file (exports, imports, pictures, quality).
import { Piscina } from "piscina";
import type { ExportFormat, ExportResult } from "../formats/model/export-formats.js";
import type { Source } from "../formats/model/source.js";
import type { ExportJob, SourceJson } from "./export-worker.js";
import type { ImportJob, ImportOutcome } from "./import-worker.js";
import type { ImageJob } from "./image-worker.js";
import type { CheckedImage, PrepareImage } from "../assets/thread.js";
import type { ImportFormat, ImportResult } from "../import/index.js";
import { AppError } from "../lib/errors.js";
import { closePool } from "./close-pool.js";
import { runBounded } from "./bounded-run.js";
import {
  DEFAULT_WORK_LIMITS,
  FILES_LANE,
  WORKER_CACHES_ENV,
  workProcesses,
  type WorkerCacheBytes,
  type WorkLimits,
  type WorkProcesses,
} from "./work-limits.js";
import { workerExecArgv } from "./worker-exec-argv.js";
import { MessageChannel } from "node:worker_threads";
import type { Deck, Doc } from "../formats/model/source.js";
import type { SlidePng } from "../formats/raster/slide-png.js";
import type { QualityOptions } from "../quality/thread.js";
import type { QualityReport } from "../quality/index.js";
import type { PagesJob, QualityJob, SlidePngJob, SlidesJob } from "./slide-worker.js";
import type { PagePictures } from "../formats/raster/page-pngs.js";
import { streamPages } from "./page-stream.js";
import type {
  ParsedSource,
  ParsedSourceText,
  ParseSourceInput,
  SourceRequestText,
} from "../formats/model/parse-source.js";
import { BudgetExceededError, CpuBudget } from "../lib/cpu-budget.js";
import { runBudgeted } from "./budgeted-run.js";
import type { PageJob, PageOrParsed, ParseJob, WorkOutcome } from "./source-worker.js";
import type { ComposeRequest, ComposeResult, KindFrom, PromptReading } from "../agent/thread.js";
import type { ComposeJob, KindJob, ReadJob } from "./compose-worker.js";
import type { EditWork, EditWorkOutcome } from "../documents/edits/index.js";
import type { EditJob } from "./edit-worker.js";
import type { SourceKind } from "../formats/model/source.js";
import { siblingModule } from "../lib/sibling-module.js";

export { ExportTimeoutError, PoolBusyError } from "./bounded-run.js";

export interface ExportPool {
  /** A source, or one as JSON text (a large sent sheet, parsed on a worker): read as objects only on the worker. */
  run(source: Source | SourceJson, format: ExportFormat, signal?: AbortSignal): Promise<ExportResult>;
  /** Reads an uploaded file into a source (src/import/) on a worker, so a large or hostile file never blocks requests. */
  importFile(
    bytes: Uint8Array,
    file: string,
    maxBytes: number,
    signal?: AbortSignal,
    onPage?: (page: number, pages: number) => void,
  ): Promise<ImportResult & { format: ImportFormat }>;
  /** One slide drawn as a PNG `width` pixels wide (src/formats/raster/), within SLIDE_TIMEOUT_MS. */
  slidePng(deck: Deck, index: number, width: number, signal?: AbortSignal): Promise<SlidePng>;
  /** A deck's (or a doc's slides') PDF pages as PNGs `width` pixels wide, handed over as the reader takes them. */
  slidePictures(source: Deck | Doc, width: number, signal?: AbortSignal): Promise<PagePictures>;
  /** A deck's (or a doc's slides') handout PDF: each slide's picture with its speaker notes. */
  handout(source: Deck | Doc, signal?: AbortSignal): Promise<ExportResult>;
  /** A picture checked and stripped as prepareImage does (and its focus read, when asked), in a work process (image-worker.ts). */
  prepareImage: PrepareImage;
  /** The deck's quality report (src/quality/), stopped at its budget plus a grace for a cold worker. */
  quality(deck: Deck, options: QualityOptions, signal?: AbortSignal): Promise<QualityReport>;
  /** parseSource (formats/model/parse-source.ts) on a worker, within what is left of the request's budget. */
  parseSource(
    input: ParseSourceInput | SourceRequestText,
    budget: CpuBudget,
    signal?: AbortSignal,
  ): Promise<ParsedSource>;
  /** parseSource answering with the source as JSON text, for work that goes on to another worker. */
  parseSourceText(input: SourceRequestText, budget: CpuBudget, signal?: AbortSignal): Promise<ParsedSourceText>;
  /** A render's answer made on a worker (renderPage in source-worker.ts), within what is left of the request's budget. */
  renderPage(job: Omit<PageJob, "started">, budget: CpuBudget, signal?: AbortSignal): Promise<PageOrParsed>;
  /** The builtin composer's work for one run (compose-worker.ts), within `budget`; past it 413 naming the prompt. */
  compose(request: ComposeRequest, budget: CpuBudget, signal?: AbortSignal): Promise<ComposeResult>;
  /** The builtin composer's reading of a prompt (its kind, its stated facts), within `budget`. */
  readPrompt(
    prompt: string,
    language: string | undefined,
    budget: CpuBudget,
    signal?: AbortSignal,
  ): Promise<PromptReading>;
  /** The kind a prompt asks for (askedKind in compose-builtin.ts), within `budget`. */
  askedKind(prompt: string, from: KindFrom, budget: CpuBudget, signal?: AbortSignal): Promise<SourceKind>;
  /** A document's typed edits, or a revision's, applied to its JSON text (edit-worker.ts), within `budget`; past it 413 naming the edits. */
  applyEdits<R extends EditWork>(request: R, budget: CpuBudget, signal?: AbortSignal): Promise<EditWorkOutcome<R>>;
  /** Loads every exporter once in each worker so the first real request does not pay for it. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

export interface ExportPoolOptions {
  /** Threads for source and composer work, and as many work processes for files. */
  threads: number;
  /** A file task's own time (from when a process starts it); past it the process is killed and replaced (413). */
  timeoutMs: number;
  /** Tasks allowed to wait; beyond it the pool answers at once with "over capacity". */
  maxQueue?: number;
  /** The exports' entry; tests point it at a worker that can be made to hang. */
  workerUrl?: URL;
  /** The service's work processes, shared with the brand deck pool; without them the pool starts its own (the options below). */
  processes?: WorkProcesses;
  /** What each process's caches may hold (PDF_TEXT_CACHE_MB, PPTX_PARTS_CACHE_MB); by default the writers' own bounds. */
  caches?: WorkerCacheBytes;
  /** Its own work processes' memory cap and heap, and how long a task may wait for one. */
  limits?: WorkLimits;
  /** Told when a work process ends under a task (its cap, a decoder's abort), for the log. */
  onStopped?: (detail: { pid: number | undefined; how: string; task: string | null }) => void;
}

const IMPORT_WORKER = siblingModule(import.meta.url, "import-worker").href;
const IMAGE_WORKER = siblingModule(import.meta.url, "image-worker").href;
/** A picture's check reads its headers and copies its segments: milliseconds; one taking this long is stopped. */
const IMAGE_TIMEOUT_MS = 10_000;
const SLIDE_WORKER = siblingModule(import.meta.url, "slide-worker").href;
const SOURCE_WORKER = siblingModule(import.meta.url, "source-worker").href;
const COMPOSE_WORKER = siblingModule(import.meta.url, "compose-worker").href;
const EDIT_WORKER = siblingModule(import.meta.url, "edit-worker").href;
/** A slide picture takes tens of milliseconds (a cold process loads pdf.js in about 2 s): one stuck this long is killed. */
const SLIDE_TIMEOUT_MS = 20_000;
/** How long the warm-up's tasks may wait for their threads and processes to load: a starved host, not a request's wait. */
const WARM_UP_MS = 300_000;
/** The work processes' queue the warm-up's exports wait in (lanes take turns at a free process). */
const WARM_UP_LANE = "warm-up";
/** What a quality report may take beyond its own budget: pdf.js loading in a cold process. */
const QUALITY_GRACE_MS = 10_000;
/**
 * Each thread's young-object space. V8 reserves 48 MB by default and keeps what it touched; a task's short-lived
 * objects fit in far less (measured: about 40 MB less RSS for the process with two threads, exports no slower).
 */
const WORKER_YOUNG_GENERATION_MB = 16;
/** Workers' nice value over the process's (piscina sets it per thread through @napi-rs/nice; processes are set at start). */
const WORKER_NICENESS = 10;

/** A prompt's reading past its budget: 413 naming the prompt rather than a source. */
const tooLongToRead =
  (budget: CpuBudget) =>
  (err: unknown): never => {
    if (err instanceof BudgetExceededError)
      throw new AppError(
        "body_too_large",
        `The prompt takes more than ${budget.totalMs / 1000} s to read; shorten it.`,
      );
    throw err;
  };

/** A worker's answer, or its API error made an AppError again. */
function unwrap<T>(outcome: WorkOutcome<T>): T {
  if (!outcome.ok) throw new AppError(outcome.code, outcome.message, { details: outcome.details });
  return outcome.result;
}

export function createExportPool(options: ExportPoolOptions): ExportPool {
  const maxQueue = options.maxQueue ?? options.threads * 16;
  const limits = options.limits ?? DEFAULT_WORK_LIMITS;
  let threads: Piscina | null = null;
  const exportEntry = (options.workerUrl ?? siblingModule(import.meta.url, "export-worker")).href;
  let own: WorkProcesses | null = null;
  /** Our own code on parsed text: a source's parse and render, the composer's reading and writing. */
  const onThreads = () =>
    (threads ??= new Piscina({
      filename: SOURCE_WORKER,
      execArgv: workerExecArgv(),
      minThreads: options.threads, // all threads up from the start: a cold worker costs seconds of p99
      maxThreads: options.threads,
      maxQueue,
      idleTimeout: 60_000,
      // Below the event loop's thread: on a busy machine the kernel runs the thread that answers requests first.
      niceIncrement: WORKER_NICENESS,
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    }));
  /** Anything that opens a file or decodes a picture: in processes, so a decoder's abort or appetite ends one task. */
  const processes = (): WorkProcesses =>
    options.processes ??
    (own ??= workProcesses({
      size: options.threads,
      entry: exportEntry,
      maxQueue,
      limits,
      niceness: WORKER_NICENESS,
      env: options.caches ? { [WORKER_CACHES_ENV]: JSON.stringify(options.caches) } : {},
      onStopped: options.onStopped,
    }));
  const onProcesses = () => processes().pool;
  /** The work processes' queue bound and wait, for a task run there, in the lane of the files people send. */
  const files = () => ({ maxQueue: processes().maxQueue, maxWaitMs: processes().queueWaitMs, lane: FILES_LANE });
  return {
    async run(source, format, signal) {
      const job: ExportJob = { source, format };
      return (await runBounded(onProcesses(), job, {
        ...files(),
        timeoutMs: options.timeoutMs,
        signal,
        filename: exportEntry,
        what: "The export",
      })) as ExportResult;
    },
    async importFile(bytes, file, maxBytes, signal, onPage) {
      // Page progress comes back on a channel of its own while the process reads.
      const channel = onPage ? new MessageChannel() : null;
      channel?.port1.on("message", (m: { page: number; pages: number }) => onPage!(m.page, m.pages));
      const job: ImportJob = {
        bytes,
        file,
        maxBytes,
        helper: options.threads > 1,
        ...(channel ? { progress: channel.port2 } : {}),
      };
      const run = {
        ...files(),
        timeoutMs: options.timeoutMs,
        signal,
        filename: IMPORT_WORKER,
        busyMessage: "Too many files are being read; try again shortly.",
        transferList: channel ? [channel.port2] : [],
        what: "Reading the file",
      };
      const outcome = (await runBounded(onProcesses(), job, run).finally(() =>
        channel?.port1.close(),
      )) as ImportOutcome;
      if (!outcome.ok) throw new AppError(outcome.code, outcome.message);
      return outcome.result;
    },
    async slidePng(deck, index, width, signal) {
      const job: SlidePngJob = { deck, index, width };
      const run = {
        ...files(),
        timeoutMs: Math.min(options.timeoutMs, SLIDE_TIMEOUT_MS),
        signal,
        filename: SLIDE_WORKER,
        name: "slidePng",
        busyMessage: "Too many slides are being drawn; try again shortly.",
        what: "Drawing the slide",
      };
      return (await runBounded(onProcesses(), job, run)) as SlidePng;
    },
    slidePictures(source, width, signal) {
      const job: Omit<PagesJob, "port"> = { source, width };
      return streamPages(onProcesses(), job, {
        ...files(),
        workMs: options.timeoutMs,
        signal,
        filename: SLIDE_WORKER,
        name: "slidePictures",
        busyMessage: "Too many exports are running; try again shortly.",
      });
    },
    async handout(source, signal) {
      const job: SlidesJob = { source };
      return (await runBounded(onProcesses(), job, {
        ...files(),
        timeoutMs: options.timeoutMs,
        signal,
        filename: SLIDE_WORKER,
        name: "handout",
        what: "Drawing the handout",
      })) as ExportResult;
    },
    async prepareImage(bytes, declared, imageLimits, prepareOptions) {
      const job: ImageJob = { bytes, declared, limits: imageLimits, focus: prepareOptions?.focus ?? false };
      const run = {
        ...files(),
        timeoutMs: Math.min(options.timeoutMs, IMAGE_TIMEOUT_MS),
        filename: IMAGE_WORKER,
        busyMessage: "Too many pictures are being checked; try again shortly.",
        what: "Checking the picture",
      };
      return (await runBounded(onProcesses(), job, run)) as CheckedImage;
    },
    async quality(deck, qualityOptions, signal) {
      const job: QualityJob = { deck, options: qualityOptions };
      const run = {
        ...files(),
        timeoutMs: Math.min(options.timeoutMs, qualityOptions.budgetMs + QUALITY_GRACE_MS),
        signal,
        filename: SLIDE_WORKER,
        name: "deckQuality",
        busyMessage: "Too many decks are being measured; try again shortly.",
      };
      return (await runBounded(onProcesses(), job, run)) as QualityReport;
    },
    async parseSource(input, budget, signal) {
      const job: ParseJob = { input };
      const run = {
        maxQueue,
        waitMs: options.timeoutMs,
        signal,
        filename: SOURCE_WORKER,
        name: "parseSource",
        busyMessage: "Too many sources are being read; try again shortly.",
      };
      return unwrap(await runBudgeted<WorkOutcome<ParsedSource>>(onThreads(), job, budget, run));
    },
    async parseSourceText(input, budget, signal) {
      const job: ParseJob = { input };
      const run = {
        maxQueue,
        waitMs: options.timeoutMs,
        signal,
        filename: SOURCE_WORKER,
        name: "parseSourceText",
        busyMessage: "Too many sources are being read; try again shortly.",
      };
      return unwrap(await runBudgeted<WorkOutcome<ParsedSourceText>>(onThreads(), job, budget, run));
    },
    async renderPage(job, budget, signal) {
      const run = {
        maxQueue,
        waitMs: options.timeoutMs,
        signal,
        filename: SOURCE_WORKER,
        name: "renderPage",
        busyMessage: "Too many pages are being rendered; try again shortly.",
      };
      return unwrap(await runBudgeted<WorkOutcome<PageOrParsed>>(onThreads(), job as PageJob, budget, run));
    },
    async compose(request, budget, signal) {
      const job: ComposeJob = { request };
      const run = {
        maxQueue,
        waitMs: options.timeoutMs,
        signal,
        filename: COMPOSE_WORKER,
        name: "compose",
        busyMessage: "Too many documents are being composed; try again shortly.",
      };
      try {
        return unwrap(await runBudgeted<WorkOutcome<ComposeResult>>(onThreads(), job, budget, run));
      } catch (err) {
        if (err instanceof BudgetExceededError)
          throw new AppError(
            "body_too_large",
            `The prompt and its attachments take more than ${budget.totalMs / 1000} s to compose; shorten them or split them into several documents.`,
          );
        throw err;
      }
    },
    async readPrompt(prompt, language, budget, signal) {
      const job: ReadJob = { prompt, ...(language ? { language } : {}) };
      const run = {
        maxQueue,
        waitMs: options.timeoutMs,
        signal,
        filename: COMPOSE_WORKER,
        name: "readPrompt",
        busyMessage: "Too many prompts are being read; try again shortly.",
      };
      return runBudgeted<PromptReading>(onThreads(), job, budget, run).catch(tooLongToRead(budget));
    },
    async askedKind(prompt, from, budget, signal) {
      const job: KindJob = { prompt, from };
      const run = {
        maxQueue,
        waitMs: options.timeoutMs,
        signal,
        filename: COMPOSE_WORKER,
        name: "askedKind",
        busyMessage: "Too many prompts are being read; try again shortly.",
      };
      return runBudgeted<SourceKind>(onThreads(), job, budget, run).catch(tooLongToRead(budget));
    },
    async applyEdits(request, budget, signal) {
      const job: EditJob = { request };
      const run = {
        maxQueue,
        waitMs: options.timeoutMs,
        signal,
        filename: EDIT_WORKER,
        name: "applyEdits",
        busyMessage: "Too many documents are being edited; try again shortly.",
      };
      try {
        return unwrap(await runBudgeted<WorkOutcome<EditWorkOutcome<typeof request>>>(onThreads(), job, budget, run));
      } catch (err) {
        if (err instanceof BudgetExceededError)
          throw new AppError(
            "body_too_large",
            `The edits take more than ${budget.totalMs / 1000} s to apply to this document; send fewer at a time.`,
          );
        throw err;
      }
    },
    async warm() {
      const samples: [Source, ExportFormat][] = [
        [{ kind: "deck", title: "Warm", slides: [{ layout: "title", title: "Warm" }] }, "pptx"],
        [{ kind: "deck", title: "Warm", slides: [{ layout: "title", title: "Warm" }] }, "pdf"],
        [{ kind: "doc", title: "Warm", markdown: "# Warm\n\nText." }, "docx"],
        [{ kind: "sheet", title: "Warm", sheets: [{ name: "S", columns: [{ header: "A" }], rows: [["x"]] }] }, "xlsx"],
      ];
      // Renders (a live preview) and the composer load their own entries: one each per thread, sent together so each thread takes one.
      // pdf.js and the canvas (slide pictures, handouts, quality reports) are not loaded here: about 50 MB a process that
      // agent runs, imports and exports never use; the first picture a process draws loads them (1.5–2 s, once).
      // A thread loads the renderer and the composer before its first such task starts: on a starved host that can outlast
      // a request's wait, which the warm-up does not have to keep to (its own work still keeps to a request's budget).
      const onThread = (job: object, filename: string, name: string) =>
        runBudgeted(onThreads(), job, new CpuBudget(options.timeoutMs), {
          maxQueue,
          waitMs: WARM_UP_MS,
          filename,
          name,
          busyMessage: "Warming up.",
        });
      const page: PageJob = {
        input: { source: "# Warm", kind: "doc", format: "markdown" },
        as: "json",
        warnings: [],
        remoteImages: false,
      };
      const renders = Array.from({ length: options.threads }, () => onThread(page, SOURCE_WORKER, "renderPage"));
      const composes = Array.from({ length: options.threads }, () =>
        onThread({ request: { kind: "deck", prompt: "Warm" } } satisfies ComposeJob, COMPOSE_WORKER, "compose"),
      );
      // In a lane of their own, so the first users' files take turns with them rather than wait behind all of them.
      const warmExport = ([source, format]: [Source, ExportFormat]) =>
        runBounded(onProcesses(), { source, format } satisfies ExportJob, {
          ...files(),
          lane: WARM_UP_LANE,
          maxWaitMs: WARM_UP_MS,
          timeoutMs: options.timeoutMs,
          filename: exportEntry,
          what: "Warming up",
        });
      const exports = Array.from({ length: options.threads }, () => samples.map(warmExport)).flat();
      await Promise.all([...exports, ...renders, ...composes]);
    },
    async close() {
      const [t, p] = [threads, own];
      threads = null;
      own = null;
      await Promise.all([closePool(t), p?.close()]);
    },
  };
}
