// The OpenAI-compatible provider (Ollama, vLLM, LM Studio, llama.cpp server): LLM_BASE_URL, optional key and model.
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { Provider } from "../provider.js";
import { createModelProvider } from "./model-provider.js";
import type { ModelCallLimits } from "./stream-model-text.js";

export const COMPATIBLE_DEFAULT_MODEL = "llama3.1";

export function createOpenAICompatibleProvider(opts: { baseURL: string; apiKey?: string; model?: string; fetch?: typeof fetch }, limits: ModelCallLimits): Provider {
  const compatible = createOpenAICompatible({ name: "openai-compatible", baseURL: opts.baseURL, apiKey: opts.apiKey, includeUsage: true, fetch: opts.fetch });
  const modelId = opts.model ?? COMPATIBLE_DEFAULT_MODEL;
  return createModelProvider("openai-compatible", modelId, compatible.chatModel(modelId), limits);
}
