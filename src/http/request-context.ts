// Every request's id (`req_…`, echoed in X-Request-Id), its logger, and one pino access line once the answer is out:
// under node when its response closes (a streamed answer's whole duration, an abandoned one marked aborted), under
// `app.request()` (tests) when the app returns.
import { loggedPath } from "./logged-path.js";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Context, Next } from "hono";
import type { Logger } from "pino";
import { newId } from "../lib/ids.js";
import { accessLogFor, type AccessLine } from "../lib/logger.js";
import type { AppEnv, RequestBindings } from "./env.js";

export type { AccessLine };

/** Told every request's access line (the HTTP metrics), whatever the log level. */
export type AccessObserver = (line: AccessLine) => void;

/** Each node response's request id and start, for the app's fetch to bind and the access line to read. */
const contexts = new WeakMap<ServerResponse, { requestId: string; started: number }>();

// Around node's listener and the app's fetch rather than a Hono middleware (Hono's requestId and a logging
// middleware), which cost the authenticated list 13% and health 37% of their throughput (npm run bench -- http auth).
// `listener` may answer with a promise (node-server's does, and handles its own errors): it is not awaited.
export function requestContextListener(
  listener: (incoming: IncomingMessage, outgoing: ServerResponse) => unknown,
  logger: Logger,
  observe?: AccessObserver,
): RequestListener {
  const record = recorder(logger, observe);
  const log = (response: ServerResponse, aborted: boolean) => {
    const { requestId, started } = contexts.get(response)!;
    record(
      {
        requestId,
        method: response.req.method ?? "",
        path: pathOf(response.req.url ?? "/"),
        status: response.statusCode,
        ms: elapsed(started),
      },
      aborted,
    );
  };
  function logOnClose(this: ServerResponse) {
    log(this, !this.writableFinished);
  }
  return (incoming, outgoing) => {
    const requestId = newId("req");
    contexts.set(outgoing, { requestId, started: performance.now() });
    outgoing.setHeader("X-Request-Id", requestId);
    void listener(incoming, outgoing);
    // An answer node took whole while the app ran is out now; any other is logged when its response closes.
    if (outgoing.writableEnded && outgoing.writableLength === 0) log(outgoing, outgoing.destroyed);
    else outgoing.on("close", logOnClose);
  };
}

/** Binds the request id and logger on every request the app's fetch gets; without node's listener (tests), it is the context. */
export function installRequestContext(app: { fetch: Fetch }, logger: Logger, observe?: AccessObserver): void {
  const fetch = app.fetch;
  const record = recorder(logger, observe);
  app.fetch = (request: Request, env?: Partial<RequestBindings>, executionCtx?: unknown) => {
    const bindings = (env ?? {}) as RequestBindings;
    bindings.rootLog = logger;
    const given = bindings.outgoing && contexts.get(bindings.outgoing)?.requestId;
    if (given !== undefined) {
      bindings.requestId = given;
      return fetch(request, bindings, executionCtx);
    }
    const started = performance.now();
    const requestId = (bindings.requestId = newId("req"));
    return Promise.resolve(fetch(request, bindings, executionCtx)).then((res) => {
      const answer = withHeader(res, "X-Request-Id", requestId);
      record(
        {
          requestId,
          method: request.method,
          path: new URL(request.url).pathname,
          status: answer.status,
          ms: elapsed(started),
        },
        false,
      );
      return answer;
    });
  };
}

/** Any Hono app's fetch, whatever its env type. */
export type Fetch = (request: Request, env?: any, executionCtx?: any) => Response | Promise<Response>;

function recorder(logger: Logger, observe: AccessObserver | undefined) {
  const access = accessLogFor(logger);
  return (line: AccessLine, aborted: boolean) => {
    if (aborted) line.aborted = true;
    line.path = loggedPath(line.path);
    access(line);
    observe?.(line);
  };
}

/**
 * Puts headers on whatever answer the route makes, an error's included: under node on node's response (node-server's
 * answer joins them), else through the context and on a Response the route built itself.
 */
// On node's response, not Hono's: through c.header the authenticated list served 18% of bare Hono against 22%.
export async function answerHeaders(
  c: Context<AppEnv>,
  headers: readonly [string, string][],
  next: Next,
): Promise<void> {
  const outgoing = c.env?.outgoing;
  if (outgoing) {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    return next();
  }
  for (const [name, value] of headers) c.header(name, value);
  await next();
  for (const [name, value] of headers) if (!c.res.headers.has(name)) c.header(name, value);
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

/** One request header by lower-case name; a repeated header reads as its values joined by ", " either way. */
// From node's IncomingMessage: c.req.header builds the Fetch Request and its Headers, which cost the Bearer-checked
// stand-in 18% of its throughput (20,413 against 24,765 req/s, npm run bench -- auth).
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as Partial<RequestBindings> | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}
