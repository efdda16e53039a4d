// Reads a JSON object body with a byte limit enforced while streaming (413 before buffering), 415 and invalid_json.
import type { MiddlewareHandler } from "hono";
import { AppError } from "../../lib/errors.js";
import type { AppEnv } from "../env.js";
import { bodyTooLarge, readBodyLimited } from "../read-body-limited.js";

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;
const MAX_DEPTH = 64;

export interface JsonBodyOptions {
  maxBytes: number;
  /** Accept a missing body (no Content-Type, no bytes) as `{}`. */
  allowEmpty?: boolean;
}

export function jsonBody({ maxBytes, allowEmpty = false }: JsonBodyOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const type = c.req.header("content-type");
    const declared = c.req.header("content-length");
    if (declared !== undefined && Number(declared) > maxBytes) throw bodyTooLarge(maxBytes);
    if (!type) {
      const text = (await readBodyLimited(c.req.raw, maxBytes)).toString("utf8");
      if (text.length === 0 && allowEmpty) return accept(c, {}, "{}", next, true);
      throw new AppError("unsupported_media_type", "Send the body as application/json.");
    }
    if (!JSON_TYPE.test(type)) throw new AppError("unsupported_media_type", "Send the body as application/json.");
    const text = (await readBodyLimited(c.req.raw, maxBytes)).toString("utf8");
    if (text.length === 0 && allowEmpty) return accept(c, {}, "{}", next);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new AppError("invalid_json", "The body is not valid JSON.");
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      throw new AppError("invalid_json", "The body must be a JSON object.");
    }
    if (nestingDepth(text) > MAX_DEPTH) throw new AppError("invalid_request", `The body nests deeper than ${MAX_DEPTH} levels.`);
    return accept(c, parsed, text, next);
  };
}

function accept(c: Parameters<MiddlewareHandler<AppEnv>>[0], parsed: unknown, text: string, next: () => Promise<void>, noBody = false) {
  c.set("jsonBody", parsed);
  // The OpenAPI validator reads the body through this cache instead of the (already consumed) stream.
  (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(text);
  // Its media-type gate asks whether a request without Content-Type had a body: it had none (over node's server the
  // request always has a stream, so without this the gate would read the consumed stream and refuse with 415).
  if (noBody) (c.req.bodyCache as Record<string, unknown>).arrayBuffer = Promise.resolve(new ArrayBuffer(0));
  return next();
}

/** The deepest bracket nesting outside strings; cheap, and keeps recursive validators off the stack edge. */
function nestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92) i++;
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 || ch === 91) {
      if (++depth > max) max = depth;
    } else if (ch === 125 || ch === 93) depth--;
  }
  return max;
}
