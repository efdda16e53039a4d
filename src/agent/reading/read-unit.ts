// One unit of a prompt (a sentence, a labelled list with its bullets, a segment between semicolons) read as what it
// is: a request or wish, the parts the output should have, or content — a group under a label the user gave, with
// the words that only introduce it ("mention our …", "also:", "our risks are …") taken off the label.
import type { Lang } from "./language.js";
import { isName, readGroup, type ContentGroup } from "./content.js";
import { personOf } from "./person.js";
import { hasFigure } from "./figures.js";
import { allWords, LEXICONS } from "./lexicon.js";
import {
  CJK_FOCUS,
  CJK_PARTS,
  CJK_SHOW,
  COPULA_LIST,
  FILLER_LABEL,
  FILLER_LEAD,
  FOCUS,
  LEADING_ARTICLE,
  PARTS_LEAD,
  PRESENTERS_LEAD,
  SHOW_LEAD,
  SHOW_TAIL,
} from "./phrases.js";
import { roleOf } from "./roles.js";
import { listItems, splitAnd, splitLabel, topLevelSplit } from "./segment.js";
import { withoutRequest } from "./title.js";
import { capitalise, escapeRegExp } from "../../lib/text.js";
import { extractCounts, extractPeriod } from "./prompt-facts.js";
import { namesDate } from "./dates.js";
import { formatKind } from "./kind-words.js";

export interface UnitReading {
  /** The unit asks for the output (or says how it should be) rather than stating content. */
  request: boolean;
  parts: string[];
  groups: ContentGroup[];
}

const alternation = (list: string[]) =>
  [...new Set(list)]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|");
/** Words at a text's start: a word of spaced scripts ends there; a CJK word of two or more characters runs into the next ("帮我写…"). */
const CJK_WORD = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{2,}$/u;
const startsWith = (words: string[]) => {
  const runOn = words.filter((w) => CJK_WORD.test(w));
  return new RegExp(`^(?:(?:${alternation(words)})(?![\\p{L}])${runOn.length ? `|${alternation(runOn)}` : ""})`, "iu");
};
const LATIN_OR_CJK = (words: string[]) =>
  new RegExp(
    `(?<![\\p{L}])(?:${alternation(words.filter((w) => /^\p{Script=Latin}/u.test(w)))})(?![\\p{L}])|${alternation(words.filter((w) => !/^\p{Script=Latin}/u.test(w)))}`,
    "iu",
  );

export const REQUEST_START = startsWith([...allWords("politeness"), ...allWords("requests")]);
export const CJK_REQUEST_END = new RegExp(
  `(?:${alternation([...LEXICONS.ja.requests, ...LEXICONS.zh.requests])})(?:[（(][^）)]*[）)])?[。.!！]*$`,
  "u",
);
export const WISH_START = startsWith(allWords("wishes"));
export const PARTS_INTRO = LATIN_OR_CJK(allWords("partsIntro"));
const END = /[.。!！?？]+$/u;
/** "Numbers to include", "Zahlen zum Aufnehmen": what a label asks for at its end. */
const WISH_TAIL =
  /\s+(?:to (?:include|mention|show|cover|highlight|use)|à (?:inclure|mentionner|retenir)|a incluir|a mencionar|da includere|da citare|om op te nemen|zu nennen|aufzunehmen|einzubauen)$/iu;

const POLITE_START = startsWith(allWords("politeness"));
const ASK_START = startsWith(allWords("requests"));

/**
 * "We hebben 8.900 ingeschreven patiënten …", "Quero mostrar: frequência média de 93%, …": words of politeness before
 * stated figures, with no verb asking for the output nor a format named, state content.
 */
function politeContent(text: string): boolean {
  const lead = POLITE_START.exec(text);
  if (!lead || !hasFigure(text)) return false;
  const rest = text.slice(lead[0].length).trim();
  return !ASK_START.test(rest) && formatKind(text) === null;
}

/** A unit that only says how the output should be: its language, length, audience, tone or extras. */
export function isWish(text: string): boolean {
  const t = text.trim().replace(/^(?:please|bitte|s'il vous plaît|por favor|per favore|alsjeblieft)[,\s]+/iu, "");
  if (WISH_START.test(t) && !hasFigure(t) && !splitLabel(t).label) return true;
  const counts = extractCounts(t);
  // "Payback: 30 meses", "Laufzeit: 24 Monate": a duration under a label of its own is content, not the output's length.
  const label = splitLabel(t).label;
  if (
    label &&
    Object.keys(counts).every((k) => k === "months") &&
    !WISH_START.test(label) &&
    !REQUEST_START.test(label)
  )
    return false;
  const rest = t.replace(/[\d\s.,!?;:()\-–。、，]+/g, " ").trim();
  // A count and little else: "10 slides, please", "In German, 8 Folien", "5枚で".
  const short = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(rest)
    ? rest.length <= 8
    : rest.split(/\s+/).length <= 4;
  return Object.keys(counts).length > 0 && short && !hasFigure(t);
}

/**
 * "会社案内パンフ制作：一括 60万円": a label ending on a bare Han verbal noun (制作, 作成) names work, not a request —
 * one asks with a kana ending (を作成してください, 制作お願いします); the request's words go only when it asks.
 */
function labelWithoutRequest(label: string): string {
  const bare = withoutRequest(label);
  return bare && label.startsWith(bare) && /^\p{Script=Han}+$/u.test(label.slice(bare.length)) ? label : bare;
}

/** "Our priorities are: …", "Unsere Ziele sind: …": the copula before a label's colon is no part of its heading. */
const TRAILING_COPULA =
  /\s+(?:are|is|include|were|was|will be|sind|ist|waren|sont|seront|son|serán|são|serão|sono|saranno|zijn)$/iu;

/** A part's or label's heading: without the verb that asked for it, its article, its copula or its closing particle. */
export function cleanLabel(label: string, lang: Lang): string {
  let out = label.trim().replace(END, "");
  for (let i = 0; i < 3; i++) {
    const before = out;
    out = labelWithoutRequest(out)
      .replace(SHOW_LEAD, "")
      .replace(SHOW_TAIL, "")
      .replace(WISH_TAIL, "")
      .replace(TRAILING_COPULA, "")
      .replace(LEADING_ARTICLE, "")
      .replace(/^(?:次の|以下の|这些|以下)/u, "")
      .replace(/(?:を|の|は)$/u, "")
      .trim();
    if (out === before) break;
  }
  void lang;
  return out ? out[0]!.toLocaleUpperCase() + out.slice(1) : out;
}

/** "…, with speaker notes", "plus a chart": a wish about the output closing a list of its parts. */
const TRAILING_WISH =
  /,?\s*(?:with|plus|including|mit|avec|con|com|met|inkl\.?)\s+(?:[\p{L}-]+\s+)?(?:notes|charts?|images?|pictures?|icons?|formulas?|totals?|examples?|sources?|references|sprechernotizen|notes|graphiques|notas|gráficos|note|grafici|notities|grafieken)\b.*$/iu;

/** Parts as headings: "costs, savings and a recommendation" → Costs, Savings, Recommendation. */
export function partHeadings(list: string, lang: Lang): string[] {
  const items = listItems(list.replace(TRAILING_WISH, ""), lang);
  // "temperature and time" alone names two parts; inside a longer list "wins and misses" is one.
  return (items.length === 1 && !hasFigure(items[0]!) ? splitAnd(items[0]!, lang) : items)
    .map((i) => partHeading(i, lang))
    .filter(Boolean);
}

const PART_ARTICLE =
  /^(?:(?:a|an|the|our|its|their|some|der|die|das|den|ein|eine|einen|unsere|unser|le|la|les|l'|un|une|des|nos|notre|el|los|las|una|nuestro|nuestra|o|os|as|um|uma|nosso|nossa|il|lo|gli|i|nostro|nostra|de|het|een|onze|ons)\s+|l')+/iu;
/** How a part is to be shown, not what it is: "side by side", "table", "with a JSON example", "with speaker notes". */
const SHOW_AS =
  /\s+(?:side by side|as a (?:table|chart|list)|in a table|table|chart|with\s+(?:an?\s+)?[\w\s-]*?\b(?:tables?|charts?|notes|footnotes?|examples?|times|owners|dates|sources)\b.*)$/iu;

/** A part as a heading: "an options comparison table" → "Options comparison"; "the ask" keeps its article. */
export function partHeading(item: string, lang: Lang): string {
  const text = withoutRequest(item.trim().replace(END, ""));
  const bare = text.replace(PART_ARTICLE, "");
  // One word after "the" says something else alone ("the ask"); after "a" or "our" it does not.
  const kept = /\s/.test(bare.trim()) || /^(?:an?|our|its|their|some)\s/i.test(text) ? bare : text;
  const heading = kept
    .replace(SHOW_AS, "")
    .replace(/^(?:次の|以下の)/u, "")
    .replace(/(?:を|の|は)$/u, "")
    .trim();
  void lang;
  return heading ? capitalise(heading) : heading;
}

/** Items that name parts of the output ("costs, savings, grants and a recommendation"): short, no figures. */
export function looksLikeParts(items: string[]): boolean {
  // "Pilot im Mai, Schulung im August": dated steps are a timeline, not the document's parts.
  return (
    items.length >= 2 &&
    items.every((i) => !hasFigure(i) && i.split(/\s+/).length <= 8 && i.length <= 80) &&
    items.filter((i) => namesDate(i)).length < 2
  );
}

/**
 * "Our pilot customers are A, B and C", "Neue Haltestellen sind A, B und C", "数字はA、B": a label and its list — never a
 * statement that merely has a verb ("all records are now paperless", "meals are capped at $60").
 */
export function copulaList(text: string, lang: Lang): { label: string; rest: string } | null {
  const copula = COPULA_LIST.exec(text);
  if (!copula) return null;
  const g = copula.groups!;
  const [head, rest] = g.label ? [g.label, g.list!] : [g.cjkLabel!, g.cjkList!];
  const label = cleanLabel(head, lang);
  const items = listItems(rest, lang);
  const names = items.length >= 2 && items.every((i) => isName(i) || personOf(i));
  return label && label.split(/\s+/).length <= 6 && (roleOf(label) !== "points" || names) ? { label, rest } : null;
}

/** A unit that stands on its own after a semicolon (a label, a copula list, a focus), rather than going on a list. */
function standsAlone(segment: string, lang: Lang): boolean {
  const t = segment.trim();
  return (
    !!splitLabel(t).label ||
    !!copulaList(t, lang) ||
    FOCUS.test(t) ||
    SHOW_LEAD.test(t) ||
    PARTS_LEAD.test(t) ||
    FILLER_LEAD.test(t)
  );
}

/** Reads one unit of a prompt. `bullets` are the bullet lines under a label line. */
export function readUnit(text: string, lang: Lang, bullets?: string[]): UnitReading {
  const none: UnitReading = { request: false, parts: [], groups: [] };
  if (bullets) {
    const label = cleanLabel(text, lang);
    if (roleOf(label) === "parts" || PARTS_LEAD.test(text))
      return { ...none, parts: bullets.map((b) => cleanLabel(b, lang)) };
    return { ...none, groups: [readGroup(FILLER_LABEL.test(label) ? null : label || null, "", lang, bullets)] };
  }
  const t = text.trim().replace(END, "").replace(FILLER_LEAD, "");
  // "…: a; team: b; risks are c": each segment that stands alone is a unit of its own.
  const segments = topLevelSplit(t, /\s*[;；]\s*/g);
  if (segments.length > 1 && segments.slice(1).some((s) => standsAlone(s, lang)))
    return merge(joinContinuations(segments, lang).map((s) => readUnit(s, lang)));
  for (const re of CJK_PARTS) {
    const m = re.exec(t);
    if (m) return { ...none, request: true, parts: partHeadings(m.groups!.parts!, lang) };
  }
  const lead = PARTS_LEAD.exec(t);
  if (lead && lead[0].length < t.length)
    return { ...none, request: true, parts: partHeadings(t.slice(lead[0].length), lang) };
  const focus = (FOCUS.exec(t) ?? CJK_FOCUS.exec(t))?.groups;
  if (focus && focus.list) {
    const time = focusLabel(focus.time!);
    return {
      ...none,
      groups: [{ ...readGroup(time, focus.list, lang, undefined, "priorities"), ...(time ? { focus: true } : {}) }],
    };
  }
  const show = CJK_SHOW.exec(t)?.groups;
  if (show) return { ...none, groups: [readGroup(cleanLabel(show.label!, lang), show.list!, lang)] };
  if (!SHOW_LEAD.test(t) && !politeContent(t) && (REQUEST_START.test(t) || CJK_REQUEST_END.test(t) || isWish(t))) {
    const intro = PARTS_INTRO.exec(t);
    const listed = intro ? listItems(t.slice(intro.index + intro[0].length), lang) : [];
    const parts =
      intro && (looksLikeParts(listed) || (listed.length === 1 && !hasFigure(listed[0]!)))
        ? partHeadings(t.slice(intro.index + intro[0].length), lang)
        : [];
    return { ...none, request: true, parts };
  }
  const presenters = PRESENTERS_LEAD.exec(t);
  if (presenters) return { ...none, groups: [readGroup(null, t.slice(presenters[0].length), lang, undefined, "team")] };
  const shown = t.replace(SHOW_LEAD, "");
  const { label, body } = splitLabel(shown);
  if (label !== null) {
    const clean = cleanLabel(label, lang);
    if (FILLER_LABEL.test(label.trim()) || FILLER_LABEL.test(clean) || !clean) return readUnit(body, lang);
    // "Índice de refugo: 1,4%", "المحاور: …، وتكلفة الطالب 60 درهمًا": a list that states figures is content, not parts.
    if (roleOf(clean) === "parts" && !hasFigure(body))
      return { ...none, request: true, parts: partHeadings(body, lang) };
    if (roleOf(clean) === "parts")
      return {
        ...none,
        groups: [readGroup(listItems(body, lang).length > 1 ? null : clean, body, lang, undefined, "points")],
      };
    return { ...none, groups: [readGroup(clean, body, lang)] };
  }
  const copula = copulaList(shown, lang);
  if (copula) return { ...none, groups: [readGroup(copula.label, copula.rest, lang)] };
  return { ...none, groups: [readGroup(null, shown, lang)] };
}

/** The heading a focus gets: its time as written ("H2", "primo trimestre 2027"), for "Priorities for …"; else none. */
function focusLabel(time: string): string | null {
  const t = time.trim().replace(/[,\s]+$/, "");
  return t && (extractPeriod(t) || namesDate(t)) ? t : null;
}

/** Segments that do not stand alone go back on the list before them ("Founders: A, ex-Google; B, ex-Spotify"). */
export function joinContinuations(segments: string[], lang: Lang): string[] {
  const out: string[] = [];
  for (const s of segments) {
    const prev = out[out.length - 1];
    // A list split by semicolons has items of one form: with commas inside ("A, ex-Google; B, ex-Spotify"), or short
    // ("costs; savings; grants"), and both stating figures or neither.
    const body = prev === undefined ? "" : listOf(prev);
    const words = (t: string) => t.trim().split(/\s+/).length;
    const commas = /,\s/.test(body) && /,\s/.test(s);
    const short = !/,\s/.test(body) && !/,\s/.test(s) && words(body) <= 4 && words(s) <= 8;
    const alike = prev !== undefined && (commas || short) && hasFigure(body) === hasFigure(s);
    if (prev !== undefined && alike && !standsAlone(s, lang)) out[out.length - 1] += `; ${s}`;
    else out.push(s);
  }
  return out;
}

/** The list a segment ends with: what follows its last colon or its words that introduce parts ("covering …"). */
function listOf(segment: string): string {
  const intro = [...segment.matchAll(new RegExp(PARTS_INTRO.source, "giu"))].at(-1);
  const colon = Math.max(segment.lastIndexOf(":"), segment.lastIndexOf("："));
  const at = Math.max(colon + 1, intro ? intro.index! + intro[0].length : 0);
  return segment.slice(at);
}

function merge(readings: UnitReading[]): UnitReading {
  return {
    request: readings.some((r) => r.request),
    parts: readings.flatMap((r) => r.parts),
    groups: readings.flatMap((r) => r.groups),
  };
}
