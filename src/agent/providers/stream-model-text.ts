// One model call as streamed text with the guards of DESIGN.md: first-token/idle/total timeouts, bounded retries
// with jitter on 429/5xx before any output, an output size bound, and cancellation by the caller's signal.
import { APICallError, streamText, type LanguageModel, type ModelMessage } from "ai";
import { AppError } from "../../lib/errors.js";

export interface ModelCallLimits {
  firstTokenMs: number;
  idleMs: number;
  totalMs: number;
  maxRetries: number;
  retryBaseMs: number;
  /** Output beyond this many characters is refused (a source is at most 2 MiB). */
  maxOutputChars: number;
}

export interface ModelCall {
  model: LanguageModel;
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
  inputTokens: number;
  outputTokens: number;
}

class Stop extends Error {
  constructor(readonly reason: "first_token" | "idle" | "total" | "too_long" | "cancelled") {
    super(reason);
  }
}

const STOP_MESSAGES: Record<Stop["reason"], (l: ModelCallLimits) => string> = {
  first_token: (l) => `The model did not start answering within ${Math.round(l.firstTokenMs / 1000)} s.`,
  idle: (l) => `The model stopped answering for more than ${Math.round(l.idleMs / 1000)} s.`,
  total: (l) => `The model did not finish within ${Math.round(l.totalMs / 1000)} s.`,
  too_long: (l) => `The model's answer was longer than ${l.maxOutputChars} characters.`,
  cancelled: () => "The request was cancelled.",
};

function statusOf(err: unknown): number | undefined {
  return APICallError.isInstance(err) ? err.statusCode : undefined;
}

function isRetryable(err: unknown): boolean {
  const status = statusOf(err);
  if (status !== undefined) return status === 429 || status >= 500;
  // Connection resets and refused connections surface as TypeError("fetch failed") or an APICallError without status.
  return err instanceof TypeError || (APICallError.isInstance(err) && err.isRetryable);
}

function retryAfterMs(err: unknown): number | undefined {
  const header = APICallError.isInstance(err) ? err.responseHeaders?.["retry-after"] : undefined;
  const seconds = header !== undefined ? Number(header) : NaN;
  return Number.isFinite(seconds) ? Math.min(seconds * 1000, 10_000) : undefined;
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
  let text = "";
  let inputTokens = 0;
  let outputTokens = 0;
  try {
    const result = streamText({ model: call.model, system: call.system, messages: call.messages, abortSignal: ctl.signal, maxRetries: 0, onError: () => {} });
    for await (const part of result.fullStream) {
      if (stop) throw stop;
      if (part.type === "text-delta" || part.type === "reasoning-delta") {
        received = true;
        clearTimeout(idle);
        idle = setTimeout(() => halt("idle"), limits.idleMs);
        if (part.type === "text-delta") text += part.text;
        if (text.length > limits.maxOutputChars) halt("too_long");
        call.onActivity?.(part.text.length);
        if (part.type === "text-delta" && !stop) call.onText?.(text);
      } else if (part.type === "error") {
        throw part.error;
      } else if (part.type === "abort") {
        throw stop ?? new Stop("cancelled");
      } else if (part.type === "finish") {
        inputTokens = part.totalUsage.inputTokens ?? 0;
        outputTokens = part.totalUsage.outputTokens ?? 0;
      }
    }
    if (stop) throw stop;
    return { text, inputTokens, outputTokens, received };
  } catch (err) {
    throw Object.assign(stop ?? err ?? new Error("model call failed"), { received });
  } finally {
    clearTimeout(total);
    clearTimeout(idle);
    call.signal.removeEventListener("abort", onOuterAbort);
    if (!ctl.signal.aborted) ctl.abort();
  }
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
        const backoff = retryAfterMs(err) ?? call.limits.retryBaseMs * 2 ** n;
        const wait = Math.round(backoff * (0.5 + Math.random()));
        if (Date.now() + wait < call.deadline) {
          try {
            await sleep(wait, call.signal);
          } catch (e) {
            throw new AppError("model_error", STOP_MESSAGES.cancelled(call.limits), { cause: e });
          }
          continue;
        }
      }
      const status = statusOf(err);
      const what = status ? `status ${status}` : "a connection error";
      throw new AppError("model_error", `The model provider failed (${what}${n ? ` after ${n + 1} attempts` : ""}).`, { cause: err });
    }
  }
}
