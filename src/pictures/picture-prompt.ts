// What a picture is asked for: stock search words from the slide (in its language), and an image model's prompt from
// the slide and the theme's palette — a photograph of the subject, never words drawn into it.
import type { Deck } from "../formats/model/source.js";
import { resolveTheme } from "../formats/model/themes.js";
import { languageOfText } from "../formats/model/language.js";
import type { PictureSlot } from "./plan-pictures.js";
import { subjectWords } from "./picture-words.js";
import { orientationOf } from "./orientation.js";

/** Stock search engines do best with a few subject words; more narrows to nothing. */
const SEARCH_WORDS = 4;

export function searchWords(slot: PictureSlot, deck: Deck, language: string): string {
  const words = subjectWords(slot.heading, language);
  if (words.length < 2) words.push(...subjectWords(slot.body, language).filter((w) => !words.includes(w)));
  if (words.length < 2) words.push(...subjectWords(deck.title, language).filter((w) => !words.includes(w)));
  return words.slice(0, SEARCH_WORDS).join(" ");
}

export function generationPrompt(slot: PictureSlot, deck: Deck): string {
  const palette = resolveTheme(deck.theme).colors;
  const about = [slot.heading, firstLines(slot.body)].filter(Boolean).join(". ");
  const frame = { landscape: "wide landscape", portrait: "tall portrait", square: "square" }[
    orientationOf(slot.aspect)
  ];
  return [
    `A ${frame} editorial photograph for a presentation slide about: ${about}.`,
    `Deck: ${deck.title}.`,
    `Colours in harmony with ${palette.accent} and ${palette.background}; calm, uncluttered, room around the subject.`,
    "No text, letters, numbers, logos or watermarks in the picture.",
  ].join(" ");
}

/** "Illustration" as a screen reader says it in the deck's language, before what the picture was made to show. */
const ILLUSTRATION: Record<string, string> = {
  en: "Illustration",
  de: "Illustration",
  fr: "Illustration",
  es: "Ilustración",
  pt: "Ilustração",
  it: "Illustrazione",
  nl: "Illustratie",
  ja: "イラスト",
  zh: "插图",
};

/** The alt text of a picture made or found for a slot, in the deck's language: what it was made to show. */
export function madeAlt(slot: PictureSlot, language: string): string {
  const word = ILLUSTRATION[language.split("-")[0]!.toLowerCase()] ?? ILLUSTRATION.en!;
  return `${word}: ${slot.heading.trim()}`.slice(0, 300);
}

/** The provider's description when it is in the deck's language (screen readers read it in the deck's voice), else the slide's. */
export function altInLanguage(described: string, slot: PictureSlot, language: string): string {
  const base = language.split("-")[0]!.toLowerCase();
  return described.trim() && languageOfText(described) === base ? described.trim() : madeAlt(slot, language);
}

function firstLines(body: string): string {
  return body
    .split("\n")
    .map((l) => l.replace(/^\s*[-*]\s+/, "").trim())
    .filter(Boolean)
    .slice(0, 3)
    .join("; ")
    .slice(0, 300);
}
