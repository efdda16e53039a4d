// The fixed-size worker pool that renders brand decks (both cores, bounded queue), created on first use.
import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import type { TemplateAnalysis } from "./analyse-template.js";
import type { AnalyseResult } from "./deck-worker.js";
import { refuse } from "./read-zip-directory.js";
import type { RenderTask } from "./render-brand-deck.js";

export interface DeckPool {
  render(task: RenderTask, signal?: AbortSignal): Promise<Uint8Array>;
  /** validateUpload + analyseTemplate in a worker; throws the same 400 invalid_template. */
  analyse(bytes: Uint8Array): Promise<TemplateAnalysis>;
  readonly threads: number;
  close(): Promise<void>;
}

/**
 * Workers load TypeScript through tsx, like the main process (`node --import tsx`). Only loader flags are passed on:
 * others (e.g. --expose-gc) are refused by worker threads.
 */
function workerExecArgv(): string[] {
  const parent = process.execArgv;
  const out: string[] = [];
  for (let i = 0; i < parent.length; i++) {
    const a = parent[i]!;
    if (/^--(import|require|loader|experimental-loader)=/.test(a)) out.push(a);
    else if (/^--(import|require|loader|experimental-loader)$/.test(a) && parent[i + 1]) out.push(a, parent[++i]!);
  }
  const hasTsx = out.some((a) => /tsx/.test(a));
  return hasTsx ? out : [...out, "--import", "tsx"];
}

export function createDeckPool(threads = Math.max(1, Math.min(4, availableParallelism()))): DeckPool {
  let pool: Piscina | null = null;
  const get = () =>
    (pool ??= new Piscina({
      filename: new URL("./deck-worker.ts", import.meta.url).href,
      execArgv: workerExecArgv(),
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: 60_000,
    }));
  return {
    threads,
    async render(task, signal) {
      const out = (await get().run(task, { signal })) as Uint8Array;
      return out instanceof Uint8Array ? out : new Uint8Array(out as ArrayBuffer);
    },
    async analyse(bytes) {
      const result = (await get().run(bytes, { name: "analyseInWorker" })) as AnalyseResult;
      if (!result.ok) throw refuse(result.message);
      return result.analysis;
    },
    async close() {
      const p = pool;
      pool = null;
      await p?.destroy();
    },
  };
}
