// A document's history in plain words (what `quire` and the MCP tools print): each kind of change of real diffs of a
// deck, a doc and a sheet as one line, and what made each version.
import { describe, expect, it } from "vitest";
import type { Deck, Doc, Sheet } from "../../src/formats/model/source.js";
import { diffVersions } from "../../src/documents/history/diff-versions.js";
import { diffInWords, versionMadeBy } from "../../packages/sdk/src/history-in-words.js";

const deck: Deck = {
  kind: "deck",
  title: "Pilot review",
  slides: [
    { layout: "title", title: "Pilot review", subtitle: "Spring" },
    { layout: "bullets", title: "Results", bullets: ["42 hives"] },
    { layout: "bullets", title: "Costs", bullets: ["€380 a hive"] },
    { layout: "quote", quote: "Bees do not read plans." },
  ],
};
const [cover, results, costs, quote] = deck.slides;

const doc = (markdown: string): Doc => ({ kind: "doc", title: "Brief", markdown });
const sheet = (tabs: Sheet["sheets"]): Sheet => ({ kind: "sheet", title: "Costs", sheets: tabs });
const tab = (name: string, rows: Sheet["sheets"][number]["rows"]) => ({
  name,
  columns: [{ header: "Item" }, { header: "Cost" }],
  rows,
});

describe("history in words", () => {
  it("a deck: slides added, removed, moved and changed, by number and title; a retitled one says its old title", () => {
    const retitled = { ...results!, title: "Outcomes" } as Deck["slides"][number];
    const after: Deck = {
      ...deck,
      title: "Pilot review 2",
      slides: [cover!, retitled, costs!, quote!, { layout: "bullets", title: "Risks", bullets: ["Late frost"] }],
    };
    expect(diffInWords(diffVersions(deck, after))).toEqual([
      "title “Pilot review” → “Pilot review 2”",
      "slide 2 “Outcomes” changed (was “Results”)",
      "slide 5 “Risks” added",
    ]);
    expect(diffInWords(diffVersions(deck, { ...deck, slides: [cover!, results!, costs!] }))).toEqual([
      "slide 4 “Bees do not read plans.” removed",
    ]);
    // A slide without a title of its own is named by its number alone.
    const untitled = {
      layout: "image",
      image: { assetId: "asset_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ" },
    } as unknown as Deck["slides"][number];
    expect(diffInWords(diffVersions(deck, { ...deck, slides: [...deck.slides, untitled] }))).toEqual(["slide 5 added"]);
    expect(diffInWords(diffVersions(deck, { ...deck, slides: [cover!, quote!, results!, costs!] }))).toEqual([
      "slide 4 “Bees do not read plans.” moved to 2",
    ]);
    expect(diffInWords(diffVersions(deck, deck))).toEqual([]);
  });

  it("a doc: the opening, and sections by number and heading", () => {
    const before = doc("Intro.\n\n## Results\n\n42 hives.\n\n## Costs\n\n€380 a hive.\n");
    const after = doc("New intro.\n\n## Results\n\n44 hives.\n\n## Costs\n\n€380 a hive.\n\n## Risks\n\nLate frost.\n");
    expect(diffInWords(diffVersions(before, after))).toEqual([
      "the opening (before the first section) changed",
      "section 1 “Results” changed",
      "section 3 “Risks” added",
    ]);
  });

  it("a sheet: cells by address with before → after, rows with their cells, tabs by name", () => {
    const before = sheet([
      tab("Costs", [
        ["Rent", 900],
        ["Hives", 1200],
        ["Bees", 300],
      ]),
    ]);
    const after = sheet([
      tab("Budget", [
        ["Rent", 900],
        ["Hives", { formula: "B2*2" }],
        ["Bees", 300],
        ["Frames", 80],
      ]),
      tab("Notes", []),
    ]);
    expect(diffInWords(diffVersions(before, after))).toEqual([
      "tab “Costs” renamed to “Budget”",
      "cell B3 of Budget: 1200 → =B2*2",
      "row 5 of Budget added: Frames, 80",
      "tab “Notes” added",
    ]);
    const emptied = sheet([
      tab("Costs", [
        ["Rent", null],
        ["Hives", 1200],
      ]),
    ]);
    expect(diffInWords(diffVersions(before, emptied))).toEqual([
      "cell B2 of Costs: 900 → (empty)",
      "row 4 of Costs removed: Bees, 300",
    ]);
  });

  it("says when the list stops", () => {
    expect(
      diffInWords({ title: null, changes: [{ change: "added", part: "slide", to: 1, label: "A" }], truncated: true }),
    ).toEqual(["slide 1 “A” added", "… and more: the list stops after 1 changes"]);
  });

  it("what made each version; a restore names where from; a change it does not know reads as its name", () => {
    const made = (change: string, restoredFrom: number | null = null) => versionMadeBy({ change, restoredFrom });
    expect(["created", "edited", "revised", "imported", "moved", "baseline"].map((c) => made(c))).toEqual([
      "created",
      "edited",
      "revised by the agent",
      "imported",
      "moved to another space",
      "history begins",
    ]);
    expect(made("restored", 4)).toBe("restored from 4");
    expect(made("merged")).toBe("merged");
  });
});
