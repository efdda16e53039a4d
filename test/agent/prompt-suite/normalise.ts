// How text is compared: NFKC, case-folded, punctuation ignored; words for Latin scripts, substrings for CJK and Arabic.
import { FUNCTION_WORDS } from "./words.js";
import type { Lang } from "./types.js";

export const isCjk = (lang: Lang) => lang === "ja" || lang === "zh";

/** NFKC, lower case, Arabic percent and comma as their Latin twins, Arabic vowel marks dropped, spaces collapsed. */
export function norm(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/٪/g, "%")
    .replace(/،/g, ",")
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Letters and digits only: how names and CJK phrases are compared ("Café Nord" → "cafénord"). */
export const compact = (text: string) => norm(text).replace(/[^\p{L}\p{N}\p{M}]/gu, "");

/** A Latin-script text's words: apostrophes and hyphens split them ("l'usine" → l, usine); one-letter words dropped. */
export function wordsOf(text: string): string[] {
  return norm(text)
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((w) => w.length > 1 || /\d/.test(w));
}

/** The words of a clause part that must be on the page: all but the language's function words and the figures. */
export function contentWords(text: string, lang: Lang): string[] {
  const skip = new Set(FUNCTION_WORDS[lang]);
  return wordsOf(text).filter((w) => !skip.has(w) && !/\d/.test(w));
}

// Particles and joiners CJK phrases are cut at; a composer may drop or reorder them, never the pieces between.
const CJK_JOINTS =
  /[のはがをにでとへやも、，。・：:（）()「」『』\s]+|について|における|および|及び|与|和|的|及|或|在|对|为|把|从/u;

/** CJK: the pieces of a phrase (2+ characters) that must be on the page as written. */
export function cjkPieces(text: string): string[] {
  return norm(text)
    .split(CJK_JOINTS)
    .map((p) => p.replace(/[^\p{L}\p{N}\p{M}]/gu, ""))
    .filter((p) => p.length >= 2);
}

/** Arabic: words without the conjunction و and prefix particles a list may add or drop (وC, بـ). */
export function arabicWords(text: string): string[] {
  const skip = new Set(FUNCTION_WORDS.ar);
  return norm(text)
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((w) => w.length > 1 && !skip.has(w) && !/\d/.test(w))
    .map((w) => (w.length > 3 && w.startsWith("و") ? w.slice(1) : w));
}

/** Whether `text` holds every required piece of `phrase` in `lang`'s sense of words. */
export function holdsWords(text: string, phrase: string, lang: Lang): { ok: boolean; missing: string[] } {
  let missing: string[];
  if (isCjk(lang)) {
    const hay = compact(text);
    missing = cjkPieces(phrase).filter((p) => !hay.includes(p));
  } else if (lang === "ar") {
    const hay = compact(text);
    missing = arabicWords(phrase).filter((w) => !hay.includes(w));
  } else {
    const hay = new Set(wordsOf(text));
    missing = contentWords(phrase, lang).filter((w) => !hay.has(w));
  }
  return { ok: missing.length === 0, missing };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A figure as written ("$2.1M", "8,5 %", "1,200万円"), found with any spacing inside it, never as part of a longer
 * number ("38%" is not in "138%", "3" is not in "3.5" or "Q3").
 */
export function figurePattern(figure: string): RegExp {
  // "Mio." loses its point when it ends the sentence: a figure's final point is not part of it.
  const f = norm(figure).replace(/\s+/g, "").replace(/\.$/, "");
  const body = [...f].map((ch) => escape(ch)).join("\\s*");
  return new RegExp(`(?<![\\p{N}]|[.,]\\p{N}|[a-z])${body}(?![\\p{N}]|[.,]\\p{N})`, "u");
}

export const holdsFigure = (text: string, figure: string) => figurePattern(figure).test(norm(text));

const digits = (s: string) => s.replace(/\D/g, "").replace(/^0+(?=\d)/, "");

/** Every number a text states as written ("1,200", "8,5", "1 200"); ordinal list markers ("1. ") are not figures. */
export function numbersOf(text: string): string[] {
  const t = text.normalize("NFKC").replace(/^\s*\d+[.)]\s/gm, " ");
  return [...t.matchAll(/\p{Nd}+(?:[.,]\p{Nd}+)*(?:[ \u00A0\u202F]\p{Nd}{3}(?!\p{Nd}))*/gu)].map((m) => m[0]);
}

/** A prompt's numbers by their digits ("1,200", "1.200" and "1 200" alike), and each space-separated group alone. */
export function promptNumbers(prompt: string): Set<string> {
  const out = new Set<string>();
  for (const m of prompt.normalize("NFKC").matchAll(/\p{Nd}+(?:[.,  \u202F]\p{Nd}+)*/gu)) {
    out.add(digits(m[0]));
    for (const piece of m[0].split(/[  \u202F]/)) out.add(digits(piece));
  }
  return out;
}

/** Whether a number on the page is one of the prompt's: whole, or group by group when spaces split it. */
export function numberGiven(token: string, given: Set<string>): boolean {
  return given.has(digits(token)) || token.split(/[  \u202F]/).every((p) => given.has(digits(p)));
}
