// One point's parts, verbatim: "Label: text", a figure with its change, a date — read for re-laying a slide out, and
// the label reader doc-to-deck and the text modes make slides with. Its figures and dates are a copy of
// doc-to-deck/doc-text.ts's (slide-kinds may not import doc-to-deck), widened to the languages Quire writes.

const PAIRS = ["()", "[]", "（）", "［］", "「」", "【】", "{}"];
/** Brackets each closed within the text: "[Risks: point 1]" is one bracketed gap, not a label and its text. */
const balanced = (text: string) =>
  PAIRS.every(([open, close]) => text.split(open!).length === text.split(close!).length);

/** "Title: text", "Title — text", "タイトル：本文": split where the point names itself first; null when it does not. */
export function labelled(text: string, maxLabel = 60): { label: string; rest: string } | null {
  const m = /^(.+?)(?:\s?[:：]| [—–-] )\s*(.+)$/su.exec(text.trim());
  if (!m) return null;
  const label = m[1]!.trim();
  if (!balanced(label) || !balanced(m[2]!)) return null;
  if (label.length < 1 || label.length > maxLabel || /[.!?。！？]$/u.test(label) || /^\d{1,2}$/.test(label))
    return null;
  // "10:30" or "https://…" is not a label and its text.
  if (/\d$/.test(label) && /^\d/.test(m[2]!) && !/\s[:：]/.test(text)) return null;
  if (/^[a-z]+$/i.test(label) && m[2]!.startsWith("//")) return null;
  return { label, rest: m[2]!.trim() };
}

/** The join labelled() reads back: a wide colon after CJK text, a spaced one in French, else ": ". */
export const labelJoin = (label: string, language: string) =>
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]$/u.test(label)
    ? "："
    : /^fr\b/i.test(language)
      ? " : "
      : ": ";

const SCALES = "k|K|m|M|mn|bn|B|Mio\\.?|Mrd\\.?|Md|Mds|million|billion|Millionen|Milliarden|millions|milliards";
const UNITS = "%|％|pts?|pp|x|×|h|days?|hours?|ms|s|min|Tage|jours|€|\\$|£|¥";
// "€2.4M", "96.1%", "+12 pts", "1,204", "4,8 Mio. €", "420 000 €", "1,200万円", "3 500 clients" is not one.
const FIGURE = new RegExp(
  `^[~≈]?[-+−]?(?:[$€£¥]|US\\$|CHF\\s?)?\\s?\\d[\\d,.\\u00a0\\u202f ]*?(?:\\s?(?:${SCALES}))?(?:\\s?(?:${UNITS}))?(?:\\s?[€$£])?$|^\\d[\\d,.]*(?:万|億|千)?(?:円|元|人|件|%|％)?$`,
  "u",
);

/** A figure as a KPI shows it, up to the 40 characters a metric's value holds. */
export const isFigure = (text: string) => {
  const t = text.trim();
  return t.length > 0 && t.length <= 24 && /\d/.test(t) && FIGURE.test(t);
};

/** A change beside a figure, "€2.4M (+12% vs Q2)" → "+12% vs Q2", when the value carries one. */
export function splitChange(text: string): { value: string; change?: string } {
  const m = /^(.*?)\s*[(（]([-+−±]\s?\d[^)）]{0,50})[)）]$/u.exec(text.trim());
  return m ? { value: m[1]!.trim(), change: m[2]!.trim() } : { value: text.trim() };
}

const MONTHS =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|januar|februar|märz|mai|juni|juli|oktober|dezember|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|dezembro|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|januari|februari|maart|mei|augustus";
const STAGES =
  "week|day|phase|step|month|stage|sprint|woche|tag|monat|schritt|semaine|jour|mois|étape|semana|día|dia|fase|paso|settimana|giorno|dag|stap";
const DATE = new RegExp(
  `^(?:(?:${MONTHS})\\.?(?:\\s+\\d{1,2}(?:,\\s*\\d{4})?|\\s+\\d{4})?|\\d{1,2}\\.?\\s+(?:${MONTHS})\\.?(?:\\s+\\d{4})?|(?:q|h|t)[1-4](?:\\s*/?\\s*\\d{4})?|fy\\s?\\d{2,4}|\\d{4}-\\d{2}(?:-\\d{2})?|\\d{1,2}[./]\\d{1,2}[./]\\d{2,4}|(?:19|20)\\d{2}(?:\\s*[–-]\\s*(?:19|20)?\\d{2})?|(?:${STAGES})\\s+\\d{1,2}(?:\\s*[–-]\\s*\\d{1,2})?|(?:(?:19|20)\\d{2}年)?(?:\\d{1,2}月(?:\\d{1,2}日)?|第?[1-4一二三四]四半期|上期|下期|上半期|下半期)|(?:19|20)\\d{2}年(?:度)?)$`,
  "iu",
);

/** A date or a numbered stage as a timeline shows it ("Q1 2027", "März 2026", "Week 3", "2026年4月"). */
export const isDateLike = (text: string) => text.trim().length <= 40 && DATE.test(text.trim());
