// The principal middleware: cookie session or Bearer API key → c.var.principal; 401 with one body for every failure.
// Cookie requests that change state must also pass the Origin check (403). Put `requireAuth(deps)` in a route's
// `middleware: [...]`; `requireAuth(deps, { sessionOnly: true })` for routes that take no API key.
import type { MiddlewareHandler } from "hono";
import type { AuthService } from "../../auth/index.js";
import { hasTrustedOrigin, STATE_CHANGING_METHODS } from "../../auth/origin.js";
import { AppError } from "../../lib/errors.js";
import type { AppEnv } from "../env.js";
import { requestHeader } from "../node-io.js";

export type RequireAuth = () => MiddlewareHandler<AppEnv>;

export const UNAUTHORIZED_MESSAGE = "Sign in, or send a valid API key as `Authorization: Bearer <key>`.";

export function requireAuth(deps: { auth: AuthService }, options: { sessionOnly?: boolean } = {}): MiddlewareHandler<AppEnv> {
  const { auth } = deps;
  return async (c, next) => {
    const principal = await auth.authenticate({ header: (name) => requestHeader(c, name), headers: () => c.req.raw.headers }, options);
    if (!principal) throw new AppError("unauthorized", UNAUTHORIZED_MESSAGE);
    if (principal.via === "session") assertSameOrigin(c.req.method, c.req.raw.headers, auth.trustedOrigins);
    c.set("principal", principal);
    await next();
  };
}

/** 403 for a state-changing request whose Origin/Referer is not ours (a cross-site form or text/plain POST). */
export function assertSameOrigin(method: string, headers: Headers, trustedOrigins: readonly string[]): void {
  if (STATE_CHANGING_METHODS.has(method) && !hasTrustedOrigin(headers, trustedOrigins)) {
    throw new AppError("forbidden", "Cross-site request refused: the Origin header does not match this site.");
  }
}
