// Worker-pool entries (piscina) on the brand deck pool's threads: a deck rendered on its brand and drawn as the pptx
// looks — its PDF, one slide's picture, its HTML page of pictures, its quality report. Its own module, so pdf.js and the
// drawing load on the first such task, not in every render.
import type { SlidePng } from "../formats/raster/slide-png.js";
import type { QualityReport } from "../quality/codes.js";
import type { QualityOptions } from "../quality/deck-quality.js";
import { drawBrandHtml, drawBrandPdf, drawBrandSlidePng, measureBrandDeck, type BrandHtml, type BrandPdf } from "./draw-brand-deck.js";
import type { RenderTask } from "./render-brand-deck.js";

export interface SlideTask extends RenderTask {
  /** The source slide, 0-based. */
  index: number;
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

export function qualityInWorker(task: QualityTask): Promise<QualityReport> {
  return measureBrandDeck(task, task.options);
}
