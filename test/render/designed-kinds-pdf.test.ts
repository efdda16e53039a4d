// The PDF export of every designed slide kind in every built-in theme at every slide size, measured on the PDF itself:
// page count and size, words present and inside, apart, readable, balanced.
import { describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderDeckToPdf } from "../../src/formats/pdf/index.js";
import type { Deck } from "../../src/formats/model/source.js";
import { SLIDE_SIZES, pagePoints } from "../../src/formats/model/slide-size.js";
import { THEME_NAMES } from "../../src/formats/model/themes.js";
import { canMeasure, measurePdf } from "../brands/measure-deck.js";
import { designedDeck } from "./designed-deck.js";

describe.skipIf(!canMeasure)("designed kinds: the PDF export measured", () => {
  const sized = (theme: string, size: (typeof SLIDE_SIZES)[number]): Deck => ({
    ...designedDeck(),
    theme: { name: theme },
    size,
  });
  const slides = designedDeck().slides.length;

  for (const size of SLIDE_SIZES) {
    it(
      `pdf export in every theme at ${size}: the same checks on the PDF itself, on pages of that size`,
      { timeout: 120_000 },
      async () => {
        const dir = mkdtempSync(join(tmpdir(), "quire-designed-pdf-"));
        try {
          for (const theme of THEME_NAMES) {
            const deck = sized(theme, size);
            const { bytes, warnings } = await renderDeckToPdf(deck);
            expect(warnings).toEqual([]);
            const file = join(dir, `${theme}.pdf`);
            writeFileSync(file, bytes);
            const m = measurePdf(file, deck);
            expect(m.findings, `${theme} ${size}: ${JSON.stringify(m.findings.slice(0, 10), null, 1)}`).toEqual([]);
            expect(m.pages).toBe(slides);
            expect(m.pageSize.map(Math.round)).toEqual(pagePoints(size).map(Math.round));
          }
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    );
  }
});
