// Pictures without alt text and slides without a title, found in sources and said as warnings by parseSource.
import { describe, expect, it } from "vitest";
import { altTextWarnings, picturesWithoutAlt, slidesWithoutTitle } from "./missing-text-alternatives.js";
import { parseSource } from "./parse-source.js";
import type { Deck } from "./source.js";

const png = "data:image/png;base64,iVBORw0KGgo=";

describe("missing text alternatives", () => {
  const deck: Deck = {
    kind: "deck",
    title: "Plan",
    slides: [
      { layout: "title", title: "Plan" },
      { layout: "image", title: "Site", image: { src: png, alt: "" } },
      {
        layout: "image-text",
        image: { src: "asset_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ", alt: "The new ferry at its berth" },
        body: "Text",
      },
      { layout: "quote", quote: "On time." },
      { layout: "full-bleed", image: { src: png, alt: "  " } },
    ],
  };

  it("finds content pictures with empty alt by slide, and slides with no title but a quote's", () => {
    expect(picturesWithoutAlt(deck)).toEqual([
      { slide: 2, image: "data:image/png;base64,…" },
      { slide: 5, image: "data:image/png;base64,…" },
    ]);
    expect(slidesWithoutTitle(deck)).toEqual([3, 5]);
    expect(
      picturesWithoutAlt({
        kind: "doc",
        title: "D",
        markdown: "![](https://x.test/a.png) and ![A chart of sales](b.png)",
      }),
    ).toEqual([{ image: "https://x.test/a.png" }]);
  });

  it("warns through parseSource, once per picture, for decks and Markdown docs", () => {
    expect(parseSource({ source: deck }).warnings).toEqual(altTextWarnings(deck));
    expect(altTextWarnings(deck)).toHaveLength(2);
    expect(parseSource({ source: "# Notes\n\n![](https://x.test/a.png)\n", kind: "doc" }).warnings).toEqual([
      "The picture https://x.test/a.png has no alt text, so screen readers pass over it: describe it between the brackets of ![…](…).",
    ]);
    expect(
      parseSource({ source: "# Notes\n\n![The harbour at dawn](https://x.test/a.png)\n", kind: "doc" }).warnings,
    ).toEqual([]);
  });
});
