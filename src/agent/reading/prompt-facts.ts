// What a prompt states outright: requested counts, the period it covers, and its facts (figures, percentages, money, names).
import { endsWithDayAndMonth } from "./months.js";

export interface Counts {
  slides?: number;
  pages?: number;
  sections?: number;
  rows?: number;
  months?: number;
  quarters?: number;
}

export interface Period {
  /** As the user wrote it, normalised: "Q3 2026", "FY25", "H1 2026", "2026", "12 months". */
  label: string;
  quarter?: number;
  half?: number;
  year?: number;
  months?: number;
}

export interface Fact {
  /** The words that state it, as written: "revenue up 12%". */
  text: string;
  /** The figure itself as written: "12%", "$2.4M", "40". */
  figure: string;
  /** What it is about, from the words before it: "revenue up"; empty when nothing says. */
  about: string;
}

export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  ein: 1,
  eine: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  zwölf: 12,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  dix: 10,
  douze: 12,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  diez: 10,
  doce: 12,
  dois: 2,
  duas: 2,
  três: 3,
  quatro: 4,
  dez: 10,
  doze: 12,
  due: 2,
  tre: 3,
  quattro: 4,
  dieci: 10,
  dodici: 12,
  twee: 2,
  drie: 3,
  vier_nl: 4,
  vijf: 5,
  tien: 10,
  twaalf: 12,
};
const NUM = `(?<count>\\d{1,3}|${Object.keys(NUMBER_WORDS)
  .filter((k) => !k.includes("_"))
  .join("|")})`;

// Unit words per count, in the ten scaffolded languages (CJK units follow the number directly).
const UNITS: Record<keyof Counts, string> = {
  slides:
    "slides?|folien|diapos?|diapositives?|diapositivas?|diapositivos?|diapositive|dia'?s|スライド|枚(?:の)?スライド|枚|张幻灯片|页幻灯片|张|شرائح|شريحة",
  pages: "pages?|seiten?|páginas?|pagine|pagina'?s|ページ|页|صفحات|صفحة",
  sections:
    "sections?|abschnitten?|kapiteln?|chapters?|parts?|parties|chapitres|secciones|apartados|capítulos|seções|secções|partes|sezioni|capitoli|parti|secties|hoofdstukken|delen|つのセクション|セクション|章構成|章|个部分|部分|个章节|章节|أقسام|قسم",
  rows: "rows?|lines|entries|items|zeilen|lignes|filas|linhas|righe|rijen|行",
  months: "months?|monate?n?|mois|meses|mesi|maanden|maand|か月|ヶ月|カ月|个月|أشهر|شهرًا|شهر",
  quarters: "quarters?|quartale?|trimestres?|kwartalen|四半期|季度",
};

/** The unit words of a requested length (slides, pages, sections, months): a number before one is a request, not a fact. */
export const LENGTH_UNITS = [UNITS.slides, UNITS.pages, UNITS.sections, UNITS.months].join("|");

function toNumber(raw: string): number | null {
  const n = NUMBER_WORDS[raw.toLowerCase()] ?? Number(raw);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Arabic names the unit first: "عدد الشرائح 5" (number of slides: 5). */
const ARABIC_COUNT: [keyof Counts, RegExp][] = [
  ["slides", /عدد الشرائح\s*[:：]?\s*(?<count>\d{1,2})/u],
  ["sections", /عدد الأقسام\s*[:：]?\s*(?<count>\d{1,2})/u],
  ["pages", /عدد الصفحات\s*[:：]?\s*(?<count>\d{1,2})/u],
];

/** Every explicit count ("10 slides", "two-page", "12-month", "5枚のスライド", "12 Monate", "عدد الشرائح 5"). */
// CJK units follow the number inside running text, so only Latin letters bound the match. Built once: a prompt's every
// unit is counted, and compiling these per call was most of reading a long note.
const UNIT_COUNTS = (Object.entries(UNITS) as [keyof Counts, string][]).map(
  ([key, units]) => [key, new RegExp(`(?<![A-Za-z\\p{N}])${NUM}\\s*[- ]?\\s*(?:${units})(?![A-Za-z])`, "iu")] as const,
);

export function extractCounts(prompt: string): Counts {
  const out: Counts = {};
  for (const [key, re] of ARABIC_COUNT) {
    const m = re.exec(prompt);
    if (m) out[key] = Number(m.groups!.count);
  }
  for (const [key, re] of UNIT_COUNTS) {
    const m = re.exec(prompt);
    const n = m ? toNumber(m.groups!.count!) : null;
    if (n !== null && out[key] === undefined) out[key] = n;
  }
  return out;
}

/** The period the prompt is about: a quarter, a half, a fiscal or calendar year, or a span of months. */
export function extractPeriod(prompt: string): Period | null {
  // "Q4 priorities", "H2 plans": the quarter a part looks ahead to, not the period the document covers.
  const AHEAD = /^\s+(?:priorities|plans?|goals|targets|outlook|forecasts?|roadmap|objectives|okrs?)\b/i;
  const first = (re: RegExp) =>
    [...prompt.matchAll(re)].find((m) => !AHEAD.test(prompt.slice(m.index! + m[0].length))) ?? null;
  const q = first(
    /(?<![\p{L}\p{N}])Q(?<quarter>[1-4])(?:\s*(?:of\s+)?['’]?(?<year>(?:19|20)?\d{2}))?(?![\p{L}\p{N}])/giu,
  )?.groups;
  const fullYear = (y: string | undefined) => (y ? Number(y.length === 2 ? `20${y}` : y) : undefined);
  if (q) {
    const year = fullYear(q.year) ?? fullYear(/(?<!\d)(?<year>(?:19|20)\d{2})(?!\d)/.exec(prompt)?.groups!.year);
    return { label: year ? `Q${q.quarter} ${year}` : `Q${q.quarter}`, quarter: Number(q.quarter), year };
  }
  const h = first(/(?<![\p{L}\p{N}])H(?<half>[12])\s*['’]?(?<year>(?:19|20)?\d{2})?(?![\p{L}\p{N}])/gu)?.groups;
  if (h) {
    const year = fullYear(h.year);
    return { label: year ? `H${h.half} ${year}` : `H${h.half}`, half: Number(h.half), year };
  }
  const fy = /(?<![\p{L}\p{N}])FY\s*['’]?(?<year>(?:19|20)?\d{2})(?![\p{N}])/iu.exec(prompt)?.groups;
  if (fy) return { label: `FY${fy.year!.slice(-2)}`, year: fullYear(fy.year) };
  const months = extractCounts(prompt).months;
  if (months) return { label: `${months} months`, months };
  // A year that ends a day's date ("de 22 de novembro de 2013") dates one event, not the period the request covers.
  const year = [...prompt.matchAll(/(?<![\p{L}\p{N}$€£¥])(?<year>(?:19|20)\d{2})(?![\p{N}%])/gu)].find(
    (m) => !endsWithDayAndMonth(prompt.slice(0, m.index)),
  )?.groups!.year;
  if (year) return { label: year, year: Number(year) };
  return null;
}

// A figure: money, a percentage, or a number with a unit word after it. Counts and periods are not facts.
const FIGURE =
  /(?<![\p{L}\p{N}.,])(?<figure>(?:[$€£¥]\s?)?[-+−]?\d[\d.,  ]*(?:\s?(?:%|k|m|bn|million|billion|thousand|mio\.?|mrd\.?|millions?|milliards?|mil|millones|milhões|milioni|miljoen|万|億|亿))?(?:\s?(?:[$€£¥]|eur|usd|gbp|chf|jpy|yen|euros?|dollars?))?)(?![\p{L}\p{N}])/giu;
const COUNT_UNITS = new RegExp(`^\\s*[- ]?\\s*(?:${Object.values(UNITS).join("|")})`, "iu");
const STOP =
  /^(?:a|an|the|of|for|to|in|on|at|by|and|with|our|my|is|are|was|were|der|die|das|und|für|le|la|les|de|des|du|et|el|los|las|y|o|e|il|di|het|een|en)$/i;

/** The prompt's stated figures, each with the words that say what it is about. */
export function extractFacts(prompt: string): Fact[] {
  const facts: Fact[] = [];
  const period = extractPeriod(prompt);
  for (const m of prompt.matchAll(FIGURE)) {
    const written = m.groups!.figure!;
    const figure = written.trim().replace(/[.,]$/, "");
    const at = m.index!;
    const after = prompt.slice(at + written.length);
    if (!/\d/.test(figure)) continue;
    // "10 slides", "12-month": a request, not a fact. "Q3 2026" and "2026" are the period.
    if (!/[%$€£¥]/.test(figure) && COUNT_UNITS.test(after)) continue;
    if (/^(?:19|20)\d{2}$/.test(figure) && (!period?.year || String(period.year) === figure)) continue;
    if (/Q[1-4]\s*$|H[12]\s*$|FY\s*$/i.test(prompt.slice(Math.max(0, at - 3), at))) continue;
    const before = prompt
      .slice(Math.max(0, at - 60), at)
      .split(/[,.;:!?\n(]/)
      .pop()!
      .trim();
    const words = before.split(/\s+/).filter(Boolean).slice(-4);
    while (words.length && STOP.test(words[0]!)) words.shift();
    const unit = /^\s*(?<unit>[\p{L}]{3,}(?:\s[\p{L}]{3,})?)/u.exec(after)?.groups!.unit ?? "";
    const noun = unit && !STOP.test(unit.split(" ")[0]!) && !/%/.test(figure) ? unit.split(" ")[0]! : "";
    const about = [words.join(" "), noun].filter(Boolean).join(" ").trim();
    const text = [words.join(" "), figure, noun].filter(Boolean).join(" ").trim();
    facts.push({ text, figure, about });
  }
  return facts;
}

/** Every number a text contains, as comparable strings ("1,200" and "1200" alike), for honesty checks. */
export function numbersIn(text: string): string[] {
  return [...text.matchAll(/\d[\d.,]*/g)].map((m) => m[0].replace(/[.,]$/, "").replace(/(?<=\d)[,  ](?=\d{3}\b)/g, ""));
}
