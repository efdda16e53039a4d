// One picture fetched or generated, counted against the caller: the PICTURES rate limit, and a metered organization
// key's quota. A refusal is a clause for the run's warnings (the deck is made without further pictures), never an error.
import type { Principal, AuthService } from "../auth/index.js";
import { isAppError } from "../lib/errors.js";
import type { Limiter } from "../limits/index.js";
import { limitSubject } from "./middleware/rate-limit.js";

export function pictureCharge(
  deps: { limiter: Limiter; auth: AuthService },
  principal: Principal,
): () => Promise<string | null> {
  return async () => {
    try {
      await deps.limiter.consume("PICTURES", limitSubject(principal));
    } catch (err) {
      if (isAppError(err) && (err.code === "rate_limit_minute" || err.code === "rate_limit_day"))
        return `the PICTURES limit is reached (${err.message.replace(/\.$/, "")})`;
      throw err;
    }
    if (!principal.metered) return null;
    const verdict = await deps.auth.organizationKeys.spend(principal.keyId!);
    return verdict.ok ? null : `this organization API key's quota is used up until ${verdict.resetAt}`;
  };
}
