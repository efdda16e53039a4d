// The caller of a public route when it sent credentials (a key, or a cookie from this site), else null; never a 401.
import type { Context } from "hono";
import type { AuthService } from "../auth/index.js";
import { hasTrustedOrigin, STATE_CHANGING_METHODS } from "../auth/origin.js";
import type { AppEnv, Principal } from "./env.js";
import { requestHeader } from "./request-context.js";

/** A cookie sent by a cross-site request counts as no caller: another site cannot render with this user's data. */
export async function optionalPrincipal(c: Context<AppEnv>, auth: AuthService): Promise<Principal | null> {
  const principal = await auth.authenticate({ header: (name) => requestHeader(c, name), headers: () => c.req.raw.headers });
  if (principal?.via === "session" && STATE_CHANGING_METHODS.has(c.req.method) && !hasTrustedOrigin(c.req.raw.headers, auth.trustedOrigins)) return null;
  return principal;
}
