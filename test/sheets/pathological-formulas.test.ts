// Sheets built to make the formula engine work harder than their size: whole-column ranges in every row, long chains
// and cycles of references, deep nesting, wildcards that backtrack, text that multiplies. Each costs about 4× at 4×
// the cells (never the cells times the range), and none overflows the stack.
import { describe, expect, it } from "vitest";
import { computeSheet } from "../../src/formats/compute/compute-sheet.js";
import type { Cell, Sheet } from "../../src/formats/model/source.js";
import { growthAt4x, LINEAR_AT_4X } from "../growth.js";

const sheetOf = (rows: Cell[][], headers = ["A", "B"]): Sheet => ({
  kind: "sheet",
  title: "x",
  sheets: [{ name: "T", columns: headers.map((header) => ({ header })), rows }],
});
const rowsOf = (n: number, row: (i: number) => Cell[]) => Array.from({ length: n }, (_, i) => row(i));
const grows = (make: (n: number) => Sheet, n: number) => growthAt4x((size) => computeSheet(make(size)), n);

describe("formulas over whole columns and long ranges", () => {
  it("SUM(A:A) in every row reads column A once, not once a row", () => {
    expect(grows((n) => sheetOf(rowsOf(n, (i) => [i, { formula: "SUM(A:A)" }])), 2_000)).toBeLessThan(LINEAR_AT_4X);
    const c = computeSheet(sheetOf(rowsOf(100, (i) => [i, { formula: i % 2 ? "SUM(A:A)" : "SUM($A:$A)-A2" }])));
    expect([c.valueAt(0, 1, 1), c.valueAt(0, 0, 1)]).toEqual([4950, 4950]);
  });

  it("whole rows and several columns stop at the tab's last row and column", () => {
    const c = computeSheet(
      sheetOf(
        [
          [1, 2, { formula: "SUM(A:B)" }],
          [3, 4, { formula: "COUNT(A:B)" }],
          [null, null, { formula: "SUM(2:2)" }],
          [null, null, { formula: "MAX(3:3)" }],
        ],
        ["A", "B", "C"],
      ),
    );
    expect([0, 1, 2, 3].map((r) => c.valueAt(0, r, 2))).toEqual([10, 4, 13, 4]);
    expect(c.warnings).toEqual([]);
  });

  it("fast-formula-parser's functions over one long range (SUMIF) cost a pass over it", () => {
    expect(
      grows((n) => sheetOf(rowsOf(n, (i) => [i, i === 0 ? { formula: `SUMIF(A2:A${n + 1},">0")` } : null])), 5_000),
    ).toBeLessThan(LINEAR_AT_4X);
  });

  it("the same formula over a whole column in every row (SUMIF(A:A)) is computed once", () => {
    expect(grows((n) => sheetOf(rowsOf(n, (i) => [i, { formula: 'SUMIF(A:A,">0")' }])), 2_000)).toBeLessThan(
      LINEAR_AT_4X,
    );
  });

  it("formulajs's functions over one long range (MEDIAN) cost a pass over it", () => {
    expect(
      grows((n) => sheetOf(rowsOf(n, (i) => [i, i === 0 ? { formula: `MEDIAN(A2:A${n + 1})` } : null])), 5_000),
    ).toBeLessThan(LINEAR_AT_4X);
  });
});

describe("chains, cycles and nesting", () => {
  it("a chain of 50,000 references, each to the row below, is computed without overflowing the stack", () => {
    const n = 50_000;
    const c = computeSheet(
      sheetOf(
        rowsOf(n, (i) => [i === n - 1 ? 1 : { formula: `A${i + 3}+1` }]),
        ["A"],
      ),
    );
    expect(c.valueAt(0, 0, 0)).toBe(n);
    expect(c.warnings).toEqual([]);
  });

  it("a cycle through 50,000 cells is a circular reference, and costs about linear time", () => {
    const cycle = (n: number) =>
      sheetOf(
        rowsOf(n, (i) => [{ formula: `A${((i + 1) % n) + 2}+1` }]),
        ["A"],
      );
    const c = computeSheet(cycle(50_000));
    expect(c.valueAt(0, 0, 0)).toMatchObject({ error: "#REF!" });
    expect(c.valueAt(0, 49_999, 0)).toMatchObject({ error: "#REF!" });
    expect(c.warnings).toEqual([expect.stringMatching(/^Circular reference: /)]);
    expect(grows(cycle, 5_000)).toBeLessThan(LINEAR_AT_4X);
  });

  it("a chain across 50 tabs resolves in order", () => {
    const tabs = Array.from({ length: 50 }, (_, t) => ({
      name: `T${t}`,
      columns: [{ header: "A" }],
      rows: rowsOf(100, (i): Cell[] => [t === 49 ? i : { formula: `T${t + 1}!A${i + 2}+1` }]),
    }));
    expect(computeSheet({ kind: "sheet", title: "x", sheets: tabs }).valueAt(0, 99, 0)).toBe(99 + 49);
  });

  it("a formula nested deeper than Excel's 64 levels is #VALUE! with a warning, at any depth", () => {
    const deep = (n: number, fn: string) => ({ formula: `${fn}(`.repeat(n) + "1" + ")".repeat(n) });
    const c = computeSheet(
      sheetOf([
        [deep(1_999, "SUM"), deep(64, "ABS")],
        [deep(3_999, ""), deep(64, "SUM")],
      ]),
    );
    expect([c.valueAt(0, 0, 0), c.valueAt(0, 0, 1), c.valueAt(0, 1, 0), c.valueAt(0, 1, 1)]).toEqual([
      { error: "#VALUE!" },
      1,
      { error: "#VALUE!" },
      1,
    ]);
    expect(c.warnings).toEqual(
      expect.arrayContaining([expect.stringMatching(/^The formula in T!A2 nests deeper than Excel's 64 levels/)]),
    );
  });
});

describe("text functions", () => {
  const texts = (n: number, formula: string) =>
    sheetOf(rowsOf(20, (i) => [i === 0 ? { formula } : null, "a".repeat(n)]));

  it("wildcards (COUNTIFS, COUNTIF, MATCH, VLOOKUP) match in about linear time, however many stars", () => {
    for (const formula of [
      'COUNTIFS(B2:B21,"*a*a*a*b")',
      'COUNTIF(B2:B21,"*a*a*a*b")',
      'MATCH("*a*a*a*b",B2:B21,0)',
      'VLOOKUP("*a*a*a*b",B2:B21,1,FALSE)',
    ]) {
      expect(
        grows((n) => texts(n, formula), 500),
        formula,
      ).toBeLessThan(LINEAR_AT_4X);
    }
    const c = computeSheet(texts(3_000, 'COUNTIFS(B2:B21,"' + "*a".repeat(30) + '*")'));
    expect(c.valueAt(0, 0, 0)).toBe(20);
  });

  it("REPT past Excel's 32,767 characters is #VALUE!, before the text is made", () => {
    const c = computeSheet(sheetOf([[{ formula: 'LEN(REPT("abc",100000000))' }, { formula: 'LEN(REPT("ab",3))' }]]));
    expect([c.valueAt(0, 0, 0), c.valueAt(0, 0, 1)]).toEqual([{ error: "#VALUE!" }, 6]);
  });
});
