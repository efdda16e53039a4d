// A request's subject as a title: request verbs and politeness taken off in every language ("Erstelle", "Crée",
// "作成してください", "please make"), the form and counts removed, names kept as spelled, and never cut mid-phrase.
import type { Lang } from "./language.js";
import { extractTopic, WISHES } from "./prompt-topic.js";
import { allWords, LEXICONS } from "./lexicon.js";
import { capitalise, escapeRegExp } from "../../lib/text.js";
import { LENGTH_UNITS } from "./prompt-facts.js";
import { cjkTitle } from "./cjk-title.js";
import { namesSomeone, ownerIn, subjectAroundForm } from "./form-subject.js";
import { withoutGreeting } from "./courtesy.js";
import { nameIn, occasionTitle, subjectAfterLead, withoutWeekday } from "./named-subject.js";

const alternation = (list: string[]) =>
  [...new Set(list)]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|");

const LATIN_LEAD = new RegExp(
  `^[¿¡]?(?:(?:me|mi|ci|nos|te|ti|vi)\\s+(?=(?:${alternation(allWords("requests").filter((w) => /^[\p{Script=Latin}]/u.test(w)))})(?![\\p{L}])))?(?:(?:${alternation([...allWords("politeness"), ...allWords("requests")].filter((w) => /^[\p{Script=Latin}]/u.test(w)))})(?:(?<=')|(?![\\p{L}]))[\\s,!]*)+(?:(?:-?(?:me|mir|moi|mi|nous|nos|ci)|para mim|voor mij|us|uns|ons)(?![\\p{L}])\\s*)?`,
  "iu",
);
// German separable verbs leave their particle at the end ("Stelle … zusammen", "Bereite … vor").
// A Dutch or German request puts its infinitive last ("Kannst du mir einen Förderantrag … formulieren?").
const LATIN_TAIL =
  /\s+(?:zusammen|vor|auf|op|samen|in elkaar|nodig|please|bitte|s'il (?:te|vous) plaît|por favor|per favore|alsjeblieft|alstublieft|erstellen|machen|schreiben|formulieren|vorbereiten|zusammenstellen|entwerfen|verfassen|gestalten|aufsetzen|maken|schrijven|opstellen|voorbereiden)[.!?]*$/iu;
/** The particle a Dutch or German separable verb leaves behind its object: "Stel een projectplan op voor …", "… nodig voor …". */
const PARTICLE_INSIDE =
  /^(?<head>(?:een|ein|eine|einen|het|de)?\s*\S+)\s+(?:op|nodig|vor|zusammen)\s+(?=(?:voor|over|für|über|zu|van|von|met|mit)\s)/iu;
const CJK_TAIL = new RegExp(
  `(?:を|の)?(?:${alternation([...LEXICONS.ja.requests, ...LEXICONS.ja.politeness, ...LEXICONS.zh.requests, "作成", "作って", "お願い", "ください"])})+[。.!！]*$`,
  "u",
);
// A CJK request at a text's start: politeness first ("请制作…"), or a verb with its measure word ("做一份…"); a bare
// 做 or 写 may begin a heading's own words ("做得好的地方").
const ZH_VERBS = "制作|做|写|生成|准备|撰写|编写|制定|整理";
const CJK_LEAD = new RegExp(
  `^(?:(?:请|帮我|麻烦|我需要|我们需要)+(?:${ZH_VERBS})?|(?:${ZH_VERBS})(?=一份|一个|一套|一篇|一张|一组))(?:一份|一个|一套|一篇|一张|一组|份|个|篇|张)?`,
  "u",
);
const ARABIC_LEAD = new RegExp(
  `^(?:(?:${alternation([...LEXICONS.ar.politeness, ...LEXICONS.ar.requests])})\\s+)+(?:لي\\s+)?`,
  "u",
);

/** The request's lead-in and closing words taken off: what is left starts with the document's form or its subject. */
export function withoutRequest(text: string): string {
  let out = text.trim();
  for (let i = 0; i < 3; i++) {
    const before = out;
    const led = out.replace(LATIN_LEAD, "");
    out = (led !== out ? led.replace(PARTICLE_INSIDE, "$<head> ") : led)
      .replace(LATIN_TAIL, "")
      .replace(CJK_TAIL, "")
      .replace(CJK_LEAD, "")
      .replace(ARABIC_LEAD, "")
      .trim();
    if (out === before) break;
  }
  return out;
}

/** A requested length inside the subject sentence: "in 5 Abschnitten", "en 3 secciones", "共4个章节", "عدد الشرائح 5". */
const REQUEST_COUNT = new RegExp(
  `(?:\\s*[,，、]\\s*)?(?:(?:in|mit|en|com|em|con|met|van|de|di|da|of|with|from|for|over|von|aus|über|sur|para|durante|per|voor|في|من|لمدة)\\s+)?(?:共|分)?\\s*\\d{1,3}\\s*[- ]?\\s*(?:${LENGTH_UNITS})(?![\\p{L}])(?:で|に|の|を)?|\\s*[,،]?\\s*عدد (?:الشرائح|الأقسام|الصفحات)\\s*\\d{1,2}`,
  "giu",
);
/** "موجّهًا إلى المستثمرين": aimed at an audience, in Arabic. */
const ARABIC_AUDIENCE =
  /\s*[,،]?\s*(?:موجّه|موجه|موجّهًا|موجها|موجّهة|موجهة)\s+(?:إلى|الى|لـ)\s*(?:(?!\s(?:عن|حول)\s)[^،,])*/u;

const MAX = 90;

/** The title of a request's subject sentence, in the user's words. */
export function titleOf(subject: string, audience: string | null, lang: Lang, unit = subject): string {
  subject = upToSentenceEnd(withoutGreeting(subject).trim() || subject, lang);
  // "…owners call re: the Harbor View Hotel": a subject cut at a colon after "about" goes on after it.
  const cut =
    new RegExp(`(?:\\s(?:re|about|regarding|über|sur|sobre|su|over|عن|حول))$`, "iu").test(subject) &&
    unit.startsWith(subject)
      ? /^[^.!?\n]*/u.exec(unit)![0]
      : null;
  if (cut) subject = cut.replace(/\s+re:\s*/iu, " about ").replace(/:\s*/u, " ");
  const cjk = lang === "ja" || lang === "zh" ? cjkTitle(subject) : null;
  if (cjk) return cjk.slice(0, MAX);
  const bare = withoutRequest(subject)
    .replace(REQUEST_COUNT, "")
    .replace(ARABIC_AUDIENCE, "")
    .replace(/\s+/g, " ")
    .trim();
  const firstSentence = /^[^\n]*?(?:[.!?](?=\s|$)|$)/u.exec(withoutGreeting(unit).trim())![0];
  const led = subjectAfterLead(withoutRequest(firstSentence), lang);
  if (led) return capitalise(endWhole(withoutWeekday(led), lang));
  const fronted = frontedOccasion(bare, lang);
  if (fronted) return capitalise(endWhole(fronted, lang));
  const around = subjectAroundForm(bare.replace(WISHES, "").replace(/[.!?]+$/u, ""), lang);
  if (around) return capitalise(endWhole(withoutWeekday(around), lang));
  const topic = extractTopic(bare, audience, lang);
  // "… about fiscal 2025 for the board of Northwind Solar": the audience's owner is the subject's name.
  const owner = audience ? ownerIn(audience, lang) : null;
  let title = owner && !namesSomeone(topic, lang) && !topic.includes(owner) ? `${owner} — ${topic}` : topic;
  // The name the sentence gives, when the topic lost it ("… for the meeting of Clínica Vida Plena on the new booking").
  const name = nameIn(bare, lang, true);
  if (name && !title.includes(name) && !nameIn(title, lang))
    title = `${name} — ${title.charAt(0).toLocaleLowerCase()}${title.slice(1)}`;
  return capitalise(endWhole(withoutWeekday(title), lang));
}

/** A title never runs past its sentence: "… op 26 maart. De kerncijfers over 2025" ends at "maart" (not after "Dr.", "Co." or the ordinal in "am 4. März"). */
function upToSentenceEnd(text: string, lang: Lang): string {
  const abbreviations = new Set([...LEXICONS[lang].abbreviations, ...LEXICONS.en.abbreviations]);
  for (const m of text.matchAll(/(?<=(?<word>\S+))[.!?]\s+(?=\p{Lu})/gu)) {
    const written = m.groups!.word!;
    if (!abbreviations.has(written.toLocaleLowerCase()) && !/^\p{Lu}$|^\d+$/u.test(written) && !/\./u.test(written))
      return text.slice(0, m.index);
  }
  return text;
}

const FRONT_FOR = /^(?:for|für|pour|para|per|voor)\s+/iu;
const REQUEST_WORD = new RegExp(
  `[,،]|\\s(?:${alternation([...allWords("politeness"), ...allWords("requests"), "brauche ich", "brauchen wir", "hätte ich gern", "möchte ich"])})(?![\\p{L}])`,
  "iu",
);

/**
 * A request that opens on its occasion ("Für unsere Mitgliederversammlung brauche ich …", "pour le conseil de la
 * coopérative Vals de Saône jeudi, peux-tu …"): the name it gives, then the occasion.
 */
function frontedOccasion(text: string, lang: Lang): string | null {
  const front = FRONT_FOR.exec(text);
  if (!front) return null;
  const rest = text.slice(front[0].length);
  const end = REQUEST_WORD.exec(rest);
  if (!end) return null;
  const occasion = rest.slice(0, end.index);
  const own = occasionTitle(occasion, "", lang);
  if (own) return own;
  const name = nameIn(rest.slice(end.index), lang);
  const what = occasion
    .replace(
      /^(?:(?:unsere?[nms]?|our|my|notre|nos|nuestr[oa]s?|nostr[oaie]|onze|the|le|la|les|el|la|il|de|het|den|die|das)\s+)+/iu,
      "",
    )
    .trim();
  return name ? `${name} — ${what}` : null;
}

const OPENS = "(（[「『";
const CLOSES = ")）]」』";

/**
 * A title whose brackets pair: one cut inside a bracket ("… Piattaforma IO (l’App", "Office (Bundesamt — Direktor") loses
 * what it left open, up to the next " — "; a closing bracket whose opening was cut off ("地下生物圏」の発見") goes.
 */
export function withoutOpenBracket(title: string): string {
  let out = "";
  const open: number[] = [];
  for (const ch of title) {
    if (OPENS.includes(ch)) open.push(out.length);
    else if (CLOSES.includes(ch)) {
      if (!open.length) continue;
      open.pop();
    }
    out += ch;
  }
  for (const at of open.reverse()) {
    const next = out.indexOf(" — ", at);
    out = `${out.slice(0, at).trimEnd()}${next >= 0 ? out.slice(next) : ""}`;
  }
  return out.replace(/^[\s—–-]+|[\s—–\-:,;、。，]+$/gu, "").trim() || title;
}

/**
 * A title that ends on a whole phrase: a long one is cut before its last prepositional phrase or at a comma, never in
 * the middle; a function word left at the end goes.
 */
export function endWhole(title: string, lang: Lang): string {
  const dangling = new Set([...LEXICONS[lang].dangling, ...LEXICONS.en.dangling].map((w) => w.toLowerCase()));
  let out = title.trim();
  if (out.length > MAX && !/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(out)) {
    const words = out.split(/\s+/);
    let cut = words.length;
    let length = out.length;
    // Drop trailing phrases (from a function word or a comma on) until the title fits.
    while (length > MAX && cut > 2) {
      let at = cut - 1;
      while (at > 1 && !dangling.has(words[at]!.toLowerCase()) && !/[,;:]$/.test(words[at - 1]!)) at--;
      cut = at > 1 ? at : cut - 1;
      length = words.slice(0, cut).join(" ").length;
    }
    out = withoutOpenBracket(words.slice(0, cut).join(" "));
  }
  for (;;) {
    const words = out.split(/\s+/);
    const written = words[words.length - 1]!.replace(/[,;:.!?]+$/, "");
    // A capital at the end belongs to a name ("Dupont SA", "Plan A"), not to a function word.
    if (words.length > 1 && dangling.has(written.toLowerCase()) && !/^\p{Lu}/u.test(written))
      out = words.slice(0, -1).join(" ");
    else break;
  }
  return out.replace(/[\s,;:–—-]+$/u, "").trim();
}
