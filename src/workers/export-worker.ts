// Worker-pool entry (piscina): builds one export, or reads one imported file, off the event loop; results are cloned back.
import type { ExportFormat, ExportResult } from "../formats/export-source.js";
import { importFile } from "../import/import-file.js";
import type { ImportFormat, ImportResult } from "../import/import-types.js";
import { AppError, type ErrorCode } from "../lib/errors.js";
import { runExporter } from "../formats/exporters.js";
import type { Source } from "../formats/source.js";

export interface ExportJob {
  source: Source;
  format: ExportFormat;
}

export default function exportInWorker(job: ExportJob): Promise<ExportResult> {
  // Piscina.move only unwraps a top-level value, and the copy of a finished file costs well under a millisecond.
  return runExporter(job.source, job.format);
}

export interface ImportJob {
  bytes: Uint8Array;
  file: string;
  maxBytes: number;
}

/** An import's result, or the API error it ended in: an error's class does not survive the trip back from a worker. */
export type ImportOutcome = { ok: true; result: ImportResult & { format: ImportFormat } } | { ok: false; code: ErrorCode; message: string };

export async function importInWorker(job: ImportJob): Promise<ImportOutcome> {
  try {
    return { ok: true, result: await importFile(job.bytes, job.file, { budget: { maxBytes: job.maxBytes } }) };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, code: err.code, message: err.message };
    throw err;
  }
}
