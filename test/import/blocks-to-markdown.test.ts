// Blocks written back to Markdown read as the same blocks: the corpus, the showcase docs and text full of Markdown syntax.
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseMarkdown } from "../../src/formats/model/markdown/parse-markdown.js";
import { blocksToMarkdown } from "../../src/formats/model/markdown/blocks-to-markdown.js";

const CORPUS = new URL("../render/corpus/", import.meta.url);
const SHOWCASE = new URL("../../content/showcase/", import.meta.url);

/** Heading ids are derived from text and may differ by a suffix; everything else must be equal. */
const comparable = (md: string) => {
  const parsed = parseMarkdown(md);
  return JSON.parse(
    JSON.stringify({ blocks: parsed.blocks, footnotes: parsed.footnotes }, (k, v) => (k === "id" ? undefined : v)),
  );
};

function roundTrips(md: string) {
  const parsed = parseMarkdown(md);
  const again = blocksToMarkdown(parsed.blocks, { images: "keep" }, parsed.footnotes);
  expect(comparable(again)).toEqual(comparable(md));
}

describe("blocksToMarkdown", () => {
  for (const f of readdirSync(CORPUS).filter((n) => n.endsWith(".md")))
    it(`corpus ${f} round-trips`, () => roundTrips(readFileSync(new URL(f, CORPUS), "utf8")));

  for (const f of readdirSync(SHOWCASE)) {
    const source = JSON.parse(readFileSync(new URL(f, SHOWCASE), "utf8")).source;
    if (source.kind === "doc") it(`showcase ${f} round-trips`, () => roundTrips(source.markdown));
  }

  it("escapes text that looks like Markdown or HTML, so it stays text", () => {
    const tricky = [
      "1. not a list",
      "- not a bullet",
      "+ nor this",
      "# not a heading",
      "> not a quote",
      "<script>alert(1)</script>",
      "a *b* _c_ `d` [e](f) ![g](h) ~~i~~ &amp; | pipes |",
      "===",
      "2) also not a list",
    ];
    for (const text of tricky) {
      const md = blocksToMarkdown([{ type: "paragraph", children: [{ type: "text", text }] }]);
      const back = parseMarkdown(md).blocks;
      expect(back, text).toEqual([{ type: "paragraph", children: [{ type: "text", text }] }]);
    }
  });

  it("fences code longer than any run of backticks in it, and keeps it unchanged", () => {
    const code = "a ``` b\n````\nend";
    const md = blocksToMarkdown([
      { type: "code", lang: "ts", text: code },
      { type: "paragraph", children: [{ type: "code", text: "x ` y" }] },
    ]);
    expect(parseMarkdown(md).blocks).toEqual([
      { type: "code", lang: "ts", text: code },
      { type: "paragraph", children: [{ type: "code", text: "x ` y" }] },
    ]);
  });
});
