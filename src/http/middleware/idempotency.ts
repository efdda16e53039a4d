// Idempotency-Key middleware: the first call's answer (JSON, stream or file) is stored and replayed for 24 h.
import { idempotencySubject } from "../../auth/index.js";
import type { Context, MiddlewareHandler } from "hono";
import {
  hashRequestYielding,
  type IdempotencyClaim,
  type IdempotencyService,
  type StoredAnswer,
} from "../../idempotency/index.js";
import type { AppEnv } from "../env.js";
import { readBodyLimited } from "../read-body-limited.js";

export interface IdempotentOptions {
  /** A short name for the operation ("export", "brands.generate"), kept with the record. */
  route: string;
  /**
   * Answers larger than this are not kept: the key is released when the answer ends and a repeat runs again,
   * which is only right for deterministic routes; others should use the service directly and store a reference.
   */
  maxStoredBytes?: number;
  /** Limit for reading a body that no json-body middleware read first. */
  maxBodyBytes?: number;
}

/** Headers worth replaying besides Content-Type; everything else is per-response. */
const KEPT_HEADERS = [
  "content-disposition",
  "content-language",
  "location",
  "x-document-id",
  "x-quire-quality",
] as const;
const TEXTUAL = /^(text\/|application\/([\w.+-]*\+)?(json|x-ndjson|xml|javascript)\b)/i;

interface Envelope {
  encoding: "utf8" | "base64";
  data: string;
  headers: Record<string, string>;
}

/**
 * Put after the principal and body middleware: `middleware: [requireAuth(), jsonBody(...), idempotent(svc, {route})]`.
 * Without an `Idempotency-Key` header the route runs as usual. A repeat (same caller, key, method, path and body)
 * gets the stored answer with `Idempotent-Replayed: true`; a different body or an overlapping call gets 409.
 * Only 2xx answers are kept: a failure (validation, limit, fault) frees the key so a corrected retry can run.
 */
export function idempotent(service: IdempotencyService, options: IdempotentOptions): MiddlewareHandler<AppEnv> {
  const maxStored = options.maxStoredBytes ?? 4 * 1024 * 1024;
  const maxBody = options.maxBodyBytes ?? 5 * 1024 * 1024;
  return async (c, next) => {
    const key = c.req.header("idempotency-key");
    if (key === undefined) return next();
    const principal = c.get("principal");
    if (!principal) throw new Error("idempotent() must run after the principal middleware");
    const url = new URL(c.req.url);
    const body = c.get("jsonBody") ?? (await readBody(c, maxBody));
    const ticket = await service.begin({
      userId: idempotencySubject(principal),
      key,
      route: options.route,
      requestHash: await hashRequestYielding(
        c.req.method,
        url.pathname + url.search,
        body,
        unparsedBytes(c.get("jsonUnparsed")),
      ),
    });
    if (ticket.replay) return replay(ticket.answer);

    try {
      await next();
    } catch (err) {
      await ticket.release();
      throw err;
    }
    const res = c.res;
    if (res.status < 200 || res.status > 299) {
      await ticket.release();
      return;
    }
    const declared = Number(res.headers.get("content-length") ?? NaN);
    if (declared > maxStored) {
      await ticket.release();
      return;
    }
    if (!res.body || /^application\/json\b/i.test(res.headers.get("content-type") ?? "")) {
      // Small JSON answers are stored before they are sent: once the caller has the answer, a repeat replays it.
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (bytes.byteLength > maxStored) await ticket.release();
      else await ticket.complete(toAnswer(res, bytes));
      c.res = new Response(bytes, { status: res.status, headers: res.headers });
      return;
    }
    c.res = new Response(capture(res, ticket, maxStored), { status: res.status, headers: res.headers });
  };
}

/** Passes a streamed answer through untouched while keeping a copy; a cancelled or failed stream frees the key. */
function capture(res: Response, ticket: IdempotencyClaim, maxStored: number): ReadableStream<Uint8Array> {
  const reader = res.body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let step: ReadableStreamReadResult<Uint8Array>;
      try {
        step = await reader.read();
      } catch (err) {
        await ticket.release().catch(() => {});
        controller.error(err);
        return;
      }
      if (step.done) {
        if (size > maxStored) await ticket.release().catch(() => {});
        else
          await ticket
            .complete(toAnswer(res, Buffer.concat(chunks, size)))
            .catch(() => ticket.release().catch(() => {}));
        controller.close();
        return;
      }
      size += step.value.byteLength;
      if (size <= maxStored) chunks.push(step.value);
      else chunks.length = 0;
      controller.enqueue(step.value);
    },
    async cancel(reason) {
      await ticket.release().catch(() => {});
      await reader.cancel(reason);
    },
  });
}

function toAnswer(res: Response, bytes: Uint8Array): StoredAnswer {
  const contentType = res.headers.get("content-type");
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = res.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const textual = contentType !== null && TEXTUAL.test(contentType);
  const envelope: Envelope = {
    encoding: textual ? "utf8" : "base64",
    data: Buffer.from(bytes).toString(textual ? "utf8" : "base64"),
    headers,
  };
  return { status: res.status, contentType, body: JSON.stringify(envelope) };
}

function replay(answer: StoredAnswer): Response {
  const envelope = JSON.parse(answer.body) as Envelope;
  const headers = new Headers(envelope.headers);
  if (answer.contentType) headers.set("content-type", answer.contentType);
  headers.set("idempotent-replayed", "true");
  const bytes = Buffer.from(envelope.data, envelope.encoding);
  return new Response(bytes.byteLength ? bytes : null, { status: answer.status, headers });
}

/** The raw body, for routes without the json-body middleware; bounded so a hash never buffers an unbounded body. */
async function readBody(c: Context<AppEnv>, maxBytes: number): Promise<string> {
  const request = c.req.raw;
  if (!request.body) return "";
  const buffer = await readBodyLimited(request, maxBytes);
  // Later readers (validators, handlers) read the body from Hono's cache instead of the consumed stream.
  (c.req.bodyCache as Record<string, unknown>).arrayBuffer = Promise.resolve(
    buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength),
  );
  return buffer.toString("base64");
}

/** The bytes of the value the body reader left unparsed, if it did. */
function unparsedBytes(unparsed: AppEnv["Variables"]["jsonUnparsed"]): Uint8Array | undefined {
  return unparsed && unparsed.body.subarray(...unparsed.span);
}
