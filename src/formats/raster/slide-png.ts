// One slide of a deck as a PNG: the slide drawn alone by Quire's PDF renderer, its first page rasterised.
import type { Deck } from "../model/source.js";
import { renderDeckToPdf } from "../pdf/index.js";
import { openOwnPdf } from "./pdfjs.js";
import { rasterisePage } from "./rasterise.js";

export interface SlidePng {
  png: Uint8Array;
  width: number;
  height: number;
}

/**
 * Slide `index` (0-based) at `width` pixels. A slide whose content continues onto continuation pages shows its own
 * first page, as the deck's first view of it does.
 */
export async function slidePng(deck: Deck, index: number, width: number): Promise<SlidePng> {
  const slide = deck.slides[index];
  if (!slide) throw new RangeError(`the deck has no slide ${index + 1}`);
  const { bytes } = await renderDeckToPdf({ ...deck, slides: [slide] });
  return firstPagePng(bytes, width);
}

/** A PDF's first page as a PNG `width` pixels wide. */
export async function firstPagePng(pdfBytes: Uint8Array, width: number): Promise<SlidePng> {
  const pdf = await openOwnPdf(pdfBytes);
  try {
    const raster = await rasterisePage(await pdf.getPage(1), width);
    return { png: await raster.png(), width: raster.width, height: raster.height };
  } finally {
    await pdf.destroy();
  }
}
