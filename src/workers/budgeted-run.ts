// A request's CPU work on a worker pool within a time budget counted from when a worker starts it, not while it waits.
import type { Piscina } from "piscina";
import { MessageChannel, type MessagePort } from "node:worker_threads";
import { BudgetExceededError, type CpuBudget } from "../lib/cpu-budget.js";
import { ExportTimeoutError, PoolBusyError, runBounded } from "./bounded-run.js";

/** The fields a budgeted task carries for its worker: where to say it started. */
export interface Budgeted {
  started?: MessagePort;
}

/** Called first by a worker entry of a budgeted task: the budget runs from here. */
export function startBudget(job: Budgeted): void {
  job.started?.postMessage(0);
  job.started?.close();
}

export interface BudgetedRun {
  /** How long the task may wait for a worker before it starts; past it, 503 as when the queue is full. */
  waitMs: number;
  maxQueue: number;
  signal?: AbortSignal;
  filename: string;
  name: string;
  busyMessage: string;
}

/**
 * Runs `job` on `pool` with what is left of `budget`, and spends what it ran. Past the budget the worker is terminated
 * (and replaced) and the task ends in BudgetExceededError (413).
 */
export async function runBudgeted<T>(pool: Piscina, job: Budgeted, budget: CpuBudget, options: BudgetedRun): Promise<T> {
  const budgetMs = Math.ceil(budget.left());
  const channel = new MessageChannel();
  const stop = new AbortController();
  let startedAt = 0;
  let timer: NodeJS.Timeout | undefined;
  channel.port1.once("message", () => {
    startedAt = performance.now();
    timer = setTimeout(() => stop.abort(), budgetMs);
  });
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  try {
    const run = { maxQueue: options.maxQueue, timeoutMs: options.waitMs + budgetMs, signal, filename: options.filename, name: options.name, busyMessage: options.busyMessage, transferList: [channel.port2] };
    return (await runBounded(pool, { ...job, started: channel.port2 }, run)) as T;
  } catch (err) {
    if (stop.signal.aborted) throw new BudgetExceededError(budget.totalMs);
    // Still waiting for a worker when the wait ran out: the pool is busy, not the source too heavy.
    if (err instanceof ExportTimeoutError && startedAt === 0) throw new PoolBusyError(options.busyMessage);
    throw err;
  } finally {
    clearTimeout(timer);
    channel.port1.close();
    if (startedAt) budget.spend(performance.now() - startedAt);
  }
}
