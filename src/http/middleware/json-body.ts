// Reads a JSON object body with a byte limit enforced while streaming (413 before buffering), 415 and invalid_json.
import type { MiddlewareHandler } from "hono";
import { AppError } from "../../lib/errors.js";
import type { AppEnv } from "../env.js";
import { bodyTooLarge, readTextLimited, tooLargeAfterDraining } from "../read-body-limited.js";
import { scanJsonYielding } from "../json-scan.js";

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;
const MAX_DEPTH = 64;

export interface JsonBodyOptions {
  maxBytes: number;
  /** Accept a missing body (no Content-Type, no bytes) as `{}`. */
  allowEmpty?: boolean;
  /**
   * A top-level key whose value the route hands on as the body's text to a worker (render's `source`): in a body over
   * `over` bytes it is not parsed here, and the validator sees an empty value of its type in its place; the rest of
   * such a body may be `over` bytes at most (413), since it is. A 1.5 MiB sheet parsed into objects (and collected) held
   * the event loop 40-60 ms, and a render's theme of 265,000 colours 300 ms.
   */
  unparsed?: { key: string; over: number };
}

export function jsonBody({ maxBytes, allowEmpty = false, unparsed }: JsonBodyOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const type = c.req.header("content-type");
    const declared = c.req.header("content-length");
    if (declared !== undefined && Number(declared) > maxBytes) throw await tooLargeAfterDraining(c.req.raw, Number(declared), maxBytes, () => bodyTooLarge(maxBytes));
    if (!type) {
      const text = await readTextLimited(c.req.raw, maxBytes);
      if (text.length === 0 && allowEmpty) return accept(c, {}, "{}", next, true);
      throw new AppError("unsupported_media_type", "Send the body as application/json.");
    }
    if (!JSON_TYPE.test(type)) throw new AppError("unsupported_media_type", "Send the body as application/json.");
    const text = await readTextLimited(c.req.raw, maxBytes);
    if (text.length === 0 && allowEmpty) return accept(c, {}, "{}", next);
    const cut = unparsed && text.length > unparsed.over ? unparsed : undefined;
    const scan = await scanJsonYielding(text, cut?.key);
    if (cut && text.length - (scan.span ? scan.span[1] - scan.span[0] : 0) > cut.over) {
      throw new AppError("body_too_large", `Besides \`${cut.key}\`, the body may hold at most ${Math.floor(cut.over / 1024)} KiB.`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(scan.span ? withEmptyValue(text, scan.span) : text);
    } catch {
      throw new AppError("invalid_json", "The body is not valid JSON.");
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      throw new AppError("invalid_json", "The body must be a JSON object.");
    }
    if (scan.depth > MAX_DEPTH) {
      const path = tooDeepPath(parsed, MAX_DEPTH);
      const message = `objects and arrays nest deeper than ${MAX_DEPTH} levels here (the limit)`;
      throw new AppError("invalid_request", `The body nests deeper than ${MAX_DEPTH} levels.`, { details: [{ path, message }] });
    }
    if (scan.span) c.set("jsonUnparsed", text.slice(scan.span[0], scan.span[1]));
    return accept(c, parsed, text, next);
  };
}

function accept(c: Parameters<MiddlewareHandler<AppEnv>>[0], parsed: unknown, text: string, next: () => Promise<void>, noBody = false) {
  c.set("jsonBody", parsed);
  // The OpenAPI validator reads the body through this cache instead of the (already consumed) stream.
  (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(text);
  // Hono's json() parses the cached text again: the object parsed here is handed over instead (a 1.9 MiB sheet body
  // held the event loop twice as long, parsed twice, while every other request waited).
  c.req.json = () => Promise.resolve(parsed) as never;
  // Its media-type gate asks whether a request without Content-Type had a body: it had none (over node's server the
  // request always has a stream, so without this the gate would read the consumed stream and refuse with 415).
  if (noBody) (c.req.bodyCache as Record<string, unknown>).arrayBuffer = Promise.resolve(new ArrayBuffer(0));
  return next();
}

/**
 * Where the body first goes deeper than `limit` (the path of the object or array at depth limit + 1, as `details`
 * paths are written: `a.b.3`), or "" (the body) when that path would be too long to be of use.
 */
function tooDeepPath(value: unknown, limit: number): string {
  const find = (node: unknown, depth: number): (string | number)[] | null => {
    if (node === null || typeof node !== "object") return null;
    if (depth > limit) return [];
    for (const [key, child] of Array.isArray(node) ? node.entries() : Object.entries(node)) {
      const below = find(child, depth + 1);
      if (below) return [key, ...below];
    }
    return null;
  };
  const path = (find(value, 1) ?? []).join(".");
  return path.length <= 1_000 ? path : "";
}

/** The text with the value at `span` made empty of its kind: `""`, `{}` or `[]`. */
function withEmptyValue(text: string, [start, end]: [number, number]): string {
  const first = text.charCodeAt(start);
  return text.slice(0, start) + (first === 34 ? '""' : first === 123 ? "{}" : "[]") + text.slice(end);
}
