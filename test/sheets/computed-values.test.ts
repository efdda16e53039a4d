// Computed sheets: Quire's formula engine agrees with LibreOffice's own recalculation on 130 formulas, openpyxl
// reads every cached value, and the pdf, html and csv exports show values, not formulas.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { computeSheet, type Computed } from "../../src/formats/compute/compute-sheet.js";
import { createEngine, FormulaError } from "../../src/formats/compute/formula-engine.js";
import { evaluateSimple, type SimpleCells } from "../../src/formats/compute/simple-formula.js";
import { renderSheetToCsv } from "../../src/formats/csv/render-sheet-to-csv.js";
import { renderHtml } from "../../src/formats/html/render-html.js";
import { renderSheetToPdf } from "../../src/formats/pdf/index.js";
import type { Sheet } from "../../src/formats/model/source.js";
import { renderSheetToXlsx } from "../../src/formats/xlsx/render-sheet-to-xlsx.js";
import { convertToCsv, hasSoffice } from "../office-exports/soffice-batch.js";
import { FORMULAS, formulaWorkbook } from "./formula-workbook.js";

const workbook = formulaWorkbook();
const computed = computeSheet(workbook);
const ours = FORMULAS.map((_, i) => computed.valueAt(0, i, 1));

/** Two values agree: equal text, or numbers equal to 1e-9 relative. */
function agree(a: Computed | undefined, b: Computed | undefined): boolean {
  if (typeof a === "number" && typeof b === "number") return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));
  return JSON.stringify(a) === JSON.stringify(b);
}

/** LibreOffice's CSV text back to a value: "12%" is 0.12, "03/02/2026" the date's serial, "#DIV/0!" the error. */
function fromLibreOffice(text: string): Computed {
  if (text === "") return null;
  if (text === "TRUE" || text === "FALSE") return text === "TRUE";
  if (/^#[A-Z/0!?]+/.test(text)) return { error: text };
  const percent = /^(-?[\d.]+)%$/.exec(text);
  if (percent) return Number(percent[1]) / 100;
  const date = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (date)
    return (Date.UTC(Number(date[3]), Number(date[1]) - 1, Number(date[2])) - Date.UTC(1899, 11, 30)) / 86_400_000;
  return text.trim() !== "" && !Number.isNaN(Number(text)) ? Number(text) : text;
}

const ourError = (v: Computed | undefined) => (v && typeof v === "object" ? { error: v.error } : v);

describe("the formula engine", () => {
  it("computes every formula of the workbook without warnings", () => {
    expect(FORMULAS.length).toBeGreaterThanOrEqual(100);
    expect(computed.count).toBe(FORMULAS.length);
    expect(computed.warnings).toEqual([]);
    expect(ours.filter((v) => v && typeof v === "object").map(ourError)).toEqual([{ error: "#DIV/0!" }]);
  });

  it("looks up with XLOOKUP and XMATCH (newer than the LibreOffice on these machines)", () => {
    const sheet: Sheet = {
      kind: "sheet",
      title: "x",
      sheets: [
        {
          name: "T",
          columns: [{ header: "k" }, { header: "v" }, { header: "f" }],
          rows: [
            ["a", 1, { formula: 'XLOOKUP("b",A2:A4,B2:B4)' }],
            ["b", 2, { formula: 'XLOOKUP("z",A2:A4,B2:B4,"none")' }],
            ["c", 3, { formula: 'XMATCH("c",A2:A4)' }],
            [null, null, { formula: "XLOOKUP(2.5,B2:B4,A2:A4,,1)" }],
          ],
        },
      ],
    };
    const c = computeSheet(sheet);
    expect([0, 1, 2, 3].map((r) => c.valueAt(0, r, 2))).toEqual([2, "none", 3, "c"]);
  });

  it("carries an error from one cell into another's IFERROR and arithmetic", () => {
    const sheet: Sheet = {
      kind: "sheet",
      title: "x",
      sheets: [
        {
          name: "T",
          columns: [{ header: "a" }, { header: "b" }, { header: "c" }],
          rows: [
            [5, { formula: "A2/0" }, { formula: 'IFERROR(B2,"none")' }],
            [{ formula: "B2+1" }, { formula: "ISERROR(B2)" }, { formula: 'IF(ISERROR(A3),"bad","ok")' }],
          ],
        },
      ],
    };
    const c = computeSheet(sheet);
    expect([
      c.valueAt(0, 0, 1),
      c.valueAt(0, 0, 2),
      c.valueAt(0, 1, 0),
      c.valueAt(0, 1, 1),
      c.valueAt(0, 1, 2),
    ]).toEqual([{ error: "#DIV/0!" }, "none", { error: "#DIV/0!" }, true, "bad"]);
  });

  it("shows a circular reference and an unknown function as error values, with a warning each", () => {
    const sheet: Sheet = {
      kind: "sheet",
      title: "x",
      sheets: [
        {
          name: "T",
          columns: [{ header: "a" }, { header: "b" }],
          rows: [
            [{ formula: "B2+1" }, { formula: "A2*2" }],
            [{ formula: "FROBNICATE(1)" }, { formula: "SUM(A:A)" }],
          ],
        },
      ],
    };
    const c = computeSheet(sheet);
    expect(c.valueAt(0, 0, 0)).toMatchObject({ error: "#REF!" });
    expect(c.valueAt(0, 1, 0)).toMatchObject({ error: "#NAME?" });
    expect(c.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Circular reference: T!/),
        "Unknown function FROBNICATE in T!A3: the cell shows #NAME?.",
      ]),
    );
  });
});

describe.skipIf(!hasSoffice)("agreement with LibreOffice's own recalculation", () => {
  it("gives the same value for every formula", async () => {
    // Without cached values, LibreOffice computes every formula itself.
    const { bytes } = await renderSheetToXlsx(workbook, { cacheValues: false });
    const csv = convertToCsv({ "formulas.xlsx": bytes })["formulas.xlsx"]!;
    const rows = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data.slice(1);
    expect(rows).toHaveLength(FORMULAS.length);
    // Text results compare as written (TEXT(…) gives "48.50"); other values as values.
    const differ = FORMULAS.map((f, i) => ({
      f,
      ours: ourError(ours[i]),
      lo: typeof ours[i] === "string" ? (rows[i]![1] ?? "") : fromLibreOffice(rows[i]![1] ?? ""),
    })).filter((d) => !agree(d.ours, d.lo));
    expect(differ).toEqual([]);
  });
});

const python = ["/usr/bin/python3", "python3"].find(
  (p) => spawnSync(p, ["-c", "import openpyxl"], { stdio: "ignore" }).status === 0,
);

describe.skipIf(!python)("cached values in the .xlsx", () => {
  it("are what openpyxl reads with data_only=True, for every formula", async () => {
    const { bytes } = await renderSheetToXlsx(workbook);
    const dir = mkdtempSync(join(tmpdir(), "quire-openpyxl-"));
    try {
      writeFileSync(join(dir, "f.xlsx"), bytes);
      const script =
        "import json,sys,openpyxl\nws=openpyxl.load_workbook(sys.argv[1],data_only=True)['Calc']\nprint(json.dumps([ws.cell(row=r,column=2).value for r in range(2,ws.max_row+1)],default=str))";
      const read = JSON.parse(
        execFileSync(python!, ["-c", script, join(dir, "f.xlsx")], { encoding: "utf8" }),
      ) as unknown[];
      expect(read).toHaveLength(FORMULAS.length);
      const differ = FORMULAS.map((f, i) => ({
        f,
        ours: ourError(ours[i]),
        read: typeof read[i] === "string" && /^#/.test(read[i] as string) ? { error: read[i] } : (read[i] as Computed),
      })).filter((d) => !agree(d.ours, d.read));
      expect(differ).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("exports show computed values", () => {
  const budget: Sheet = {
    kind: "sheet",
    title: "Budget",
    sheets: [
      {
        name: "B",
        columns: [
          { header: "Item" },
          { header: "Jan", type: "currency", format: "#,##0" },
          { header: "Feb", type: "currency", format: "#,##0" },
          { header: "Total", type: "currency", format: "#,##0" },
        ],
        rows: [
          ["Rent", 1200, 1200, { formula: "SUM(B2:C2)" }],
          ["Flour", 500, 650, { formula: "SUM(B3:C3)" }],
          ["Total", { formula: "SUM(B2:B3)" }, { formula: "SUM(C2:C3)" }, { formula: "SUM(D2:D3)" }],
        ],
      },
    ],
  };

  it("csv: the totals, never the formulas", () => {
    const text = renderSheetToCsv(budget).text;
    expect(text).toContain("Total,1700,1850,3550");
    expect(text).not.toContain("SUM(");
  });

  it("html: the formatted totals, the formula as the tooltip, and A1 headers", () => {
    const { html } = renderHtml(budget);
    expect(html).toContain('<td class="f num" title="=SUM(D2:D3)">$3,550</td>');
    expect(html).toContain('<th class="rn" scope="col" aria-label="Row">1</th>');
    expect(html).toContain('<span class="ref">D</span>Total');
    expect(html).toMatch(/<tr><th class="rn" scope="row">4<\/th><td>Total<\/td>/);
  });

  it("pdf: the totals as text", async () => {
    const { bytes } = await renderSheetToPdf(budget);
    const dir = mkdtempSync(join(tmpdir(), "quire-pdf-"));
    try {
      writeFileSync(join(dir, "b.pdf"), bytes);
      const text = execFileSync("pdftotext", ["-layout", join(dir, "b.pdf"), "-"], { encoding: "utf8" });
      expect(text).toMatch(/Total\s+\$1,700\s+\$1,850\s+\$3,550/);
      expect(text).not.toContain("SUM(");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the fast path for simple formulas", () => {
  it("gives the full engine's value for arithmetic and SUM/AVERAGE/MIN/MAX/COUNT, with Excel's rules for text, booleans, empties and errors", () => {
    const cells: Record<string, unknown> = {
      A1: 4,
      A2: 2.5,
      A3: "7",
      A4: "text",
      A5: true,
      A6: null,
      A7: 0,
      B1: 1e308,
    };
    const at = (row: number, col: number) => cells[`${String.fromCharCode(64 + col)}${row}`] ?? null;
    // Whole columns and rows stop at row 7 and column B, in both engines.
    const clamp = (r: { from: { row: number; col: number }; to: { row: number; col: number } }) => ({
      rows: Math.min(r.to.row, 7) - r.from.row + 1,
      cols: Math.min(r.to.col, 2) - r.from.col + 1,
    });
    const full = createEngine({
      cell: (r) => at(r.row, r.col) as never,
      range: (r) =>
        Array.from({ length: clamp(r).rows }, (_, i) =>
          Array.from({ length: clamp(r).cols }, (_, j) => at(r.from.row + i, r.from.col + j) as never),
        ),
    });
    const simpleCells: SimpleCells = {
      cell: (_sheet, row, col) => at(row, col) as never,
      error: (code) => new FormulaError(code),
      extent: () => ({ rows: 7, cols: 2 }),
      rangeTotals: (_sheet, _area, read) => read(),
    };
    const formulas = [
      "A1*A2",
      "A1/A7",
      "A1-A2*2+(A1+1)/2",
      "-A1+A2",
      "A3+1",
      "A4+1",
      "A5+1",
      "A6+1",
      "SUM(A1:A7)",
      "AVERAGE(A1:A7)",
      "MIN(A1:A7)",
      "MAX(A1:A7)",
      "COUNT(A1:A7)",
      "SUM(A1,A2,10)",
      "SUM(A1:A2)/COUNT(A1:A2)",
      "B1*10",
      "SUM(A4)",
      "A1/(A2-2.5)",
      "SUM(A:A)",
      "COUNT(A:B)",
      "MAX(1:1)",
      "SUM(2:3)",
    ];
    for (const f of formulas) {
      const fast = evaluateSimple(f, simpleCells, 20, 20);
      expect(fast, f).not.toBeUndefined();
      const slow = full.evaluate(f, { sheet: "S", row: 20, col: 20 }).value;
      expect(JSON.stringify(fast), f).toBe(JSON.stringify(slow));
    }
    // Excel's average of nothing is #DIV/0! (the full engine says #VALUE! there).
    expect(evaluateSimple("AVERAGE(A6)", simpleCells)).toMatchObject({ error: "#DIV/0!" });
    // What the fast path does not take goes to the full engine.
    for (const f of ['A1&"x"', "A1>2", "A1%", "A:A", "ROUND(A2,0)", "a1*2", ".5*A1"])
      expect(evaluateSimple(f, simpleCells), f).toBeUndefined();
  });
});
