// Decks the builtin composer made from real third-party files (test/fixtures/third-party/material), opened in LibreOffice
// and measured slide by slide: the slide count asked for, every word inside and apart, readable; every figure the file's.
import { describe, expect, it } from "vitest";
import { composeFromMaterial } from "../../src/agent/builtin/grounded/compose-from-material.js";
import { figuresNotInMaterial } from "../../src/agent/material/grounding.js";
import type { Material } from "../../src/agent/material/material.js";
import { renderDeckToPptx } from "../../src/formats/pptx/index.js";
import type { Deck } from "../../src/formats/model/source.js";
import { importFile } from "../../src/import/import-file.js";
import { canMeasure, measureDecks } from "../brands/measure-deck.js";
import { have, needs, readThirdParty } from "../fixtures.js";

async function material(...files: string[]): Promise<Material[]> {
  return Promise.all(
    files.map(async (file) => {
      const r = await importFile(readThirdParty(`material/${file}`), file);
      return { file, source: r.source, refs: r.refs };
    }),
  );
}

const CASES: [string, string, string[], number][] = [
  ["paper", "Turn this paper into a 10-slide deck", ["pdfjs-tracemonkey-paper.pdf"], 10],
  ["review", "An 8-slide deck from this review", ["pdfjs-tam-review.pdf"], 8],
  ["old-deck", "Make a 6-slide version of this deck", ["poi-performance-up.pptx"], 6],
  [
    "mixed",
    "A 6-slide deck from these files",
    ["pandoc-table-captions.docx", "poi-bar-chart.pptx", "poi-illustrative-cases.docx"],
    6,
  ],
  ["spreadsheet", "A 5-slide deck from this workbook", ["poi-45544-seven-sheets.xlsx"], 5],
];

describe("decks made from real files", () => {
  const made: Record<string, Deck> = {};
  for (const [name, prompt, files, slides] of CASES) {
    // "mixed" reads a pandoc file, an extra fixture (QUIRE_EXTRA_FIXTURES): it skips, naming it, without it.
    const paths = files.map((f) => `material/${f}`);
    it.skipIf(!have(...paths))(
      needs(`${name}: at most ${slides} slides, each sourced, every figure from the files`, ...paths),
      async () => {
        const m = await material(...files);
        const { source, warnings } = composeFromMaterial(prompt, m);
        const deck = source as Deck;
        expect(deck.slides.length).toBeLessThanOrEqual(slides);
        // A file with enough sections fills the count exactly, but for a summary slide that would only repeat the others,
        // which is left out and said.
        if (name === "paper" || name === "review" || name === "old-deck") {
          if (deck.slides.length < slides)
            expect(warnings.join(" ")).toMatch(
              new RegExp(`${slides} slides were asked for; the material gives ${deck.slides.length} distinct slides`),
            );
          expect(deck.slides.length).toBeGreaterThanOrEqual(slides - 1);
        }
        expect(deck.slides.every((s) => s.sources?.length && s.sources.every((r) => files.includes(r.file)))).toBe(
          true,
        );
        expect(figuresNotInMaterial(deck, m, -1)).toEqual([]);
        made[name] = deck;
      },
    );
  }

  it.skipIf(!canMeasure)(
    "every slide opens in LibreOffice as one page with its words inside, apart and readable",
    { timeout: 300_000 },
    async () => {
      const decks: Record<string, Uint8Array> = {};
      for (const [name, deck] of Object.entries(made)) decks[name] = (await renderDeckToPptx(deck)).bytes;
      for (const [name, m] of Object.entries(measureDecks(decks))) {
        expect(m.findings, `${name}: ${JSON.stringify(m.findings.slice(0, 8), null, 1)}`).toEqual([]);
        expect(m.pages, name).toBe(made[name]!.slides.length);
      }
    },
  );
});
