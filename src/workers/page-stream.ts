// Page pictures handed from a worker to the main thread as the reader takes them: the worker draws ahead only while less
// than WINDOW_BYTES wait unread, so a 60-page zip at 3840 px holds a few pages in memory, never the whole zip. Its work
// is timed only while it draws — from when a worker starts it, and not while the reader lags behind.
import { MessageChannel, type MessagePort } from "node:worker_threads";
import type { PagePictures } from "../formats/raster/page-pngs.js";
import type { SlidePng } from "../formats/raster/slide-png.js";
import { ExportTimeoutError, runBounded, type TaskPool } from "./bounded-run.js";

/** Bytes of pictures drawn and not yet read that make the worker wait. */
const WINDOW_BYTES = 8 * 1024 * 1024;
/** How much longer than its work a task may take while its reader is slow; past it the reader has left in all but name. */
const READER_GRACE = 10;

/** The field a page-streaming task carries: the port its pages go out on. */
export interface PageStreamJob {
  port?: MessagePort;
}

interface Head {
  pages: number;
  warnings: string[];
}

/** In the worker: announces the page count and warnings, then posts each page, waiting while WINDOW_BYTES are unread. */
export async function sendPages(port: MessagePort, head: Head, pictures: AsyncIterable<SlidePng>): Promise<void> {
  let unread = 0;
  let wake: (() => void) | null = null;
  port.on("message", (read: number) => {
    unread -= read;
    wake?.();
  });
  try {
    port.postMessage(head);
    for await (const { png } of pictures) {
      while (unread >= WINDOW_BYTES) await new Promise<void>((resolve) => (wake = resolve));
      // A copy of its own to move: canvas's buffer is not the worker's to hand over.
      const own = png.slice();
      unread += own.byteLength;
      port.postMessage(own, [own.buffer]);
    }
  } finally {
    port.close();
  }
}

export interface PageStreamRun {
  maxQueue: number;
  /** How long it may wait for a process (work processes only). */
  maxWaitMs?: number;
  /** The process queue it waits in, as for runBounded. */
  lane?: string;
  /** Bytes a process keeps by key (a template), as for runBounded. */
  blob?: { field: string; key: string };
  /** The worker's drawing time, counted from submission and paused while it waits for the reader (EXPORT_TIMEOUT_MS). */
  workMs: number;
  signal?: AbortSignal;
  filename: string;
  name: string;
  busyMessage: string;
}

/**
 * Runs a page-streaming task; resolves once its worker has announced the pages (so a refusal or an early failure is
 * still an error answer), then yields each page as the caller asks for it. A failure after that ends the iteration.
 */
export function streamPages(pool: TaskPool, job: object, options: PageStreamRun): Promise<PagePictures> {
  const channel = new MessageChannel();
  const expired = new AbortController();
  const left = new AbortController();
  const clock = workClock(options.workMs, () => expired.abort());
  const queue: Uint8Array[] = [];
  let unread = 0;
  let received = 0;
  let head: Head | null = null;
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  let settle: { resolve: (head: Head) => void; reject: (err: unknown) => void } | null = null;
  const fail = (err: unknown) => {
    failure ??= expired.signal.aborted ? new ExportTimeoutError(options.workMs, "Drawing the pictures", err) : err;
    clock.stop();
    settle?.reject(failure);
    wake?.();
  };
  channel.port1.on("message", (message: Head | Uint8Array) => {
    if (!(message instanceof Uint8Array)) {
      head = message;
      return settle?.resolve(message);
    }
    queue.push(message);
    received++;
    unread += message.byteLength;
    if (unread >= WINDOW_BYTES) clock.pause();
    wake?.();
  });
  // The worker closes its port after its last page, and a terminated worker's closes with it.
  channel.port1.on("close", () => {
    if (!head || received < head.pages) fail(new Error("the worker stopped before its last page"));
  });
  const signals = [expired.signal, left.signal, ...(options.signal ? [options.signal] : [])];
  const run = {
    maxQueue: options.maxQueue,
    maxWaitMs: options.maxWaitMs,
    lane: options.lane,
    blob: options.blob,
    onStart: () => clock.resume(),
    timeoutMs: options.workMs * READER_GRACE,
    signal: AbortSignal.any(signals),
    filename: options.filename,
    name: options.name,
    busyMessage: options.busyMessage,
    transferList: [channel.port2],
  };
  const task = runBounded(pool, { ...job, port: channel.port2 }, run);
  task.then(() => clock.stop(), fail);

  async function* pictures(pages: number): AsyncGenerator<Uint8Array> {
    try {
      for (let taken = 0; taken < pages; taken++) {
        while (!queue.length && !failure) await new Promise<void>((resolve) => (wake = resolve));
        if (failure) throw failure;
        const png = queue.shift()!;
        unread -= png.byteLength;
        channel.port1.postMessage(png.byteLength);
        if (unread < WINDOW_BYTES) clock.resume();
        yield png;
      }
      await task;
    } finally {
      clock.stop();
      channel.port1.close();
    }
  }

  return new Promise<Head>((resolve, reject) => {
    settle = { resolve, reject };
    if (failure) reject(failure);
  }).then((h) => {
    settle = null;
    return { ...h, pictures: pictures(h.pages), cancel: () => left.abort() };
  });
}

/** A countdown that runs only while resumed (first when its task starts); `expire` is called when it reaches zero. */
function workClock(ms: number, expire: () => void) {
  let left = ms;
  let since: number | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const pause = () => {
    if (since === null) return;
    left -= performance.now() - since;
    since = null;
    clearTimeout(timer);
  };
  return {
    pause,
    resume() {
      if (since !== null || stopped) return;
      since = performance.now();
      timer = setTimeout(expire, Math.max(0, left));
    },
    stop() {
      pause();
      stopped = true;
    },
  };
}
