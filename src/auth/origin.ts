// The Origin check for cookie-authenticated requests that change state (CSRF defence on top of SameSite=Lax).

export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** True when Origin (or, without it, Referer) names one of the trusted origins; absent both, false. */
export function hasTrustedOrigin(headers: Headers, trustedOrigins: readonly string[]): boolean {
  const origin = headers.get("origin");
  if (origin !== null) return origin !== "null" && trustedOrigins.includes(origin);
  const referer = headers.get("referer");
  if (!referer) return false;
  try {
    return trustedOrigins.includes(new URL(referer).origin);
  } catch {
    return false;
  }
}
