// A request that names only its form ("Kannst du daraus Folien machen?") takes its subject from the sentence that
// names one: an "it's about X" sentence after it, or a context sentence before it ("die Präsentation beim Kunden X").
import type { Lang } from "./language.js";
import { lowerFirst, nameIn, nameRun } from "./named-subject.js";

/** "Es geht um X", "It's about X", "Il s'agit de X": a sentence that only names the subject. */
const ABOUT_OPENER =
  /^(?:it(?:'|’)?s about|it is about|this is about|es geht um|es handelt sich um|il s(?:'|’)agit d(?:e|u|es|(?:'|’))|se trata de|het gaat om|het gaat over|si tratta di|trata-se de|é sobre)\s*/iu;
/** Words that tie an occasion to its owner: "die Präsentation beim Kunden X", "the meeting of X". */
const OWNER_TIE =
  /^(?:of|at|with|for|bei|beim|von|vom|der|des|für|de|du|des|chez|pour|del|para|con|da|do|di|della|presso|per|van|bij|voor|met)$/iu;
const ARTICLE =
  /^(?:the|a|an|our|der|die|das|den|dem|le|la|les|l'|el|los|las|o|a|il|lo|de|het|een|onze|unsere?[nm]?)$/iu;

/** The text's first clause: what comes before a colon or a list of figures. */
const firstClause = (text: string) => text.split(/[:;\n]/u)[0]!.trim();

/** The noun the name's occasion is, just before the word that ties it to the name: "Präsentation beim Kunden X" → "Präsentation". */
function occasionBefore(clause: string, lang: Lang): string | null {
  const run = nameRun(clause, lang, true);
  if (!run) return null;
  for (let at = run.from - 1; at > 0; at--) {
    if (!OWNER_TIE.test(run.words[at]!)) continue;
    const noun = run.words[at - 1]!.replace(/[^\p{L}\p{N}'’-]+$/u, "");
    return noun && !ARTICLE.test(noun) && !OWNER_TIE.test(noun) ? noun : null;
  }
  return null;
}

/** The first name a phrase gives, not a place after it: "notre Atelier Vélo Solidaire à Lyon" → "Atelier Vélo Solidaire". */
function firstNameIn(phrase: string, lang: Lang): string | null {
  const words = phrase.trim().split(/\s+/);
  let found: string | null = null;
  let from = -1;
  for (let k = 1; k <= words.length; k++) {
    const run = nameRun(words.slice(0, k).join(" "), lang);
    if (!run) continue;
    if (from >= 0 && run.from !== from) break;
    from = run.from;
    found = nameIn(words.slice(0, k).join(" "), lang);
  }
  return found;
}

/**
 * The title a request naming no one takes from the sentences around it: "<Name> — <occasion or request title>", or
 * null when no sentence near it names anyone. `units` are the prompt's sentences, `at` the request's own.
 */
export function titleFromContext(title: string, units: readonly string[], at: number, lang: Lang): string | null {
  if (
    lang === "ja" ||
    lang === "zh" ||
    lang === "ar" ||
    nameIn(title, lang, true) ||
    nameIn(units[at] ?? "", lang, true)
  )
    return null;
  const after = units[at + 1];
  const about = after ? ABOUT_OPENER.exec(after.trim()) : null;
  if (about) {
    const name = firstNameIn(firstClause(after!.trim().slice(about[0].length)).split(/[.!?](?:\s|$)/u)[0]!, lang);
    if (name) return `${name} — ${lowerFirst(title, lang)}`;
  }
  for (let i = at - 1; i >= 0; i--) {
    const clause = firstClause(units[i]!);
    const name = nameIn(clause, lang, true);
    if (!name) continue;
    const occasion = occasionBefore(clause, lang);
    return `${name} — ${lowerFirst(occasion ?? title, lang)}`;
  }
  return null;
}
