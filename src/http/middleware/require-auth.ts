// The principal middleware: cookie session or Bearer API key → c.var.principal; 401 with one body for every missing or
// invalid credential. A 403 always names the rule that refused: cookie requests that change state must pass the
// Origin check (missing, "null" and foreign Origin each say so), and a route that takes a session only — or works in
// the personal space only — refuses a valid caller with the route's own reason. Put `requireAuth(deps)` in a route's
// `middleware: [...]`; `requireAuth(deps, { sessionOnly: "why, and what to do instead" })` for routes that take no API
// key, `{ personalSpaceOnly: … }` for routes that have no meaning in an organization's space.
import type { MiddlewareHandler } from "hono";
import { type AuthService, checkOrigin, STATE_CHANGING_METHODS, scopeFor, type Principal } from "../../auth/index.js";
import { AppError } from "../../lib/errors.js";
import { personalSpace } from "../../lib/space-id.js";
import type { AppEnv } from "../env.js";
import { requestHeader } from "../request-context.js";

export const UNAUTHORIZED_MESSAGE = "Sign in, or send a valid API key as `Authorization: Bearer <key>`.";

export interface RequireAuthOptions {
  /**
   * The route takes a signed-in session only: a valid API key is answered 403 `forbidden` with this message, which
   * says so, why, and what to do instead. (A missing or invalid key stays 401.)
   */
  sessionOnly?: string;
  /**
   * The route acts on the caller's personal space alone: a caller working in an organization's space is answered 403
   * `forbidden` — an organization key with `organizationKey` (why the route has no meaning for an organization), a
   * session whose active organization is set with `session` (and how to switch to the personal space).
   */
  personalSpaceOnly?: { organizationKey: string; session: string };
}

export function requireAuth(deps: { auth: AuthService }, options: RequireAuthOptions = {}): MiddlewareHandler<AppEnv> {
  const { auth } = deps;
  return async (c, next) => {
    const principal = await auth.authenticate({
      header: (name) => requestHeader(c, name),
      headers: () => c.req.raw.headers,
    });
    if (!principal) throw new AppError("unauthorized", UNAUTHORIZED_MESSAGE);
    if (principal.via === "key" && options.sessionOnly !== undefined)
      throw new AppError("forbidden", options.sessionOnly);
    if (principal.via === "session") assertSameOrigin(c.req.method, c.req.raw.headers, auth.trustedOrigins);
    if (options.personalSpaceOnly && principal.spaceId !== personalSpace(principal.userId)) {
      throw new AppError(
        "forbidden",
        principal.scopes ? options.personalSpaceOnly.organizationKey : options.personalSpaceOnly.session,
      );
    }
    if (principal.scopes) await checkOrganizationKey(auth, principal, c.req.method, c.req.path);
    c.set("principal", principal);
    await next();
  };
}

/**
 * 403 for a state-changing request whose Origin/Referer is not ours (a cross-site form or text/plain POST), or that
 * names no origin at all; the message says which, and that a page on this site or an API key is the way in.
 */
export function assertSameOrigin(method: string, headers: Headers, trustedOrigins: readonly string[]): void {
  if (!STATE_CHANGING_METHODS.has(method)) return;
  const verdict = checkOrigin(headers, trustedOrigins);
  if (!verdict.ok) throw new AppError("forbidden", verdict.message);
}

/** An organization key reaches only the routes its scopes name, and a metered one spends a call of its quota on each. */
export async function checkOrganizationKey(
  auth: AuthService,
  principal: Principal,
  method: string,
  path: string,
): Promise<void> {
  const needed = scopeFor(method, path);
  if (needed === null)
    throw new AppError(
      "forbidden",
      "An organization API key does not reach this route: keys, organizations and sign-in are managed by people, from a signed-in session.",
    );
  if (needed !== "any" && !principal.scopes!.includes(needed)) {
    throw new AppError(
      "forbidden",
      `This organization API key lacks the scope \`${needed}\` this route needs (it has: ${principal.scopes!.join(", ") || "none"}). An admin can issue a key with it.`,
    );
  }
  if (!principal.metered) return;
  const verdict = await auth.organizationKeys.spend(principal.keyId!);
  if (!verdict.ok)
    throw new AppError("quota_exhausted", `This organization API key's quota is used up until ${verdict.resetAt}.`, {
      retryAfter: verdict.retryAfterSeconds,
    });
}
