// A deck from a prompt as an analyst would present it: the slide count asked for is no fact, a named list of amounts is
// one slide under its label, and a change keeps what it is compared with.
import { describe, expect, it } from "vitest";
import type { Slide } from "../../formats/model/source.js";
import { composeSource } from "../builtin/compose-source.js";
import { readPrompt } from "./read-prompt.js";
import { statedFigure } from "./figures.js";
import { siblingNames } from "./amount-lists.js";

const slidesOf = (prompt: string): Slide[] => {
  const { source } = composeSource(prompt, { kind: "deck" });
  if (source.kind !== "deck") throw new Error("not a deck");
  return source.slides;
};
const textOf = (slides: Slide[]) => JSON.stringify(slides);

describe("the count of slides or pages asked for is never a fact", () => {
  const prompts = [
    "第3四半期の営業レビュー用に、スライド8枚で資料をお願いします。\n売上高 42億円\n営業利益 4億5000万円",
    "帮我做一份季度复盘，幻灯片8张。\n营收 1.2亿元\n毛利率 38%",
    "Make a quarterly review deck, 8 slides.\nRevenue $2.1M\nGross margin 38%",
    "Erstelle eine Quartalsübersicht mit 8 Folien.\nUmsatz 2,1 Mio. €\nMarge 38 %",
    "Fais une revue trimestrielle en 8 diapositives.\nChiffre d'affaires 2,1 M€\nMarge 38 %",
  ];
  it.each(prompts)("%s", (prompt) => {
    const r = readPrompt(prompt);
    expect(r.counts.slides).toBe(8);
    const values = r.groups.flatMap((g) => g.items.map((i) => i.figure?.value ?? ""));
    expect(values.some((v) => /^8\s*(?:枚|张|slides|Folien|diapositives)?$/u.test(v))).toBe(false);
    expect(textOf(slidesOf(prompt))).not.toMatch(/"value":"8(?:枚|张)?"/u);
  });
  it("a counter of things that are not the output stays a figure", () => {
    expect(statedFigure("チラシ 5000枚", "ja")?.value).toBe("5000枚");
  });
});

describe("a named list of amounts is one slide under its label", () => {
  const cases: [string, string | null, string[]][] = [
    [
      "第3四半期の営業レビュー用に、スライド8枚で資料をお願いします。\n売上高 42億円\n\nチーム別受注\n東京チーム：1億2000万円\n大阪チーム：9800万円\n名古屋チーム：6400万円",
      "チーム別受注",
      ["東京チーム", "大阪チーム", "名古屋チーム"],
    ],
    [
      "帮我做一份一季度销售复盘的PPT，8页左右。\n营收 1.2亿元\n华东区：4800万元\n华南区：3500万元\n华北区：2100万元",
      null,
      ["华东区", "华南区", "华北区"],
    ],
    [
      "Monta uma apresentação de 8 slides com o fechamento do 2º trimestre.\nFaturamento: R$ 14,2 milhões\nTime Sul: R$ 4,1 milhões\nTime Sudeste: R$ 7,6 milhões\nTime Nordeste: R$ 2,5 mi",
      null,
      ["Time Sul", "Time Sudeste", "Time Nordeste"],
    ],
    [
      "Make an 8-slide quarterly review.\nRevenue: $2.1M\n\nSales by region\nNorth: $800K\nSouth: $700K\nWest: $600K",
      "Sales by region",
      ["North", "South", "West"],
    ],
    [
      "Erstelle 8 Folien zum Quartal.\nUmsatz: 2,1 Mio. €\nFiliale Nord: 800.000 €\nFiliale Süd: 700.000 €",
      null,
      ["Filiale Nord", "Filiale Süd"],
    ],
  ];
  it.each(cases)("%s", (prompt, label, names) => {
    const slides = slidesOf(prompt);
    const holding = slides.filter((s) => names.some((n) => JSON.stringify(s).includes(n)) && s.layout !== "agenda");
    expect(holding).toHaveLength(1);
    const slide = holding[0]!;
    if (label) expect("title" in slide ? slide.title : undefined).toBe(label);
    if (slide.layout === "kpi") expect(slide.metrics.map((m) => m.label)).toEqual(names);
    // No slide holds only the list's label.
    if (label)
      expect(
        slides.filter((s) => s.layout === "bullets" && JSON.stringify(s.bullets) === JSON.stringify([label])),
      ).toHaveLength(0);
  });
  it("names of one kind share a word or, without spaces, an end", () => {
    expect(siblingNames(["Time Sul", "Time Sudeste"])).toBe(true);
    expect(siblingNames(["North region", "South region"])).toBe(true);
    expect(siblingNames(["华东区", "华南区"])).toBe(true);
    expect(siblingNames(["Faturamento", "Ticket médio"])).toBe(false);
    expect(siblingNames(["Umsatz", "Marge"])).toBe(false);
  });
  it("figures of different kinds each keep their own label", () => {
    const slides = slidesOf("Make a 6-slide review.\nRevenue: $2.1M\nGross margin: 38%\nNew customers: 87");
    expect(textOf(slides)).toMatch(/"label":"Revenue"/u);
    expect(textOf(slides)).toMatch(/"label":"Gross margin"/u);
  });
});

describe("what a change is compared with stays with the change, not the label", () => {
  const cases: [string, string, string][] = [
    [
      "Faturamento: R$ 14,2 milhões (alta de 11% sobre o mesmo período do ano passado)",
      "pt",
      "sobre o mesmo período do ano passado",
    ],
    ["Revenue: $2.1M (up 11% on the same period last year)", "en", "on the same period last year"],
    ["Umsatz: 2,1 Mio. € (plus 11 % gegenüber Vorjahr)", "de", "gegenüber Vorjahr"],
    [
      "Ventas: 2,1 M€ (subida del 11% sobre el mismo periodo del año pasado)",
      "es",
      "sobre el mismo periodo del año pasado",
    ],
    ["营收：1.2亿元（比去年同期增长12%）", "zh", "比去年同期"],
  ];
  it.each(cases)("%s", (line, lang, base) => {
    const group = readPrompt(`Deck.\n${line}`, lang).groups.find((g) => g.items.some((i) => i.figure))!;
    const f = group.items.find((i) => i.figure)!.figure!;
    expect(f.change ?? "").toContain(base);
    expect(`${group.label ?? ""} ${f.label}`).not.toContain(base);
  });
});

describe("a label ending on a verbal noun keeps it; a label that asks loses the asking", () => {
  it.each([
    ["会社案内パンフ制作：一括 60万円", "会社案内パンフ制作"],
    ["Webサイト制作：一括 120万円", "Webサイト制作"],
    ["动画制作：8万元", "动画制作"],
  ])("%s", (line, label) => {
    const r = readPrompt(`来期の予算表をスプレッドシートで作ってください。\n${line}`, "ja");
    const group = r.groups.find((g) => g.items.some((i) => i.figure))!;
    expect(group.label ?? group.items[0]!.figure!.label).toBe(label);
  });
});
