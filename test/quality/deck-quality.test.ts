// The quality report's time budget: it cuts the checking of slides (the first is always checked), not the drawing.
import { describe, expect, it } from "vitest";
import { deckQuality } from "../../src/quality/deck-quality.js";
import { cleanDeck } from "./sample-decks.js";

describe("deckQuality's budget", () => {
  it("checks every slide of a short deck within a budget that covers the checking", async () => {
    const report = await deckQuality(cleanDeck, { budgetMs: 2_000 });
    expect(report).toMatchObject({
      status: "complete",
      slides: cleanDeck.slides.length,
      measured: cleanDeck.slides.length,
    });
    expect(report.ms).toBeGreaterThan(0);
  });

  it("stops after the first slide when the budget is spent, and names what it left out", async () => {
    const report = await deckQuality(cleanDeck, { budgetMs: 0 });
    expect(report).toMatchObject({ status: "partial", slides: cleanDeck.slides.length, measured: 1 });
    expect(report.notes).toContain(
      `Measured 1 of ${cleanDeck.slides.length} slides within the 0 ms allowed; the rest were not checked.`,
    );
  });
});
