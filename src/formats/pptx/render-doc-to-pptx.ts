// renderDocToPptx: a doc summarised into a deck (formats/doc-to-deck) and rendered like any deck.
import type { Deck, Doc } from "../model/source.js";
import { summariseDoc } from "../doc-to-deck/doc-to-deck.js";
import { documentLanguage } from "../model/language.js";
import { renderDeckToPptx, type PptxRenderOptions, type PptxResult } from "./render-deck-to-pptx.js";

export const SUMMARISED_WARNING =
  "The doc was summarised for slides: some slides show the lead sentence of each paragraph; the full text of those sections is in their speaker notes.";

/** The deck a doc becomes on slides, in the doc's language (its slides alone may read as another). */
export function docToDeck(doc: Doc): Deck {
  return { ...summariseDoc(doc).deck, language: documentLanguage(doc) };
}

export async function renderDocToPptx(doc: Doc, options: PptxRenderOptions = {}): Promise<PptxResult> {
  const { deck, summarised } = summariseDoc(doc);
  const result = await renderDeckToPptx({ ...deck, language: documentLanguage(doc) }, options);
  return summarised ? { ...result, warnings: [...result.warnings, SUMMARISED_WARNING] } : result;
}
