// pdf.js for reading back and drawing the PDFs Quire itself wrote: loaded once per thread, its worker in the same thread.
import { createRequire } from "node:module";
import type * as Pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import { PICTURE_BUDGET } from "../pdf/picture-budget.js";

export type PdfDocument = Pdfjs.PDFDocumentProxy;
export type PdfPage = Pdfjs.PDFPageProxy;
export type PdfjsModule = typeof Pdfjs;

const require = createRequire(import.meta.url);
let loaded: PdfjsModule | null = null;

/**
 * pdf.js by require(): under tsx's loader an `import` of its two 2 MB files costs 5–6 s per thread (the loader maps
 * their sources), a require about 1.5 s. Its worker module is handed over on
 * `globalThis.pdfjsWorker`, so pdf.js runs its parser in this thread instead of importing the worker file itself.
 */
export function pdfjs(): PdfjsModule {
  if (!loaded) {
    // tsx maps each file it loads, and Node keeps a loaded file's map decoded (about 22 MB a thread for these two);
    // no stack trace of ours needs pdf.js's own positions.
    const maps = process.sourceMapsEnabled;
    process.setSourceMapsEnabled(false);
    const engine = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };
    try {
      const g = globalThis as { pdfjsWorker?: unknown };
      g.pdfjsWorker ??= require("pdfjs-dist/legacy/build/pdf.worker.min.mjs");
      loaded = require("pdfjs-dist/legacy/build/pdf.min.mjs") as PdfjsModule;
    } finally {
      process.setSourceMapsEnabled(maps);
      // The legacy build's core-js swaps these for polyfills several times slower, for the whole thread (on Node 20 it
      // misses a push error on arrays of fixed length and JSON's source-text proposal); neither pdf.js nor Quire needs
      // either, and pdf.js pushes once per glyph.
      Array.prototype.push = engine.push;
      JSON.parse = engine.parse;
      JSON.stringify = engine.stringify;
    }
  }
  return loaded;
}

/**
 * Pixels pdf.js decodes of one image at most: Quire's PDFs embed pictures at most at the working size (4096² after
 * pdf/picture-budget.ts), so anything larger in a PDF it reads is not drawn rather than decoded.
 */
export const MAX_IMAGE_PIXELS = PICTURE_BUDGET.workingSide * PICTURE_BUDGET.workingSide;

/**
 * Opens a PDF Quire made (trusted bytes, fonts embedded): no eval, no system fonts, glyphs drawn from the embedded
 * outlines, no image decoded past MAX_IMAGE_PIXELS.
 */
export async function openOwnPdf(bytes: Uint8Array): Promise<PdfDocument> {
  const task = pdfjs().getDocument({
    maxImageSize: MAX_IMAGE_PIXELS,
    // pdf.js takes ownership of (and detaches) the buffer it is given: hand it a copy.
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    useWasm: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    disableAutoFetch: true,
    disableStream: true,
    disableRange: true,
    verbosity: 0,
  });
  return task.promise;
}
