// Gives every request a `req_…` id, echoes it in X-Request-Id, and logs one access line per request. Under node it
// wraps node's request listener; under `app.request()` (tests) it wraps the app's fetch. Neither is a middleware, so
// a route without middleware keeps Hono's single-handler fast path.
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Context } from "hono";
import type { Logger } from "pino";
import { newId } from "../lib/ids.js";
import { accessLogFor, type AccessLine } from "../lib/logger.js";
import type { RequestBindings } from "./env.js";
import { stampHeader } from "./node-io.js";
import type { StampedResponse } from "./stamped-response.js";

/** Any Hono app's fetch, whatever its env type. */
export type Fetch = (request: Request, env?: any, executionCtx?: any) => Response | Promise<Response>;

/**
 * Wraps node's request listener (node-server's, in server.ts; responses are StampedResponses): the id goes on the
 * response before the app runs, and the access line is written once the answer is out. An answer node took whole
 * while the app ran (a body the app had ready) is logged at once; any other is logged when its response closes, so
 * streamed answers get their true duration and an abandoned one is logged as aborted.
 */
export function requestContextListener(listener: RequestListener, logger: Logger, observe?: AccessObserver): RequestListener {
  const access = recorder(logger, observe);
  // No closure is made per request: under tsx each one is also renamed (keepNames), which costs more than the call.
  function logOnClose(this: StampedResponse) {
    access(accessLine(this, !this.writableFinished));
  }
  return (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const response = outgoing as StampedResponse;
    response.requestStarted = performance.now();
    response.requestId = newId("req");
    stampHeader(response, "X-Request-Id", response.requestId);
    void listener(incoming, outgoing);
    // writableLength counts bytes node still holds: a large body the client has not taken yet is not out.
    if (response.writableEnded && response.writableLength === 0) access(accessLine(response, response.destroyed));
    else response.on("close", logOnClose);
  };
}

function accessLine(response: StampedResponse, aborted: boolean): AccessLine {
  const { method, url } = response.req;
  const line: AccessLine = { requestId: response.requestId!, method: method ?? "", path: pathOf(url ?? "/"), status: response.statusCode, ms: elapsed(response.requestStarted) };
  if (aborted) line.aborted = true;
  return line;
}

/** Replaces `app.fetch` (which `app.request()` and node-server both call) with one that binds the request context. */
export function installRequestContext(app: { fetch: Fetch }, logger: Logger, observe?: AccessObserver): void {
  const fetch = app.fetch;
  const access = recorder(logger, observe);
  app.fetch = (request: Request, env?: Partial<RequestBindings>, executionCtx?: unknown) => {
    const bindings = (env ?? {}) as RequestBindings;
    bindings.rootLog = logger;
    // Under requestContextListener the response already carries the id, and the listener writes the access line.
    const givenId = (bindings.outgoing as Partial<StampedResponse> | undefined)?.requestId;
    if (givenId !== undefined) {
      bindings.requestId = givenId;
      return fetch(request, bindings, executionCtx);
    }
    const started = performance.now();
    const requestId = newId("req");
    bindings.requestId = requestId;
    return Promise.resolve(fetch(request, bindings, executionCtx)).then((res) => {
      const stamped = withHeader(res, "X-Request-Id", requestId);
      access({ requestId, method: request.method, path: new URL(request.url).pathname, status: stamped.status, ms: elapsed(started) });
      return stamped;
    });
  };
}

/** Told every request's access line (the HTTP metrics), whatever the log level. */
export type AccessObserver = (line: AccessLine) => void;

function recorder(logger: Logger, observe: AccessObserver | undefined): (line: AccessLine) => void {
  const access = accessLogFor(logger);
  if (!observe) return access;
  return (line) => {
    access(line);
    observe(line);
  };
}

const elapsed = (started: number) => Math.round((performance.now() - started) * 10) / 10;

/** This request's id (also the `traceId` of its errors). */
export const requestIdOf = (c: Context): string => (c.env as RequestBindings | undefined)?.requestId ?? "unknown";

/** This request's logger: lines carry its id. Made on first use: most requests log nothing but their access line. */
export function requestLog(c: Context): Logger {
  const bindings = c.env as RequestBindings;
  return (bindings.log ??= bindings.rootLog.child({ requestId: bindings.requestId }));
}

/** The request target without its query: query strings can carry magic-link tokens, so they are never logged. */
function pathOf(target: string): string {
  const query = target.indexOf("?");
  return query < 0 ? target : target.slice(0, query);
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
