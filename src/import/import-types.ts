// What every import reader takes and returns: the file's bytes and budget in, a Quire source and what was lost out.
import type { MessagePort } from "node:worker_threads";
import type { Source, SourceRef } from "../formats/model/source.js";

export { IMPORT_FORMATS, type ImportFormat } from "./import-formats.js";

/** Limits every reader keeps to; a file past one is refused (or cut, with a warning) — never read without bound. */
export interface ImportBudget {
  /** The upload's byte limit (25 MiB). */
  maxBytes: number;
  /** Inflated bytes a zip package may hold in all (zip bombs). */
  maxUnzippedBytes: number;
  /** Pages of a PDF read; past it the rest is cut with a warning. */
  maxPages: number;
  /** Wall-clock budget for one file; a reader checks `deadline` between pages, slides or sheets. */
  deadline: number;
  /** Aborted when the client goes away or the budget ends. */
  signal?: AbortSignal;
  /** Told after each page a reader has read, for progress (PDF pages: the one format slow enough to need it). */
  onPage?: (page: number, pages: number) => void;
  /** A PDF's pages shared with a helper thread reading them too (pdf/page-share.ts); PDFs only. */
  pageShare?: PageShare;
}

/** One thread's end of a shared read: the counters both threads see, and its end of the channel between them. */
export interface PageShare {
  counters: SharedArrayBuffer;
  port: MessagePort;
}

export const DEFAULT_IMPORT_BUDGET = {
  maxBytes: 25 * 1024 * 1024,
  maxUnzippedBytes: 200 * 1024 * 1024,
  maxPages: 500,
  timeMs: 20_000,
} as const;

/** Where a piece of the source came from in the file, for `sources` references (file and page or slide, 1-based). */
export type { SourceRef } from "../formats/model/source.js";

export interface ImportResult {
  source: Source;
  /** What could not be carried over, in words a person understands ("3 SmartArt diagrams were left out"). */
  warnings: string[];
  /** Pages (pdf, docx when known), slides (pptx) or sheets (xlsx) the file has. */
  units: { kind: "page" | "slide" | "sheet"; count: number };
  /** Per slide (deck) or per top-level section (doc): where it came from. Same order as the source's slides/sections. */
  refs: SourceRef[];
}

export type Reader = (bytes: Uint8Array, file: string, budget: ImportBudget) => Promise<ImportResult>;
