// Images for the PDF: only data: URLs of PNG or JPEG are embedded; anything else becomes a placeholder and a warning.
import type { Warn } from "./text-runs.js";
import type { Rect } from "../slide-kinds/arrange.js";
import { coverCrop, type Focus } from "../slide-kinds/cover-crop.js";

export interface PdfImage {
  /** pdfkit's opened image (embedded once per document however often it is drawn). */
  image: unknown;
  width: number;
  height: number;
}

const DATA_URL = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/i;

/** Opens a data: URL image in `doc` (cached per document), or returns null after warning why. */
export function openImage(doc: PDFKit.PDFDocument, cache: Map<string, PdfImage | null>, src: string | null, alt: string, warn: Warn): PdfImage | null {
  if (!src) {
    warn(`Image "${alt || "untitled"}" is not an embedded data: URL; a placeholder is shown (remote images are never fetched).`);
    return null;
  }
  if (cache.has(src)) return cache.get(src)!;
  let result: PdfImage | null = null;
  const m = DATA_URL.exec(src);
  if (!m) {
    const what = /^data:/i.test(src) ? "is not a PNG or JPEG" : "is not an embedded data: URL (remote images are never fetched)";
    warn(`Image "${alt || "untitled"}" ${what}; a placeholder is shown.`);
  } else {
    try {
      const opened = (doc as unknown as { openImage(b: Buffer): { width: number; height: number } }).openImage(Buffer.from(m[2]!, "base64"));
      result = { image: opened, width: opened.width, height: opened.height };
    } catch {
      warn(`Image "${alt || "untitled"}" could not be decoded; a placeholder is shown.`);
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
export function drawPlaceholder(doc: PDFKit.PDFDocument, x: number, y: number, w: number, h: number, colour: string): void {
  doc.save().lineWidth(0.8).dash(4, { space: 3 }).strokeColor(colour).rect(x, y, w, h).stroke().undash().restore();
  doc.save().strokeColor(colour).lineWidth(0.5).moveTo(x, y).lineTo(x + w, y + h).moveTo(x + w, y).lineTo(x, y + h).stroke().restore();
}
