// pdf.js for reading back and drawing the PDFs Quire itself wrote: loaded once per thread, its worker in the same thread.
import { createRequire } from "node:module";
import type * as Pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";

export type PdfDocument = Pdfjs.PDFDocumentProxy;
export type PdfPage = Pdfjs.PDFPageProxy;
export type PdfjsModule = typeof Pdfjs;

const require = createRequire(import.meta.url);
let loaded: PdfjsModule | null = null;

/**
 * pdf.js by require(): under tsx's loader an `import` of its two 2 MB files costs 5–6 s per thread (the loader maps
 * their sources), a require about 1.5 s. Its worker module is handed over on `globalThis.pdfjsWorker`, so pdf.js runs
 * its parser in this thread instead of importing the worker file itself.
 */
export function pdfjs(): PdfjsModule {
  if (!loaded) {
    const g = globalThis as { pdfjsWorker?: unknown };
    g.pdfjsWorker ??= require("pdfjs-dist/legacy/build/pdf.worker.mjs");
    loaded = require("pdfjs-dist/legacy/build/pdf.mjs") as PdfjsModule;
  }
  return loaded;
}

/** Opens a PDF Quire made (trusted bytes, fonts embedded): no eval, no system fonts, glyphs drawn from the embedded outlines. */
export async function openOwnPdf(bytes: Uint8Array): Promise<PdfDocument> {
  const task = pdfjs().getDocument({
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
