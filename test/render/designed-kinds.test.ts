// Every designed slide kind in every built-in theme at every slide size and on every real brand fixture: the pptx opened
// by LibreOffice and measured page by page (words present and inside, apart, readable, balanced). The PDF export's own
// measure is designed-kinds-pdf.test.ts (a file of its own, so the two run side by side).
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { analyseTemplate } from "../../src/brands/analyse-template.js";
import { brandTemplate } from "../../src/brands/brand-template.js";
import { validateUpload } from "../../src/brands/validate-upload.js";
import { renderDeckToPptxSync } from "../../src/formats/pptx/index.js";
import { SLIDE_LAYOUTS, type Deck } from "../../src/formats/model/source.js";
import { SLIDE_SIZES, pagePoints } from "../../src/formats/model/slide-size.js";
import { THEME_NAMES } from "../../src/formats/model/themes.js";
import { brandFixtureNames, fixture } from "../brands/hostile-zips.js";
import { absentFrom, needs } from "../fixtures.js";
import { canMeasure, measureDecks, type MeasuredDeck } from "../brands/measure-deck.js";
import { designedDeck, fewItemsDeck } from "./designed-deck.js";

const TODAY = new Date("2026-11-23T12:00:00Z");
const SHOWCASE = new URL("../../content/showcase/", import.meta.url);
const showcaseDecks = () =>
  readdirSync(SHOWCASE)
    .map((f) => JSON.parse(readFileSync(new URL(f, SHOWCASE), "utf8")) as { id: string; source: { kind: string } })
    .filter((d): d is { id: string; source: Deck } => d.source.kind === "deck");
/** The in-repo brand fixtures, plus the extra fixtures' decks (QUIRE_EXTRA_FIXTURES; else they skip, named). */
const fixtureNames = brandFixtureNames().filter((n) => !n.startsWith("neg-"));
const absentBrands = absentFrom("brands", (n) => n.endsWith(".pptx") && !n.startsWith("neg-"));
/** Every designed kind, then the same kinds with few items, long lists, a table and a chart. */
const wholeDeck = (): Deck => ({ ...designedDeck(), slides: [...designedDeck().slides, ...fewItemsDeck().slides] });

function onBrand(name: string): Uint8Array {
  const bytes = fixture(name);
  const template = brandTemplate(`designed-${name}`, bytes, analyseTemplate(validateUpload(bytes)).strict);
  return renderDeckToPptxSync(wholeDeck(), { template, today: TODAY }).bytes;
}

describe("the designed deck", () => {
  it("holds every designed kind", () => {
    const kinds = new Set(designedDeck().slides.map((s) => s.layout));
    for (const k of [
      "kpi",
      "cards",
      "timeline",
      "comparison",
      "agenda",
      "image-text",
      "full-bleed",
      "team",
      "closing",
      "section",
    ] as const)
      expect(kinds.has(k), k).toBe(true);
    expect(SLIDE_LAYOUTS.filter((l) => !kinds.has(l)).sort()).toEqual(
      ["bullets", "chart", "content", "image", "quote", "table", "two-column"].sort(),
    );
    const few = new Set(fewItemsDeck().slides.map((s) => s.layout));
    for (const k of ["kpi", "cards", "bullets", "two-column", "table", "chart"] as const)
      expect(few.has(k), k).toBe(true);
  });
});

describe.skipIf(!canMeasure)("designed kinds: rendered and measured", () => {
  const decks: Record<string, Uint8Array> = {};
  const sized = (theme: string, size: (typeof SLIDE_SIZES)[number]): Deck => ({
    ...wholeDeck(),
    theme: { name: theme },
    size,
  });
  const stem = (size: string) => size.replace(":", "x");
  for (const size of SLIDE_SIZES)
    for (const theme of THEME_NAMES)
      decks[`theme-${theme}-${stem(size)}`] = renderDeckToPptxSync(sized(theme, size), { today: TODAY }).bytes;
  for (const name of fixtureNames) decks[`brand-${name.replace(/\.pptx$/, "")}`] = onBrand(name);
  // The showcase decks people see first: held to the same measure.
  for (const { id, source } of showcaseDecks())
    decks[`showcase-${id}`] = renderDeckToPptxSync(source, { today: TODAY }).bytes;
  let measured: Record<string, MeasuredDeck> | null = null;
  const measure = () => (measured ??= measureDecks(decks));
  const slides = wholeDeck().slides.length;

  for (const name of Object.keys(decks)) {
    it(
      `pptx ${name}: one page per slide, every word inside, apart, readable (body ≥ 16 pt, 4.5:1) and filling its slide`,
      { timeout: 900_000 },
      () => {
        const m = measure()[name]!;
        expect(m.findings, JSON.stringify(m.findings.slice(0, 10), null, 1)).toEqual([]);
        expect(m.pages).toBe(name.startsWith("showcase-") ? m.slides : slides);
        const size = name.startsWith("theme-") ? SLIDE_SIZES.find((s) => name.endsWith(`-${stem(s)}`)) : undefined;
        if (size) expect(m.pageSize.map(Math.round)).toEqual(pagePoints(size).map(Math.round));
      },
    );
  }
  for (const rel of absentBrands) {
    const name = `brand-${rel.slice("brands/".length).replace(/\.pptx$/, "")}`;
    it.skip(
      needs(
        `pptx ${name}: one page per slide, every word inside, apart, readable (body ≥ 16 pt, 4.5:1) and filling its slide`,
        rel,
      ),
      () => {},
    );
  }
});
