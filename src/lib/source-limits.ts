// The limits every document keeps (docs/api/sources.md), and the check the store makes on every write of a source.
import { AppError } from "./errors.js";

export const SOURCE_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  maxSlides: 60,
  maxSheets: 50,
  maxCellsPerSheet: 100_000,
} as const;

const count = (n: number) => n.toLocaleString("en-US");

/** A size as people read it: "21.6 MB" (decimal megabytes, one decimal), "740 KB" under one. */
function sizeInWords(bytes: number): string {
  return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.ceil(bytes / 1_000)} KB`;
}

/** The size limit passed by a source of `bytes` serialised, in words, or null. */
export function sizeLimitPassed(bytes: number): string | null {
  return bytes > SOURCE_LIMITS.maxBytes
    ? `the document would be ${sizeInWords(bytes)}; a document may be at most ${SOURCE_LIMITS.maxBytes / 1024 / 1024} MiB`
    : null;
}

/**
 * The first counted limit (slides, sheets, cells per sheet) a source passes, in words, or null. Read from its shape
 * alone, so the store can ask it of any value it is given to write.
 */
export function countLimitPassed(source: unknown): string | null {
  if (!source || typeof source !== "object") return null;
  const { slides, sheets } = source as { slides?: unknown; sheets?: unknown };
  if (Array.isArray(slides) && slides.length > SOURCE_LIMITS.maxSlides)
    return `the deck would have ${count(slides.length)} slides; a deck may have at most ${SOURCE_LIMITS.maxSlides}`;
  if (!Array.isArray(sheets)) return null;
  if (sheets.length > SOURCE_LIMITS.maxSheets)
    return `the document would have ${count(sheets.length)} sheets; a document may have at most ${SOURCE_LIMITS.maxSheets}`;
  for (const tab of sheets as { name?: unknown; rows?: unknown }[]) {
    if (!Array.isArray(tab?.rows)) continue;
    let cells = 0;
    for (const row of tab.rows) cells += Array.isArray(row) ? row.length : 1;
    if (cells > SOURCE_LIMITS.maxCellsPerSheet)
      return `the document would have ${count(cells)} cells in sheet “${String(tab.name)}”; a sheet may hold at most ${count(SOURCE_LIMITS.maxCellsPerSheet)}`;
  }
  return null;
}

/** The limit `source` (serialised as `json`) passes, in words, or null. */
export function limitPassed(source: unknown, json: string): string | null {
  return sizeLimitPassed(Buffer.byteLength(json, "utf8")) ?? countLimitPassed(source);
}

/** 413 document_too_large, its message the limit passed ("The document would be 21.6 MB; …"). */
export function documentTooLarge(passed: string, subject?: string): AppError {
  const message = subject ? `${subject}: ${passed}.` : `${passed.charAt(0).toUpperCase()}${passed.slice(1)}.`;
  return new AppError("document_too_large", message);
}

/**
 * The store's check of every source it writes, against `json`, the text it stores (measured, not serialised again):
 * past a limit, 413 document_too_large naming it, and nothing is written.
 */
export function assertWithinSourceLimits(source: unknown, json: string): void {
  const passed = limitPassed(source, json);
  if (passed) throw documentTooLarge(passed);
}
