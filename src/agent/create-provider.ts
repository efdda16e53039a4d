// Picks the provider from config (LLM_PROVIDER): builtin by default, or a real model through the AI SDK.
import type { Config } from "../config/load.js";
import type { Provider } from "./provider.js";
import { createBuiltinProvider } from "./providers/builtin.js";
import { openaiBinding } from "./providers/openai.js";
import { anthropicBinding } from "./providers/anthropic.js";
import { compatibleBinding } from "./providers/openai-compatible.js";
import type { ModelBinding } from "./providers/model-binding.js";
import { createModelProvider } from "./providers/model-provider.js";
import type { ModelCallLimits } from "./providers/stream-model-text.js";

type ProviderConfig = Pick<
  Config,
  | "LLM_PROVIDER"
  | "LLM_MODEL"
  | "LLM_BASE_URL"
  | "LLM_API_KEY"
  | "OPENAI_API_KEY"
  | "ANTHROPIC_API_KEY"
  | "LLM_RESPONSE_FORMAT"
  | "LLM_OPENAI_API"
  | "LLM_STRICT_SCHEMA"
  | "LLM_FIRST_TOKEN_TIMEOUT_MS"
  | "LLM_IDLE_TIMEOUT_MS"
  | "LLM_TOTAL_TIMEOUT_MS"
  | "LLM_MAX_RETRIES"
  | "LLM_RETRY_BASE_MS"
  | "LLM_MATERIAL_TOKENS"
  | "AGENT_THINKING_STATUS_MS"
>;

export function modelLimits(config: ProviderConfig): ModelCallLimits {
  return {
    firstTokenMs: config.LLM_FIRST_TOKEN_TIMEOUT_MS,
    idleMs: config.LLM_IDLE_TIMEOUT_MS,
    totalMs: config.LLM_TOTAL_TIMEOUT_MS,
    maxRetries: config.LLM_MAX_RETRIES,
    retryBaseMs: config.LLM_RETRY_BASE_MS,
    maxOutputChars: 2 * 1024 * 1024,
    materialTokens: config.LLM_MATERIAL_TOKENS,
    thinkingEveryMs: config.AGENT_THINKING_STATUS_MS,
  };
}

/** The configured real model, or undefined for the builtin composer. */
export function modelBindingFor(config: ProviderConfig): ModelBinding | undefined {
  const common = { model: config.LLM_MODEL, baseURL: config.LLM_BASE_URL, output: config.LLM_RESPONSE_FORMAT };
  switch (config.LLM_PROVIDER) {
    case "openai":
      return openaiBinding({ ...common, apiKey: config.LLM_API_KEY ?? config.OPENAI_API_KEY, api: config.LLM_OPENAI_API, strict: config.LLM_STRICT_SCHEMA === "on" || (config.LLM_STRICT_SCHEMA === "auto" && !config.LLM_BASE_URL) });
    case "anthropic":
      return anthropicBinding({ ...common, apiKey: config.LLM_API_KEY ?? config.ANTHROPIC_API_KEY });
    case "openai-compatible":
      return compatibleBinding({ ...common, baseURL: config.LLM_BASE_URL!, apiKey: config.LLM_API_KEY });
    default:
      return undefined;
  }
}

/** The configured model, or `builtin` (the composer, by default in this thread) when none is. */
export function createProvider(config: ProviderConfig, builtin: Provider = createBuiltinProvider()): Provider {
  const binding = modelBindingFor(config);
  return binding ? createModelProvider(binding, modelLimits(config)) : builtin;
}
