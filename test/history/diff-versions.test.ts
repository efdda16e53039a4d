// The version diff over generated edits: every part accounted for once, one edit reads as one change of the right kind.
import { describe, expect, it } from "vitest";
import { diffVersions, type PartChange } from "../../src/documents/history/diff-versions.js";
import type { Deck, Sheet, Source } from "../../src/formats/model/source.js";
import { mutate, randomDeck, randomDoc, randomSheet, seeded } from "./generated-sources.js";

const only = (changes: PartChange[], change: PartChange["change"]) => changes.filter((c) => c.change === change);

describe("version diff", () => {
  it("accounts for every slide of 300 generated deck edits exactly once", () => {
    for (let seed = 1; seed <= 300; seed++) {
      const rng = seeded(seed);
      let before: Source = randomDeck(rng);
      for (let i = 0; i < rng.int(0, 3); i++) before = mutate(rng, before);
      let after = before;
      for (let i = 0; i < rng.int(1, 3); i++) after = mutate(rng, after);
      const a = (before as Deck).slides;
      const b = (after as Deck).slides;
      const { changes } = diffVersions(before, after);
      const tos = changes.filter((c) => c.to !== undefined).map((c) => c.to!);
      const froms = changes.filter((c) => c.from !== undefined).map((c) => c.from!);
      expect(new Set(tos).size, `seed ${seed}`).toBe(tos.length);
      expect(new Set(froms).size, `seed ${seed}`).toBe(froms.length);
      for (const c of changes) {
        if (c.to !== undefined) expect(c.to).toBeLessThanOrEqual(b.length);
        if (c.from !== undefined) expect(c.from).toBeLessThanOrEqual(a.length);
        if (c.after !== undefined) expect(c.after).toEqual(b[c.to! - 1]);
        if (c.before !== undefined) expect(c.before).toEqual(a[c.from! - 1]);
        if (c.change === "moved") expect(a[c.from! - 1]).toEqual(b[c.to! - 1]);
      }
      // What the diff does not list was kept: each such slide of the new version is one of the old, unchanged.
      const unlisted = b.map((_, j) => j + 1).filter((j) => !tos.includes(j));
      const untouched = a.map((_, i) => i + 1).filter((i) => !froms.includes(i));
      expect(
        unlisted.map((j) => b[j - 1]),
        `seed ${seed}`,
      ).toEqual(untouched.map((i) => a[i - 1]));
      expect(a.length - only(changes, "removed").length).toBe(b.length - only(changes, "added").length);
    }
  });

  it("reads one edit as one change of its kind", () => {
    const rng = seeded(11);
    const deck: Deck = {
      ...randomDeck(rng),
      slides: [0, 1, 2, 3, 4].map((i) => ({
        layout: "bullets" as const,
        title: `Slide ${i}`,
        bullets: [`point ${i}`],
      })),
    };
    const moved = structuredClone(deck);
    moved.slides.splice(3, 0, moved.slides.splice(0, 1)[0]!);
    expect(diffVersions(deck, moved).changes).toEqual([
      { change: "moved", part: "slide", from: 1, to: 4, label: "Slide 0" },
    ]);

    const added = structuredClone(deck);
    added.slides.splice(2, 0, { layout: "content", title: "Hives cost €380", body: "Each." });
    expect(diffVersions(deck, added).changes).toEqual([
      { change: "added", part: "slide", to: 3, label: "Hives cost €380", after: added.slides[2] },
    ]);

    const removed = structuredClone(deck);
    removed.slides.splice(4, 1);
    expect(diffVersions(deck, removed).changes).toMatchObject([
      { change: "removed", part: "slide", from: 5, label: "Slide 4" },
    ]);

    const rewritten = structuredClone(deck);
    rewritten.slides[1] = { layout: "content", title: "Another title", body: "New words." };
    expect(diffVersions(deck, rewritten).changes).toMatchObject([
      { change: "changed", part: "slide", from: 2, to: 2, label: "Another title" },
    ]);

    const retitled = { ...deck, title: "New name" };
    expect(diffVersions(deck, retitled)).toMatchObject({
      title: { before: deck.title, after: "New name" },
      changes: [],
    });
  });

  it("lists a doc's sections by heading", () => {
    const rng = seeded(5);
    const doc = randomDoc(rng);
    const heading = /^## (.+)$/m.exec(doc.markdown)![1]!;
    const edited = {
      ...doc,
      markdown: doc.markdown.replace(`## ${heading}\n\n`, `## ${heading}\n\nA new first line.\n\n`),
    };
    expect(diffVersions(doc, edited).changes).toMatchObject([
      { change: "changed", part: "section", label: heading, from: 1, to: 1 },
    ]);
    const appended = { ...doc, markdown: `${doc.markdown}\n## Risks\n\nThe pilot may slip.\n` };
    const [change] = diffVersions(doc, appended).changes;
    expect(change).toMatchObject({ change: "added", part: "section", label: "Risks", after: "The pilot may slip." });
  });

  it("lists a sheet's edits per cell and per row, with the cell's address", () => {
    const rng = seeded(9);
    const sheet = randomSheet(rng) as Sheet;
    sheet.sheets[0]!.rows = Array.from({ length: 6 }, (_, r) => [`item ${r}`, r * 10, null]);
    const cell = structuredClone(sheet);
    cell.sheets[0]!.rows[3]![1] = 999;
    expect(diffVersions(sheet, cell).changes).toEqual([
      { change: "changed", part: "cell", from: 5, to: 5, label: "Costs", cell: "B5", before: 30, after: 999 },
    ]);
    const inserted = structuredClone(sheet);
    inserted.sheets[0]!.rows.splice(2, 0, ["new", 1, "x"]);
    expect(diffVersions(sheet, inserted).changes).toEqual([
      { change: "added", part: "row", to: 4, label: "Costs", after: ["new", 1, "x"] },
    ]);
    const header = structuredClone(sheet);
    header.sheets[0]!.columns[2]!.header = "Comment";
    expect(diffVersions(sheet, header).changes).toMatchObject([
      { change: "changed", part: "cell", cell: "C1", before: "Note", after: "Comment" },
    ]);
    const tab = structuredClone(sheet);
    tab.sheets.unshift({ name: "Summary", columns: [{ header: "Total" }], rows: [[1]] });
    expect(diffVersions(sheet, tab).changes).toEqual([{ change: "added", part: "tab", to: 1, label: "Summary" }]);
  });

  it("stops at the limit and says so", () => {
    const rng = seeded(3);
    const sheet = randomSheet(rng) as Sheet;
    sheet.sheets[0]!.rows = Array.from({ length: 700 }, (_, r) => [`item ${r}`, r, null]);
    const all = structuredClone(sheet);
    for (const row of all.sheets[0]!.rows) row[2] = "noted";
    const diff = diffVersions(sheet, all);
    expect(diff.changes).toHaveLength(500);
    expect(diff.truncated).toBe(true);
  });
});
