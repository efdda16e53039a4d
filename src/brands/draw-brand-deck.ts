// A deck on a brand drawn as its pptx looks: the deck rendered on the brand's template (the render brand generate and a
// pptx export use), then that pptx drawn to PDF pages (formats/drawing) — the PDF itself, one source slide's picture, a
// page of pictures, or the quality report measured on them — in one task, so the pptx never leaves the worker.
import { createHash } from "node:crypto";
import { RecentMap } from "../lib/recent-map.js";
import { drawPptxToPdf, openPptx, type DrawnPdf, type OpenedPptx } from "../formats/drawing/index.js";
import type { PptxResult } from "../formats/pptx/index.js";
import { documentLanguage } from "../formats/model/language.js";
import { handoutOfPdf } from "../formats/raster/handout.js";
import { pagePngs, type PagePngs } from "../formats/raster/page-pngs.js";
import { firstPagePng, type SlidePng } from "../formats/raster/slide-png.js";
import type { QualityReport } from "../quality/index.js";
import { drawnDeckQuality, type QualityOptions } from "../quality/thread.js";
import { brandDeckPage } from "./brand-deck-html.js";
import { renderBrandPptx, type RenderTask } from "./render-brand-deck.js";

export interface BrandPdf {
  pdf: Uint8Array;
  /** What the pptx render substituted and what the drawing could not draw as the pptx has it. */
  warnings: string[];
}

/** A brand deck's pictures, one per page, in one self-contained HTML page (brand-deck-html.ts). */
export interface BrandHtml {
  html: Uint8Array;
  warnings: string[];
}

/** Pixels wide of each page's picture in a brand deck's HTML: sharp at a laptop's width, a few hundred KB a slide. */
export const HTML_PICTURE_WIDTH = 1280;

/**
 * This thread's last few decks rendered and opened for drawing: a deck's pictures are asked for one slide after another
 * (the workspace list, the preview, view_slides), and rendering and unzipping the pptx again for each was most of a
 * slide picture's time. Keyed by the template and the deck as sent, so an edit or a replaced template is a new entry.
 */
const recent = new RecentMap<string, { pptx: PptxResult; opened: OpenedPptx }>(4);

function renderedAndOpened(task: RenderTask): { pptx: PptxResult; opened: OpenedPptx } {
  const key = createHash("sha256")
    .update(task.key)
    .update("\0")
    .update(JSON.stringify([task.deck, task.master ?? null]))
    .digest("hex");
  return recent.take(key, () => {
    const pptx = renderBrandPptx(task);
    return { pptx, opened: openPptx(pptx.bytes) };
  });
}

/** What the render substituted and the drawing could not draw (and what came after), each once. */
const warningsOf = (out: { renderWarnings: string[]; warnings: string[] }, more: string[] = []) => [
  ...new Set([...out.renderWarnings, ...out.warnings, ...more]),
];

async function drawn(
  task: RenderTask,
  slides?: number[],
): Promise<DrawnPdf & { slideStarts: number[]; renderWarnings: string[] }> {
  const { pptx, opened } = renderedAndOpened(task);
  const slideIndexes = slides?.map((n) => pptx.slideStarts[n]!);
  const pdf = await drawPptxToPdf(opened, {
    title: task.deck.title,
    lang: documentLanguage(task.deck),
    ...(slideIndexes ? { slides: slideIndexes } : {}),
  });
  return { ...pdf, slideStarts: pptx.slideStarts, renderWarnings: pptx.warnings };
}

/** The whole deck as PDF, one page per pptx slide (continuation slides included), at the brand's slide size. */
export async function drawBrandPdf(task: RenderTask): Promise<BrandPdf> {
  const out = await drawn(task);
  return { pdf: out.pdf, warnings: warningsOf(out) };
}

/**
 * Source slide `index` (0-based) as a PNG `width` pixels wide: the whole deck is rendered (a closing slide stays a
 * closing slide, numbers count as in the deck), and only the first pptx slide of that source slide is drawn.
 */
export async function drawBrandSlidePng(task: RenderTask, index: number, width: number): Promise<SlidePng> {
  if (!task.deck.slides[index]) throw new RangeError(`the deck has no slide ${index + 1}`);
  const { pdf } = await drawn(task, [index]);
  return firstPagePng(pdf, width);
}

/** The deck's quality report, measured on the brand's drawing (quality/deck-quality.ts drawnDeckQuality). */
export async function measureBrandDeck(task: RenderTask, options: QualityOptions): Promise<QualityReport> {
  const started = performance.now();
  const out = await drawn(task);
  return drawnDeckQuality(
    task.deck,
    { pdf: out.pdf, slideStarts: out.slideStarts, warnings: out.warnings },
    options,
    started,
  );
}

/** A generated deck's pptx and its quality report measured on that pptx drawn, in one task (brand generate's header). */
export interface MeasuredRender {
  bytes: Uint8Array;
  /** Null when measuring failed (`fault` says why): the deck is never lost for its report. */
  quality: QualityReport | null;
  fault: string | null;
}

/** Renders the deck on its brand, then measures that very render as drawn, within the report's budget. */
export async function renderAndMeasure(task: RenderTask, options: QualityOptions): Promise<MeasuredRender> {
  const started = performance.now();
  const { pptx, opened } = renderedAndOpened(task);
  try {
    const drawnPdf = await drawPptxToPdf(opened, { title: task.deck.title, lang: documentLanguage(task.deck) });
    return {
      bytes: pptx.bytes,
      quality: await drawnDeckQuality(
        task.deck,
        { pdf: drawnPdf.pdf, slideStarts: pptx.slideStarts, warnings: drawnPdf.warnings },
        options,
        started,
      ),
      fault: null,
    };
  } catch (err) {
    return { bytes: pptx.bytes, quality: null, fault: (err as Error)?.stack ?? String(err) };
  }
}

/** The deck as an HTML page of its brand drawing's pictures, each with the slide's words as its text alternative. */
export async function drawBrandHtml(task: RenderTask, width = HTML_PICTURE_WIDTH): Promise<BrandHtml> {
  const out = await drawn(task);
  const pictures: SlidePng[] = [];
  for await (const picture of (await pagePngs(out.pdf, width)).pictures) pictures.push(picture);
  const html = brandDeckPage(task.deck, pictures, out.slideStarts);
  return { html: new TextEncoder().encode(html), warnings: warningsOf(out) };
}

/** The brand drawing's pages as PNGs `width` pixels wide, drawn one by one as they are taken. */
export async function drawBrandPages(task: RenderTask, width: number): Promise<PagePngs & { warnings: string[] }> {
  const out = await drawn(task);
  return { ...(await pagePngs(out.pdf, width)), warnings: warningsOf(out) };
}

/** The deck's handout (formats/pdf/render-handout.ts) from the brand drawing's pages, with its speaker notes. */
export async function drawBrandHandout(task: RenderTask): Promise<BrandPdf> {
  const out = await drawn(task);
  const handout = await handoutOfPdf(task.deck, out.pdf, out.slideStarts);
  return { pdf: handout.bytes, warnings: warningsOf(out, handout.warnings) };
}
