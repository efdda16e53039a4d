// importFile: one uploaded file → a Quire source of its natural kind, through the reader for its format (sniffed, not
// trusted from the name), within a size and time budget.
import { sourcesFromNotes } from "../formats/model/slide-notes.js";
import { AppError } from "../lib/errors.js";
import { detectFormat } from "./detect-format.js";
import {
  DEFAULT_IMPORT_BUDGET,
  type ImportBudget,
  type ImportFormat,
  type ImportResult,
  type Reader,
} from "./import-types.js";
import { readDocx } from "./docx/read-docx.js";
import { readPdf } from "./pdf/read-pdf.js";
import { readPptx } from "./pptx/read-pptx.js";
import { readCsv, readHtml, readMarkdown, readPlainText } from "./text/read-text.js";
import { readXlsx } from "./xlsx/read-xlsx.js";

// Static imports: this module runs on the export workers, where tsx resolves static imports but not dynamic ones.
const READERS: Record<ImportFormat, Reader> = {
  pdf: readPdf,
  docx: readDocx,
  pptx: readPptx,
  potx: readPptx,
  xlsx: readXlsx,
  md: readMarkdown,
  txt: readPlainText,
  html: readHtml,
  csv: readCsv,
  tsv: readCsv,
};

export interface ImportOptions {
  budget?: Partial<Omit<ImportBudget, "deadline" | "onPage">> & { timeMs?: number };
  signal?: AbortSignal;
  onPage?: ImportBudget["onPage"];
  pageShare?: ImportBudget["pageShare"];
}

/** Reads one file into a source; refuses what is too large, unknown or unreadable with an API error a person understands. */
export async function importFile(
  bytes: Uint8Array,
  file: string,
  options: ImportOptions = {},
): Promise<ImportResult & { format: ImportFormat }> {
  const limits = { ...DEFAULT_IMPORT_BUDGET, ...options.budget };
  if (bytes.byteLength > limits.maxBytes)
    throw new AppError(
      "file_too_large",
      `${file} is ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MiB; imports are limited to ${limits.maxBytes / 1024 / 1024} MiB.`,
    );
  if (!bytes.byteLength) throw new AppError("invalid_request", `${file || "The file"} is empty.`);
  const format = detectFormat(bytes, file);
  const timeout = AbortSignal.timeout(limits.timeMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const budget: ImportBudget = {
    maxBytes: limits.maxBytes,
    maxUnzippedBytes: limits.maxUnzippedBytes,
    maxPages: limits.maxPages,
    deadline: Date.now() + limits.timeMs,
    signal,
    onPage: options.onPage,
    pageShare: options.pageShare,
  };
  const result = await READERS[format](bytes, file, budget);
  // A deck Quire exported lists each slide's sources under its notes: they become `sources` again.
  const source =
    result.source.kind === "deck"
      ? { ...result.source, slides: result.source.slides.map(sourcesFromNotes) }
      : result.source;
  return { ...result, source, format };
}
