// Coverage reads what a model wrote on the event loop: a doc section of 400,000 characters (a model may write up to
// 2 MiB) is read in one pass, and the prompt's facts are still found in it (the segmenter alone takes minutes here).
import { describe, expect, it } from "vitest";
import { readPrompt } from "./reading/read-prompt.js";
import { coverageOf } from "./coverage.js";

describe("coverageOf over a long answer", () => {
  it("places the prompt's figure in a 400,000-character section", () => {
    const reading = readPrompt(
      "Write a report on our bakery: revenue grew 12% in Q3, and the new oven arrives in May.",
    );
    const filler = "The bakery serves the neighbourhood every morning with bread and pastries. ".repeat(5_400);
    const markdown = `# Bakery\n\n## Results\n\n${filler}Revenue grew 12% in Q3.\n\n## Plans\n\nThe new oven arrives in May.\n`;
    expect(markdown.length).toBeGreaterThan(400_000);
    const coverage = coverageOf(reading, { kind: "doc", title: "Bakery", markdown });
    const figure = coverage.find((c) => /12/.test(c.clause));
    expect(figure?.placedIn).toMatchObject({ part: "section", title: "Results" });
  });
});

describe("coverageOf places a figure only with its label", () => {
  const cases: [string, string, string, string][] = [
    ["en", "Make a deck: occupancy 88% (down from 91%).", "Occupancy", "88%"],
    ["de", "Erstelle eine Präsentation: Gästebewertung 4,6 von 5.", "Gästebewertung", "4,6 von 5"],
    ["fr", "Fais une présentation : note clients 4,5 sur 5.", "Note clients", "4,5 sur 5"],
    ["ja", "資料を作成してください。売上高 42億円（前年同期比 8%増）。", "売上高", "42億円"],
  ];
  it.each(cases)(
    "%s: with its label in one metric it is placed; with the label lost it is not",
    (lang, prompt, label, value) => {
      const reading = readPrompt(prompt, lang);
      const change = reading.groups[0]!.items[0]!.figure!.change ?? "";
      const deck = (metricLabel: string) => ({
        kind: "deck" as const,
        title: "T",
        slides: [
          {
            layout: "kpi" as const,
            title: "Results",
            metrics: [{ value, label: metricLabel, ...(change ? { change } : {}) }],
          },
        ],
      });
      expect(coverageOf(reading, deck(label))[0]!.placedIn).toMatchObject({ part: "slide", index: 1 });
      expect(coverageOf(reading, deck("Results"))[0]!.placedIn).toBeNull();
    },
  );
  it("a label on another metric of the slide does not place the figure", () => {
    const reading = readPrompt("Make a deck: revenue $2.1M, gross margin 38%.", "en");
    const slide = {
      layout: "kpi" as const,
      title: "Results",
      metrics: [
        { value: "$2.1M", label: "Gross margin" },
        { value: "38%", label: "Revenue" },
      ],
    };
    const coverage = coverageOf(reading, { kind: "deck", title: "T", slides: [slide] });
    expect(coverage.map((c) => c.placedIn)).toEqual([null, null]);
  });
});
