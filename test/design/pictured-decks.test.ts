// Decks with pictures still fill the slide and keep every word: the builtin composer's decks from fact-rich requests,
// each slot the picture pass can fill given a photograph (a cover, lists beside a picture, cards, portraits), in a light
// and a dark theme, exported to pptx and drawn by LibreOffice: every word present, inside, apart, 16 pt or more, and
// the text beside a picture neither shrunk nor cut.
import { describe, expect, it } from "vitest";
import { composeSource } from "../../src/agent/builtin/compose-source.js";
import { exportSource } from "../../src/formats/export-source.js";
import type { Deck } from "../../src/formats/model/source.js";
import { picturedDeck } from "../pictures/sample-photos.js";
import { canMeasure, measureDecks, type Check } from "../brands/measure-deck.js";
import { DESIGN_PROMPTS } from "./design-prompts.js";

const CHECKS = new Set<Check>([
  "overlap",
  "outside",
  "missing-word",
  "missing-title",
  "page-count",
  "small-text",
  "sparse",
  "narrow",
  "top-heavy",
]);
const THEMES = ["light", "dark"];

describe.skipIf(!canMeasure)("decks with pictures, drawn by LibreOffice", () => {
  it("keep every word readable, inside and apart, in a light and a dark theme", { timeout: 600_000 }, async () => {
    const files: Record<string, Uint8Array> = {};
    let pictures = 0;
    for (const p of DESIGN_PROMPTS) {
      const deck = picturedDeck(composeSource(p.prompt, { kind: "deck" }).source as Deck);
      pictures += JSON.stringify(deck).split('"credit":').length - 1;
      for (const theme of THEMES)
        files[`${theme}--${p.id}`] = (await exportSource({ ...deck, theme: { name: theme } }, "pptx")).bytes;
    }
    expect(pictures).toBeGreaterThan(DESIGN_PROMPTS.length);
    const measured = measureDecks(files, { pixels: false });
    expect(Object.values(measured).every((m) => m.pages > 0)).toBe(true);
    const findings = Object.entries(measured).flatMap(([id, m]) =>
      m.findings.filter((f) => CHECKS.has(f.check)).map((f) => `${id} p${f.page} ${f.check}: ${f.detail}`),
    );
    expect(findings, findings.slice(0, 30).join("\n")).toEqual([]);
  });
});
