// Which slide, section, tab or row a phrase means: "slide 3", "the last slide", "the summary", "the risks slide"; and
// whether a new part's subject is one the document already has ("the risks" is "Risks", and so is "Risiken").
import { LANGUAGES } from "../reading/language.js";
import { sayIn, TEXT_KEYS, type TextKey } from "./scaffold-text.js";

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};
const UNIT_WORDS =
  /(?<![\p{L}])(?:slides?|sections?|chapters?|parts?|pages?|tabs?|sheets?|worksheets?|rows?|lines?|paragraphs?|folien?|abschnitte?|zeilen?|diapositives?|diapositivas?|diapositivos?|diapositiva|diapos?|dia(?:'?s)?|filas?|lignes?|linhas?|righe|riga|rij(?:en)?|secciones|sección|seção|secção|sezion[ei]|secties?|onglets?|hojas?|abas?|fogli[o]?|tabblad(?:en)?|blatt|blätter)(?![\p{L}])/giu;
// English filler, and the articles of the other languages an instruction may be written in ("die Zusammenfassung").
const FILLER = new Set([
  ...[
    "the",
    "a",
    "an",
    "on",
    "about",
    "of",
    "our",
    "my",
    "your",
    "its",
    "for",
    "with",
    "called",
    "titled",
    "named",
    "one",
    "bit",
    "part",
  ],
  ...[
    "der",
    "die",
    "das",
    "den",
    "dem",
    "des",
    "ein",
    "eine",
    "einen",
    "le",
    "la",
    "les",
    "l",
    "un",
    "une",
    "du",
    "el",
    "los",
    "las",
    "una",
    "uno",
    "o",
    "os",
    "as",
    "um",
    "uma",
    "il",
    "lo",
    "gli",
    "i",
    "de",
    "het",
    "een",
  ],
  ...[
    "del",
    "für",
    "über",
    "zu",
    "zum",
    "pour",
    "sur",
    "sobre",
    "para",
    "di",
    "della",
    "su",
    "do",
    "da",
    "van",
    "voor",
    "over",
  ],
]);

export interface Part {
  title: string;
  /** "title" | "closing" | "agenda" | layout name: what the part is, for "the title slide", "the closing slide". */
  role?: string;
}

/** Lowercase words without brackets, quotes or filler, each with a plural "s" dropped. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[[\]［］"“”'’:,.!?¿¡()「」『』、。：？！]/g, " ")
    .replace(UNIT_WORDS, " ")
    .split(/\s+/)
    .filter((w) => w && !FILLER.has(w))
    .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w));
}

/** How well a phrase names a title: 1 when every word of the phrase is in the title, less for fewer; 0 for none. */
export function matchScore(phrase: string, title: string): number {
  const want = wordsOf(phrase);
  if (!want.length) return 0;
  const have = new Set(wordsOf(title));
  const hits = want.filter(
    (w) => have.has(w) || [...have].some((h) => h.length > 4 && w.length > 4 && (h.startsWith(w) || w.startsWith(h))),
  ).length;
  return hits / want.length;
}

/** The index a phrase points at among `parts`, or null when nothing matches well enough. */
export function findPart(phrase: string, parts: readonly Part[]): number | null {
  // Articles of the languages instructions come in, before a part's noun: "la diapositive 4", "die Folie 3".
  const p = phrase
    .trim()
    .toLowerCase()
    .replace(/^(?:(?:the|a|la|le|les|el|los|las|die|der|den|das|de|het)\s+|l['’])/u, "");
  const n = parts.length;
  let m: RegExpExecArray | null;
  if (
    (m = /^(?:slide|section|chapter|tab|sheet|row|page|part|number|no\.?|#)\s*(\d+)$/.exec(p)) ||
    (m = /^(\d+)(?:st|nd|rd|th)?\s+(?:slide|section|tab|sheet|row)$/.exec(p))
  ) {
    const i = Number(m[1]) - 1;
    return i >= 0 && i < n ? i : null;
  }
  if (/^(?:last|final|closing)\b/.test(p) && !/^(?:closing|final)\s+(?:remarks|words|thoughts)/.test(p)) {
    if (/^closing/.test(p)) {
      const closing = parts.findLastIndex((x) => x.role === "closing");
      return closing >= 0 ? closing : n - 1;
    }
    return n ? n - 1 : null;
  }
  if (/^(?:second[\s-]to[\s-]last|penultimate)\b/.test(p)) return n > 1 ? n - 2 : null;
  if (
    (m = /^(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\b/.exec(p)) &&
    wordsOf(p.slice(m[0].length)).length === 0
  ) {
    const i = ORDINALS[m[1]!]! - 1;
    return i < n ? i : null;
  }
  if (/^(?:title|cover|opening)\s+(?:slide|page)$/.test(p)) {
    const i = parts.findIndex((x) => x.role === "title");
    return i >= 0 ? i : null;
  }
  let best: number | null = null;
  let bestScore = 0;
  let bestExtra = Infinity;
  parts.forEach((part, i) => {
    const score = matchScore(p, part.title) || (part.role && matchScore(p, part.role) === 1 ? 1 : 0);
    const extra = wordsOf(part.title).length;
    if (score > bestScore || (score === bestScore && score > 0 && extra < bestExtra)) {
      best = i;
      bestScore = score;
      bestExtra = extra;
    }
  });
  return bestScore >= 0.99 || (bestScore >= 0.5 && wordsOf(p).length > 1) ? best : null;
}

/** A word's stem for comparing titles: the plural "s" (wordsOf) and then a final "e" dropped ("approaches" ~ "approach"). */
const stem = (w: string) => (w.length > 4 && w.endsWith("e") ? w.slice(0, -1) : w);
const stems = (text: string) =>
  wordsOf(text)
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .map(stem);
const flat = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s\p{P}]+/gu, " ")
    .trim();

/**
 * Whether two titles name the same part: the same words in any order, ignoring case, articles, a plural "s" and the
 * part's noun ("the risks slide" is "Risks"); a title of filler words alone ("Part one") must match as written.
 */
export function sameTitle(a: string, b: string): boolean {
  const [wa, wb] = [stems(a), stems(b)];
  if (!wa.length || !wb.length) return flat(a) === flat(b);
  const [sa, sb] = [new Set(wa), new Set(wb)];
  return sa.size === sb.size && [...sa].every((w) => sb.has(w));
}

let catalogue: Map<string, Set<TextKey>> | null = null;
const catalogueKey = (text: string) => wordsOf(text).join(" ");

/** The builtin's headings in its ten languages, each written form with the headings it is ("Risiken" → risks). */
function headingKeys(text: string): Set<TextKey> | undefined {
  if (!catalogue) {
    catalogue = new Map();
    for (const lang of LANGUAGES) {
      const say = sayIn(lang);
      for (const key of TEXT_KEYS) {
        const heading = say(key);
        if (heading.includes("[") || heading.includes("{")) continue;
        const k = catalogueKey(heading);
        if (k) catalogue.set(k, new Set([...(catalogue.get(k) ?? []), key]));
      }
    }
  }
  return catalogue.get(catalogueKey(text));
}

/** Whether a subject names a part's title: the same title, or the same builtin heading in another of its languages. */
export function sameSubject(subject: string, title: string): boolean {
  if (sameTitle(subject, title)) return true;
  const [a, b] = [headingKeys(subject), headingKeys(title)];
  return !!a && !!b && [...a].some((k) => b.has(k));
}

/** The part whose title a new part's subject repeats, or null: an exact title first, then the same heading in another language. */
export function partNamed(subject: string, parts: readonly Part[]): number | null {
  const exact = parts.findIndex((p) => sameTitle(subject, p.title));
  if (exact >= 0) return exact;
  const translated = parts.findIndex((p) => sameSubject(subject, p.title));
  return translated >= 0 ? translated : null;
}

// Where a list of names joins: commas, "and" in the languages the reader takes, "&", and Japanese と and 、.
const LIST_JOIN =
  /(\s*[,，、;；]\s*(?:(?:and|und|et|y|e|en|och|og)\s+)?|\s+(?:and|und|et|y|e|en|&)\s+|\s*と\s*|\s+و\s*)/iu;

/**
 * The names in a phrase that lists several parts ("Einleitung und Warum es wichtig ist", "the risks, the costs and
 * slide 7"), split only where every piece names a part of its own (`partOf` gives its key, or null). The most pieces
 * win — a whole that names a part by a loose match would hide the list; the caller keeps a title with "and" in it
 * whole by looking for the exact title first. Null when the phrase is not such a list.
 */
export function listedNames(phrase: string, partOf: (piece: string) => string | null): string[] | null {
  const bits = phrase.split(LIST_JOIN);
  const segments = Math.ceil(bits.length / 2);
  if (segments < 2) return null;
  const piece = (from: number, to: number) =>
    bits
      .slice(from * 2, to * 2 - 1)
      .join("")
      .trim();
  // best[j]: the most pieces that cover the first j segments, each naming a part.
  const best: (string[] | null)[] = [[], ...Array<null>(segments).fill(null)];
  for (let to = 1; to <= segments; to++) {
    for (let from = 0; from < to; from++) {
      const before = best[from];
      if (!before || (best[to] && best[to]!.length >= before.length + 1)) continue;
      const text = piece(from, to);
      if (text && partOf(text) !== null) best[to] = [...before, text];
    }
  }
  const found = best[segments];
  if (!found || found.length < 2) return null;
  const keys = found.map(partOf);
  return new Set(keys).size === keys.length ? found : null;
}
