// A brand's template shown as itself, one page a picture: its master, then each layout (formats/drawing's
// drawTemplateToPdf), drawn once per thread and template and rasterised page by page on the deck pool.
import { RecentMap } from "../lib/recent-map.js";
import { drawTemplateToPdf } from "../formats/drawing/index.js";
import { openOwnPdf } from "../formats/raster/pdfjs.js";
import { rasterisePage } from "../formats/raster/rasterise.js";
import type { SlidePng } from "../formats/raster/slide-png.js";
import { drawableTemplate } from "./lint-drawing.js";

export interface TemplatePageTask {
  /** The upload's sha256: a template is drawn once per thread and reused for its other pages. */
  key: string;
  bytes: Uint8Array;
  strict: boolean;
  /** The master decks are built on (the analysis's `master`). */
  master: number;
  /** 1: the master; 2.. each of its layouts. */
  page: number;
  width: number;
}

/** The brand page asks for every page of a template at once: the whole drawing is kept for the next ones. */
const recent = new RecentMap<string, Promise<Uint8Array>>(4);

function drawnTemplate(task: TemplatePageTask): Promise<Uint8Array> {
  const key = `${task.key}:${task.master}`;
  // A drawing that failed is not kept: the next ask tries again.
  return recent.take(key, () =>
    drawTemplateToPdf(drawableTemplate(task.bytes, task.strict), { masterIndex: task.master }).then(
      (d) => d.pdf,
      (err: unknown) => (recent.forget(key), Promise.reject(err)),
    ),
  );
}

/** Page `page` of the template's drawing as a PNG `width` pixels wide, at the template's own aspect. */
export async function templatePagePng(task: TemplatePageTask): Promise<SlidePng> {
  const doc = await openOwnPdf(await drawnTemplate(task));
  try {
    if (task.page < 1 || task.page > doc.numPages)
      throw new RangeError(`the template's drawing has no page ${task.page}`);
    const raster = await rasterisePage(await doc.getPage(task.page), task.width);
    return { png: await raster.png(), width: raster.width, height: raster.height };
  } finally {
    await doc.destroy();
  }
}
