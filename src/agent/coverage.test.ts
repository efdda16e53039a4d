// Coverage reads what a model wrote on the event loop: a doc section of 400,000 characters (a model may write up to
// 2 MiB) is read in one pass, and the prompt's facts are still found in it (the segmenter alone takes minutes here).
import { describe, expect, it } from "vitest";
import { readPrompt } from "./builtin/reading/read-prompt.js";
import { coverageOf } from "./coverage.js";

describe("coverageOf over a long answer", () => {
  it("places the prompt's figure in a 400,000-character section", () => {
    const reading = readPrompt("Write a report on our bakery: revenue grew 12% in Q3, and the new oven arrives in May.");
    const filler = "The bakery serves the neighbourhood every morning with bread and pastries. ".repeat(5_400);
    const markdown = `# Bakery\n\n## Results\n\n${filler}Revenue grew 12% in Q3.\n\n## Plans\n\nThe new oven arrives in May.\n`;
    expect(markdown.length).toBeGreaterThan(400_000);
    const coverage = coverageOf(reading, { kind: "doc", title: "Bakery", markdown });
    const figure = coverage.find((c) => /12/.test(c.clause));
    expect(figure?.placedIn).toMatchObject({ part: "section", title: "Results" });
  });
});
