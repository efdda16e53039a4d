// Where a step's date falls ("May", "Q3", "im dritten Quartal", "H2 2026", "spring 2027", "14. März", "第3四半期",
// "week 3"), so dated steps can stand in date order: a period sorts by its start, a step without a year takes the year
// of the step before it that has one (else the list's first), and undated steps keep their place in the list.
import { LANGUAGES } from "./language.js";
import { escapeRegExp } from "../../lib/text.js";

/**
 * A date's place on its scale. Calendar dates compare by year and `at` (the month, its fraction the day: 5 is 1 May,
 * 5.45 mid-May); "week 3" or "day 30" of a project compare only with each other (`relative`, in days), as do
 * "next week" or "next quarter" (`now`, days from now).
 */
interface DateKey {
  scale: "calendar" | "relative" | "now";
  at: number;
  year?: number;
  /** "来年度", "next year": the year after the list's. */
  nextYear?: boolean;
}

const fold = (s: string) => s.toLocaleLowerCase().replace(/\.$/, "");

/** Month names, long and short, of the ten languages (Intl's calendar data) → their month 1–12. */
const MONTHS: ReadonlyMap<string, number> = (() => {
  const out = new Map<string, number>([["sept", 9]]);
  for (const lang of LANGUAGES) {
    for (const month of ["long", "short"] as const) {
      const format = new Intl.DateTimeFormat(lang, { month, timeZone: "UTC" });
      for (let i = 0; i < 12; i++) {
        const name = fold(format.format(new Date(Date.UTC(2020, i, 15))));
        if (!/\d/.test(name) && !out.has(name)) out.set(name, i + 1);
      }
    }
  }
  return out;
})();
const MONTH = new RegExp(
  `(?<![\\p{L}])(?<month>${[...MONTHS.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|")})\\.?(?![\\p{L}])`,
  "iu",
);

/** Where in its month a date falls, from the words before it ("Mitte Juni", "fin mars", "下旬"); "early May" is its start. */
const MID = /(?<![\p{L}])(?:mid|middle of|mitte|mi|mediados de|meados de|metà|half|midden)(?![\p{L}])|中旬/iu;
const LATE =
  /(?<![\p{L}])(?:late|end of|ende|fin|finales de|fines de|fim de|final de|fine|eind|einde)(?![\p{L}])|下旬|月末/iu;

const SEASONS: [RegExp, number][] = [
  [/(?<![\p{L}])(?:spring|frühjahr|frühling|printemps|primavera|lente|voorjaar)(?![\p{L}])|春/iu, 3 + 19 / 31],
  [/(?<![\p{L}])(?:summer|sommer|été|verano|verão|estate|zomer)(?![\p{L}])|夏/iu, 6 + 20 / 31],
  [/(?<![\p{L}])(?:autumn|fall|herbst|automne|otoño|outono|autunno|najaar|herfst)(?![\p{L}])|秋/iu, 9 + 21 / 31],
  [/(?<![\p{L}])(?:winter|hiver|invierno|inverno)(?![\p{L}])|冬/iu, 12 + 20 / 31],
];

const ORDINALS: [RegExp, number][] = [
  [/^(?:first|1st|primer|primero|primo|premier|erste[sn]?|eerste|primeiro)$/iu, 1],
  [/^(?:second|2nd|segundo|secondo|deuxième|second|zweite[sn]?|tweede)$/iu, 2],
  [/^(?:third|3rd|tercer|tercero|terzo|troisième|dritte[sn]?|derde|terceiro)$/iu, 3],
  [/^(?:fourth|4th|cuarto|quarto|quatrième|vierte[sn]?|vierde)$/iu, 4],
];
/** "third", "dritten", "3rd", "1er", "3." → 3. */
const ordinal = (word: string) =>
  ORDINALS.find(([re]) => re.test(word))?.[1] ??
  (/^([1-4])(?:st|nd|rd|th|er|re|e|ème|º|ª|°)?$/iu.exec(word) ? Number(word[0]) : undefined);
const KANJI_DIGIT: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4 };
const digit = (s: string) => KANJI_DIGIT[s] ?? Number(s);

/** Quarters and halves: "Q3", "T3" (trimestre), "third quarter", "drittes Quartal", "第3四半期", "第三季度"; "H2", "S1", "下半期". */
const QUARTER_CODE = /(?<![\p{L}])[QT](?<quarter>[1-4])(?![\p{L}\d])/iu;
const HALF_CODE = /(?<![\p{L}])[HS](?<half>[12])(?![\p{L}\d])/iu;
const QUARTER_WORDS = /(?<ordinal>[\p{L}\d]+)\.?\s+(?:quarter|quartal|trimestre|kwartaal)(?![\p{L}])/iu;
const HALF_WORDS = /(?<ordinal>[\p{L}\d]+)\.?\s+(?:half|halbjahr|semestre|halfjaar)(?![\p{L}])/iu;
const CJK_QUARTER = /第?(?<quarter>[一二三四1-4])(?:四半期|季度)/u;
const CJK_HALF = /(?<half>上|下)(?:半期|期|半年)/u;

const YEAR = /(?<!\d)(?<year>(?:19|20)\d{2})(?!\d)/u;
/** Two-digit years after a period's code or a fiscal year: "Q3 '26", "Q3/26", "FY26". */
const SHORT_YEAR = /(?:[QTHS][1-4]\s*(?:\/|')?\s*|FY\s?'?)(?<year>\d{2})(?!\d)/iu;
const NEXT_YEAR =
  /来年|明年|next year|nächstes jahr|l'année prochaine|el próximo año|el año que viene|no próximo ano|l'anno prossimo|volgend jaar/iu;
const THIS_YEAR = /今年|this year|dieses jahr|cette année|este año|este ano|quest'anno|dit jaar/iu;

const RELATIVE_UNITS: [RegExp, number][] = [
  [/^(?:day|tag|jour|día|dia|giorno|dag)$/iu, 1],
  [/^(?:week|woche|semaine|semana|settimana)$/iu, 7],
  [/^(?:month|monat|mois|mes|mês|mese|maand)$/iu, 30.44],
  [/^(?:year|jahr|année|año|ano|anno|jaar)$/iu, 365.25],
];
const RELATIVE = /(?<![\p{L}])(?<unit>\p{L}+)\s+(?<count>\d{1,3})(?![\p{L}\d])/u;
const CALENDAR_WEEK = /(?<![\p{L}])kw\s?(?<week>\d{1,2})(?!\d)/iu;
const FROM_NOW = /(?<![\p{L}])(?<which>this|next)\s+(?<span>week|month|quarter)(?![\p{L}])/iu;
const FROM_NOW_DAYS: Record<string, number> = { week: 7, month: 30.44, quarter: 91.3 };

/** The year a date names, four digits or two after a period's code; undefined when it names none. */
function yearOf(date: string): number | undefined {
  const full = YEAR.exec(date);
  if (full) return Number(full.groups!.year);
  const short = SHORT_YEAR.exec(date);
  return short ? 2000 + Number(short.groups!.year) : undefined;
}

/** The day of the month a calendar date names next to its month: "14. März", "March 14th", "4.–6. Mai" (its start). */
function dayOf(date: string): number | undefined {
  const m = /(?<![\d\p{L}])(?<day>\d{1,2})(?:st|nd|rd|th|er|e|º|ª|日)?(?![\d])/u.exec(date.replace(YEAR, " "));
  const day = m ? Number(m.groups!.day) : NaN;
  return day >= 1 && day <= 31 ? day : undefined;
}

const inMonth = (month: number, day: number) => month + (day - 1) / 31;

function withinMonth(date: string, month: number): number {
  const day = dayOf(date);
  if (day !== undefined) return inMonth(month, day);
  if (LATE.test(date)) return inMonth(month, 25);
  if (MID.test(date)) return inMonth(month, 15);
  return month;
}

/** Dates written in digits: "2026-03-14", "2026-03", "14.03.2026", "1.8.", "3/14" (month first in English). */
function numericAt(date: string, english: boolean): { at: number; year?: number } | null {
  const iso = /(?<!\d)(?<year>(?:19|20)\d{2})-(?<month>\d{2})(?:-(?<day>\d{2}))?(?!\d)/u.exec(date)?.groups;
  if (iso) return { year: Number(iso.year), at: inMonth(Number(iso.month), Number(iso.day ?? 1)) };
  const dotted = /(?<!\d)(?<day>\d{1,2})\.(?<month>\d{1,2})\.(?<year>(?:19|20)?\d{2})?/u.exec(date)?.groups;
  if (dotted && Number(dotted.month) <= 12) {
    return {
      at: inMonth(Number(dotted.month), Number(dotted.day)),
      ...(dotted.year ? { year: fullYear(dotted.year) } : {}),
    };
  }
  const slashed = /(?<!\d)(?<first>\d{1,2})\/(?<second>\d{1,2})(?:\/(?<year>(?:19|20)?\d{2}))?(?!\d)/u.exec(
    date,
  )?.groups;
  if (!slashed) return null;
  const [first, second] = [Number(slashed.first), Number(slashed.second)];
  let [month, day] = english ? [first, second] : [second, first];
  if (month > 12) [month, day] = [day, month];
  return month <= 12 ? { at: inMonth(month, day), ...(slashed.year ? { year: fullYear(slashed.year) } : {}) } : null;
}
const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

/** The calendar place a date names within its year (1 = 1 January), or null when it names none. */
function calendarAt(date: string, english: boolean): number | null {
  const numeric = numericAt(date, english);
  if (numeric) return numeric.at;
  const cjkMonth = /(?<month>\d{1,2})月(?:(?<day>\d{1,2})日)?/u.exec(date)?.groups;
  if (cjkMonth) {
    const month = Number(cjkMonth.month);
    return cjkMonth.day ? inMonth(month, Number(cjkMonth.day)) : withinMonth(date.replace(/\d{1,2}月/u, ""), month);
  }
  const month = MONTH.exec(date);
  if (month) return withinMonth(date.replace(month[0], " "), MONTHS.get(fold(month.groups!.month!))!);
  const quarter = QUARTER_CODE.exec(date)?.groups!.quarter ?? CJK_QUARTER.exec(date)?.groups!.quarter;
  const quarterWord = QUARTER_WORDS.exec(date);
  const q = quarter ? digit(quarter) : quarterWord ? ordinal(quarterWord.groups!.ordinal!) : undefined;
  if (q && q >= 1 && q <= 4) return (q - 1) * 3 + 1;
  const halfWord = HALF_WORDS.exec(date);
  const cjkHalf = CJK_HALF.exec(date);
  const h = HALF_CODE.exec(date)?.groups!.half ?? (cjkHalf ? (cjkHalf.groups!.half === "上" ? "1" : "2") : undefined);
  const half = h ? Number(h) : halfWord ? ordinal(halfWord.groups!.ordinal!) : undefined;
  if (half === 1 || half === 2) return half === 1 ? 1 : 7;
  for (const [re, at] of SEASONS) if (re.test(date)) return at;
  const week = CALENDAR_WEEK.exec(date);
  if (week) return 1 + ((Number(week.groups!.week) - 1) * 7) / 30.44;
  return null;
}

/** Where a step's date falls, or null when nothing in it says. */
function dateKey(date: string, english = false): DateKey | null {
  const text = date.trim();
  const relative = RELATIVE.exec(text);
  const unit = relative ? RELATIVE_UNITS.find(([re]) => re.test(relative.groups!.unit!))?.[1] : undefined;
  // "dia 5 de maio" is a day of May, not day 5 of a project.
  if (relative && unit !== undefined && !MONTH.test(text))
    return { scale: "relative", at: Number(relative.groups!.count) * unit };
  const fromNow = FROM_NOW.exec(text)?.groups;
  if (fromNow)
    return {
      scale: "now",
      at: fromNow.which!.toLowerCase() === "next" ? FROM_NOW_DAYS[fromNow.span!.toLowerCase()]! : 0,
    };
  const year = yearOf(text);
  const next = NEXT_YEAR.test(text);
  const at =
    calendarAt(text, english) ?? (year !== undefined || next || THIS_YEAR.test(text) || /^FY/iu.test(text) ? 1 : null);
  if (at === null) return null;
  return { scale: "calendar", at, ...(year !== undefined ? { year } : {}), ...(next ? { nextYear: true } : {}) };
}

/**
 * The items in date order: the dated ones sorted among the places dated items hold (equal dates keep the user's
 * order), the undated ones left where the user put them — "hire a head baker" written first stays first. A step
 * without a year takes the year of the nearest step before it with one (else the list's first year): "Q4 2026, Q1 2027,
 * Q2" puts Q2 in 2027; one in the first quarter right after one in the second half is in the year after it. Dates on
 * different scales (a month beside "week 3" of a project) cannot be compared: the list keeps the user's order then.
 */
export function byDate<T>(items: readonly T[], dateOf: (item: T) => string | undefined, english = false): T[] {
  const keys = items.map((item) => {
    const date = dateOf(item);
    return date ? dateKey(date, english) : null;
  });
  const dated = keys.filter((k): k is DateKey => k !== null);
  if (dated.length < 2 || new Set(dated.map((k) => k.scale)).size > 1) return [...items];
  let year = dated.find((k) => k.year !== undefined)?.year ?? 0;
  let previous: DateKey | null = null;
  const when = keys.map((k) => {
    if (!k) return null;
    // "appel d'offres en novembre, travaux en janvier", "Q3, Q4, Q1": a first-quarter date right after one in the
    // second half runs on into the next year; "by December …, in May …" is one year written out of order.
    if (k.scale === "calendar" && k.year === undefined && !k.nextYear && previous && previous.at >= 7 && k.at < 4)
      year += 1;
    else if (k.year !== undefined) year = k.year;
    previous = k;
    return (k.year ?? year + (k.nextYear ? 1 : 0)) * 13 + k.at;
  });
  const places = keys.flatMap((k, i) => (k ? [i] : []));
  const sorted = [...places].sort((a, b) => when[a]! - when[b]! || a - b);
  const out = [...items];
  places.forEach((place, n) => (out[place] = items[sorted[n]!]!));
  return out;
}
