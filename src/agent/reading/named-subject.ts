// The proper name a request names and the titles built around it: "la revue trimestrielle de la Clinique du Parc" →
// "Clinique du Parc — revue trimestrielle", "Für unsere Mitgliederversammlung … beim Pflegedienst Herzwerk" →
// "Pflegedienst Herzwerk — Mitgliederversammlung", and a request naming only its form ("Projektplan als Dokument:
// Einführung … bei Kessler Metallbau") titled by the words after it.
import { LANGUAGES, type Lang } from "./language.js";
import { extractCounts } from "./prompt-facts.js";
import { formatKind, genreKind } from "./kind-words.js";
import { allWords, LEXICONS } from "./lexicon.js";
import { MONTH_NAMES } from "./months.js";
import { escapeRegExp } from "../../lib/text.js";

/** Weekday names of the ten languages, from the platform's calendar: "Monday's owners call" names no one. */
const WEEKDAYS: readonly string[] = [
  ...new Set(
    LANGUAGES.flatMap((lang) =>
      Array.from({ length: 7 }, (_, i) =>
        new Intl.DateTimeFormat(lang, { weekday: "long", timeZone: "UTC" })
          .format(new Date(Date.UTC(2024, 0, 1 + i)))
          .toLocaleLowerCase(),
      ),
    ),
  ),
];
const CALENDAR = new Set([...WEEKDAYS, ...MONTH_NAMES]);

/** A weekday with the word that attaches it: "jeudi", "del viernes", "am Donnerstag", "يوم الخميس", "Monday's". */
const WEEKDAY_PHRASE = new RegExp(
  `(?:\\s+(?:on|this|next|am|le|ce|el|del|este|na|no|nesta|neste|il|di|op|يوم))?\\s*(?<![\\p{L}])(?:${WEEKDAYS.map(escapeRegExp).join("|")})(?:['’]s)?(?![\\p{L}])`,
  "giu",
);

/** A title without the weekday of its meeting: the day belongs to the invitation, not to the subject. */
export const withoutWeekday = (text: string) =>
  text
    .replace(WEEKDAY_PHRASE, "")
    .replace(/\s{2,}/g, " ")
    .trim();

/** Small words inside a name: "Clinique du Parc", "Vals de Saône". German names run capital to capital. */
const JOINERS = new Set([
  "de",
  "du",
  "des",
  "la",
  "le",
  "del",
  "da",
  "do",
  "dos",
  "das",
  "di",
  "della",
  "y",
  "&",
  "of",
  "al",
  "el",
]);
const PERIOD = /^(?:Q[1-4]|H[12]|FY\d*|KW\d*|T[1-4])$/u;

const bareWord = (w: string) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "").replace(/['’]s$/u, "");

/** Whether a word is written as a name: a capital (not a month, weekday or period), a capital inside, or all capitals. */
function capitalised(word: string): boolean {
  const w = bareWord(word);
  return !!w && /^\p{Lu}/u.test(w) && !CALENDAR.has(w.toLocaleLowerCase()) && !PERIOD.test(w);
}

/** Where the last proper name of a phrase stands, by word index; null when it names no one. */
export function nameRun(
  phrase: string,
  lang: Lang,
  skipFirst = false,
): { from: number; to: number; words: string[] } | null {
  const words = phrase.trim().split(/\s+/);
  let best: { from: number; to: number } | null = null;
  for (let i = skipFirst ? 1 : 0; i < words.length; i++) {
    if (!capitalised(words[i]!)) continue;
    let j = i;
    while (j + 1 < words.length) {
      if (capitalised(words[j + 1]!)) j++;
      else if (lang !== "de" && JOINERS.has(words[j + 1]!) && j + 2 < words.length && capitalised(words[j + 2]!))
        j += 2;
      else break;
    }
    // German writes every noun with a capital: a name is two capitalised words together, or one written like a brand.
    const inner = words.slice(i, j + 1).some((w) => /^\p{Lu}{2,}|\p{Ll}\p{Lu}/u.test(bareWord(w)));
    if (lang !== "de" || j > i || inner) best = { from: i, to: j };
    i = j;
  }
  return best ? { ...best, words } : null;
}

/** The name itself: "Harbor View Hotel", "Vals de Saône". */
export function nameIn(phrase: string, lang: Lang, skipFirst = false): string | null {
  const run = nameRun(phrase, lang, skipFirst);
  return run
    ? run.words
        .slice(run.from, run.to + 1)
        .join(" ")
        .replace(/[,.;:!?]+$/u, "")
    : null;
}

const OF =
  "of|at|in|der|des|von|vom|bei|beim|im|de|du|des|d'|à|au|del|da|do|dos|das|di|della|dello|del|nel|nella|presso|van|bij|op|en|em|na|no";
const ARTICLES =
  /^(?:(?:the|a|an|our|my|der|die|das|den|dem|des|unsere?[nm]?|le|la|les|l'|un|une|nos|notre|el|los|las|una|nuestr[oa]s?|o|os|a|as|um|uma|nosso|nossa|il|lo|gli|i|nostr[oaie]|de|het|een|onze)\s+|l'|d')+/iu;
const strip = (s: string) =>
  s
    .trim()
    .replace(ARTICLES, "")
    .replace(/[\s,;:.!?¿¡]+$/u, "")
    .trim();
/** An occasion without its date or class number: "Sitzung des Bauausschusses am 4. März 2026" → "Sitzung des Bauausschusses". */
const undated = (s: string) => withoutWeekday(s.replace(/\s+\S+\s+\d.*$|\s+\d.*$/u, ""));

/**
 * A "for" phrase that names an occasion of someone ("la réunion des parents de CM2 à l'école Jules-Ferry") as a title:
 * the name first, then the topic or the occasion; or the topic, when it holds the name, then the occasion.
 */
export function occasionTitle(forPhrase: string, topic: string, lang: Lang): string | null {
  const run = nameRun(forPhrase, lang);
  if (run && run.from > 0) {
    const { words } = run;
    // The noun the name belongs to comes with it ("l'école Jules-Ferry"), after the last "of"/"at" before it.
    let at = run.from - 1;
    while (at > 0 && !new RegExp(`^(?:${OF})$`, "iu").test(words[at]!) && !/^(?:l'|d')/iu.test(words[at]!)) at--;
    const joint = /^(?:l'|d')/iu.test(words[at]!) ? at : at + 1;
    const name = strip(words.slice(joint, run.to + 1).join(" "));
    let head = words.slice(0, at).join(" ");
    head = strip(
      undated(head).replace(new RegExp(`\\s+(?:${OF})(?:\\s+(?:la|le|les|el|los|las|o|a|the))?$`, "iu"), ""),
    );
    const detail = strip(topic) || head;
    return detail ? `${name} — ${lowerFirst(detail, lang)}` : name;
  }
  const t = strip(topic);
  if (t && nameRun(t, lang)) {
    const occasion = strip(undated(forPhrase));
    return occasion ? `${t} — ${lowerFirst(occasion, lang)}` : t;
  }
  return null;
}

/** A phrase as it reads after a dash: a common noun in lower case, a name or a German noun as written. */
export const lowerFirst = (s: string, lang: Lang) =>
  lang === "de" || (capitalised(s.split(/\s+/)[0]!) && /\p{Lu}.*\p{Lu}|^\S+\s+\p{Lu}/u.test(s))
    ? s
    : s.charAt(0).toLocaleLowerCase() + s.slice(1);

const POLITE = new Set([...allWords("politeness"), ...allWords("requests")].map((w) => w.toLocaleLowerCase()));

/** The words of a request that say more than its form: "Folien fürs Quartalsgespräch" → ["Quartalsgespräch"]. */
function beyondForm(lead: string, lang: Lang): string[] {
  const dangling = new Set([...LEXICONS[lang].dangling, ...LEXICONS.en.dangling]);
  return lead
    .split(/\s+/)
    .map(bareWord)
    .filter(
      (w) =>
        w &&
        !/^\d/u.test(w) &&
        !dangling.has(w.toLocaleLowerCase()) &&
        !POLITE.has(w.toLocaleLowerCase()) &&
        !formatKind(w) &&
        !genreKind(w) &&
        !/^(?:project|projet|proyecto|projeto|progetto|projekt|مشروع|en|em|als|in|als|como|come|ein|paar|some|few)$/iu.test(
          w,
        ),
    );
}

/**
 * A request that names only its form, then its subject after a colon, dash or comma ("Project plan doc please -
 * Orchard app launch in the UK", "Folien fürs Quartalsgespräch, Werk Aalen, max. 6 Folien"): the subject's pieces
 * (before the first figure or count), with what the request adds ("Werk Aalen — Quartalsgespräch"); else null.
 */
export function subjectAfterLead(sentence: string, lang: Lang): string | null {
  if (lang === "ja" || lang === "zh") return null;
  const pieces = sentence
    .replace(/[.!?]+$/u, "")
    .split(/\s*[:;,،]\s+|\s+[-–—]\s+|\s*:\s*/u)
    .map((p) => p.trim())
    .filter(Boolean);
  if (pieces.length < 2) return null;
  const extra = beyondForm(pieces[0]!, lang);
  if (extra.length > 1 || nameRun(pieces[0]!, lang, true)) return null;
  const follow: string[] = [];
  for (const p of pieces.slice(1)) {
    const counted = Object.keys(extractCounts(p)).length > 0 && p.split(/\s+/).length <= 4;
    if (/\d/u.test(p) && !/^\D+\s\d{4}$/u.test(p)) {
      if (counted && !follow.length) continue;
      break;
    }
    // After the name, only a period goes with it ("Stadtwerke Nordheide, Geschäftsjahr 2025"), not a wish ("max.").
    if (follow.length && !/\d{4}/u.test(p)) break;
    follow.push(p);
    if (follow.length === 2) break;
  }
  if (!follow.length || (lang !== "ar" && !nameRun(follow[0]!, lang))) return null;
  const named = follow.join(" — ");
  return follow.length === 1 && extra.length && !named.toLocaleLowerCase().includes(extra[0]!.toLocaleLowerCase())
    ? `${named} — ${extra[0]}`
    : named;
}
