// The items a prompt gives with amounts ("Google Ads $4,500 per month", "東京チーム：1億2000万円"): each item's name whole,
// its amount as the number it stands for, and the period the user stated it for.
import type { Lang } from "../reading/language.js";
import type { PromptReading } from "../reading/read-prompt.js";
import { LEXICONS } from "../reading/lexicon.js";
import { quantitiesIn, type Per, type Quantity } from "../reading/quantity.js";
import { PER_ANYWHERE_RE, PER_IN_LABEL_RE } from "../reading/quantity-words.js";
import { isBound } from "./stated-bounds.js";
import { escapeRegExp } from "../../lib/text.js";

export interface StatedAmount {
  /** The item's name as the user wrote it. */
  label: string;
  quantity: Quantity;
  per: Per | null;
  /** A bound the user set on the whole ("budget cap", "上限"): shown below the total, never added into it. */
  bound?: boolean;
}

/** An item's name longer than this is a sentence with a number in it, not a row. */
const LABEL_WORDS = 8;

const alternation = (words: string[]) =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|");
// The words for "of" and "for" that join an amount to the name after it, or end a name before it, in every language
// the reader knows: a short prompt's language is read less surely than its amounts ("9.200 € de licencias").
const OF_WORDS = [
  "of",
  "for",
  "de",
  "d'",
  "di",
  "del",
  "della",
  "do",
  "da",
  "von",
  "für",
  "pour",
  "para",
  "per",
  "voor",
  "pro",
  "je",
  "par",
  "por",
  "each",
  "بقيمة",
  "بمبلغ",
  "بتكلفة",
];
const joinersOf = (lang: Lang) =>
  alternation([...LEXICONS[lang].joiners, ...LEXICONS.en.joiners.filter((j) => j.length > 2), ...OF_WORDS]);
/** The words that join a list's last item, in every language the reader knows. */
const AND = new RegExp(
  `\\s(?:${alternation(
    Object.values(LEXICONS)
      .flatMap((l) => l.and)
      .filter((w) => /^\p{Script=Latin}+$/u.test(w)),
  )})\\s|[、，,;；]|\\s?(?:および|及び|和|与|以及|و)\\s?`,
  "iu",
);

const PUNCTUATION = /^[\s,;:：、，–—\-]+|[\s,;:：、，–—\-]+$/gu;
/** A bracket a part does not close, or does not open: the edge of the cut around its amount, not the writer's. */
const LOOSE_BRACKET = /^[)）]|[(（]$/u;
const CJK_PARTICLES = /[はがでをにの]$|(?:为|是|达|达到|约|共|約|合計)$/u;
const CJK_TAIL = /^(?:でした|です|だった|だ|となった|ほど|程度|以上|左右)+/u;

/** A side of an item's name without the joining words that touch its amount ("Rent is", "pour Google Ads"). */
function trimSide(part: string, lang: Lang, side: "before" | "after"): string {
  const joiners = joinersOf(lang);
  const latin =
    side === "before" ? new RegExp(`(?:^|\\s)(?:${joiners})$`, "iu") : new RegExp(`^(?:${joiners})(?=\\s|$)`, "iu");
  let out = part.replace(PUNCTUATION, "");
  for (let previous = ""; previous !== out;) {
    previous = out;
    out = out
      .replace(latin, "")
      .replace(side === "before" ? CJK_PARTICLES : CJK_TAIL, "")
      .replace(LOOSE_BRACKET, "")
      .replace(PUNCTUATION, "");
  }
  return out;
}

/** The period words said anywhere in a text, or null. */
const periodIn = (text: string): Per | null =>
  (PER_IN_LABEL_RE.find(([, re]) => re.test(text)) ?? PER_ANYWHERE_RE.find(([, re]) => re.test(text)))?.[0] ?? null;
/** "(eenmalig, dit jaar)", "（今年だけ）": words in brackets after an amount are a note on it, not its name. */
const isNote = (text: string) => /^[(（][^()（）]*[)）]$/u.test(text.trim());

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Words around a cut-out amount joined again: with a space, but none between CJK ("总额控制在" + "以内"). */
function joinWords(parts: string[]): string {
  return parts
    .reduce((out, p) => (!out ? p : CJK.test(out.at(-1)!) && CJK.test(p[0]!) ? out + p : `${out} ${p}`), "")
    .replace(/\s+/g, " ")
    .trim();
}

/** An item's amount as its text says it: its own name (empty when it has none), a bracketed note, the words before it. */
interface ItemAmount {
  name: string;
  note: string;
  /** The name is all before the amount: "Folha de pagamento — R$ 62.000 por mês", the shape of a list's lines. */
  nameFirst: boolean;
  /** The text before the amount as written, for the verb that states it ("… é de"). */
  said: string;
  quantity: Quantity;
}

/** An item's amount and name: the quantity the reading took as its figure, the name around it, the change cut out. */
function amountOf(text: string, figure: { value: string; change?: string } | undefined, lang: Lang): ItemAmount | null {
  const change = figure?.change;
  const changeAt = change ? text.indexOf(change) : -1;
  const inChange = (q: Quantity) => changeAt >= 0 && q.start >= changeAt && q.end <= changeAt + change!.length;
  const found = quantitiesIn(text, lang).filter((q) => !inChange(q));
  const valueAt = figure ? text.indexOf(figure.value) : -1;
  const main =
    found.find((q) => valueAt >= 0 && q.start < valueAt + figure!.value.length && valueAt < q.end) ?? found[0];
  if (!main) return null;
  const cutEnd = Math.max(main.end, main.per && main.per.start >= main.end ? main.per.end : 0);
  const cutStart = Math.min(main.start, main.per && main.per.end <= main.start ? main.per.start : main.start);
  const withoutChange = (s: string) => (change ? s.replace(change, " ") : s);
  const before = trimSide(withoutChange(text.slice(0, cutStart)), lang, "before");
  const after = trimSide(withoutChange(text.slice(cutEnd)), lang, "after");
  const hasWords = (s: string) => /\p{L}/u.test(s);
  const note = hasWords(after) && isNote(after) ? after : "";
  const name = joinWords([before, note ? "" : after].filter(hasWords));
  if (/\d/.test(name + note) || `${name} ${note}`.trim().split(/\s+/).length > LABEL_WORDS) return null;
  return {
    name,
    note,
    nameFirst: hasWords(before) && (!hasWords(after) || Boolean(note)),
    said: text.slice(0, cutStart),
    quantity: main,
  };
}

/**
 * "1.500 € de leasing y alquiler 3.200 €": an item that states two amounts joined by "and" is two items, cut at the
 * joining word; an item stating one amount is read with the figure the reading found in it.
 */
function amountsOf(text: string, figure: { value: string; change?: string } | undefined, lang: Lang): ItemAmount[] {
  const found = quantitiesIn(text, lang).filter((q) => q.currency || q.unit || q.scale);
  for (let i = 1; i < found.length; i++) {
    const between = text.slice(found[i - 1]!.end, found[i]!.start);
    const and = AND.exec(between);
    if (!and) continue;
    const cut = found[i - 1]!.end + and.index;
    const parts = [
      amountOf(text.slice(0, cut), undefined, lang),
      ...amountsOf(text.slice(cut + and[0].length), undefined, lang),
    ];
    if (parts.every((p) => p?.name)) return parts as ItemAmount[];
  }
  const one = figure || found.length ? amountOf(text, figure, lang) : null;
  return one ? [one] : [];
}

/** The row an item's amount makes: its own name, else the label of the line it is alone on ("Carpa: 1.600 €"). */
function rowOf(item: ItemAmount, lineLabel: string | null): StatedAmount | null {
  const name = item.name || lineLabel;
  if (!name) return null;
  const label = item.note ? `${name}${/^[（]/u.test(item.note) ? "" : " "}${item.note}` : name;
  const per = item.quantity.per?.unit ?? periodIn(name) ?? (item.note ? periodIn(item.note) : null);
  return { label, quantity: item.quantity, per, ...(isBound(name, item.said) ? { bound: true } : {}) };
}

/** The amounts the prompt states with a name each, in its order; a period said once for a list holds for all of it. */
export function statedAmounts(reading: PromptReading): StatedAmount[] {
  const out: StatedAmount[] = [];
  for (const group of reading.groups) {
    // An item the reading found no figure in is a row when it states two amounts ("… and alquiler 3.200 €"), or when
    // it is shaped as its list's other items are: a name and an amount of money or of a unit.
    const listOfAmounts = group.items.some((i) => i.figure);
    const read = group.items.map((item) => {
      const amounts = amountsOf(item.text, item.figure, reading.language);
      const measured = amounts.every((r) => r.quantity.currency || r.quantity.unit);
      // "Folha de pagamento — R$ 62.000 por mês": a name, then money, is a row's line even where the reading took no figure.
      const alike =
        measured &&
        (listOfAmounts || (amounts.length === 1 && amounts[0]!.nameFirst && Boolean(amounts[0]!.quantity.currency)));
      return item.figure || amounts.length >= 2 || alike ? amounts : [];
    });
    // "Google Ads: R$ 18.000 por mês": a line's label names the one amount it gives.
    const lineLabel = group.label && read.flat().length === 1 ? group.label : null;
    const rows = read.flat().flatMap((item) => rowOf(item, lineLabel) ?? []);
    const forList = (group.label ? periodIn(group.label) : null) ?? listPeriod(rows);
    out.push(...rows.map((r) => (r.per || !forList ? r : { ...r, per: forList })));
  }
  return inOneCurrency(withPeriodForAll(out, reading));
}

/** "Google $4,500, LinkedIn $2,200 and Meta $1,800 per month": a period only the last item states is the list's. */
function listPeriod(rows: StatedAmount[]): Per | null {
  const last = rows.at(-1);
  return rows.length >= 2 && last?.quantity.per && rows.slice(0, -1).every((r) => r.per === null)
    ? last.quantity.per.unit
    : null;
}

/** "Tudo por ano", "Sono tutti importi annui", "※いずれも年額です", "都是一次性费用": a word for all of them. */
const ALL =
  /(?<![\p{L}])(?:all|alle|alles|allemaal|tous|toutes|tout|todo|todos|todas|tudo|tutti|tutte|tutto|everything|sämtliche|جميع|كلها)(?![\p{L}])|いずれも|全部|すべて|全て|均为|都是|均/iu;

/** A clause that says every amount is for one period, with no amount of its own: that period, else null. */
function periodForAll(reading: PromptReading): Per | null {
  const texts = [
    ...reading.request,
    ...reading.groups.flatMap((g) => g.items.filter((i) => !i.figure).map((i) => i.text)),
  ];
  for (const clause of texts.flatMap((t) => t.split(/[,，、;；。!?！？()（）:：]|\.(?!\d)/u))) {
    if (!ALL.test(clause) || /\d/.test(clause)) continue;
    const per = periodIn(clause);
    if (per) return per;
  }
  return null;
}

/** The rows with the period a clause gives for all of them, where a row says none of its own. */
function withPeriodForAll(rows: StatedAmount[], reading: PromptReading): StatedAmount[] {
  const per = rows.some((r) => r.per === null) ? periodForAll(reading) : null;
  return per ? rows.map((r) => (r.per ? r : { ...r, per })) : rows;
}

/** "Vendite: 2,4 milioni … Amministrazione: 650.000 €": amounts written without the one currency the others name are in it. */
function inOneCurrency(rows: StatedAmount[]): StatedAmount[] {
  const priced = rows.filter((r) => r.quantity.currency);
  const currencies = new Set(priced.map((r) => `${r.quantity.currency} ${r.quantity.sign ?? ""}`));
  if (currencies.size !== 1 || priced.length === rows.length) return rows;
  const { currency, sign, signBefore } = priced[0]!.quantity;
  return rows.map((r) =>
    r.quantity.currency || r.quantity.unit
      ? r
      : {
          ...r,
          quantity: {
            ...r.quantity,
            currency,
            ...(sign ? { sign } : {}),
            ...(signBefore !== undefined ? { signBefore } : {}),
          },
        },
  );
}
