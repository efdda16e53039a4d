// The language text is written in (a BCP-47 base tag): the script first, else the most frequent small words; and a
// document's language for the files it is exported to (its own `language`, else its text's).
import type { Source } from "./source.js";

// Function words that are frequent in one language and rare in the others' text.
const STOP_WORDS: Record<string, string[]> = {
  en: [
    "the",
    "a",
    "an",
    "for",
    "about",
    "and",
    "with",
    "of",
    "our",
    "on",
    "to",
    "in",
    "my",
    "new",
    "how",
    "what",
    "is",
    "per",
    "by",
    "at",
    "from",
    "this",
    "we",
    "i",
    "you",
    "please",
    "each",
    "next",
    "plus",
  ],
  de: [
    "der",
    "die",
    "das",
    "und",
    "für",
    "ein",
    "eine",
    "einen",
    "über",
    "mit",
    "zum",
    "zur",
    "wir",
    "unsere",
    "unser",
    "neue",
    "neuen",
    "von",
    "im",
    "auf",
    "den",
    "dem",
    "des",
    "ist",
  ],
  fr: [
    "le",
    "la",
    "les",
    "des",
    "une",
    "un",
    "pour",
    "sur",
    "et",
    "du",
    "avec",
    "nos",
    "notre",
    "au",
    "aux",
    "en",
    "est",
    "de",
  ],
  es: [
    "el",
    "la",
    "los",
    "las",
    "una",
    "un",
    "para",
    "sobre",
    "y",
    "con",
    "del",
    "nuestro",
    "nuestra",
    "al",
    "en",
    "es",
    "por",
    "de",
  ],
  pt: [
    "o",
    "os",
    "as",
    "uma",
    "um",
    "para",
    "sobre",
    "e",
    "com",
    "do",
    "da",
    "dos",
    "das",
    "nosso",
    "nossa",
    "em",
    "no",
    "na",
    "é",
    "de",
  ],
  it: [
    "il",
    "lo",
    "gli",
    "una",
    "un",
    "per",
    "sul",
    "sulla",
    "e",
    "con",
    "del",
    "della",
    "di",
    "nostro",
    "nostra",
    "nel",
    "nella",
    "è",
    "dei",
    "degli",
    "al",
    "alla",
  ],
  nl: ["de", "het", "een", "voor", "over", "en", "met", "van", "onze", "ons", "bij", "naar", "in", "is", "nieuwe"],
};
const LETTER_HINTS: [RegExp, string][] = [
  [/[äöüß]/i, "de"],
  [/[çèêëœ]|\b(l|d|qu)'/i, "fr"],
  [/[ñ¿¡]/i, "es"],
  [/[ãõ]|ção\b|ções\b/i, "pt"],
  [/\b\w+ij\w*\b|\bzijn\b/i, "nl"],
  [/\b\w+zione\b|\b\w+zioni\b/i, "it"],
];

/** Scripts that name their language well enough for a screen reader to pick a voice, in the order they are tested. */
const SCRIPTS: [RegExp, string][] = [
  [/[\u0600-\u06FF]/, "ar"],
  [/[\u3040-\u30FF]/, "ja"],
  [/[\uAC00-\uD7AF\u1100-\u11FF]/, "ko"],
  [/[\u0590-\u05FF]/, "he"],
  [/[\u0370-\u03FF]/, "el"],
  [/[\u0400-\u04FF]/, "ru"],
  [/[\u0900-\u097F]/, "hi"],
  [/[\u0E00-\u0E7F]/, "th"],
];

/** The language `text` is written in, as a BCP-47 base tag ("en" when nothing says otherwise). */
export function languageOfText(input: string): string {
  const text = input.slice(0, 4000);
  for (const [re, lang] of SCRIPTS.slice(0, 2)) if (re.test(text)) return lang;
  // Chinese that names products in English ("iPhone", "Verde Labs") is still Chinese: Han characters outnumber the words.
  const han = text.match(/[\u4E00-\u9FFF]/g)?.length ?? 0;
  if (han && han >= 2 * (text.match(/[A-Za-z]{2,}/g)?.length ?? 0)) return "zh";
  for (const [re, lang] of SCRIPTS.slice(2)) if (re.test(text)) return lang;
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const scores = new Map<string, number>();
  for (const [lang, list] of Object.entries(STOP_WORDS)) {
    const set = new Set(list);
    scores.set(lang, words.filter((w) => set.has(w)).length);
  }
  for (const [re, lang] of LETTER_HINTS) if (re.test(text)) scores.set(lang, (scores.get(lang) ?? 0) + 1.5);
  let best = "en";
  for (const [lang, score] of scores) if (score > (scores.get(best) ?? 0)) best = lang;
  return best;
}

/**
 * The language a run of text's script names when it is not the document's (Japanese inside an English deck): the
 * tag to mark that span with, or null when its script says nothing more than the document's language does.
 */
export function spanLanguage(text: string, documentLanguage: string): string | null {
  let lang: string | null = null;
  for (const [re, tag] of SCRIPTS)
    if (re.test(text)) {
      lang = tag;
      break;
    }
  if (!lang && /[\u4E00-\u9FFF]/.test(text)) lang = documentLanguage === "ja" ? "ja" : "zh";
  return lang && lang !== documentLanguage.split("-")[0] ? lang : null;
}

/**
 * A document's language: its own `language`, else the language most of its text is written in. Unlike a prompt's,
 * one phrase in another script (an Arabic name in the notes) does not decide it: a script must hold a third of the
 * letters.
 */
export function documentLanguage(source: Source): string {
  if (source.language) return source.language;
  const text = textOf(source);
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (letters === 0 || latin / letters >= 2 / 3)
    return languageOfText(text.replace(/[^\p{Script=Latin}\p{P}\s\d]+/gu, " "));
  return languageOfText(text);
}

function textOf(source: Source): string {
  if (source.kind === "doc") return `${source.title}\n${source.markdown.slice(0, 4000)}`;
  if (source.kind === "sheet")
    return [source.title, ...source.sheets.flatMap((t) => [t.name, ...t.columns.map((c) => c.header)])].join("\n");
  const words: string[] = [source.title];
  const collect = (value: unknown) => {
    if (typeof value === "string") words.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object")
      for (const [key, v] of Object.entries(value)) if (key !== "src" && key !== "layout") collect(v);
  };
  collect(source.slides);
  return words.join("\n").slice(0, 4000);
}
