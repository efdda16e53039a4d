// Running one task on a worker pool within bounds: refused at once when the queue is full (503), aborted at its timeout.
import type { Piscina } from "piscina";
import { ProcessPool } from "./process-pool.js";
import { ExportTimeoutError, PoolBusyError, WorkProcessStopped } from "./pool-errors.js";

export { ExportTimeoutError, PoolBusyError, WorkProcessStopped } from "./pool-errors.js";

/** Either kind of pool: threads for our own code on parsed text, processes for anything that opens a user's file. */
export type TaskPool = Piscina | ProcessPool;

export interface BoundedRun {
  /** Tasks allowed to wait for a worker; at this many the task is refused with PoolBusyError. */
  maxQueue: number;
  /** The task's own time: from when a process starts it; on threads, from when it is submitted. */
  timeoutMs: number;
  /** How long a task may wait for a process (the thread pool's wait is inside its timeout). */
  maxWaitMs?: number;
  /** The client's own abort (a hang-up): reported as an abort, not as a timeout. */
  signal?: AbortSignal;
  /** The worker entry's export to call (piscina's `name`). */
  name?: string;
  /** Another worker module than the pool's own (piscina's `filename`), loaded in the worker on its first such task. */
  filename?: string;
  busyMessage?: string;
  /** Objects moved to the worker with the task (a MessagePort for progress). */
  transferList?: readonly unknown[];
  /** Bytes a process keeps by key after the first task that sends them (a template). */
  blob?: { field: string; key: string };
  /** What the work is, as its errors say it ("Drawing the deck"). */
  what?: string;
  /** Called when the task starts: on a process when one takes it, on threads when it is submitted. */
  onStart?: () => void;
  /** On processes, the queue it waits in: lanes take turns at a free process (ProcessRun.lane). */
  lane?: string;
}

/** How long a task may wait for a process unless told: a full minute of queue is a pool that is not keeping up. */
const DEFAULT_WAIT_MS = 30_000;

export async function runBounded(pool: TaskPool, task: unknown, options: BoundedRun): Promise<unknown> {
  if (pool instanceof ProcessPool) return runOnProcess(pool, task, options);
  if (pool.queueSize >= options.maxQueue) throw new PoolBusyError(options.busyMessage);
  options.onStart?.();
  // Piscina terminates the worker of an aborted task and starts a fresh one, so a stuck task cannot pin a thread.
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await pool.run(task, {
      name: options.name,
      filename: options.filename,
      signal,
      transferList: options.transferList as never,
    });
  } catch (err) {
    if (timeout.aborted && !options.signal?.aborted) throw new ExportTimeoutError(options.timeoutMs, options.what, err);
    throw err;
  }
}

async function runOnProcess(pool: ProcessPool, task: unknown, options: BoundedRun): Promise<unknown> {
  try {
    return await pool.run(task, { ...options, maxWaitMs: options.maxWaitMs ?? DEFAULT_WAIT_MS });
  } catch (err) {
    if (err instanceof ExportTimeoutError && options.what)
      throw new ExportTimeoutError(options.timeoutMs, options.what, err);
    if (err instanceof WorkProcessStopped && options.what) throw new WorkProcessStopped(err.how, options.what);
    throw err;
  }
}
