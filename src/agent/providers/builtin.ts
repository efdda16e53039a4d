// The builtin provider: the offline composer behind the same interface as the real models.
import { composeSource } from "../builtin/compose-source.js";
import { composeFromMaterial } from "../builtin/grounded/compose-from-material.js";
import { reviseSource } from "../builtin/revise-source.js";
import { composeTextMode } from "../builtin/text-modes/compose-text-mode.js";
import { estimateTokens, type GenerateInput, type GenerateOutput, type Provider, type TextMode } from "../provider.js";
import { AppError } from "../../lib/errors.js";

/** A mode that keeps to the user's own words runs no model: its composer is faithful by construction. */
export const usesOwnWords = (mode: TextMode | undefined): boolean => mode === "preserve" || mode === "condense";

const builtin = createBuiltinProvider();

/**
 * The provider a run uses: the builtin for "preserve" and "condense" whatever model is configured (deterministic, every
 * sentence the user's own, no token cost), the configured one otherwise.
 */
export function providerForMode(configured: Provider, mode: TextMode | undefined): Provider {
  return usesOwnWords(mode) ? builtin : configured;
}

export function createBuiltinProvider(): Provider {
  return {
    name: "builtin",
    model: "builtin",
    async generate(input: GenerateInput): Promise<GenerateOutput> {
      if (input.signal.aborted) throw new AppError("model_error", "The request was cancelled.");
      const options = { kind: input.kind, language: input.language, slides: input.slides, maxSlides: input.maxSlides, userName: input.userName };
      const context = input.current ?? input.material;
      const usage = (out: string) => ({ inputTokens: estimateTokens(input.prompt) + (context ? estimateTokens(JSON.stringify(context)) : 0), outputTokens: estimateTokens(out) });
      if (input.current) {
        const { source, applied, warnings } = reviseSource(input.current, input.prompt, { language: input.language });
        const out = JSON.stringify(applied);
        input.onActivity?.(out.length);
        return { source, usage: usage(out), warnings, edits: applied };
      }
      const { source, warnings } =
        input.textMode && input.textMode !== "generate"
          ? await composeTextMode(input.textMode, input.prompt, input.material ?? [], options)
          : input.material?.length
            ? composeFromMaterial(input.prompt, input.material, options)
            : composeSource(input.prompt, options);
      const out = JSON.stringify(source);
      input.onActivity?.(out.length);
      return { source, usage: usage(out), warnings };
    },
  };
}
