// The fixed-size pool of work processes that renders brand decks (both cores, bounded queue), created on first use; it
// also draws them as their pptx looks (draw-worker.ts: PDF, slide and page pictures, the HTML page, the handout, the
// quality report). A template is a user's file: it is opened, drawn and its pictures decoded only in these processes.
import { availableParallelism } from "node:os";
import {
  ExportTimeoutError,
  runBounded,
  WorkProcessStopped,
  type BoundedRun,
  BRANDS_LANE,
  DEFAULT_WORK_LIMITS,
  WORK_NICENESS,
  workProcesses,
  type WorkLimits,
  type WorkProcesses,
} from "../workers/index.js";
import type { TemplateAnalysis } from "./analyse-template.js";
import type { AnalyseResult } from "./deck-worker.js";
import { refuseTemplate } from "./validate-upload.js";
import type { RenderTask } from "./render-brand-deck.js";
import type { BrandHtml, BrandPdf, MeasuredRender } from "./draw-brand-deck.js";
import type { DrawingLintTask, PagesTask, QualityTask, SlideTask } from "./draw-worker.js";
import type { PagePictures } from "../formats/raster/page-pngs.js";
import { streamPages } from "../workers/thread.js";
import type { TemplatePageTask } from "./template-pictures.js";
import type { SlidePng } from "../formats/raster/slide-png.js";
import type { QualityOptions } from "../quality/thread.js";
import type { QualityReport } from "../quality/index.js";
import { siblingModule } from "../lib/sibling-module.js";

export interface DeckPool {
  /** Throws PoolBusyError (503 unavailable) at once when every worker is busy and the queue is full. */
  render(task: RenderTask, signal?: AbortSignal): Promise<Uint8Array>;
  /** The deck rendered on its brand and drawn as the pptx looks (formats/drawing): its PDF, in one task. */
  pdf(task: RenderTask, signal?: AbortSignal): Promise<BrandPdf>;
  /** Source slide `index` (0-based) of the brand's drawing as a PNG `width` pixels wide (its first page). */
  slidePng(task: RenderTask, index: number, width: number, signal?: AbortSignal): Promise<SlidePng>;
  /** The brand's drawing as an HTML page of pictures, the slides' words as their text alternatives. */
  html(task: RenderTask, signal?: AbortSignal): Promise<BrandHtml>;
  /** The pptx (as `render`) and its quality report measured on that pptx drawn, in one task: brand generate's header. */
  renderMeasured(task: RenderTask, options: QualityOptions, signal?: AbortSignal): Promise<MeasuredRender>;
  /** Every page of the brand's drawing as a PNG `width` pixels wide, handed over as the reader takes them. */
  pages(task: RenderTask, width: number, signal?: AbortSignal): Promise<PagePictures>;
  /** The brand's drawing as a handout PDF: each slide's picture with its speaker notes. */
  handout(task: RenderTask, signal?: AbortSignal): Promise<BrandPdf>;
  /** The quality report measured on the brand's drawing, stopped at its budget plus a grace for a cold worker. */
  quality(task: RenderTask, options: QualityOptions, signal?: AbortSignal): Promise<QualityReport>;
  /** Page `page` of a brand's template drawn as itself (1: its master, 2..: each layout) as a PNG (template-pictures.ts). */
  templatePng(task: TemplatePageTask, signal?: AbortSignal): Promise<SlidePng>;
  /** validateUpload + analyseTemplate (and the template drawn for its lint) in a worker; throws the same 400 invalid_template (or PoolBusyError). */
  analyse(bytes: Uint8Array): Promise<TemplateAnalysis>;
  readonly threads: number;
  close(): Promise<void>;
}

export interface DeckPoolOptions {
  /** Tasks allowed to wait for a worker; beyond it the pool refuses at once. Default: 16 per thread. */
  maxQueue?: number;
  /** The worker entry; tests point it at a worker that can be made to hang. */
  workerUrl?: URL;
  /** The drawing tasks' entry (tests point it at one that can be made to hang). */
  drawWorkerUrl?: URL;
  /** A render or analysis running longer (from when a process starts it) is stopped and its process replaced (EXPORT_TIMEOUT_MS). Default: 60 s. */
  timeoutMs?: number;
  /** The service's work processes, shared with the export pool; without them the pool starts its own (limits below). */
  processes?: WorkProcesses;
  /** Its own work processes' memory cap and heap, and how long a task may wait for one. */
  limits?: WorkLimits;
  /** Told when a work process ends under a task (its cap, a decoder's abort), for the log. */
  onStopped?: (detail: { pid: number | undefined; how: string; task: string | null }) => void;
}

const BUSY = "Too many brand decks are being rendered; try again shortly.";
/** The drawing tasks' entry: loaded in a worker on its first such task, beside the render entry (same threads, same template cache). */
const DRAW_WORKER_URL = siblingModule(import.meta.url, "draw-worker").href;
/** What a quality report may take beyond its own budget: pdf.js and the drawing loading in a cold process. */
const QUALITY_GRACE_MS = 10_000;
/** A task's template is kept by each process after the first task sends it. */
const templateOf = (task: RenderTask): BoundedRun["blob"] => ({ field: "bytes", key: task.key });

export function createDeckPool(
  threads = Math.max(1, Math.min(4, availableParallelism())),
  options: DeckPoolOptions = {},
): DeckPool {
  const maxQueue = options.maxQueue ?? threads * 16;
  const DRAW_WORKER = options.drawWorkerUrl?.href ?? DRAW_WORKER_URL;
  const limits = options.limits ?? DEFAULT_WORK_LIMITS;
  const DECK_WORKER = (options.workerUrl ?? siblingModule(import.meta.url, "deck-worker")).href;
  let own: WorkProcesses | null = null;
  const processes = (): WorkProcesses =>
    options.processes ??
    (own ??= workProcesses({
      size: threads,
      entry: DECK_WORKER,
      maxQueue,
      limits,
      niceness: WORK_NICENESS,
      onStopped: options.onStopped,
    }));
  const get = () => processes().pool;
  const timeoutMs = options.timeoutMs ?? 60_000;
  /** The work processes' queue bound and wait, this pool's time and its busy answer, for each task. */
  const bounded = () => ({
    maxQueue: processes().maxQueue,
    maxWaitMs: processes().queueWaitMs,
    lane: BRANDS_LANE,
    timeoutMs,
    busyMessage: BUSY,
  });
  return {
    threads,
    async render(task, signal) {
      return bytesOf(
        await runBounded(get(), task, {
          ...bounded(),
          signal,
          filename: DECK_WORKER,
          blob: templateOf(task),
          what: "Building the deck on its template",
        }),
      );
    },
    async pdf(task, signal) {
      const out = (await runBounded(get(), task, {
        ...bounded(),
        signal,
        filename: DRAW_WORKER,
        name: "pdfInWorker",
        blob: templateOf(task),
        what: "Drawing the deck",
      })) as BrandPdf;
      return { pdf: bytesOf(out.pdf), warnings: out.warnings };
    },
    async slidePng(task, index, width, signal) {
      const job: SlideTask = { ...task, index, width };
      const out = (await runBounded(get(), job, {
        ...bounded(),
        signal,
        filename: DRAW_WORKER,
        name: "slidePngInWorker",
        blob: templateOf(task),
        what: "Drawing the slide",
      })) as SlidePng;
      return { ...out, png: bytesOf(out.png) };
    },
    async html(task, signal) {
      const out = (await runBounded(get(), task, {
        ...bounded(),
        signal,
        filename: DRAW_WORKER,
        name: "htmlInWorker",
        blob: templateOf(task),
        what: "Drawing the deck",
      })) as BrandHtml;
      return { html: bytesOf(out.html), warnings: out.warnings };
    },
    async renderMeasured(task, options, signal) {
      const job: QualityTask = { ...task, options };
      const out = (await runBounded(get(), job, {
        ...bounded(),
        signal,
        filename: DRAW_WORKER,
        name: "renderMeasuredInWorker",
        blob: templateOf(task),
        what: "Drawing the deck",
      })) as MeasuredRender;
      return { ...out, bytes: bytesOf(out.bytes) };
    },
    pages(task, width, signal) {
      const job: Omit<PagesTask, "port"> = { ...task, width };
      return streamPages(get(), job, {
        maxQueue: processes().maxQueue,
        maxWaitMs: processes().queueWaitMs,
        lane: BRANDS_LANE,
        workMs: timeoutMs,
        signal,
        filename: DRAW_WORKER,
        name: "pagesInWorker",
        busyMessage: BUSY,
        blob: templateOf(task),
      });
    },
    async handout(task, signal) {
      const out = (await runBounded(get(), task, {
        ...bounded(),
        signal,
        filename: DRAW_WORKER,
        name: "handoutInWorker",
        blob: templateOf(task),
        what: "Drawing the handout",
      })) as BrandPdf;
      return { pdf: bytesOf(out.pdf), warnings: out.warnings };
    },
    async quality(task, options, signal) {
      const job: QualityTask = { ...task, options };
      const qualityMs = Math.min(timeoutMs, options.budgetMs + QUALITY_GRACE_MS);
      return (await runBounded(get(), job, {
        ...bounded(),
        timeoutMs: qualityMs,
        signal,
        filename: DRAW_WORKER,
        name: "qualityInWorker",
        blob: templateOf(task),
      })) as QualityReport;
    },
    async templatePng(task, signal) {
      const out = (await runBounded(get(), task, {
        ...bounded(),
        signal,
        filename: DRAW_WORKER,
        name: "templatePngInWorker",
        blob: { field: "bytes", key: task.key },
        what: "Drawing the template",
      })) as SlidePng;
      return { ...out, png: bytesOf(out.png) };
    },
    async analyse(bytes) {
      try {
        const result = (await runBounded(get(), bytes, {
          ...bounded(),
          filename: DECK_WORKER,
          name: "analyseInWorker",
          what: "Reading the template",
        })) as AnalyseResult;
        if (!result.ok) throw refuseTemplate(result.message);
        // The drawing is a second task on the drawing entry, so a render-only process never loads it for an upload.
        const task: DrawingLintTask = { bytes, analysis: result.analysis };
        return (await runBounded(get(), task, {
          ...bounded(),
          filename: DRAW_WORKER,
          name: "lintDrawingInWorker",
          what: "Drawing the template",
        })) as TemplateAnalysis;
      } catch (err) {
        // The file asked for more than a template may: it is the file that is refused, as for any unusable template.
        if (err instanceof WorkProcessStopped || err instanceof ExportTimeoutError) throw refuseTemplate(err.message);
        throw err;
      }
    },
    async close() {
      const p = own;
      own = null;
      await p?.close();
    },
  };
}

/** Bytes back from a worker: a Uint8Array, or the ArrayBuffer a moved one arrives as. */
function bytesOf(out: unknown): Uint8Array {
  return out instanceof Uint8Array ? out : new Uint8Array(out as ArrayBuffer);
}
