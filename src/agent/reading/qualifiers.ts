// What qualifies a stated figure besides its label, each as written and where it sits: its change ("up 12%", "8%増",
// "minus 22 %"), what it is compared with ("vs 3.1M last year", "gegenüber Vorjahr", "前年同期比") and its scale ("of 5").
import { allWords } from "./lexicon.js";
import { escapeRegExp } from "../../lib/text.js";

export interface Span {
  start: number;
  end: number;
  text: string;
}

export interface Qualifier extends Span {
  kind: "change" | "base" | "scale";
  /** A change's direction, from its word or sign. */
  trend?: "up" | "down";
  /** A change's or comparison's base as written ("91%", "3.1M last year", "Q2", "前年同期"). */
  base?: string;
}

const alternation = (list: string[]) =>
  [...new Set(list)]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|");
const UP = allWords("up").filter((w) => w !== "+");
const DOWN = allWords("down");
const UP_DOWN = alternation([...UP, ...DOWN]);
const DOWN_WORD = new RegExp(`^(?:${alternation(DOWN)})$`, "iu");
const CJK = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}";

/** An up/down word right before a figure ("up 12%", "down from 91%", "en hausse de 15 %", "下降3%"). */
const CHANGE_BEFORE = new RegExp(
  `(?:^|[\\s,(，、（]|(?<=[${CJK}]))(?<word>(?:${UP_DOWN})了?)\\s*(?:(?:of|by|from|de|um|von|del|van|met|da|dal|desde|depuis|vanaf)\\s+)?$`,
  "iu",
);
/** A CJK up/down mark or a "more/less than" right after a figure ("12%増", "9 % más que septiembre"). */
const CHANGE_AFTER =
  /^\s*(?:増|減|增长|增加|下降|减少|アップ|ダウン|up|down)|^\s+(?:more|less|higher|lower|más|menos|mehr|weniger|de plus|de moins|in più|in meno|a mais|a menos|hoger|lager|meer|minder)(?:(?:\s+(?:than|que|als|dan|rispetto a|di|do que|del|della|dello|degli|do|da)\s+|\s+(?:dell|rispetto all)['’])[^,;)）]{1,30})?(?![\p{L}])/iu;
const UP_AFTER = /^\s*(?:増|增长|增加|アップ|up|more|higher|más|mehr|de plus|in più|a mais|hoger|meer)/iu;

/** Words that say what a figure is compared with, standing before the base ("vs", "gegenüber", "par rapport à"). */
const COMPARISON =
  "vs\\.?|versus|compared (?:to|with)|against|from|over|on|gegenüber|ggü\\.|im vergleich zu|verglichen mit|nach|par rapport à|comparé à|contre|frente al?|respecto al?|comparado con|en comparación con|em relação a|comparado com|contra|rispetto a|contro|ten opzichte van|t\\.o\\.v\\.|tegenover|tegen|vergeleken met|مقارنة (?:بـ|ب)|مقابل";
/** Words that, after a change only, say what it is measured against ("alta de 11% sobre o mesmo período", "+5 % sur un an"). */
const CHANGE_BASE = "sobre|sur|su|em relação ao?|comparado ao?|face ao?|ante|relative to";
/** A comparison after a change or a figure, with its base: "vs Q2", "on last year", "gegenüber Vorjahr", "YoY". */
const AGAINST = new RegExp(
  `^\\s*(?:${COMPARISON}|${CHANGE_BASE}|rispetto all['’]|dell['’])(?:\\s+|(?<=['’]))(?<base>[^,;()（）]{1,45}?)(?=\\s*(?:[,;()（）]|$)|\\s+(?:and|und|et|y|e|en)\\s)|^\\s*(?:yoy|y\\/y|year[- ]on[- ]year|year[- ]over[- ]year|im vorjahresvergleich|sur un an|interanual|su base annua|jaar op jaar)(?![\\p{L}])`,
  "iu",
);
/** A comparison before a figure that is its base: "vs 3.1M", "par rapport à 2,9 M€", "gegenüber 2,9 Mio. €". */
const BASE_BEFORE = new RegExp(
  `(?:^|[\\s(（])(?<comparison>(?:vs\\.?|versus|compared (?:to|with)|against|gegenüber|ggü\\.|im vergleich zu|verglichen mit|par rapport à|comparé à|contre|frente al?|respecto al?|comparado con|en comparación con|em relação a|comparado com|rispetto a|ten opzichte van|t\\.o\\.v\\.|tegenover|tegen|vergeleken met|مقارنة (?:بـ|ب)|مقابل)\\s*:?\\s*|(?:(?:last|prior|previous) year|vorjahr|l'an dernier|année précédente|año anterior|ano anterior|anno precedente|vorig jaar|(?:19|20)\\d{2})\\s*[:：]\\s*)$`,
  "iu",
);
/** What a CJK change is measured against, before it ("前年同期比 8%増", "比去年下降3%", "同比增长12%"). */
// "比旧版提升了…": "than" and what is compared, whatever it is, stand right before the change.
const COMPARED_BEFORE = new RegExp(
  `(?:(?:前年同期|前年同月|前年|前月|前期|昨年|対前年)比|同比|环比|環比|[比较較](?:去年|上年|上月|上季度|上一年|前年)|(?<![\\p{Script=Han}])[比较較][\\p{Script=Han}\\p{L}]{1,5}?|مقارنة بالعام الماضي)\\s*$`,
  "u",
);
/** A rating's scale right after its figure: "of 5", "out of 10", "von 5", "sur 5", "su 5", "sobre 5", "/5". */
const SCALE_BETWEEN = /^(?:\s*\/\s*|\s+(?:out of|of|von|aus|sur|su|sobre|de|van|uit|على)\s+)$/iu;
const RATING_WORD =
  /^\s*(?:stars?|points?|pts|sternen?|punkten?|punkte|étoiles|points|estrellas|puntos|estrelas|pontos|stelle|punti|sterren|punten|点|分)(?![\p{L}])/iu;
/** "4.6点（5点満点）", "4.6分（满分5分）": a CJK scale in brackets after the figure. */
const CJK_SCALE = /^\s*(?:点|分)?\s*[（(]\s*(?:満点|满分)?\s*\d{1,3}\s*(?:点|分)?\s*(?:満点|满分)?\s*[)）]/u;

/** "von 72 % auf 81 %", "de 64 % à 78 %", "van 7% naar 4%": the first figure is where the second came from. */
const FROM_BEFORE = /(?:^|[\s(])(?:from|von|vom|de|del|dal|dalla|da|van|desde|depuis|du)\s*$/iu;
const TO_BETWEEN = /^\s*(?:to|auf|à|au|a|al|alla|naar|para|pra|ad)\s+$/iu;
/** Words in a bracket after a figure that say its figure is an earlier one: "(vorher 72 %)", "（去年は150人）", "(was 11 minuten)". */
const EARLIER = new RegExp(
  `(?<![\\p{L}])(?:${[
    "previously|before|last|prior|previous|was|were|earlier|then",
    "vorher|zuvor|vorjahr|vormonat|letztes|letzten|war|waren",
    "avant|précédent|précédente|dernier|dernière|était",
    "antes|anterior|pasado|pasada|era|eran",
    "passado|passada|anterior|era",
    "scorso|scorsa|prima|precedente|era|erano",
    "vorig|vorige|eerder|was|waren",
  ].join("|")}|${COMPARISON})(?![\\p{L}])|去年|昨年|前年|前月|前期|上年|上月|上期|上季度|الماضي|السابق|سابقا`,
  "iu",
);
const BRACKET_AFTER = /^\s*(?<open>[(（])(?<inside>[^()（）]{1,60})(?<close>[)）])/u;

const isSmallNumber = (s: Span) => /^\d{1,3}(?:[.,]\d)?$/u.test(s.text);
/** Two figures of one kind: both percentages, both in a currency, or both neither. */
const sameKind = (a: Span, b: Span) => {
  const kind = (t: string) => (/[%％٪]/u.test(t) ? "%" : /[$€£¥₹₩円元]|R\$|ريال|درهم/u.test(t) ? "money" : "plain");
  return kind(a.text) === kind(b.text) || (kind(b.text) !== "plain" && kind(a.text) === "plain");
};
const signTrend = (s: string): "up" | "down" | undefined =>
  /^[-−]/u.test(s) ? "down" : /^\+/u.test(s) ? "up" : undefined;

/** The comparison after a change, as a length to take with it, and its base. */
function against(text: string, from: number): { length: number; base?: string } {
  const m = AGAINST.exec(text.slice(from));
  return m ? { length: m[0].length, ...(m.groups!.base ? { base: m.groups!.base.trim() } : {}) } : { length: 0 };
}

/** Extends a change back over the CJK words that say what it is compared with. */
function withCompared(text: string, q: Qualifier): Qualifier {
  const m = COMPARED_BEFORE.exec(text.slice(0, q.start));
  if (!m) return q;
  const start = m.index;
  const base = m[0].trim().replace(/比$|^[比较較]|^(?:同比|环比|環比)$/gu, "");
  return { ...q, start, text: text.slice(start, q.end).trim(), ...(base ? { base } : {}) };
}

/** The qualifiers of a clause's figures, in order; a figure inside one is not the clause's value. */
export function qualifiersOf(text: string, spans: Span[]): Qualifier[] {
  const out: Qualifier[] = [];
  const taken = (s: Span) => out.some((q) => s.start >= q.start && s.end <= q.end);
  spans.forEach((s, i) => {
    if (taken(s)) return;
    const prev = spans[i - 1];
    const next = spans[i + 1];
    if (
      next &&
      FROM_BEFORE.test(text.slice(0, s.start)) &&
      TO_BETWEEN.test(text.slice(s.end, next.start)) &&
      sameKind(s, next)
    ) {
      const start = s.start - FROM_BEFORE.exec(text.slice(0, s.start))![0].trimStart().length;
      out.push({ kind: "base", start, end: s.end, text: text.slice(start, s.end), base: s.text });
      return;
    }
    // "4.6 of 5", "4,6 von 5", "4.6/5 stars": the second number is the first's scale.
    if (prev && !taken(prev) && isSmallNumber(s) && SCALE_BETWEEN.test(text.slice(prev.end, s.start))) {
      const rating = RATING_WORD.exec(text.slice(s.end));
      const start = prev.end + (/^\s+/u.exec(text.slice(prev.end))?.[0].length ?? 0);
      const end = s.end + (rating ? rating[0].length : 0);
      out.push({ kind: "scale", start, end, text: text.slice(start, end) });
      return;
    }
    const before = CHANGE_BEFORE.exec(text.slice(0, s.start));
    if (before) {
      const word = before.groups!.word!;
      const start = s.start - before[0].length + before[0].indexOf(word);
      // "down from 91%": the figure is the base the value fell from, not the change's size.
      const from = /(?:from|von|desde|depuis|vanaf|da|dal)\s+$/iu.test(before[0]);
      const tail = from ? { length: 0 } : against(text, s.end);
      const end = s.end + tail.length;
      const trend = DOWN_WORD.test(word) ? "down" : "up";
      out.push(
        withCompared(text, {
          kind: "change",
          start,
          end,
          text: text.slice(start, end).trim(),
          trend,
          ...(from ? { base: s.text } : tail.base ? { base: tail.base } : {}),
        }),
      );
      return;
    }
    const after = CHANGE_AFTER.exec(text.slice(s.end));
    if (after) {
      const tail = against(text, s.end + after[0].length);
      const end = s.end + after[0].length + tail.length;
      // "un 9 % más que septiembre": the article belongs to the change.
      const article = /(?:un|una|um|uma|ein|eine|een|an?)\s+$/iu.exec(text.slice(0, s.start));
      const start = article ? article.index : s.start;
      const trend = UP_AFTER.test(after[0]) ? "up" : "down";
      out.push(
        withCompared(text, {
          kind: "change",
          start,
          end,
          text: text.slice(start, end).trim(),
          trend,
          ...(tail.base ? { base: tail.base } : {}),
        }),
      );
      return;
    }
    // "vs 3.1M last year", "par rapport à 2,9 M€ l'an dernier", "(Vorjahr: 91 %)": the figure compared with.
    // A clause that opens on one ("tegen 1,1 miljoen vorig jaar") is the comparison of the figure before it.
    const base = BASE_BEFORE.exec(text.slice(0, s.start));
    const comparison = base?.groups!.comparison ?? "";
    if (base && (i > 0 || !text.slice(0, s.start - comparison.length).trim())) {
      const start = s.start - comparison.length;
      const rest = /^[^,;()（）\d]{0,30}?(?=\s*(?:[,;()（）]|$))/u.exec(text.slice(s.end));
      const end = s.end + (rest && rest[0].trim().split(/\s+/).length <= 4 ? rest[0].length : 0);
      out.push({
        kind: "base",
        start,
        end,
        text: text.slice(start, end).trim(),
        base: text.slice(s.start, end).trim(),
      });
      return;
    }
    // "+12%", "(−3 %)": a signed figure beside another is the other's change.
    if (/^[+−-]/u.test(s.text) && (spans.length > 1 || /[%％]/u.test(s.text))) {
      const tail = against(text, s.end);
      const end = s.end + tail.length;
      out.push(
        withCompared(text, {
          kind: "change",
          start: s.start,
          end,
          text: text.slice(s.start, end).trim(),
          trend: signTrend(s.text)!,
          ...(tail.base ? { base: tail.base } : {}),
        }),
      );
    }
  });
  // "81 % (vorher 72 %)", "180人（去年は150人）": a bracket right after a figure that holds an earlier figure is its base.
  spans.forEach((s, i) => {
    const prev = spans[i - 1];
    if (!prev || taken(s) || taken(prev)) return;
    const bracket = BRACKET_AFTER.exec(text.slice(prev.end));
    if (!bracket) return;
    const start = prev.end + bracket[0].indexOf(bracket.groups!.open!);
    const end = prev.end + bracket[0].length;
    const inside = bracket.groups!.inside!;
    if (s.start < start || s.end > end || !EARLIER.test(inside.replace(s.text, " "))) return;
    out.push({ kind: "base", start, end, text: text.slice(start, end), base: s.text });
  });
  // "4.6点（5点満点）": the scale follows the value in brackets.
  for (const s of spans) {
    const cjk = !taken(s) ? CJK_SCALE.exec(text.slice(s.end)) : null;
    if (cjk) out.push({ kind: "scale", start: s.end, end: s.end + cjk[0].length, text: cjk[0].trim() });
  }
  return out.sort((a, b) => a.start - b.start);
}
