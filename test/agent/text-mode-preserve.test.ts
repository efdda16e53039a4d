// textMode "preserve" as properties over generated notes and outlines (ten languages, every heading style and list
// shape, up to ~2,000 words): every word of the input on the slides in its order and nothing else, no gap or
// placeholder, titles unique, every slide within the text budget; docs and sheets keep every word and cell too.
import { describe, expect, it } from "vitest";
import { composeTextMode, textModeKind } from "../../src/agent/builtin/text-modes/compose-text-mode.js";
import { splitInstruction } from "../../src/agent/reading/instruction-line.js";
import { compactText } from "../../src/agent/builtin/text-modes/shown-text.js";
import { parseMarkdown } from "../../src/formats/model/markdown/parse-markdown.js";
import { inlineText } from "../../src/formats/model/blocks.js";
import type { Deck, Doc, Sheet } from "../../src/formats/model/source.js";
import { checkDeck, firstDifference } from "./text-mode-check.js";
import { generateNotes, LANGS } from "./text-mode-inputs.js";

const SIZES = [40, 150, 400, 900, 2000];
/** Generated texts per language; TEXT_MODE_SEEDS=200 for a longer search. */
const SEEDS = Number(process.env.TEXT_MODE_SEEDS ?? 12);

describe("preserve: a deck of the user's own text", () => {
  for (const lang of LANGS) {
    it(`${lang}: every word on the slides in order, nothing added, titles unique, every slide within budget`, async () => {
      for (let seed = 1; seed <= SEEDS; seed++) {
        const input = generateNotes(seed * 7919 + lang.length, lang, SIZES[seed % SIZES.length]!);
        const label = `${lang} seed ${seed} (${input.words} words)`;
        expect(splitInstruction(input.text).instruction, label).toBe(input.instruction);
        const { source, warnings } = await composeTextMode("preserve", input.text, [], { kind: "deck" });
        expect(source.kind).toBe("deck");
        const cut = warnings.some((w) => /were left out/.test(w));
        if (cut) expect((source as Deck).slides.length, label).toBe(60);
        checkDeck(source as Deck, input.pieces, label, cut);
        expect(warnings.join(" ")).toMatch(/word for word/);
      }
    });
  }

  it("uses the designed kinds where the shape fits", async () => {
    const layouts = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const { source } = await composeTextMode("preserve", generateNotes(seed, "en", 600).text, [], { kind: "deck" });
      for (const s of (source as Deck).slides) layouts.add(s.layout);
    }
    for (const l of ["kpi", "timeline", "cards", "comparison", "bullets", "content"]) expect(layouts).toContain(l);
  });

  it("reads a slide count from the instruction line and spreads the text towards it, never below the budget", async () => {
    const text =
      "Make a 6-slide deck from these notes:\nGoals\n\n- Grow revenue by a third.\n- Hire two roasters.\n- Open a café in Lyon.\n- Train every barista.\n- Cut delivery times.\n- Review prices in January.";
    const { source, warnings } = await composeTextMode("preserve", text, [], { kind: "deck" });
    const deck = source as Deck;
    expect(deck.slides.length).toBeGreaterThan(1);
    expect(deck.slides.length).toBeLessThanOrEqual(6);
    checkDeck(
      deck,
      [
        "Goals",
        "Grow revenue by a third.",
        "Hire two roasters.",
        "Open a café in Lyon.",
        "Train every barista.",
        "Cut delivery times.",
        "Review prices in January.",
      ],
      "count",
    );
    expect(warnings.join(" ")).toMatch(/word for word/);
  });

  it("keeps to a hard cap (the demo's 6 slides) and says what was left out", async () => {
    const input = generateNotes(3, "en", 2000);
    const { source, warnings } = await composeTextMode("preserve", input.text, [], { kind: "deck", maxSlides: 6 });
    expect((source as Deck).slides).toHaveLength(6);
    expect(warnings.join(" ")).toMatch(/were left out/);
  });

  it("splits at `---` lines, each part's first heading its title", async () => {
    const text = "## One\n\nFirst point here.\n\n---\n\n## Two\n\nSecond point here.\n\n---\n\nNo heading on this one.";
    const deck = (await composeTextMode("preserve", text, [], { kind: "deck" })).source as Deck;
    expect(deck.slides.map((s) => ("title" in s ? s.title : undefined))).toEqual(["One", "Two", undefined]);
  });
});

describe("preserve: docs and sheets", () => {
  for (const lang of LANGS) {
    it(`${lang}: a doc with every word of the text, headings kept`, async () => {
      for (let seed = 1; seed <= 5; seed++) {
        const input = generateNotes(seed * 131, lang, SIZES[seed % SIZES.length]!);
        const { source } = await composeTextMode("preserve", input.text, [], { kind: "doc" });
        const doc = source as Doc;
        const text = compactText(parseMarkdown(doc.markdown).blocks.map(blockText).join(" "));
        const want = compactText(input.pieces.join(" "));
        expect(
          text === want || compactText(doc.title) + text === want,
          `${lang} seed ${seed}: ${firstDifference(input.pieces.join(" "), `${doc.title} ${parseMarkdown(doc.markdown).blocks.map(blockText).join(" ")}`)}`,
        ).toBe(true);
      }
    });
  }

  it("a pasted CSV, TSV or Markdown table becomes a sheet with every cell", async () => {
    const csv = "Month,Revenue,Costs\nJan,1200,800\nFeb,1350,820\nMar,1500,900";
    expect(textModeKind(csv)).toBe("sheet");
    const fromCsv = (await composeTextMode("preserve", csv, [], { kind: "sheet" })).source as Sheet;
    expect(fromCsv.sheets[0]!.columns.map((c) => c.header)).toEqual(["Month", "Revenue", "Costs"]);
    expect(fromCsv.sheets[0]!.rows).toEqual([
      ["Jan", 1200, 800],
      ["Feb", 1350, 820],
      ["Mar", 1500, 900],
    ]);
    const tsv = "Make a spreadsheet from this table:\nItem\tQty\nBeans\t40\nMilk\t12";
    expect(textModeKind(tsv)).toBe("sheet");
    const fromTsv = (await composeTextMode("preserve", tsv, [], { kind: "sheet" })).source as Sheet;
    expect(fromTsv.sheets[0]!.rows).toEqual([
      ["Beans", 40],
      ["Milk", 12],
    ]);
    const md =
      "## Costs\n\n| Item | Amount |\n|---|---|\n| Rent | $1,200 |\n| Staff | $3,400 |\n\n## Stock\n\n| Item | Bags |\n|---|---|\n| Beans | 40 |";
    const fromMd = (await composeTextMode("preserve", md, [], { kind: "sheet" })).source as Sheet;
    expect(fromMd.sheets.map((t) => t.name)).toEqual(["Costs", "Stock"]);
    expect(fromMd.sheets[1]!.rows).toEqual([["Beans", 40]]);
  });
});

function blockText(b: ReturnType<typeof parseMarkdown>["blocks"][number]): string {
  if (b.type === "paragraph" || b.type === "heading") return inlineText(b.children);
  if (b.type === "list") return b.items.map((it) => it.blocks.map(blockText).join(" ")).join(" ");
  if (b.type === "quote") return b.blocks.map(blockText).join(" ");
  if (b.type === "table") return [...b.header, ...b.rows.flat()].map(inlineText).join(" ");
  if (b.type === "code") return b.text;
  return "";
}
