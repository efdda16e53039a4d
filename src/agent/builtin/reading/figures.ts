// The figures a clause states, as written ("$2.1M", "2,1 Mio. €", "420 000 €", "1,200万円", "38 %"), and a stated
// figure split into its value, its label and its change, every word kept ("revenue $2.1M, up 12%" → $2.1M · revenue · up 12%).
import { allWords, LEXICONS } from "./lexicon.js";
import type { Lang } from "../language.js";
import { LENGTH_UNITS } from "../prompt-facts.js";

export interface StatedFigure {
  /** The figure as written: "$2.1M", "38%", "1,200万円". */
  value: string;
  /** What it measures, in the user's words: "Gross margin", "of beans direct trade"; empty when the clause says nothing more. */
  label: string;
  /** The change stated with it, as written: "up 12%", "plus 8 %", "en hausse de 15 %". */
  change?: string;
}

interface Span {
  start: number;
  end: number;
  text: string;
}

const D = "[0-9٠-٩]";
const NUMBER = `${D}{1,3}(?:(?:,|\\.|\\s|\\u00a0|\\u202f|'|’)${D}{3})+(?:[.,]${D}+)?|${D}+(?:[.,]${D}+)?`;
const PREFIX = "(?:US\\$|A\\$|C\\$|R\\$|HK\\$|S\\$|NZ\\$|[$€£¥₹₩]|(?:CHF|EUR|USD|GBP|JPY|CNY|SEK|NOK|DKK)\\s?)";
const SCALE_WORDS = "k|K|m|M|mn|bn|B|million|millions|billion|billions|thousand|trillion|Millionen|Million|Milliarden|Milliarde|Tausend|Mio\\.?|Mrd\\.?|Tsd\\.?|Md|Mds|M€|mil millones|mil|millones|millón|milhões|milhão|mi|bi|mil milhões|milioni|milione|miliardi|miliardo|mln|mld|miljoen|miljard|mille|millions d'|milliards? d'|milliards?|mille milliards";
const SCALE = `(?:\\s?(?:${SCALE_WORDS})(?![\\p{L}])|万|億|亿|千|百万|\\s?(?:مليون|مليار|ألف))`;
const UNIT_SIGNS = "%|％|‰|٪|€|\\$|£|¥";
const UNIT_WORDS = "°C|°F|°|km/h|km²|km2|km|kg|m²|m2|m³|m3|cm|mm|kWh|MWh|GWh|kW|MW|GW|Mbps|GB|TB|MB|ms|pp|pts?|points?|percentage points?|percent|per cent|prozent|prozentpunkte|pour cent|por ciento|por cento|per cento|procent|procentpunten|EUR|USD|GBP|CHF|JPY|CNY|euros?|Euro|dollars?|yen|yuan|x|×";
const OF_CURRENCY = "\\s(?:de|d'|di)\\s?(?:(?:euros?|dólares|dollars?|reais|pesos|libras|francs?|yens?|yuan|livres)(?![\\p{L}])|[€$£])";
const UNIT = `(?:\\s?(?:${UNIT_SIGNS})|\\s?(?:${UNIT_WORDS})(?![\\p{L}])|${OF_CURRENCY}|円|元|人次|人|名|社|件|店|台|個|回|倍|辆|笔|家|所|座|个|か所|ヶ所|\\s?(?:بالمئة|دولار|يورو|ريال|درهم|جنيه))`;
const PER = "(?:毎月|每月|月額|月間|年間|毎年|每年|月|年|約|约|约为)?";
// CJK text runs letters into figures ("費用は1,200万円"), so only Latin, Greek and Cyrillic letters may not touch one.
// An acronym runs into its figure in CJK text ("ARR860万元"): a CJK scale or unit after the number makes it one.
const FIGURE = new RegExp(`(?:(?<![\\p{Script=Latin}\\p{Script=Greek}\\p{Script=Cyrillic}\\p{N}.,]|[\\p{L}]-)|(?<=\\p{Lu}{2,})(?=[0-9][0-9,.]*(?:万|億|亿|千|元|円|人|名|件|社|家|笔|个)))(${PER}[+\\-−±]?${PREFIX}?\\s?(?:${NUMBER})${SCALE}?${UNIT}?)(?![\\p{N}])`, "giu");

// Numbers that are not figures: years, dates and times, quarters, ordinal steps, requests ("7 slides").
const YEAR = /^(?:19|20)\d{2}$/;
const MONTHS = "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|januar|februar|märz|mai|juni|juli|oktober|dezember|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|dezembro|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|januari|februari|maart|mei|augustus|oktober";
const DATE_AFTER = new RegExp(`^\\.?\\s*(?:de\\s+)?(?:${MONTHS})(?![\\p{L}])|^\\s*(?:年|月|日|時|時間|号|號|点|時半|:\\d)|^(?:st|nd|rd|th)\\b|^\\s*(?:am|pm|uhr|h\\d|o'clock)(?![\\p{L}])`, "iu");
const DATE_BEFORE = new RegExp(`(?:${MONTHS})\\.?\\s*$|(?:day|tag|jour|día|dia|giorno|dag|phase|step|stage|schritt|étape|paso|passo|fase|stap|version|v|iso|nr\\.?|no\\.?|number|#|page|slide|seite|chapter|kapitel|q|h|fy|kw|week|woche|semaine|semana|settimana|week)\\s*$`, "iu");
const REQUEST_UNITS = new RegExp(`^\\s*[- ]?\\s*(?:${LENGTH_UNITS}|minutes?|minuten|min)(?![\\p{L}])`, "iu");

/** The spans of a text that state figures, in order; years, dates, steps and requested counts are left out. */
export function figureSpans(text: string): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(FIGURE)) {
    const raw = m[1]!;
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
    // "عدد الشرائح 5": Arabic names a requested length before its number.
    if (/عدد (?:الشرائح|الأقسام|الصفحات)\s*[:：]?\s*$/u.test(text.slice(Math.max(0, start - 20), start))) continue;
    if (!/[%％$€£¥円元‰]/.test(value) && REQUEST_UNITS.test(after)) continue;
    // "SOC 2 audit", "Windows 11 rollout": a number between a product's name and a word is part of the name.
    if (/^\d{1,5}$/.test(bare) && /(?:^|\s)\p{Lu}[\p{Lu}\p{Ll}]+\s$/u.test(before) && /^\s+\p{Ll}/u.test(after) && !/(?:^|\s)(?:is|was|are|at|of|to|by)\s+\S+\s$/i.test(before)) continue;
    // "2院目", "第4四半期", "3号店": a number inside a CJK word is part of a name or an ordinal, not a figure.
    if (/^\d[\d,.]*$/.test(bare) && (/^[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]/u.test(after) || /第$/u.test(before))) continue;
    out.push({ start, end, text: value });
  }
  return out;
}

/** True when a text states at least one figure. */
export const hasFigure = (text: string) => figureSpans(text).length > 0;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const alternation = (list: string[]) => [...list].sort((a, b) => b.length - a.length).map(escape).join("|");
const UP_DOWN = alternation([...allWords("up"), ...allWords("down")].filter((w) => w !== "+"));
/** An up/down word right before a figure ("up 12%", "en hausse de 15 %"), or a CJK one right after ("12%増"). */
const CHANGE_BEFORE = new RegExp(`(?:^|[\\s,(，、（]|(?<=[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}]))((?:${UP_DOWN}))\\s*(?:of\\s+|by\\s+|de\\s+|um\\s+|del\\s+|van\\s+|met\\s+)?$`, "iu");
const CHANGE_AFTER = /^\s*(?:増|減|增长|下降|アップ|ダウン|up|down)|^\s+(?:more|less|higher|lower|más|menos|mehr|weniger|de plus|de moins|in più|in meno|a mais|a menos|hoger|lager|meer|minder)(?:\s+(?:than|que|als|dan|rispetto a|di|do que)\s+[^,;]{1,30})?(?![\p{L}])/iu;
/** What a change is measured against, kept with it: "vs Q2", "year on year", "on last year", "YoY". */
const AGAINST = /^\s*(?:vs\.?|versus|on|from|over|compared to|against|gegenüber|ggü\.?|zum|par rapport à|sur un an|frente a|respecto a|em relação a|rispetto a|ten opzichte van|t\.o\.v\.)\s+[^,;]{1,30}|^\s*(?:yoy|y\/y|year[- ]on[- ]year|year[- ]over[- ]year|im vorjahresvergleich|sur un an|interanual|anual|su base annua|jaar op jaar)(?![\p{L}])/iu;

/** Words that say what a change compares with, standing before it in CJK ("前年比12%増"). */
const COMPARED = /前年同期比|前年比|前月比|同比|环比|環比|比去年|較去年|مقارنة بالعام الماضي/gu;

/** The change a clause states with its figure, when it has one: its text and where it sits. */
function changeIn(text: string, spans: Span[]): Span | null {
  for (const s of spans) {
    const before = CHANGE_BEFORE.exec(text.slice(0, s.start));
    if (before) {
      const start = s.start - before[0].length + before[0].indexOf(before[1]!);
      const against = AGAINST.exec(text.slice(s.end));
      const end = s.end + (against ? against[0].length : 0);
      return { start, end, text: text.slice(start, end).trim() };
    }
    const after = CHANGE_AFTER.exec(text.slice(s.end));
    if (after) {
      const against = AGAINST.exec(text.slice(s.end + after[0].length));
      const end = s.end + after[0].length + (against ? against[0].length : 0);
      // "un 9 % más que septiembre": the article belongs to the change.
      const article = /(?:un|una|um|uma|ein|eine|een|an?)\s+$/iu.exec(text.slice(0, s.start));
      const start = article ? article.index : s.start;
      return { start, end, text: text.slice(start, end) };
    }
    // "+12%", "(−3 %)": a signed figure beside another is the other's change.
    if (/^[+−-]/.test(s.text) && (spans.length > 1 || /[%％]/.test(s.text))) return { start: s.start, end: s.end, text: s.text };
  }
  return null;
}

/** True when a clause only states a change ("up 12%", "plus 8 %", "بزيادة 12%"): it belongs to the figure before it. */
export function isChangeOnly(text: string): boolean {
  const spans = figureSpans(text);
  if (spans.length !== 1) return false;
  const change = changeIn(text, spans);
  if (!change) return false;
  const rest = (text.slice(0, change.start) + text.slice(change.end)).replace(COMPARED, "").replace(/(?<![\p{L}])(?:un|una|um|uma|ein|eine|een|a|an|the|le|la|el|il|lo|de|del|della|do|da|von)(?![\p{L}])/giu, "").replace(/[\s,.;:()（）]+/g, "");
  return rest.length === 0;
}

/** Words of a label part, joiners not counted. */
const wordCount = (part: string) => part.split(/\s+/).filter((w) => /\p{L}{2,}/u.test(w)).length;

/**
 * "Meals are capped at $60 per day", "flights over 4 hours can be premium economy": a number inside a sentence, with
 * words before it and after it, is part of what the sentence says — not a figure with a label.
 */
export function inSentence(text: string): boolean {
  const spans = figureSpans(text);
  if (!spans.length || isChangeOnly(text)) return false;
  const change = changeIn(text, spans);
  const main = spans.filter((s) => !change || s.end <= change.start || s.start >= change.end);
  if (main.length !== 1) return false;
  const rest = change ? text.slice(0, change.start) + text.slice(change.end) : text;
  const at = rest.indexOf(main[0]!.text);
  const [before, after] = [wordCount(rest.slice(0, at)), wordCount(rest.slice(at + main[0]!.text.length))];
  return (before >= 3 && after >= 1) || (before >= 2 && after >= 3);
}

/** A clause stating one figure, as value, label and change with every word kept; null when it states none. */
export function statedFigure(text: string, lang: Lang): StatedFigure | null {
  const spans = figureSpans(text);
  if (!spans.length) return null;
  const change = changeIn(text, spans);
  // The value is the first figure that is not the change; a clause that states only a change ("ridership up 8.5%")
  // shows the change's figure as its value and keeps the up-word in the label.
  const main = spans.find((s) => !change || s.end <= change.start || s.start >= change.end) ?? spans[0]!;
  const keepChange = change && (main.end <= change.start || main.start >= change.end) ? change : null;
  const cut = [main, ...(keepChange ? [keepChange] : [])].sort((a, b) => a.start - b.start);
  let before = text.slice(0, cut[0]!.start);
  let after = text.slice(cut[cut.length - 1]!.end);
  if (cut.length === 2) {
    const between = text.slice(cut[0]!.end, cut[1]!.start);
    if (/[\p{L}]{2,}/u.test(between.replace(/\b(?:and|und|et|y|e|en|to|auf|à|a)\b/giu, ""))) after = between + " " + after;
  }
  before = trimJoiners(before.replace(SPEAKER, ""), lang, "end");
  after = trimJoiners(after, lang, "start");
  const label = before && after ? `${before} ${after}` : before || after;
  return { value: main.text, label: tidy(label), ...(keepChange ? { change: keepChange.text } : {}) };
}

/** "We did $3.4M revenue", "Wir hatten 1.200 Besucher": who speaks is not part of a figure's label. */
const SPEAKER = /^\s*(?:(?:now )?we(?:'ve| have)? (?:now )?(?:did|had|made|reached|hit|got|saw|have)|we're at|there are now|there (?:were|are|was|is)|wir (?:hatten|haben|machten|erreichten)|nous avons (?:eu|fait|atteint)|on a (?:eu|fait)|tuvimos|hemos tenido|hicimos|tivemos|fizemos|abbiamo (?:avuto|fatto)|we hebben|we hadden)(?![\p{L}])\s*/iu;

const CJK_TAIL = /(?:でした|です|だった|だ|となった|となりました|になった|になりました|ほど|程度|以上|を達成|を計画|の見込み|见|左右|以上|。|、|，)+$/u;
const CJK_HEAD = /^(?:でした|です|だった|だ|となった|となりました|になった|になりました|ほど|程度|左右|以上|の見込み|。|、|，)+/u;

/** Removes the words that join a label to its figure, at the side that touches the figure. */
function trimJoiners(part: string, lang: Lang, side: "start" | "end"): string {
  const joiners = alternation([...LEXICONS[lang].joiners, ...LEXICONS.en.joiners.filter((j) => j.length > 2)]);
  let out = part.replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, "");
  if (side === "end") {
    out = out.replace(new RegExp(`(?:^|(?<=\\s)|(?<=[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}]))(?:${joiners})\\s*$`, "iu"), "").replace(/[\s,;:–—-]+$/, "");
    out = out.replace(/[はがでをに：:]$/u, "").replace(/(?:为|是|达|达到|约|共)$/u, "");
  } else {
    out = out.replace(CJK_HEAD, "");
    if (/^\s*(?:of|de|d'|di|van|von|del|do|da)\s/i.test(out)) return out.trim().replace(/[\s.;:–—-]+$/, "");
    out = out.replace(new RegExp(`^\\s*(?:${joiners})(?=\\s|$)`, "iu"), "");
  }
  return out.replace(CJK_TAIL, "").trim().replace(/^[\s,;:–—-]+|[\s,.;:–—-]+$/g, "");
}

/** A label's spaces evened and brackets left without their pair (from a change cut out of "(up 9%)") removed. */
const tidy = (s: string) => {
  let out = s.replace(/\s+/g, " ").replace(/\(\s*\)|（\s*）/g, "");
  if ((out.match(/[(（]/g)?.length ?? 0) !== (out.match(/[)）]/g)?.length ?? 0)) out = out.replace(/[()（）]/g, "");
  return out.replace(/\s+/g, " ").trim();
};
