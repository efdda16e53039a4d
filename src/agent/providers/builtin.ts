// The builtin provider: the offline composer behind the same interface as the real models.
import type { ComposeRunner } from "../builtin/compose-builtin.js";
import { composeInThread } from "../builtin/compose-in-thread.js";
import { estimateTokens } from "../tokens.js";
import type { GenerateInput, GenerateOutput, Provider } from "../provider.js";
import { AppError } from "../../lib/errors.js";

/**
 * The provider a run uses: the builtin for the user's own text ("preserve" and "condense") whatever model is configured
 * (deterministic, every sentence the user's own, no token cost: faithful by construction), the configured one otherwise.
 */
export function writerFor(providers: { provider: Provider; builtin?: Provider }, ownText: boolean): Provider {
  return ownText ? (providers.builtin ?? inThread) : providers.provider;
}

const inThread = createBuiltinProvider();

/**
 * The builtin composer as a provider. The server passes a runner that composes on the export pool within a budget (its
 * CPU never holds the event loop); tests and the CLI compose in their own thread.
 */
export function createBuiltinProvider(compose: ComposeRunner = composeInThread): Provider {
  return {
    name: "builtin",
    model: "builtin",
    async generate(input: GenerateInput): Promise<GenerateOutput> {
      if (input.signal.aborted) throw new AppError("model_error", "The request was cancelled.");
      const { kind, prompt, language, slides, maxSlides, userName, current, material, textMode } = input;
      const result = await compose(
        { kind, prompt, language, slides, maxSlides, userName, current, material, textMode },
        input.signal,
      );
      const context = current ?? material;
      const out = JSON.stringify(current ? result.edits : result.source);
      input.onActivity?.(out.length);
      const usage = {
        inputTokens: estimateTokens(prompt) + (context ? estimateTokens(JSON.stringify(context)) : 0),
        outputTokens: estimateTokens(out),
      };
      return {
        source: result.source,
        usage,
        warnings: result.warnings,
        ...(current ? { edits: result.edits, made: result.made } : {}),
      };
    },
  };
}
