// Worker entry for slide pictures, handouts and quality reports (piscina, on the export pool's threads): Quire's PDF of a
// deck drawn to pixels or read back with pdf.js, off the event loop. Its own module, so pdf.js loads on the first such task.
import type { Deck, Doc } from "../formats/model/source.js";
import type { ExportResult } from "../formats/model/export-formats.js";
import { renderDeckToPdf } from "../formats/pdf/index.js";
import { docToDeck } from "../formats/pptx/index.js";
import { deckHandout } from "../formats/raster/handout.js";
import { pagePngs } from "../formats/raster/page-pngs.js";
import { slidePng as drawSlide, type SlidePng } from "../formats/raster/slide-png.js";
import { deckQuality as measureDeck, type QualityOptions } from "../quality/thread.js";
import type { QualityReport } from "../quality/index.js";
import { sendPages, type PageStreamJob } from "./page-stream.js";

export interface SlidePngJob {
  deck: Deck;
  index: number;
  width: number;
}

export interface QualityJob {
  deck: Deck;
  options: QualityOptions;
}

/** A deck, or a doc summarised into slides as its pptx is. */
export interface SlidesJob {
  source: Deck | Doc;
}

export interface PagesJob extends SlidesJob, PageStreamJob {
  width: number;
}

const slidesOf = (source: Deck | Doc): Deck => (source.kind === "doc" ? docToDeck(source) : source);

export function slidePng(job: SlidePngJob): Promise<SlidePng> {
  return drawSlide(job.deck, job.index, job.width);
}

export function deckQuality(job: QualityJob): Promise<QualityReport> {
  return measureDeck(job.deck, job.options);
}

/** The deck's PDF pages as PNGs `width` pixels wide, sent one by one on the job's port (workers/page-stream.ts). */
export async function slidePictures(job: PagesJob): Promise<void> {
  const { bytes, warnings } = await renderDeckToPdf(slidesOf(job.source));
  const pages = await pagePngs(bytes, job.width);
  await sendPages(job.port!, { pages: pages.count, warnings }, pages.pictures);
}

/** The deck's handout: each slide's picture with its speaker notes (formats/pdf/render-handout.ts). */
export function handout(job: SlidesJob): Promise<ExportResult> {
  return deckHandout(slidesOf(job.source));
}
