// A configured language model and how it is asked for its answer's shape; each provider file builds one.
import type { JSONSchema7, LanguageModel } from "ai";
import type { LLM_RESPONSE_FORMATS } from "../../config/schema.js";

/** json_schema: the provider's native structured output; json_object: its JSON mode; text: plain text, parsed. */
export type OutputMode = (typeof LLM_RESPONSE_FORMATS)[number];

export type ResponseFormat =
  { type: "text" } | { type: "json"; schema?: JSONSchema7; name?: string; description?: string };

export interface ModelBinding {
  /** "openai" | "anthropic" | "openai-compatible" */
  provider: string;
  modelId: string;
  model: Exclude<LanguageModel, string>;
  output: OutputMode;
  /** json_schema output in the provider's strict mode (OpenAI's own API): the schema transformed as strict mode requires. */
  strict?: boolean;
  /** Said by `quire doctor`, e.g. "chat API". */
  note?: string;
}

/** The response format for one call: the schema when the binding asks natively, JSON mode without it, or nothing. */
export function responseFormatFor(
  output: OutputMode,
  schema: JSONSchema7,
  name: string,
  description?: string,
): ResponseFormat | undefined {
  if (output === "json_schema") return { type: "json", schema, name, description };
  if (output === "json_object") return { type: "json" };
  return undefined;
}
