// The one grammar of quantities: every way the platform writes a number in the ten languages reads back as that number.
import { describe, expect, it } from "vitest";
import type { Lang } from "./language.js";
import { decimalMark, quantitiesIn, quantityOf } from "./quantity.js";

const near = (a: number, b: number, relative = 1e-9) => Math.abs(a - b) <= relative * Math.max(1, Math.abs(b));

/** A seeded list of amounts from cents to billions. */
function amounts(n: number): number[] {
  let seed = 50;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  return Array.from({ length: n }, () => Math.round(10 ** (next() * 10) * 100) / 100);
}

// A locale the platform formats, and the language the reader is told the text is in.
const LOCALES: [string, Lang][] = [
  ["en", "en"],
  ["de", "de"],
  ["fr", "fr"],
  ["es", "es"],
  ["pt-BR", "pt"],
  ["pt-PT", "pt"],
  ["it", "it"],
  ["nl", "nl"],
  ["ja", "ja"],
  ["zh", "zh"],
  ["ar", "ar"],
  ["ar-EG", "ar"],
  ["de-CH", "de"],
];

describe("quantities as the issue writes them", () => {
  it.each([
    ["1.234,5", "de", 1234.5, {}],
    ["1 234,5", "fr", 1234.5, {}],
    ["1\u202f234,5 €", "fr", 1234.5, { currency: "EUR" }],
    ["1,234.5", "en", 1234.5, {}],
    ["1,8 TWh", "de", 1.8, { unit: "TWh" }],
    ["4億5000万円", "ja", 450_000_000, { currency: "JPY", sign: "円" }],
    ["1億2000万円", "ja", 120_000_000, { currency: "JPY" }],
    ["3500万元", "zh", 35_000_000, { currency: "CNY" }],
    ["1.2亿元", "zh", 120_000_000, { currency: "CNY" }],
    ["$12.4M", "en", 12_400_000, { currency: "USD", sign: "$", signBefore: true }],
    ["3 Mio. €", "de", 3_000_000, { currency: "EUR", signBefore: false }],
    ["2,4 milioni", "it", 2_400_000, {}],
    ["R$ 1.234,50", "pt", 1234.5, { currency: "BRL", sign: "R$" }],
    ["€ 1.234,50", "nl", 1234.5, { currency: "EUR" }],
    ["95.000 €", "es", 95_000, { currency: "EUR" }],
    ["12k", "en", 12_000, {}],
    ["٣٫٥ مليون", "ar", 3_500_000, {}],
    ["3 millones de euros", "es", 3_000_000, { currency: "EUR" }],
    ["2,5 Milliarden", "de", 2.5e9, {}],
    ["3 Billionen", "de", 3e12, {}],
    ["3 billion", "en", 3e9, {}],
    ["-$500", "en", -500, { currency: "USD" }],
    ["12%", "en", 12, { unit: "%" }],
  ] as [string, Lang, number, Record<string, unknown>][])("%s (%s) is %d", (text, lang, value, more) => {
    const q = quantityOf(text, lang);
    expect(q, text).not.toBeNull();
    expect(near(q!.value, value)).toBe(true);
    expect(q).toMatchObject({ text, ...more });
  });

  it("keeps a number a word runs into out: Q3, 3D, B2B", () => {
    expect(quantitiesIn("Q3 plans for 3D printers, B2B", "en")).toEqual([]);
  });
});

describe("every way the platform writes an amount reads back as that amount", () => {
  it.each(LOCALES)("%s", (locale, lang) => {
    for (const v of amounts(60)) {
      for (const currency of ["EUR", "USD", "JPY"]) {
        const format = new Intl.NumberFormat(locale, { style: "currency", currency });
        const text = format.format(v);
        const shown = Number(
          format
            .formatToParts(v)
            .filter((p) => p.type === "integer" || p.type === "fraction" || p.type === "decimal")
            .map((p) =>
              p.type === "decimal" ? "." : p.value.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)),
            )
            .join(""),
        );
        const q = quantitiesIn(text, lang);
        expect(q.length, text).toBe(1);
        expect(near(q[0]!.value, shown), `${text} → ${q[0]!.value}`).toBe(true);
      }
      const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(v);
      expect(
        near(quantitiesIn(`${plain} ${plain}`, lang)[0]?.value ?? NaN, Math.round(v * 100) / 100),
        `${plain} in ${locale}`,
      ).toBe(true);
    }
  });
});

describe("scales the way each language abbreviates them", () => {
  it.each(LOCALES)("%s", (locale, lang) => {
    for (const v of amounts(40).filter((x) => x >= 1000)) {
      for (const compactDisplay of ["short", "long"] as const) {
        const text = new Intl.NumberFormat(locale, {
          notation: "compact",
          compactDisplay,
          maximumFractionDigits: 1,
        }).format(v);
        const q = quantitiesIn(text, lang);
        expect(q.length, text).toBe(1);
        // One decimal of the scale shown: within 5% of the amount.
        expect(near(q[0]!.value, v, 0.05), `${text} → ${q[0]!.value} for ${v}`).toBe(true);
      }
    }
  });
});

describe("an ambiguous 1.234 is read by the text's language and its other numbers", () => {
  it("by language", () => {
    expect(quantityOf("1.234", "en")!.value).toBe(1.234);
    expect(quantityOf("1.234", "de")!.value).toBe(1234);
    expect(quantityOf("4,500", "en")!.value).toBe(4500);
    expect(quantityOf("4,500", "it")!.value).toBe(4.5);
  });
  it("by the other numbers of the text", () => {
    expect(decimalMark("costs 1.234 and 2,5 units, 3,75 each", "en")).toBe(",");
    expect(decimalMark("Kosten 1,234 und 2.5, 3.75", "de")).toBe(".");
    expect(quantitiesIn("Kosten 1,234 und 2.5, 3.75", "de")[0]!.value).toBe(1234);
    expect(decimalMark("1.234.567 und 12", "en")).toBe(",");
  });
  it("money has no third decimal", () => {
    expect(quantityOf("95.000 €", "en")!.value).toBe(95_000);
    expect(quantityOf("$4,500", "de")!.value).toBe(4500);
  });
});

describe("the period an amount is for", () => {
  it.each([
    ["$4,500 per month", "en", "month"],
    ["$4,500/mo", "en", "month"],
    ["$4,500 monthly", "en", "month"],
    ["$4,500 a month", "en", "month"],
    ["1.200 € pro Monat", "de", "month"],
    ["1.200 € im Monat", "de", "month"],
    ["1.200 € monatlich", "de", "month"],
    ["1 200 € par mois", "fr", "month"],
    ["1.200 € al mes", "es", "month"],
    ["R$ 1.200 por mês", "pt", "month"],
    ["1.200 € al mese", "it", "month"],
    ["€ 1.200 per maand", "nl", "month"],
    ["月額15万円", "ja", "month"],
    ["毎月15万円", "ja", "month"],
    ["15万円/月", "ja", "month"],
    ["每月3500元", "zh", "month"],
    ["3500元/月", "zh", "month"],
    ["5000 ريال شهريا", "ar", "month"],
    ["$54,000 per year", "en", "year"],
    ["$54k/yr", "en", "year"],
    ["54.000 € jährlich", "de", "year"],
    ["54 000 € par an", "fr", "year"],
    ["54.000 € al año", "es", "year"],
    ["54.000 € per jaar", "nl", "year"],
    ["年間1200万円", "ja", "year"],
    ["每年120万元", "zh", "year"],
    ["5000 دولار سنويا", "ar", "year"],
    ["$900 per quarter", "en", "quarter"],
    ["$900 per week", "en", "week"],
    ["$90 per day", "en", "day"],
    // With a space before a CJK amount, the Arabic tanwin, the short forms, and an amount spent once.
    ["年間 180万円", "ja", "year"],
    ["月 3万2000円", "ja", "month"],
    ["全年 60万元", "zh", "year"],
    ["每月 15万元", "zh", "month"],
    ["4,500 درهم شهريًا", "ar", "month"],
    ["9,600 ريال سنويًا", "ar", "year"],
    ["2,400 ريال كل ربع سنة", "ar", "quarter"],
    ["€ 395 p/m", "nl", "month"],
    ["R$ 45.000 no ano", "pt", "year"],
    ["$12,000 once", "en", "once"],
    ["18.000 € einmalig", "de", "once"],
    ["9 000 € une fois", "fr", "once"],
    ["7.500 € (pago único)", "es", "once"],
    ["R$ 32.000 (pagamento único)", "pt", "once"],
    ["12.500 € una tantum", "it", "once"],
    ["€ 9.750 eenmalig", "nl", "once"],
    ["一括 60万円", "ja", "once"],
    ["一次性 25万元", "zh", "once"],
    ["25,000 درهم مرة واحدة", "ar", "once"],
  ] as [string, Lang, string][])("%s", (text, lang, per) => {
    const q = quantitiesIn(text, lang);
    expect(q.length, text).toBe(1);
    expect(q[0]!.per?.unit).toBe(per);
    expect(text.slice(q[0]!.per!.start, q[0]!.per!.end)).toBe(q[0]!.per!.text);
  });
});

describe("period words are whole words", () => {
  it("never takes the start of a longer word, nor a date's month", () => {
    expect(quantitiesIn("$500 annuity", "en")[0]!.per).toBeUndefined();
    expect(quantitiesIn("5000 ريال شهرين", "ar")[0]!.per).toBeUndefined();
    expect(quantitiesIn("3月 15万円", "ja").find((q) => q.value === 150_000)!.per).toBeUndefined();
    expect(quantitiesIn("€ 9.750 (eenmalig, dit jaar)", "nl")[0]!.per).toBeUndefined();
  });
});
