// Worker-pool entry (piscina): builds one export off the event loop; the result is structured-cloned back.
import type { ExportFormat, ExportResult } from "../formats/model/export-formats.js";
import { runExporter } from "../formats/exporters.js";
import type { Source } from "../formats/model/source.js";

export interface ExportJob {
  source: Source;
  format: ExportFormat;
}

export default function exportInWorker(job: ExportJob): Promise<ExportResult> {
  // Piscina.move only unwraps a top-level value, and the copy of a finished file costs well under a millisecond.
  return runExporter(job.source, job.format);
}
