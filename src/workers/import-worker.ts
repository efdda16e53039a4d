// Worker entry for imports (piscina, on the export pool's threads): reads one uploaded file into a source off the event
// loop. Its own module, so export workers load the readers and their libraries only when a file is first imported.
import { importFile } from "../import/import-file.js";
import type { ImportFormat, ImportResult } from "../import/import-types.js";
import { AppError, type ErrorCode } from "../lib/errors.js";

export interface ImportJob {
  bytes: Uint8Array;
  file: string;
  maxBytes: number;
}

/** An import's result, or the API error it ended in: an error's class does not survive the trip back from a worker. */
export type ImportOutcome = { ok: true; result: ImportResult & { format: ImportFormat } } | { ok: false; code: ErrorCode; message: string };

export default async function importInWorker(job: ImportJob): Promise<ImportOutcome> {
  try {
    return { ok: true, result: await importFile(job.bytes, job.file, { budget: { maxBytes: job.maxBytes } }) };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, code: err.code, message: err.message };
    throw err;
  }
}
