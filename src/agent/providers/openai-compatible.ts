// The OpenAI-compatible provider (Ollama, vLLM, LM Studio, llama.cpp server): LLM_BASE_URL, optional key and model.
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { Provider } from "../provider.js";
import type { ModelBinding, OutputMode } from "./model-binding.js";
import { createModelProvider } from "./model-provider.js";
import { watchingFetch } from "./watch-bytes.js";
import type { ModelCallLimits } from "./stream-model-text.js";

export const COMPATIBLE_DEFAULT_MODEL = "llama3.1";

export interface CompatibleOptions {
  baseURL: string;
  apiKey?: string;
  model?: string;
  output?: OutputMode;
  fetch?: typeof fetch;
}

export function compatibleBinding(opts: CompatibleOptions): ModelBinding {
  // JSON mode by default (`response_format: {type: "json_object"}`), then our own parse and schema check: local servers
  // differ in how much JSON Schema their grammars take, but Ollama, vLLM and llama.cpp all keep JSON mode. LM Studio
  // refuses json_object and takes json_schema (LLM_RESPONSE_FORMAT=json_schema) or text.
  const output = opts.output ?? "json_object";
  const compatible = createOpenAICompatible({
    name: "openai-compatible",
    baseURL: opts.baseURL,
    apiKey: opts.apiKey,
    includeUsage: true,
    supportsStructuredOutputs: output === "json_schema",
    fetch: watchingFetch(opts.fetch),
  });
  const modelId = opts.model ?? COMPATIBLE_DEFAULT_MODEL;
  return {
    provider: "openai-compatible",
    modelId,
    model: compatible.chatModel(modelId),
    output,
    note: "Chat Completions API",
  };
}

export function createOpenAICompatibleProvider(opts: CompatibleOptions, limits: ModelCallLimits): Provider {
  return createModelProvider(compatibleBinding(opts), limits);
}
