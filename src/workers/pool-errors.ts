// What a pool answers when it cannot run a task: busy (503 with Retry-After), or the task past its own time or memory (413).
import { AppError } from "../lib/errors.js";

/** Answered as 503 `unavailable` with Retry-After by the error middleware, like any AppError. */
export class PoolBusyError extends AppError {
  constructor(message = "Too many exports are running; try again shortly.") {
    super("unavailable", message, { retryAfter: 2 });
  }
}

const seconds = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${ms} ms`);

/**
 * A task ran past its own time (counted from when it started, never while it waited): its worker was stopped. The
 * same work would run as long again, so it is the input's size that is refused: 413, not a fault.
 */
export class ExportTimeoutError extends AppError {
  constructor(timeoutMs: number, what = "The work", cause?: unknown) {
    super(
      "body_too_large",
      `${what} took longer than the ${seconds(timeoutMs)} it may take and was stopped; make it smaller or split it.`,
      { cause },
    );
    this.name = "ExportTimeoutError";
  }
}

/** A work process ended under its task: its memory cap, a decoder's abort. Only that task fails; the process is replaced. */
export class WorkProcessStopped extends AppError {
  constructor(
    readonly how: string,
    what = "The work",
  ) {
    super(
      "body_too_large",
      `${what} needed more memory than one task may use, or held something that could not be decoded, and was stopped.`,
    );
    this.name = "WorkProcessStopped";
  }
}
