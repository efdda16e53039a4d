// The issue's own prompts (#32), word for word where the issue gives a whole prompt, with their ground truth.
import type { SuiteCase } from "./types.js";

export const QBR_PROMPT =
  "QBR for Bean & Bloom coffee roasters. Headline numbers: revenue $2.1M, up 12%, gross margin 38%, 3 new wholesale accounts (Café Nord, Hotel Lumen, Grain Market). Risks: green coffee prices, a roaster retiring. Q4 priorities: subscription launch, Lyon roastery.";

const fixed = (c: Omit<SuiteCase, "fixed" | "options"> & { options?: SuiteCase["options"] }): SuiteCase => ({
  options: {},
  ...c,
  fixed: true,
});

export const FIXED_CASES: SuiteCase[] = [
  fixed({
    id: "issue-qbr",
    lang: "en",
    prompt: QBR_PROMPT,
    // A QBR is a deck by custom, but the prompt names no format word: the kind is not checked, the named test wants a deck.
    kind: "deck",
    kindNamed: false,
    name: "Bean & Bloom",
    clauses: [
      { type: "figure", label: "revenue", value: "$2.1M", change: "12%" },
      { type: "figure", label: "gross margin", value: "38%" },
      { type: "figure", label: "new wholesale accounts", value: "3" },
      { type: "names", label: "new wholesale accounts", names: ["Café Nord", "Hotel Lumen", "Grain Market"] },
      { type: "risks", items: ["green coffee prices", "a roaster retiring"] },
      { type: "priorities", quarter: "Q4", items: ["subscription launch", "Lyon roastery"] },
    ],
  }),
  fixed({
    id: "issue-direct-trade",
    lang: "en",
    prompt: "A short deck on our coffee sourcing: 40% of beans direct trade, compostable bags since March.",
    kind: "deck",
    kindNamed: true,
    clauses: [
      { type: "figure", label: "beans direct trade", value: "40%" },
      { type: "statement", text: "compostable bags since March" },
    ],
  }),
  fixed({
    id: "issue-members",
    lang: "en",
    prompt: "Slides for a bakery's loyalty club: 1,200 members, 18% repeat visits.",
    kind: "deck",
    kindNamed: true,
    clauses: [
      { type: "figure", label: "members", value: "1,200" },
      { type: "figure", label: "repeat visits", value: "18%" },
    ],
  }),
  fixed({
    id: "issue-ridership",
    lang: "en",
    prompt: "Board update deck for Lakeside Transit: ridership up 8.5% in Q2 2026, 214 buses, 3 depots.",
    kind: "deck",
    kindNamed: true,
    name: "Lakeside Transit",
    clauses: [
      { type: "figure", label: "ridership", value: "8.5%" },
      { type: "figure", label: "buses", value: "214" },
      { type: "figure", label: "depots", value: "3" },
    ],
  }),
  fixed({
    id: "issue-costs-ja",
    lang: "ja",
    prompt: "東京の新しいカフェの開業についてのプレゼンを作成してください。昨年度の費用は1,200万円でした。",
    kind: "deck",
    kindNamed: true,
    clauses: [{ type: "figure", label: "費用", value: "1,200万円" }],
  }),
  fixed({
    id: "issue-kassensystem",
    lang: "de",
    prompt:
      "Erstelle einen Projektplan für die Einführung eines neuen Kassensystems in unseren drei Filialen: Pilot im Mai, Schulung im August, Rollout im September.",
    // A project plan is a document; the issue saw it become a budget sheet.
    kind: "doc",
    kindNamed: true,
    clauses: [
      {
        type: "steps",
        steps: [
          { what: "Pilot", date: "Mai" },
          { what: "Schulung", date: "August" },
          { what: "Rollout", date: "September" },
        ],
      },
    ],
  }),
  fixed({
    id: "issue-dokument-de",
    lang: "de",
    prompt:
      "Schreibe ein Dokument über die Umstellung der Bäckerei Sonnenkorn auf Ökostrom mit den Abschnitten Kosten, Einsparungen, Fördermittel und Empfehlung.",
    kind: "doc",
    kindNamed: true,
    name: "Sonnenkorn",
    clauses: [{ type: "sections", items: ["Kosten", "Einsparungen", "Fördermittel", "Empfehlung"] }],
  }),
  fixed({
    id: "issue-recommendation",
    lang: "en",
    prompt:
      "Write a report on switching Harbor Dental to solar power, covering costs, savings, grants and a recommendation.",
    kind: "doc",
    kindNamed: true,
    name: "Harbor Dental",
    clauses: [{ type: "sections", items: ["costs", "savings", "grants", "a recommendation"] }],
  }),
  fixed({
    id: "issue-sections-ja",
    lang: "ja",
    prompt:
      "さくら歯科の電子カルテ導入についての報告書を作成してください。構成は背景、費用、スケジュール、提言でお願いします。",
    kind: "doc",
    kindNamed: true,
    name: "さくら歯科",
    clauses: [{ type: "sections", items: ["背景", "費用", "スケジュール", "提言"] }],
  }),
  fixed({
    id: "issue-count-de",
    lang: "de",
    prompt:
      "Erstelle eine Präsentation mit 6 Folien über die Einführung eines neuen Kassensystems bei Müller & Söhne. Risiken: Schulungsaufwand, Ausfall der Kassen am ersten Tag.",
    kind: "deck",
    kindNamed: true,
    count: 6,
    name: "Müller & Söhne",
    clauses: [{ type: "risks", items: ["Schulungsaufwand", "Ausfall der Kassen am ersten Tag"] }],
  }),
  fixed({
    id: "issue-count-ja",
    lang: "ja",
    prompt: "カフェ・ソラの新メニューについて5枚のスライドを作成してください。",
    kind: "deck",
    kindNamed: true,
    count: 5,
    name: "カフェ・ソラ",
    clauses: [],
  }),
  fixed({
    id: "issue-sections-count",
    lang: "en",
    prompt:
      "Write a memo in 4 sections for McKinley's on opening a second bakery: costs, savings, grants and a recommendation.",
    kind: "doc",
    kindNamed: true,
    count: 4,
    name: "McKinley's",
    clauses: [{ type: "sections", items: ["costs", "savings", "grants", "a recommendation"] }],
  }),
];
