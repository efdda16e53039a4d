// A request's CPU work on a worker pool within a time budget counted from when a worker starts it, not while it waits.
import type { Piscina } from "piscina";
import { MessageChannel, receiveMessageOnPort, type MessagePort } from "node:worker_threads";
import { BudgetExceededError, type CpuBudget } from "../lib/cpu-budget.js";
import { ExportTimeoutError, PoolBusyError, runBounded } from "./bounded-run.js";
import { MODULE_LOAD_MS } from "./process-pool.js";

/** The fields a budgeted task carries for its worker: where to say it started. */
export interface Budgeted {
  started?: MessagePort;
}

/** A task its caller stopped waiting for before a worker began it: it ends at once, the worker kept. */
export class WaitedTooLong extends Error {
  override name = "WaitedTooLong";
}

/**
 * Called first by a worker entry of a budgeted task: the budget runs from here. A task whose caller gave up while it
 * waited (its thread still loading the entry's modules, on a starved host) is dropped here, not by killing the thread.
 */
export function startBudget(job: Budgeted): void {
  if (job.started && receiveMessageOnPort(job.started)) {
    job.started.close();
    throw new WaitedTooLong("the caller stopped waiting before this task began");
  }
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
export async function runBudgeted<T>(
  pool: Piscina,
  job: Budgeted,
  budget: CpuBudget,
  options: BudgetedRun,
): Promise<T> {
  const budgetMs = Math.ceil(budget.left());
  const channel = new MessageChannel();
  const stop = new AbortController();
  let startedAt = 0;
  let timer: NodeJS.Timeout | undefined;
  // The wait (a free thread, and the thread's first load of the entry's modules) ends in 503 past waitMs. The task is
  // not aborted for it: piscina would terminate a thread still loading, and the next would load again from nothing.
  let gaveUp: (err: PoolBusyError) => void = () => {};
  const waited = new Promise<never>((_, reject) => (gaveUp = reject));
  const waitTimer = setTimeout(() => {
    channel.port1.postMessage("stop");
    gaveUp(new PoolBusyError(options.busyMessage));
  }, options.waitMs);
  let settled = false;
  channel.port1.once("message", () => {
    // The start and the result come on different ports, in either order: a start seen after the result starts nothing.
    if (settled) return;
    clearTimeout(waitTimer);
    startedAt = performance.now();
    timer = setTimeout(() => stop.abort(), budgetMs);
  });
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  // A last bound on the whole: a load that never ends is still stopped, after the loading time a thread may take.
  const run = {
    maxQueue: options.maxQueue,
    timeoutMs: options.waitMs + budgetMs + MODULE_LOAD_MS,
    signal,
    filename: options.filename,
    name: options.name,
    busyMessage: options.busyMessage,
    transferList: [channel.port2],
  };
  const working = runBounded(pool, { ...job, started: channel.port2 }, run);
  working.catch(() => undefined);
  try {
    return (await Promise.race([working, waited])) as T;
  } catch (err) {
    if (stop.signal.aborted) throw new BudgetExceededError(budget.totalMs);
    // Still waiting for a worker when the wait ran out: the pool is busy, not the source too heavy.
    if ((err instanceof ExportTimeoutError || err instanceof PoolBusyError) && startedAt === 0)
      throw new PoolBusyError(options.busyMessage);
    throw err;
  } finally {
    settled = true;
    clearTimeout(waitTimer);
    clearTimeout(timer);
    // A task that ran so quickly its start is still unread: it began, so nothing is left for it to read.
    if (!startedAt && receiveMessageOnPort(channel.port1)) startedAt = performance.now();
    if (startedAt || stop.signal.aborted) channel.port1.close();
    else {
      // Open until the dropped task has read "stop", without holding the process up.
      channel.port1.unref();
      setTimeout(() => channel.port1.close(), MODULE_LOAD_MS).unref();
    }
    if (startedAt) budget.spend(performance.now() - startedAt);
  }
}
