// A PDF page drawn to pixels: pdf.js's canvas renderer on @napi-rs/canvas (Skia), no browser and no LibreOffice.
import { createCanvas, type Canvas } from "@napi-rs/canvas";
import type { PdfPage } from "./pdfjs.js";

export interface Raster {
  width: number;
  height: number;
  /** Pixels as RGBA, row by row from the top left. */
  rgba(): Uint8ClampedArray;
  png(): Promise<Uint8Array>;
}

/**
 * Pixels one page's canvas may hold (29.5 million, 118 MB of RGBA): a portrait A4 page 3840 px wide is 20.9 million; a
 * page of a stranger shape (a slide 1 in wide and 56 in tall) is drawn smaller instead.
 */
export const MAX_PAGE_PIXELS = 3840 * 3840 * 2;

/** Draws `page` `width` pixels wide (its height follows the page's aspect, within MAX_PAGE_PIXELS), on white like paper. */
export async function rasterisePage(page: PdfPage, width: number): Promise<Raster> {
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(width / base.width, Math.sqrt(MAX_PAGE_PIXELS / (base.width * base.height)));
  const viewport = page.getViewport({ scale });
  const canvas: Canvas = createCanvas(Math.round(viewport.width), Math.max(1, Math.round(viewport.height)));
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas: canvas as never, canvasContext: ctx as never, viewport }).promise;
  return {
    width: canvas.width,
    height: canvas.height,
    rgba: () => ctx.getImageData(0, 0, canvas.width, canvas.height).data,
    png: async () => new Uint8Array(await canvas.encode("png")),
  };
}
