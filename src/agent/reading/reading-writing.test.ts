// How people write, read right in six languages and more: sentences not cut at ordinals and abbreviations, dated
// steps and ranges, and a figure's qualifiers (change, comparison, scale) as its own fields, never its label's words.
import { describe, expect, it } from "vitest";
import type { Lang } from "./language.js";
import { datedStep } from "./dates.js";
import { shownValue, statedFigure } from "./figures.js";
import { sentencesOf } from "./segment.js";

describe("sentences", () => {
  // Each case: sentences joined by a space; none may be cut inside.
  const cases: [Lang, string[]][] = [
    [
      "de",
      [
        "Wir eröffnen am 4. April 2026 in Leipzig.",
        "Ab 1. Juli 2026 gilt die neue Richtlinie.",
        "Der 3. Platz ging an Dr. Weber.",
        "Die Messe läuft vom 4.–6. Mai in Halle 3.",
        "Wir liefern z. B. Brot bzw. Kuchen an ca. 40 Cafés.",
        "Am 14. März 2026 starten wir mit Nr. 4 der Reihe.",
      ],
    ],
    [
      "en",
      [
        "We met Dr. Lee on March 3rd.",
        "No. 5 is approx. 3.5 km away.",
        "Costs rose, e.g. rent and fuel.",
        "We open at 9 a.m. on weekdays.",
      ],
    ],
    [
      "fr",
      [
        "M. Dupont arrive le 3 mars.",
        "Le chiffre d'affaires atteint 3,2 M€, p. ex. à Lyon.",
        "Nous ouvrons le 1. avril prochain.",
      ],
    ],
    ["es", ["El Dr. García llega el 5 de mayo.", "Vendimos aprox. 1.200 unidades."]],
    ["nl", ["Dr. Jansen opent op 4 april 2026.", "We leveren o.a. brood en taart."]],
    ["it", ["Il Dott. Rossi arriva il 3 marzo.", "Abbiamo circa 40 clienti, ecc. ecc. in tutto."]],
  ];
  it.each(cases)("%s: no sentence is cut at an ordinal, an abbreviation or a decimal", (lang, sentences) => {
    expect(sentencesOf(sentences.join(" "), lang)).toEqual(sentences);
  });
  it("a date's day in every month of every language keeps its sentence", () => {
    for (const month of ["Januar", "März", "Mai", "Oktober", "Dezember", "April", "Juli"]) {
      for (const day of [1, 4, 14, 31]) {
        const text = `Wir starten am ${day}. ${month} 2026 in Köln. Danach folgt die Schulung.`;
        expect(sentencesOf(text, "de"), text).toHaveLength(2);
      }
    }
  });
});

describe("dated steps", () => {
  const cases: [Lang, string, string, string][] = [
    ["de", "am 14. März 2026 Eröffnung", "14. März 2026", "Eröffnung"],
    ["de", "Messe vom 4.–6. Mai", "4.–6. Mai", "Messe"],
    ["de", "ab 1. Juli 2026 neue Richtlinie", "1. Juli 2026", "neue Richtlinie"],
    ["en", "launch on March 3rd", "March 3rd", "launch"],
    ["en", "Q3 2026 rollout", "Q3 2026", "rollout"],
    ["fr", "lancement le 3 mars", "3 mars", "lancement"],
    ["es", "inauguración el 5 de mayo", "5 de mayo", "inauguración"],
    ["pt", "lançamento em 3 de março", "3 de março", "lançamento"],
    ["nl", "opening op 4 april 2026", "4 april 2026", "opening"],
    ["it", "apertura il 3 marzo", "3 marzo", "apertura"],
    ["ja", "3月14日に開店", "3月14日", "開店"],
    ["zh", "3月14日开业", "3月14日", "开业"],
  ];
  it.each(cases)("%s: %s", (lang, item, date, title) => {
    expect(datedStep(item, lang)).toEqual({ date, title });
  });
  it("a comparison's 'last year' is no step's date", () => {
    expect(datedStep("revenue $4.2M vs 3.1M last year", "en")).toBeNull();
  });
});

describe("a figure's qualifiers are its own fields", () => {
  // [lang, clause, label, value, change, scale]
  const cases: [Lang, string, string, string, string | undefined, string | undefined][] = [
    ["en", "guest score 4.6 of 5", "guest score", "4.6", undefined, "of 5"],
    ["en", "rating 4.6/5", "rating", "4.6", undefined, "/5"],
    ["en", "occupancy 88% (down from 91%)", "occupancy", "88%", "down from 91%", undefined],
    ["en", "revenue $4.2M vs 3.1M last year", "revenue", "$4.2M", "vs 3.1M last year", undefined],
    ["en", "revenue $2.1M, up 12%", "revenue", "$2.1M", "up 12%", undefined],
    ["en", "margin up 9% on Q2", "margin", "+9%", "on Q2", undefined],
    ["de", "Gästebewertung 4,6 von 5", "Gästebewertung", "4,6", undefined, "von 5"],
    ["de", "Krankheitstage minus 22 %", "Krankheitstage", "−22 %", undefined, undefined],
    [
      "de",
      "Umsatz 3,2 Mio. €, plus 8 % gegenüber Vorjahr",
      "Umsatz",
      "3,2 Mio. €",
      "plus 8 % gegenüber Vorjahr",
      undefined,
    ],
    [
      "de",
      "Umsatz 3,2 Mio. € gegenüber 2,9 Mio. € im Vorjahr",
      "Umsatz",
      "3,2 Mio. €",
      "gegenüber 2,9 Mio. € im Vorjahr",
      undefined,
    ],
    ["fr", "note clients 4,5 sur 5", "note clients", "4,5", undefined, "sur 5"],
    [
      "fr",
      "chiffre d'affaires 3,2 M€ par rapport à 2,9 M€ l'an dernier",
      "chiffre d'affaires",
      "3,2 M€",
      "par rapport à 2,9 M€ l'an dernier",
      undefined,
    ],
    ["es", "valoración 4,7 sobre 5", "valoración", "4,7", undefined, "sobre 5"],
    ["it", "soddisfazione 4,2 su 5", "soddisfazione", "4,2", undefined, "su 5"],
    ["ja", "売上高 42億円（前年同期比 8%増）", "売上高", "42億円", "前年同期比 8%増", undefined],
    ["zh", "销售额 1200万元，比去年下降3%", "销售额", "1200万元", "比去年下降3%", undefined],
  ];
  it.each(cases)("%s: %s", (lang, clause, label, value, change, scale) => {
    const f = statedFigure(clause, lang)!;
    expect(f.label).toBe(label);
    expect(f.value).toBe(value);
    expect(f.change).toBe(change);
    expect(f.scale).toBe(scale);
  });
  it("no qualifier word is left in a label, across many labels and qualifiers", () => {
    const labels = ["guest score", "net promoter score", "app rating", "patient satisfaction"];
    const forms = [
      (v: string) => `${v} of 5`,
      (v: string) => `${v} out of 10`,
      (v: string) => `${v}/5`,
      (v: string) => `${v} (down from 4.8)`,
      (v: string) => `${v}, up 0.3 vs last year`,
    ];
    for (const label of labels)
      for (const form of forms) {
        const f = statedFigure(`${label} ${form("4.6")}`, "en")!;
        expect(f.label, form("4.6")).toBe(label);
        expect(f.value).toBe("4.6");
      }
  });
  it("a scale is shown with its value", () => {
    expect(shownValue({ value: "4.6", scale: "of 5" })).toBe("4.6 of 5");
    expect(shownValue({ value: "4.6", scale: "/5" })).toBe("4.6/5");
  });
});
