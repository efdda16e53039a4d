// Test-only export worker: the real exporter, except a source titled "hang forever" spins until it is terminated.
import exportInWorker, { type ExportJob } from "../../src/workers/export-worker.js";

export const HANG_TITLE = "hang forever";

export default function hangingExportWorker(job: ExportJob) {
  if ("title" in job.source && job.source.title === HANG_TITLE) for (;;); // a stuck exporter: only terminating the thread ends it
  return exportInWorker(job);
}
