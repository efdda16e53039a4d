// A Provider over any AI SDK language model: instructions, streamed text, schema validation, one repair round.
import { parsePartialJson, type LanguageModel, type ModelMessage } from "ai";
import { AppError } from "../../lib/errors.js";
import type { GenerateInput, GenerateOutput, Provider } from "../provider.js";
import { repairMessage, systemPrompt, userMessage } from "./instructions.js";
import { parseOutput } from "./parse-output.js";
import { streamModelText, type ModelCallLimits } from "./stream-model-text.js";

export function createModelProvider(name: string, modelId: string, model: LanguageModel, limits: ModelCallLimits): Provider {
  return {
    name,
    model: modelId,
    async generate(input: GenerateInput): Promise<GenerateOutput> {
      const system = systemPrompt(input);
      const messages: ModelMessage[] = [{ role: "user", content: userMessage(input) }];
      const deadline = Date.now() + limits.totalMs;
      const call = { model, system, signal: input.signal, deadline, limits, onActivity: input.onActivity };
      const first = await streamModelText({ ...call, messages, onText: input.onPartial ? partialParser(input.onPartial) : undefined });
      let parsed = parseOutput(first.text, input.kind, input.maxSlides);
      if (parsed.ok) return { source: parsed.source, usage: { inputTokens: first.inputTokens, outputTokens: first.outputTokens } };

      // One repair round: the model sees its answer and the validation errors.
      messages.push({ role: "assistant", content: first.text.slice(0, 200_000) }, { role: "user", content: repairMessage(parsed.errors) });
      const second = await streamModelText({ ...call, messages });
      parsed = parseOutput(second.text, input.kind, input.maxSlides);
      const usage = { inputTokens: first.inputTokens + second.inputTokens, outputTokens: first.outputTokens + second.outputTokens };
      if (parsed.ok) return { source: parsed.source, usage };
      throw new AppError("model_error", "The model's answer did not match the document schema, even after a repair round.");
    },
  };
}

const PARSE_EVERY_MS = 50;

/** Parses the growing answer at most every 50 ms (a full re-parse each time), never two parses at once. */
function partialParser(onPartial: (partial: unknown) => void): (text: string) => void {
  let last = 0;
  let busy = false;
  return (text) => {
    const now = Date.now();
    if (busy || now - last < PARSE_EVERY_MS) return;
    const start = text.indexOf("{");
    if (start < 0) return;
    last = now;
    busy = true;
    parsePartialJson(text.slice(start))
      .then(({ value }) => {
        if (value !== undefined) onPartial(value);
      })
      .catch(() => {})
      .finally(() => {
        busy = false;
      });
  };
}
