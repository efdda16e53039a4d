// The figures a clause states, as written ("$2.1M", "2,1 Mio. €", "420 000 €", "1,200万円", "38 %"), and a stated
// figure split into its value, its label and its change, every word kept ("revenue $2.1M, up 12%" → $2.1M · revenue · up 12%).
import { allWords, LEXICONS } from "./lexicon.js";
import type { Lang } from "./language.js";
import { LENGTH_UNITS } from "./prompt-facts.js";
import { qualifiersOf, type Qualifier, type Span } from "./qualifiers.js";
import { quantitiesIn } from "./quantity.js";
import { escapeRegExp } from "../../lib/text.js";

export interface StatedFigure {
  /** The figure as written: "$2.1M", "38%", "1,200万円". */
  value: string;
  /** What it measures, in the user's words: "Gross margin", "of beans direct trade"; empty when the clause says nothing more. */
  label: string;
  /** The change stated with it, as written: "up 12%", "down from 91%", "vs 3.1M last year", "前年同期比 8%増". */
  change?: string;
  /** Which way the change goes, from its word or sign. */
  trend?: "up" | "down";
  /** The scale the value is out of, as written: "of 5", "von 5", "/5", "（5点満点）". */
  scale?: string;
  /** What the value is compared with, as written: "91%", "3.1M last year", "Q2", "前年同期". */
  base?: string;
}

const D = "[0-9٠-٩]";
// Arabic writes its own group and decimal marks ("٨٤٠٬٠٠٠", "١٢٫٥").
const NUMBER = `${D}{1,3}(?:(?:,|\\.|\\s|\\u00a0|\\u202f|'|’|٬)${D}{3})+(?:[.,٫]${D}+)?|${D}+(?:[.,٫]${D}+)?`;
/** "1億2000万円", "1万2400台": a CJK number is a chain of numbers, each before its place's scale. */
const CJK_CHAIN = `(?:(?:兆|億|亿|萬|万)(?:${NUMBER}))*`;
const PREFIX = "(?:US\\$|A\\$|C\\$|R\\$|HK\\$|S\\$|NZ\\$|[$€£¥₹₩]|(?:CHF|EUR|USD|GBP|JPY|CNY|SEK|NOK|DKK)\\s?)";
const SCALE_WORDS =
  "k|K|m|M|mn|bn|B|million|millions|billion|billions|thousand|trillion|Millionen|Million|Milliarden|Milliarde|Tausend|Mio\\.?|Mrd\\.?|Tsd\\.?|Md|Mds|M€|mil millones|mil|millones|millón|milhões|milhão|mi|bi|mil milhões|milioni|milione|miliardi|miliardo|mln|mld|miljoen|miljard|mille|millions d'|milliards? d'|milliards?|mille milliards";
const SCALE = `(?:\\s?(?:${SCALE_WORDS})(?![\\p{L}])|千万|万|億|亿|千|百万|\\s?(?:مليون|مليار|ألف))`;
const UNIT_SIGNS = "%|％|‰|٪|€|\\$|£|¥";
const UNIT_WORDS =
  "°C|°F|°|km/h|km²|km2|km|kg|m²|m2|m³|m3|cm|mm|kWh|MWh|GWh|kW|MW|GW|Mbps|GB|TB|MB|ms|pp|pts?|points?|percentage points?|percent|per cent|prozent|prozentpunkte|pour cent|por ciento|por cento|per cento|procent|procentpunten|EUR|USD|GBP|CHF|JPY|CNY|euros?|Euro|dollars?|yen|yuan|x|×";
const OF_CURRENCY =
  "\\s(?:de|d'|di)\\s?(?:(?:euros?|dólares|dollars?|reais|pesos|libras|francs?|yens?|yuan|livres)(?![\\p{L}])|[€$£])";
// The measure words CJK writes right after a number ("650杯", "9,800户", "9.6トン"), which are its unit.
const CJK_COUNTERS =
  "美元|美金|港元|港币|日元|欧元|英镑|人民币|米ドル|ドル|ユーロ|千米|平方公里|公顷|米|度|个百分点|個百分點|百分点|ポイント|円|元|人次|人|名|社|件|店|台|個|回|倍|辆|笔|家|所|座|个|か所|ヶ所|杯|户|戸|世帯|位|张|枚|本|冊|册|条|项|场|席|室|床|袋|箱|頭|匹|軒|校|トン|キロ|吨|公斤|公里|平方米|平米|分钟|分鐘|分|小时|小時|秒";
const UNIT = `(?:\\s?(?:${UNIT_SIGNS})|\\s?(?:${UNIT_WORDS})(?![\\p{L}])|${OF_CURRENCY}|\\s?(?:${CJK_COUNTERS})|\\s?(?:بالمئة|دولار|يورو|ريالًا|ريالا|ريال|درهمًا|درهما|درهم|جنيه))`;
/** "4,85 €/kg", "$60/day": what a unit is per. */
const PER_UNIT = "(?:\\s?\\/\\s?\\p{L}{1,6}(?![\\p{L}]))?";
// "昨年 38分", "签约 9,800户": a Han character before "年", "月" or "约" makes them part of a word, not the figure's.
const PER = "(?:毎月|每月|月額|月間|年間|毎年|每年|(?<!\\p{Script=Han})(?:月|年|約|约|约为))?";
// CJK text runs letters into figures ("費用は1,200万円"), so only Latin, Greek and Cyrillic letters may not touch one.
// An acronym runs into its figure in CJK text ("ARR860万元"): a CJK scale or unit after the number makes it one.
const FIGURE = new RegExp(
  `(?:(?<![\\p{Script=Latin}\\p{Script=Greek}\\p{Script=Cyrillic}\\p{N}.,]|[\\p{L}]-)|(?<=\\p{Lu}{2,})(?=[0-9][0-9,.]*(?:万|億|亿|千|元|円|人|名|件|社|家|笔|个)))(?<figure>${PER}[+\\-−±]?${PREFIX}?\\s?(?:${NUMBER})${CJK_CHAIN}${SCALE}?(?:${UNIT}${PER_UNIT})?)(?![\\p{N}])`,
  "giu",
);

// Numbers that are not figures: years, dates and times, quarters, ordinal steps, requests ("7 slides").
const YEAR = /^(?:19|20)\d{2}$/;
const MONTHS =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|januar|februar|märz|mai|juni|juli|oktober|dezember|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro|jänner|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|januari|februari|maart|mei|augustus|oktober";
const DATE_AFTER = new RegExp(
  `^\\.?\\s*(?:de\\s+)?(?:${MONTHS})(?![\\p{L}])|^\\s*(?:年|月|日|時|時間|号|號|点|時半|:\\d)|^(?:st|nd|rd|th)\\b|^\\s*(?:am|pm|uhr|h\\d|o'clock)(?![\\p{L}])`,
  "iu",
);
const DATE_BEFORE = new RegExp(
  `(?<![\\p{L}])(?:${MONTHS})\\.?\\s*$|(?<![\\p{L}])(?:day|tag|jour|día|dia|giorno|dag|phase|step|stage|schritt|étape|paso|passo|fase|stap|version|v|iso|firmware|release|update|software|ios|android|windows|macos|python|node|nr\\.?|no\\.?|n[º°]|n\\.[º°]|number|#|page|slide|seite|chapter|kapitel|q|h|fy|kw|week|woche|semaine|semana|settimana|week)\\s*$|[時点]\\s*$`,
  "iu",
);
/** "Payback: 30 meses", "4 minuten (was 11 minuten)": a duration is a figure, unless it is how long the output is ("a 12-month roadmap", "for the next 12 months"). */
const DURATION =
  /^\s*(?:months?|monate?n?|mois|meses|mesi|maanden|maand|か月|ヶ月|カ月|个月|أشهر|شهرًا|شهر|minutes?|minuten|minutos|minuti|min)(?![\p{L}])/iu;
const LENGTH_ASKED =
  /(?:next|for|für|nächsten|pour|prochains|para|próximos|per|prossimi|voor|komende|within|innerhalb)\s*$/iu;
const REQUEST_UNITS = new RegExp(`^\\s*[- ]?\\s*(?:${LENGTH_UNITS}|minutes?|minuten|min)(?![\\p{L}])`, "iu");

const NUMERIC_DATE = /(?<![\p{N}.,/])\d{1,2}([./-])\d{1,2}\1(?:19|20)?\d{2}(?![\p{N}])/gu;

/** "-step", "-Stufen-", "-tier": the noun a count is joined to when it names a structure ("the 5-step discovery call"). */
export const NAMED_COUNT =
  /^[-‑](?:steps?|stages?|phases?|tiers?|levels?|points?|parts?|pillars?|pronged|stufen|schritte?|phasen?|punkte|säulen|étapes?|niveaux?|piliers?|pasos?|etapas?|fases?|niveles?|pilares?|passi|livelli|pilastri|stappen|fasen|treden|pijlers)(?![\p{L}])/iu;

/** A bare count in a CJK counter of sheets or pages ("8枚", "10张", "12页"). */
const COUNTER_OF_OUTPUT = /^\d{1,3}\s?(?:枚|张|張|页|頁|ページ)$/u;
const OUTPUT_WORD_BEFORE =
  /(?:スライド|幻灯片|投影片|PPT|パワポ|ページ|页数|頁數)\s*(?:は|を|で|が|共|约|約|大约|大約)?\s*$/iu;

/** The spans of a text that state figures, in order; years, dates, steps and requested counts are left out. */
export function figureSpans(text: string): Span[] {
  const out: Span[] = [];
  // "05.07.1979", "22/11/2013", "3-4-2025": a day, a month and a year in digits are a date, each part of it.
  const numericDates = [...text.matchAll(NUMERIC_DATE)].map((m) => [m.index!, m.index! + m[0].length] as const);
  for (const m of text.matchAll(FIGURE)) {
    const raw = m.groups!.figure!;
    // A final full stop ends the sentence, except after a scale's abbreviation ("1,3 Mio.").
    const value = /(?:Mio|Mrd|Tsd)\.$/u.test(raw.trim()) ? raw.trim() : raw.trim().replace(/[.,]$/, "");
    const start = m.index! + raw.indexOf(value);
    const end = start + value.length;
    const bare = value.replace(/^[+\-−±]/, "");
    const after = text.slice(end);
    const before = text.slice(Math.max(0, start - 14), start);
    if (!/[0-9٠-٩]/.test(value)) continue;
    if (YEAR.test(bare) || /^(?:19|20)\d{2}年?$/.test(bare)) continue;
    if (DATE_AFTER.test(after) || DATE_BEFORE.test(before)) continue;
    if (numericDates.some(([from, to]) => start >= from && end <= to)) continue;
    // "عدد الشرائح 5": Arabic names a requested length before its number.
    if (/عدد (?:الشرائح|الأقسام|الصفحات)\s*[:：]?\s*$/u.test(text.slice(Math.max(0, start - 20), start))) continue;
    // "スライド8枚で", "幻灯片8张": a CJK counter after a slide or page word counts the output's length.
    if (COUNTER_OF_OUTPUT.test(value) && OUTPUT_WORD_BEFORE.test(before)) continue;
    if (
      !/[%％$€£¥円元‰]/.test(value) &&
      REQUEST_UNITS.test(after) &&
      !(DURATION.test(after) && !/-$/u.test(value) && !LENGTH_ASKED.test(before))
    )
      continue;
    // "the 5-step call", "a 3-tier plan", "5-Stufen-Plan": a count joined to its noun names a structure, not a figure.
    if (/^\d{1,2}$/.test(bare) && NAMED_COUNT.test(after)) continue;
    // "SOC 2 audit", "Windows 11 rollout": a number between a product's name and a word is part of the name.
    if (
      /^\d{1,5}$/.test(bare) &&
      /(?:^|\s)\p{Lu}[\p{Lu}\p{Ll}]+\s$/u.test(before) &&
      /^\s+\p{Ll}/u.test(after) &&
      !/(?:^|\s)(?:is|was|are|at|of|to|by)\s+\S+\s$/i.test(before)
    )
      continue;
    // "2院目", "第4四半期", "3号店": a number inside a CJK word is part of a name or an ordinal, not a figure.
    if (
      /^\d[\d,.]*$/.test(bare) &&
      (/^[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]/u.test(after) || /第$/u.test(before))
    )
      continue;
    out.push({ start, end, text: value });
  }
  return out;
}

/** True when a text states at least one figure. */
export const hasFigure = (text: string) => figureSpans(text).length > 0;

const alternation = (list: string[]) =>
  [...list]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|");
const UP_DOWN = alternation([...allWords("up"), ...allWords("down")].filter((w) => w !== "+"));

/** Words that say what a change compares with, standing before it in CJK ("前年比12%増"). */
const COMPARED = /前年同期比|前年比|前月比|同比|环比|環比|比去年|較去年|مقارنة بالعام الماضي/gu;

/** The qualifiers of a clause (change, comparison, scale) and the figure that is its value, if one is left. */
function readFigures(text: string): { spans: Span[]; qualifiers: Qualifier[]; main: Span | null } | null {
  const spans = figureSpans(text);
  if (!spans.length) return null;
  // "up from $4.9M in June": the base's time stays with the comparison, never in the label.
  const qualifiers = qualifiersOf(text, spans).map((q) => {
    const when = q.kind !== "scale" && q.base ? WHEN_NEXT.exec(text.slice(q.end)) : null;
    return when ? { ...q, end: q.end + when[0].length, text: text.slice(q.start, q.end + when[0].length) } : q;
  });
  const main = spans.find((s) => !qualifiers.some((q) => s.start >= q.start && s.end <= q.end)) ?? null;
  return { spans, qualifiers, main };
}

/** True when a clause only states a change or a comparison ("up 12%", "plus 8 %", "vs 3.1M"): it belongs to the figure before it. */
export function isChangeOnly(text: string): boolean {
  const read = readFigures(text);
  if (
    !read ||
    read.main ||
    read.spans.length !== 1 ||
    !read.qualifiers.length ||
    read.qualifiers.some((q) => q.kind === "scale")
  )
    return false;
  const rest = read.qualifiers
    .reduceRight((t, q) => t.slice(0, q.start) + t.slice(q.end), text)
    .replace(COMPARED, "")
    .replace(WHEN, "")
    .replace(
      /(?<![\p{L}])(?:un|una|um|uma|ein|eine|een|a|an|the|le|la|el|il|lo|de|del|della|do|da|von)(?![\p{L}])/giu,
      "",
    )
    .replace(BACK_REFERENCE, "")
    .replace(/[\s,.;:()（）]+/g, "");
  return rest.length === 0;
}

/** "up from $4.9M in June": the time of the base a change is measured from belongs to the change. */
const WHEN_WORDS = `(?<![\\p{L}])(?:in|im|en|em|nel|a|à|au|al|seit|since|last|letzten|(?:in\\s+)?(?:the\\s+)?(?:previous|prior))\\s+(?:(?:${MONTHS})(?:\\s+\\d{4})?|Q[1-4](?:\\s+\\d{4})?|(?:19|20)\\d{2}|year|quarter|month|jahr|vorjahr|quartal|monat)(?![\\p{L}])`;
/** "the year before", "a year earlier", "im Vorjahr": the time of a base said without a date. */
const RELATIVE_WHEN =
  "(?<![\\p{L}])(?:the (?:year|quarter|month) before|a (?:year|quarter|month) (?:earlier|ago|before)|the (?:previous|prior) (?:year|quarter|month)|last (?:year|quarter|month)|im vorjahr|vor einem jahr|l['’]année (?:précédente|dernière)|l['’]an dernier|el año (?:anterior|pasado)|no ano (?:anterior|passado)|l['’]anno (?:precedente|scorso)|vorig jaar|een jaar eerder)(?![\\p{L}])";
const WHEN = new RegExp(`${WHEN_WORDS}|${RELATIVE_WHEN}`, "giu");
const WHEN_NEXT = new RegExp(`^\\s*(?:${WHEN_WORDS}|${RELATIVE_WHEN})`, "iu");

/** "das sind 9 % mehr", "that's 9% more", "c'est 9 % de plus": a pronoun and copula pointing back at the figure before. */
const BACK_REFERENCE =
  /(?<![\p{L}])(?:that's|that is|which is|das sind|das ist|das entspricht|c['’]est|soit|es decir|o sea|ou seja|isto é|cioè|ovvero|dat is|oftewel)(?![\p{L}])/giu;

/** Words of a label part, joiners not counted. */
const wordCount = (part: string) => part.split(/\s+/).filter((w) => /\p{L}{2,}/u.test(w)).length;

/**
 * "Meals are capped at $60 per day", "flights over 4 hours can be premium economy": a number inside a sentence, with
 * words before it and after it, is part of what the sentence says — not a figure with a label.
 */
export function inSentence(text: string): boolean {
  const read = readFigures(text);
  if (!read || isChangeOnly(text)) return false;
  const free = read.spans.filter((s) => !read.qualifiers.some((q) => s.start >= q.start && s.end <= q.end));
  if (free.length !== 1) return false;
  const rest = cutOut(text, read.qualifiers);
  const at = rest.indexOf(free[0]!.text);
  const [before, after] = [wordCount(rest.slice(0, at)), wordCount(rest.slice(at + free[0]!.text.length))];
  return (before >= 3 && after >= 1) || (before >= 2 && after >= 3);
}

/** A text with the qualifiers cut out (a space left where each was). */
const cutOut = (text: string, qualifiers: readonly Qualifier[]) =>
  qualifiers.reduceRight((t, q) => `${t.slice(0, q.start)} ${t.slice(q.end)}`, text);

/** "+" or "−" before a change's figure, from its up/down word; a figure already signed keeps its sign. */
const signed = (figure: string, trend: "up" | "down" | undefined) =>
  /^[+\-−±]/u.test(figure) || !trend ? figure : `${trend === "down" ? "−" : "+"}${figure}`;

/**
 * A clause stating one figure, as value, label and qualifiers with every word kept; null when it states none. The
 * qualifiers are the figure's own fields, never the label's words: "guest score 4.6 of 5" → guest score · 4.6 · of 5;
 * "occupancy 88% (down from 91%)" → occupancy · 88% · down from 91%; "Krankheitstage minus 22 %" → Krankheitstage · −22 %.
 */
export function statedFigure(text: string, lang: Lang, labelled = false): StatedFigure | null {
  const read = readFigures(text);
  if (!read) return null;
  const { spans, qualifiers } = read;
  const change = qualifiers.find((q) => q.kind !== "scale");
  const scale = qualifiers.find((q) => q.kind === "scale");
  // A clause that only states a change ("ridership up 8.5%", "Krankheitstage minus 22 %") shows it, signed, as its
  // value; what it is measured against stays its change ("on Q2").
  const changeOnly = !read.main && change !== undefined;
  const own = read.main ? withUnit(text, read.main, qualifiers, lang, labelled) : null;
  const main = own ?? spans.find((s) => change && s.start >= change.start && s.end <= change.end) ?? spans[0]!;
  const cuts: Span[] = [...qualifiers, ...(own ? [own] : [])].sort((a, b) => a.start - b.start);
  const first = cuts[0]!;
  let before = text.slice(0, first.start);
  let after = "";
  // The words between and after the cuts are the label's too ("revenue $2.1M in Q3, up 12%" → "revenue in Q3").
  cuts.forEach((c, i) => {
    const gap = text.slice(c.end, cuts[i + 1]?.start ?? text.length);
    if (
      /\p{L}{2,}|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(
        gap.replace(/(?<![\p{L}])(?:and|und|et|y|e|en|to|auf|à|a)(?![\p{L}])/giu, ""),
      )
    )
      after += ` ${gap}`;
  });
  before = trimJoiners(before.replace(SPEAKER, ""), lang, "end");
  after = trimJoiners(after, lang, "start");
  // "crecimiento del 12 % mensual", "Wachstum von 8 %": a change named by a noun (its word before "of") names what grew.
  const noun =
    changeOnly && !before
      ? /^(?<noun>\p{L}{4,})\s+(?:of|de|del|von|van|di|della|da|do)$/iu.exec(
          text.slice(change.start, main.start).trim(),
        )?.groups!.noun
      : undefined;
  if (noun) before = noun;
  const label = tidy(before && after ? `${before} ${after}` : before || after);
  const shown = changeOnly ? changeRest(text, change, main) : change?.text;
  const trend =
    change?.trend ?? (change ? (signTrend(change.text) ?? compared(main.text, change.base, lang)) : undefined);
  return {
    value: changeOnly ? signed(main.text, change.trend) : main.text,
    label,
    ...(shown ? { change: shown } : {}),
    ...(trend ? { trend } : {}),
    ...(scale ? { scale: scale.text } : {}),
    ...(change?.base ? { base: change.base } : {}),
  };
}

const signTrend = (s: string): "up" | "down" | undefined =>
  /^\s*[-−]/u.test(s) ? "down" : /^\s*\+/u.test(s) ? "up" : undefined;

/** Which way a figure went from the earlier one it is compared with ("81 % (vorher 72 %)" → up), when both read as numbers. */
function compared(value: string, base: string | undefined, lang: Lang): "up" | "down" | undefined {
  const [now, then] = [quantitiesIn(value, lang)[0], base ? quantitiesIn(base, lang)[0] : undefined];
  if (!now || !then || now.value === then.value) return undefined;
  return now.value > then.value ? "up" : "down";
}

const TIME_UNIT =
  /^\s?(?:months?|monate?n?|mois|meses|mesi|maanden|maand|days?|tage?n?|jours?|días|dias|giorni|dagen|weeks?|wochen|semaines?|semanas|settimane|weken|years?|jahre?n?|ans|años|anos|anni|jaar|hours?|stunden|heures?|horas|ore|uur|minutes?|minuten|minutos|minuti|أشهر|شهرًا|شهر|أيام|يومًا|يوم|سنوات|ساعة|ساعات)(?![\p{L}])/iu;

/** One word (or "de"/"of" and one word after a scale word) ending the clause after a figure: "1,3 s", "1,6 Tage", "3,2 millones de kilos". */
const UNIT_AFTER = /^\s(?<unit>(?:(?:de|di|of|d['’])\s?)?[\p{L}][\p{L}\p{M}²³]{0,11})(?=[\s,;.!?:()（）]*$)/u;

/**
 * "Ladezeit der App 1,3 s", "Payback: 30 meses", "المساحة: 220 م²": with its label before it (or given by the line's
 * own label), the one word that ends the clause after a figure is the figure's unit, not its label.
 */
function withUnit(text: string, main: Span, qualifiers: readonly Qualifier[], lang: Lang, labelled: boolean): Span {
  // "15 meses de caja", "16 mois de runway": a span of time after a figure is its unit wherever the clause goes on.
  const time = TIME_UNIT.exec(text.slice(main.end));
  if (time)
    return {
      start: main.start,
      end: main.end + time[0].length,
      text: text.slice(main.start, main.end + time[0].length).trim(),
    };
  const next = qualifiers.find((q) => q.start >= main.end);
  const m = UNIT_AFTER.exec(text.slice(main.end, next?.start ?? text.length));
  if (!m) return main;
  const word = m.groups!.unit!;
  // "3,2 millones de kilos": what a scale word counts is its unit, label or none.
  const counted = /^(?:de|di|of|d['’])/iu.test(word);
  if (counted && !/\p{L}$/u.test(main.text)) return main;
  const lex = LEXICONS[lang];
  if ([...lex.dangling, ...lex.joiners, ...lex.up, ...lex.down, ...LEXICONS.en.dangling].includes(word.toLowerCase()))
    return main;
  const lead = trimJoiners(text.slice(0, main.start).replace(SPEAKER, ""), lang, "end");
  if (!labelled && !counted && !/\p{L}{2,}/u.test(lead)) return main;
  const end = main.end + m[0].length;
  return { start: main.start, end, text: text.slice(main.start, end).trim() };
}

/** What a change states besides its size ("up 9% on Q2" → "on Q2", "前年同期比 8%増" → "前年同期比"); empty when nothing. */
function changeRest(text: string, change: Qualifier, figure: Span): string | undefined {
  const own = `${text.slice(change.start, figure.start)} ${text.slice(figure.end, change.end)}`;
  const rest = own
    .replace(new RegExp(`(?:^|\\s)(?:${UP_DOWN})(?:\\s+(?:of|by|de|um|del|van|met))?(?=\\s|$)`, "giu"), " ")
    .replace(/^\s*(?:増|減|增长|增加|下降|减少|アップ|ダウン)|(?:増|減|增长|增加|下降|减少|アップ|ダウン)\s*$/u, "")
    .replace(/\s+/g, " ")
    .trim();
  return rest || undefined;
}

/** "We did $3.4M revenue", "Wir hatten 1.200 Besucher": who speaks is not part of a figure's label. */
const SPEAKER =
  /^\s*(?:(?:now )?we(?:'ve| have)? (?:now )?(?:did|had|made|reached|hit|got|saw|have)|we're at|there are now|there (?:were|are|was|is)|wir (?:hatten|haben|machten|erreichten)|nous avons (?:eu|fait|atteint)|on a (?:eu|fait)|tuvimos|hemos tenido|hicimos|tivemos|fizemos|abbiamo (?:avuto|fatto)|we hebben|we hadden)(?![\p{L}])\s*/iu;

const CJK_TAIL =
  /(?:でした|です|だった|だ|となった|となりました|になった|になりました|ほど|程度|以上|を達成|を計画|の見込み|见|左右|以上|。|、|，)+$/u;
const CJK_HEAD =
  /^(?:でした|です|だった|だ|となった|となりました|になった|になりました|ほど|程度|左右|以上|の見込み|。|、|，)+/u;

/** Removes the words that join a label to its figure, at the side that touches the figure. */
function trimJoiners(part: string, lang: Lang, side: "start" | "end"): string {
  const joiners = alternation([...LEXICONS[lang].joiners, ...LEXICONS.en.joiners.filter((j) => j.length > 2)]);
  let out = part.replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, "");
  if (side === "end") {
    // A CJK joiner runs into the label only where it touches the figure ("人数约500人", not "签约 9,800户").
    const cjkJoiner = /\s$/u.test(part) ? "" : "|(?<=[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}])";
    out = out
      .replace(new RegExp(`(?:^|(?<=\\s)${cjkJoiner})(?:${joiners})\\s*$`, "iu"), "")
      .replace(/[\s,;:–—-]+$/, "");
    // "the training course costs 240": after a determined noun phrase "costs" is the verb; "staff costs" stays a noun.
    if (lang === "en")
      out = out.replace(
        /^(?<noun>(?:the|a|an|our|my|your|their|this|that|each|every|one)\s.+?)\s+costs?$/iu,
        "$<noun>",
      );
    // "人数约500人": "about" touches its figure; "签约 9,800户" ends a word, apart from it.
    out = out.replace(/[はがでをに：:]$/u, "");
    out = out.replace(/(?:为|是|达|达到|共)$/u, "");
    if (!/\s$/u.test(part)) out = out.replace(/约$/u, "");
  } else {
    out = out.replace(CJK_HEAD, "");
    if (/^\s*(?:of|de|d'|di|van|von|del|do|da)\s/i.test(out)) return out.trim().replace(/[\s.;:–—-]+$/, "");
    out = out.replace(new RegExp(`^\\s*(?:${joiners})(?=\\s|$)`, "iu"), "");
  }
  return out
    .replace(CJK_TAIL, "")
    .trim()
    .replace(/^[\s,;:–—-]+|[\s,.;:–—-]+$/g, "");
}

/** A label's spaces evened and brackets left without their pair (from a change cut out of "(up 9%)") removed. */
const tidy = (s: string) => {
  let out = s.replace(/\s+/g, " ").replace(/\(\s*\)|（\s*）/g, "");
  if ((out.match(/[(（]/g)?.length ?? 0) !== (out.match(/[)）]/g)?.length ?? 0)) out = out.replace(/[()（）]/g, "");
  return out.replace(/\s+/g, " ").trim();
};

/** The value as a reader sees it, with the scale it is out of: "4.6 of 5", "4,6 von 5", "4.6/5". */
export const shownValue = (figure: Pick<StatedFigure, "value" | "scale">) =>
  !figure.scale
    ? figure.value
    : /^[/（(]/u.test(figure.scale)
      ? `${figure.value}${figure.scale}`
      : `${figure.value} ${figure.scale}`;
