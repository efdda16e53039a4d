// Sheets from the user's rows (issue 50): each item the prompt gives with an amount is a row — its name whole, its amount a
// number in the column of the period the user said — and the totals and other periods are formulas that compute.
import { describe, expect, it } from "vitest";
import { composeSource } from "../../src/agent/builtin/compose-source.js";
import { computeSheet } from "../../src/formats/compute/compute-sheet.js";
import type { Sheet } from "../../src/formats/model/source.js";

interface Pack {
  heads: string[];
  labels: string[];
  /** An item over {label} and {amount}. */
  forms: string[];
  money: (n: number) => string;
  /** Said after an amount for a month, or before it in CJK ("月額"). */
  month: string[];
  join: string;
  cjk?: boolean;
}

const intl = (locale: string, currency: string) => (n: number) =>
  new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 }).format(n);
/** 120000000 → "1億2000万": how Japanese and Chinese write large amounts. */
const cjkAmount = (n: number, oku: string) => {
  const [o, m] = [Math.floor(n / 1e8), Math.floor((n % 1e8) / 1e4)];
  return `${o ? `${o}${oku}` : ""}${m ? `${m}万` : ""}`;
};

const PACKS: Record<string, Pack> = {
  en: {
    heads: [
      "Make a sheet: {list}.",
      "Create a budget spreadsheet. Costs: {list}.",
      "Spreadsheet of our ad spend: {list}, with a grand total.",
    ],
    labels: ["Google Ads", "LinkedIn Ads", "Office rent", "Cloud hosting", "Team lunches"],
    forms: ["{label} {amount}", "{amount} for {label}"],
    money: intl("en", "USD"),
    month: [" per month", "/mo", " a month"],
    join: ", ",
  },
  de: {
    heads: ["Erstelle eine Tabelle: {list}.", "Budget-Tabelle für das Büro. Kosten: {list}."],
    labels: ["Miete", "Personalkosten", "Werbung", "Software-Lizenzen", "Versicherung"],
    forms: ["{label} {amount}", "{amount} für {label}"],
    money: intl("de", "EUR"),
    month: [" pro Monat", " im Monat", " monatlich"],
    join: ", ",
  },
  fr: {
    heads: ["Crée un tableau : {list}.", "Un budget en tableur. Coûts : {list}."],
    labels: ["Loyer", "Publicité en ligne", "Salaires", "Assurance"],
    forms: ["{label} {amount}", "{amount} pour {label}"],
    money: intl("fr", "EUR"),
    month: [" par mois"],
    join: ", ",
  },
  es: {
    heads: ["Haz una hoja de cálculo: {list}.", "Presupuesto en hoja de cálculo. Gastos: {list}."],
    labels: ["Alquiler", "Publicidad", "Nóminas", "Seguro"],
    forms: ["{label} {amount}"],
    money: intl("es", "EUR"),
    month: [" al mes"],
    join: ", ",
  },
  pt: {
    heads: ["Crie uma planilha: {list}.", "Orçamento em planilha. Custos: {list}."],
    labels: ["Aluguel", "Publicidade", "Salários", "Seguro"],
    forms: ["{label} {amount}"],
    money: intl("pt-BR", "BRL"),
    month: [" por mês"],
    join: ", ",
  },
  it: {
    heads: ["Crea un foglio di calcolo: {list}.", "Budget in un foglio di calcolo. Costi: {list}."],
    labels: ["Affitto", "Pubblicità", "Stipendi", "Assicurazione"],
    forms: ["{label} {amount}"],
    money: intl("it", "EUR"),
    month: [" al mese"],
    join: ", ",
  },
  nl: {
    heads: ["Maak een spreadsheet: {list}.", "Begroting in een spreadsheet. Kosten: {list}."],
    labels: ["Huur", "Advertenties", "Salarissen", "Verzekering"],
    forms: ["{label} {amount}"],
    money: intl("nl", "EUR"),
    month: [" per maand"],
    join: ", ",
  },
  ja: {
    heads: [
      "スプレッドシートを作成してください。チーム別予算：{list}。合計も。",
      "予算の表を作ってください。費用：{list}。",
    ],
    labels: ["東京チーム", "大阪チーム", "福岡チーム", "名古屋支店"],
    forms: ["{label}：{amount}", "{label}{amount}"],
    money: (n) => `${cjkAmount(n, "億")}円`,
    month: ["月額"],
    join: "、",
    cjk: true,
  },
  zh: {
    heads: ["请制作一个表格。预算：{list}。", "做一个预算表。费用：{list}。"],
    labels: ["北京团队", "上海团队", "广州团队", "深圳办公室"],
    forms: ["{label}{amount}", "{label}：{amount}"],
    money: (n) => `${cjkAmount(n, "亿")}元`,
    month: ["每月"],
    join: "，",
    cjk: true,
  },
};

const AMOUNTS = [
  [4500, 2200, 1800],
  [120_000_000, 80_000_000, 45_000_000],
  [3200, 950, 12_500, 700],
  [2_500_000, 640_000],
];

interface Case {
  lang: string;
  prompt: string;
  rows: { label: string; value: number }[];
  monthly: boolean;
}

/** Every language × head × form × amounts × with and without a month, seeded by position, not by chance. */
function cases(): Case[] {
  const out: Case[] = [];
  for (const [lang, pack] of Object.entries(PACKS)) {
    pack.heads.forEach((head, h) =>
      pack.forms.forEach((form, f) =>
        AMOUNTS.forEach((values, a) =>
          [false, true].forEach((monthly) => {
            // CJK amounts are written in ten-thousands (万), so theirs are whole ten-thousands.
            const vals = pack.cjk ? values.map((v) => (v % 1e4 === 0 ? v : v * 1e4)) : values;
            const labels = vals.map((_, i) => pack.labels[(i + h + a) % pack.labels.length]!);
            const month = pack.month[(h + f + a) % pack.month.length]!;
            const items = vals.map((v, i) => {
              const amount =
                monthly && pack.cjk ? `${month}${pack.money(v)}` : monthly ? `${pack.money(v)}${month}` : pack.money(v);
              return form.replace("{label}", labels[i]!).replace("{amount}", amount);
            });
            out.push({
              lang,
              prompt: head.replace("{list}", items.join(pack.join)),
              rows: vals.map((value, i) => ({ label: labels[i]!, value })),
              monthly,
            });
          }),
        ),
      ),
    );
  }
  return out;
}

const numberCells = (row: unknown[]) => row.filter((c): c is number => typeof c === "number");

describe("a sheet of the user's rows", () => {
  const all = cases();
  it("covers nine languages and hundreds of phrasings", () => {
    expect(new Set(all.map((c) => c.lang)).size).toBeGreaterThanOrEqual(9);
    expect(all.length).toBeGreaterThan(100);
  });

  it.each(Object.keys(PACKS))("%s: each row is an item with its amount as a number; the totals compute", (lang) => {
    const failures: string[] = [];
    for (const c of all.filter((x) => x.lang === lang)) {
      const { source } = composeSource(c.prompt, { kind: "sheet" });
      const sheet = source as Sheet;
      const say = (why: string) =>
        failures.push(
          `${why}\n  ${c.prompt}\n  ${JSON.stringify(sheet.sheets.map((t) => [t.name, t.columns.map((col) => col.header), t.rows]))}`,
        );
      if (sheet.sheets.length !== 1) {
        say("extra tabs");
        continue;
      }
      const tab = sheet.sheets[0]!;
      if (tab.rows.length !== c.rows.length + 1) {
        say("not the user's rows alone, then a total");
        continue;
      }
      const computed = computeSheet(sheet);
      const value = (r: number, col: number) => {
        const cell = tab.rows[r]![col];
        return typeof cell === "number" ? cell : cell && typeof cell === "object" ? computed.valueAt(0, r, col) : null;
      };
      c.rows.forEach((want, r) => {
        const row = tab.rows[r]!;
        if (row[0] !== want.label) say(`row ${r + 2}: label ${JSON.stringify(row[0])}, not ${want.label}`);
        if (!numberCells(row).includes(want.value)) say(`row ${r + 2}: no number ${want.value}`);
        if (c.monthly) {
          const perYear = tab.columns.length - 1;
          if (value(r, perYear) !== want.value * 12)
            say(`row ${r + 2}: the year is ${String(value(r, perYear))}, not 12 × ${want.value}`);
        }
      });
      const total = c.rows.reduce((s, x) => s + x.value, 0);
      if (value(c.rows.length, 1) !== total) say(`total ${String(value(c.rows.length, 1))}, not ${total}`);
      if (c.monthly && value(c.rows.length, 2) !== total * 12)
        say(`grand total a year ${String(value(c.rows.length, 2))}, not ${total * 12}`);
      if (!tab.columns.slice(1).every((col) => col.type === "currency" && /[$€円元R]/u.test(col.format ?? "")))
        say(`columns not in the currency: ${JSON.stringify(tab.columns)}`);
    }
    expect(failures.slice(0, 5).join("\n\n")).toBe("");
  });
});

describe("the issue's own prompts", () => {
  it("the ad channels: a row each, monthly amounts as numbers, the year as 12 × the month, a grand total", () => {
    const { source } = composeSource(
      "Make a sheet: Google Ads $4,500 per month, LinkedIn Ads $2,200 per month, Meta Ads $1,800 per month, annual total per channel and a grand total",
    );
    const sheet = source as Sheet;
    expect(sheet.sheets).toHaveLength(1);
    const tab = sheet.sheets[0]!;
    expect(tab.rows.slice(0, 3).map((r) => [r[0], r[1]])).toEqual([
      ["Google Ads", 4500],
      ["LinkedIn Ads", 2200],
      ["Meta Ads", 1800],
    ]);
    const computed = computeSheet(sheet);
    expect([0, 1, 2, 3].map((r) => computed.valueAt(0, r, 2))).toEqual([54_000, 26_400, 21_600, 102_000]);
    expect(computed.valueAt(0, 3, 1)).toBe(8500);
    expect(tab.columns[1]!.format).toMatch(/^\$/);
  });

  it("東京チーム：1億2000万円 is one row: the team's name whole, 120,000,000 yen", () => {
    const { source } = composeSource(
      "スプレッドシートを作成してください。チーム別予算：東京チーム：1億2000万円、大阪チーム：8000万円、福岡チーム：4500万円。合計も。",
    );
    const tab = (source as Sheet).sheets[0]!;
    expect(tab.rows.slice(0, 3).map((r) => [r[0], r[1]])).toEqual([
      ["東京チーム", 120_000_000],
      ["大阪チーム", 80_000_000],
      ["福岡チーム", 45_000_000],
    ]);
    expect(tab.columns[1]!.format).toContain("円");
    expect(computeSheet(source as Sheet).valueAt(0, 3, 1)).toBe(245_000_000);
  });

  it("a monthly and a yearly amount each stay in their own period's column, the other computed", () => {
    const { source } = composeSource("Make a spreadsheet: office rent $2,000 per month, insurance $1,200 per year", {
      language: "en",
    });
    const tab = (source as Sheet).sheets[0]!;
    const computed = computeSheet(source as Sheet);
    expect(tab.columns.map((c) => c.header)).toEqual(["Item", "Per month", "Per year"]);
    expect(tab.rows[0]!.slice(0, 2)).toEqual(["Office rent", 2000]);
    expect(tab.rows[1]![2]).toBe(1200);
    expect(computed.valueAt(0, 1, 1)).toBe(100);
    expect(computed.valueAt(0, 2, 2)).toBe(25_200);
  });
});
