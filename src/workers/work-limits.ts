// What every work process is held to — its memory cap, its heap, how long a task may wait for one — and the pool made of them.
import { CLOSE_GRACE_MS } from "./close-pool.js";
import { PoolBusyError } from "./pool-errors.js";
import { ProcessPool } from "./process-pool.js";
import { workerExecArgv } from "./worker-exec-argv.js";
import { siblingModule } from "../lib/sibling-module.js";

export interface WorkLimits {
  /** Private memory one work process may hold in all (WORK_PROCESS_MEMORY_MB): past it its allocations fail. */
  memoryMb: number;
  /** Its JavaScript heap (WORK_PROCESS_HEAP_MB), inside the cap. */
  heapMb: number;
  /** How long a task may wait for a process before the answer is 503 (WORK_QUEUE_WAIT_MS). */
  queueWaitMs: number;
}

/** Bytes each cache of a work process may hold (PDF_TEXT_CACHE_MB, PPTX_PARTS_CACHE_MB); a cache not named keeps its default. */
export interface WorkerCacheBytes {
  pdfText?: number;
  pptxParts?: number;
}

/** The environment variable a pool passes the cache bounds to its processes in, as JSON (worker-caches.ts reads it). */
export const WORKER_CACHES_ENV = "QUIRE_WORKER_CACHES";

/** The queues of the shared work processes: the files people send (exports, imports, pictures) and brand decks. */
export const FILES_LANE = "files";
export const BRANDS_LANE = "brands";

/** Work processes' nice value over the server's, so the kernel serves the event loop first on a busy machine. */
export const WORK_NICENESS = 10;

const EXPORT_ENTRY = siblingModule(import.meta.url, "export-worker").href;

export const DEFAULT_WORK_LIMITS: WorkLimits = { memoryMb: 2048, heapMb: 768, queueWaitMs: 30_000 };

export interface WorkProcessesOptions {
  size: number;
  /** The module whose default export runs a task that names no other: by default the exports' (every pool names its own). */
  entry?: string;
  maxQueue: number;
  limits: WorkLimits;
  niceness: number;
  env?: Record<string, string>;
  onStopped?: (detail: { pid: number | undefined; how: string; task: string | null }) => void;
}

/**
 * The work processes every pool of the service shares — exports, imports, pictures, brand decks and their drawings —
 * started on first use and closed gracefully (running tasks finish within the close grace). One set of processes, so a
 * process's code and caches serve every kind of file work and the machine's cores are not counted twice.
 */
export interface WorkProcesses {
  readonly pool: ProcessPool;
  readonly maxQueue: number;
  /** How long a task may wait for a process. */
  readonly queueWaitMs: number;
  close(): Promise<void>;
}

export function workProcesses(options: WorkProcessesOptions): WorkProcesses {
  let pool: ProcessPool | null = null;
  let closed = false;
  return {
    maxQueue: options.maxQueue,
    queueWaitMs: options.limits.queueWaitMs,
    get pool() {
      // Work asked for while the service stops is refused (503), never a process started for it.
      if (closed && !pool) throw new PoolBusyError("The service is stopping; try again shortly.");
      return (pool ??= new ProcessPool({
        size: options.size,
        entry: options.entry ?? EXPORT_ENTRY,
        maxQueue: options.maxQueue,
        execArgv: workerExecArgv(),
        memoryBytes: options.limits.memoryMb * 1024 * 1024,
        heapMb: options.limits.heapMb,
        niceness: options.niceness,
        env: options.env,
        onStopped: options.onStopped,
      }));
    },
    async close() {
      closed = true;
      await pool?.close(CLOSE_GRACE_MS);
    },
  };
}
