// Quire-Version: the dated API version a call is answered in — the request's header, else its API key's pinned one,
// else the newest — echoed on the answer; an older version's JSON answers are the newest's with later changes undone.
import type { MiddlewareHandler } from "hono";
import { API_VERSIONS, changesSince, CHANGES, LATEST_API_VERSION, parseApiVersion, VERSION_HEADER, type ApiVersion, type VersionChange } from "../api-versions.js";
import { AppError } from "../../lib/errors.js";
import type { AppEnv } from "../env.js";
import { requestHeader } from "../request-context.js";

export function apiVersion(changes: readonly VersionChange[] = CHANGES): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const asked = requestHeader(c, "quire-version")?.trim();
    const named = asked ? parseApiVersion(asked) : null;
    if (asked && !named) {
      c.header(VERSION_HEADER, LATEST_API_VERSION);
      throw new AppError("invalid_request", `Unknown API version "${asked.slice(0, 40)}".`, {
        details: [{ path: VERSION_HEADER, message: `one of ${API_VERSIONS.join(", ")} (the newest when left out)` }],
      });
    }
    await next();
    const pinned = c.get("principal")?.apiVersion;
    const version: ApiVersion = named ?? (pinned ? parseApiVersion(pinned) : null) ?? LATEST_API_VERSION;
    const undo = changesSince(version, changes);
    if (undo.length && (c.res.headers.get("content-type") ?? "").startsWith("application/json")) {
      const original = c.res;
      let body = (await original.clone().json()) as unknown;
      for (const change of undo) body = change.downgrade(body, original.status);
      const headers = new Headers(original.headers);
      headers.delete("content-length");
      c.res = new Response(JSON.stringify(body), { status: original.status, headers });
    }
    try {
      c.res.headers.set(VERSION_HEADER, version);
    } catch {
      // Immutable headers (a redirect or a fetched answer): copied once.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set(VERSION_HEADER, version);
    }
  };
}
