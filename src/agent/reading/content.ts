// The content a prompt states, as groups of items kept whole: a figure with its label and change, a named list, a
// dated step, a person with a role, or a statement — each in the user's words, under the label that introduced it.
import type { Lang } from "./language.js";
import { datedStep, type DatedStep } from "./dates.js";
import { figureSpans, hasFigure, inSentence, statedFigure, type StatedFigure } from "./figures.js";
import { LEXICONS } from "./lexicon.js";
import { roleOf, type Role } from "./roles.js";
import { bracketed, listItems, splitAnd } from "./segment.js";
import { personOf, type Person } from "./person.js";

export type { Person };

export interface ContentItem {
  /** The item as written. */
  text: string;
  figure?: StatedFigure;
  /** Names listed in brackets after the item ("3 new accounts (Café Nord, Hotel Lumen)"). */
  names?: string[];
  /** A name with a role in brackets or after a comma-free "as" ("Anna Berg (CFO)"). */
  person?: Person;
  step?: DatedStep;
  /** A figure the reader could not place whole with a label it is sure of: the item stays the user's sentence. */
  unplaced?: string;
}

export interface ContentGroup {
  /** The label the user gave ("Headline numbers", "Risks", "Q4 priorities"); null when the sentence had none. */
  label: string | null;
  role: Role;
  items: ContentItem[];
  /** The clause as written. */
  text: string;
  /** The label is the time of a focus ("in H2 we focus on …"), not a heading of the user's. */
  focus?: boolean;
}

/** A figure's label longer than this is a sentence with a number in it. */
const LABEL_WORDS = 7;

/** A name: capitalised words (or CJK/Arabic script), short, without a figure. */
const NAME =
  /^(?:[\p{Lu}\p{Lt}][\p{L}\p{M}'’.&-]*|&|de|da|di|del|van|von|der|le|la|du|des|dos|y|e|and|of|the|\d+)(?:\s+(?:[\p{Lu}\p{Lt}][\p{L}\p{M}'’.&-]*|&|de|da|di|del|van|von|der|le|la|du|des|dos|y|e|and|of|the|\d+))*$/u;
const SCRIPT_NAME = /^[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}\p{Script=Arabic}\s·・]{2,20}$/u;

export const isName = (text: string) => {
  const t = text.trim();
  return t.length <= 60 && (NAME.test(t) ? /^[\p{Lu}\p{Lt}]/u.test(t) : SCRIPT_NAME.test(t));
};

/** One item read: its figure, bracketed names, person or date. */
export function readItem(text: string, lang: Lang, labelled = false): ContentItem {
  const item: ContentItem = { text: text.trim() };
  const inner = bracketed(item.text, lang);
  const outside = inner ? inner.outside : item.text;
  // "88% (no ano passado, 91%)": a bracket that states a figure qualifies the figure, it lists no names.
  if (inner && inner.inside.length >= 2 && inner.inside.every((n) => n.length <= 60 && !hasFigure(n)))
    item.names = inner.inside;
  else if (inner && inner.inside.length === 1 && isName(outside) && inner.inside[0]!.length <= 60)
    item.person = { name: outside, role: inner.inside[0] };
  const said = inner && (item.names || item.person) ? outside : item.text;
  const figure = statedFigure(said, lang, labelled);
  const unsure = figure ? unsureLabel(figure, said) : null;
  // "flights over 4 hours can be premium economy" states a rule with a number in it, not a figure to show big.
  if (figure && !unsure && figure.label.split(/\s+/).length <= LABEL_WORDS && !inSentence(said)) item.figure = figure;
  else {
    if (figure && unsure) item.unplaced = tokenOf(said, figure.value);
    const step = datedStep(item.text, lang);
    if (step && step.title) item.step = step;
  }
  return item;
}

/**
 * Why a figure's label is not one the reader is sure of, or null when it is: the label holds another figure (two facts
 * run together, "Umsatz 4,2 Mio. € …, Neukunden" over 37), the figure is a piece of a longer token ("6.202/75", "1er
 * juin", "9h30"), or its change states no figure ("from"). Such a figure is shown in the user's own sentence instead.
 */
function unsureLabel(figure: StatedFigure, text: string): string | null {
  // A year, a quarter or a half names the figure's period ("Target 2021", "Q3 revenue"); any other number is another fact.
  const bare = figure.label.replace(/(?<![\p{N}])(?:(?:19|20)\d{2}年?|[QH][1-4]|FY\s?\d{2,4})(?![\p{N}])/gu, "");
  if (/\p{N}/u.test(bare)) return "another figure in its label";
  if ((bare.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0) > 24)
    return "a sentence for a label";
  if (
    figure.change &&
    !/\p{N}/u.test(figure.change) &&
    !/\p{L}{3,}/u.test(figure.change.replace(/^(?:from|von|de|desde|da|van|dal|vom)$/iu, ""))
  )
    return "a change with no figure";
  const at = text.indexOf(figure.value.replace(/^[+−]/u, ""));
  if (at >= 0) {
    const before = text.slice(Math.max(0, at - 2), at);
    const after = text.slice(at + figure.value.replace(/^[+−]/u, "").length);
    if (/[/\p{N}]\/?$/u.test(before) || /^\/\p{N}/u.test(after)) return "part of a reference";
    if (/^\p{Script=Latin}/u.test(after) && /\p{N}$/u.test(figure.value)) return "part of a word";
  }
  return null;
}

/** The figure as the user wrote it, whole: the run of characters around it up to a space ("6.202/75", "1er"). */
function tokenOf(text: string, value: string): string {
  const bare = value.replace(/^[+−]/u, "").split(/\s/)[0]!;
  const at = text.indexOf(bare);
  if (at < 0) return value;
  const start = text.slice(0, at).search(/\S*$/u);
  const end =
    at + bare.length + (/^\S*/u.exec(text.slice(at + bare.length))?.[0].replace(/[,;.:)]+$/u, "").length ?? 0);
  return text.slice(start, end);
}

/** "Anna Berg (CFO, joined in 2024)", "佐藤花子（データエンジニア、…）": a name, then its whole bracket as the role. */
function bracketedRole(text: string): Person | null {
  const m = /^(?<name>[^()（）]{1,60}?)\s*[(（](?<role>[^()（）]{1,200})[)）]$/u.exec(text.trim())?.groups;
  return m && isName(m.name!) ? { name: m.name!.trim(), role: m.role!.trim() } : null;
}

/** Short words that open a clause without naming anything: pronouns, clitics, "about" ("que custa", "ne vendiamo", "zo'n"). */
const BACK_WORD =
  /^(?:que|qui|che|ne|en|y|dat|die|which|that|who|il|lo|la|le|el|das|es|it|they|sie|ils|elles|ellos|eles|loro|ze|zij)$/iu;

const CJK_BACK_VERB = /^(?:占|是|为|為|有|达到|达|達|约|約|共|合计|相当于|卖出|售出|卖了)/u;

/** True when the words before a clause's figure name nothing: none, or at most two short or joining words. */
function namesNothing(lead: string, lang: Lang): boolean {
  const words = lead.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  // "占总销量的 27%": a CJK clause opening on a verb of share or amount has its subject before it.
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(lead)) return CJK_BACK_VERB.test(lead.trim());
  if (words.length > 2 || /\p{Script=Arabic}/u.test(lead) || /^\p{Lu}/u.test(words[0]!)) return false;
  const joining = new Set(
    [...LEXICONS[lang].joiners, ...LEXICONS[lang].dangling, ...LEXICONS.en.joiners].map((w) => w.toLowerCase()),
  );
  return (
    BACK_WORD.test(words[0]!) || words.every((w) => w.replace(/['’]/g, "").length <= 3 || joining.has(w.toLowerCase()))
  );
}

/**
 * "Ons desembrood was de hit, zo'n 2.400 per maand", "facturación de 2025, 4,2 millones de euros": a clause whose
 * figure names nothing before it takes its subject from the clause before, when that one states no figure.
 */
function withSubjects(texts: string[], body: string, lang: Lang): string[] {
  const out: string[] = [];
  let from = 0;
  for (const t of texts) {
    const at = body.indexOf(t, from);
    const prev = out[out.length - 1];
    const first = figureSpans(t)[0];
    if (
      prev !== undefined &&
      at >= 0 &&
      first &&
      !hasFigure(prev) &&
      wordsIn(prev) >= 2 &&
      namesNothing(t.slice(0, first.start), lang)
    ) {
      const prevAt = body.lastIndexOf(prev, at);
      out[out.length - 1] = prevAt >= 0 ? body.slice(prevAt, at + t.length) : `${prev}, ${t}`;
    } else out.push(t);
    if (at >= 0) from = at + t.length;
  }
  return out;
}

/** Words of a clause; CJK, written without spaces, counts a word for every two characters. */
const wordsIn = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w)).length +
  Math.floor((text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0) / 2);

/** Roles whose body is a list: "Risks: green coffee prices and a roaster retiring" names two. */
const LISTS = new Set<Role>([
  "risks",
  "priorities",
  "goals",
  "customers",
  "team",
  "timeline",
  "pros",
  "cons",
  "challenges",
  "opportunities",
  "decisions",
  "recommendations",
  "lessons",
]);

/** A group from a label (or none) and its body; the role as given, else from the label, else from what the items are. */
export function readGroup(
  label: string | null,
  body: string,
  lang: Lang,
  bullets?: string[],
  given?: Role,
): ContentGroup {
  const named = label ? roleOf(label) : "points";
  let texts = bullets ?? listItems(body, lang);
  if (texts.length === 1) {
    // "Partner insurers: Meridian Health and Acorn Care" names two, as a list's role or two names say.
    const parts = splitAnd(texts[0]!, lang);
    if (LISTS.has(given ?? named) || (label && parts.length >= 2 && parts.every(isName))) texts = parts;
  }
  if (!bullets) texts = withSubjects(texts, body, lang);
  // "Payback: 30 meses", "Horas paradas: 126 h, …": the line's label is its one figure's; the word after it is its unit.
  const own = !!label && texts.filter(hasFigure).length === 1;
  const items = texts.map((t) => readItem(t, lang, own && hasFigure(t)));
  if ((given ?? named) === "team") {
    for (const item of items) {
      // "佐藤花子（データエンジニア、コストを30%削減）": in a team, a name with a bracket is a person, the bracket all of their role.
      const withRole = item.person ? null : bracketedRole(item.text);
      if (withRole) {
        item.person = withRole;
        delete item.figure;
        delete item.unplaced;
      } else if (!item.person && !item.figure) item.person = personOf(item.text) ?? { name: item.text };
    }
  }
  const role =
    given ??
    (named !== "points"
      ? named
      : items.length && items.every((i) => i.figure)
        ? "figures"
        : items.length >= 2 && items.every((i) => i.step)
          ? "timeline"
          : "points");
  const text = label ? `${label}: ${bullets ? bullets.join(", ") : body}` : body;
  return { label, role, items, text };
}
