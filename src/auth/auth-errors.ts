// Maps better-auth's errors (thrown APIError or an error Response) to API.md's {error, message} codes.
import { AppError, genericCodeForStatus, INTERNAL_ERROR_MESSAGE, type ErrorCode } from "../lib/errors.js";
import { withinAuthCall } from "./auth-call.js";

/** The message when better-auth refuses without one of its own. */
const REFUSED = "The sign-in request was refused.";

export function codeForStatus(status: number): ErrorCode {
  return genericCodeForStatus(status) ?? (status >= 500 ? "internal_error" : "invalid_request");
}

/** A better-auth APIError (has statusCode and body) becomes an AppError; anything else is rethrown unchanged. */
export function toAppError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  if (err && typeof err === "object" && "statusCode" in err && typeof err.statusCode === "number") {
    const status = err.statusCode;
    const body = (err as { body?: { message?: string } }).body;
    const code = codeForStatus(status);
    const message = code === "internal_error" ? INTERNAL_ERROR_MESSAGE : body?.message || REFUSED;
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
export async function errorFromResponse(res: Response): Promise<AppError | null> {
  if (res.status < 400) return null;
  let message = REFUSED;
  try {
    const body = (await res.clone().json()) as { message?: unknown };
    if (typeof body?.message === "string" && body.message) message = body.message;
  } catch {
    // not JSON: keep the generic message
  }
  const code = codeForStatus(res.status);
  if (code === "internal_error") message = INTERNAL_ERROR_MESSAGE;
  return new AppError(code, message);
}
