// Validates a sign-in callbackURL: a same-origin path or an absolute URL on a trusted origin; nothing else.

/**
 * Returns the normalised callback (a path, or an absolute URL on a trusted origin), or null when it could
 * redirect off-site: protocol-relative `//evil`, `/\evil`, encoded slashes or backslashes, control characters,
 * `javascript:` and every other scheme, and hosts that merely look like ours.
 */
export function safeCallbackURL(raw: string | undefined, trustedOrigins: readonly string[]): string | null {
  if (raw === undefined || raw === "") return "/";
  if (raw.length > 2048) return null;
  // Control characters and whitespace can be stripped by browsers and turn a path into a host.
  if (/[\u0000-\u0020\u007f\\]/.test(raw)) return null;
  // Percent-encoded slash, backslash or percent (double encoding) can decode into `//` later.
  if (/%(2f|5c|25|09|0a|0d|00)/i.test(raw)) return null;
  if (raw.startsWith("/")) {
    if (raw.startsWith("//")) return null;
    return raw;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  return trustedOrigins.includes(url.origin) ? url.toString() : null;
}
