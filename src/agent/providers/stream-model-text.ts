// One model call as streamed text (in the requested response format) with the guards of ARCHITECTURE.md ("Agent"): first-token/idle/
// total timeouts, bounded retries with jitter on 429/5xx before any output, an output size bound, and cancellation.
import { APICallError, streamText, wrapLanguageModel, type ModelMessage } from "ai";
import { AppError } from "../../lib/errors.js";
import type { ModelBinding, ResponseFormat } from "./model-binding.js";
import { refusalDelta } from "./refusal.js";

export interface ModelCallLimits {
  firstTokenMs: number;
  idleMs: number;
  totalMs: number;
  maxRetries: number;
  retryBaseMs: number;
  /** Output beyond this many characters is refused (a source is at most 2 MiB). */
  maxOutputChars: number;
  /** Attached material given to the model, at most this many tokens (the most relevant passages when it is longer). */
  materialTokens: number;
}

export interface ModelCall {
  model: ModelBinding["model"];
  /** The answer's shape, passed to the provider as its structured-output option; undefined asks for plain text. */
  responseFormat?: ResponseFormat;
  system: string;
  messages: ModelMessage[];
  signal: AbortSignal;
  /** Epoch ms after which the whole generation (all rounds) must stop. */
  deadline: number;
  limits: ModelCallLimits;
  onActivity?: (chars: number) => void;
  /** Called after each text delta with the whole text so far. */
  onText?: (text: string) => void;
}

export interface ModelText {
  text: string;
  /** Undefined when the provider reported none (local servers often do not). */
  inputTokens?: number;
  outputTokens?: number;
  /** Why the model stopped: "stop", "length" (its output limit), "content-filter" (a refusal), "unknown" … */
  finishReason: string;
  /** What the model said in the provider's refusal channel instead of answering (OpenAI's `refusal`). */
  refusal: string;
  /** The model id the provider says answered (often a dated version of the configured one). */
  responseModel?: string;
}

class Stop extends Error {
  constructor(readonly reason: "first_token" | "idle" | "total" | "too_long" | "cancelled") {
    super(reason);
  }
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

const STOP_MESSAGES: Record<Stop["reason"], (l: ModelCallLimits) => string> = {
  first_token: (l) => `The model did not start answering within ${seconds(l.firstTokenMs)}.`,
  idle: (l) => `The model stopped answering for more than ${seconds(l.idleMs)}.`,
  total: (l) => `The model did not finish within ${seconds(l.totalMs)}.`,
  too_long: (l) => `The model's answer was longer than ${l.maxOutputChars} characters.`,
  cancelled: () => "The request was cancelled.",
};

/** The HTTP status of a failed call; a stream that breaks after a 200 has none worth reporting. */
function statusOf(err: unknown): number | undefined {
  const status = APICallError.isInstance(err) ? err.statusCode : undefined;
  return status !== undefined && status >= 400 ? status : undefined;
}

/** Error events a provider may send inside a 200 stream, such as Anthropic's `overloaded_error`, that a retry can cure. */
const RETRYABLE_STREAM_ERRORS: ReadonlySet<string> = new Set(["overloaded_error", "api_error", "rate_limit_error", "server_error"]);

/** The `type` of an error event from inside the stream (a plain object, not an Error). */
function streamErrorType(err: unknown): string | undefined {
  const type = err && typeof err === "object" && !(err instanceof Error) ? (err as { type?: unknown }).type : undefined;
  return typeof type === "string" ? type.slice(0, 60) : undefined;
}

function isRetryable(err: unknown): boolean {
  const status = statusOf(err);
  if (status !== undefined) return status === 429 || status >= 500;
  if (RETRYABLE_STREAM_ERRORS.has(streamErrorType(err) ?? "")) return true;
  // Connection resets and refused connections surface as TypeError("fetch failed") or an APICallError without status.
  return err instanceof TypeError || (APICallError.isInstance(err) && err.isRetryable);
}

/** The wait a 429/503 asks for: `retry-after-ms` (OpenAI), else `retry-after` in seconds or as a date; at most 10 s. */
function retryAfterMs(err: unknown): number | undefined {
  const headers = APICallError.isInstance(err) ? err.responseHeaders : undefined;
  if (!headers) return undefined;
  let ms = Number(headers["retry-after-ms"] ?? NaN);
  if (!Number.isFinite(ms) && headers["retry-after"] !== undefined) {
    const value = headers["retry-after"];
    ms = /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  }
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), 10_000) : undefined;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Stop("cancelled"));
    const t = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(new Stop("cancelled"));
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

async function attempt(call: ModelCall): Promise<ModelText & { received: boolean }> {
  const { limits } = call;
  const ctl = new AbortController();
  let received = false;
  let stop: Stop | undefined;
  const halt = (reason: Stop["reason"]) => {
    stop ??= new Stop(reason);
    ctl.abort(stop);
  };
  const onOuterAbort = () => halt("cancelled");
  call.signal.addEventListener("abort", onOuterAbort, { once: true });
  const total = setTimeout(() => halt("total"), Math.max(0, call.deadline - Date.now()));
  let idle = setTimeout(() => halt("first_token"), limits.firstTokenMs);
  const out: ModelText = { text: "", finishReason: "unknown", refusal: "" };
  /** Output arrived: restart the idle clock, bound the size, tell the caller. */
  const onOutput = (chars: number) => {
    received = true;
    clearTimeout(idle);
    idle = setTimeout(() => halt("idle"), limits.idleMs);
    if (out.text.length + out.refusal.length > limits.maxOutputChars) halt("too_long");
    call.onActivity?.(chars);
  };
  try {
    const model = call.responseFormat ? withResponseFormat(call.model, call.responseFormat) : call.model;
    // Raw chunks carry what the AI SDK drops: OpenAI's `refusal` deltas.
    const result = streamText({ model, system: call.system, messages: call.messages, abortSignal: ctl.signal, maxRetries: 0, includeRawChunks: true, onError: () => {} });
    for await (const part of result.fullStream) {
      if (stop) throw stop;
      if (part.type === "text-delta" || part.type === "reasoning-delta") {
        if (part.type === "text-delta") out.text += part.text;
        onOutput(part.text.length);
        if (part.type === "text-delta" && !stop) call.onText?.(out.text);
      } else if (part.type === "raw") {
        const refusal = refusalDelta(part.rawValue);
        if (refusal) {
          out.refusal += refusal;
          onOutput(refusal.length);
        }
      } else if (part.type === "error") {
        throw part.error;
      } else if (part.type === "abort") {
        throw stop ?? new Stop("cancelled");
      } else if (part.type === "finish-step") {
        out.responseModel = part.response.modelId;
      } else if (part.type === "finish") {
        out.finishReason = part.finishReason;
        out.inputTokens = part.totalUsage.inputTokens;
        out.outputTokens = part.totalUsage.outputTokens;
      }
    }
    if (stop) throw stop;
    return { ...out, received };
  } catch (err) {
    throw Object.assign(stop ?? err ?? new Error("model call failed"), { received });
  } finally {
    clearTimeout(total);
    clearTimeout(idle);
    call.signal.removeEventListener("abort", onOuterAbort);
    if (!ctl.signal.aborted) ctl.abort();
  }
}

/** The model with the call's response format set, so each provider maps it to its own structured-output option. */
function withResponseFormat(model: ModelCall["model"], responseFormat: ResponseFormat): ModelCall["model"] {
  return wrapLanguageModel({ model, middleware: { transformParams: async ({ params }) => ({ ...params, responseFormat }) } });
}

/** Streams one answer; throws AppError model_error on every failure (cancellation included, with message saying so). */
export async function streamModelText(call: ModelCall): Promise<ModelText> {
  for (let n = 0; ; n++) {
    try {
      return await attempt(call);
    } catch (err) {
      if (err instanceof Stop) throw new AppError("model_error", STOP_MESSAGES[err.reason](call.limits), { cause: err });
      const received = (err as { received?: boolean }).received === true;
      if (!received && n < call.limits.maxRetries && isRetryable(err) && !call.signal.aborted) {
        // A server's Retry-After is a floor (jitter only adds to it); otherwise exponential backoff with jitter.
        const asked = retryAfterMs(err);
        const wait = Math.round(asked !== undefined ? asked + Math.random() * call.limits.retryBaseMs : call.limits.retryBaseMs * 2 ** n * (0.5 + Math.random()));
        if (Date.now() + wait < call.deadline) {
          try {
            await sleep(wait, call.signal);
          } catch (e) {
            throw new AppError("model_error", STOP_MESSAGES.cancelled(call.limits), { cause: e });
          }
          continue;
        }
      }
      throw new AppError("model_error", failureMessage(err, n + 1, received), { cause: err });
    }
  }
}

function failureMessage(err: unknown, attempts: number, received: boolean): string {
  const status = statusOf(err);
  if (received && status === undefined) return "The model's answer broke off: the connection closed before it was complete.";
  const what = status ? `status ${status}` : (streamErrorType(err) ?? "a connection error");
  return `The model provider failed (${what}${attempts > 1 ? ` after ${attempts} attempts` : ""}).`;
}
