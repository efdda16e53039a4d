// Refusals the AI SDK does not surface, read from the providers' raw stream chunks.

/**
 * The refusal text in one raw chunk, if any: OpenAI Chat Completions sends `choices[].delta.refusal`, the
 * Responses API a `response.refusal.delta` event. Anthropic's refusal is a stop reason the SDK maps to the
 * finish reason "content-filter", so it needs nothing here.
 */
export function refusalDelta(raw: unknown): string | undefined {
  if (!raw || typeof raw !== "object") return undefined;
  const chunk = raw as { type?: unknown; delta?: unknown; choices?: unknown };
  if (chunk.type === "response.refusal.delta")
    return typeof chunk.delta === "string" && chunk.delta ? chunk.delta : undefined;
  if (!Array.isArray(chunk.choices)) return undefined;
  let text = "";
  for (const choice of chunk.choices) {
    const refusal = (choice as { delta?: { refusal?: unknown } } | null)?.delta?.refusal;
    if (typeof refusal === "string") text += refusal;
  }
  return text || undefined;
}
