// Who presents or prepared the output ("Presented by CEO Maria Jensen", "Referentin: Anna Berg (CFO)", "発表者：CEOの田中"):
// a line about the document, for its title slide, not content to show on a slide of its own.
import type { Lang } from "./language.js";
import { isPersonName, personOf, type Person } from "./person.js";
import { splitAnd } from "./segment.js";

/** A passive "by" phrase, or a label naming who presents, in the ten languages; what follows names the people. */
const LEAD = new RegExp(
  `^(?:${[
    "(?:presented|prepared|delivered|hosted|given|led) by|presenters?|speakers?|presenting",
    "(?:präsentiert|vorgestellt|vorgetragen|erstellt|gehalten) von|referent(?:in|innen|en)?|vortragende[rn]?|präsentierende[rn]?",
    "(?:présentée?s?|préparée?s?|animée?s?) par|intervenant(?:e|s|es)?|présentat(?:eur|rice)s?",
    "(?:presentad[oa]s?|preparad[oa]s?) por|a cargo de|ponentes?|presentador(?:a|es|as)?",
    "(?:apresentad[oa]s?|preparad[oa]s?) por|apresentador(?:a|es|as)?|orador(?:a|es|as)?",
    "(?:presentat[oaie]|preparat[oaie]) da|a cura di|relator[ei]|relatrice|relatrici",
    "(?:gepresenteerd|voorgesteld|opgesteld|verzorgd) door|sprekers?|presentator(?:en)?",
  ].join(
    "|",
  )})(?![\\p{L}])\\s*[:：]?\\s*|^(?:発表者|登壇者|説明者|报告人|汇报人|主讲人|演讲人|主讲|演讲者|المقدم|المقدّم|يقدمه|تقدمه)\\s*[:：]?\\s*`,
  "iu",
);
/** "由首席执行官王伟汇报", "CEOの田中が発表": the CJK verb after the presenter. */
const CJK_AROUND = /^(?:由)?(?<people>.+?)(?:が発表(?:します)?|が説明(?:します)?|汇报|主讲|演讲|介绍)$/u;

/** At most this many people make a presenter line; more are a team to show. */
const MAX_PRESENTERS = 3;

/** One person as the line names them: "Maria Jensen (CEO)", "our CEO Maria Jensen", "CEOの田中", or a bare name. */
function personIn(text: string): Person | null {
  const t = text.trim().replace(/[.。]$/u, "");
  const bracket = /^(?<name>.+?)\s*[(（](?<role>[^()（）]+)[)）]$/u.exec(t)?.groups;
  if (bracket && isPersonName(bracket.name!)) return { name: bracket.name!.trim(), role: bracket.role!.trim() };
  if (isPersonName(t) || /^[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]{2,5}$/u.test(t)) return { name: t };
  return personOf(t);
}

/** The people a presenter line names, each with the role it gives them; null when the text is no such line. */
export function presentersIn(text: string, lang: Lang): Person[] | null {
  const t = text.trim().replace(/[.。!！]+$/u, "");
  const lead = LEAD.exec(t);
  const cjk = lead ? null : CJK_AROUND.exec(t);
  const rest = lead ? t.slice(lead[0].length) : cjk && (lang === "ja" || lang === "zh") ? cjk.groups!.people! : null;
  if (!rest) return null;
  const pieces = rest.split(/\s*[,;，、；]\s*/u).flatMap((p) => splitAnd(p, lang));
  const people: Person[] = [];
  for (const piece of pieces) {
    const person = personIn(piece);
    const last = people[people.length - 1];
    // "Claire Martin, directrice financière": words after a name that are no name are that person's role.
    if (!person && last && !last.role && /^\p{Ll}/u.test(piece)) last.role = piece;
    else if (person) people.push(person);
    else return null;
  }
  return people.length && people.length <= MAX_PRESENTERS ? people : null;
}

/** A presenter as the title slide shows them: "Maria Jensen, CEO", "田中（CEO）". */
export function presenterLine(people: readonly Person[], lang: Lang): string {
  const cjk = lang === "ja" || lang === "zh";
  return people
    .map((p) => (p.role ? (cjk ? `${p.name}（${p.role}）` : `${p.name}, ${p.role}`) : p.name))
    .join(cjk ? "、" : " · ");
}
