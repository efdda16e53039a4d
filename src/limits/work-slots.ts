// How much of this process's work one caller may hold at once: a whole document's work (an export, a drawing, an
// upload read) is refused past its bound (429), where a slide's picture waits its turn in a short line of its own (a page of
// thumbnails asks for twenty at once), refused only when that line is full or the wait too long.
import { AppError } from "../lib/errors.js";

/** What a request holds: a document's work (exports, handouts, variants, uploads read and drawn) or one slide's picture. */
export type WorkKind = "document" | "picture";

export interface WorkSlotLimits {
  /** A caller's document work running at once (WORK_PER_CALLER). */
  documents: number;
  /** A caller's slide pictures being drawn at once (SLIDE_PICTURES_PER_CALLER). */
  pictures: number;
  /** Pictures that may wait behind those, and how long each may wait. */
  pictureLine: number;
  pictureWaitMs: number;
}

export interface WorkSlots {
  /** A slot for `subject`, or 429 `concurrency_limit` with Retry-After; the release is safe to call twice. */
  acquire(subject: string, kind: WorkKind, signal?: AbortSignal): Promise<() => void>;
  /** Slots held now by `subject` of `kind`. */
  held(subject: string, kind: WorkKind): number;
}

/** Seconds a refused caller waits: a slot frees when a running export or drawing ends, at no set time. */
const RETRY_AFTER = 5;

interface Waiter {
  grant: () => void;
}

export function createWorkSlots(limits: WorkSlotLimits): WorkSlots {
  const running = new Map<string, number>();
  const lines = new Map<string, Waiter[]>();
  const key = (subject: string, kind: WorkKind) => `${kind}:${subject}`;
  const bound = (kind: WorkKind) => (kind === "document" ? limits.documents : limits.pictures);

  function release(k: string): void {
    const line = lines.get(k);
    const next = line?.shift();
    if (line && !line.length) lines.delete(k);
    // The slot passes straight to the next in line (the count unchanged), so a caller's pictures keep their order.
    if (next) return next.grant();
    const left = (running.get(k) ?? 1) - 1;
    if (left) running.set(k, left);
    else running.delete(k);
  }

  function holder(k: string): () => void {
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      release(k);
    };
  }

  return {
    held: (subject, kind) => running.get(key(subject, kind)) ?? 0,
    async acquire(subject, kind, signal) {
      const k = key(subject, kind);
      if ((running.get(k) ?? 0) < bound(kind)) {
        running.set(k, (running.get(k) ?? 0) + 1);
        return holder(k);
      }
      if (kind === "document") {
        throw new AppError(
          "concurrency_limit",
          `You have ${limits.documents} exports, drawings or uploads being worked on, the most one caller may at once; wait for one to finish and try again.`,
          { retryAfter: RETRY_AFTER },
        );
      }
      const line = lines.get(k) ?? [];
      if (line.length >= limits.pictureLine) throw picturesBusy(limits);
      signal?.throwIfAborted();
      return new Promise((resolve, reject) => {
        const leave = (err: unknown) => {
          clearTimeout(timer);
          const at = line.indexOf(waiter);
          if (at >= 0) line.splice(at, 1);
          if (!line.length && lines.get(k) === line) lines.delete(k);
          reject(err);
        };
        const waiter: Waiter = {
          grant: () => {
            clearTimeout(timer);
            signal?.removeEventListener("abort", onAbort);
            resolve(holder(k));
          },
        };
        const onAbort = () => leave(signal?.reason ?? new DOMException("The operation was aborted", "AbortError"));
        const timer = setTimeout(() => leave(picturesBusy(limits)), limits.pictureWaitMs);
        signal?.addEventListener("abort", onAbort, { once: true });
        line.push(waiter);
        lines.set(k, line);
      });
    },
  };
}

function picturesBusy(limits: WorkSlotLimits): AppError {
  return new AppError(
    "concurrency_limit",
    `More than ${limits.pictures + limits.pictureLine} of your slide pictures are waiting to be drawn; ask for fewer at once.`,
    { retryAfter: RETRY_AFTER },
  );
}
