// The builtin composer's entry: prompt (+ kind, language, length) → a validated deck, doc or sheet, and what it could not know.
import { DeckSchema, DocSchema, SheetSchema, type Source, type SourceKind } from "../../formats/source.js";
import { analyzePrompt, type PromptBrief } from "./analyze-prompt.js";
import { composeDeck } from "./compose-deck.js";
import { composeDoc } from "./compose-doc.js";
import { composeSheet } from "./compose-sheet.js";
import { sayIn } from "./scaffold-text.js";
import { languageName } from "../../lib/text.js";

export interface ComposeOptions {
  kind?: SourceKind;
  language?: string;
  slides?: number;
  maxSlides?: number;
  userName?: string;
}

export const DEFAULT_SLIDES = 8;

export function composeSource(prompt: string, options: ComposeOptions = {}): { brief: PromptBrief; source: Source; warnings: string[] } {
  const brief = analyzePrompt(prompt, options.kind, options.language);
  const say = sayIn(brief.language);
  const warnings: string[] = [];
  const userName = options.userName?.trim().replace(/\s+/g, " ") || undefined;
  if (brief.languageFallback) warnings.push(`The builtin composer does not write ${languageName(brief.languageFallback)}; headings and placeholders are in English.`);
  let source: Source;
  if (brief.kind === "deck") {
    const wanted = options.slides ?? (brief.length !== null && brief.length <= 40 ? brief.length : DEFAULT_SLIDES);
    const slides = Math.min(wanted, options.maxSlides ?? 40);
    source = DeckSchema.parse(composeDeck(brief, { slides, say, userName, warnings }));
  } else if (brief.kind === "doc") {
    source = DocSchema.parse(composeDoc(brief, { sections: brief.counts.sections, pages: brief.counts.pages, say, userName, warnings }));
  } else {
    source = SheetSchema.parse(composeSheet(brief, { rows: brief.counts.rows, say, warnings }));
  }
  if (brief.kind !== "sheet") warnings.push("No figures were invented: what the request did not say is left as a gap in [brackets] to fill.");
  return { brief, source, warnings };
}
