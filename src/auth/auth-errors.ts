// Maps better-auth's errors (thrown APIError or an error Response) to the API's {error, message} codes (src/lib/errors.ts).
import { AppError, genericCodeForStatus, INTERNAL_ERROR_MESSAGE, type ErrorCode } from "../lib/errors.js";
import { withinAuthCall } from "./auth-call.js";
import { checkOrigin } from "./origin.js";

/** The message when better-auth refuses without one of its own. */
const REFUSED = "The sign-in request was refused.";

export function codeForStatus(status: number): ErrorCode {
  return genericCodeForStatus(status) ?? (status >= 500 ? "internal_error" : "invalid_request");
}

/** The request better-auth refused, so a 403 can say what in it was refused (its Origin, against PUBLIC_URL's). */
export interface RefusedRequest {
  headers: Headers;
  trustedOrigins: readonly string[];
}

const CALLBACK_FIELDS: Record<string, string> = {
  INVALID_CALLBACK_URL: "callbackURL",
  INVALID_REDIRECT_URL: "redirectTo",
  INVALID_ERROR_CALLBACK_URL: "errorCallbackURL",
  INVALID_NEW_USER_CALLBACK_URL: "newUserCallbackURL",
};

/**
 * better-auth's own 403 ("Invalid origin", "Missing or null Origin", …) reworded to name the rule that refused and what
 * to do: the Origin rule in our words (missing, "null" or another site), a callback outside this site, an unverified
 * e-mail; anything else keeps better-auth's message after a lead that says who refused.
 */
export function explainForbidden(
  errorCode: string | undefined,
  message: string | undefined,
  request?: RefusedRequest,
): string {
  if (errorCode === "INVALID_ORIGIN" || errorCode === "MISSING_OR_NULL_ORIGIN") {
    const verdict = request ? checkOrigin(request.headers, request.trustedOrigins) : null;
    if (verdict && !verdict.ok) return verdict.message;
    return errorCode === "MISSING_OR_NULL_ORIGIN"
      ? 'Sign-in request refused: it carries a cookie but no Origin header (or a "null" one), so it cannot be told apart from a cross-site request. Send it from a page on this site, whose browser adds the header.'
      : "Sign-in request refused: its Origin header is not this site. Send it from a page on this site.";
  }
  const field = errorCode ? CALLBACK_FIELDS[errorCode] : undefined;
  if (field)
    return `Sign-in request refused: ${field} must be a path on this site (or a URL on its own origin), not another site.`;
  if (errorCode === "EMAIL_NOT_VERIFIED")
    return "Sign-in refused: the provider says this e-mail address is not verified. Verify it there, or sign in with an e-mail link.";
  return `The sign-in service refused the request${message ? `: ${message}` : "."}`;
}

/** A better-auth APIError (has statusCode and body) becomes an AppError; anything else is rethrown unchanged. */
export function toAppError(err: unknown, request?: RefusedRequest): unknown {
  if (err instanceof AppError) return err;
  if (err && typeof err === "object" && "statusCode" in err && typeof err.statusCode === "number") {
    const status = err.statusCode;
    const body = (err as { body?: { code?: string; message?: string } }).body;
    const code = codeForStatus(status);
    const message =
      code === "internal_error"
        ? INTERNAL_ERROR_MESSAGE
        : code === "forbidden"
          ? explainForbidden(body?.code, body?.message, request)
          : body?.message || REFUSED;
    return new AppError(code, message, code === "rate_limit_minute" ? { retryAfter: 60 } : {});
  }
  return err;
}

/** Calls a better-auth API function and turns its errors into ours. */
export async function callAuth<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await withinAuthCall(fn);
  } catch (err) {
    throw toAppError(err);
  }
}

/** An error Response from better-auth's handler (JSON {code, message}) becomes an AppError; others pass through. */
export async function errorFromResponse(res: Response, request?: RefusedRequest): Promise<AppError | null> {
  if (res.status < 400) return null;
  let message = REFUSED;
  let errorCode: string | undefined;
  try {
    const body = (await res.clone().json()) as { code?: unknown; message?: unknown };
    if (typeof body?.message === "string" && body.message) message = body.message;
    if (typeof body?.code === "string") errorCode = body.code;
  } catch {
    // not JSON: keep the generic message
  }
  const code = codeForStatus(res.status);
  if (code === "internal_error") message = INTERNAL_ERROR_MESSAGE;
  if (code === "forbidden") message = explainForbidden(errorCode, message === REFUSED ? undefined : message, request);
  return new AppError(code, message);
}
