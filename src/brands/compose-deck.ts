// Writes a deck from a prompt through the agent's model provider, for generation on a brand.
import type { Provider } from "../agent/index.js";
import type { Deck } from "../formats/model/source.js";
import { AppError } from "../lib/errors.js";
import type { ComposeDeck } from "./generate-deck.js";

/**
 * The provider writes the deck; every slide role has a layout on the brand (directly or by fallback), so any plan
 * it makes can be built. `roles` is what the brand serves directly; the provider interface has no field for it yet
 * (GenerateInput), so it is not passed on — see the brands report.
 */
export function composeDeckWith(provider: Provider): ComposeDeck {
  return async ({ prompt, material, signal }) => {
    const { source } = await provider.generate({
      kind: "deck",
      prompt,
      ...(material?.length ? { material } : {}),
      signal: signal ?? new AbortController().signal,
    });
    if (source.kind !== "deck") throw new AppError("model_error", "The model did not write a deck.");
    return source as Deck;
  };
}
