// The Anthropic provider (LLM_PROVIDER=anthropic): key from LLM_API_KEY or ANTHROPIC_API_KEY, optional LLM_BASE_URL.
import { createAnthropic } from "@ai-sdk/anthropic";
import type { Provider } from "../provider.js";
import { createModelProvider } from "./model-provider.js";
import type { ModelCallLimits } from "./stream-model-text.js";

export const ANTHROPIC_DEFAULT_MODEL = "claude-sonnet-4-5";

export function createAnthropicProvider(opts: { apiKey?: string; baseURL?: string; model?: string; fetch?: typeof fetch }, limits: ModelCallLimits): Provider {
  const anthropic = createAnthropic({ apiKey: opts.apiKey, baseURL: opts.baseURL, fetch: opts.fetch });
  const modelId = opts.model ?? ANTHROPIC_DEFAULT_MODEL;
  return createModelProvider("anthropic", modelId, anthropic(modelId), limits);
}
