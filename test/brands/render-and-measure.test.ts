// Every real fixture template, every constructed failure-class template and every builtin theme: a 10-slide deck opened by LibreOffice and measured.
import { describe, expect, it } from "vitest";
import { analyseTemplate } from "../../src/brands/analyse-template.js";
import { brandTemplate } from "../../src/brands/brand-template.js";
import { validateUpload } from "../../src/brands/validate-upload.js";
import { renderDeckToPptxSync } from "../../src/formats/pptx/index.js";
import { THEME_NAMES } from "../../src/formats/model/themes.js";
import type { Deck } from "../../src/formats/model/source.js";
import { measuredDeck } from "./deck-fixture.js";
import { brandFixtureNames, fixture } from "./hostile-zips.js";
import { absentFrom, needs } from "../fixtures.js";
import { canMeasure, measureDecks, type MeasuredDeck } from "./measure-deck.js";
import { CONSTRUCTED } from "./template-kit/constructed.js";

const TODAY = new Date("2026-11-23T12:00:00Z");
/** A deck may grow by continuation slides, never flood: at most this many for the 10 source slides. */
const MAX_SLIDES = 12;

function brandDeck(key: string, bytes: Uint8Array): Uint8Array {
  const upload = validateUpload(bytes);
  const analysis = analyseTemplate(upload);
  const template = brandTemplate(key, bytes, analysis.strict);
  return renderDeckToPptxSync(measuredDeck(), { template, today: TODAY }).bytes;
}

/** The in-repo brand fixtures (6), plus the extra fixtures' deck (poi-maloney-a4-size.pptx) when there are extra fixtures. */
const fixtureNames = brandFixtureNames().filter((n) => !n.startsWith("neg-"));
/** The extra fixtures' decks when they are absent: one skipped test names each. */
const absentBrands = absentFrom("brands", (n) => n.endsWith(".pptx") && !n.startsWith("neg-"));

describe.skipIf(!canMeasure)("render and measure: brand decks look right once opened", () => {
  const decks: Record<string, Uint8Array> = {};
  for (const name of fixtureNames)
    decks[`fixture-${name.replace(/\.pptx$/, "")}`] = brandDeck(`measure-${name}`, fixture(name));
  for (const [name, t] of Object.entries(CONSTRUCTED))
    decks[`constructed-${name}`] = brandDeck(`measure-constructed-${name}`, t.bytes());
  for (const theme of THEME_NAMES)
    decks[`builtin-${theme}`] = renderDeckToPptxSync({ ...measuredDeck(), theme: { name: theme } } as Deck, {
      today: TODAY,
    }).bytes;

  let measured: Record<string, MeasuredDeck> | null = null;
  const measure = () => (measured ??= measureDecks(decks));

  it("covers every fixture, every constructed template and every builtin theme", () => {
    expect(fixtureNames.length + absentBrands.length).toBeGreaterThanOrEqual(7);
    expect(Object.keys(CONSTRUCTED).length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(decks)).toHaveLength(fixtureNames.length + Object.keys(CONSTRUCTED).length + THEME_NAMES.length);
  });

  for (const name of Object.keys(decks)) {
    it(
      `${name}: one page per slide, no flood, titles and words present, inside, apart and readable`,
      { timeout: 600_000 },
      () => {
        const m = measure()[name]!;
        expect(m.findings, JSON.stringify(m.findings.slice(0, 10), null, 1)).toEqual([]);
        expect(m.pages).toBe(m.slides);
        expect(m.slides).toBeGreaterThanOrEqual(10);
        expect(m.slides).toBeLessThanOrEqual(MAX_SLIDES);
      },
    );
  }
  for (const rel of absentBrands) {
    const name = `fixture-${rel.slice("brands/".length).replace(/\.pptx$/, "")}`;
    it.skip(
      needs(`${name}: one page per slide, no flood, titles and words present, inside, apart and readable`, rel),
      () => {},
    );
  }
});
