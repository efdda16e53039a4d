// Worker-pool entries (piscina) on the brand deck pool's threads: a deck rendered on its brand and drawn as the pptx
// looks — its PDF, one slide's and every page's pictures, its HTML page of pictures, its handout, its quality report —
// and a brand's template drawn as itself, page by page and for its upload's lint. Its own module, so pdf.js and the drawing load on the first
// such task, not in every render.
import type { SlidePng } from "../formats/raster/slide-png.js";
import type { QualityReport } from "../quality/index.js";
import type { QualityOptions } from "../quality/thread.js";
import { sendPages, type PageStreamJob } from "../workers/thread.js";
import {
  drawBrandHandout,
  drawBrandHtml,
  drawBrandPages,
  drawBrandPdf,
  drawBrandSlidePng,
  measureBrandDeck,
  renderAndMeasure,
  type BrandHtml,
  type BrandPdf,
  type MeasuredRender,
} from "./draw-brand-deck.js";
import type { RenderTask } from "./render-brand-deck.js";
import { templatePagePng, type TemplatePageTask } from "./template-pictures.js";
import { lintDrawing } from "./lint-drawing.js";
import type { TemplateAnalysis } from "./analyse-template.js";

export interface SlideTask extends RenderTask {
  /** The source slide, 0-based. */
  index: number;
  width: number;
}

export interface PagesTask extends RenderTask, PageStreamJob {
  width: number;
}

export interface QualityTask extends RenderTask {
  options: QualityOptions;
}

export function pdfInWorker(task: RenderTask): Promise<BrandPdf> {
  return drawBrandPdf(task);
}

export function slidePngInWorker(task: SlideTask): Promise<SlidePng> {
  return drawBrandSlidePng(task, task.index, task.width);
}

export function htmlInWorker(task: RenderTask): Promise<BrandHtml> {
  return drawBrandHtml(task);
}

/** Every page of the drawing as a PNG, sent one by one on the task's port (workers/page-stream.ts). */
export async function pagesInWorker(task: PagesTask): Promise<void> {
  const pages = await drawBrandPages(task, task.width);
  await sendPages(task.port!, { pages: pages.count, warnings: pages.warnings }, pages.pictures);
}

export function handoutInWorker(task: RenderTask): Promise<BrandPdf> {
  return drawBrandHandout(task);
}

export function qualityInWorker(task: QualityTask): Promise<QualityReport> {
  return measureBrandDeck(task, task.options);
}

/** Brand generate's one task: the pptx and its report on the brand's drawing (piscina moves only a top-level value: copied). */
export function renderMeasuredInWorker(task: QualityTask): Promise<MeasuredRender> {
  return renderAndMeasure(task, task.options);
}

/** One page of a brand's template drawn as itself (the master, then each layout), for the brand page. */
export function templatePngInWorker(task: TemplatePageTask): Promise<SlidePng> {
  return templatePagePng(task);
}

export interface DrawingLintTask {
  bytes: Uint8Array;
  analysis: TemplateAnalysis;
}

/** An upload's analysis (deck-worker.ts's) with what drawing the template as itself finds (lint-drawing.ts). */
export function lintDrawingInWorker(task: DrawingLintTask): Promise<TemplateAnalysis> {
  return lintDrawing(task.bytes, task.analysis);
}
