// A tab of the user's own rows: each item's name and its amount as a typed number in the column of the period the user
// stated, the other periods as formulas from it (a month's amount × 12 for the year), and a SUM under every money column.
import type { Cell, Column, SheetTab } from "../../formats/model/source.js";
import { columnLetters as columnLetter } from "../../formats/compute/cell-values.js";
import type { Lang } from "../reading/language.js";
import type { StatedAmount } from "./stated-amounts.js";
import { PER_YEAR, type Per } from "../reading/quantity-words.js";
import type { Quantity } from "../reading/quantity.js";
import type { Say } from "./scaffold-text.js";
import { capitalise } from "../../lib/text.js";

type Heading = Per | "amount" | "value";
// [en, de, fr, es, pt, it, nl, ja, zh, ar]
const HEADINGS: Record<Heading, string[]> = {
  day: ["Per day", "Pro Tag", "Par jour", "Por día", "Por dia", "Al giorno", "Per dag", "日額", "每天", "يوميًا"],
  week: [
    "Per week",
    "Pro Woche",
    "Par semaine",
    "Por semana",
    "Por semana",
    "A settimana",
    "Per week",
    "週額",
    "每周",
    "أسبوعيًا",
  ],
  month: ["Per month", "Pro Monat", "Par mois", "Al mes", "Por mês", "Al mese", "Per maand", "月額", "每月", "شهريًا"],
  quarter: [
    "Per quarter",
    "Pro Quartal",
    "Par trimestre",
    "Por trimestre",
    "Por trimestre",
    "Al trimestre",
    "Per kwartaal",
    "四半期",
    "每季度",
    "فصليًا",
  ],
  year: ["Per year", "Pro Jahr", "Par an", "Al año", "Por ano", "All'anno", "Per jaar", "年額", "每年", "سنويًا"],
  once: [
    "One-off",
    "Einmalig",
    "Ponctuel",
    "Pago único",
    "Pagamento único",
    "Una tantum",
    "Eenmalig",
    "一時費用",
    "一次性",
    "لمرة واحدة",
  ],
  amount: ["Amount", "Betrag", "Montant", "Importe", "Valor", "Importo", "Bedrag", "金額", "金额", "المبلغ"],
  value: ["Value", "Wert", "Valeur", "Valor", "Valor", "Valore", "Waarde", "値", "数值", "القيمة"],
};
const ORDER: Lang[] = ["en", "de", "fr", "es", "pt", "it", "nl", "ja", "zh", "ar"];
const PERIODS: Per[] = ["day", "week", "month", "quarter", "year", "once"];

/** What one column holds: one measure (a currency or a unit) for one period, or for none. */
interface AmountColumn {
  measure: string;
  per: Per | null;
  sample: Quantity;
}

const measureOf = (q: Quantity) => q.currency ?? q.unit ?? "";
const isPercent = (q: Quantity) => q.unit !== undefined && /^[%％٪‰]$/u.test(q.unit);
const converts = (from: Per | null, to: Per | null) =>
  from !== null && to !== null && PER_YEAR[from] !== undefined && PER_YEAR[to] !== undefined;

/** The columns: per measure in the user's order, a column for each period stated, and the year beside any that converts. */
function amountColumns(rows: StatedAmount[]): AmountColumn[] {
  const out: AmountColumn[] = [];
  for (const measure of [...new Set(rows.map((r) => measureOf(r.quantity)))]) {
    const mine = rows.filter((r) => measureOf(r.quantity) === measure);
    const pers = new Set(mine.map((r) => r.per));
    if (!isPercent(mine[0]!.quantity) && [...pers].some((p) => converts(p, "year"))) pers.add("year");
    const ordered = [...(pers.has(null) ? [null] : []), ...PERIODS.filter((p) => pers.has(p))];
    for (const per of ordered) out.push({ measure, per, sample: mine[0]!.quantity });
  }
  return out;
}

/** The Excel number format of a column: the user's currency mark on the side they wrote it, or their unit. */
export function amountFormat(quantities: Quantity[]): { type: NonNullable<Column["type"]>; format: string } {
  const q = quantities[0]!;
  const fraction = quantities.some((x) => !Number.isInteger(isPercent(x) ? x.value : Math.round(x.value * 1e6) / 1e6));
  if (isPercent(q)) return { type: "percent", format: fraction ? "0.0%" : "0%" };
  const digits = fraction
    ? `#,##0.${"0".repeat(Math.min(3, Math.max(2, ...quantities.map((x) => x.decimals))))}`
    : "#,##0";
  if (q.sign) {
    const gap = /^[\p{Script=Han}$€£¥₹₩]$|\$$/u.test(q.sign) ? "" : " ";
    // "$" is a literal of Excel's formats; every other mark goes in a currency tag ("[$€]") so no reader mistakes it.
    const mark = q.sign === "$" ? "$" : `[$${q.sign}]`;
    return { type: "currency", format: q.signBefore ? `${mark}${gap}${digits}` : `${digits}${gap}${mark}` };
  }
  if (q.unit) return { type: "number", format: `${digits} "${q.unit.replace(/"/g, "")}"` };
  return { type: "number", format: digits };
}

const headingIn = (lang: Lang, heading: Heading) => HEADINGS[heading][ORDER.indexOf(lang)]!;

/** A sheet name: at most 31 characters, none of those a workbook refuses. */
const tabName = (name: string) =>
  name
    .replace(/[[\]:*?/\\]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 31) || "Sheet";

/** A row of one stated amount: the number in its own period's column, the periods it converts to as formulas from it. */
function amountRow(row: StatedAmount, line: number, cols: AmountColumn[]): Cell[] {
  const own = cols.findIndex((c) => c.measure === measureOf(row.quantity) && c.per === row.per);
  const value = isPercent(row.quantity) ? row.quantity.value / 100 : row.quantity.value;
  return [
    capitalise(row.label),
    ...cols.map((c, j): Cell => {
      if (j === own) return value;
      if (c.measure !== measureOf(row.quantity) || !converts(row.per, c.per)) return null;
      // A year holds 12 months: the month's amount × 12; a month is the year's amount / 12.
      const [from, to] = [PER_YEAR[row.per!]!, PER_YEAR[c.per!]!];
      const ref = `${columnLetter(own + 1)}${line}`;
      return {
        formula: Number.isInteger(from / to)
          ? `${ref}*${from / to}`
          : Number.isInteger(to / from)
            ? `${ref}/${to / from}`
            : `${ref}*${from}/${to}`,
      };
    }),
  ];
}

/** The tab: the items, a SUM under each money column, then any bound the user set on the whole, outside the SUM. */
export function amountsTab(rows: StatedAmount[], name: string, say: Say): SheetTab {
  const lang = say.lang;
  const cols = amountColumns(rows);
  const measures = new Set(cols.map((c) => c.measure));
  const columns: Column[] = [
    {
      header: say("item"),
      type: "string",
      width: Math.max(16, Math.min(40, Math.max(...rows.map((r) => r.label.length)) + 4)),
    },
    ...cols.map((c): Column => {
      const heading = headingIn(lang, c.per ?? (c.sample.currency ? "amount" : "value"));
      const named = measures.size > 1 && c.measure ? `${heading} (${c.sample.sign ?? c.measure})` : heading;
      return {
        header: named,
        ...amountFormat(rows.filter((r) => measureOf(r.quantity) === c.measure).map((r) => r.quantity)),
        width: Math.max(12, named.length + 4),
      };
    }),
  ];
  const items = rows.filter((r) => !r.bound);
  const body: Cell[][] = items.map((row, i) => amountRow(row, i + 2, cols));
  const last = items.length + 1;
  const sums = cols.map((c, j): Cell =>
    isPercent(c.sample) || items.filter((r) => measureOf(r.quantity) === c.measure).length < 2
      ? null
      : { formula: `SUM(${columnLetter(j + 1)}2:${columnLetter(j + 1)}${last})` },
  );
  if (sums.some((s) => s !== null)) body.push([say("total"), ...sums]);
  for (const bound of rows.filter((r) => r.bound)) body.push(amountRow(bound, body.length + 2, cols));
  return { name: tabName(name), columns, rows: body };
}
