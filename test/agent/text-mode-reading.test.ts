// How text modes read what they are given: the instruction line in ten languages (kind and count, never content),
// notes without Markdown, and attached material kept whole in a deck, a doc and a sheet.
import { describe, expect, it } from "vitest";
import { composeTextMode, textModeKind } from "../../src/agent/builtin/text-modes/compose-text-mode.js";
import { splitInstruction } from "../../src/agent/reading/instruction-line.js";
import { readNotes } from "../../src/agent/builtin/text-modes/read-notes.js";
import { compactText } from "../../src/agent/builtin/text-modes/shown-text.js";
import type { Material } from "../../src/agent/material/material.js";
import type { Deck, Doc, Sheet } from "../../src/formats/model/source.js";
import { deckWords } from "./text-mode-check.js";

const INSTRUCTIONS: [string, "deck" | "doc" | "sheet" | null, number | null][] = [
  ["Turn these notes into a deck:", "deck", null],
  ["Make slides from this outline", "deck", null],
  ["Please turn this document into a 10-slide presentation:", "deck", 10],
  ["Use this outline as a doc", "doc", null],
  ["Make a spreadsheet from this table:", "sheet", null],
  ["Turn this table into slides", "deck", null],
  ["Mach aus diesen Notizen einen Foliensatz mit 8 Folien:", "deck", 8],
  ["Transforme ces notes en présentation :", "deck", null],
  ["Convierte estas notas en un documento:", "doc", null],
  ["Transforme estas notas em slides:", "deck", null],
  ["Trasforma questi appunti in una presentazione:", "deck", null],
  ["Maak dia's van deze aantekeningen:", "deck", null],
  ["このメモを5枚のスライドにしてください：", "deck", 5],
  ["把这些笔记做成幻灯片：", "deck", null],
  ["حوّل هذه الملاحظات إلى عرض تقديمي:", "deck", null],
];

const CONTENT_FIRST_LINES = [
  "Goals:",
  "Notes:",
  "Revenue grew 18% this quarter.",
  "Make customers happy",
  "Q3 results",
  "# Make slides",
  "- Turn these notes into a deck",
];

describe("the instruction line", () => {
  for (const [line, kind, slides] of INSTRUCTIONS) {
    it(`“${line}” is an instruction asking for a ${kind ?? "kind it does not name"}${slides ? ` of ${slides} slides` : ""}`, () => {
      const split = splitInstruction(`${line}\nSales grew 18%.\nWe hired two roasters.`);
      expect(split).toMatchObject({ instruction: line, kind, slides, text: "Sales grew 18%.\nWe hired two roasters." });
    });
  }

  it("a first line of content stays content", () => {
    for (const line of CONTENT_FIRST_LINES)
      expect(splitInstruction(`${line}\nSales grew 18%.`).instruction, line).toBeNull();
  });

  it("without an instruction, a pasted table is a sheet and anything else a deck", () => {
    expect(textModeKind("Month,Revenue\nJan,1200\nFeb,1350")).toBe("sheet");
    expect(textModeKind("| Item | Qty |\n|---|---|\n| Beans | 40 |")).toBe("sheet");
    expect(textModeKind("Goals:\nGrow revenue\nHire two roasters")).toBe("deck");
    expect(textModeKind("Write these notes up as a report:\nGoals:\nGrow revenue")).toBe("doc");
  });
});

describe("notes without Markdown", () => {
  it("reads a title, “Label:” headings, bullets and one-point-a-line lists; wrapped prose stays one paragraph", () => {
    const notes = readNotes(
      "Roastery update\nQ3 2026\n\nGoals:\n• Grow revenue\n• Hire two roasters\n\nNext steps\nOpen a café\nTrain baristas\n\nWe expect the trend to hold through the holidays,\nalthough green coffee prices remain a risk for us.",
    );
    expect(notes.title).toBe("Roastery update");
    expect(notes.subtitle).toBe("Q3 2026");
    expect(notes.markdown).toBe(
      "## Goals\n\n- Grow revenue\n- Hire two roasters\n\n## Next steps\n\n- Open a café\n- Train baristas\n\nWe expect the trend to hold through the holidays,\nalthough green coffee prices remain a risk for us.",
    );
  });

  it("leaves Markdown as written", () => {
    const md = "# Plan\n\n## Sales\n\n- one\n- two\n\n```\ncode: here\n```";
    expect(readNotes(md)).toEqual({ title: "Plan", markdown: "## Sales\n\n- one\n- two\n\n```\ncode: here\n```" });
  });
});

const REPORT: Material = {
  file: "report.md",
  source: {
    kind: "doc",
    title: "Harbour ferry review",
    markdown:
      "## Ridership\n\nThe ferry carried 41,200 riders in March. That is up from 36,900 in February.\n\n## Delays\n\nMost delays came from the north pier ramp.\n\n| Month | Riders |\n|---|---|\n| Feb | 36,900 |\n| Mar | 41,200 |\n",
  },
  refs: [{ file: "report.md" }, { file: "report.md" }],
};
const FIGURES: Material = {
  file: "figures.xlsx",
  source: {
    kind: "sheet",
    title: "Figures",
    sheets: [
      {
        name: "Riders",
        columns: [{ header: "Month" }, { header: "Riders", type: "integer" }],
        rows: [
          ["Jan", 35100],
          ["Feb", 36900],
          [null, { formula: "SUM(B2:B3)" }],
        ],
      },
    ],
  },
  refs: [{ file: "figures.xlsx", sheet: "Riders" }],
};

describe("preserve with attached material", () => {
  it("a deck of every section of the file, whole, each slide naming its source", async () => {
    const deck = (await composeTextMode("preserve", "Make slides from this report", [REPORT], { kind: "deck" }))
      .source as Deck;
    const words = compactText(deckWords(deck));
    for (const s of [
      "The ferry carried 41,200 riders in March. That is up from 36,900 in February.",
      "Most delays came from the north pier ramp.",
      "Month Riders Feb 36,900 Mar 41,200",
    ])
      expect(words).toContain(compactText(s));
    expect(deck.slides.every((s) => s.sources?.[0]?.file === "report.md")).toBe(true);
  });

  it("a doc with every sentence and table of the file, under its headings, citing it", async () => {
    const doc = (await composeTextMode("preserve", "As a document please", [REPORT], { kind: "doc" })).source as Doc;
    expect(doc.markdown).toContain("The ferry carried 41,200 riders in March. That is up from 36,900 in February.");
    expect(doc.markdown).toMatch(/## Delays\[\^\d\]/);
    expect(doc.markdown).toContain("| Mar | 41,200 |");
  });

  it("a sheet of a workbook's tabs as they are (formulas kept) and every other table", async () => {
    const sheet = (await composeTextMode("preserve", "One sheet of these", [FIGURES, REPORT], { kind: "sheet" }))
      .source as Sheet;
    expect(sheet.sheets.map((t) => t.name)).toEqual(["Riders", "Delays"]);
    expect(sheet.sheets[0]!.rows[2]).toEqual([null, { formula: "SUM(B2:B3)" }]);
    expect(sheet.sheets[1]!.rows).toEqual([
      ["Feb", 36900],
      ["Mar", 41200],
    ]);
  });
});
