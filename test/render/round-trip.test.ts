// deck/doc → Markdown → the same model (what the `md` export promises).
import { describe, expect, it } from "vitest";
import { parseSource } from "../../src/formats/model/parse-source.js";
import { parseMarkdown } from "../../src/formats/model/markdown/parse-markdown.js";
import { deckToMarkdown, docToMarkdown, escapeMarkdownText } from "../../src/formats/model/to-markdown.js";
import type { Deck } from "../../src/formats/model/source.js";
import { sampleDeck, sampleDoc } from "./samples.js";

const back = (md: string, kind: "deck" | "doc") => parseSource({ source: md, kind }).source;

describe("to-markdown round trip", () => {
  it("a deck with every layout comes back the same", () => {
    const deck = sampleDeck();
    expect(back(deckToMarkdown(deck), "deck")).toEqual(deck);
  });

  it("layouts Markdown would read otherwise keep a layout hint", () => {
    const deck: Deck = {
      kind: "deck",
      title: "Odd one",
      slides: [
        { layout: "section", title: "Odd one" },
        { layout: "content", title: "Just a list", body: "- one\n- two" },
        { layout: "title", title: "A second title", subtitle: "again" },
        { layout: "content", title: "A table as content", body: "| a |\n| --- |\n| 1 |" },
        {
          layout: "bullets",
          title: "",
          bullets: [
            "# not a heading",
            "1. not a number",
            "> not a quote",
            { text: "*emphasis* kept", children: ["- dash"] },
          ],
        },
        { layout: "quote", quote: "Said **boldly**", notes: "Speaker *notes*\n\nwith two paragraphs" },
        {
          layout: "table",
          title: "Pipes | and stars *",
          table: {
            columns: ["Name | alias", "Value"],
            rows: [
              ["a*b_c", 1.5],
              [null, -3],
              ["[x](y)", 0],
            ],
          },
        },
        { layout: "image", image: { src: "https://example.com/a(1).png", alt: "a [bracketed] alt" } },
      ],
    };
    const md = deckToMarkdown(deck);
    expect(md).toContain("<!-- layout: content -->");
    expect(md).toContain("<!-- layout: title -->");
    expect(back(md, "deck")).toEqual(deck);
  });

  it("a doc comes back with the same title and the same parsed blocks", () => {
    const doc = sampleDoc();
    const again = back(docToMarkdown(doc), "doc");
    expect(again).toEqual(doc);
    if (again.kind !== "doc") return;
    expect(parseMarkdown(again.markdown)).toEqual(parseMarkdown(doc.markdown));
  });

  it("escaped text reads back as the same characters", () => {
    for (const text of [
      "a *b* _c_ `d` [e](f) <g> #h",
      "1. not a list",
      "- not a bullet",
      "x | y \\ z",
      "&amp; stays",
      "![img](x)",
    ]) {
      const doc = back(`# ${escapeMarkdownText(text)}\n\nbody`, "doc");
      expect(doc.title).toBe(text);
    }
  });
});
