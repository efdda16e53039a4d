// Streams agent lines as NDJSON over Hono's stream helper; a client that goes away aborts the run.
import type { Context } from "hono";
import { setImmediate as nextTurn } from "node:timers/promises";
import { stream } from "hono/streaming";
import type { AgentLine, Emit } from "../../agent/index.js";
import type { AppEnv } from "../env.js";

export const NDJSON_HEADERS = {
  "Content-Type": "application/x-ndjson; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Accel-Buffering": "no",
};

/** Runs `body` with an emitter and a signal that aborts on client disconnect (request signal or stream cancel). */
export function ndjsonStream(c: Context<AppEnv>, body: (emit: Emit, signal: AbortSignal) => Promise<void>): Response {
  for (const [k, v] of Object.entries(NDJSON_HEADERS)) c.header(k, v);
  c.status(200);
  return stream(c, async (s) => {
    const abort = new AbortController();
    const gone = () => abort.abort(new Error("client disconnected"));
    s.onAbort(gone);
    const requestSignal = c.req.raw.signal;
    if (requestSignal.aborted) gone();
    else requestSignal.addEventListener("abort", gone, { once: true });
    const emit: Emit = async (line) => {
      if (s.aborted || abort.signal.aborted) throw new Error("client disconnected");
      await s.write(`${JSON.stringify(line)}\n`);
      // Node uncorks a response's socket on a nextTick, which waits until the promise chain settles: without a
      // turn of the event loop here, a run with no real I/O (the builtin model) would reach the client in one
      // burst at its end, and concurrent runs would hold the loop for a whole run each.
      await nextTurn();
      if (s.aborted) throw new Error("client disconnected");
    };
    try {
      await body(emit, abort.signal);
    } finally {
      requestSignal.removeEventListener("abort", gone);
    }
  });
}

/** Writes already-made lines (an idempotent replay) with their seq, marked as a replay like every idempotent answer. */
export function replayStream(c: Context<AppEnv>, lines: AgentLine[]): Response {
  c.header("Idempotent-Replayed", "true");
  return ndjsonStream(c, async (emit) => {
    let seq = 0;
    for (const line of lines) await emit({ ...line, seq: seq++ });
  });
}
