// A deck's handout (pdf/render-handout.ts) from a PDF of its slides — Quire's own or a brand's drawing — each page
// rasterised at HANDOUT_PICTURE_WIDTH.
import type { Deck } from "../model/source.js";
import { renderDeckToPdf } from "../pdf/index.js";
import { renderHandoutPdf, type HandoutPicture } from "../pdf/render-handout.js";
import { pagePngs } from "./page-pngs.js";

/** Pixels wide of a slide's picture in a handout: about 180 dpi at the 5.8 in it is printed, a slide's text crisp. */
export const HANDOUT_PICTURE_WIDTH = 1000;

/** The handout of `deck` from `pdf`, its slides' pages (`slideStarts`: each source slide's first page, 0-based). */
export async function handoutOfPdf(
  deck: Deck,
  pdf: Uint8Array,
  slideStarts: number[],
): Promise<{ bytes: Uint8Array; warnings: string[] }> {
  const pages: HandoutPicture[] = [];
  for await (const picture of (await pagePngs(pdf, HANDOUT_PICTURE_WIDTH)).pictures) pages.push(picture);
  return renderHandoutPdf(deck, pages, slideStarts);
}

/** The handout of a deck on its built-in theme: its own PDF's pages with its notes. */
export async function deckHandout(deck: Deck): Promise<{ bytes: Uint8Array; warnings: string[] }> {
  const slides = await renderDeckToPdf(deck);
  const handout = await handoutOfPdf(deck, slides.bytes, slides.slideStarts);
  return { bytes: handout.bytes, warnings: [...new Set([...slides.warnings, ...handout.warnings])] };
}
