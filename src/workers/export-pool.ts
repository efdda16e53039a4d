// The fixed-size pool that runs exports off the event loop; a stuck export is aborted and its worker replaced.
import { Piscina } from "piscina";
import type { ExportFormat, ExportResult } from "../formats/export-source.js";
import type { Source } from "../formats/source.js";
import type { ExportJob } from "./export-worker.js";
import type { ImportJob, ImportOutcome } from "./import-worker.js";
import type { ImportFormat, ImportResult } from "../import/import-types.js";
import { AppError } from "../lib/errors.js";
import { runBounded } from "./bounded-run.js";
import { workerExecArgv } from "./worker-exec-argv.js";
import { MessageChannel } from "node:worker_threads";

export { ExportTimeoutError, PoolBusyError } from "./bounded-run.js";

export interface ExportPool {
  run(source: Source, format: ExportFormat, signal?: AbortSignal): Promise<ExportResult>;
  /** Reads an uploaded file into a source (src/import/) on a worker, so a large or hostile file never blocks requests. */
  importFile(bytes: Uint8Array, file: string, maxBytes: number, signal?: AbortSignal, onPage?: (page: number, pages: number) => void): Promise<ImportResult & { format: ImportFormat }>;
  /** Loads every exporter once in each worker so the first real request does not pay for it. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

export interface ExportPoolOptions {
  threads: number;
  /** A task running longer than this is aborted (its worker is terminated and replaced). */
  timeoutMs: number;
  /** Tasks allowed to wait; beyond it the pool answers at once with "over capacity". */
  maxQueue?: number;
  /** The worker entry; tests point it at a worker that can be made to hang. */
  workerUrl?: URL;
}

const IMPORT_WORKER = new URL("./import-worker.ts", import.meta.url).href;

export function createExportPool(options: ExportPoolOptions): ExportPool {
  const maxQueue = options.maxQueue ?? options.threads * 16;
  let pool: Piscina | null = null;
  const get = () =>
    (pool ??= new Piscina({
      filename: (options.workerUrl ?? new URL("./export-worker.ts", import.meta.url)).href,
      execArgv: workerExecArgv(),
      minThreads: options.threads, // all threads up from the start: a cold worker costs seconds of p99
      maxThreads: options.threads,
      maxQueue,
      idleTimeout: 60_000,
    }));
  return {
    async run(source, format, signal) {
      const job: ExportJob = { source, format };
      return (await runBounded(get(), job, { maxQueue, timeoutMs: options.timeoutMs, signal })) as ExportResult;
    },
    async importFile(bytes, file, maxBytes, signal, onPage) {
      // Page progress comes back on a channel of its own while the worker reads.
      const channel = onPage ? new MessageChannel() : null;
      channel?.port1.on("message", (m: { page: number; pages: number }) => onPage!(m.page, m.pages));
      const job: ImportJob = { bytes, file, maxBytes, ...(channel ? { progress: channel.port2 } : {}) };
      const run = { maxQueue, timeoutMs: options.timeoutMs, signal, filename: IMPORT_WORKER, busyMessage: "Too many files are being read; try again shortly.", ...(channel ? { transferList: [channel.port2] } : {}) };
      const outcome = (await runBounded(get(), job, run).finally(() => channel?.port1.close())) as ImportOutcome;
      if (!outcome.ok) throw new AppError(outcome.code, outcome.message);
      return outcome.result;
    },
    async warm() {
      const samples: [Source, ExportFormat][] = [
        [{ kind: "deck", title: "Warm", slides: [{ layout: "title", title: "Warm" }] }, "pptx"],
        [{ kind: "deck", title: "Warm", slides: [{ layout: "title", title: "Warm" }] }, "pdf"],
        [{ kind: "doc", title: "Warm", markdown: "# Warm\n\nText." }, "docx"],
        [{ kind: "sheet", title: "Warm", sheets: [{ name: "S", columns: [{ header: "A" }], rows: [["x"]] }] }, "xlsx"],
      ];
      await Promise.all(samples.map(([s, f]) => this.run(s, f)));
    },
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}
