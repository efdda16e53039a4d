// The library corpus (library-corpus.ts): every deck matched against the whole library, as the agent's picture pass
// matches it. Every picture a deck is about is placed on a slide it belongs on or named in a warning; no picture is
// placed on a slide it is not about; and each slide with its picture keeps every word it had.
import { describe, expect, it } from "vitest";
import { matchLibrary } from "../../src/pictures/match-library.js";
import { pictureless, pictureSlots, withPicture } from "../../src/pictures/plan-pictures.js";
import { slideWords } from "../../src/formats/slide-kinds/slide-words.js";
import { DECKS, LIBRARY } from "./library-corpus.js";

const figures = { expected: 0, placed: 0, warned: 0, missed: 0, wronglyPlaced: 0, otherWarnings: 0 };

describe("the library corpus: 20 decks in four languages against one library", () => {
  it("holds at least 40 pictures and 20 decks in four languages", () => {
    expect(LIBRARY.length).toBeGreaterThanOrEqual(40);
    expect(DECKS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(DECKS.map((d) => d.language)).size).toBe(4);
  });

  for (const { deck, language, expected } of DECKS) {
    it(`${language}: “${deck.title}”`, () => {
      const slots = pictureSlots(deck);
      const { matches, leftOut } = matchLibrary(slots, LIBRARY, language, pictureless(deck));
      const placed = new Map(
        matches.map((m) => [m.asset.name!, m.slot.person ?? (m.slot.kind === "card" ? m.slot.heading : m.slot.title)]),
      );
      const warned = new Map(leftOut.map((l) => [l.asset.name!, l]));
      const wrong = [...placed].filter(([name, where]) => !expected[name]?.includes(where));
      const missed = Object.keys(expected).filter((name) => !placed.has(name) && !warned.has(name));
      figures.expected += Object.keys(expected).length;
      figures.placed += [...placed.keys()].filter((name) => expected[name]).length;
      figures.warned += [...warned.keys()].filter((name) => expected[name]).length;
      figures.missed += missed.length;
      figures.wronglyPlaced += wrong.length;
      figures.otherWarnings += [...warned.keys()].filter((name) => !expected[name]).length;
      expect(wrong, "placed on a slide it is not about").toEqual([]);
      expect(missed, "matched its slide but neither placed nor named").toEqual([]);
      // Every warning names the slide the picture matched and says why, in words.
      for (const l of leftOut) expect(l.reason).toMatch(/\p{L}{3,} \p{L}{3,}/u);
      // Each slide with its picture shows every word it had, and no other.
      for (const m of matches) {
        const slide = deck.slides[m.slot.slide]!;
        expect(slideWords(withPicture(slide, m.slot, { src: m.asset.id, alt: "" }, "right"), language)).toEqual(
          slideWords(slide, language),
        );
      }
    });
  }

  it("adds up: every expected picture placed or warned, none wrongly placed", () => {
    // The figures for the report: printed once, as the corpus grows.
    console.info(
      `library corpus: ${figures.expected} expected pairs, ${figures.placed} placed, ${figures.warned} warned, ${figures.missed} missed, ${figures.wronglyPlaced} wrongly placed; ${figures.otherWarnings} more named in warnings: pictures that share a word with a slide but were not set as its by hand`,
    );
    expect(figures.placed + figures.warned).toBe(figures.expected);
    expect(figures.wronglyPlaced).toBe(0);
  });
});
