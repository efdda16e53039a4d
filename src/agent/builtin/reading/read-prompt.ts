// A prompt read as clauses: the request (kind, counts, audience, language, subject) apart from the content the user
// states (figures with their labels, named lists, risks, priorities, dated steps, statements) and the parts they list.
import type { SourceKind } from "../../../formats/source.js";
import { detectLanguage, type Lang } from "../language.js";
import { extractCounts, extractPeriod, type Counts, type Period } from "../prompt-facts.js";
import { audienceOf } from "./audience.js";
import { readGroup, readItem, type ContentGroup } from "./content.js";
import { hasFigure } from "./figures.js";
import { formatKind, genreKind, namedKind } from "./kind-words.js";
import { allWords, LEXICONS } from "./lexicon.js";
import { roleOf } from "./roles.js";
import { linesOf, listItems, sentencesOf, splitAnd, splitLabel } from "./segment.js";
import { titleOf, withoutRequest } from "./title.js";

export interface PromptReading {
  language: Lang;
  /** Set when the language asked for (or found) has no scaffolding, so English is used. */
  languageFallback?: string;
  /** The kind the request names, or null. */
  kind: SourceKind | null;
  /** The subject as a title, in the user's words. */
  title: string;
  audience: string | null;
  period: Period | null;
  /** Counts the request asks for ("7 slides", "4 sections"); the content's own numbers are not counts. */
  counts: Counts;
  /** The parts the user asks the output to have, in their words and order. */
  parts: string[];
  /** The content the user states, in their order. */
  groups: ContentGroup[];
  /** What the subject sentence says of the subject beside naming it ("GreenLoop, a Berlin startup that …"). */
  about: string[];
  /** The request's own sentences (the subject sentence first). */
  request: string[];
}

interface Unit {
  text: string;
  /** Bullet lines under a label line. */
  bullets?: string[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const alternation = (list: string[]) => [...new Set(list)].sort((a, b) => b.length - a.length).map(escape).join("|");
const startsWith = (words: string[]) => new RegExp(`^(?:${alternation(words)})(?![\\p{L}])`, "iu");
const LATIN_OR_CJK = (words: string[]) => new RegExp(`(?<![\\p{L}])(?:${alternation(words.filter((w) => /^\p{Script=Latin}/u.test(w)))})(?![\\p{L}])|${alternation(words.filter((w) => !/^\p{Script=Latin}/u.test(w)))}`, "iu");

const REQUEST_START = startsWith([...allWords("politeness"), ...allWords("requests")]);
const WISH_START = startsWith(allWords("wishes"));
const STRESS_START = new RegExp(`^(?:${alternation(allWords("stress"))})(?![\\p{L}])\\s*(?:that|dass|que|che|dat)?\\s*`, "iu");
const PARTS_INTRO = LATIN_OR_CJK(allWords("partsIntro"));
const CJK_REQUEST_END = new RegExp(`(?:${alternation([...LEXICONS.ja.requests, ...LEXICONS.zh.requests])})[。.!！]*$`, "u");
const ANY_REQUEST = LATIN_OR_CJK([...allWords("requests")]);

/** The units of a prompt: its sentences, a label line keeping the bullet lines below it. */
function unitsOf(prompt: string, lang: Lang): Unit[] {
  const units: Unit[] = [];
  for (const line of linesOf(prompt)) {
    const last = units[units.length - 1];
    const heading = line.text.replace(/^#{1,6}\s+/, "");
    if (line.bullet && last?.bullets) {
      last.bullets.push(line.text);
      continue;
    }
    if (line.bullet) {
      units.push({ text: line.text });
      continue;
    }
    // A label line ("Risks:", "## Risks", a short line without a full stop) takes the bullets that follow it.
    if (/[:：]$/.test(heading) || /^#{1,6}\s/.test(line.text)) {
      units.push({ text: heading.replace(/[:：]$/, ""), bullets: [] });
      continue;
    }
    for (const s of sentencesOf(line.text, lang)) units.push({ text: s });
  }
  return units.map((u) => (u.bullets && !u.bullets.length ? { text: u.text } : u));
}

/**
 * Whether a sentence asks for the output rather than stating content: a request verb, a format word ("deck"), or a
 * genre word ("QBR", "report") in a sentence that states no figure and is not a labelled list ("Budget: 40.000 €").
 */
function isRequest(text: string): boolean {
  const t = text.trim();
  if (REQUEST_START.test(t) || CJK_REQUEST_END.test(t) || formatKind(t) !== null) return true;
  return genreKind(t) !== null && !hasFigure(t) && splitLabel(t).label === null;
}

/** A sentence that only says how the output should be (its language, length, audience, tone, extras). */
function isWish(text: string): boolean {
  const t = text.trim().replace(/^(?:please|bitte|s'il vous plaît|por favor|per favore|alsjeblieft)[,\s]+/iu, "");
  if (WISH_START.test(t) && !hasFigure(t)) return true;
  const counts = extractCounts(t);
  const rest = t.replace(/[\d\s.,!?;:()\-–]+/g, " ").trim();
  return Object.keys(counts).length > 0 && rest.split(/\s+/).length <= 4 && !hasFigure(t);
}

/** "…, with speaker notes", "plus a chart": a wish about the output closing a list of its parts. */
const TRAILING_WISH = /,?\s*(?:with|plus|including|mit|avec|con|com|met|inkl\.?)\s+(?:(?:speaker\s+)?notes|charts?|images?|pictures?|icons?|formulas?|totals?|examples?|sources?|references|sprechernotizen|notes|graphiques|notas|gráficos|note|grafici|notities|grafieken)\b.*$/iu;

/** A list of parts as written, without the wish that may close it. */
const partsList = (text: string, lang: Lang) => listItems(text.replace(TRAILING_WISH, ""), lang);

/** Items that name parts of the output ("costs, savings, grants and a recommendation"): short, no figures. */
function looksLikeParts(items: string[]): boolean {
  return items.length >= 2 && items.every((i) => !hasFigure(i) && i.split(/\s+/).length <= 6 && i.length <= 60);
}

/** A part's heading: the item without an article, first letter capital. */
function partHeading(item: string, lang: Lang): string {
  const articles = new Set(LEXICONS[lang].dangling.concat(LEXICONS.en.dangling).map((w) => w.toLowerCase()));
  const words = item.trim().replace(/[.。]+$/u, "").split(/\s+/);
  while (words.length > 1 && articles.has(words[0]!.toLowerCase())) words.shift();
  const text = words.join(" ").replace(/^(?:a slide on|a section on|a slide about|a section about|slides on|sections on)\s+/i, "");
  return text ? text[0]!.toLocaleUpperCase() + text.slice(1) : text;
}

interface SubjectParts {
  subject: string;
  parts: string[];
  groups: ContentGroup[];
  about?: string[];
}

/**
 * The subject sentence split into the subject itself, the parts it lists ("covering X, Y and Z", ": X, Y, Z") and the
 * content it carries after a comma or colon ("…, Q3 2026, revenue up 12%").
 */
function readSubject(text: string, lang: Lang): SubjectParts {
  const body = text.replace(/[.。!！]+$/u, "").trim();
  const { label, body: afterColon } = splitLabel(body);
  if (label !== null && isRequest(label)) {
    // After a request, "temperature and time" lists two parts as surely as "temperature, time".
    const items = partsList(afterColon, lang).flatMap((i) => (hasFigure(i) ? [i] : splitAnd(i, lang)));
    if (looksLikeParts(items) && !items.some((i) => readItem(i, lang).figure)) return { subject: label, parts: items.map((i) => partHeading(i, lang)), groups: [] };
    return { subject: label, parts: [], groups: [readGroup(null, afterColon, lang)] };
  }
  const intro = PARTS_INTRO.exec(body);
  if (intro && intro.index > 0) {
    const items = partsList(body.slice(intro.index + intro[0].length), lang);
    if (looksLikeParts(items)) return { subject: body.slice(0, intro.index).trim(), parts: items.map((i) => partHeading(i, lang)), groups: [] };
  }
  const pieces = listItems(body, lang);
  if (pieces.length <= 1) return { subject: body, parts: [], groups: [] };
  const [first, ...rest] = pieces;
  // "A deck about cats, dogs and birds": the subject is a list of topics, not a subject and content.
  if (rest.every((p) => !hasFigure(p) && p.split(/\s+/).length <= 3) && !rest.some((p) => extractPeriod(p) || audienceOf(p))) return { subject: body, parts: [], groups: [] };
  const content = rest.filter((p) => !isMeta(p));
  // Figures and dated facts are content; a phrase about the subject ("a Berlin startup that …") describes it.
  const stated = content.filter((p) => hasFigure(p) || readItem(p, lang).step);
  const about = content.filter((p) => !stated.includes(p));
  return { subject: first!, parts: [], groups: stated.length ? [readGroup(null, stated.join(", "), lang)] : [], about };
}

/** A piece of the subject sentence that only says when, for whom, or how: "Q3 2026", "for investors", "with formulas". */
function isMeta(piece: string): boolean {
  const p = piece.trim();
  if (!hasFigure(p) && extractPeriod(p) && p.replace(/(?:Q[1-4]|H[12]|FY)?\s*'?(?:19|20)?\d{2,4}|\b(?:of|in|for|im|en|de|del|di)\b/gi, "").trim().length <= 2) return true;
  if (audienceOf(p) && p.split(/\s+/).length <= 6) return true;
  return isWish(p);
}

/** Reads a prompt; `language` (a BCP-47 tag) overrides the language found in it. */
export function readPrompt(prompt: string, language?: string): PromptReading {
  const text = prompt.trim();
  const detected = detectLanguage(text, language);
  const lang = detected.lang;
  const units = unitsOf(text, lang);
  const subjectAt = Math.max(0, units.slice(0, 3).findIndex((u) => !u.bullets && isRequest(u.text)));
  const request: string[] = [];
  const parts: string[] = [];
  const groups: ContentGroup[] = [];
  const about: string[] = [];
  let subject = "";
  units.forEach((unit, i) => {
    if (i === subjectAt && !unit.bullets && !(splitLabel(unit.text).label && !isRequest(unit.text) && roleOf(splitLabel(unit.text).label!) !== "points")) {
      const read = readSubject(unit.text, lang);
      subject = read.subject;
      request.push(unit.text);
      parts.push(...read.parts);
      groups.push(...read.groups);
      about.push(...(read.about ?? []));
      return;
    }
    if (unit.bullets) {
      const role = roleOf(unit.text);
      if (role === "parts" || (isRequest(unit.text) && looksLikeParts(unit.bullets))) parts.push(...unit.bullets.map((b) => partHeading(b, lang)));
      else groups.push(readGroup(unit.text, "", lang, unit.bullets));
      return;
    }
    const t = unit.text.trim();
    const stress = STRESS_START.exec(t);
    if (stress && stress[0].length < t.length) {
      request.push(t);
      groups.push(readGroup(null, t.slice(stress[0].length).replace(/[.。!]+$/u, ""), lang));
      return;
    }
    if (isRequest(t) || isWish(t)) {
      request.push(t);
      const intro = PARTS_INTRO.exec(t);
      const listed = intro ? partsList(t.slice(intro.index + intro[0].length).replace(/[.。!]+$/u, ""), lang) : [];
      if (intro && (looksLikeParts(listed) || (listed.length === 1 && !hasFigure(listed[0]!)))) parts.push(...listed.map((p) => partHeading(withoutRequest(p), lang)));
      return;
    }
    const { label, body } = splitLabel(t.replace(/[.。!！]+$/u, ""));
    if (label && roleOf(label) === "parts") {
      parts.push(...listItems(body, lang).map((p) => partHeading(p, lang)));
      return;
    }
    groups.push(readGroup(label, body, lang));
  });
  if (!subject && units[0]) subject = units[0].text;
  const requestText = request.join(" ") || subject;
  const audience = audienceOf(requestText);
  return {
    language: lang,
    ...(detected.fallbackFrom ? { languageFallback: detected.fallbackFrom } : {}),
    kind: namedKind(requestText) ?? namedKind(text),
    title: titleOf(subject, audience, lang),
    audience,
    period: extractPeriod(requestText) ?? extractPeriod(text),
    counts: extractCounts(requestText),
    parts: dedupe(parts),
    groups: groups.filter((g) => g.items.length),
    about,
    request,
  };
}

const dedupe = (list: string[]) => list.filter((x, i) => x && list.findIndex((y) => y.toLowerCase() === x.toLowerCase()) === i);

/** True when a text contains a request verb of any language (a title must not). */
export const hasRequestVerb = (text: string) => ANY_REQUEST.test(text);
