// PDFium (compiled to WebAssembly, @embedpdf/pdfium) as a text reader: instances made from one compiled module, one
// kept for the thread's next PDF while its memory is small (a file that grew it takes it along when dropped); its
// exports called directly (no per-call wrappers).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { init } from "@embedpdf/pdfium";

/** The exports this reader calls (PDFium's C API: handles and pointers are numbers). */
export interface PdfiumExports {
  malloc(size: number): number;
  free(ptr: number): void;
  FPDF_InitLibrary(): void;
  FPDF_DestroyLibrary(): void;
  FPDF_LoadMemDocument(data: number, size: number, password: number): number;
  FPDF_GetLastError(): number;
  FPDF_CloseDocument(doc: number): void;
  FPDF_GetPageCount(doc: number): number;
  FPDF_GetMetaText(doc: number, tag: number, buffer: number, length: number): number;
  FPDF_LoadPage(doc: number, index: number): number;
  FPDF_ClosePage(page: number): void;
  FPDF_GetPageBoundingBox(page: number, rect: number): number;
  FPDFText_LoadPage(page: number): number;
  FPDFText_ClosePage(textPage: number): void;
  FPDFText_CountChars(textPage: number): number;
  FPDFText_GetUnicode(textPage: number, index: number): number;
  FPDFText_IsGenerated(textPage: number, index: number): number;
  FPDFText_HasUnicodeMapError(textPage: number, index: number): number;
  FPDFText_GetFontSize(textPage: number, index: number): number;
  FPDFText_GetMatrix(textPage: number, index: number, matrix: number): number;
  FPDFText_GetCharOrigin(textPage: number, index: number, x: number, y: number): number;
  FPDFText_GetLooseCharBox(textPage: number, index: number, rect: number): number;
  FPDFText_GetTextObject(textPage: number, index: number): number;
  FPDFTextObj_GetFont(textObject: number): number;
  FPDFFont_GetBaseFontName(font: number, buffer: number, length: number): number;
  FPDFFont_GetFlags(font: number): number;
}

/** One PDFium instance: its exports and its memory, read through fresh views (the memory may grow between calls). */
export interface Pdfium {
  x: PdfiumExports;
  /** It trapped (a damaged file): its state is not to be trusted again. */
  broken: boolean;
  heap(): Uint8Array;
  utf8(ptr: number): string;
  utf16(ptr: number): string;
}

let compiled: Promise<WebAssembly.Module> | null = null;

function compiledModule(): Promise<WebAssembly.Module> {
  compiled ??= WebAssembly.compile(
    readFileSync(createRequire(import.meta.url).resolve("@embedpdf/pdfium/pdfium.wasm")),
  );
  return compiled;
}

/** An instance's memory (16 MB at start) kept for the next PDF up to this; a larger one is dropped with its file. */
const KEEP_UP_TO_BYTES = 32 << 20;
let spare: Pdfium | null = null;

/** PDFium for one PDF: the thread's spare instance, or a new one. Hand it back with `releasePdfium`. */
export async function takePdfium(): Promise<Pdfium> {
  const taken = spare;
  spare = null;
  return taken ?? openPdfium();
}

/** Keeps a healthy, small instance for the next PDF; a broken or grown one is left to be collected. */
export function releasePdfium(pdfium: Pdfium): void {
  if (!pdfium.broken && !spare && pdfium.heap().length <= KEEP_UP_TO_BYTES) spare = pdfium;
}

/** A new instance of PDFium, its library initialised; dropped (and its memory with it) once nothing holds it. */
export async function openPdfium(): Promise<Pdfium> {
  const module = await compiledModule();
  let failed: (err: unknown) => void = () => undefined;
  const failure = new Promise<never>((_, reject) => (failed = reject));
  const m = await Promise.race([
    failure,
    init({
      // A damaged file's trap is answered as an error (the caller's); nothing is printed.
      print: () => undefined,
      printErr: () => undefined,
      instantiateWasm(imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) {
        WebAssembly.instantiate(module, imports).then(done, failed);
        return {};
      },
    } as never),
  ]);
  const runtime = m.pdfium as unknown as {
    wasmExports: PdfiumExports;
    HEAPU8: Uint8Array;
    UTF8ToString(ptr: number): string;
    UTF16ToString(ptr: number): string;
  };
  runtime.wasmExports.FPDF_InitLibrary();
  return {
    x: runtime.wasmExports,
    broken: false,
    heap: () => runtime.HEAPU8,
    utf8: (p) => runtime.UTF8ToString(p),
    utf16: (p) => runtime.UTF16ToString(p),
  };
}
