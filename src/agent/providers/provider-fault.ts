// Provider errors read from wherever the provider puts them — the HTTP status and its JSON body, an in-stream `error`
// event, `response.failed`, an `error` object inside a chunk — and whether a retry can help.
import { APICallError } from "ai";
import type { ProviderFault } from "../model-error.js";

/** Codes that say the provider is busy or broken for now: the same request may succeed a moment later. */
const TRANSIENT = new Set([
  "overloaded_error",
  "server_error",
  "api_error",
  "rate_limit_error",
  "rate_limit_exceeded",
  "internal_error",
  "service_unavailable",
  "engine_overloaded",
  "timeout",
]);
/** Codes that say the request itself cannot succeed as sent: quota, credentials, a bad request, a policy. */
const FINAL = new Set([
  "insufficient_quota",
  "billing_hard_limit_reached",
  "invalid_request_error",
  "invalid_api_key",
  "authentication_error",
  "permission_error",
  "not_found_error",
  "model_not_found",
  "context_length_exceeded",
  "request_too_large",
  "content_filter",
  "content_policy_violation",
]);

const text = (v: unknown, max = 500): string | undefined =>
  typeof v === "string" && v.trim() ? v.trim().slice(0, max) : typeof v === "number" ? String(v) : undefined;

/** A provider's error object in any of its shapes: OpenAI `{error: {type, code, message}}`, Anthropic `{type: "error", error: {type, message}}`, a Responses `error` event (nested or flat), a gateway's `{error: {code: 400, message}}`. */
export function faultFromBody(body: unknown): ProviderFault | null {
  if (!body || typeof body !== "object") return null;
  const o = body as Record<string, unknown>;
  const inner = o.error && typeof o.error === "object" ? (o.error as Record<string, unknown>) : null;
  if (inner) {
    const f = { type: text(inner.type, 80), code: text(inner.code, 80), message: text(inner.message) };
    return f.type || f.code || f.message ? f : null;
  }
  // A flat event: {type: "error", code, message} or Anthropic's inner {type: "overloaded_error", message}.
  const f = {
    type: o.type !== "error" ? text(o.type, 80) : undefined,
    code: text(o.code, 80),
    message: text(o.message),
  };
  return (f.type && f.message) || f.code ? f : null;
}

/** The fault a failed call carries, or null when it says nothing of the provider (a dropped connection, our own stop). */
export function faultOf(err: unknown): ProviderFault | null {
  if (APICallError.isInstance(err)) {
    let body: unknown = null;
    try {
      body = err.responseBody ? JSON.parse(err.responseBody) : null;
    } catch {
      body = null;
    }
    const status = err.statusCode !== undefined && err.statusCode >= 400 ? err.statusCode : undefined;
    const f =
      faultFromBody(body) ??
      (err.responseBody ? { message: text(err.responseBody.replace(/<[^>]+>/g, " ").replace(/\s+/g, " "), 300) } : {});
    return status || f.message || f.code ? { ...f, ...(status ? { status } : {}) } : null;
  }
  if (err instanceof ProviderStreamError) return err.fault;
  // An error part the AI SDK passes on as the event it read (a plain object, not an Error).
  if (err && typeof err === "object" && !(err instanceof Error)) return faultFromBody(err);
  return null;
}

/** Whether sending the same request again can help: a busy or failing provider, a rate limit; never quota, credentials, a bad request or a policy. */
export function retryableFault(f: ProviderFault): boolean {
  const keys = [f.code, f.type].filter((k): k is string => !!k);
  if (keys.some((k) => FINAL.has(k))) return false;
  // An HTTP status says what kind of failure it is; a code inside a 200 stream is all there is to go on.
  if (f.status !== undefined) return f.status === 429 || f.status === 408 || f.status >= 500;
  return keys.some((k) => TRANSIENT.has(k));
}

/** "You exceeded your current quota… (insufficient_quota)", "Token limit reached (code 400)", "Overloaded (overloaded_error, status 529)". */
export function describeFault(f: ProviderFault): string {
  const codes = [
    f.type,
    f.code && f.code !== f.type ? (/^\d+$/.test(f.code) ? `code ${f.code}` : f.code) : undefined,
    f.status ? `status ${f.status}` : undefined,
  ].filter(Boolean);
  const said = f.message ? f.message.replace(/[.\s]+$/, "") : "no message";
  return codes.length ? `${said} (${codes.join(", ")})` : said;
}

/** An error the provider put inside an answer stream (a chunk's `error` object) that the AI SDK passes over. */
export class ProviderStreamError extends Error {
  constructor(readonly fault: ProviderFault) {
    super(describeFault(fault));
    this.name = "ProviderStreamError";
  }
}

/**
 * The error a raw stream chunk carries, or null: an `error` event (Responses, Anthropic), a Responses `response.failed`
 * with its `response.error`, or an `error` object beside `choices` (OpenRouter's "Token limit reached").
 */
export function chunkFault(raw: unknown): ProviderFault | null {
  if (!raw || typeof raw !== "object") return null;
  const o = raw as Record<string, unknown>;
  if (o.type === "response.failed") return faultFromBody(o.response);
  if (o.type === "error") return faultFromBody(o);
  return o.error && typeof o.error === "object" ? faultFromBody(o) : null;
}
