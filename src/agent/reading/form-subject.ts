// The subject around a document's form noun: "Board update deck for Northwind Solar" is Northwind Solar's board update,
// "Präsentation für den Aufsichtsrat der Müller GmbH zum Geschäftsjahr 2025" the Müller GmbH's financial year — the
// form's "for" names the subject, or an audience whose owner ("the board of X") is the subject's name.
import type { Lang } from "./language.js";
import { audienceOf } from "./audience.js";
import { nameRun, occasionTitle } from "./named-subject.js";

/** Nouns that name the output's form, by kind, in the Latin-script languages; a qualifier before one describes it. */
const MEDIA =
  "slide deck|pitch deck|deck|slides|presentation|document|doc|spreadsheet|präsentation|foliensatz|folien|dokument|tabelle|présentation|diaporama|diapositives|tableur|presentación|diapositivas|documento|apresentação|planilha|presentazione|presentatie|dia's";
/** Forms that are also a genre: with a qualifier they say what the document is ("quarterly report"). */
const GENRES = "report|memo|bericht|rapport|informe|relatório|relazione|rapporto|verslag";
const FOR = "for|für|pour|para|per|voor";
/** Words that start the topic inside a "for" phrase: "… for the board of X about fiscal 2025". */
const ABOUT =
  "about|re|on|regarding|covering|über|zum|zur|zu|sur|concernant|sobre|acerca de|su|sul|sulla|sullo|sui|sull'|riguardo a|over|omtrent";
/** "of" between an audience and its owner: "the board of X", "den Aufsichtsrat der X", "le conseil de X". */
const OF = "of|der|des|von|vom|de la|de l'|de|du|d'|del|da|do|dos|das|di|della|dello|dei|degli|van de|van het|van";
const ARTICLE =
  /^(?:a|an|the|our|my|their|its|der|die|das|den|dem|des|ein|eine|einen|unsere?[nm]?|ihre?[nm]?|le|la|les|l'|un|une|nos|notre|leur|leurs|el|los|las|un|una|su|sus|nuestr[oa]s?|o|os|as|um|uma|nosso|nossa|seu|sua|il|lo|gli|i|nostr[oaie]|suo|sua|de|het|een|onze|ons|hun)\s+|^l'/iu;
/** Words that only size or date the form ("a short deck", "quarterly"), never the subject. */
const SIZE =
  /^(?:short|quick|brief|simple|new|kurze[n]?|kleine[n]?|neue[n]?|courte|petite|nouvelle|breve|corta|nueva|curta|nova|nuova|korte|nieuwe)\s+/iu;

/** What may stand between the form and its "for": a size ("una presentazione breve per …") or a Dutch infinitive ("… maken voor …"). */
const BETWEEN = "(?:\\s+(?:short|brief|breve|curta|corta|courte|korte|kurze|maken|schrijven|opstellen|maken))?";
const PATTERN = new RegExp(
  `^(?<qualifier>.*?)\\s*(?<![\\p{L}])(?:(?<genre>${GENRES})|${MEDIA})(?![\\p{L}])${BETWEEN}\\s+(?:${FOR})\\s+(?<whom>.+)$`,
  "iu",
);
const TOPIC = new RegExp(`^(?<whom>.+?)\\s+(?:${ABOUT})(?:\\s+|(?<='))(?<topic>.+)$`, "iu");
const OF_AT = new RegExp(`\\s+(?:${OF})(?:\\s+|(?<='))`, "giu");

/** A phrase without its articles (and, for a qualifier, its size words): "the new bike lanes" keeps "new". */
const strip = (text: string, size = false) => {
  let t = text.trim();
  for (let before = ""; before !== t;)
    [before, t] = [
      t,
      t
        .replace(ARTICLE, "")
        .replace(size ? SIZE : /^$/u, "")
        .trim(),
    ];
  return t;
};

/** Whether a phrase names who the output is for ("the board", "Investoren"), as the request's audience words say. */
const isAudience = (phrase: string) => audienceOf(`for ${strip(phrase)}`) !== null;

/** Whether every word of a qualifier is an audience word: "Board", "Investor" — not "Board update". */
const onlyAudience = (phrase: string) => phrase.split(/\s+/).every((w) => isAudience(w));

/**
 * Whether a phrase holds a proper name: a capital inside a sentence (in German, whose nouns all take one, two
 * capitalised words in a row, an all-capital word or a capital inside a word: "Müller GmbH", "ÆON", "iPhone").
 */
export function namesSomeone(phrase: string, lang: Lang): boolean {
  const words = phrase.trim().split(/\s+/);
  if (words.some((w) => /^\p{Lu}{2,}/u.test(w) || /\p{Ll}\p{Lu}/u.test(w))) return true;
  if (lang !== "de") return words.some((w) => /^\p{Lu}/u.test(w));
  return words.some((w, i) => i > 0 && /^\p{Lu}/u.test(w) && /^\p{Lu}/u.test(words[i - 1]!));
}

/**
 * The owner an audience names ("board of Northwind Solar" → "Northwind Solar", "conseil d'administration de Dupont SA"
 * → "Dupont SA"): the first "of" after an audience that a name follows.
 */
export function ownerIn(audience: string, lang: Lang): string | null {
  const text = audience.trim();
  for (const m of text.matchAll(OF_AT)) {
    const head = text.slice(0, m.index);
    const owner = strip(text.slice(m.index! + m[0].length));
    if (head && /^\p{Lu}/u.test(owner) && namesSomeone(owner, lang) && isAudience(head)) return owner;
  }
  return null;
}

/** A qualifier as it reads after the subject: "Board update" → "board update"; a name or German noun keeps its capital. */
const asQualifier = (q: string, lang: Lang) =>
  lang === "de" || /^\p{Lu}(?:\p{Lu}|\S*\p{Lu})/u.test(q) ? q : q.charAt(0).toLocaleLowerCase() + q.slice(1);

/**
 * The title a "<qualifier> <form> for <subject or audience> [about <topic>]" request gives: "Northwind Solar — board
 * update", "Müller GmbH — Geschäftsjahr 2025"; null when the text is not so built or names no subject there.
 */
export function subjectAroundForm(text: string, lang: Lang): string | null {
  if (lang === "ja" || lang === "zh" || lang === "ar") return null;
  const m = PATTERN.exec(text.trim())?.groups;
  if (!m) return null;
  const qualifier = strip(m.qualifier!.replace(/[,;:]+$/u, ""), true);
  const genre = qualifier && m.genre ? `${qualifier} ${m.genre}` : qualifier;
  const topicSplit = TOPIC.exec(m.whom!)?.groups;
  const forPhrase = strip(topicSplit ? topicSplit.whom! : m.whom!);
  const topic = topicSplit ? strip(topicSplit.topic!) : "";
  const owner = ownerIn(forPhrase, lang);
  // "the quarterly review of the Clinique du Parc", "die Sitzung des Bauausschusses … zum Radwegeprogramm der Stadt X":
  // an occasion, named by whose it is or by a topic that names someone.
  const run = owner || isAudience(forPhrase) ? null : nameRun(forPhrase, lang);
  if (!owner && !isAudience(forPhrase) && (!run || run.from > 0))
    return occasionTitle(forPhrase, topic, lang) ?? forPhrase;
  const name = owner ?? (isAudience(forPhrase) ? null : forPhrase);
  if (!name) return null;
  const detail = topic || (qualifier && !onlyAudience(qualifier) ? asQualifier(genre, lang) : "");
  return detail && !name.toLowerCase().includes(detail.toLowerCase()) ? `${name} — ${detail}` : name;
}
