// What the presenter view needs before it starts, and what it does while it runs: every slide's picture fetched once
// as a blob (so presenting needs no network), the audience window kept on the same slide over a BroadcastChannel, and
// a shared link's time on each slide reported like its viewer page does.
import { useEffect, useRef, useState } from "react";
import { QuireError, retryAfterOf } from "@quire/sdk";

/** One slide as the presenter view shows it: its number (from 1), title and speaker notes. */
export interface PresentSlide {
  n: number;
  title: string;
  notes: string;
}

export interface PresentDeck {
  title: string;
  slides: PresentSlide[];
}

/** Pixels wide each picture is fetched at: sharp on a projector or a high-density laptop screen. */
export const PICTURE_WIDTH = 1600;
/** Pictures asked for at once: the server draws them on its export workers, a few at a time per caller. */
const AT_ONCE = 2;
/** A busy answer (429/503) is asked again after its Retry-After, this many times. */
const BUSY_TRIES = 5;

export type FetchPicture = (n: number, signal: AbortSignal) => Promise<Blob>;

/**
 * Every slide's picture, 1..count, as object URLs in slide order; `onProgress` hears how many are in. The caller
 * revokes the URLs (see usePictures).
 */
export async function loadPictures(
  count: number,
  fetchPicture: FetchPicture,
  signal: AbortSignal,
  onProgress: (done: number) => void,
): Promise<string[]> {
  const blobs: Blob[] = new Array<Blob>(count);
  let next = 0;
  let done = 0;
  async function worker() {
    while (next < count) {
      const i = next++;
      blobs[i] = await patiently(() => fetchPicture(i + 1, signal), signal);
      onProgress(++done);
    }
  }
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, count) }, worker));
  return blobs.map((b) => URL.createObjectURL(b));
}

async function patiently<T>(call: () => Promise<T>, signal: AbortSignal): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await call();
    } catch (e) {
      const busy = e instanceof QuireError && (e.status === 429 || e.status === 503) && tries < BUSY_TRIES;
      if (!busy || signal.aborted) throw e;
      await new Promise((resolve) => setTimeout(resolve, Math.min(10, e.retryAfter ?? 2) * 1000));
    }
  }
}

/** A fetch answer as a Blob, or the API's `{error, message}` as a QuireError. */
export async function blobOrError(res: Response): Promise<Blob> {
  if (res.ok) return res.blob();
  throw await errorOf(res);
}

export async function errorOf(res: Response): Promise<QuireError> {
  const body = (await res.json().catch(() => null)) as {
    error?: string;
    message?: string;
    details?: { path: string; message: string }[];
  } | null;
  return new QuireError(
    res.status,
    body?.error ?? "http_error",
    body?.message ?? `The server answered ${res.status}.`,
    body?.details,
    undefined,
    undefined,
    retryAfterOf(res.headers),
  );
}

export type Loading =
  | { state: "loading"; done: number; count: number }
  | { state: "failed"; error: unknown; retry: () => void }
  | { state: "ready"; pictures: string[] };

/**
 * The deck's pictures loaded once `deck` is known (null: not yet), with their progress; the object URLs are let go
 * when the page closes or the deck changes.
 */
export function usePictures(deck: PresentDeck | null, fetchPicture: FetchPicture): Loading {
  const [loading, setLoading] = useState<Loading>({ state: "loading", done: 0, count: deck?.slides.length ?? 0 });
  const [attempt, setAttempt] = useState(0);
  const fetchRef = useRef(fetchPicture);
  fetchRef.current = fetchPicture;
  useEffect(() => {
    if (!deck) return;
    const controller = new AbortController();
    let urls: string[] = [];
    const count = deck.slides.length;
    setLoading({ state: "loading", done: 0, count });
    loadPictures(
      count,
      (n, signal) => fetchRef.current(n, signal),
      controller.signal,
      (done) => !controller.signal.aborted && setLoading({ state: "loading", done, count }),
    ).then(
      (got) => {
        urls = got;
        if (controller.signal.aborted) got.forEach((u) => URL.revokeObjectURL(u));
        else setLoading({ state: "ready", pictures: got });
      },
      (error: unknown) =>
        !controller.signal.aborted && setLoading({ state: "failed", error, retry: () => setAttempt((a) => a + 1) }),
    );
    return () => {
      controller.abort();
      urls.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [deck, attempt]);
  return loading;
}

type SyncMessage = { type: "go"; index: number } | { type: "hello" };

/**
 * The slide shown, kept the same in every window of this presentation (the presenter's and its audience window):
 * moving in one moves the others. A window that opens asks where the others are.
 */
export function useSyncedSlide(channelName: string, count: number): [number, (index: number) => void] {
  const [index, setIndex] = useState(0);
  const channel = useRef<BroadcastChannel | null>(null);
  const current = useRef(0);
  current.current = index;
  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const c = new BroadcastChannel(channelName);
    channel.current = c;
    c.onmessage = (e: MessageEvent<SyncMessage>) => {
      if (e.data?.type === "go" && Number.isInteger(e.data.index))
        setIndex(Math.max(0, Math.min(count - 1, e.data.index)));
      else if (e.data?.type === "hello") c.postMessage({ type: "go", index: current.current } satisfies SyncMessage);
    };
    c.postMessage({ type: "hello" } satisfies SyncMessage);
    return () => {
      c.close();
      channel.current = null;
    };
  }, [channelName, count]);
  const go = (to: number) => {
    const clamped = Math.max(0, Math.min(count - 1, to));
    setIndex(clamped);
    channel.current?.postMessage({ type: "go", index: clamped } satisfies SyncMessage);
  };
  return [index, go];
}

/** Reports wait at least this long between them while the page stays visible. */
const REPORT_EVERY_MS = 15_000;
/** The most one report may say was spent on a slide. */
const MOST_SECONDS = 300;

/**
 * A shared link's time on each slide, as its viewer page reports it: counted only while the page is visible, sent
 * (POST …/views `{slide, seconds}`, whole seconds from 1 to 300) at most every 15 seconds and when the page is hidden
 * or closed — never from a background tab. `url` null: nothing is counted (the owner's own view, an audience window).
 */
export function useViewReports(url: string | null, slide: number): void {
  const slideRef = useRef(slide);
  const state = useRef<{ since: number; pending: Map<number, number>; lastSent: number; count?: () => void }>({
    since: 0,
    pending: new Map(),
    lastSent: 0,
  });

  useEffect(() => {
    if (!url) return;
    const s = state.current;
    const visible = () => document.visibilityState === "visible";
    s.since = visible() ? performance.now() : 0;
    s.lastSent = performance.now();

    /** The time since the last count goes to the slide that was shown. */
    const count = () => {
      if (!s.since) return;
      const now = performance.now();
      s.pending.set(slideRef.current, (s.pending.get(slideRef.current) ?? 0) + (now - s.since) / 1000);
      s.since = visible() ? now : 0;
    };
    const send = (leaving: boolean) => {
      s.lastSent = performance.now();
      for (const [n, seconds] of s.pending) {
        let whole = Math.floor(seconds);
        if (whole < 1) continue;
        let left = seconds;
        while (whole >= 1) {
          const part = Math.min(MOST_SECONDS, whole);
          // Not sent (offline, say): counted again for the next report, unless the page is going.
          post(url, { slide: n, seconds: part }, leaving).catch(
            () => !leaving && s.pending.set(n, (s.pending.get(n) ?? 0) + part),
          );
          whole -= part;
          left -= part;
        }
        s.pending.set(n, left);
      }
    };
    const tick = window.setInterval(() => {
      if (!visible()) return;
      count();
      if (performance.now() - s.lastSent >= REPORT_EVERY_MS) send(false);
    }, 1000);
    const onVisibility = () => {
      if (visible()) {
        s.since = performance.now();
        return;
      }
      count();
      s.since = 0;
      send(true);
    };
    const onHide = () => {
      count();
      s.since = 0;
      send(true);
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onHide);
    s.count = count;
    return () => {
      window.clearInterval(tick);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onHide);
      onHide();
      s.count = undefined;
    };
  }, [url]);

  // A new slide: the time until now belonged to the one before.
  useEffect(() => {
    state.current.count?.();
    slideRef.current = slide;
  }, [slide]);
}

/** One report: kept alive past the page's end when it is leaving; no cookies, no referrer. Fails when it was not counted for want of a network or a server. */
async function post(url: string, body: { slide: number; seconds: number }, leaving: boolean): Promise<void> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    credentials: "omit",
    referrerPolicy: "no-referrer",
    keepalive: leaving,
  });
  if (res.status >= 500) throw new Error(`The server answered ${res.status}.`);
}
