// textMode "condense" over generated notes: every sentence of the summary is one of the input's (titles aside, which
// are its headings or the composer's own labels), shorter than the input, and nothing cites a file for pasted text.
import { describe, expect, it } from "vitest";
import { composeTextMode } from "../../src/agent/builtin/text-modes/compose-text-mode.js";
import { splitInstruction } from "../../src/agent/reading/instruction-line.js";
import { compactText } from "../../src/agent/builtin/text-modes/shown-text.js";
import { sentencesOf } from "../../src/formats/doc-to-deck/doc-text.js";
import { inlineText, type Block } from "../../src/formats/model/blocks.js";
import { parseInlineMarkdown, parseMarkdown } from "../../src/formats/model/markdown/parse-markdown.js";
import type { Deck, Doc, Slide } from "../../src/formats/model/source.js";
import { generateNotes, LANGS } from "./text-mode-inputs.js";

const md = (s: string) => inlineText(parseInlineMarkdown(s));

/** The text a slide shows besides its title: what must be the input's own. */
function slideSentences(s: Slide): string[] {
  switch (s.layout) {
    case "title":
    case "section":
      return s.subtitle ? [s.subtitle] : [];
    case "bullets":
      return s.bullets.flatMap((b) => (typeof b === "string" ? [md(b)] : [md(b.text), ...b.children.map(md)]));
    case "content":
      return blockSentences(parseMarkdown(s.body).blocks);
    case "quote":
      return [s.quote];
    case "cards":
      return s.cards.flatMap((c) => [c.title, c.text ?? ""]);
    case "timeline":
      return s.steps.flatMap((st) => [st.date ?? "", st.title, st.text ?? ""]);
    case "comparison":
      return s.columns.flatMap((c) => [c.heading, ...c.points.map(md)]);
    case "kpi":
      return s.metrics.flatMap((m) => [m.label, m.value]);
    case "table":
      return [...s.table.columns, ...s.table.rows.flat().map((c) => (c === null ? "" : String(c)))];
    default:
      return [];
  }
}

function blockSentences(blocks: Block[]): string[] {
  return blocks.flatMap((b): string[] => {
    if (b.type === "paragraph") return [inlineText(b.children)];
    if (b.type === "list") return b.items.flatMap((it) => blockSentences(it.blocks));
    if (b.type === "quote") return blockSentences(b.blocks);
    if (b.type === "table") return [...b.header, ...b.rows.flat()].map(inlineText);
    return [];
  });
}

/** A sentence is the input's when its words, markup and a cut's "…" aside, run together in the input. */
function notInInput(texts: string[], input: string): string[] {
  const all = compactText(input);
  return texts.flatMap(sentencesOf).filter((s) => compactText(s) && !all.includes(compactText(s)));
}

describe("condense: a summary made of the user's sentences", () => {
  for (const lang of LANGS) {
    it(`${lang}: every sentence of the deck and the doc is one of the input's`, async () => {
      for (let seed = 1; seed <= 6; seed++) {
        const input = generateNotes(seed * 613 + 1, lang, [300, 900, 2000][seed % 3]!);
        const text = splitInstruction(input.text).text;
        const deck = await composeTextMode("condense", input.text, [], { kind: "deck" });
        const slides = (deck.source as Deck).slides;
        expect(notInInput(slides.flatMap(slideSentences), text), `${lang} seed ${seed} deck`).toEqual([]);
        expect(
          slides.some((s) => s.sources),
          "pasted text cites no file",
        ).toBe(false);
        const doc = await composeTextMode("condense", input.text, [], { kind: "doc" });
        const markdown = (doc.source as Doc).markdown;
        expect(notInInput(blockSentences(parseMarkdown(markdown).blocks), text), `${lang} seed ${seed} doc`).toEqual(
          [],
        );
        expect(markdown).not.toContain("[^");
        expect(doc.warnings.join(" ")).toMatch(/every sentence is one of yours/);
      }
    });
  }

  it("is shorter than the text it condenses", async () => {
    const input = generateNotes(99, "en", 2000);
    const doc = (await composeTextMode("condense", input.text, [], { kind: "doc" })).source as Doc;
    expect(doc.markdown.split(/\s+/).length).toBeLessThan(input.words / 2);
  });
});
