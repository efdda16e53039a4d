// One tiny structured call to the configured model (`quire doctor`): which model answered and how fast, or why not.
import type { JSONSchema7 } from "ai";
import { ModelError } from "../model-error.js";
import { responseFormatFor, type ModelBinding } from "./model-binding.js";
import type { ModelCallLimits } from "./stream-model-text.js";

const PROBE_SCHEMA: JSONSchema7 = {
  type: "object",
  properties: { ok: { type: "boolean" } },
  required: ["ok"],
  additionalProperties: false,
};

export type ProbeResult = { ok: true; answeredBy: string; ms: number } | { ok: false; reason: string };

const clip = (text: string) => text.trim().replace(/\s+/g, " ").slice(0, 300);

/** Asks for `{"ok": true}` the way real runs ask for a document (same structured output, same guards, no retries). */
export async function probeModel(
  binding: ModelBinding,
  limits: Pick<ModelCallLimits, "firstTokenMs" | "totalMs">,
): Promise<ProbeResult> {
  // The model SDK loads with the probe, not with agent/'s face, which every start of the service loads.
  const [{ streamModelText }, { APICallError }] = await Promise.all([import("./stream-model-text.js"), import("ai")]);
  const started = performance.now();
  try {
    const answer = await streamModelText({
      model: binding.model,
      responseFormat: responseFormatFor(binding.output, PROBE_SCHEMA, "quire_probe"),
      system: 'Answer with the JSON object {"ok": true} and nothing else.',
      messages: [{ role: "user", content: "Are you there?" }],
      signal: new AbortController().signal,
      deadline: Date.now() + limits.totalMs,
      limits: {
        firstTokenMs: limits.firstTokenMs,
        idleMs: limits.firstTokenMs,
        totalMs: limits.totalMs,
        maxRetries: 0,
        retryBaseMs: 0,
        maxOutputChars: 4_000,
        materialTokens: 0,
      },
    });
    const ms = Math.round(performance.now() - started);
    if (answer.refusal) return { ok: false, reason: `refused: “${clip(answer.refusal)}”` };
    if (!isOk(answer.text))
      return { ok: false, reason: `answered, but not with the JSON asked for: “${clip(answer.text) || "(nothing)"}”` };
    return { ok: true, answeredBy: answer.responseModel ?? binding.modelId, ms };
  } catch (err) {
    return { ok: false, reason: reasonOf(err, (cause): cause is Error => APICallError.isInstance(cause)) };
  }
}

function isOk(text: string): boolean {
  try {
    return (JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as { ok?: unknown }).ok === true;
  } catch {
    return false;
  }
}

/** Our message, which carries the provider's own words where it gave any (the 401's "Incorrect API key" helps an operator). */
function reasonOf(err: unknown, isApiCallError: (cause: unknown) => cause is Error): string {
  const message = err instanceof Error ? err.message : String(err);
  const cause = err instanceof Error ? err.cause : undefined;
  if (err instanceof ModelError && err.provider) return message;
  return isApiCallError(cause) ? `${message} ${clip(cause.message)}` : message;
}
