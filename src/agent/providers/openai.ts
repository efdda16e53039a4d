// The OpenAI provider (LLM_PROVIDER=openai): key from LLM_API_KEY or OPENAI_API_KEY, optional LLM_BASE_URL.
import { createOpenAI } from "@ai-sdk/openai";
import type { Provider } from "../provider.js";
import { createModelProvider } from "./model-provider.js";
import type { ModelCallLimits } from "./stream-model-text.js";

export const OPENAI_DEFAULT_MODEL = "gpt-4.1-mini";

export function createOpenAIProvider(opts: { apiKey?: string; baseURL?: string; model?: string; fetch?: typeof fetch }, limits: ModelCallLimits): Provider {
  const openai = createOpenAI({ apiKey: opts.apiKey, baseURL: opts.baseURL, fetch: opts.fetch });
  const modelId = opts.model ?? OPENAI_DEFAULT_MODEL;
  // Chat Completions: the one wire format OpenAI and every OpenAI-style gateway (LLM_BASE_URL) both speak.
  return createModelProvider("openai", modelId, openai.chat(modelId), limits);
}
