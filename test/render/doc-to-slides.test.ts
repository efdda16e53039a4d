// The showcase docs exported as decks: summarised into designed kinds, opened in LibreOffice and measured slide by slide.
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { summariseDoc } from "../../src/formats/doc-to-deck/doc-to-deck.js";
import { renderDocToPptx, SUMMARISED_WARNING } from "../../src/formats/pptx/render-doc-to-pptx.js";
import type { Doc } from "../../src/formats/model/source.js";
import { canMeasure, measureDecks } from "../brands/measure-deck.js";

const DIR = new URL("../../content/showcase/", import.meta.url);
const docs = readdirSync(DIR)
  .map((f) => JSON.parse(readFileSync(new URL(f, DIR), "utf8")) as { id: string; source: Doc | { kind: string } })
  .filter((d): d is { id: string; source: Doc } => d.source.kind === "doc");
const DESIGNED = new Set(["kpi", "cards", "timeline", "comparison", "agenda", "image-text", "quote", "table"]);

describe("showcase docs as slides", () => {
  it("there are docs to try", () => expect(docs.length).toBeGreaterThanOrEqual(3));

  for (const { id, source } of docs) {
    it(`${id}: summarised, not cut sentence by sentence; at least three designed kinds`, () => {
      const { deck, summarised } = summariseDoc(source);
      const sentences = source.markdown.split(/[.!?](\s|$)/).length;
      expect(deck.slides.length).toBeLessThan(sentences / 2);
      expect(new Set(deck.slides.map((s) => s.layout).filter((l) => DESIGNED.has(l))).size).toBeGreaterThanOrEqual(3);
      // Summarised slides carry their section's full text in the notes.
      if (summarised) expect(deck.slides.some((s) => s.notes && s.notes.length > 0)).toBe(true);
    });
  }

  it.skipIf(!canMeasure)(
    "every slide opens in LibreOffice with its words inside, apart, readable and balanced",
    { timeout: 300_000 },
    async () => {
      const decks: Record<string, Uint8Array> = {};
      for (const { id, source } of docs) {
        const { bytes, warnings } = await renderDocToPptx(source);
        expect(warnings.filter((w) => w !== SUMMARISED_WARNING)).toEqual([]);
        decks[id] = bytes;
      }
      for (const [id, m] of Object.entries(measureDecks(decks))) {
        expect(m.findings, `${id}: ${JSON.stringify(m.findings.slice(0, 8), null, 1)}`).toEqual([]);
        expect(m.pages).toBe(m.slides);
      }
    },
  );
});
