// The faithful builtin composer (#32): hundreds of generated prompts in ten languages, every property on every output, and the issue's own prompts.
import { describe, expect, it } from "vitest";
import type { Deck } from "../../src/formats/model/source.js";
import { QBR_PROMPT, FIXED_CASES } from "./prompt-suite/fixed-cases.js";
import {
  figurePattern,
  holdsFigure,
  holdsWords,
  numberGiven,
  numbersOf,
  promptNumbers,
} from "./prompt-suite/normalise.js";
import { PROPERTY_NAMES, PROPERTY_TEXT, unitHolding } from "./prompt-suite/properties.js";
import { titleFaults } from "./prompt-suite/title-faults.js";
import { failureReport, runCase, sketch } from "./prompt-suite/run-suite.js";
import { buildSuite, PER_LANGUAGE } from "./prompt-suite/suite.js";
import { SUITE_LANGS, type ClauseType } from "./prompt-suite/types.js";
import { GAP, unitsOf } from "./prompt-suite/units.js";

const suite = buildSuite();
const results = suite.map(runCase);

describe("the prompt suite", () => {
  it("is the same every time: seeded, no Math.random", () => {
    expect(buildSuite().map((c) => c.prompt)).toEqual(suite.map((c) => c.prompt));
    expect(new Set(suite.map((c) => c.id)).size).toBe(suite.length);
  });

  it.each(SUITE_LANGS)("%s: every clause type, all three kinds, counts and kinds passed as options", (lang) => {
    const mine = suite.filter((c) => c.lang === lang && !c.fixed);
    expect(mine).toHaveLength(PER_LANGUAGE);
    const types = new Set(
      mine.flatMap((c) => c.clauses.map((k) => (k.type === "names" && k.roles ? "people" : k.type))),
    );
    for (const t of ["figure", "names", "people", "risks", "priorities", "steps", "statement", "sections"] as (
      ClauseType | "people"
    )[])
      expect(types, t).toContain(t);
    expect(new Set(mine.map((c) => c.kind))).toEqual(new Set(["deck", "doc", "sheet"]));
    expect(mine.some((c) => c.kind === "deck" && c.count)).toBe(true);
    expect(mine.some((c) => c.kind === "doc" && c.count)).toBe(true);
    expect(mine.some((c) => c.options.kind)).toBe(true);
    expect(mine.some((c) => c.clauses.some((k) => k.type === "figure" && k.change))).toBe(true);
    // Every prompt states its subject's name as written.
    for (const c of mine) expect(c.prompt, c.id).toContain(c.name!);
  });
});

// One test per property and language, so the composer's author sees at a glance where it stands.
for (const property of PROPERTY_NAMES) {
  describe(`${property}: ${PROPERTY_TEXT[property]}`, () => {
    it.each(SUITE_LANGS)("%s", (lang) => {
      const failed = results.filter((r) => r.case.lang === lang && r.failures[property]);
      expect(
        failed.map((r) => r.case.id),
        failureReport(failed, property),
      ).toEqual([]);
    });
  });
}

describe("the issue's prompts", () => {
  const qbr = results.find((r) => r.case.id === "issue-qbr")!;
  const deck = () => {
    const s = qbr.outcome?.source;
    expect(s?.kind, sketch(qbr.outcome)).toBe("deck");
    return s as Deck;
  };
  const view = () => sketch(qbr.outcome, 200);

  it("QBR: one KPI slide with revenue $2.1M (up 12%), gross margin 38% and 3 new wholesale accounts, each with its label", () => {
    const kpis = deck().slides.flatMap((s) => (s.layout === "kpi" ? [s.metrics] : []));
    const holds = (metrics: (typeof kpis)[number]) =>
      metrics.some(
        (m) => holdsFigure(m.value, "$2.1M") && /revenue/i.test(m.label) && holdsFigure(m.change ?? "", "12%"),
      ) &&
      metrics.some((m) => holdsFigure(m.value, "38%") && /gross margin/i.test(m.label)) &&
      metrics.some((m) => holdsFigure(m.value, "3") && /new wholesale accounts/i.test(m.label));
    expect(kpis.some(holds), view()).toBe(true);
  });

  it("QBR: a cards slide with the three customers", () => {
    const cards = deck().slides.flatMap((s) =>
      s.layout === "cards" ? [s.cards.map((c) => `${c.title} ${c.text ?? ""}`).join(" | ")] : [],
    );
    expect(
      cards.some((t) => ["Café Nord", "Hotel Lumen", "Grain Market"].every((n) => t.includes(n))),
      view(),
    ).toBe(true);
  });

  it("QBR: both risks on one slide, both Q4 priorities on one slide", () => {
    for (const clause of qbr.case.clauses.filter((c) => c.type === "risks" || c.type === "priorities")) {
      expect(unitHolding(deck(), clause, "en"), `${clause.type}\n${view()}`).not.toBeNull();
    }
  });

  it("QBR: a clean title that keeps Bean & Bloom and not the next sentence's 'Headline numbers'", () => {
    const title = deck().title;
    expect(title).toContain("Bean & Bloom");
    expect(title).not.toMatch(/headline numbers/i);
    expect(titleFaults(title, QBR_PROMPT, "en", true, qbr.case.clauses)).toEqual([]);
  });

  it("QBR: no gap asks for a figure the prompt gave", () => {
    const gaps = unitsOf(deck()).flatMap((u) => u.texts.flatMap((t) => t.match(GAP) ?? []));
    const asked = gaps.filter((g) =>
      ["revenue", "gross margin", "new wholesale accounts"].some((label) => holdsWords(g, label, "en").ok),
    );
    expect(asked, view()).toEqual([]);
  });

  it("QBR: every property", () => {
    expect(qbr.failures, view()).toEqual({});
  });

  it.each(FIXED_CASES.filter((c) => c.id !== "issue-qbr").map((c) => [c.id, c] as const))("%s lands whole", (id) => {
    const r = results.find((x) => x.case.id === id)!;
    expect(r.failures, `${r.case.prompt}\n${sketch(r.outcome, 200)}`).toEqual({});
  });
});

// The checks themselves, on the issue's own bad titles and on good ones: a failure above must be the composer's.
describe("the suite's checks", () => {
  it.each([
    ["QBR for Bean & Bloom coffee roasters. Headline numbers", QBR_PROMPT, "en"],
    [
      "Erstelle einen Projektplan für die Einführung eines neuen Kassensystems in unseren drei",
      "Erstelle einen Projektplan für die Einführung eines neuen Kassensystems in unseren drei Filialen.",
      "de",
    ],
    ["Schreibe ein Dokument", "Schreibe ein Dokument über die Umstellung auf Ökostrom.", "de"],
    [
      "東京の新しいカフェの開業を作成してください",
      "東京の新しいカフェの開業についてのプレゼンを作成してください。",
      "ja",
    ],
    ["Short", "A short deck on our coffee sourcing.", "en"],
    ["For a bakery", "A deck for a bakery.", "en"],
    [
      "Umstellung auf Ökostrom mit den Abschnitten Kosten",
      "Schreibe ein Dokument über die Umstellung auf Ökostrom mit den Abschnitten Kosten, Einsparungen und Empfehlung.",
      "de",
    ],
    [
      "Memo in for McKinley's on opening a second bakery",
      "Write a memo in 4 sections for McKinley's on opening a second bakery.",
      "en",
    ],
    [
      "Rösterei Müller & Söhne in 5 Abschnitten",
      "Bitte schreibe einen Bericht über die Rösterei Müller & Söhne in 5 Abschnitten.",
      "de",
    ],
  ] as const)("flags the title %j", (title, prompt, lang) => {
    const clauses = [{ type: "sections" as const, items: ["Kosten", "Einsparungen", "Empfehlung"] }];
    expect(titleFaults(title, prompt, lang, true, clauses)).not.toEqual([]);
  });

  it.each([
    ["Bean & Bloom QBR", QBR_PROMPT, "en"],
    [
      "Einführung eines neuen Kassensystems",
      "Erstelle einen Projektplan für die Einführung eines neuen Kassensystems.",
      "de",
    ],
    ["東京の新しいカフェの開業", "東京の新しいカフェの開業についてのプレゼンを作成してください。", "ja"],
    ["はじめに", "報告書を作成してください。", "ja"],
    ["مقدمة", "قدّم الفريق.", "ar"],
    ["Nouvelles stations : Gare Sud et Pont-Neuf", "Crée une présentation.", "fr"],
    [
      "Harbor Dental practice in Portland",
      "Write a report on the Harbor Dental practice in Portland for the board.",
      "en",
    ],
    ["Revenue: $2.1M", QBR_PROMPT, "en"],
  ] as const)("passes the title %j", (title, prompt, lang) => {
    expect(titleFaults(title, prompt, lang, true)).toEqual([]);
  });

  it("finds figures as written, never inside a longer number", () => {
    expect(holdsFigure("Revenue | $2.1 M", "$2.1M")).toBe(true);
    expect(holdsFigure("Revenue $12.1M", "$2.1M")).toBe(false);
    expect(holdsFigure("Q3 results", "3")).toBe(false);
    expect(holdsFigure("３８％ gross margin", "38%")).toBe(true);
    expect(holdsFigure("Umsatz 8,5 %", "8,5%")).toBe(true);
    expect(holdsFigure("費用：1,200万円", "1,200万円")).toBe(true);
    expect(figurePattern("214").test("2140")).toBe(false);
  });

  it("reads numbers alike across separators and knows an invented one", () => {
    const given = promptNumbers("1,200 members, 8,5 % and 420 000 € in Q2 2026");
    for (const n of numbersOf("1.200 | 8.5% | 420 000 € | 2026")) expect(numberGiven(n, given), n).toBe(true);
    expect(numberGiven("40", given)).toBe(false);
    expect(numbersOf("1. Intro\n2. Plan")).toEqual([]);
  });

  it("matches a clause's words whatever their case and punctuation, and CJK by its pieces", () => {
    expect(holdsWords("Gross Margin: 38%", "gross margin", "en").ok).toBe(true);
    expect(holdsWords("A roaster retiring", "a roaster retiring", "en").ok).toBe(true);
    expect(holdsWords("40% of beans", "beans direct trade", "en").missing).toEqual(["direct", "trade"]);
    expect(holdsWords("・サブスクリプション開始", "サブスクリプションの開始", "ja").ok).toBe(true);
    expect(holdsWords("حبة وزهرة: إطلاق الاشتراكات", "وإطلاق الاشتراكات", "ar").ok).toBe(true);
  });
});
