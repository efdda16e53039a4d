// Which language a prompt is written in: an explicit tag wins, else the script, else the most frequent small words.

export const LANGUAGES = ["en", "de", "fr", "es", "pt", "it", "nl", "ja", "zh", "ar"] as const;
export type Lang = (typeof LANGUAGES)[number];

export interface DetectedLanguage {
  lang: Lang;
  /** Set when the language asked for (or found) has no scaffolding, so English is used instead. */
  fallbackFrom?: string;
}

// Function words that are frequent in one language and rare in the others' prompts.
const STOP_WORDS: Record<Exclude<Lang, "ja" | "zh" | "ar">, string[]> = {
  en: ["the", "a", "an", "for", "about", "and", "with", "of", "our", "on", "to", "in", "my", "new", "how", "what", "is"],
  de: ["der", "die", "das", "und", "für", "ein", "eine", "einen", "über", "mit", "zum", "zur", "wir", "unsere", "unser", "neue", "neuen", "von", "im", "auf", "den", "dem", "des", "ist"],
  fr: ["le", "la", "les", "des", "une", "un", "pour", "sur", "et", "du", "avec", "nos", "notre", "au", "aux", "en", "est"],
  es: ["el", "la", "los", "las", "una", "un", "para", "sobre", "y", "con", "del", "nuestro", "nuestra", "al", "en", "es", "por"],
  pt: ["o", "os", "as", "uma", "um", "para", "sobre", "e", "com", "do", "da", "dos", "das", "nosso", "nossa", "em", "no", "na", "é"],
  it: ["il", "lo", "gli", "una", "un", "per", "sul", "sulla", "e", "con", "del", "della", "di", "nostro", "nostra", "nel", "nella", "è"],
  nl: ["de", "het", "een", "voor", "over", "en", "met", "van", "onze", "ons", "bij", "naar", "in", "is", "nieuwe"],
};
const LETTER_HINTS: [RegExp, Lang][] = [
  [/[äöüß]/i, "de"],
  [/[çèêëœ]|\b(l|d|qu)'/i, "fr"],
  [/[ñ¿¡]/i, "es"],
  [/[ãõ]|ção\b|ções\b/i, "pt"],
  [/\b\w+ij\w*\b|\bzijn\b/i, "nl"],
  [/\b\w+zione\b|\b\w+zioni\b/i, "it"],
];

/** The base of a BCP-47 tag ("pt-BR" → "pt"), lower case. */
const baseOf = (tag: string) => tag.toLowerCase().split(/[-_]/)[0]!;

export function detectLanguage(prompt: string, explicit?: string): DetectedLanguage {
  if (explicit) {
    const base = baseOf(explicit);
    return (LANGUAGES as readonly string[]).includes(base) ? { lang: base as Lang } : { lang: "en", fallbackFrom: explicit };
  }
  const text = prompt.slice(0, 2000);
  if (/[\u0600-\u06FF]/.test(text)) return { lang: "ar" };
  if (/[\u3040-\u30FF]/.test(text)) return { lang: "ja" };
  // Chinese that names products in English ("iPhone", "Verde Labs") is still Chinese: Han characters outnumber the words.
  const han = text.match(/[\u4E00-\u9FFF]/g)?.length ?? 0;
  if (han && han >= 2 * (text.match(/[A-Za-z]{2,}/g)?.length ?? 0)) return { lang: "zh" };
  if (/[\u0400-\u04FF\u0370-\u03FF\u0590-\u05FF\u0900-\u097F\u0E00-\u0E7F\uAC00-\uD7AF]/.test(text)) return { lang: "en", fallbackFrom: scriptName(text) };
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const scores = new Map<Lang, number>();
  for (const [lang, list] of Object.entries(STOP_WORDS) as [Lang, string[]][]) {
    const set = new Set(list);
    scores.set(lang, words.filter((w) => set.has(w)).length);
  }
  for (const [re, lang] of LETTER_HINTS) if (re.test(text)) scores.set(lang, (scores.get(lang) ?? 0) + 1.5);
  let best: Lang = "en";
  for (const [lang, score] of scores) if (score > (scores.get(best) ?? 0)) best = lang;
  return { lang: best };
}

function scriptName(text: string): string {
  if (/[\u0400-\u04FF]/.test(text)) return "text in Cyrillic script";
  if (/[\u0370-\u03FF]/.test(text)) return "Greek";
  if (/[\u0590-\u05FF]/.test(text)) return "Hebrew";
  if (/[\u0900-\u097F]/.test(text)) return "text in Devanagari script";
  if (/[\u0E00-\u0E7F]/.test(text)) return "Thai";
  return "Korean";
}
