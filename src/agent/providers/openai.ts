// The OpenAI provider (LLM_PROVIDER=openai): key from LLM_API_KEY or OPENAI_API_KEY, optional LLM_BASE_URL and API.
import { createOpenAI } from "@ai-sdk/openai";
import type { Provider } from "../provider.js";
import type { ModelBinding, OutputMode } from "./model-binding.js";
import { createModelProvider } from "./model-provider.js";
import { watchingFetch } from "./watch-bytes.js";
import type { ModelCallLimits } from "./stream-model-text.js";

export const OPENAI_DEFAULT_MODEL = "gpt-4.1-mini";

export interface OpenAIOptions {
  apiKey?: string;
  baseURL?: string;
  model?: string;
  /** Chat Completions (default) or the Responses API (LLM_OPENAI_API). */
  api?: "chat" | "responses";
  output?: OutputMode;
  /** Strict structured outputs (LLM_STRICT_SCHEMA): on for OpenAI's own API by default, off through a gateway. */
  strict?: boolean;
  fetch?: typeof fetch;
}

export function openaiBinding(opts: OpenAIOptions): ModelBinding {
  const openai = createOpenAI({ apiKey: opts.apiKey, baseURL: opts.baseURL, fetch: watchingFetch(opts.fetch) });
  const modelId = opts.model ?? OPENAI_DEFAULT_MODEL;
  const api = opts.api ?? "chat";
  // Chat Completions by default: the one wire format OpenAI and every OpenAI-style gateway (LLM_BASE_URL) both speak.
  // json_schema output is `response_format: {type: "json_schema"}` (chat) or `text.format` (responses); strict where
  // asked (strict-schema.ts gives the schema the form strict mode needs), since not every gateway's backend takes it.
  const model = api === "responses" ? openai.responses(modelId) : openai.chat(modelId);
  const output = opts.output ?? "json_schema";
  return {
    provider: "openai",
    modelId,
    model,
    output,
    strict: output === "json_schema" && opts.strict === true,
    note: `${api === "responses" ? "Responses" : "Chat Completions"} API`,
  };
}

export function createOpenAIProvider(opts: OpenAIOptions, limits: ModelCallLimits): Provider {
  return createModelProvider(openaiBinding(opts), limits);
}
