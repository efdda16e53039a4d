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

/** Draws `page` `width` pixels wide (its height follows the page's aspect), on white like paper. */
export async function rasterisePage(page: PdfPage, width: number): Promise<Raster> {
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: width / base.width });
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
