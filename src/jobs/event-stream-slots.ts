// Job event streams open in this process: at most so many per subject (a user, or an organization key) and in all;
// past either, a new stream is refused at once rather than adding to the polls.
import { AppError } from "../lib/errors.js";

export interface EventStreamSlots {
  /** Takes a slot for `subject` or throws (429 `concurrency_limit` for the subject, 503 `unavailable` when full); the release is safe to call twice. */
  acquire(subject: string): () => void;
  /** Streams open now, for `subject` or in all. */
  open(subject?: string): number;
}

/** Seconds a refused client waits: a stream's slot frees when it ends or its client hangs up, at no set time. */
const RETRY_AFTER = 5;

export function createEventStreamSlots(perSubject: number, total: number): EventStreamSlots {
  const bySubject = new Map<string, number>();
  let all = 0;
  return {
    open: (subject) => (subject === undefined ? all : (bySubject.get(subject) ?? 0)),
    acquire(subject) {
      const mine = bySubject.get(subject) ?? 0;
      if (mine >= perSubject) {
        throw new AppError(
          "concurrency_limit",
          `You have ${perSubject} job event streams open, the most one caller may; close one (or read with ?follow=false) and try again.`,
          { retryAfter: RETRY_AFTER },
        );
      }
      // 503 rather than 429: the server is full, not the caller; a load balancer may retry on another process.
      if (all >= total)
        throw new AppError(
          "unavailable",
          "This server is following as many job event streams as it can; try again shortly.",
          { retryAfter: RETRY_AFTER },
        );
      bySubject.set(subject, mine + 1);
      all++;
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        all--;
        const left = (bySubject.get(subject) ?? 1) - 1;
        if (left) bySubject.set(subject, left);
        else bySubject.delete(subject);
      };
    },
  };
}
