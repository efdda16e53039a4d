// A deck's quality report: Quire's own PDF of the deck — or, for a deck on a brand, the brand's drawing of its pptx —
// read back with pdf.js, each slide checked (against its design where Quire drew it), within a time budget (slides left
// when it runs out are named in a note).
import type { Deck, SlideLayout } from "../formats/model/source.js";
import { renderDeckToPdf } from "../formats/pdf/index.js";
import { bodyRect, frameFor, type SlideCtx } from "../formats/pdf/slide-frame.js";
import type { Rect } from "../formats/slide-kinds/arrange.js";
import { openOwnPdf, type PdfDocument } from "../formats/raster/pdfjs.js";
import { rasterisePage } from "../formats/raster/rasterise.js";
import { checkSlide } from "./check-slide.js";
import { accessibilityFindings } from "./accessibility.js";
import type { QualityFinding, QualityReport } from "./codes.js";
import { designSizes, type DesignSizes } from "./design-sizes.js";
import { readPaint } from "./read-paint.js";

export interface QualityOptions {
  /**
   * Time allowed for checking the slides, counted from when the deck is drawn and open; slides not reached by then are
   * left out and the report is `partial`. Drawing the deck (and a fresh thread's one-time load of pdf.js and the fonts,
   * 0.4–2 s on two busy cores) is bounded by the task's timeout instead, so a cold worker does not cut a short deck's report.
   */
  budgetMs: number;
  /** Contrast is measured against the deck's own colours: off for a deck drawn on a brand's template. */
  contrast?: boolean;
}

/**
 * Layouts whose content flows into the free region below the title, so how much of it they use depends on the content.
 * The designed kinds (KPI, cards, timeline, …) lay a grid out over the region by design, and charts always fill it.
 */
const REGION_LAYOUTS: ReadonlySet<SlideLayout> = new Set(["bullets", "content", "two-column", "table"]);

/** Pixels for the contrast fallback are read at this width: enough to find a background colour. */
const PIXEL_WIDTH = 480;

/** The PDF pages of each slide: the whole deck drawn once, or slide by slide when some slide ran onto more pages. */
async function pagesBySlide(
  deck: Deck,
): Promise<{ docs: PdfDocument[]; pages: { doc: PdfDocument; page: number }[][] }> {
  const whole = await openOwnPdf((await renderDeckToPdf(deck)).bytes);
  if (whole.numPages === deck.slides.length)
    return { docs: [whole], pages: deck.slides.map((_, i) => [{ doc: whole, page: i + 1 }]) };
  await whole.destroy();
  const docs: PdfDocument[] = [];
  for (const slide of deck.slides)
    docs.push(await openOwnPdf((await renderDeckToPdf({ ...deck, slides: [slide] })).bytes));
  return { docs, pages: docs.map((doc) => Array.from({ length: doc.numPages }, (_, i) => ({ doc, page: i + 1 }))) };
}

export async function deckQuality(deck: Deck, options: QualityOptions): Promise<QualityReport> {
  const started = performance.now();
  const { docs, pages } = await pagesBySlide(deck);
  try {
    const design = await designSizes(deck);
    const region = bodyRect({ frame: frameFor(deck.size) } as SlideCtx);
    return await measureSlides(deck, pages, { design, region, notes: [] }, options, started);
  } finally {
    await Promise.all(docs.map((d) => d.destroy()));
  }
}

/** A deck as its brand draws it: the PDF drawn from its pptx on the brand, and the page each source slide starts at. */
export interface DrawnDeck {
  pdf: Uint8Array;
  /** 0-based pages, one per source slide; a slide's continuation pages follow it up to the next one's start. */
  slideStarts: number[];
  /** What the drawing could not draw as the pptx has it and the fonts it stood in, once each: the report's notes. */
  warnings?: string[];
}

/** The checks a brand's drawing has no design for, named in its report's notes. */
export const NOT_MEASURED_ON_BRAND =
  "Measured on the brand's own drawing of the deck; its layouts, not Quire's design, set the text sizes and the free space, so text shrunk, title shrunk and empty region are not checked.";

/**
 * The report of a deck drawn on its brand (formats/drawing): the same reading of the pages, without the checks that
 * compare with Quire's own design (sizes, the free region). `started` is when the task began (the report's `ms` counts the drawing).
 */
export async function drawnDeckQuality(
  deck: Deck,
  drawn: DrawnDeck,
  options: QualityOptions,
  started = performance.now(),
): Promise<QualityReport> {
  const doc = await openOwnPdf(drawn.pdf);
  try {
    const pages = deck.slides.map((_, i) => {
      const from = drawn.slideStarts[i] ?? doc.numPages;
      const to = Math.min(doc.numPages, drawn.slideStarts[i + 1] ?? doc.numPages);
      return Array.from({ length: Math.max(0, to - from) }, (_, k) => ({ doc, page: from + k + 1 }));
    });
    return await measureSlides(
      deck,
      pages,
      { design: null, region: null, notes: [NOT_MEASURED_ON_BRAND, ...(drawn.warnings ?? [])] },
      options,
      started,
    );
  } finally {
    await doc.destroy();
  }
}

interface Design {
  /** Each slide's design sizes; null: none to compare with. */
  design: DesignSizes[] | null;
  /** The free region below the title (frame units) of the layouts that have one; null: not measured. */
  region: Rect | null;
  notes: string[];
}

async function measureSlides(
  deck: Deck,
  pages: { doc: PdfDocument; page: number }[][],
  d: Design,
  options: QualityOptions,
  started: number,
): Promise<QualityReport> {
  const elapsed = () => Math.round(performance.now() - started);
  const checkingFrom = performance.now();
  const findings: QualityFinding[] = [];
  let measured = 0;
  for (let i = 0; i < deck.slides.length; i++) {
    if (i > 0 && performance.now() - checkingFrom > options.budgetMs) break;
    const slide = deck.slides[i]!;
    const own = pages[i]!;
    const paints = await Promise.all(own.map(async ({ doc, page }) => readPaint(await doc.getPage(page))));
    const pixels = async (p: number) => {
      const raster = await rasterisePage(await own[p]!.doc.getPage(own[p]!.page), PIXEL_WIDTH);
      return { raster, rgba: raster.rgba() };
    };
    const seen = new Map<number, ReturnType<typeof pixels>>();
    findings.push(
      ...(await checkSlide({
        slide,
        index: i,
        pages: paints,
        design: d.design ? d.design[i]! : null,
        region: d.region && REGION_LAYOUTS.has(slide.layout) ? d.region : null,
        contrast: options.contrast !== false,
        pixels: (p) => seen.get(p) ?? seen.set(p, pixels(p)).get(p)!,
      })),
    );
    measured++;
  }
  const notes = [...d.notes];
  if (options.contrast === false) notes.push("Contrast is not measured: the deck is drawn on its brand's own colours.");
  if (measured < deck.slides.length)
    notes.push(
      `Measured ${measured} of ${deck.slides.length} slides within the ${options.budgetMs} ms allowed; the rest were not checked.`,
    );
  return {
    status: measured < deck.slides.length ? "partial" : "complete",
    slides: deck.slides.length,
    measured,
    findings,
    accessibility: accessibilityFindings(deck, findings),
    notes,
    ms: elapsed(),
  };
}
