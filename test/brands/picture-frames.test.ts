// On every brand fixture template, real decks used as templates (and every constructed failure-class template), a deck with a picture on each kind that holds one: no picture covers the template's
// artwork or its date, footer or number fields, and every title stands in the template's title placeholder.
import { describe, expect, it } from "vitest";
import { analyseTemplate } from "../../src/brands/analyse-template.js";
import { brandTemplate } from "../../src/brands/brand-template.js";
import { validateUpload } from "../../src/brands/validate-upload.js";
import { drawPptxToPdf } from "../../src/formats/drawing/index.js";
import { renderDeckToPptxSync } from "../../src/formats/pptx/index.js";
import { absentFrom, needs, readThirdParty } from "../fixtures.js";
import { brandFixtureNames, fixture } from "./hostile-zips.js";
import { pictureDeck } from "./picture-deck.js";
import { canMeasure, measureDecks, type MeasuredDeck } from "./measure-deck.js";
import { inside, measureFrames } from "./picture-frames.js";
import { buildTemplate } from "./template-kit/build-template.js";
import { CONSTRUCTED } from "./template-kit/constructed.js";

const TODAY = new Date("2026-11-23T12:00:00Z");
/** The pictures each slide of pictureDeck() shows: a cover, two pictures beside words, three cards, three portraits, a picture. */
const PICTURES = [1, 1, 1, 3, 3, 1];

const names = brandFixtureNames().filter((n) => !n.startsWith("neg-"));
const absent = absentFrom("brands", (n) => n.endsWith(".pptx") && !n.startsWith("neg-"));

/** Real decks people made (not templates), uploaded as a brand as people do: their masters and layouts as they left them. */
const REAL_DECKS = ["poi-sample-show", "poi-with-master", "poi-performance-up", "poi-bar-chart", "poi-smartart"];

/** The gallery template with a logo inside the content area's corner and a rule across its picture frame's top. */
function marked(): Uint8Array {
  const spec = CONSTRUCTED["picture-frames"]!.spec();
  spec.masters[0]!.artwork = [
    { box: [10.6, 5.9, 2.2, 0.9], fill: "accent2", text: "LOGO" },
    { box: [0.4, 1.9, 12.5, 0.06], fill: "accent1" },
  ];
  return buildTemplate(spec);
}

function onBrand(name: string, bytes: Uint8Array = fixture(name)) {
  const analysis = analyseTemplate(validateUpload(bytes));
  const template = brandTemplate(`frames-${name}`, bytes, analysis.strict);
  return { analysis, deck: renderDeckToPptxSync(pictureDeck(), { template, today: TODAY }) };
}

describe("brand decks: pictures in the template's frames, clear of its artwork", () => {
  it("covers the in-repo brand fixtures at least", () => expect(names.length).toBeGreaterThanOrEqual(6));

  const templates: Array<[string, () => Uint8Array]> = [
    ...names.map((n): [string, () => Uint8Array] => [n, () => fixture(n)]),
    ...REAL_DECKS.map((n): [string, () => Uint8Array] => [
      `the deck ${n}.pptx as a template`,
      () => readThirdParty(`material/${n}.pptx`),
    ]),
    ...Object.entries(CONSTRUCTED).map(([n, t]): [string, () => Uint8Array] => [`constructed ${n}`, () => t.bytes()]),
    ["constructed picture-frames with a logo in the content area and a rule across the picture frame", marked],
  ];
  for (const [name, bytes] of templates) {
    it(`${name}: no picture over artwork or a footer field, titles in the title placeholder`, async () => {
      const { deck } = onBrand(name, bytes());
      // Quire's drawing of the deck (its PDF and slide pictures) draws every slide.
      expect((await drawPptxToPdf(deck.bytes)).pages).toBe(PICTURES.length);
      const slides = measureFrames(deck.bytes);
      expect(slides.map((s) => s.pictures.length)).toEqual(PICTURES);
      expect(slides.flatMap((s) => s.overlaps.map((o) => `slide ${s.slide}: ${o}`))).toEqual([]);
      for (const s of slides) {
        expect(s.title, `slide ${s.slide} has a title placeholder on the slide`).not.toBeNull();
        // A content slide on a layout that centres its title (a template reduced to its title layout) uses the master's title place.
        const placed =
          (s.layoutTitle && inside(s.title!, s.layoutTitle)) || (s.masterTitle && inside(s.title!, s.masterTitle));
        expect(placed, `slide ${s.slide}'s title inside its layout's title placeholder`).toBeTruthy();
      }
      // The cover is never a picture behind the whole slide on a brand, and the deck says so.
      expect(
        deck.warnings.some((w) => /slide 1: the picture is set where the template's artwork leaves room/.test(w)),
      ).toBe(true);
    });
  }
  for (const rel of absent) it.skip(needs(`${rel}: pictures clear of the artwork`, rel), () => {});

  it("the analysis says which layouts take pictures", () => {
    const { analysis } = onBrand("pypptx-default-4x3.pptx");
    const byName = new Map(analysis.layouts.map((l) => [l.name, l.pictures]));
    expect(byName.get("Picture with Caption")).toBe("picture placeholder");
    expect(byName.get("Two Content")).toBe("two-content");
    expect(byName.get("Title Slide")).toBeNull();
    expect(byName.get("Blank")).toBeNull();
  });
});

describe.skipIf(!canMeasure)("brand picture decks opened by LibreOffice", () => {
  let measured: Record<string, MeasuredDeck> | null = null;
  const decks = (): Array<[string, Uint8Array]> => [
    ...names.map((n): [string, Uint8Array] => [n, onBrand(n).deck.bytes]),
    ...REAL_DECKS.map((n): [string, Uint8Array] => [
      `${n}.pptx`,
      onBrand(n, readThirdParty(`material/${n}.pptx`)).deck.bytes,
    ]),
  ];
  const measure = () =>
    (measured ??= measureDecks(Object.fromEntries(decks().map(([n, bytes]) => [n.replace(/\.pptx$/, ""), bytes]))));
  for (const name of [...names, ...REAL_DECKS.map((n) => `${n}.pptx`)]) {
    it(`${name}: one page per slide, every word present, inside, apart and readable`, { timeout: 300_000 }, () => {
      const m = measure()[name.replace(/\.pptx$/, "")]!;
      expect(m.findings, JSON.stringify(m.findings.slice(0, 10), null, 1)).toEqual([]);
      expect(m.pages).toBe(PICTURES.length);
    });
  }
});
