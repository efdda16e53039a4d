// Which language a prompt is written in: an explicit tag wins, else formats/model/language.ts reads it; English stands in for
// a language the builtin composer has no scaffolding for.
import { languageOfText } from "../../formats/model/language.js";

export const LANGUAGES = ["en", "de", "fr", "es", "pt", "it", "nl", "ja", "zh", "ar"] as const;
export type Lang = (typeof LANGUAGES)[number];

export interface DetectedLanguage {
  lang: Lang;
  /** Set when the language asked for (or found) has no scaffolding, so English is used instead. */
  fallbackFrom?: string;
}

/** The base of a BCP-47 tag ("pt-BR" → "pt"), lower case. */
const baseOf = (tag: string) => tag.toLowerCase().split(/[-_]/)[0]!;

export function detectLanguage(prompt: string, explicit?: string): DetectedLanguage {
  if (explicit) {
    const base = baseOf(explicit);
    return (LANGUAGES as readonly string[]).includes(base)
      ? { lang: base as Lang }
      : { lang: "en", fallbackFrom: explicit };
  }
  const text = prompt.slice(0, 2000);
  const lang = languageOfText(text);
  return (LANGUAGES as readonly string[]).includes(lang)
    ? { lang: lang as Lang }
    : { lang: "en", fallbackFrom: scriptName(text) };
}

function scriptName(text: string): string {
  if (/[\u0400-\u04FF]/.test(text)) return "text in Cyrillic script";
  if (/[\u0370-\u03FF]/.test(text)) return "Greek";
  if (/[\u0590-\u05FF]/.test(text)) return "Hebrew";
  if (/[\u0900-\u097F]/.test(text)) return "text in Devanagari script";
  if (/[\u0E00-\u0E7F]/.test(text)) return "Thai";
  return "Korean";
}
