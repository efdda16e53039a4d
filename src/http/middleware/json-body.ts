// Reads a JSON object body with a byte limit enforced while streaming (413 before buffering), 415 and invalid_json.
import type { Context, MiddlewareHandler, Next } from "hono";
import { AppError } from "../../lib/errors.js";
import type { AppEnv } from "../env.js";
import { bodyTooLarge, readBodyLimited, readTextLimited, tooLargeAfterDraining } from "../read-body-limited.js";
import { scanJson, scanJsonYielding } from "../json-scan.js";

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;
const MAX_DEPTH = 64;

export interface JsonBodyOptions {
  maxBytes: number;
  /** Accept a missing body (no Content-Type, no bytes) as `{}`. */
  allowEmpty?: boolean;
  /**
   * A top-level key whose value the route hands on to a worker (render's `source`): in a body over `over` bytes it is
   * neither decoded nor parsed here (the route takes the body's bytes, `requestJsonOf`), and the validator sees an empty
   * value of its type in its place; the rest of such a body may be `over` bytes at most (413), since it is parsed. A 1.5 MiB sheet parsed into objects (and collected) held
   * the event loop 40-60 ms, and a render's theme of 265,000 colours 300 ms.
   */
  unparsed?: { key: string; over: number };
}

export function jsonBody({ maxBytes, allowEmpty = false, unparsed }: JsonBodyOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const type = c.req.header("content-type");
    const declared = c.req.header("content-length");
    if (declared !== undefined && Number(declared) > maxBytes)
      throw await tooLargeAfterDraining(c.req.raw, Number(declared), maxBytes, () => bodyTooLarge(maxBytes));
    if (!type) {
      const text = await readTextLimited(c.req.raw, maxBytes);
      if (text.length === 0 && allowEmpty) return accept(c, {}, "{}", next, true);
      throw new AppError("unsupported_media_type", "Send the body as application/json.");
    }
    if (!JSON_TYPE.test(type)) throw new AppError("unsupported_media_type", "Send the body as application/json.");
    if (unparsed) return readCutting(c, maxBytes, unparsed, allowEmpty, next);
    const text = await readTextLimited(c.req.raw, maxBytes);
    if (text.length === 0 && allowEmpty) return accept(c, {}, "{}", next);
    const scan = await scanJsonYielding(text);
    return accept(c, parseObject(text, scan.depth), text, next);
  };
}

/**
 * A body whose `unparsed.key` is handed on unread: read as bytes, and when over `unparsed.over` bytes scanned as they
 * are for that key's value; the rest is decoded and parsed here, the whole body handed to the route as bytes
 * (`jsonUnparsed`). A 2.8 MB body decoded into one string, joined and copied to a thread held the loop 40-90 ms.
 */
async function readCutting(
  c: Context<AppEnv>,
  maxBytes: number,
  unparsed: { key: string; over: number },
  allowEmpty: boolean,
  next: Next,
) {
  const bytes = await readBodyLimited(c.req.raw, maxBytes);
  if (bytes.length <= unparsed.over) {
    const text = bytes.toString("utf8");
    if (text.length === 0 && allowEmpty) return accept(c, {}, "{}", next);
    return accept(c, parseObject(text, scanJson(text).depth), text, next);
  }
  const scan = await scanJsonYielding(bytes, unparsed.key);
  const [start, end] = scan.span ?? [0, 0];
  if (!scan.span || bytes.length - (end - start) > unparsed.over) {
    throw new AppError(
      "body_too_large",
      `Besides \`${unparsed.key}\`, the body may hold at most ${Math.floor(unparsed.over / 1024)} KiB.`,
    );
  }
  const first = bytes[start];
  const rest =
    bytes.toString("utf8", 0, start) +
    (first === 34 ? '""' : first === 123 ? "{}" : "[]") +
    bytes.toString("utf8", end);
  c.set("jsonUnparsed", { body: bytes, span: [start, end] });
  return accept(c, parseObject(rest, scan.depth), bytes, next);
}

/** The body parsed as one JSON object no deeper than MAX_DEPTH (400 invalid_json / invalid_request). */
function parseObject(text: string, depth: number): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", "The body is not valid JSON.");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new AppError("invalid_json", "The body must be a JSON object.");
  }
  if (depth > MAX_DEPTH) {
    const path = tooDeepPath(parsed, MAX_DEPTH);
    const message = `objects and arrays nest deeper than ${MAX_DEPTH} levels here (the limit)`;
    throw new AppError("invalid_request", `The body nests deeper than ${MAX_DEPTH} levels.`, {
      details: [{ path, message }],
    });
  }
  return parsed as Record<string, unknown>;
}

/** The request's JSON as a route hands it to a worker: the bytes of a body cut here, else its text. */
export async function requestJsonOf(c: Context<AppEnv>): Promise<string | Uint8Array> {
  return c.get("jsonUnparsed")?.body ?? (await c.req.text());
}

/** The body handed on: parsed, and as text for c.req.text() (a cut body's decoded only if someone asks). */
function accept(c: Context<AppEnv>, parsed: unknown, text: string | Buffer, next: Next, noBody = false) {
  c.set("jsonBody", parsed);
  // The OpenAPI validator reads the body through this cache instead of the (already consumed) stream.
  const cache = c.req.bodyCache as Record<string, unknown>;
  if (typeof text === "string") cache.text = Promise.resolve(text);
  else {
    let decoded: Promise<string> | undefined;
    Object.defineProperty(cache, "text", {
      enumerable: true,
      configurable: true,
      get: () => (decoded ??= Promise.resolve(text.toString("utf8"))),
    });
  }
  // Hono's json() parses the cached text again: the object parsed here is handed over instead (a 1.9 MiB sheet body
  // held the event loop twice as long, parsed twice, while every other request waited).
  c.req.json = () => Promise.resolve(parsed) as never;
  // Its media-type gate asks whether a request without Content-Type had a body: it had none (over node's server the
  // request always has a stream, so without this the gate would read the consumed stream and refuse with 415).
  if (noBody) cache.arrayBuffer = Promise.resolve(new ArrayBuffer(0));
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
