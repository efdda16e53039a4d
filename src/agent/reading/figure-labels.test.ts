// Every figure with its label and its unit, as people write them in ten languages: a unit word after the figure, a
// number in Arabic or CJK notation, "from X to Y" and an earlier figure in brackets, a clause whose figure names
// nothing taking its subject from the clause before, and lines a prompt states as content rather than as a request.
import { describe, expect, it } from "vitest";
import type { Lang } from "./language.js";
import { composeSource } from "../builtin/compose-source.js";
import { datedStep } from "./dates.js";
import { readGroup } from "./content.js";
import { figureSpans, statedFigure } from "./figures.js";
import { readPrompt } from "./read-prompt.js";

describe("a unit written after the figure stays with it", () => {
  const cases: [Lang, string, string, string][] = [
    ["de", "Ladezeit der App", "1,3", "s"],
    ["de", "durchschnittliche Lieferzeit", "1,6", "Tage"],
    ["fr", "temps de chargement", "1,2", "s"],
    ["es", "precio medio", "4,85", "€/kg"],
    ["pt", "Horas paradas", "126", "h"],
    ["it", "Rientro dell'investimento", "9", "anni"],
    ["nl", "gemiddelde wachttijd", "4", "minuten"],
    ["en", "average delivery time", "1.8", "days"],
    ["ar", "ومتوسط مدة التوصيل", "1.8", "يوم"],
    ["ar", "المساحة", "220", "م²"],
  ];
  it.each(cases)("%s: %s %s %s", (lang, label, n, unit) => {
    const f = statedFigure(`${label} ${n} ${unit}`, lang)!;
    expect(f.value).toBe(`${n} ${unit}`);
    expect(f.label).toBe(label);
  });
  it.each(cases)('%s: under its own label ("%s: %s %s")', (lang, label, n, unit) => {
    const [item] = readGroup(label, `${n} ${unit}`, lang).items;
    expect(item!.figure!.value).toBe(`${n} ${unit}`);
  });
  it("a span of time after a figure is its unit wherever the clause goes on", () => {
    expect(statedFigure("15 meses de caja", "es")!.value).toBe("15 meses");
    expect(statedFigure("16 mois de runway", "fr")!.value).toBe("16 mois");
    // What is counted is a label, not a unit: "47 clientes de pago".
    expect(statedFigure("47 clientes de pago", "es")).toMatchObject({ value: "47", label: "clientes de pago" });
  });
  it("a duration is a figure, unless it is how long the output is", () => {
    expect(figureSpans("Payback: 30 meses").map((s) => s.text)).toEqual(["30"]);
    expect(figureSpans("a 12-month roadmap")).toEqual([]);
    expect(figureSpans("Roadmap for the next 12 months")).toEqual([]);
    expect(figureSpans("カフェの12か月の予算")).toEqual([]);
  });
});

describe("numbers as each script writes them", () => {
  it.each([
    ["مبيعات العام الماضي ٨٤٠٬٠٠٠ ريال", "٨٤٠٬٠٠٠ ريال", "ar"],
    ["ومتوسط سعر الكيلو ١٢٫٥ ريال", "١٢٫٥ ريال", "ar"],
    ["ساعات التدريب: ٢٬٤٥٠", "٢٬٤٥٠", "ar"],
    ["営業利益 4億5000万円", "4億5000万円", "ja"],
    ["生産台数 1万2400台", "1万2400台", "ja"],
    ["全体の上限は 3億2000万円", "3億2000万円", "ja"],
    ["总预算 1亿2000万元", "1亿2000万元", "zh"],
    ["家庭医生签约 9,800户", "9,800户", "zh"],
    ["日均杯量 650杯", "650杯", "zh"],
    ["付费转化率提升了1.1个百分点", "1.1个百分点", "zh"],
  ] as const)("%s → %s", (text, value, lang) => {
    expect(statedFigure(text, lang)!.value).toContain(value);
    expect(figureSpans(text)).toHaveLength(1);
  });
  it("a word ending in the character for 'about' keeps it: 签约 is not 签 + 约", () => {
    expect(statedFigure("家庭医生签约 9,800户", "zh")!.label).toBe("家庭医生签约");
    expect(statedFigure("人数约500人", "zh")!.label).toBe("人数");
  });
});

describe("an earlier figure is the figure's base, and says which way it went", () => {
  const cases: [Lang, string, string, string, "up" | "down"][] = [
    ["fr", "la couverture de tests est passée de 64 % à 78 %", "78 %", "64 %", "up"],
    ["nl", "No-shows gingen van 7% naar 4%", "4%", "7%", "down"],
    ["de", "Umsatz stieg von 2,1 Mio. € auf 2,6 Mio. €", "2,6 Mio. €", "2,1 Mio. €", "up"],
    ["en", "churn went from 4.1% to 3.2%", "3.2%", "4.1%", "down"],
    ["de", "Testabdeckung 81 % (vorher 72 %)", "81 %", "72 %", "up"],
    ["pt", "Taxa de ocupação 88% (no ano passado, 91%)", "88%", "91%", "down"],
    ["pt", "média geral da turma 7,2 (no bimestre passado era 6,8)", "7,2", "6,8", "up"],
    ["es", "ocupación del 88 % (frente al 91 % de 2024)", "88 %", "91 %", "down"],
    ["ja", "一日の平均来店数が180人（去年は150人）", "180人", "150人", "up"],
    ["ja", "平均待ち時間 24分（昨年 38分）", "24分", "38分", "down"],
    ["ar", "نسبة التسليم في الموعد 94.2% (مقابل 90.5% في الربع الثاني)", "94.2%", "90.5%", "up"],
  ];
  it.each(cases)("%s: %s", (lang, text, value, base, trend) => {
    const f = statedFigure(text, lang)!;
    expect(f.value).toBe(value);
    expect(f.base).toContain(base);
    expect(f.change).toContain(base);
    expect(f.trend).toBe(trend);
    expect(f.label).not.toContain(base);
  });
  it("a bracket that names no earlier time is no base", () => {
    expect(statedFigure("headcount 12 (3 part-time)", "en")!.base).toBeUndefined();
  });
});

describe("each fact's clause keeps its subject", () => {
  const items = (lang: Lang, body: string) => readGroup(null, body, lang).items.map((i) => i.text);
  it.each([
    ["nl", "Ons desembrood was de hit, zo'n 2.400 per maand", ["Ons desembrood was de hit, zo'n 2.400 per maand"]],
    [
      "it",
      "Il maritozzo è stato il prodotto dell'anno, ne vendiamo 3.000 al mese",
      ["Il maritozzo è stato il prodotto dell'anno, ne vendiamo 3.000 al mese"],
    ],
    [
      "pt",
      "O pão de queijo recheado virou o campeão, sai uns 9 mil por mês",
      ["O pão de queijo recheado virou o campeão, sai uns 9 mil por mês"],
    ],
    ["es", "facturación de 2025, 4,2 millones de euros", ["facturación de 2025, 4,2 millones de euros"]],
    ["zh", "今年卖得最火的是杨枝甘露，占总销量的 27%", ["今年卖得最火的是杨枝甘露，占总销量的 27%"]],
    // A clause that names what it measures stands on its own.
    ["de", "Liefertreue 97,2 %, Schadensquote 0,4 %", ["Liefertreue 97,2 %", "Schadensquote 0,4 %"]],
    ["en", "We had a strong quarter, Revenue $2.1M", ["We had a strong quarter", "Revenue $2.1M"]],
  ] as const)("%s: %s", (lang, body, expected) => {
    expect(items(lang, body)).toEqual(expected);
  });
  it.each([
    ["it", "Il fatturato è arrivato a 1,1 milioni, in crescita del 15% rispetto all'anno scorso", "1,1 milioni", "15%"],
    ["it", "Nel 2025 abbiamo servito 86.000 pasti, il 18% in più dell'anno prima", "86.000", "18%"],
    ["nl", "De omzet kwam uit op € 1,3 miljoen, tegen 1,1 miljoen vorig jaar", "€ 1,3 miljoen", "1,1 miljoen"],
    ["de", "Sendungen rund 212.000, das sind 9 % mehr als im Q2", "212.000", "9 %"],
    ["zh", "付费转化率 3.4%，比旧版提升了1.1个百分点", "3.4%", "1.1个百分点"],
  ] as const)("%s: a change or comparison after a comma stays with its figure", (lang, body, value, change) => {
    const list = items(lang, body);
    expect(list).toHaveLength(1);
    expect(list[0]).toContain(value);
    expect(list[0]).toContain(change);
  });
  it("an 'and' between two figures ends each side at the next 'and'", () => {
    expect(items("de", "davon 7.500 € für Werkzeug und Material und 5.300 € für Honorare")).toEqual([
      "davon 7.500 € für Werkzeug und Material",
      "5.300 € für Honorare",
    ]);
  });
  it("a change named by a noun keeps that noun as its label", () => {
    expect(statedFigure("crecimiento del 12 % mensual", "es")!.label).toContain("crecimiento");
  });
});

describe("lines a prompt states as content, not as a request", () => {
  it.each([
    [
      "pt",
      "Preciso de 10 slides para o relatório mensal.\n- Índice de refugo: 1,4%\n- Produção: 48.300 peças",
      ["1,4%", "48.300 peças"],
    ],
    [
      "nl",
      "Kun je een presentatie maken over ons afsprakensysteem? We hebben 8.900 ingeschreven patiënten en de tevredenheid is 8,3.",
      ["8.900", "8,3"],
    ],
    [
      "pt",
      "Preciso montar 12 slides para a reunião de pais. Quero mostrar: frequência média de 93%, média geral 7,2 e 31 alunos matriculados.",
      ["93%", "7,2", "31"],
    ],
    [
      "ar",
      "هل يمكنك إعداد شرائح لاجتماع أولياء الأمور؟ المحاور: الرحلة إلى المتحف يوم 15 أبريل، وعدد طلاب الصف 28، ومتوسط نتائج اختبار القراءة 78%",
      ["28", "78%"],
    ],
    ["zh", "区商务局：请做一份9页的汇报PPT，主题是夜间经济。\n夜间消费额 46亿元，同比增长15%", ["46亿元"]],
  ] as const)("%s: %s", (lang, prompt, values) => {
    const r = readPrompt(prompt);
    expect(r.language).toBe(lang);
    const figures = r.groups.flatMap((g) => g.items.map((i) => i.figure?.value ?? i.text));
    for (const v of values)
      expect(
        figures.some((f) => f.includes(v)),
        `${v} in ${JSON.stringify(figures)}`,
      ).toBe(true);
    // A listed point that states a figure is never a part left to fill.
    for (const part of r.parts) expect(figureSpans(part)).toEqual([]);
  });
});

describe("a composed deck shows each figure beside its label and unit", () => {
  const prompts: [Lang, string, [string, string][]][] = [
    [
      "de",
      "Mach mir bitte Folien fürs Sprint-Review. Wir haben 34 Tickets geschlossen, die Ladezeit der App liegt bei 1,3 s, die Testabdeckung bei 81 % (vorher 72 %).",
      [
        ["Ladezeit", "1,3 s"],
        ["Testabdeckung", "72 %"],
      ],
    ],
    [
      "pt",
      "Preciso de um plano de negócios para a padaria.\nInvestimento inicial: R$ 680 mil\nPayback: 30 meses",
      [["Payback", "30 meses"]],
    ],
    [
      "ar",
      "أحتاج شرائح لاجتماع البنك. مبيعات العام الماضي ٨٤٠٬٠٠٠ ريال، ومتوسط الفاتورة ٣٢ ريالًا.",
      [
        ["مبيعات العام الماضي", "٨٤٠٬٠٠٠ ريال"],
        ["متوسط الفاتورة", "٣٢ ريالًا"],
      ],
    ],
    [
      "nl",
      "Maak een presentatie voor de borrel van Bakkerij Van Dam. Ons desembrood was de hit, zo'n 2.400 per maand.",
      [["desembrood", "2.400"]],
    ],
  ];
  it.each(prompts)("%s: %s", (_lang, prompt, facts) => {
    const { source } = composeSource(prompt, { kind: "deck" });
    if (source.kind !== "deck") throw new Error(source.kind);
    const slides = source.slides.map((s) => JSON.stringify(s));
    for (const [label, value] of facts)
      expect(
        slides.some((s) => s.includes(label) && s.includes(value)),
        `${label} ${value}: ${slides.join("\n")}`,
      ).toBe(true);
  });
});

describe("a decimal is no date", () => {
  it.each([
    ["ar", "ومتوسط مدة التوصيل 1.8 يوم", null],
    ["en", "error rate 12.5%", null],
    ["de", "Quote 1.8 %", null],
    ["de", "Abgabe am 14.03.2026", "14.03.2026"],
    ["de", "Start am 1.8.", "1.8."],
    ["en", "launch on 3/14", "3/14"],
  ] as const)("%s: %s", (lang, text, date) => {
    expect(datedStep(text, lang)?.date ?? null).toBe(date);
  });
});

describe("a verb of cost joins a label to its figure and is not part of it", () => {
  const cases: [Lang, string, string, string][] = [
    ["en", "the training course costs 240", "the training course", "240"],
    ["en", "our new van cost $31,000", "our new van", "$31,000"],
    ["en", "staff costs $12,000", "staff costs", "$12,000"],
    ["de", "die Schulung kostet 240 €", "die Schulung", "240 €"],
    ["fr", "la formation coûte 240 €", "la formation", "240 €"],
    ["es", "el curso cuesta 240 €", "el curso", "240 €"],
    ["de", "Personalkosten 5.000 €", "Personalkosten", "5.000 €"],
  ];
  it.each(cases)("%s: %s", (lang, text, label, value) => {
    const f = statedFigure(text, lang)!;
    expect(f.value).toBe(value);
    expect(f.label).toBe(label);
  });
});

describe("a CJK chain ending in 千万 is one figure", () => {
  it.each([
    ["ja", "売上高は12億4千万円", "12億4千万円", "売上高"],
    ["zh", "营业收入为3亿2千万元", "3亿2千万元", "营业收入"],
  ] as [Lang, string, string, string][])("%s: %s", (lang, text, value, label) => {
    const f = statedFigure(text, lang)!;
    expect(f.value).toBe(value);
    expect(f.label).toBe(label);
  });
});
