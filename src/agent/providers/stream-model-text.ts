// One model call as streamed text (in the requested response format) with the guards of docs/architecture/agent.md: a
// first-answer limit, an idle limit on any byte, a total limit, thinking callbacks, provider errors read wherever the
// provider puts them and retried (before any answer text) only when retrying can help, an output bound, cancellation.
import { APICallError, streamText, wrapLanguageModel, type JSONValue, type ModelMessage } from "ai";
import { ModelError, type ProviderFault } from "../model-error.js";
import { chunkFault, describeFault, faultOf, ProviderStreamError, retryableFault } from "./provider-fault.js";
import { watchBytes } from "./watch-bytes.js";
import type { ModelBinding, ResponseFormat } from "./model-binding.js";
import { refusalDelta } from "./refusal.js";

export interface ModelCallLimits {
  /** Time to the first word of the answer: a reasoning model may think for minutes first, bytes flowing all along. */
  firstTokenMs: number;
  /** Time without a byte from the provider (keep-alive comments and reasoning count as life). */
  idleMs: number;
  totalMs: number;
  maxRetries: number;
  retryBaseMs: number;
  /** Output beyond this many characters is refused (a source is at most 2 MiB). */
  maxOutputChars: number;
  /** Attached material given to the model, at most this many tokens (the most relevant passages when it is longer). */
  materialTokens: number;
  /** While the model has not begun its answer, `onThinking` is called this often (none when absent). */
  thinkingEveryMs?: number;
}

export interface ModelCall {
  model: ModelBinding["model"];
  /** The answer's shape, passed to the provider as its structured-output option; undefined asks for plain text. */
  responseFormat?: ResponseFormat;
  /** Provider-specific options (OpenAI's strict structured outputs). */
  providerOptions?: Record<string, Record<string, JSONValue>>;
  system: string;
  messages: ModelMessage[];
  signal: AbortSignal;
  /** Epoch ms after which the whole generation (all rounds) must stop. */
  deadline: number;
  limits: ModelCallLimits;
  onActivity?: (chars: number) => void;
  /** Called after each text delta with the whole text so far. */
  onText?: (text: string) => void;
  /** Called every `thinkingEveryMs` before the answer begins, with the time since the call began. */
  onThinking?: (ms: number) => void;
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

type StopReason = "first_token" | "idle" | "total" | "too_long" | "cancelled";

class Stop extends Error {
  constructor(
    readonly reason: StopReason,
    /** Whether the provider had sent anything (so a first-output stop means it was still thinking). */
    readonly heard = false,
    /** Whether the answer had begun (so an idle stop came mid-answer). */
    readonly answering = false,
  ) {
    super(reason);
  }
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** Our own limits, named for what happened; a stalled provider may do better on another try, a long answer will not. */
const STOP_MESSAGES: Record<StopReason, (l: ModelCallLimits, s: Stop) => string> = {
  first_token: (l, s) =>
    `The model did not start answering within ${seconds(l.firstTokenMs)}${s.heard ? ": the provider was sending (a model thinks before it answers), but no answer came; LLM_FIRST_TOKEN_TIMEOUT_MS allows longer" : ""}.`,
  idle: (l, s) =>
    s.answering
      ? `The model stopped answering for more than ${seconds(l.idleMs)}: nothing came from the provider.`
      : `The provider sent nothing for more than ${seconds(l.idleMs)} before the model began its answer.`,
  total: (l) => `The model did not finish within ${seconds(l.totalMs)}.`,
  too_long: (l) => `The model's answer was longer than ${l.maxOutputChars} characters.`,
  cancelled: () => "The request was cancelled.",
};
const STOP_RETRYABLE: Record<StopReason, boolean> = {
  first_token: true,
  idle: true,
  total: false,
  too_long: false,
  cancelled: false,
};

/** A connection that failed or dropped without a word from the provider (reset, refused, a body cut short). */
function isConnectionError(err: unknown): boolean {
  return (
    err instanceof TypeError ||
    (APICallError.isInstance(err) && err.isRetryable && (err.statusCode === undefined || err.statusCode < 400))
  );
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
  const began = Date.now();
  const ctl = new AbortController();
  /** Answer text (or a refusal) has come: from here a retry would repeat what the caller already showed. */
  let received = false;
  /** The provider has sent at least one byte of its body. */
  let heard = false;
  let stop: Stop | undefined;
  const halt = (reason: StopReason) => {
    stop ??= new Stop(reason, heard, received);
    ctl.abort(stop);
  };
  const onOuterAbort = () => halt("cancelled");
  call.signal.addEventListener("abort", onOuterAbort, { once: true });
  const total = setTimeout(() => halt("total"), Math.max(0, call.deadline - Date.now()));
  const firstOutput = setTimeout(() => halt("first_token"), limits.firstTokenMs);
  let idle = setTimeout(() => halt("idle"), limits.idleMs);
  /** Any byte, keep-alive comments and reasoning included: the provider is still there. */
  const alive = (bytes: number) => {
    if (bytes > 0) heard = true;
    clearTimeout(idle);
    idle = setTimeout(() => halt("idle"), limits.idleMs);
  };
  const unwatch = watchBytes(ctl.signal, alive);
  const thinking =
    limits.thinkingEveryMs && call.onThinking
      ? setInterval(() => !received && !stop && call.onThinking!(Date.now() - began), limits.thinkingEveryMs)
      : undefined;
  const out: ModelText = { text: "", finishReason: "unknown", refusal: "" };
  /** Answer output arrived: the first-output clock stops, the size is bounded, the caller told. */
  const onOutput = (chars: number) => {
    received = true;
    clearTimeout(firstOutput);
    alive(chars);
    if (out.text.length + out.refusal.length > limits.maxOutputChars) halt("too_long");
    call.onActivity?.(chars);
  };
  try {
    const model = call.responseFormat ? withResponseFormat(call.model, call.responseFormat) : call.model;
    // Raw chunks carry what the AI SDK drops: OpenAI's `refusal` deltas and errors a gateway puts inside a chunk.
    const result = streamText({
      model,
      system: call.system,
      messages: call.messages,
      abortSignal: ctl.signal,
      maxRetries: 0,
      includeRawChunks: true,
      onError: () => {},
      ...(call.providerOptions ? { providerOptions: call.providerOptions } : {}),
    });
    for await (const part of result.fullStream) {
      if (stop) throw stop;
      if (part.type === "text-delta") {
        out.text += part.text;
        onOutput(part.text.length);
        if (!stop) call.onText?.(out.text);
      } else if (part.type === "reasoning-delta") {
        alive(part.text.length || 1);
      } else if (part.type === "raw") {
        const fault = chunkFault(part.rawValue);
        if (fault) throw new ProviderStreamError(fault);
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
    clearTimeout(firstOutput);
    clearTimeout(idle);
    clearInterval(thinking);
    unwatch();
    call.signal.removeEventListener("abort", onOuterAbort);
    if (!ctl.signal.aborted) ctl.abort();
  }
}

/** The model with the call's response format set, so each provider maps it to its own structured-output option. */
function withResponseFormat(model: ModelCall["model"], responseFormat: ResponseFormat): ModelCall["model"] {
  return wrapLanguageModel({
    model,
    middleware: { transformParams: async ({ params }) => ({ ...params, responseFormat }) },
  });
}

/**
 * Streams one answer; throws ModelError on every failure (cancellation included, with message saying so), retrying
 * before any answer text only when the provider's code (or a dropped connection) says another try can help.
 */
export async function streamModelText(call: ModelCall): Promise<ModelText> {
  for (let n = 0; ; n++) {
    try {
      return await attempt(call);
    } catch (err) {
      if (err instanceof Stop)
        throw new ModelError(STOP_MESSAGES[err.reason](call.limits, err), STOP_RETRYABLE[err.reason], undefined, err);
      const received = (err as { received?: boolean }).received === true;
      const fault = faultOf(err);
      const transient = fault ? retryableFault(fault) : isConnectionError(err);
      if (!received && n < call.limits.maxRetries && transient && !call.signal.aborted) {
        // A server's Retry-After is a floor (jitter only adds to it); otherwise exponential backoff with jitter.
        const asked = retryAfterMs(err);
        const wait = Math.round(
          asked !== undefined
            ? asked + Math.random() * call.limits.retryBaseMs
            : call.limits.retryBaseMs * 2 ** n * (0.5 + Math.random()),
        );
        if (Date.now() + wait < call.deadline) {
          try {
            await sleep(wait, call.signal);
          } catch (e) {
            throw new ModelError(STOP_MESSAGES.cancelled(call.limits, new Stop("cancelled")), false, undefined, e);
          }
          continue;
        }
      }
      throw new ModelError(failureMessage(fault, n + 1, received), transient, fault ?? undefined, err);
    }
  }
}

/** What happened, in the provider's own words where it gave any. */
function failureMessage(fault: ProviderFault | null, attempts: number, received: boolean): string {
  const tries = attempts > 1 ? ` after ${attempts} attempts` : "";
  if (fault)
    return received
      ? `The model provider stopped the answer with an error: ${describeFault(fault)}.`
      : `The model provider failed${tries}: ${describeFault(fault)}.`;
  if (received) return "The model's answer broke off: the connection closed before it was complete.";
  return `The model provider could not be reached${tries}: the connection failed.`;
}
