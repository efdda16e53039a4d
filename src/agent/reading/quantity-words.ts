// The words of quantities in the ten languages: scales ("Mio.", "milhões", "億"), currencies ("R$", "euros", "円") and
// the periods an amount is stated for ("per month", "pro Monat", "毎月", "شهريا").
import type { Lang } from "./language.js";

/** Scale words after a number, lower case, and what they multiply by; a language's own meaning overrides. */
export const SCALE_WORDS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  thousands: 1e3,
  millier: 1e3,
  milliers: 1e3,
  tsd: 1e3,
  "tsd.": 1e3,
  tausend: 1e3,
  mille: 1e3,
  mila: 1e3,
  mil: 1e3,
  duizend: 1e3,
  m: 1e6,
  mn: 1e6,
  mm: 1e6,
  million: 1e6,
  millions: 1e6,
  mio: 1e6,
  "mio.": 1e6,
  millionen: 1e6,
  millón: 1e6,
  millon: 1e6,
  millones: 1e6,
  milhão: 1e6,
  milhao: 1e6,
  milhões: 1e6,
  milhoes: 1e6,
  mi: 1e6,
  "mi.": 1e6,
  milione: 1e6,
  milioni: 1e6,
  mln: 1e6,
  "mln.": 1e6,
  miljoen: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  billions: 1e9,
  mrd: 1e9,
  "mrd.": 1e9,
  milliarde: 1e9,
  milliarden: 1e9,
  md: 1e9,
  mds: 1e9,
  milliard: 1e9,
  milliards: 1e9,
  millardo: 1e9,
  millardos: 1e9,
  bilhão: 1e9,
  bilhao: 1e9,
  bilhões: 1e9,
  bilhoes: 1e9,
  bi: 1e9,
  "bi.": 1e9,
  miliardo: 1e9,
  miliardi: 1e9,
  mld: 1e9,
  "mld.": 1e9,
  miljard: 1e9,
  "mil millones": 1e9,
  "mil milhões": 1e9,
  trillion: 1e12,
  tn: 1e12,
  billionen: 1e12,
  "bio.": 1e12,
  billón: 1e12,
  billones: 1e12,
  biljoen: 1e12,
  ألف: 1e3,
  آلاف: 1e3,
  مليون: 1e6,
  ملايين: 1e6,
  مليار: 1e9,
  مليارات: 1e9,
};

/** Where a language gives a scale word another size than English does. */
export const SCALE_BY_LANG: Partial<Record<Lang, Record<string, number>>> = {
  de: { billion: 1e12, billionen: 1e12 },
  fr: { billion: 1e12, billions: 1e12, m: 1e6 },
  nl: { biljoen: 1e12 },
  pt: { mm: 1e9 },
};

/** Scales written straight after a CJK number ("1億2000万"), largest words first. */
export const CJK_SCALES: [string, number][] = [
  ["千万", 1e7],
  ["百万", 1e6],
  ["兆", 1e12],
  ["億", 1e8],
  ["亿", 1e8],
  ["萬", 1e4],
  ["万", 1e4],
  ["千", 1e3],
];

export interface CurrencyWord {
  /** ISO 4217 code. */
  code: string;
  /** The mark a number format shows for it. */
  sign: string;
}

/** Currency marks and words as people write them; "¥" is read by the text's language (yuan in Chinese, yen otherwise). */
export const CURRENCIES: Record<string, CurrencyWord> = {
  us$: { code: "USD", sign: "US$" },
  $: { code: "USD", sign: "$" },
  a$: { code: "AUD", sign: "A$" },
  c$: { code: "CAD", sign: "C$" },
  ca$: { code: "CAD", sign: "CA$" },
  hk$: { code: "HKD", sign: "HK$" },
  nz$: { code: "NZD", sign: "NZ$" },
  s$: { code: "SGD", sign: "S$" },
  r$: { code: "BRL", sign: "R$" },
  $us: { code: "USD", sign: "$" },
  "$ us": { code: "USD", sign: "$" },
  $ca: { code: "CAD", sign: "CA$" },
  $au: { code: "AUD", sign: "A$" },
  $nz: { code: "NZD", sign: "NZ$" },
  $hk: { code: "HKD", sign: "HK$" },
  "jp¥": { code: "JPY", sign: "¥" },
  "cn¥": { code: "CNY", sign: "¥" },
  mx$: { code: "MXN", sign: "MX$" },
  "€": { code: "EUR", sign: "€" },
  "£": { code: "GBP", sign: "£" },
  "¥": { code: "JPY", sign: "¥" },
  "￥": { code: "JPY", sign: "¥" },
  "₹": { code: "INR", sign: "₹" },
  "₩": { code: "KRW", sign: "₩" },
  円: { code: "JPY", sign: "円" },
  元: { code: "CNY", sign: "元" },
  人民币: { code: "CNY", sign: "元" },
  美元: { code: "USD", sign: "$" },
  欧元: { code: "EUR", sign: "€" },
  ドル: { code: "USD", sign: "$" },
  ユーロ: { code: "EUR", sign: "€" },
  usd: { code: "USD", sign: "USD" },
  eur: { code: "EUR", sign: "EUR" },
  gbp: { code: "GBP", sign: "GBP" },
  jpy: { code: "JPY", sign: "JPY" },
  cny: { code: "CNY", sign: "CNY" },
  rmb: { code: "CNY", sign: "RMB" },
  chf: { code: "CHF", sign: "CHF" },
  brl: { code: "BRL", sign: "BRL" },
  sek: { code: "SEK", sign: "SEK" },
  nok: { code: "NOK", sign: "NOK" },
  dkk: { code: "DKK", sign: "DKK" },
  pln: { code: "PLN", sign: "PLN" },
  inr: { code: "INR", sign: "INR" },
  cad: { code: "CAD", sign: "CAD" },
  aud: { code: "AUD", sign: "AUD" },
  aed: { code: "AED", sign: "AED" },
  sar: { code: "SAR", sign: "SAR" },
  mxn: { code: "MXN", sign: "MXN" },
  dollar: { code: "USD", sign: "$" },
  dollars: { code: "USD", sign: "$" },
  dólar: { code: "USD", sign: "$" },
  dólares: { code: "USD", sign: "$" },
  dollari: { code: "USD", sign: "$" },
  euro: { code: "EUR", sign: "€" },
  euros: { code: "EUR", sign: "€" },
  pound: { code: "GBP", sign: "£" },
  pounds: { code: "GBP", sign: "£" },
  yen: { code: "JPY", sign: "¥" },
  yuan: { code: "CNY", sign: "¥" },
  reais: { code: "BRL", sign: "R$" },
  real: { code: "BRL", sign: "R$" },
  franken: { code: "CHF", sign: "CHF" },
  دولار: { code: "USD", sign: "$" },
  يورو: { code: "EUR", sign: "€" },
};

/** Arabic currency words that name more than one country's money: kept as written, never given a code. */
export const CURRENCY_AS_WRITTEN = ["ريال", "درهم", "جنيه", "دينار", "ليرة"];

/** Units after a number, as written. */
export const UNITS = [
  "%",
  "％",
  "‰",
  "٪",
  "TWh",
  "GWh",
  "MWh",
  "kWh",
  "Wh",
  "GW",
  "MW",
  "kW",
  "km²",
  "m²",
  "m³",
  "km",
  "kg",
  "t",
  "g",
  "l",
  "L",
  "h",
  "hrs",
  "hours",
  "Stunden",
  "heures",
  "horas",
  "ore",
  "uur",
  "FTE",
  "°C",
  "pp",
  "x",
  "×",
  "人",
  "名",
  "件",
  "台",
  "個",
  "社",
  "時間",
  "人月",
  "个",
  "家",
];

/** The period an amount is for; "once" is an amount spent one time, never repeated. */
export type Per = "day" | "week" | "month" | "quarter" | "year" | "once";

/** How many of each period a year holds; a day's count depends on the calendar, and a one-time amount repeats never. */
export const PER_YEAR: Partial<Record<Per, number>> = { week: 52, month: 12, quarter: 4, year: 1 };

/** The words after an amount that say the period it is for, longest first within each. */
const PER_AFTER: Record<Per, string> = {
  month:
    "per month|a month|each month|every month|monthly|per mo\\.?|/\\s?mo(?:nth)?\\.?|/\\s?mth|pro monat|im monat|je monat|monatlich|/\\s?monat|/\\s?mon\\.?|par mois|au mois|mensuel(?:le)?s?|/\\s?mois|al mes|por mes|mensual(?:es)?|/\\s?mes|por mês|ao mês|por mes|mensais|mensal|/\\s?mês|al mese|mensili|mensile|/\\s?mese|per maand|maandelijks|/\\s?maand|per mnd|p/m|p/mnd|/\\s?月|毎月|每月|每个月|شهريًا|شهرياً|شهريا|في الشهر|كل شهر|شهري",
  year: "per year|a year|each year|every year|yearly|annually|per annum|p\\.\\s?a\\.?|/\\s?y(?:ea)?r|/\\s?y|pro jahr|im jahr|je jahr|jährlich|/\\s?jahr|par an|par année|annuel(?:le)?s?|/\\s?an|al año|por año|anual(?:es)?|/\\s?año|por ano|ao ano|no ano|anuais|/\\s?ano|all'anno|l'anno|annu[oi]|annual[ei]|/\\s?anno|per jaar|p/j|jaarlijks|/\\s?jaar|/\\s?年|毎年|每年|年間|سنويًا|سنوياً|سنويا|في السنة|كل سنة|كل عام|سنوي",
  quarter:
    "per quarter|a quarter|each quarter|quarterly|/\\s?q(?:tr)?|pro quartal|im quartal|je quartal|vierteljährlich|quartalsweise|par trimestre|trimestriel(?:le)?s?|por trimestre|al trimestre|trimestral(?:es)?|trimestrais|trimestral[ei]|per kwartaal|/\\s?四半期|四半期ごと|每季度|每季|فصليًا|فصلياً|فصليا|كل ربع سنة|كل ربع",
  week: "per week|a week|each week|every week|weekly|/\\s?w(?:ee)?k|pro woche|in der woche|je woche|wöchentlich|/\\s?woche|par semaine|hebdomadaires?|por semana|a la semana|semanal(?:es)?|/\\s?semana|à semana|semanais|alla settimana|settimanal[ei]|per week|wekelijks|/\\s?週|毎週|每周|أسبوعيًا|أسبوعياً|أسبوعيا|كل أسبوع",
  day: "per day|a day|each day|every day|daily|/\\s?day|pro tag|am tag|je tag|täglich|/\\s?tag|par jour|quotidien(?:ne)?s?|/\\s?jour|por día|al día|diari[oa]s?|/\\s?día|por dia|ao dia|diári[oa]s?|al giorno|giornalier[oi]|per dag|dagelijks|/\\s?dag|毎日|每天|每日|يوميًا|يومياً|يوميا|كل يوم",
  // Said after an amount, in brackets or not ("12.500 € una tantum", "R$ 32.000 (pagamento único)").
  once: "once|one-off|one off|one-time|one time|einmalig|une fois|ponctuel(?:le)?|(?:pago|gasto|coste|costo) único|de una vez|pagamento único|uma vez só|uma vez|una tantum|una volta|eenmalig|一次性|一括|一回きり|一回限り|مرة واحدة|لمرة واحدة",
};

/** Period words straight before a CJK amount ("月額15万円", "每月3500元"). */
const PER_BEFORE: Record<Per, string> = {
  month: "月額|毎月|每月|月",
  year: "年額|年間|毎年|每年|全年|年",
  quarter: "四半期|每季度",
  week: "週|毎週|每周",
  day: "日額|毎日|每天",
  once: "一次性|一括|一回きり|単発",
};

const compiled = (words: Record<Per, string>, make: (alternation: string) => RegExp) =>
  (Object.entries(words) as [Per, string][]).map(([per, alternation]) => [per, make(alternation)] as const);

/** After an amount: the period words, in brackets or not, then no letter or mark of a word going on. */
export const PER_AFTER_RE = compiled(
  PER_AFTER,
  (a) => new RegExp(`^\\s*(?:[(（]\\s*(?:${a})\\s*[)）]|(?:${a})(?![\\p{L}\\p{M}]))`, "iu"),
);
/** Before a CJK amount, touching it or a space apart ("月40万円", "年間 180万円"). */
export const PER_BEFORE_RE = compiled(PER_BEFORE, (a) => new RegExp(`(?<![0-9])(?:${a})\\s?$`, "u"));
/** Anywhere in a label ("Monthly costs", "Jährliche Kosten", "月額費用"): the period a list's amounts are for. */
export const PER_IN_LABEL_RE = compiled(
  {
    month:
      "monthly|per month|monatlich\\p{L}*|monats\\p{L}*|mensuel\\p{L}*|mensual\\p{L}*|mensal\\p{L}*|mensil\\p{L}*|maandelijks\\p{L}*|月額|毎月|每月|شهري\\p{L}*",
    year: "yearly|annual\\p{L}*|per year|jährlich\\p{L}*|jahres\\p{L}*|annuel\\p{L}*|anual\\p{L}*|annu[oi]|jaarlijks\\p{L}*|年間|年額|毎年|每年|全年|年度|سنوي\\p{L}*",
    quarter: "quarterly|quartal\\p{L}*|trimestr\\p{L}*|kwartaal\\p{L}*|四半期|季度|فصلي\\p{L}*",
    week: "weekly|wöchentlich\\p{L}*|wochen\\p{L}*|hebdomadaire\\p{L}*|semanal\\p{L}*|settimanal\\p{L}*|wekelijks\\p{L}*|毎週|每周|أسبوعي\\p{L}*",
    day: "daily|täglich\\p{L}*|quotidien\\p{L}*|diari\\p{L}*|diári\\p{L}*|giornalier\\p{L}*|dagelijks\\p{L}*|毎日|每天|يومي\\p{L}*",
    once: "one-off|one-time|once|einmalig\\p{L}*|une (?:seule )?fois|ponctuel\\p{L}*|único|única|uma vez|una tantum|una volta|eenmalig\\p{L}*|一次性|一括|一回きり|一回限り|مرة واحدة",
  },
  (a) => new RegExp(`(?<![\\p{Script=Latin}])(?:${a})`, "iu"),
);
/** The words said after an amount, anywhere in a text ("Tudo por ano", "Alle bedragen per jaar"). */
export const PER_ANYWHERE_RE = compiled(
  PER_AFTER,
  (a) => new RegExp(`(?<![\\p{L}\\p{M}])(?:${a})(?![\\p{L}\\p{M}])`, "iu"),
);
