// Preserve decks rendered and measured: a 2,000-word pasted outline and hand-written notes in every designed kind,
// opened in LibreOffice page by page — every word inside the slide and apart, readable (no run below 12 pt), one page
// a slide, and every word of the input on the deck.
import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { composeTextMode } from "../../src/agent/builtin/text-modes/compose-text-mode.js";
import { renderDeckToPptx } from "../../src/formats/pptx/index.js";
import type { Deck } from "../../src/formats/model/source.js";
import { canMeasure, measureDecks } from "../brands/measure-deck.js";
import { checkDeck } from "./text-mode-check.js";
import { generateNotes } from "./text-mode-inputs.js";

const NOTES = `Make slides from these notes:
Roastery update
Q3 2026 · Lyon team

Key figures:
Revenue: $2.1M (+12% vs Q2)
Bags sold: 4,200
Churn: 2.1%
New wholesale clients: 14

Milestones
March 2026: Pilot in Lyon
June 2026: Second roaster hired
September 2026: Café opens
December 2026: Online shop

Why it worked
Fresh beans
Fair prices
Friendly staff
Fast delivery

Options for 2027

### Open a second café
- Busy street near the station.
- Rent is $3,400 a month.

### Grow wholesale
- Fourteen clients already asked for more.
- Needs a second van.

What customers said

> The best flat white in town, and they remember my name.
> — Claire, a regular since 2025

Prices

| Product | Price | Change |
|---|---|---|
| House blend, 250 g | $9.50 | +4% |
| Single origin, 250 g | $13.00 | +6% |
| Decaf, 250 g | $10.00 | 0% |

Sales grew 18% in October to 4,200 bags. The café drove most of it, with weekend traffic up by a third. We expect the trend to hold through the holidays, although green coffee prices remain a risk.
`;

/** Every explicit text size on the slides, in hundredths of a point. */
function textSizes(pptx: Uint8Array): number[] {
  const files = unzipSync(pptx);
  return Object.entries(files)
    .filter(([name]) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
    .flatMap(([, bytes]) =>
      [...strFromU8(bytes).matchAll(/<a:(?:rPr|defRPr|endParaRPr)\b[^>]*\bsz="(\d+)"/g)].map((m) => Number(m[1])),
    );
}

describe("preserve decks, rendered", () => {
  const decks: Record<string, Deck> = {};

  it("builds a deck of a 2,000-word outline and of notes in every designed kind", async () => {
    const outline = generateNotes(7, "en", 2000);
    expect(outline.words).toBeGreaterThanOrEqual(2000);
    decks.outline = (await composeTextMode("preserve", outline.text, [], { kind: "deck" })).source as Deck;
    decks.notes = (await composeTextMode("preserve", NOTES, [], { kind: "deck" })).source as Deck;
    expect(decks.notes.slides.map((s) => s.layout)).toEqual([
      "title",
      "kpi",
      "timeline",
      "cards",
      "comparison",
      "content",
      "table",
      "content",
    ]);
    // Markup aside, the notes after their instruction line are the deck's words, in order.
    checkDeck(decks.notes, [NOTES.slice(NOTES.indexOf("\n") + 1)], "notes");
    checkDeck(decks.outline, outline.pieces, "outline");
    expect(decks.outline.slides.length).toBeLessThanOrEqual(60);
  });

  it("no text below 12 pt: the budget keeps type at its design size", async () => {
    for (const [name, deck] of Object.entries(decks)) {
      const sizes = textSizes((await renderDeckToPptx(deck)).bytes);
      expect(Math.min(...sizes), name).toBeGreaterThanOrEqual(1200);
    }
  });

  it.skipIf(!canMeasure)(
    "every slide opens in LibreOffice as one page with its words inside, apart and readable",
    { timeout: 600_000 },
    async () => {
      const files: Record<string, Uint8Array> = {};
      for (const [name, deck] of Object.entries(decks)) files[name] = (await renderDeckToPptx(deck)).bytes;
      for (const [name, m] of Object.entries(measureDecks(files))) {
        expect(m.findings, `${name}: ${JSON.stringify(m.findings.slice(0, 8), null, 1)}`).toEqual([]);
        expect(m.pages, name).toBe(decks[name]!.slides.length);
      }
    },
  );
});
