// Whether a piece of the material reads on its own as a bullet: a sentence of prose, or a list item that says something —
// not a fragment (a word said three times, a figure's labels or a table row run together, a byline, a cut-off caption).
import { contentWords } from "./text-rank.js";

/** Words a heading or a name capitalises but prose does not: when nearly all of them are capitalised, it is not prose. */
const TITLE_CASE_SHARE = 0.75;
/** Content words a bullet needs to say something. */
const MIN_CONTENT_WORDS = 3;
const MIN_LETTER_SHARE = 0.55;

/** "Yes Yes Yes", "n/a n/a n/a": the same word three times in a row. */
export function repeatsWord(text: string, times = 3): boolean {
  const words = text
    .toLowerCase()
    .split(/[\s,;/|]+/)
    .filter(Boolean);
  for (let i = 0, run = 1; i < words.length; i++) {
    run = i && words[i] === words[i - 1] ? run + 1 : 1;
    if (run >= times) return true;
  }
  return false;
}

/** The checks every bullet passes, prose or list item: enough words of meaning, mostly letters, no markup or address. */
function saysSomething(text: string): boolean {
  const t = text.trim();
  if (new Set(contentWords(t)).size < MIN_CONTENT_WORDS || repeatsWord(t)) return false;
  if (/[@{}<>|]|https?:\/\/|www\./.test(t)) return false;
  const letters = t.match(/\p{L}/gu)?.length ?? 0;
  return letters / t.length >= MIN_LETTER_SHARE;
}

/** Brackets or quotes opened and not closed: a sentence cut at an abbreviation ("(Davis, 1989, p.") or inside a quote. */
export const unbalanced = (text: string) =>
  count(text, /[([]/g) !== count(text, /[)\]]/g) || count(text, /“/g) !== count(text, /”/g);
const count = (text: string, r: RegExp) => text.match(r)?.length ?? 0;

/** A line that leads into what follows ("… the following:"): it says nothing alone. */
const leadsIn = (text: string) => /[:：]\s*$/.test(text);
/** Prose ends on a stop; a short line without one is a label, a caption or a heading set as text. */
const ENDS = /[.!?…;。！？][\p{Pe}\p{Pf}"']*$/u;
const LABEL_WORDS = 6;

/** Nearly every word capitalised: names, a byline, a figure's labels or a heading — not a sentence. */
function titleCased(text: string): boolean {
  const words = text.split(/[\s,;:()[\]"“”]+/).filter((w) => /^\p{L}/u.test(w) && /\p{L}{2,}/u.test(w));
  // Only words of a script with capitals count (Arabic and Chinese have none).
  const cased = words.filter((w) => /^[\p{Lu}\p{Ll}]/u.test(w) && contentWords(w).length > 0);
  if (cased.length < 3) return false;
  return cased.filter((w) => /^\p{Lu}/u.test(w)).length / cased.length >= TITLE_CASE_SHARE;
}

/** Years cited three or more times: a run of references, not a sentence. */
const citations = (text: string) => (text.match(/\b(?:1[89]|20)\d{2}[a-z]?\b/g)?.length ?? 0) >= 3;

/** A sentence of prose that stands alone as a bullet. */
export function isReadableSentence(text: string): boolean {
  if (!ENDS.test(text.trim()) && text.trim().split(/\s+/).length < LABEL_WORDS) return false;
  return saysSomething(text) && !unbalanced(text) && !leadsIn(text) && !titleCased(text) && !citations(text);
}

/** A list item (a slide's bullet, a document's list) that stands alone: a real item need not be a sentence. */
export function isReadableItem(text: string): boolean {
  return saysSomething(text) && !unbalanced(text) && !leadsIn(text);
}
