// The words a picture is found by: a slide's subject words in its language (stopwords, figures and marks left out),
// the comparable keys of a library picture's name, alt text and tags, and their translations as the icon index reads
// them ("Lager", "entrepôt" and "warehouse" are one subject).
import { removeStopwords, deu, eng, fra, ita, jpn, nld, por, spa, zho } from "stopword";
import { ICON_SUBJECTS } from "../formats/slide-kinds/icon-words.js";

const STOPWORDS: Record<string, string[]> = {
  en: eng,
  de: deu,
  fr: fra,
  es: spa,
  pt: por,
  it: ita,
  nl: nld,
  ja: jpn,
  zh: zho,
};

/** Words of a slide's text that say what it is about, in order, without repeats: no stopwords, no figures. */
export function subjectWords(text: string, language: string): string[] {
  const base = language.split("-")[0]!.toLowerCase();
  const words = (plain(text).match(/[\p{L}][\p{L}\p{M}'’-]*/gu) ?? []).map((w) => w.replace(/['’-]+$/, ""));
  const kept = removeStopwords(words, [...(STOPWORDS[base] ?? []), ...eng]).filter(
    (w) => w.length > 1 || /\p{Script=Han}/u.test(w),
  );
  const seen = new Set<string>();
  return kept.filter((w) => {
    const key = w.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Markdown's marks and links' targets left out, so only what a reader sees is searched. */
function plain(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`#>|~]+/g, " ")
    .replace(/\s+/g, " ");
}

/**
 * A word as compared with another: lower case, accents off, a plural's ending off ("Offices" and "office" meet,
 * "équipe" and "Equipe" too, "München" and "muenchen"). Good enough to pair a file called "team-offsite.jpg" with a slide about the team's offsite.
 */
export function matchKey(word: string): string {
  // German umlauts as file names write them without one ("München", "muenchen"); other accents simply off.
  const spelt = word
    .normalize("NFC")
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss");
  const folded = spelt.normalize("NFKD").replace(/\p{M}/gu, "");
  if (folded.length > 4 && folded.endsWith("ies")) return `${folded.slice(0, -3)}y`;
  if (folded.length > 4 && /(ses|xes|ches|shes)$/.test(folded)) return folded.slice(0, -2);
  if (folded.length > 3 && folded.endsWith("s") && !folded.endsWith("ss")) return folded.slice(0, -1);
  return folded;
}

/** A file name's words: "Team_offsite-Lisbon2024.JPG" → team, offsite, lisbon. */
export function nameWords(name: string): string[] {
  return name
    .replace(/\.(png|jpe?g|gif|webp|heic)$/i, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .split(/[^\p{L}\p{M}]+/u)
    .filter((w) => w.length > 1 || /\p{Script=Han}/u.test(w));
}

/** A word of the icon index in one language of one subject. */
export interface Sense {
  subject: number;
  language: string;
  /** The first word of its language's row: the subject's own name there ("warehouse", "Lager", "entrepôt"). */
  head: boolean;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
let senses: { byKey: Map<string, Sense[]>; cjk: string[] } | null = null;

/**
 * The icon index's words by their key, each with its subject and language: only the subjects of things and domains
 * (weight 2 and 3; a direction such as "rising" names no picture), one-word entries (phrases are the icons' own).
 */
function senseTable(): { byKey: Map<string, Sense[]>; cjk: string[] } {
  if (senses) return senses;
  const byKey = new Map<string, Sense[]>();
  const cjk: string[] = [];
  ICON_SUBJECTS.forEach((subject, index) => {
    if (subject.weight < 2) return;
    for (const [language, words] of Object.entries(subject.words)) {
      const row = words.split(" ").filter((w) => w && !/[_-]/.test(w));
      const head = row[0] ? matchKey(row[0]) : "";
      for (const word of row) {
        const key = matchKey(word);
        if (CJK.test(word)) cjk.push(word);
        byKey.set(key, [...(byKey.get(key) ?? []), { subject: index, language, head: key === head }]);
      }
    }
  });
  return (senses = { byKey, cjk });
}

/** The subjects and languages of the icon index a key is a word of: none for most words. */
export function sensesOf(key: string): readonly Sense[] {
  return senseTable().byKey.get(key) ?? [];
}

/** The icon index's words written without spaces (Japanese, Chinese) found inside a text, as keys. */
export function cjkSubjectKeys(text: string): string[] {
  if (!CJK.test(text)) return [];
  return senseTable()
    .cjk.filter((w) => text.includes(w))
    .map(matchKey);
}
