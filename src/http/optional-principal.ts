// The caller of a public route (render) when it sent credentials, else nobody; never a 401. A Bearer key is read before
// the route's rate limit, and an organization key is held to its scope and quota as on every route that takes a key;
// a cookie is read only when the call needs whose it is (the session lookup costs more, and most renders need none).
import type { Context, MiddlewareHandler } from "hono";
import { type AuthService, requireUse, hasTrustedOrigin, STATE_CHANGING_METHODS } from "../auth/index.js";
import type { SpaceId } from "../lib/space-id.js";
import type { AppEnv, Principal } from "./env.js";
import { checkOrganizationKey } from "./middleware/require-auth.js";
import { requestHeader } from "./request-context.js";

/**
 * Put first in a public route's middleware: a valid API key becomes the caller (the rate limit then counts it, not the
 * address); an organization key's scope for the route is checked and a call of its quota spent (403 / 429
 * `quota_exhausted`). A missing or invalid key leaves the call anonymous, as it was.
 */
export function keyIfSent(deps: { auth: AuthService }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (requestHeader(c, "authorization") !== undefined) {
      const principal = await deps.auth.authenticate({
        header: (name) => requestHeader(c, name),
        headers: () => c.req.raw.headers,
      });
      if (principal?.scopes) await checkOrganizationKey(deps.auth, principal, c.req.method, c.req.path);
      if (principal) c.set("principal", principal);
    }
    await next();
  };
}

/**
 * The space whose uploaded images the caller may show, asked only when a source names one: the key's (an organization
 * key needs `documents:read`: 403 naming it), else this site's cookie session's, else null (anonymous: placeholders).
 */
export function imageSpaceOf(c: Context<AppEnv>, auth: AuthService): () => Promise<SpaceId | null> {
  return async () => {
    const principal = (c.get("principal") as Principal | undefined) ?? (await sessionCaller(c, auth));
    if (!principal) return null;
    requireUse(principal, "readDocuments", "Showing an uploaded image (an asset id in the source)");
    return principal.spaceId;
  };
}

/** A cookie sent by a cross-site request counts as no caller: another site cannot render with this user's data. */
async function sessionCaller(c: Context<AppEnv>, auth: AuthService): Promise<Principal | null> {
  const principal = await auth.authenticate({
    header: (name) => requestHeader(c, name),
    headers: () => c.req.raw.headers,
  });
  if (
    principal?.via === "session" &&
    STATE_CHANGING_METHODS.has(c.req.method) &&
    !hasTrustedOrigin(c.req.raw.headers, auth.trustedOrigins)
  )
    return null;
  return principal;
}
