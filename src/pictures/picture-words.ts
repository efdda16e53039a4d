// The words a picture is found by: a slide's subject words in its language (stopwords, figures and marks left out),
// and the comparable keys of a library picture's name, alt text and tags.
import { removeStopwords, deu, eng, fra, ita, jpn, nld, por, spa, zho } from "stopword";

const STOPWORDS: Record<string, string[]> = { en: eng, de: deu, fr: fra, es: spa, pt: por, it: ita, nl: nld, ja: jpn, zh: zho };

/** Words of a slide's text that say what it is about, in order, without repeats: no stopwords, no figures. */
export function subjectWords(text: string, language: string): string[] {
  const base = language.split("-")[0]!.toLowerCase();
  const words = (plain(text).match(/[\p{L}][\p{L}\p{M}'’-]*/gu) ?? []).map((w) => w.replace(/['’-]+$/, ""));
  const kept = removeStopwords(words, [...(STOPWORDS[base] ?? []), ...eng]).filter((w) => w.length > 1 || /\p{Script=Han}/u.test(w));
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
 * "équipe" and "Equipe" too). Good enough to pair a file called "team-offsite.jpg" with a slide about the team's offsite.
 */
export function matchKey(word: string): string {
  const folded = word.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
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
