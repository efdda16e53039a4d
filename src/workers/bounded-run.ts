// Running one task on a worker pool within bounds: refused at once when the queue is full (503), aborted at its timeout.
import type { Piscina } from "piscina";
import { AppError } from "../lib/errors.js";

/** Answered as 503 `unavailable` with Retry-After by the error middleware, like any AppError. */
export class PoolBusyError extends AppError {
  constructor(message = "Too many exports are running; try again shortly.") {
    super("unavailable", message, { retryAfter: 2 });
  }
}

/** A task ran past the pool's timeout: its worker was terminated. Not an AppError, so it is logged as a fault (500). */
export class ExportTimeoutError extends Error {
  constructor(timeoutMs: number, cause: unknown) {
    super(`the export did not finish within ${timeoutMs} ms; its worker was terminated`, { cause });
    this.name = "ExportTimeoutError";
  }
}

export interface BoundedRun {
  /** Tasks allowed to wait for a worker; at this many the task is refused with PoolBusyError. */
  maxQueue: number;
  timeoutMs: number;
  /** The client's own abort (a hang-up): reported as an abort, not as a timeout. */
  signal?: AbortSignal;
  /** The worker entry's export to call (piscina's `name`). */
  name?: string;
  /** Another worker module than the pool's own (piscina's `filename`), loaded in the worker on its first such task. */
  filename?: string;
  busyMessage?: string;
  /** Objects moved to the worker with the task (a MessagePort for progress). */
  transferList?: readonly unknown[];
}

export async function runBounded(pool: Piscina, task: unknown, options: BoundedRun): Promise<unknown> {
  if (pool.queueSize >= options.maxQueue) throw new PoolBusyError(options.busyMessage);
  // Piscina terminates the worker of an aborted task and starts a fresh one, so a stuck task cannot pin a thread.
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await pool.run(task, { name: options.name, filename: options.filename, signal, transferList: options.transferList as never });
  } catch (err) {
    if (timeout.aborted && !options.signal?.aborted) throw new ExportTimeoutError(options.timeoutMs, err);
    throw err;
  }
}
