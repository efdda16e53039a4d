// The edit layer on its own: formulas follow inserted, removed and renamed rows and tabs; an edit that cannot apply is
// skipped with its reason; a result that would break the source rules is never kept.
import { describe, expect, it } from "vitest";
import { applyEdits } from "../../src/agent/edits/apply-edits.js";
import { splitDoc, joinDoc } from "../../src/agent/edits/doc-parts.js";
import { fillFormula, renameTabRefs, shiftForInsert, shiftForRemove } from "../../src/formats/compute/formula-rows.js";
import { shortenMarkdown, shortenSlide } from "../../src/agent/edits/shorten.js";
import type { Deck, Sheet } from "../../src/formats/source.js";

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
    expect(renameTabRefs("Budget!B2+'Budget'!C3+Other!B2", "Budget", "Plan 2027")).toBe("'Plan 2027'!B2+'Plan 2027'!C3+Other!B2");
  });
});

describe("shortening", () => {
  it("halves points, keeps a lone point's first sentence, and leaves data alone", () => {
    expect(shortenSlide({ layout: "bullets", title: "T", bullets: ["a", "b", "c", "d", "e", "f", "g"] })).toEqual({ layout: "bullets", title: "T", bullets: ["a", "b", "c"] });
    expect(shortenSlide({ layout: "bullets", title: "T", bullets: ["One thing. And another."] })).toEqual({ layout: "bullets", title: "T", bullets: ["One thing."] });
    const table = { layout: "table" as const, title: "T", table: { columns: ["a"], rows: [["1"], ["2"], ["3"], ["4"]] } };
    expect(shortenSlide(table)).toEqual(table);
    expect(shortenMarkdown("First sentence. Second one.\n\n- a\n- b\n- c\n- d\n\n| a | b |\n| - | - |")).toBe("First sentence.\n\n- a\n- b\n\n| a | b |\n| - | - |");
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
  const deck: Deck = { kind: "deck", title: "D", slides: [{ layout: "title", title: "D" }, { layout: "bullets", title: "A", bullets: ["x"] }, { layout: "bullets", title: "B", bullets: ["y"] }] };

  it("applies edits in order, each against the result of the one before", () => {
    const r = applyEdits(deck, [
      { op: "insert", at: 1, slide: { layout: "bullets", title: "New", bullets: ["z"] } },
      { op: "move", from: 3, to: 1 },
      { op: "rename", index: 2, title: "N" },
    ]);
    expect(r.source.kind === "deck" && r.source.slides.map((s) => ("title" in s ? s.title : ""))).toEqual(["D", "B", "N", "A"]);
    expect(r.applied.map((a) => a.message)).toEqual(["Added slide 2 “New”", "Moved slide 4 “B” to place 2", "Renamed slide 3 “New” to “N”"]);
    expect(r.problems).toEqual([]);
  });

  it("skips what cannot apply, with the reason, and keeps the rest", () => {
    const r = applyEdits(deck, [
      { op: "remove", index: 9 },
      { op: "replace-text", find: "absent", replace: "x" },
      { op: "shorten", index: 1 },
      { op: "retitle", title: "Deck two" },
    ]);
    expect(r.problems).toEqual(["There is no slide 10 (the document has 3).", "“absent” does not appear in the deck.", "Slide 2 “A” is as short as it can be without losing its data."]);
    expect(r.applied.map((a) => a.op)).toEqual(["retitle"]);
    expect(r.source.title).toBe("Deck two");
  });

  it("never keeps a result that breaks the source rules", () => {
    const full: Deck = { ...deck, slides: Array.from({ length: 60 }, (_, i) => ({ layout: "bullets" as const, title: `S${i}`, bullets: [] })) };
    const r = applyEdits(full, [{ op: "insert", at: 0, slide: { layout: "title", title: "One too many" } }]);
    expect(r.applied).toEqual([]);
    expect(r.problems[0]).toMatch(/^Added slide 1 “One too many” was not made: the deck would break a rule \(slides: /);
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
    const r = applyEdits(sheet, [{ op: "rename", index: 0, title: "Plan 2027" }, { op: "insert-rows", tab: 0, at: 0, rows: [["y", 2]] }]);
    expect(r.source.kind === "sheet" && r.source.sheets[1]!.rows[0]).toEqual([f("'Plan 2027'!B3*2")]);
  });
});
