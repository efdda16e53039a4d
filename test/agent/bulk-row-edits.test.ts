// Typed edits naming many rows are one pass: remove-rows of N ids is one removal and one check of the result, not N,
// and gives what removing them one by one from the bottom up gave (rows, formulas on every tab, row ids).
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyDocumentEdits } from "../../src/documents/edits/apply-document-edits.js";
import { applyEdits } from "../../src/documents/edits/apply-edits.js";
import { SourceSchema, type Cell, type Sheet } from "../../src/formats/model/source.js";
import { positionalIds, rowId } from "../../src/documents/part-ids.js";

afterEach(() => vi.restoreAllMocks());

/** A sheet of `n` rows whose totals and references on two tabs span the rows removed. */
function sheetOf(n: number): Sheet {
  const rows: Cell[][] = Array.from({ length: n }, (_, i) => [`r${i}`, i, { formula: `B${i + 2}*2` }]);
  const totals: Cell[][] = [
    ["All", { formula: `SUM(Data!B2:B${n + 1})` }],
    ["Fifth", { formula: "Data!B7" }],
    ["Middle", { formula: `SUM(Data!B10:B${Math.floor(n / 2) + 5})` }],
  ];
  return {
    kind: "sheet",
    title: "Ledger",
    sheets: [
      { name: "Data", columns: [{ header: "Name" }, { header: "Amount" }, { header: "Double" }], rows },
      { name: "Totals", columns: [{ header: "What" }, { header: "Value" }], rows: totals },
    ],
  };
}

describe("remove-rows by id", () => {
  it("is one removal and one check of the result however many rows it names", () => {
    const sheet = sheetOf(2_000);
    const ids = positionalIds(sheet);
    const named = Array.from({ length: 100 }, (_, k) => rowId(ids.rows![0]![k * 19 + 4]!));
    const checks = vi.spyOn(SourceSchema, "safeParse");
    const out = applyDocumentEdits(sheet, ids, [{ op: "remove-rows", tab: 1, rows: named }]);
    expect(checks).toHaveBeenCalledTimes(1);
    expect(out.source.kind === "sheet" && out.source.sheets[0]!.rows).toHaveLength(1_900);
    expect(out.applied).toHaveLength(1);
  });

  it("gives the rows, formulas and ids that removing each row alone, from the last up, gives", () => {
    const sheet = sheetOf(300);
    const ids = positionalIds(sheet);
    const picks = [4, 5, 6, 40, 41, 149, 150, 151, 298, 299, 0, 1, 77];
    const one = applyDocumentEdits(sheet, ids, [
      { op: "remove-rows", tab: "Data", rows: picks.map((i) => rowId(ids.rows![0]![i]!)) },
    ]);
    // The engine's own edits, a row at a time from the bottom up: the way the typed edit was made before.
    const alone = applyEdits(
      sheet,
      [...picks].sort((a, b) => b - a).map((at) => ({ op: "remove-rows" as const, tab: 0, at, count: 1 })),
    );
    expect(alone.problems).toEqual([]);
    expect(one.source).toEqual(alone.source);
    const left = ids.rows![0]!.filter((_, i) => !picks.includes(i));
    expect(one.ids.rows![0]).toEqual(left);
    expect(one.ids.rows![1]).toBe(ids.rows![1]);
  });

  it("a range of rows removed by `from` and `count` still shrinks totals and marks lost cells #REF!", () => {
    const sheet = sheetOf(20);
    const out = applyDocumentEdits(sheet, positionalIds(sheet), [{ op: "remove-rows", tab: 1, from: 5, count: 6 }]);
    const totals = out.source.kind === "sheet" ? out.source.sheets[1]!.rows : [];
    expect(totals.map((r) => r[1])).toEqual([
      { formula: "SUM(Data!B2:B15)" },
      { formula: "Data!#REF!" },
      { formula: "SUM(Data!B5:B9)" },
    ]);
  });
});

describe("set-cells by row id", () => {
  it("finds each of 5,000 rows by id without a pass over the tab for each, and copies only the rows it sets", () => {
    const sheet = sheetOf(20_000);
    const ids = positionalIds(sheet);
    const cells = Array.from({ length: 5_000 }, (_, k) => ({
      row: rowId(ids.rows![0]![k * 4]!),
      column: "Amount",
      value: -k,
    }));
    const out = applyDocumentEdits(sheet, ids, [{ op: "set-cells", tab: 1, cells }]);
    const rows = out.source.kind === "sheet" ? out.source.sheets[0]!.rows : [];
    expect(rows[8]![1]).toBe(-2);
    expect(rows[9]![1]).toBe(9);
  });
});
