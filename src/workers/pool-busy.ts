// Over capacity for a worker pool: every worker busy and the queue full is refused at once (503) rather than queued.
import type { Piscina } from "piscina";
import { AppError } from "../lib/errors.js";

/** Answered as 503 `unavailable` with Retry-After by the error middleware, like any AppError. */
export class PoolBusyError extends AppError {
  constructor(message = "Too many exports are running; try again shortly.") {
    super("unavailable", message, { retryAfter: 2 });
  }
}

/** Throws PoolBusyError when `maxQueue` tasks already wait for a worker. */
export function refuseWhenFull(pool: Piscina, maxQueue: number, message?: string): void {
  if (pool.queueSize >= maxQueue) throw new PoolBusyError(message);
}
