// The date a step names ("pilot in May", "am 14. März 2026", "4.–6. Mai", "Q3 2026: rollout", "3月14日に開店"), split
// from the step's own words: calendar dates read by chrono-node in the text's language, periods (quarters, halves,
// seasons, weeks) by the patterns below, which chrono does not read.
import { createRequire } from "node:module";
import type { Chrono } from "chrono-node";
import type { Lang } from "./language.js";

const MONTH_NAMES = [
  "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec",
  "januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember",
  "janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre",
  "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre",
  "janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro",
  "gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre",
  "januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december",
].join("|");
const ARABIC_MONTHS = "يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر";
const SEASONS =
  "spring|summer|autumn|fall|winter|frühjahr|frühling|sommer|herbst|printemps|été|automne|hiver|primavera|verano|otoño|invierno|verão|outono|inverno|estate|autunno|lente|zomer|najaar|herfst";
const HALF =
  "(?:first|second|third|fourth|1st|2nd|3rd|4th|primer|segundo|tercer|cuarto|primo|secondo|terzo|quarto|premier|deuxième|troisième|quatrième|erste[sn]?|zweite[sn]?|dritte[sn]?|vierte[sn]?|eerste|tweede|derde|vierde|primeiro|segundo|terceiro|quarto)\\s+(?:half|quarter|semestre|trimestre|halbjahr|quartal|kwartaal|halfjaar)|(?:second|first) half of the year";
const RELATIVE =
  "week\\s+\\d{1,2}|day\\s+\\d{1,3}|month\\s+\\d{1,2}|year\\s+\\d|kw\\s?\\d{1,2}|woche\\s+\\d{1,2}|tag\\s+\\d{1,3}|semaine\\s+\\d{1,2}|jour\\s+\\d{1,3}|semana\\s+\\d{1,2}|día\\s+\\d{1,3}|dia\\s+\\d{1,3}|settimana\\s+\\d{1,2}|giorno\\s+\\d{1,3}|dag\\s+\\d{1,3}|next (?:week|month|quarter|year)|this (?:week|month|quarter|year)";
const LATIN_DATE = `(?:(?:early|mid|late|end of|start of|anfang|mitte|ende|début|fin|principios de|mediados de|finales de|início de|meados de|fim de|inizio|metà|fine|begin|half|eind)[\\s-]+)?(?:\\d{1,2}\\.?\\s+(?:de\\s+)?)?(?:${MONTH_NAMES}|${SEASONS})(?:\\s+\\d{1,2}(?:st|nd|rd|th)?)?(?:,?\\s+(?:de\\s+)?(?:19|20)\\d{2})?|${HALF}|(?:Q|T|H|S)[1-4](?:\\s*(?:/|')?\\s*(?:19|20)?\\d{2})?|FY\\s?'?\\d{2,4}|(?:19|20)\\d{2}(?:-\\d{2}(?:-\\d{2})?)?|\\d{1,2}\\/\\d{1,2}(?:\\/\\d{2,4})?|\\d{1,2}\\.\\d{1,2}\\.(?:\\d{2,4})?|${RELATIVE}`;
const CJK_DATE =
  "(?:(?:19|20)\\d{2}年|来年度|今年度|明年|今年)?(?:の)?(?:第?[一二三四1-4]四半期|第[一二三四1-4]季度|[一二三四1-4]季度|上半期|下半期|上期|下期|今期|来期|上半年|下半年|\\d{1,2}月(?:\\d{1,2}日)?(?:上旬|中旬|下旬)?)|(?:19|20)\\d{2}年";
const DATE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${LATIN_DATE})(?![\\p{L}\\p{N}])|${CJK_DATE}|(?<![\\p{L}])(?:${ARABIC_MONTHS})(?:\\s+(?:19|20)\\d{2})?`,
  "iu",
);
// The little word that ties a step to its date: "in May", "by Q3", "im März", "en mai", "a partir de", "までに".
const TIE_BEFORE =
  /(?:^|\s)(?:(?:in|by|on|from|until|ab|bis|seit|vom|zum|am|en|dès|desde|a partir de|para|em|até|entro|da|dal|vanaf|tegen|op|in)\s+(?:the|den|dem|le|la|el|il|lo|o|a|het)|the|vom|dem|den|el|il|le|op|o|in|by|on|from|until|till|before|after|at|during|starting|since|ab|bis|im|am|zum|seit|vor|nach|en|au|aux|d'ici|dès|à partir de|avant|après|depuis|para|antes de|después de|desde|a partir de|hasta|em|até|no|na|entro|a|da|tra|dal|nel|nella|per|vanaf|tegen|voor|na|vóór|في|بحلول|منذ)\s*$/iu;
const TIE_AFTER = /^\s*(?:に|までに|まで|から|中に|中|に向けて|前|后|前后|以前|之前|起|开始)/u;

export interface DatedStep {
  date: string;
  /** The step's own words, the date and its tie word taken out; empty when the item is only a date. */
  title: string;
}

// chrono takes 50–75 ms to load a language and about 200 ms for all ten: each language is loaded when a line first
// looks dated in it, not by everything that imports the reader (every compose worker, every test file, the CLI).
const load = createRequire(import.meta.url);
const CHRONO_MODULES: Record<Lang, string> = {
  en: "chrono-node/en",
  de: "chrono-node/de",
  fr: "chrono-node/fr",
  es: "chrono-node/es",
  pt: "chrono-node/pt",
  it: "chrono-node/it",
  nl: "chrono-node/nl",
  ja: "chrono-node/ja",
  zh: "chrono-node/zh/hans",
  ar: "chrono-node/ar",
};
const parsers = new Map<Lang, Chrono>();

/** chrono's strict parser of a language: explicit dates only, so "last year" in "vs 3.1M last year" is no step's date. */
function chronoOf(lang: Lang): Chrono {
  let parser = parsers.get(lang);
  if (!parser) parsers.set(lang, (parser = (load(CHRONO_MODULES[lang]) as { strict: Chrono }).strict));
  return parser;
}
/**
 * chrono runs only on what already looks dated (a month's name, a day and month in digits, "3rd", "3月"): it costs far
 * more than the patterns. A day and month in digits take a second point ("1.8.") or a slash: "1.8" is a decimal ("1.8 يوم").
 */
const MAY_BE_DATED =
  /\d{1,2}\s*[/-]\s*\d{1,2}|\d{1,2}\s*\.\s*\d{1,2}\.|\d(?:st|nd|rd|th|er|e|º|ª)(?![\p{L}])|\d\s*[月日]/u;
const REFERENCE = new Date(Date.UTC(2026, 0, 1));

interface Found {
  index: number;
  text: string;
}

/** The calendar date chrono finds first in the text, its leading tie word ("am", "il", "on") left to the step. */
function calendarDate(item: string, lang: Lang): Found | null {
  if (!DATE.test(item) && !MAY_BE_DATED.test(item)) return null;
  const hit =
    chronoOf(lang).parse(item, REFERENCE)[0] ?? (lang === "en" ? undefined : chronoOf("en").parse(item, REFERENCE)[0]);
  if (!hit) return null;
  const tie = /^(?:am|an|im|on|the|le|la|el|il|lo|op|em|no|na|a|de|vom|dem)\s+/iu.exec(hit.text);
  return tie
    ? { index: hit.index + tie[0].length, text: hit.text.slice(tie[0].length) }
    : { index: hit.index, text: hit.text };
}

/** The date an item names, without a number that runs on into a decimal ("Januar 1,2 Mio. €": the amount, not the day). */
function dateIn(item: string, lang: Lang | undefined): Found | null {
  const found = dateOrPeriodIn(item, lang);
  if (!found || !/^[.,]\d/.test(item.slice(found.index + found.text.length))) return found;
  const day = /\s+\d{1,2}$/.exec(found.text);
  return day ? { index: found.index, text: found.text.slice(0, day.index) } : found;
}

/** The date an item names: chrono's calendar date joined with the period the patterns find where they overlap. */
function dateOrPeriodIn(item: string, lang: Lang | undefined): Found | null {
  const m = DATE.exec(item);
  const period = m ? { index: m.index, text: m[0] } : null;
  const calendar = lang ? calendarDate(item, lang) : null;
  if (!calendar) return period;
  if (!period) return calendar;
  const [a, b] = period.index <= calendar.index ? [period, calendar] : [calendar, period];
  // "4.–6. Mai" (chrono) over "6. Mai" (the patterns): overlapping readings are one date, as long as both together.
  if (b.index > a.index + a.text.length) return a;
  const end = Math.max(a.index + a.text.length, b.index + b.text.length);
  return { index: a.index, text: item.slice(a.index, end) };
}

/** The date an item names and the rest of its words, or null when it names none. */
export function datedStep(item: string, lang?: Lang): DatedStep | null {
  const m = dateIn(item, lang);
  if (!m) return null;
  const date = m.text.trim();
  let before = item.slice(0, m.index);
  let after = item.slice(m.index + m.text.length);
  before = before.replace(TIE_BEFORE, "");
  after = after.replace(TIE_AFTER, "");
  const title = `${before} ${after}`
    .replace(/\s+/g, " ")
    .replace(/^[\s,:;–—-]+|[\s,:;–—-]+$/g, "")
    .replace(/^[にをはで]|[にをはで]$/u, "")
    .trim();
  return { date, title };
}

/** How many dates a text names. */
export const datesIn = (text: string) => [...text.matchAll(new RegExp(DATE.source, "giu"))].length;

/** True when a text names a date (a month, quarter, year, week or day). */
export const namesDate = (text: string) => DATE.test(text);
