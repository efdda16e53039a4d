// The builtin composer's entry: prompt (+ kind, language, length) → a validated deck, doc or sheet, and what it could not know.
import { DeckSchema, DocSchema, SheetSchema, type Source, type SourceKind } from "../../formats/model/source.js";
import { analysePrompt, type PromptBrief } from "./analyse-prompt.js";
import { composeDeck } from "./compose-deck.js";
import { composeDoc } from "./compose-doc.js";
import { composeSheet } from "./compose-sheet.js";
import { sayIn } from "./scaffold-text.js";
import { languageName } from "../../lib/text.js";

/** Every text a source holds, so its own brackets (JSON's arrays) are not read as gaps. */
const textsOf = (v: unknown): string[] =>
  typeof v === "string"
    ? [v]
    : Array.isArray(v)
      ? v.flatMap(textsOf)
      : v && typeof v === "object"
        ? Object.values(v).flatMap(textsOf)
        : [];

/** Whether a source shows a marked gap anywhere; brackets the request itself wrote ("[citation needed]") are its own. */
const GAP = /\[[^\]\n]+\]|［[^］]+］/g;
function hasGaps(source: Source, prompt: string): boolean {
  const own = new Set(Array.from(prompt.matchAll(GAP), (m) => m[0]));
  return textsOf(source.kind === "doc" ? source.markdown : source).some((t) =>
    Array.from(t.matchAll(GAP)).some((m) => !own.has(m[0])),
  );
}

export interface ComposeOptions {
  kind?: SourceKind;
  language?: string;
  slides?: number;
  maxSlides?: number;
  userName?: string;
}

export function composeSource(
  prompt: string,
  options: ComposeOptions = {},
): { brief: PromptBrief; source: Source; warnings: string[] } {
  const brief = analysePrompt(prompt, options.kind, options.language);
  const say = sayIn(brief.language);
  const warnings: string[] = [];
  const userName = options.userName?.trim().replace(/\s+/g, " ") || undefined;
  if (brief.languageFallback)
    warnings.push(
      `The builtin composer does not write ${languageName(brief.languageFallback)}; headings and placeholders are in English.`,
    );
  let source: Source;
  if (brief.kind === "deck") {
    const slides = options.slides ?? (brief.length !== null && brief.length <= 40 ? brief.length : null);
    source = DeckSchema.parse(
      composeDeck(brief, { slides, maxSlides: Math.min(40, options.maxSlides ?? 40), say, userName, warnings }),
    );
  } else if (brief.kind === "doc") {
    source = DocSchema.parse(
      composeDoc(brief, { sections: brief.counts.sections, pages: brief.counts.pages, say, userName, warnings }),
    );
  } else {
    source = SheetSchema.parse(composeSheet(brief, { rows: brief.counts.rows, say, warnings }));
  }
  const unplaced = [
    ...new Set(brief.reading.groups.flatMap((g) => g.items.flatMap((i) => (i.unplaced ? [i.unplaced] : [])))),
  ];
  if (unplaced.length)
    warnings.push(
      `Kept in your own sentences, not shown as figures: ${unplaced.slice(0, 8).join(", ")}${unplaced.length > 8 ? ", …" : ""} — the words that say what ${unplaced.length === 1 ? "it measures" : "each measures"} could not be read apart with certainty.`,
    );
  if (brief.kind !== "sheet" && hasGaps(source, prompt))
    warnings.push("No figures were invented: what the request did not say is left as a gap in [brackets] to fill.");
  return { brief, source, warnings };
}
