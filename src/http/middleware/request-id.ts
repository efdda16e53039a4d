// Gives every request a `req_…` id, echoes it in X-Request-Id, and logs one access line per request.
import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import { newId } from "../../lib/ids.js";
import { accessLogFor } from "../../lib/logger.js";
import type { AppEnv } from "../env.js";
import { nodeResponse, setResponseHeader } from "../node-io.js";

export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  const access = accessLogFor(logger);
  return async (c, next) => {
    const started = performance.now();
    const requestId = newId("req");
    c.set("requestId", requestId);
    c.set("log", lazyChild(logger, requestId));
    if (!setResponseHeader(c, "X-Request-Id", requestId)) c.header("X-Request-Id", requestId);
    // Only the path is logged: query strings can carry magic-link tokens.
    const line = (status: number) => ({ requestId, method: c.req.method, path: c.req.path, status, ms: Math.round((performance.now() - started) * 10) / 10 });
    const outgoing = nodeResponse(c);
    if (outgoing) {
      // Logged when the last byte is sent, so streamed answers get their true duration; reading c.res here
      // instead would make node-server rebuild the response off its fast path.
      // "close" follows "finish" on a completed response too; one listener covers both ends.
      outgoing.once("close", () => access(outgoing.writableFinished ? line(outgoing.statusCode) : { ...line(outgoing.statusCode), aborted: true }));
      await next();
      return;
    }
    try {
      await next();
    } finally {
      access(line(c.res.status));
    }
  };
}

/** A per-request child logger built only if the request actually logs something beyond its access line. */
function lazyChild(logger: Logger, requestId: string): Logger {
  let child: Logger | undefined;
  return new Proxy({} as Logger, {
    get(_target, prop) {
      child ??= logger.child({ requestId });
      const value = Reflect.get(child, prop, child);
      return typeof value === "function" ? value.bind(child) : value;
    },
  });
}
