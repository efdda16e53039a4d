// Picks the provider from config (LLM_PROVIDER): builtin by default, or a real model through the AI SDK.
import type { Config } from "../config/load.js";
import type { Provider } from "./provider.js";
import { createBuiltinProvider } from "./providers/builtin.js";
import { createOpenAIProvider } from "./providers/openai.js";
import { createAnthropicProvider } from "./providers/anthropic.js";
import { createOpenAICompatibleProvider } from "./providers/openai-compatible.js";
import type { ModelCallLimits } from "./providers/stream-model-text.js";

type ProviderConfig = Pick<
  Config,
  "LLM_PROVIDER" | "LLM_MODEL" | "LLM_BASE_URL" | "LLM_API_KEY" | "OPENAI_API_KEY" | "ANTHROPIC_API_KEY" | "LLM_FIRST_TOKEN_TIMEOUT_MS" | "LLM_IDLE_TIMEOUT_MS" | "LLM_TOTAL_TIMEOUT_MS" | "LLM_MAX_RETRIES" | "LLM_RETRY_BASE_MS"
>;

export function modelLimits(config: ProviderConfig): ModelCallLimits {
  return {
    firstTokenMs: config.LLM_FIRST_TOKEN_TIMEOUT_MS,
    idleMs: config.LLM_IDLE_TIMEOUT_MS,
    totalMs: config.LLM_TOTAL_TIMEOUT_MS,
    maxRetries: config.LLM_MAX_RETRIES,
    retryBaseMs: config.LLM_RETRY_BASE_MS,
    maxOutputChars: 2 * 1024 * 1024,
  };
}

export function createProvider(config: ProviderConfig): Provider {
  const limits = modelLimits(config);
  const model = config.LLM_MODEL;
  const baseURL = config.LLM_BASE_URL;
  switch (config.LLM_PROVIDER) {
    case "openai":
      return createOpenAIProvider({ apiKey: config.LLM_API_KEY ?? config.OPENAI_API_KEY, baseURL, model }, limits);
    case "anthropic":
      return createAnthropicProvider({ apiKey: config.LLM_API_KEY ?? config.ANTHROPIC_API_KEY, baseURL, model }, limits);
    case "openai-compatible":
      return createOpenAICompatibleProvider({ baseURL: baseURL!, apiKey: config.LLM_API_KEY, model }, limits);
    default:
      return createBuiltinProvider();
  }
}

const cache = new WeakMap<object, Provider>();

/** One provider per parsed config (the app's, or a test's), built on first use. */
export function providerFor(config: ProviderConfig): Provider {
  let provider = cache.get(config);
  if (!provider) {
    provider = createProvider(config);
    cache.set(config, provider);
  }
  return provider;
}
