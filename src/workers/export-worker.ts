// Worker-pool entry (piscina): builds one export off the event loop; the result is structured-cloned back.
import type { ExportFormat, ExportResult } from "../formats/model/export-formats.js";
import { runExporter } from "../formats/exporters.js";
import type { Source } from "../formats/model/source.js";
import { fromJson, type JsonOf } from "../lib/json-of.js";
// The pool's default entry, loaded as each thread starts: the thread's cache bounds are set before its first task.
import "./worker-caches.js";

/** A source as JSON text: one string to copy between threads where tens of thousands of objects would be cloned twice. */
export interface SourceJson {
  json: JsonOf<Source>;
}

export interface ExportJob {
  source: Source | SourceJson;
  format: ExportFormat;
}

export default function exportInWorker(job: ExportJob): Promise<ExportResult> {
  const source = "json" in job.source ? fromJson(job.source.json) : job.source;
  // Piscina.move only unwraps a top-level value, and the copy of a finished file costs well under a millisecond.
  return runExporter(source, job.format);
}
