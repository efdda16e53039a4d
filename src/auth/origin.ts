// The Origin check for cookie-authenticated requests that change state (CSRF defence on top of SameSite=Lax), and
// the words of its refusals: each 403 names the rule that refused (no Origin, a "null" Origin, another site's
// Origin or Referer) and what to do instead.

export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Why a cookie request that changes state was refused. */
export type OriginRefusal = "missing" | "null" | "mismatch" | "referer-mismatch";

export type OriginVerdict = { ok: true } | { ok: false; rule: OriginRefusal; message: string };

/** What every refusal offers instead: a same-site page, or an API key (which needs no Origin). */
const INSTEAD = "or send an API key as `Authorization: Bearer <key>` instead of the cookie (keys need no Origin)";

/** The longest part of a request header quoted back in a message. */
const QUOTE_MAX = 100;

/**
 * Checks Origin (or, without it, Referer) against the trusted origins. A request with neither is refused: browsers
 * send Origin on every cross-origin and same-origin POST, so only a script or a stripping proxy sends none.
 */
export function checkOrigin(headers: Headers, trustedOrigins: readonly string[]): OriginVerdict {
  const site = trustedOrigins[0] ?? "this site";
  const origin = headers.get("origin");
  if (origin === "null") {
    return refuse(
      "null",
      `Cross-site request refused: the Origin header is "null" (a sandboxed frame, a file:// page or a redirect from another site sends that), so the request cannot be shown to come from ${site}. Send it from a page on ${site}, ${INSTEAD}.`,
    );
  }
  if (origin !== null) {
    if (trustedOrigins.includes(origin)) return { ok: true };
    return refuse(
      "mismatch",
      `Cross-site request refused: the Origin header is ${quote(origin)}, not this site (${site}). A signed-in cookie changes data only for requests from pages on ${site}; call from there, ${INSTEAD}.`,
    );
  }
  const referer = headers.get("referer");
  if (!referer) {
    return refuse(
      "missing",
      `Request refused: it carries the session cookie and changes data but has no Origin header (nor a Referer), so it cannot be told apart from a cross-site request. Browsers add it themselves; a script must send \`Origin: ${site}\`, ${INSTEAD}.`,
    );
  }
  let refererOrigin: string | null = null;
  try {
    refererOrigin = new URL(referer).origin;
  } catch {
    // an unparseable Referer names no origin
  }
  if (refererOrigin !== null && trustedOrigins.includes(refererOrigin)) return { ok: true };
  return refuse(
    "referer-mismatch",
    `Cross-site request refused: there is no Origin header and the Referer ${refererOrigin && refererOrigin !== "null" ? `names ${quote(refererOrigin)}` : "names no site"}, not a page on this site (${site}). Send \`Origin: ${site}\` with the request, ${INSTEAD}.`,
  );
}

/** True when Origin (or, without it, Referer) names one of the trusted origins; absent both, false. */
export function hasTrustedOrigin(headers: Headers, trustedOrigins: readonly string[]): boolean {
  return checkOrigin(headers, trustedOrigins).ok;
}

function refuse(rule: OriginRefusal, message: string): OriginVerdict {
  return { ok: false, rule, message };
}

/** A request header quoted in a message: JSON-escaped and cut, so it cannot stretch or break the body. */
function quote(value: string): string {
  return JSON.stringify(value.length > QUOTE_MAX ? `${value.slice(0, QUOTE_MAX)}…` : value);
}
