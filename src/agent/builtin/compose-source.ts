// The builtin composer's entry: prompt (+ kind, language, length) → a validated deck, doc or sheet.
import { DeckSchema, DocSchema, SheetSchema, type Source, type SourceKind } from "../../formats/source.js";
import { analyzePrompt, type PromptBrief } from "./analyze-prompt.js";
import { composeDeck } from "./compose-deck.js";
import { composeDoc } from "./compose-doc.js";
import { composeSheet } from "./compose-sheet.js";
import { headingsFor } from "./headings.js";
import { seededRandom } from "./seeded-random.js";

export interface ComposeOptions {
  kind?: SourceKind;
  language?: string;
  slides?: number;
  maxSlides?: number;
  userName?: string;
}

export const DEFAULT_SLIDES = 8;

export function composeSource(prompt: string, options: ComposeOptions = {}): { brief: PromptBrief; source: Source } {
  const brief = analyzePrompt(prompt, options.kind);
  const rng = seededRandom(`${brief.kind}\n${options.language ?? ""}\n${prompt.trim()}`);
  const headings = headingsFor(options.language);
  let source: Source;
  if (brief.kind === "deck") {
    const wanted = options.slides ?? (brief.length !== null && brief.length <= 40 ? brief.length : DEFAULT_SLIDES);
    const slides = Math.min(wanted, options.maxSlides ?? 40);
    source = DeckSchema.parse(composeDeck(brief, { slides, headings, rng, userName: options.userName }));
  } else if (brief.kind === "doc") {
    source = DocSchema.parse(composeDoc(brief, { sections: brief.length ?? undefined, headings, rng, userName: options.userName }));
  } else {
    source = SheetSchema.parse(composeSheet(brief, { headings, rng }));
  }
  return { brief, source };
}
