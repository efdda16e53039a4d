// Gives every request a `req_…` id, echoes it in X-Request-Id, and logs one access line per request. It wraps the
// app's fetch rather than being a middleware, so a route without middleware keeps Hono's single-handler fast path.
import type { ServerResponse } from "node:http";
import type { Context } from "hono";
import type { Logger } from "pino";
import { newId } from "../lib/ids.js";
import { accessLogFor, type AccessLine } from "../lib/logger.js";
import type { RequestBindings } from "./env.js";
import { stampHeader } from "./node-io.js";

// Any Hono app's fetch, whatever its env type.
type Fetch = (request: Request, env?: any, executionCtx?: any) => Response | Promise<Response>;

/** Replaces `app.fetch` (which `app.request()` and node-server both call) with one that sets up the request context. */
export function installRequestContext(app: { fetch: Fetch }, logger: Logger): void {
  const fetch = app.fetch;
  const access = accessLogFor(logger);
  // No closure is made per request: under tsx each one is also renamed (keepNames), which costs more than the call.
  function onClose(this: ServerResponse) {
    const { line, started } = (this as Tracked)[ACCESS];
    line.status = this.statusCode;
    line.ms = elapsed(started);
    if (!this.writableFinished) line.aborted = true;
    access(line);
  }
  app.fetch = (request: Request, env?: Partial<RequestBindings>, executionCtx?: unknown) => {
    const started = performance.now();
    const requestId = newId("req");
    const bindings = (env ?? {}) as RequestBindings;
    bindings.requestId = requestId;
    bindings.rootLog = logger;
    // Only the path is logged: query strings can carry magic-link tokens.
    const line: AccessLine = { requestId, method: request.method, path: pathOf(request.url), status: 0, ms: 0 };
    const outgoing = bindings.outgoing;
    if (outgoing) {
      stampHeader(outgoing, "X-Request-Id", requestId);
      // Logged when the last byte is sent, so streamed answers get their true duration; "close" follows "finish" on
      // a completed response too, so one listener covers both ends.
      (outgoing as Tracked)[ACCESS] = { line, started };
      outgoing.on("close", onClose);
      return fetch(request, bindings, executionCtx);
    }
    return Promise.resolve(fetch(request, bindings, executionCtx)).then((res) => {
      const stamped = withHeader(res, "X-Request-Id", requestId);
      line.status = stamped.status;
      line.ms = elapsed(started);
      access(line);
      return stamped;
    });
  };
}

const ACCESS = Symbol("quire.accessLine");
type Tracked = ServerResponse & { [ACCESS]: { line: AccessLine; started: number } };

const elapsed = (started: number) => Math.round((performance.now() - started) * 10) / 10;

/** This request's id (also the `traceId` of its errors). */
export const requestIdOf = (c: Context): string => (c.env as RequestBindings | undefined)?.requestId ?? "unknown";

/** This request's logger: lines carry its id. Made on first use: most requests log nothing but their access line. */
export function requestLog(c: Context): Logger {
  const bindings = c.env as RequestBindings;
  return (bindings.log ??= bindings.rootLog.child({ requestId: bindings.requestId }));
}

function pathOf(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start < 0) return "/";
  const end = url.indexOf("?", start);
  return end < 0 ? url.slice(start) : url.slice(start, end);
}

function withHeader(res: Response, name: string, value: string): Response {
  try {
    res.headers.set(name, value);
    return res;
  } catch {
    // A response with immutable headers (a redirect or a fetched one) is copied once.
    const copy = new Response(res.body, res);
    copy.headers.set(name, value);
    return copy;
  }
}
