// Reading a doc's text for slides: lead sentences, stated figures and dates — all verbatim ("Label: text" items are
// read by slide-kinds/point-parts.ts's labelled, the one reader the layout variants read back with).
const sentences = new Intl.Segmenter(undefined, { granularity: "sentence" });

/** The sentences of a paragraph, trimmed. */
export function sentencesOf(text: string): string[] {
  return [...sentences.segment(text.replace(/\s+/g, " ").trim())].map((s) => s.segment.trim()).filter(Boolean);
}

/** The first sentence (the whole text when it is one sentence). */
export function leadSentence(text: string): string {
  return sentencesOf(text)[0] ?? "";
}

/** A figure as a KPI shows it: "€4.2M", "96.1%", "+12 pts", "3×", "1,204". */
const FIGURE = /^[~≈]?[-+]?[$€£¥]?\s?\d[\d,.]*\s?(?:%|[kKmMbB]n?|bn|pts?|x|×|h|days?|hours?|ms|s)?$/;

export const isFigure = (text: string) => FIGURE.test(text.trim()) && text.trim().length <= 20;

/** A change beside a figure, "(+12% vs Q2)" → "+12% vs Q2", when the value carries one. */
export function splitChange(text: string): { value: string; change?: string } {
  const m = /^(.*?)\s*\(([-+−]\s?\d[^)]{0,40})\)$/.exec(text.trim());
  return m ? { value: m[1]!.trim(), change: m[2]!.trim() } : { value: text.trim() };
}

const MONTHS =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
/** Month names a timeline's line may start with alone ("March: launch catering"), in the ten languages Quire writes. */
const MONTH_WORDS = `${MONTHS}|januar|februar|märz|mai|juni|juli|oktober|dezember|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|dezembro|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|januari|februari|maart|mei|augustus`;
const DATE = new RegExp(
  `^(?:(?:${MONTHS})\\.?\\s+\\d{1,2}(?:,\\s*\\d{4})?|\\d{1,2}\\s+(?:${MONTHS})\\.?(?:\\s+\\d{4})?|(?:${MONTHS})\\.?\\s+\\d{4}|(?:${MONTH_WORDS})|q[1-4](?:\\s+\\d{4})?|h[12](?:\\s+\\d{4})?|\\d{4}-\\d{2}(?:-\\d{2})?|(?:19|20)\\d{2}|(?:week|day|phase|step|month|stage)\\s+\\d{1,2}|\\d{1,2}月(?:\\d{1,2}日)?)$`,
  "iu",
);

/** A date or a numbered stage as a timeline shows it ("Q1 2027", "March 2026", "Week 3"). */
export const isDateLike = (text: string) => DATE.test(text.trim()) && text.trim().length <= 40;

/** A heading that starts with a date or stage: "Day 1 · Arrive", "Q1 2027: Pilot", "March 2026" (rest empty). */
export function datePrefix(heading: string): { date: string; rest: string } | null {
  const text = heading.trim();
  if (isDateLike(text)) return { date: text, rest: "" };
  const m = /^(.{2,40}?)\s*(?:·|:|—|–| - )\s*(.+)$/.exec(text);
  return m && isDateLike(m[1]!) ? { date: m[1]!.trim(), rest: m[2]!.trim() } : null;
}

/** A heading's own numbering, "1. ", "2) ", "5.1 ", taken off (an agenda numbers its items itself). */
export const withoutNumbering = (heading: string) => heading.replace(/^\s*\d+(?:\.\d+)*[.)]?\s+(?=\S)/, "");
