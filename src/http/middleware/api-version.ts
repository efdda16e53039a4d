// Quire-Version: the dated API version a call is answered in — the request's header, else its API key's pinned one,
// else the newest — echoed on the answer; an older version's JSON answers are the newest's with later changes undone.
import type { MiddlewareHandler } from "hono";
import {
  API_VERSIONS,
  changesSince,
  CHANGES,
  LATEST_API_VERSION,
  parseApiVersion,
  VERSION_HEADER,
  type ApiVersion,
  type VersionChange,
} from "../api-versions.js";
import { AppError } from "../../lib/errors.js";
import type { AppEnv } from "../env.js";
import { requestHeader } from "../request-context.js";

/** A stream's lines, each as an older version wrote it (newest change undone first). */
function linesDowngraded(changes: readonly VersionChange[]): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let partial = "";
  const line = (text: string) => {
    if (!text) return "";
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return `${text}\n`;
    }
    for (const change of changes) value = change.downgradeLine!(value);
    return `${JSON.stringify(value)}\n`;
  };
  return new TransformStream({
    transform(chunk, controller) {
      const text = partial + decoder.decode(chunk, { stream: true });
      const cut = text.lastIndexOf("\n");
      partial = text.slice(cut + 1);
      if (cut >= 0) controller.enqueue(encoder.encode(text.slice(0, cut).split("\n").map(line).join("")));
    },
    flush(controller) {
      const rest = line(partial + decoder.decode());
      if (rest) controller.enqueue(encoder.encode(rest));
    },
  });
}

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
    const type = c.res.headers.get("content-type") ?? "";
    const lines = undo.filter((change) => change.downgradeLine);
    if (lines.length && type.startsWith("application/x-ndjson") && c.res.body) {
      c.res = new Response(c.res.body.pipeThrough(linesDowngraded(lines)), c.res);
    } else if (undo.length && type.startsWith("application/json")) {
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
