// The Anthropic provider (LLM_PROVIDER=anthropic): key from LLM_API_KEY or ANTHROPIC_API_KEY, optional LLM_BASE_URL.
import { createAnthropic } from "@ai-sdk/anthropic";
import type { ModelBinding, OutputMode } from "./model-binding.js";
import { watchingFetch } from "./watch-bytes.js";

export const ANTHROPIC_DEFAULT_MODEL = "claude-sonnet-4-5";

export interface AnthropicOptions {
  apiKey?: string;
  baseURL?: string;
  model?: string;
  output?: OutputMode;
  fetch?: typeof fetch;
}

export function anthropicBinding(opts: AnthropicOptions): ModelBinding {
  const anthropic = createAnthropic({ apiKey: opts.apiKey, baseURL: opts.baseURL, fetch: watchingFetch(opts.fetch) });
  const modelId = opts.model ?? ANTHROPIC_DEFAULT_MODEL;
  // json_schema output is a forced `json` tool whose input_schema is the answer schema (the AI SDK's structured output
  // for Claude); its input_json_delta chunks stream as text. Messages have no JSON mode: json_object means plain text.
  const output = opts.output === "json_object" ? "text" : (opts.output ?? "json_schema");
  return { provider: "anthropic", modelId, model: anthropic(modelId), output, note: "Messages API" };
}
