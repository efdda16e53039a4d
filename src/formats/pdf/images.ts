// Images for the PDF: only data: URLs of PNG or JPEG are embedded, each fitted to the picture budget first
// (picture-budget.ts: as it is, downscaled once, or left out); anything else becomes a placeholder and a warning.
import { RecentMap } from "../../lib/recent-map.js";
import type { Rect } from "../slide-kinds/arrange.js";
import { coverCrop, type Focus } from "../slide-kinds/cover-crop.js";
import type { Warn } from "./text-runs.js";
import { DecodeBudget, fitPicture, openFitted, planPicture, type FittedPicture } from "./picture-budget.js";

export interface PdfImage {
  /** pdfkit's opened image (embedded once per document however often it is drawn). */
  image: unknown;
  width: number;
  height: number;
}

const DATA_URL = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/i;

/** Pictures redrawn at the working size, by data: URL: a deck's slides drawn one by one decode each picture once. */
const redrawn = new RecentMap<string, Promise<FittedPicture>>(8);

/** Every data: URL picture in `value` (a source, or parsed blocks), fitted to one document's decode budget for openImage. */
export async function fitDataUrls(value: unknown): Promise<Map<string, FittedPicture>> {
  const budget = new DecodeBudget();
  const out = new Map<string, FittedPicture>();
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === "string") {
      const m = !out.has(v) ? DATA_URL.exec(v) : null;
      if (!m) continue;
      const bytes = Buffer.from(m[2]!, "base64");
      // Decoded one at a time: at most one picture's pixels are held at once.
      out.set(
        v,
        planPicture(bytes).kind === "redraw"
          ? await redrawn.take(v, () => fitPicture(bytes, budget))
          : await fitPicture(bytes, budget),
      );
    } else if (v && typeof v === "object") stack.push(...Object.values(v));
  }
  return out;
}

/** What opening an image needs of the document's context (flow.ts PdfContext). */
export interface ImageContext {
  doc: PDFKit.PDFDocument;
  images: Map<string, PdfImage | null>;
  pictures: Map<string, FittedPicture>;
  warn: Warn;
}

/** Opens a data: URL image in the document (once, however often it is drawn), or returns null after warning why. */
export function openImage(ctx: ImageContext, src: string | null, alt: string): PdfImage | null {
  const { doc, images: cache, warn } = ctx;
  if (!src) {
    warn(
      `Image "${alt || "untitled"}" is not an embedded data: URL; a placeholder is shown (remote images are never fetched).`,
    );
    return null;
  }
  if (cache.has(src)) return cache.get(src)!;
  let result: PdfImage | null = null;
  const m = DATA_URL.exec(src);
  if (!m) {
    const what = /^data:/i.test(src)
      ? "is not a PNG or JPEG"
      : "is not an embedded data: URL (remote images are never fetched)";
    warn(`Image "${alt || "untitled"}" ${what}; a placeholder is shown.`);
  } else {
    const fitted = ctx.pictures.get(src) ?? { refused: "was not prepared for the PDF" };
    if ("refused" in fitted) warn(`Image "${alt || "untitled"}" ${fitted.refused}; a placeholder is shown.`);
    else {
      try {
        result = { image: openFitted(doc, fitted), width: fitted.width, height: fitted.height };
      } catch {
        warn(`Image "${alt || "untitled"}" could not be decoded; a placeholder is shown.`);
      }
    }
  }
  cache.set(src, result);
  return result;
}

/** Fits an image into a box keeping its aspect ratio (never upscaled beyond 1 px = 0.75 pt × 2). */
export function fitImage(img: PdfImage, maxW: number, maxH: number): { w: number; h: number } {
  const natW = img.width * 0.75 * 2;
  const scale = Math.min(maxW / img.width, maxH / img.height, natW / img.width);
  return { w: img.width * scale, h: img.height * scale };
}

/**
 * Draws `img` covering `box` (the caller clips to it), showing the part coverCrop chooses, as pptx and HTML show it:
 * pdfkit's own cover can only centre the picture or pin it to an edge.
 */
export function drawCover(doc: PDFKit.PDFDocument, img: PdfImage, box: Rect, focus?: Focus): void {
  const scale = Math.max(box.w / img.width, box.h / img.height);
  const w = img.width * scale;
  const h = img.height * scale;
  const crop = coverCrop(img, box, focus);
  doc.image(img.image as never, box.x - crop.left * w, box.y - crop.top * h, { width: w, height: h });
}

/** Draws a framed placeholder with the alt text for an image that could not be embedded. */
export function drawPlaceholder(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  w: number,
  h: number,
  colour: string,
): void {
  doc.save().lineWidth(0.8).dash(4, { space: 3 }).strokeColor(colour).rect(x, y, w, h).stroke().undash().restore();
  doc
    .save()
    .strokeColor(colour)
    .lineWidth(0.5)
    .moveTo(x, y)
    .lineTo(x + w, y + h)
    .moveTo(x + w, y)
    .lineTo(x, y + h)
    .stroke()
    .restore();
}
