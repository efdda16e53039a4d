// The fixed-size worker pool that renders brand decks (both cores, bounded queue), created on first use.
import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import { runBounded } from "../workers/bounded-run.js";
import { workerExecArgv } from "../workers/worker-exec-argv.js";
import type { TemplateAnalysis } from "./analyse-template.js";
import type { AnalyseResult } from "./deck-worker.js";
import { refuseTemplate } from "./validate-upload.js";
import type { RenderTask } from "./render-brand-deck.js";

export interface DeckPool {
  /** Throws PoolBusyError (503 unavailable) at once when every worker is busy and the queue is full. */
  render(task: RenderTask, signal?: AbortSignal): Promise<Uint8Array>;
  /** validateUpload + analyseTemplate in a worker; throws the same 400 invalid_template (or PoolBusyError). */
  analyse(bytes: Uint8Array): Promise<TemplateAnalysis>;
  readonly threads: number;
  close(): Promise<void>;
}

export interface DeckPoolOptions {
  /** Tasks allowed to wait for a worker; beyond it the pool refuses at once. Default: 16 per thread. */
  maxQueue?: number;
  /** The worker entry; tests point it at a worker that can be made to hang. */
  workerUrl?: URL;
  /** A render or analysis running longer is aborted and its worker replaced (EXPORT_TIMEOUT_MS). Default: 60 s. */
  timeoutMs?: number;
}

const BUSY = "Too many brand decks are being rendered; try again shortly.";

export function createDeckPool(threads = Math.max(1, Math.min(4, availableParallelism())), options: DeckPoolOptions = {}): DeckPool {
  const maxQueue = options.maxQueue ?? threads * 16;
  let pool: Piscina | null = null;
  const get = () =>
    (pool ??= new Piscina({
      filename: (options.workerUrl ?? new URL("./deck-worker.ts", import.meta.url)).href,
      execArgv: workerExecArgv(),
      minThreads: threads,
      maxThreads: threads,
      maxQueue,
      idleTimeout: 60_000,
    }));
  const bounds = { maxQueue, timeoutMs: options.timeoutMs ?? 60_000, busyMessage: BUSY };
  return {
    threads,
    async render(task, signal) {
      const out = (await runBounded(get(), task, { ...bounds, signal })) as Uint8Array;
      return out instanceof Uint8Array ? out : new Uint8Array(out as ArrayBuffer);
    },
    async analyse(bytes) {
      const result = (await runBounded(get(), bytes, { ...bounds, name: "analyseInWorker" })) as AnalyseResult;
      if (!result.ok) throw refuseTemplate(result.message);
      return result.analysis;
    },
    async close() {
      const p = pool;
      pool = null;
      await p?.destroy();
    },
  };
}
