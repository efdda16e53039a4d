// The edit layer on its own: formulas follow inserted, removed and renamed rows and tabs; an edit that cannot apply is
// skipped with its reason; a result that would break the source rules is never kept; points join a part in its own
// shape; an agenda lists the slides after it, each once.
import { describe, expect, it } from "vitest";
import { agendaIndex, agendaInStep, titlesAfter } from "../../src/documents/edits/agenda.js";
import { applyEdits } from "../../src/documents/edits/apply-edits.js";
import { extendMarkdown, extendSlide } from "../../src/documents/edits/extend-part.js";
import { splitDoc, joinDoc } from "../../src/formats/model/doc-sections.js";
import { fillFormula, renameTabRefs, shiftForInsert, shiftForRemove } from "../../src/formats/compute/formula-rows.js";
import { shortenMarkdown, shortenSlide } from "../../src/documents/edits/shorten.js";
import type { Deck, Sheet } from "../../src/formats/model/source.js";

const f = (formula: string) => ({ formula });

describe("formula rows", () => {
  it("moves references at or below an insertion, and a total below a list takes in a row added at its end", () => {
    expect(shiftForInsert(f("SUM(B2:B5)"), "Budget", "Budget", 6, 1, 7)).toEqual(f("SUM(B2:B6)"));
    expect(shiftForInsert(f("SUM(B2:B5)"), "Budget", "Budget", 4, 2, 8)).toEqual(f("SUM(B2:B7)"));
    expect(shiftForInsert(f("B7-B12"), "Budget", "Budget", 10, 1, 14)).toEqual(f("B7-B13"));
    expect(shiftForInsert(f("$B$12*2"), "Budget", "Budget", 10, 1, 3)).toEqual(f("$B$13*2"));
    // A range that ends above the insertion, used above it, stays as it was.
    expect(shiftForInsert(f("SUM(B2:B5)"), "Budget", "Budget", 6, 1, 1)).toEqual(f("SUM(B2:B5)"));
  });

  it("touches only the tab that changed, and never text in quotes", () => {
    expect(shiftForInsert(f("Budget!B9+B9"), "Notes", "Budget", 5, 1, null)).toEqual(f("Budget!B10+B9"));
    expect(shiftForInsert(f("'Plan 2027'!C9"), "Notes", "Plan 2027", 5, 1, null)).toEqual(f("'Plan 2027'!C10"));
    expect(shiftForInsert(f('COUNTIF(C2:C9,"B9")&" B9"'), "T", "T", 5, 1, 12)).toEqual(f('COUNTIF(C2:C10,"B9")&" B9"'));
    expect(shiftForInsert(f("LOG10(B9)"), "T", "T", 5, 1, 12)).toEqual(f("LOG10(B10)"));
  });

  it("shrinks ranges over removed rows and marks lost cells #REF!", () => {
    expect(shiftForRemove(f("SUM(B2:B10)"), "T", "T", 5, 2)).toEqual(f("SUM(B2:B8)"));
    expect(shiftForRemove(f("B12-B6"), "T", "T", 5, 2)).toEqual(f("B10-#REF!"));
    expect(shiftForRemove(f("SUM(B5:B6)"), "T", "T", 5, 2)).toEqual(f("SUM(#REF!)"));
  });

  it("fills a formula down and renames tab references", () => {
    expect(fillFormula("SUM(B14:M14)+$B$1", "T", 1)).toBe("SUM(B15:M15)+$B$1");
    expect(renameTabRefs("Budget!B2+'Budget'!C3+Other!B2", "Budget", "Plan 2027")).toBe(
      "'Plan 2027'!B2+'Plan 2027'!C3+Other!B2",
    );
  });
});

describe("shortening", () => {
  it("halves points, keeps a lone point's first sentence, and leaves data alone", () => {
    expect(shortenSlide({ layout: "bullets", title: "T", bullets: ["a", "b", "c", "d", "e", "f", "g"] })).toEqual({
      layout: "bullets",
      title: "T",
      bullets: ["a", "b", "c"],
    });
    expect(shortenSlide({ layout: "bullets", title: "T", bullets: ["One thing. And another."] })).toEqual({
      layout: "bullets",
      title: "T",
      bullets: ["One thing."],
    });
    const table = {
      layout: "table" as const,
      title: "T",
      table: { columns: ["a"], rows: [["1"], ["2"], ["3"], ["4"]] },
    };
    expect(shortenSlide(table)).toEqual(table);
    expect(shortenMarkdown("First sentence. Second one.\n\n- a\n- b\n- c\n- d\n\n| a | b |\n| - | - |")).toBe(
      "First sentence.\n\n- a\n- b\n\n| a | b |\n| - | - |",
    );
  });
});

describe("doc parts", () => {
  it("splits at ## outside code fences and joins back", () => {
    const md = "# Title\n\nLead.\n\n## One\n\nText.\n\n```\n## not a heading\n```\n\n## Two\n\n- a\n";
    const parts = splitDoc(md);
    expect(parts.head).toBe("# Title\n\nLead.");
    expect(parts.sections.map((s) => s.heading)).toEqual(["One", "Two"]);
    expect(joinDoc(parts)).toBe(md);
  });
});

describe("applyEdits", () => {
  const deck: Deck = {
    kind: "deck",
    title: "D",
    slides: [
      { layout: "title", title: "D" },
      { layout: "bullets", title: "A", bullets: ["x"] },
      { layout: "bullets", title: "B", bullets: ["y"] },
    ],
  };

  it("applies edits in order, each against the result of the one before", () => {
    const r = applyEdits(deck, [
      { op: "insert", at: 1, slide: { layout: "bullets", title: "New", bullets: ["z"] } },
      { op: "move", from: 3, to: 1 },
      { op: "rename", index: 2, title: "N" },
    ]);
    expect(r.source.kind === "deck" && r.source.slides.map((s) => ("title" in s ? s.title : ""))).toEqual([
      "D",
      "B",
      "N",
      "A",
    ]);
    expect(r.applied.map((a) => a.message)).toEqual([
      "Added slide 2 “New”",
      "Moved slide 4 “B” to place 2",
      "Renamed slide 3 “New” to “N”",
    ]);
    expect(r.problems).toEqual([]);
  });

  it("skips what cannot apply, with the reason, and keeps the rest", () => {
    const r = applyEdits(deck, [
      { op: "remove", index: 9 },
      { op: "replace-text", find: "absent", replace: "x" },
      { op: "shorten", index: 1 },
      { op: "retitle", title: "Deck two" },
    ]);
    expect(r.problems).toEqual([
      "There is no slide 10 (the document has 3).",
      "“absent” does not appear in the deck.",
      "Slide 2 “A” is as short as it can be without losing its data.",
    ]);
    expect(r.applied.map((a) => a.op)).toEqual(["retitle"]);
    expect(r.source.title).toBe("Deck two");
  });

  it("refuses a sheet's cell or row edit sent to a deck, making nothing", () => {
    const r = applyEdits(deck, [
      { op: "set-cells", tab: 0, cells: [{ row: 0, column: 0, value: 1 }] },
      { op: "remove-rows", tab: 0, at: 1, count: 1 },
    ]);
    expect(r.problems).toEqual(["A deck has no set-cells edit.", "A deck has no remove-rows edit."]);
    expect(r.applied).toEqual([]);
    expect(r.source).toBe(deck);
  });

  it("never keeps a result that breaks the source rules", () => {
    const full: Deck = {
      ...deck,
      slides: Array.from({ length: 60 }, (_, i) => ({ layout: "bullets" as const, title: `S${i}`, bullets: [] })),
    };
    const r = applyEdits(full, [{ op: "insert", at: 0, slide: { layout: "title", title: "One too many" } }]);
    expect(r.applied).toEqual([]);
    expect(r.problems[0]).toBe(
      "Added slide 1 “One too many” was not made: the deck would have 61 slides; a deck may have at most 60.",
    );
    expect(r.source).toBe(full);
  });

  it("renames a tab and the formulas that name it", () => {
    const sheet: Sheet = {
      kind: "sheet",
      title: "S",
      sheets: [
        { name: "Budget", columns: [{ header: "A" }, { header: "B" }], rows: [["x", 1]] },
        { name: "Summary", columns: [{ header: "A" }], rows: [[f("Budget!B2*2")]] },
      ],
    };
    const r = applyEdits(sheet, [
      { op: "rename", index: 0, title: "Plan 2027" },
      { op: "insert-rows", tab: 0, at: 0, rows: [["y", 2]] },
    ]);
    expect(r.source.kind === "sheet" && r.source.sheets[1]!.rows[0]).toEqual([f("'Plan 2027'!B3*2")]);
  });
});

describe("points added to a part that is there", () => {
  const fact = (text: string, label: string, value: string) => ({ text, figure: { label, value } });

  it("continues a section's list, numbering or table, and starts a list after prose", () => {
    expect(extendMarkdown("Intro.\n\n- a\n- b", [{ text: "c" }])).toBe("Intro.\n\n- a\n- b\n- c");
    expect(extendMarkdown("1. one\n2. two", [{ text: "three" }, { text: "four" }])).toBe(
      "1. one\n2. two\n3. three\n4. four",
    );
    expect(
      extendMarkdown("| Metric | Value | Source |\n| --- | --- | --- |\n| Revenue | 12% | x |", [
        fact("Output up 8%", "Output up", "8%"),
        { text: "A | B" },
      ]),
    ).toBe(
      "| Metric | Value | Source |\n| --- | --- | --- |\n| Revenue | 12% | x |\n| Output up | 8% |  |\n| A \\| B |  |  |",
    );
    expect(extendMarkdown("Just prose.", [{ text: "c" }])).toBe("Just prose.\n\n- c");
    expect(extendMarkdown("", [{ text: "c" }])).toBe("- c");
  });

  it("adds to a slide in its own kind, or says why it cannot", () => {
    expect(extendSlide({ layout: "bullets", title: "T", bullets: ["a"] }, [{ text: "b" }])).toEqual({
      part: { layout: "bullets", title: "T", bullets: ["a", "b"] },
    });
    expect(
      extendSlide({ layout: "kpi", title: "K", metrics: [{ value: "12%", label: "Revenue" }] }, [
        fact("Output up 8%", "Output up", "8%"),
      ]),
    ).toEqual({
      part: {
        layout: "kpi",
        title: "K",
        metrics: [
          { value: "12%", label: "Revenue" },
          { value: "8%", label: "Output up" },
        ],
      },
    });
    expect(
      extendSlide({ layout: "kpi", title: "K", metrics: [{ value: "12%", label: "Revenue" }] }, [
        { text: "No figure" },
      ]),
    ).toHaveProperty("why");
    const cards = {
      layout: "cards" as const,
      title: "C",
      cards: Array.from({ length: 6 }, (_, i) => ({ title: `c${i}` })),
    };
    expect(extendSlide(cards, [{ text: "seventh" }])).toEqual({ why: "a cards slide holds at most six short cards" });
    expect(extendSlide({ layout: "timeline", steps: [{ title: "a" }, { title: "b" }] }, [{ text: "c" }])).toEqual({
      part: { layout: "timeline", steps: [{ title: "a" }, { title: "b" }, { title: "c" }] },
    });
    expect(
      extendSlide(
        {
          layout: "comparison",
          columns: [
            { heading: "A", points: [] },
            { heading: "B", points: [] },
          ],
        },
        [{ text: "x" }],
      ),
    ).toHaveProperty("why");
    expect(extendSlide({ layout: "quote", quote: "Q" }, [{ text: "x" }])).toEqual({
      why: "a quote slide has no list to add points to",
    });
  });
});

describe("the agenda in step", () => {
  const deck = (titles: string[], items = titles): Deck => ({
    kind: "deck",
    title: "D",
    slides: [
      { layout: "title", title: "D" },
      { layout: "agenda", title: "Agenda", items },
      ...titles.map((title) => ({ layout: "bullets" as const, title, bullets: [] })),
      { layout: "closing", title: "Questions?" },
    ],
  });

  it("lists the slides after it, each title once", () => {
    const d = deck(["A", "B", "a", "C"], ["A", "B", "C"]);
    expect(titlesAfter(d, agendaIndex(d))).toEqual(["A", "B", "C"]);
  });

  it("follows removed, renamed and moved slides when it listed them before, and is left alone when it did not", () => {
    const before = deck(["A", "B", "C"]);
    const removed = applyEdits(before, [
      { op: "remove", index: 3 },
      { op: "rename", index: 2, title: "A2" },
      { op: "move", from: 3, to: 2 },
    ]).source as Deck;
    expect(agendaInStep(before, removed)).toEqual({
      index: 1,
      slide: { layout: "agenda", title: "Agenda", items: ["C", "A2"] },
    });
    expect(agendaInStep(before, before)).toBeNull();
    expect(agendaInStep(deck(["A", "B", "C"], ["Intro", "Plan"]), removed)).toBeNull();
    // Moved to the end, it keeps what it listed rather than list nothing.
    expect(agendaInStep(before, applyEdits(before, [{ op: "move", from: 1, to: 4 }]).source as Deck)).toBeNull();
  });
});
