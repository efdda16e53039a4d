// One grammar of quantities in the ten languages: a number as its language writes it ("1.234,5", "1 234,5", "1,234.5",
// "٣٫٥"), its scale ("Mio.", "milhões", "1億2000万"), its currency ("R$", "€", "円") or unit ("TWh"), and the period it is for.
import type { Lang } from "./language.js";
import {
  CJK_SCALES,
  CURRENCIES,
  CURRENCY_AS_WRITTEN,
  PER_AFTER_RE,
  PER_BEFORE_RE,
  SCALE_BY_LANG,
  SCALE_WORDS,
  UNITS,
  type Per,
} from "./quantity-words.js";
import { escapeRegExp } from "../../lib/text.js";

export type { Per };

export interface Quantity {
  /** The number it stands for, scaled: "1億2000万円" → 120000000, "$12.4M" → 12400000, "15%" → 15. */
  value: number;
  /** As written: the span's text. */
  text: string;
  start: number;
  end: number;
  /** ISO 4217 code when the mark names one currency ("USD", "JPY"), else the word as written ("ريال"). */
  currency?: string;
  /** The currency's mark as a number format shows it ("$", "€", "円", "R$"), and on which side the user wrote it. */
  sign?: string;
  signBefore?: boolean;
  unit?: string;
  /** The scale written ("M" → 1e6, "億" → 1e8); for a CJK chain, its largest. */
  scale?: number;
  /** Digits after the decimal mark, as written. */
  decimals: number;
  /** The period the amount is for ("per month", "毎月"), with its own span. */
  per?: { unit: Per; text: string; start: number; end: number };
}

/** A text with Arabic-Indic, Persian and full-width digits and marks as ASCII, every character in its place. */
function normalised(text: string): string {
  return text.replace(/[٠-٩۰-۹０-９，．]/gu, (ch) => {
    const c = ch.charCodeAt(0);
    if (c >= 0x660 && c <= 0x669) return String(c - 0x660);
    if (c >= 0x6f0 && c <= 0x6f9) return String(c - 0x6f0);
    if (c >= 0xff10 && c <= 0xff19) return String(c - 0xff10);
    return ch === "，" ? "," : ".";
  });
}

const localeMarks = new Map<Lang, "." | ",">();
/** The decimal mark the language writes, from the platform's locale data. */
function localeDecimal(lang: Lang): "." | "," {
  const known = localeMarks.get(lang);
  if (known) return known;
  const mark =
    new Intl.NumberFormat(lang).formatToParts(1.5).find((p) => p.type === "decimal")?.value === "," ? "," : ".";
  localeMarks.set(lang, mark);
  return mark;
}

/**
 * The decimal mark a text writes: told by its numbers that only one reading fits ("1.234,5", "2,4", "12.4",
 * "1,234,567"), else by its language. "1.234" alone is "1234" in a German text and 1.234 in an English one.
 */
export function decimalMark(text: string, lang: Lang): "." | "," {
  let point = 0;
  let comma = 0;
  const vote = (mark: string) => (mark === "." ? point++ : comma++);
  for (const m of normalised(text).matchAll(/(?<![\d.,])\d+(?:[.,]\d+)+(?![\d])/g)) {
    const seps = m[0].replace(/\d/g, "");
    const groups = m[0].split(/[.,]/);
    if (seps.includes(".") && seps.includes(",")) vote(seps.at(-1)!);
    else if (seps.length >= 2) {
      if (groups[0]!.length <= 3 && groups.slice(1).every((g) => g.length === 3)) vote(seps[0] === "," ? "." : ",");
    } else if (groups[1]!.length !== 3) vote(seps);
  }
  return point === comma ? localeDecimal(lang) : point > comma ? "." : ",";
}

interface Numeral {
  value: number;
  end: number;
  decimals: number;
  /** "4,500" or "1.234": one mark before three digits, read by the text's convention; the other reading. */
  otherReading?: { value: number; decimals: number };
}

const GROUP_ONLY = /['’\u00a0\u202f\u066c ]/;

/** The number starting at `pos`: digits with group and decimal marks, the longest reading that is well formed. */
function numeralAt(t: string, pos: number, mark: "." | ",", spaces: boolean): Numeral | null {
  const re = spaces
    ? /\d+(?:(?:[.,'’\u00a0\u202f\u066c\u066b]|[ ](?=\d{3}(?!\d)))\d+)*/y
    : /\d+(?:[.,'’\u00a0\u202f\u066c\u066b]\d+)*/y;
  re.lastIndex = pos;
  let raw = re.exec(t)?.[0];
  while (raw) {
    const read = readNumeral(raw, mark);
    if (read) return { ...read, end: pos + raw.length };
    raw = /^(?<head>.*\d)[^\d]+\d+$/su.exec(raw)?.groups!.head;
  }
  return null;
}

function readNumeral(raw: string, mark: "." | ","): Omit<Numeral, "end"> | null {
  const seps = raw.replace(/\d/g, "");
  const groups = raw.split(/[^\d]/);
  const number = (intPart: string, frac = "") => ({
    value: Number(`${intPart}.${frac || "0"}`),
    decimals: frac.length,
  });
  if (!seps) return number(raw);
  // "٫" is the decimal mark of Arabic digits, whatever else the text writes.
  const decimalAt = seps.includes("\u066b")
    ? seps.lastIndexOf("\u066b")
    : new Set(seps).size > 1
      ? seps.length - 1
      : -1;
  if (decimalAt >= 0) {
    const groupSeps = seps.slice(0, decimalAt);
    const whole = groups.slice(0, decimalAt + 1);
    if (seps.slice(decimalAt + 1) || new Set(groupSeps).size > 1 || groupSeps.includes(seps[decimalAt]!)) return null;
    if (whole.length > 1 && (whole[0]!.length > 3 || whole.slice(1).some((g) => g.length !== 3))) return null;
    return number(whole.join(""), groups[decimalAt + 1]);
  }
  // One kind of mark: grouping when it repeats or cannot be a decimal mark, else the decimal mark.
  const grouped = groups[0]!.length <= 3 && groups.slice(1).every((g) => g.length === 3);
  if (seps.length > 1 || GROUP_ONLY.test(seps)) return grouped ? number(groups.join("")) : null;
  if (!grouped) return number(groups[0]!, groups[1]);
  const asGroups = number(groups.join(""));
  const asDecimal = number(groups[0]!, groups[1]);
  return seps === mark ? { ...asDecimal, otherReading: asGroups } : { ...asGroups, otherReading: asDecimal };
}

const byLength = (words: string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|");

const SCALE_RE = new RegExp(`^(?<space>\\s?)(?<word>${byLength(Object.keys(SCALE_WORDS))})(?![\\p{L}])`, "iu");
const CURRENCY_SIGN =
  "US\\$|CA\\$|HK\\$|NZ\\$|MX\\$|A\\$|C\\$|S\\$|R\\$|JP¥|CN¥|\\$\\s?(?:US|CA|AU|NZ|HK)(?![\\p{L}])|[$€£¥￥₹₩]";
const CODES = Object.keys(CURRENCIES)
  .filter((k) => /^[a-z]{3}$/.test(k))
  .map((k) => k.toUpperCase());
const PREFIX_RE = new RegExp(`(?:(?<![\\p{L}])(?<code>${CODES.join("|")})|(?<sign>${CURRENCY_SIGN}))\\s?$`, "u");
const WORD_CURRENCIES = Object.keys(CURRENCIES).filter((k) => /^\p{L}{3,}$/u.test(k) && !/^[a-z]{3}$/.test(k));
const SUFFIX_RE = new RegExp(
  `^\\s?(?:(?<sign>${CURRENCY_SIGN}|円|元|人民币|美元|欧元|ドル|ユーロ)|(?<code>${CODES.join("|")})(?![\\p{L}])` +
    `|(?:(?:de|d'|d’|di)\\s?)?(?<word>${byLength(WORD_CURRENCIES)})(?![\\p{L}])|(?<written>${CURRENCY_AS_WRITTEN.join("|")})(?![\\p{L}]))`,
  "iu",
);
const UNIT_RE = new RegExp(`^\\s?(?<unit>${byLength(UNITS)})(?![\\p{Script=Latin}])`, "u");

/** Scale words that stand for a scale only beside a currency ("£12m", "$5mm"), or only in their languages. */
function scaleFits(word: string, space: string, hasCurrency: boolean, lang: Lang): boolean {
  // "12k", "3,4 k", "3,4 M" (French and Iberian short scales); "£12m" and "$1.2b" only beside money (12m is 12 metres).
  if (/^[kKM]$/.test(word)) return true;
  if (word.length === 1) return (space === "" || hasCurrency) && (word === "B" || hasCurrency);
  if (word.toLowerCase() === "mm") return hasCurrency || lang === "pt";
  if (/^(?:mil|mi\.?|bi\.?)$/i.test(word)) return lang === "es" || lang === "pt" || (lang !== "en" && hasCurrency);
  if (/^mds?$/i.test(word)) return lang === "fr";
  return true;
}

function currencyOf(word: string, lang: Lang): { currency: string; sign: string } {
  const known = CURRENCIES[word.toLowerCase()];
  if (!known) return { currency: word, sign: word };
  return known.code === "JPY" && /^[¥￥]$/.test(word) && lang === "zh"
    ? { currency: "CNY", sign: "¥" }
    : { currency: known.code, sign: known.sign };
}

/** A CJK chain after its first number ("1億" then "2000万", then "円"): its value and end. */
function cjkChain(t: string, first: Numeral, mark: "." | ","): { value: number; end: number; scale: number } | null {
  const scaleAt = (at: number) => CJK_SCALES.find(([w]) => t.startsWith(w, at));
  const head = scaleAt(first.end);
  if (!head) return null;
  let value = first.value * head[1];
  let end = first.end + head[0].length;
  let last = head[1];
  for (;;) {
    const next = /\d/.test(t[end] ?? "") ? numeralAt(t, end, mark, false) : null;
    if (!next) break;
    const scale = scaleAt(next.end);
    if (scale && scale[1] < last) {
      value += next.value * scale[1];
      end = next.end + scale[0].length;
      last = scale[1];
    } else if (!scale && /^[円元]/u.test(t.slice(next.end))) {
      value += next.value;
      end = next.end;
      break;
    } else break;
  }
  return { value, end, scale: head[1] };
}

/** Every quantity a text states, in order, each with its span and the period after (or, in CJK, before) it. */
export function quantitiesIn(text: string, lang: Lang): Quantity[] {
  const t = normalised(text);
  const mark = decimalMark(text, lang);
  const out: Quantity[] = [];
  for (let pos = 0; pos < t.length; pos++) {
    if (
      !/\d/.test(t[pos]!) ||
      /[\d]/.test(t[pos - 1] ?? "") ||
      (/[.,]/.test(t[pos - 1] ?? "") && /\d/.test(t[pos - 2] ?? ""))
    )
      continue;
    const q = quantityAt(text, t, pos, mark, lang);
    if (!q) {
      while (/[\d.,]/.test(t[pos + 1] ?? "")) pos++;
      continue;
    }
    out.push(q);
    pos = q.end - 1;
  }
  return out;
}

function quantityAt(text: string, t: string, pos: number, mark: "." | ",", lang: Lang): Quantity | null {
  // Spaces group digits in most languages' usage ("1 234,5", "5 000 000"); English, Japanese and Chinese use commas.
  const numeral = numeralAt(t, pos, mark, mark === "," || !["en", "ja", "zh"].includes(lang));
  if (!numeral) return null;
  const before = t.slice(0, pos);
  // "-$500", "$-500", "−3 %": a minus touching the amount, not a dash between words or numbers ("Q1-2026").
  const minus = /(?<![\p{L}\p{N}])[-−]$/u;
  const prefix = PREFIX_RE.exec(before.replace(minus, ""));
  // "Q3", "H1", "B2B": a number a Latin word runs into is part of it, unless that word is a currency code.
  if (!prefix && /\p{Script=Latin}$/u.test(before) && !/^[万億亿千円元]/u.test(t.slice(numeral.end))) return null;
  const bare = prefix ? prefix.index : pos;
  const start = bare - (minus.test(t.slice(0, bare)) ? 1 : 0);
  const negative = start < bare || minus.test(before);
  let value = numeral.value;
  let decimals = numeral.decimals;
  let end = numeral.end;
  let scale: number | undefined;
  const found: Partial<Quantity> = {};
  if (prefix) Object.assign(found, currencyOf(prefix.groups!.code ?? prefix.groups!.sign!, lang), { signBefore: true });
  const chain = cjkChain(t, numeral, mark);
  if (chain) {
    ({ value, end, scale } = chain);
  } else {
    const s = SCALE_RE.exec(t.slice(end));
    const hasCurrency = Boolean(prefix) || SUFFIX_RE.test(t.slice(end + (s?.[0].length ?? 0)));
    if (s && scaleFits(s.groups!.word!, s.groups!.space!, hasCurrency, lang)) {
      const word = s.groups!.word!.toLowerCase();
      scale = SCALE_BY_LANG[lang]?.[word] ?? SCALE_WORDS[word] ?? SCALE_WORDS[word.replace(/\.$/, "")]!;
      value *= scale;
      end += s[0].length;
    }
  }
  if (!prefix) {
    const suffix = SUFFIX_RE.exec(t.slice(end));
    if (suffix) {
      const { sign, code, word, written } = suffix.groups!;
      Object.assign(found, currencyOf(sign ?? code ?? word ?? written!, lang), { signBefore: false });
      end += suffix[0].length;
    }
  }
  if (!found.currency) {
    const unit = UNIT_RE.exec(t.slice(end));
    if (unit) {
      found.unit = unit.groups!.unit!;
      end += unit[0].length;
    }
  }
  // An amount of money has no third decimal: "95.000 €" is ninety-five thousand whatever the text's mark.
  if (numeral.otherReading && found.currency && scale === undefined && numeral.decimals === 3)
    ({ value, decimals } = numeral.otherReading);
  if (/^[\p{Script=Latin}\d]/u.test(t.slice(end)) && !/^\s/.test(t.slice(end))) return null;
  if (negative) value = -value;
  const per = periodAround(t, start, end);
  return {
    value,
    text: text.slice(start, end),
    start,
    end,
    decimals,
    ...(scale ? { scale } : {}),
    ...found,
    ...(per ? { per } : {}),
  };
}

/** The period an amount is for: the words after it ("per month", "/mo", "pro Monat"), or before it in CJK ("月額"). */
function periodAround(t: string, start: number, end: number): Quantity["per"] {
  const after = t.slice(end);
  for (const [unit, re] of PER_AFTER_RE) {
    const m = re.exec(after);
    if (m) {
      const lead = m[0].length - m[0].trimStart().length;
      return { unit, text: m[0].trim(), start: end + lead, end: end + m[0].length };
    }
  }
  const before = t.slice(Math.max(0, start - 6), start);
  for (const [unit, re] of PER_BEFORE_RE) {
    const m = re.exec(before);
    if (m) return { unit, text: m[0], start: start - m[0].length, end: start };
  }
  return undefined;
}

/** The one quantity a text is, all of it ("$3,200", "1,2 Mio. €", "12k"), or null. */
export function quantityOf(text: string, lang: Lang): Quantity | null {
  const all = quantitiesIn(text, lang);
  if (all.length !== 1) return null;
  const q = all[0]!;
  const rest = text.slice(0, q.start) + text.slice(q.per ? Math.max(q.end, q.per.end) : q.end);
  return rest.trim() ? null : q;
}
