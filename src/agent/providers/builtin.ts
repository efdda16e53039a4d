// The builtin provider: the offline composer behind the same interface as the real models.
import { composeSource } from "../builtin/compose-source.js";
import { reviseSource } from "../builtin/revise-source.js";
import { estimateTokens, type GenerateInput, type GenerateOutput, type Provider } from "../provider.js";
import { AppError } from "../../lib/errors.js";

export function createBuiltinProvider(): Provider {
  return {
    name: "builtin",
    model: "builtin",
    async generate(input: GenerateInput): Promise<GenerateOutput> {
      if (input.signal.aborted) throw new AppError("model_error", "The request was cancelled.");
      const options = { kind: input.kind, language: input.language, slides: input.slides, maxSlides: input.maxSlides, userName: input.userName };
      const composed = input.current ? { source: reviseSource(input.current, input.prompt, options), warnings: [] } : composeSource(input.prompt, options);
      const { source, warnings } = composed;
      const out = JSON.stringify(source);
      input.onActivity?.(out.length);
      return { source, usage: { inputTokens: estimateTokens(input.prompt) + (input.current ? estimateTokens(JSON.stringify(input.current)) : 0), outputTokens: estimateTokens(out) }, warnings };
    },
  };
}
