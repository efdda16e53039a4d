// rateLimit(deps, NAME): counts the call against the limits table (by user when signed in, else by client IP) and
// sets RateLimit-* headers; 429 with Retry-After when a window is exhausted, 503 when the counter store is down.
import type { Context, MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Config } from "../../config/load.js";
import type { RateLimitName } from "../../config/rate-limit-env.js";
import { clientIp, ipKey, headersFor, type Limiter } from "../../limits/index.js";
import type { AppEnv } from "../env.js";
import type { Principal } from "../../auth/index.js";
import { answerHeaders, requestHeader } from "../request-context.js";

interface LimitDeps {
  config: Config;
  limiter: Limiter;
}

/** Put after requireAuth(deps) on protected routes so the limit follows the user, not the address. */
export function rateLimit(deps: LimitDeps, name: RateLimitName): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const principal = c.get("principal");
    const subject = principal ? limitSubject(principal) : `ip:${clientKeyOf(c, deps.config.TRUST_PROXY)}`;
    await answerHeaders(c, Object.entries(headersFor(await deps.limiter.consume(name, subject))), next);
  };
}

/** Whom a signed-in call counts against: an organization key on its own, anyone else as their user. */
export function limitSubject(principal: Principal): string {
  return principal.scopes ? `k:${principal.keyId}` : `u:${principal.userId}`;
}

/** The caller's limiter key: its IP, IPv6 grouped by /64. */
export function clientKeyOf(c: Context<AppEnv>, trustProxy: number): string {
  return ipKey(clientIpOf(c, trustProxy));
}

/** The caller's IP: the socket address (no socket under app.request in tests: "unknown"), XFF only for trusted hops. */
export function clientIpOf(c: Context<AppEnv>, trustProxy: number): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined;
  }
  return clientIp(socket, requestHeader(c, "x-forwarded-for"), trustProxy);
}
