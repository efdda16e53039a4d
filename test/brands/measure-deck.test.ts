// The render-and-measure harness catches what it claims to: each check fires on a deck broken in exactly that way, none on a sound one.
import { describe, expect, it } from "vitest";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { renderDeckToPptxSync } from "../../src/formats/pptx/index.js";
import type { Deck } from "../../src/formats/model/source.js";
import { canMeasure, compact, measureDecks, slideTexts, wordContrast, type Check } from "./measure-deck.js";

const deck: Deck = {
  kind: "deck",
  title: "Harness",
  slides: [
    { layout: "title", title: "Harness check", subtitle: "Three slides" },
    { layout: "bullets", title: "Plain bullets", bullets: ["Alpha point", "Bravo point", "Charlie point"] },
    { layout: "bullets", title: "More bullets", bullets: ["Delta point", "Echo point"] },
  ],
} as Deck;

const sound = renderDeckToPptxSync(deck).bytes;
const SLIDE2 = "ppt/slides/slide2.xml";

/** The sound deck with slide 2's XML (or the whole package) changed. */
function broken(edit: (xml: string) => string, part = SLIDE2): Uint8Array {
  const files = unzipSync(sound);
  files[part] = strToU8(edit(strFromU8(files[part]!)));
  return zipSync(files);
}

const bodyShape = (xml: string) => /<p:sp>(?:(?!<\/p:sp>).)*?<p:ph idx="1"[^>]*\/>.*?<\/p:sp>/s.exec(xml)![0];
const titleShape = (xml: string) => /<p:sp>(?:(?!<\/p:sp>).)*?<p:ph type="title"[^>]*\/>.*?<\/p:sp>/s.exec(xml)![0];
const place = (x: number, y: number, cx: number, cy: number) =>
  `<p:spPr><a:xfrm><a:off x="${x}" y="${y}"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm></p:spPr>`;
const IN = 914400;

const BROKEN: Record<string, { expect: Check; deck: () => Uint8Array }> = {
  "hidden-slide": { expect: "page-count", deck: () => broken((x) => x.replace("<p:sld ", '<p:sld show="0" ')) },
  "title-far-off": {
    expect: "missing-title",
    deck: () =>
      broken((x) =>
        x.replace(
          titleShape(x),
          titleShape(x).replace(/<p:spPr\/>|<p:spPr>.*?<\/p:spPr>/s, place(30 * IN, 30 * IN, 5 * IN, IN)),
        ),
      ),
  },
  "body-far-off": {
    expect: "missing-word",
    deck: () =>
      broken((x) =>
        x.replace(
          bodyShape(x),
          bodyShape(x).replace(/<p:spPr\/>|<p:spPr>.*?<\/p:spPr>/s, place(30 * IN, 30 * IN, 5 * IN, 2 * IN)),
        ),
      ),
  },
  "off-slide": {
    expect: "outside",
    deck: () =>
      broken((x) =>
        x.replace(
          bodyShape(x),
          bodyShape(x).replace(/<p:spPr\/>|<p:spPr>.*?<\/p:spPr>/s, place(11 * IN, 2 * IN, 5 * IN, 2 * IN)),
        ),
      ),
  },
  stacked: {
    expect: "overlap",
    deck: () =>
      broken((x) => {
        const body = bodyShape(x).replace(/<p:spPr\/>|<p:spPr>.*?<\/p:spPr>/s, place(IN, 2 * IN, 8 * IN, 3 * IN));
        const twin = body
          .replace(/<p:cNvPr id="\d+"/, '<p:cNvPr id="90"')
          .replace(/<p:ph idx="1"[^>]*\/>/, "")
          .replace(/Alpha|Bravo|Charlie/g, "Zulu");
        return x.replace(bodyShape(x), body + twin);
      }),
  },
  "pale-text": {
    expect: "contrast",
    deck: () =>
      broken((x) =>
        x.replace(
          bodyShape(x),
          bodyShape(x).replace(
            /<a:rPr([^>]*?)\/>/g,
            '<a:rPr$1><a:solidFill><a:srgbClr val="F2F2F2"/></a:solidFill></a:rPr>',
          ),
        ),
      ),
  },
};

describe("measure-deck harness", () => {
  it("reads each slide's title and words from the package, fields left out", () => {
    const texts = slideTexts(sound);
    expect(texts.map((t) => t.title)).toEqual(["Harness check", "Plain bullets", "More bullets"]);
    expect(texts[1]!.words).toEqual(expect.arrayContaining(["Alpha", "point", "Bravo", "Charlie"]));
    expect(compact("Ｑ３ — «Revenue»,")).toBe("q3revenue");
  });

  it("finds the background and ink of a word in a raster", () => {
    const width = 20;
    const height = 10;
    const data = new Uint8Array(width * height * 3).fill(255);
    for (let x = 4; x < 16; x++) for (let y = 3; y < 7; y++) data.set([20, 20, 20], (y * width + x) * 3);
    const c = wordContrast({ width, height, data }, { x0: 0, y0: 0, x1: 20, y1: 10 }, 1)!;
    expect(c.bg).toBe("FFFFFF");
    expect(c.ink).toBe("141414");
    expect(c.ratio).toBeGreaterThan(15);
  });

  it.skipIf(!canMeasure)(
    "passes a sound deck and fires the broken check, on the broken page, for each broken one",
    () => {
      const decks = { sound, ...Object.fromEntries(Object.entries(BROKEN).map(([name, b]) => [name, b.deck()])) };
      const measured = measureDecks(decks);
      expect(measured.sound!.findings).toEqual([]);
      expect(measured.sound!.pages).toBe(3);
      for (const [name, b] of Object.entries(BROKEN)) {
        const checks = new Set(measured[name]!.findings.map((f) => f.check));
        expect(checks.has(b.expect), `${name}: ${JSON.stringify(measured[name]!.findings)}`).toBe(true);
        if (b.expect !== "page-count")
          expect(
            measured[name]!.findings.every((f) => f.page === 2),
            name,
          ).toBe(true);
      }
      // Eight decks through LibreOffice one after another: on two shared cores under CI's other suites, past 30 s.
    },
    120_000,
  );
});
