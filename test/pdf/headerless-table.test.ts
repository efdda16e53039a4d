// A table whose source names no column is tagged as rows of data cells alone, and a named one keeps its TH row: read
// back from the PDF's structure tree (poppler), for a deck's table slide and a doc's Markdown table.
import { describe, expect, it } from "vitest";
import { exportSource } from "../../src/formats/export-source.js";
import type { Source } from "../../src/formats/model/source.js";
import { readTagged, rules, textOf, walk } from "./pdf-structure.js";

/** Each Table's rows as the roles of their cells, and their cells' text. */
async function tables(source: Source) {
  const pdf = await readTagged((await exportSource(source, "pdf")).bytes);
  expect(rules.tables(pdf)).toEqual([]);
  return [...walk(pdf.tree)]
    .filter((n) => n.role === "Table")
    .map((t) =>
      t.children.map((tr) => ({
        roles: tr.children.map((c) => c.role),
        cells: tr.children.map((c) => textOf(c).trim()),
      })),
    );
}

describe("a headerless table in the tagged PDF", () => {
  it("a deck's table slide: TD rows alone when its columns are unnamed, a TH row when named", async () => {
    const rows = [
      ["North", 1200],
      ["South", 800],
    ];
    const deck: Source = {
      kind: "deck",
      title: "Regions",
      slides: [
        { layout: "table", title: "Named", table: { columns: ["Region", "Sales"], rows } },
        { layout: "table", title: "Unnamed", table: { columns: ["", ""], rows } },
      ],
    };
    const [named, unnamed] = await tables(deck);
    expect(named!.map((r) => r.roles)).toEqual([
      ["TH", "TH"],
      ["TD", "TD"],
      ["TD", "TD"],
    ]);
    expect(unnamed!.map((r) => r.roles)).toEqual([
      ["TD", "TD"],
      ["TD", "TD"],
    ]);
    expect(unnamed!.map((r) => r.cells)).toEqual([
      ["North", "1,200"],
      ["South", "800"],
    ]);
  });

  it("a doc's Markdown table with an empty header row: its rows alone", async () => {
    const doc: Source = {
      kind: "doc",
      title: "Spec",
      markdown:
        "| | |\n|---|---|\n| **Status** | Approved |\n| **Owner** | Priya |\n\n| ID | Need |\n|---|---|\n| R1 | Sync |\n",
    };
    const [facts, needs] = await tables(doc);
    expect(facts!.map((r) => r.roles)).toEqual([
      ["TD", "TD"],
      ["TD", "TD"],
    ]);
    expect(needs!.map((r) => r.roles)).toEqual([
      ["TH", "TH"],
      ["TD", "TD"],
    ]);
  });
});
