// Layout variants as LibreOffice draws them: every variant of every sample slide (en, de, fr, ja), in a light and a
// dark theme, exported to pptx and measured page by page: all its words there, inside the slide, apart, readable, and
// filling the slide as the designed decks do (test/design/fill-the-slide.test.ts).
import { describe, expect, it } from "vitest";
import { layoutVariants } from "../../src/formats/slide-kinds/layout-variants.js";
import { exportSource } from "../../src/formats/export-source.js";
import type { Deck } from "../../src/formats/model/source.js";
import { canMeasure, measureDecks, type Check } from "../brands/measure-deck.js";
import { SAMPLE_SLIDES } from "../slides/layout-variant-slides.js";

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
const THEMES = ["light", "aurora"];

describe.skipIf(!canMeasure)("layout variants drawn by LibreOffice", () => {
  it("every variant's words are on its page, inside, apart and at a readable size", { timeout: 600_000 }, async () => {
    const files: Record<string, Uint8Array> = {};
    let variants = 0;
    for (const sample of SAMPLE_SLIDES) {
      const slides = layoutVariants(sample.slide, sample.language).map((v) => v.slide);
      variants += slides.length;
      if (!slides.length) continue;
      const deck: Deck = { kind: "deck", title: sample.name, language: sample.language, slides };
      for (const theme of THEMES)
        files[`${theme}--${sample.language}-${sample.name.replace(/\W+/g, "-")}`] = (
          await exportSource({ ...deck, theme: { name: theme } }, "pptx")
        ).bytes;
    }
    expect(variants).toBeGreaterThan(60);
    const measured = measureDecks(files, { pixels: false });
    const findings = Object.entries(measured).flatMap(([id, m]) =>
      m.findings.filter((f) => CHECKS.has(f.check)).map((f) => `${id} p${f.page} ${f.check}: ${f.detail}`),
    );
    expect(findings, findings.slice(0, 30).join("\n")).toEqual([]);
  });
});
