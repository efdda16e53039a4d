// The one error handler and the JSON 404/405: every failure becomes {error, message} with the request id.
import { loggedPath } from "../logged-path.js";
import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { AppError, errorBody, genericCodeForStatus, INTERNAL_ERROR_MESSAGE, isAppError } from "../../lib/errors.js";
import { isStoreUnavailable } from "../../store/unavailable.js";
import type { AppEnv } from "../env.js";
import { requestIdOf, requestLog } from "../request-context.js";

export function sendError(c: Context<AppEnv>, err: AppError): Response {
  const headers: Record<string, string> = { ...err.headers };
  if (err.retryAfter !== undefined) headers["Retry-After"] = String(Math.max(1, Math.ceil(err.retryAfter)));
  for (const [k, v] of Object.entries(headers)) c.header(k, v);
  return c.json(errorBody(err, requestIdOf(c)), err.status as 400);
}

export const onError: ErrorHandler<AppEnv> = (err, c) => {
  if (isAppError(err)) return sendError(c, err);
  const code = err instanceof HTTPException ? genericCodeForStatus(err.status) : undefined;
  if (code) return sendError(c, new AppError(code, err.message || "The request could not be handled."));
  const log = requestLog(c);
  if (isStoreUnavailable(err)) {
    log?.warn({ err, path: loggedPath(c.req.path), method: c.req.method }, "store unavailable");
    return sendError(
      c,
      new AppError("unavailable", "A service Quire depends on is not answering; try again shortly.", { retryAfter: 5 }),
    );
  }
  // A client that hung up aborts the work it asked for (a worker's task, a stream): nothing failed, nobody is answered.
  if (c.req.raw.signal.aborted && (err as Error)?.name === "AbortError") {
    log?.info({ path: loggedPath(c.req.path), method: c.req.method }, "request abandoned by its client");
    return sendError(c, new AppError("internal_error", INTERNAL_ERROR_MESSAGE));
  }
  log?.error({ err, path: loggedPath(c.req.path), method: c.req.method }, "unhandled error");
  return sendError(c, new AppError("internal_error", INTERNAL_ERROR_MESSAGE));
};

/** Builds the 404 handler; a path known under another method answers 405 with `Allow`. */
export function notFound(allowedMethods: (path: string) => string[]): NotFoundHandler<AppEnv> {
  return (c) => {
    const allow = allowedMethods(c.req.path);
    if (allow.length > 0) {
      return sendError(
        c,
        new AppError("method_not_allowed", `${c.req.method} is not allowed here.`, {
          headers: { Allow: allow.join(", ") },
        }),
      );
    }
    return sendError(c, new AppError("not_found", "There is nothing at this address."));
  };
}
