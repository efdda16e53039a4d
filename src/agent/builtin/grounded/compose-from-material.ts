// The builtin composer with material attached: the request says the kind and length, the material gives every word and
// figure — a deck, doc or sheet made of its sections, ranked by TextRank, each part naming the file and page it came from.
import { DeckSchema, DocSchema, SheetSchema, type Source, type SourceKind } from "../../../formats/model/source.js";
import { bodySections } from "../../material/body-sections.js";
import { materialSections, type Material } from "../../material/material.js";
import { rankMaterial } from "../../material/rank-material.js";
import { inlineText } from "../../../formats/model/blocks.js";
import { detectLanguage } from "../../reading/language.js";
import { sentencesOf } from "../../reading/segment.js";
import { analysePrompt, inferKind } from "../analyse-prompt.js";
import { sayIn } from "../scaffold-text.js";
import { composeGroundedDeck } from "./grounded-deck.js";
import { composeGroundedDoc } from "./grounded-doc.js";
import { composeGroundedSheet } from "./grounded-sheet.js";

export const MATERIAL_DEFAULT_SLIDES = 10;

/** "this report", "these slides", "the attached PDF", "my notes": words naming the material, not the output. */
const MATERIAL_WORDS =
  /\b(?:this|these|that|those|the|my|our|attached|uploaded|enclosed)\s+(?:(?:attached|uploaded|enclosed|old|last|existing|quarterly|annual|monthly|weekly|original)\s+){0,2}(?:reports?|slides?|decks?|pdfs?|documents?|docs?|files?|spreadsheets?|sheets?|workbooks?|presentations?|notes|memos?|papers?|material|tables?)\b/gi;

/** The request with the words that name the material left out ("turn this report into a deck" → "turn into a deck"). */
export const withoutMaterialWords = (prompt: string): string => prompt.replace(MATERIAL_WORDS, " ");

/** The kind the request asks for, read with the words that name the material left out. */
export function materialKind(prompt: string): SourceKind {
  return inferKind(withoutMaterialWords(prompt));
}

export interface MaterialComposeOptions {
  kind?: SourceKind;
  language?: string;
  slides?: number;
  maxSlides?: number;
}

/** Enough of the material's prose to tell its language by. */
function materialSample(sections: ReturnType<typeof materialSections>): string {
  let out = "";
  for (const s of sections) {
    for (const b of s.blocks) if (b.type === "paragraph" && out.length < 4_000) out += `${inlineText(b.children)}\n`;
    if (out.length >= 4_000) break;
  }
  return out;
}

export function composeFromMaterial(
  prompt: string,
  materials: readonly Material[],
  options: MaterialComposeOptions = {},
): { source: Source; warnings: string[] } {
  const kind = options.kind ?? materialKind(prompt);
  const brief = analysePrompt(prompt, kind, options.language);
  const say = sayIn(brief.language);
  const warnings: string[] = [];
  // Front matter (contents, bylines, copyright, running headers) is not what the material says: nothing quotes it.
  const sections = bodySections(materialSections(materials));
  // The material's own language cuts its sentences (its abbreviations and ordinals), whatever the request is written in.
  const lang = detectLanguage(materialSample(sections)).lang;
  const ranked = rankMaterial(sections, [prompt], (text) => sentencesOf(text, lang));
  if (!sections.length) warnings.push("The attached material has no text, tables or figures to work from.");
  let source: Source;
  if (kind === "deck") {
    const wanted = options.slides ?? brief.counts.slides ?? MATERIAL_DEFAULT_SLIDES;
    const slides = Math.min(wanted, options.maxSlides ?? 40, 40);
    source = DeckSchema.parse(composeGroundedDeck(materials, sections, ranked, { slides, say, warnings }));
  } else if (kind === "doc") {
    source = DocSchema.parse(
      composeGroundedDoc(materials, sections, ranked, {
        say,
        warnings,
        pages: brief.counts.pages ?? null,
        sections: brief.counts.sections ?? null,
      }),
    );
  } else {
    source = SheetSchema.parse(composeGroundedSheet(materials, sections, ranked, { say, warnings }));
  }
  warnings.push(
    "Made from the attached material only: every sentence and figure is quoted from it, and each part names its file and page, slide or sheet.",
  );
  return { source, warnings };
}
