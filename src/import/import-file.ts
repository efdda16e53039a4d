// importFile: one uploaded file → a Quire source of its natural kind, through the reader for its format (sniffed, not
// trusted from the name), within a size and time budget.
import { compoundFileMessage, type PackageSpec } from "../formats/ooxml/check-package.js";
import { compoundFileKind, isCompoundFile } from "../formats/ooxml/compound-file.js";
import { sourcesFromNotes } from "../formats/model/slide-notes.js";
import { AppError } from "../lib/errors.js";
import { EXCEL_PACKAGE, PRESENTATION_PACKAGE, WORD_PACKAGE } from "../formats/ooxml/package-specs.js";
import { DEFAULT_IMPORT_BUDGET, type ImportBudget, type ImportFormat, type ImportResult, type Reader } from "./import-types.js";
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

const EXTENSIONS: Record<string, ImportFormat> = { md: "md", markdown: "md", txt: "txt", text: "txt", html: "html", htm: "html", csv: "csv", tsv: "tsv", pdf: "pdf", docx: "docx", pptx: "pptx", potx: "potx", xlsx: "xlsx" };
const ZIP_KINDS: ImportFormat[] = ["docx", "pptx", "potx", "xlsx"];
type ZipKind = "docx" | "pptx" | "potx" | "xlsx";
/** Each Office kind's package words, so a refusal here reads as its reader's would. */
const PACKAGE_WORDING: Record<ZipKind, PackageSpec<string>> = { docx: WORD_PACKAGE, xlsx: EXCEL_PACKAGE, pptx: PRESENTATION_PACKAGE, potx: PRESENTATION_PACKAGE };
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46]; // %PDF

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);
const extensionOf = (file: string) => /\.([A-Za-z0-9]+)$/.exec(file)?.[1]?.toLowerCase() ?? "";

/** The format a file is in: its bytes decide between PDF, Office packages and text; the name picks among those. */
export function detectFormat(bytes: Uint8Array, file: string): ImportFormat {
  const named = EXTENSIONS[extensionOf(file)];
  if (startsWith(bytes, PDF_MAGIC)) return "pdf";
  if (startsWith(bytes, ZIP_MAGIC)) {
    if (named && ZIP_KINDS.includes(named)) return named;
    throw new AppError("unsupported_media_type", `${file} is a zip archive; Quire imports Office files (.docx, .pptx, .potx, .xlsx) saved by Word, PowerPoint, Excel or a compatible program.`);
  }
  // A password-protected .docx/.xlsx/.pptx is an OLE compound file, not a zip: refused as its reader (and a brand upload) would.
  if (isCompoundFile(bytes)) {
    if (named && ZIP_KINDS.includes(named)) throw new AppError("invalid_request", compoundFileMessage(bytes, PACKAGE_WORDING[named as ZipKind].wording));
    if (compoundFileKind(bytes) === "encrypted") throw new AppError("invalid_request", `${file || "The file"} is a password-protected (encrypted) Office file. Remove the password (save a copy without one) and import it again.`);
  }
  if (named && !ZIP_KINDS.includes(named) && named !== "pdf") return named;
  if (named) throw new AppError("invalid_request", `${file} is named .${extensionOf(file)} but its bytes are not a ${named === "pdf" ? "PDF" : "zip-based Office file"}; it may be damaged or renamed.`);
  throw new AppError("unsupported_media_type", `Quire cannot import ${file || "this file"}: it reads .pdf, .docx, .pptx, .potx, .xlsx, .csv, .tsv, .md, .txt and .html files.`);
}

export interface ImportOptions {
  budget?: Partial<Omit<ImportBudget, "deadline" | "onPage">> & { timeMs?: number };
  signal?: AbortSignal;
  onPage?: ImportBudget["onPage"];
}

/** Reads one file into a source; refuses what is too large, unknown or unreadable with an API error a person understands. */
export async function importFile(bytes: Uint8Array, file: string, options: ImportOptions = {}): Promise<ImportResult & { format: ImportFormat }> {
  const limits = { ...DEFAULT_IMPORT_BUDGET, ...options.budget };
  if (bytes.byteLength > limits.maxBytes) throw new AppError("file_too_large", `${file} is ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MiB; imports are limited to ${limits.maxBytes / 1024 / 1024} MiB.`);
  if (!bytes.byteLength) throw new AppError("invalid_request", `${file || "The file"} is empty.`);
  const format = detectFormat(bytes, file);
  const timeout = AbortSignal.timeout(limits.timeMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const budget: ImportBudget = { maxBytes: limits.maxBytes, maxUnzippedBytes: limits.maxUnzippedBytes, maxPages: limits.maxPages, deadline: Date.now() + limits.timeMs, signal, onPage: options.onPage };
  const result = await READERS[format](bytes, file, budget);
  // A deck Quire exported lists each slide's sources under its notes: they become `sources` again.
  const source = result.source.kind === "deck" ? { ...result.source, slides: result.source.slides.map(sourcesFromNotes) } : result.source;
  return { ...result, source, format };
}
