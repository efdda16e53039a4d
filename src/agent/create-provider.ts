// Picks the provider from config (LLM_PROVIDER): builtin by default, or a real model through the AI SDK.
import type { Config } from "../config/load.js";
import type { Provider } from "./provider.js";
import { createBuiltinProvider } from "./providers/builtin.js";
import type { ModelBinding } from "./providers/model-binding.js";
import type { ModelCallLimits } from "./providers/stream-model-text.js";
import type { RevisionRunner } from "../documents/edits/index.js";

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

type ModelProviderName = Exclude<ProviderConfig["LLM_PROVIDER"], "builtin">;

/**
 * Each real model's binding, by LLM_PROVIDER (the config's enum: a name added there without its entry here fails to
 * compile, and an unknown name is refused at start by the config). Each provider's SDK (and the AI SDK under them,
 * about 45 MB a process) is loaded only when it is the one configured.
 */
const BINDINGS: { [P in ModelProviderName]: (config: ProviderConfig) => Promise<ModelBinding> } = {
  async openai(config) {
    const { openaiBinding } = await import("./providers/openai.js");
    return openaiBinding({
      ...common(config),
      apiKey: config.LLM_API_KEY ?? config.OPENAI_API_KEY,
      api: config.LLM_OPENAI_API,
      strict: config.LLM_STRICT_SCHEMA === "on" || (config.LLM_STRICT_SCHEMA === "auto" && !config.LLM_BASE_URL),
    });
  },
  async anthropic(config) {
    const { anthropicBinding } = await import("./providers/anthropic.js");
    return anthropicBinding({ ...common(config), apiKey: config.LLM_API_KEY ?? config.ANTHROPIC_API_KEY });
  },
  async "openai-compatible"(config) {
    const { compatibleBinding } = await import("./providers/openai-compatible.js");
    return compatibleBinding({ ...common(config), baseURL: config.LLM_BASE_URL!, apiKey: config.LLM_API_KEY });
  },
};

function common(config: ProviderConfig) {
  return { model: config.LLM_MODEL, baseURL: config.LLM_BASE_URL, output: config.LLM_RESPONSE_FORMAT };
}

/** The configured real model, or undefined for the builtin composer. */
export async function modelBindingFor(config: ProviderConfig): Promise<ModelBinding | undefined> {
  if (config.LLM_PROVIDER === "builtin") return undefined;
  const bind = BINDINGS[config.LLM_PROVIDER];
  if (!bind) throw new Error(`LLM_PROVIDER=${String(config.LLM_PROVIDER)} names no provider`);
  return bind(config);
}

/**
 * The configured model, or `builtin` (the composer, by default in this thread) when none is; `revise` makes a model's
 * revision edits (the server's, on the export pool).
 */
export async function createProvider(
  config: ProviderConfig,
  builtin: Provider = createBuiltinProvider(),
  revise?: RevisionRunner,
): Promise<Provider> {
  const binding = await modelBindingFor(config);
  if (!binding) return builtin;
  const { createModelProvider } = await import("./providers/model-provider.js");
  return createModelProvider(binding, modelLimits(config), revise);
}
