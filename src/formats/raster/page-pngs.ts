// A PDF's pages as PNG pictures one after another, each drawn only when the one before has been taken, so a deck at
// 3840 px holds one page's canvas at a time.
import { openOwnPdf } from "./pdfjs.js";
import { rasterisePage } from "./rasterise.js";
import type { SlidePng } from "./slide-png.js";

/** A PDF's page count and its pages' pictures, drawn as they are iterated (the document closed after the last). */
export interface PagePngs {
  count: number;
  pictures: AsyncGenerator<SlidePng>;
}

export async function pagePngs(pdf: Uint8Array, width: number): Promise<PagePngs> {
  const doc = await openOwnPdf(pdf);
  async function* pictures(): AsyncGenerator<SlidePng> {
    try {
      for (let p = 1; p <= doc.numPages; p++) {
        const page = await doc.getPage(p);
        const raster = await rasterisePage(page, width);
        const png = await raster.png();
        page.cleanup();
        yield { png, width: raster.width, height: raster.height };
      }
    } finally {
      await doc.destroy();
    }
  }
  return { count: doc.numPages, pictures: pictures() };
}

/**
 * Pictures of a drawn deck's pages as the main thread receives them from a worker (workers/page-stream.ts): the page
 * count and warnings first, then each PNG as the reader takes it. `cancel` stops the worker (the reader went away).
 */
export interface PagePictures {
  pages: number;
  warnings: string[];
  pictures: AsyncIterable<Uint8Array>;
  cancel(): void;
}
