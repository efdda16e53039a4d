// A budget sheet's xlsx and PDF agree: a currency column's xlsx format shows its currency as the PDF does, input
// cells (filled or still empty) carry the column's format rather than General, and the xlsx prints one page wide.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { unzipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { formatValue } from "../../src/formats/model/number-format.js";
import { formatCell, renderSheetToPdf } from "../../src/formats/pdf/index.js";
import type { Cell, Column, Sheet } from "../../src/formats/model/source.js";
import { renderSheetToXlsx } from "../../src/formats/xlsx/render-sheet-to-xlsx.js";
import { convertToPdf, sofficeSkipReason } from "../office/soffice.js";
import { validateOoxml } from "../ooxml/validate-package.js";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const letter = (i: number) => String.fromCharCode(65 + i);

/** A year budget as the builtin composer makes it: months typed currency "#,##0", inputs mostly empty, live totals. */
function budget(): Sheet {
  const columns: Column[] = [
    { header: "Item", type: "string", width: 30 },
    ...MONTHS.map((m): Column => ({ header: m, type: "currency", format: "#,##0", width: 11 })),
    { header: "Total", type: "currency", format: "#,##0", width: 13 },
  ];
  const line = (name: string, row: number, values: Record<number, number>): Cell[] => [
    name,
    ...MONTHS.map((_, i) => values[i] ?? null),
    { formula: `SUM(B${row}:M${row})` },
  ];
  const rows: Cell[][] = [
    line("Rent", 2, { 0: 1200, 1: 1200 }),
    line("Flour", 3, { 0: 500, 1: 650, 2: -300 }),
    line("Insurance", 4, {}),
    ["Total", ...[...MONTHS, "Total"].map((_, i): Cell => ({ formula: `SUM(${letter(i + 1)}2:${letter(i + 1)}4)` }))],
  ];
  return { kind: "sheet", title: "Bakery budget", sheets: [{ name: "Budget", columns, rows }] };
}

async function workbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes.slice().buffer as ArrayBuffer);
  return wb;
}

const dir = mkdtempSync(join(tmpdir(), "quire-budget-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
function pdfText(bytes: Uint8Array): string {
  const file = join(dir, `b-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

describe("a budget sheet in xlsx", () => {
  it("gives currency columns a currency format, on inputs (filled and empty) and on formulas alike", async () => {
    const { bytes } = await renderSheetToXlsx(budget());
    expect(validateOoxml(bytes)).toEqual([]);
    const ws = (await workbook(bytes)).worksheets[0]!;
    expect(ws.getCell("B2").value).toBe(1200);
    expect(ws.getCell("B2").numFmt).toBe("$#,##0"); // a filled input
    expect(ws.getCell("C4").value).toBeNull();
    expect(ws.getCell("C4").numFmt).toBe("$#,##0"); // an input still to fill: what is typed there shows as currency
    expect(ws.getCell("G3").numFmt).toBe("$#,##0");
    expect((ws.getCell("N2").value as { formula: string }).formula).toBe("SUM(B2:M2)");
    expect(ws.getCell("N2").numFmt).toBe("$#,##0"); // a formula total
    expect(ws.getCell("B5").numFmt).toBe("$#,##0");
    expect(ws.getColumn(2).numFmt).toBe("$#,##0");
    // The label column stays General; the header row keeps its own style.
    expect(ws.getCell("A2").numFmt ?? "General").toBe("General");
    expect(ws.getColumn(1).numFmt ?? "General").toBe("General");
    expect(ws.getCell("B1").font?.bold).toBe(true);
  });

  it("keeps a currency a column's format already names; a currency column without a format shows $ and cents", async () => {
    const sheet: Sheet = {
      kind: "sheet",
      title: "Prices",
      sheets: [
        {
          name: "P",
          columns: [
            { header: "Item" },
            { header: "Euro", type: "currency", format: "€#,##0.00" },
            { header: "Plain", type: "currency" },
            { header: "Quoted", type: "currency", format: '"$"#,##0' },
            { header: "Count", type: "integer" },
          ],
          rows: [["a", 1234.5, 1234.5, 99, 3]],
        },
      ],
    };
    const ws = (await workbook((await renderSheetToXlsx(sheet)).bytes)).worksheets[0]!;
    expect(["B2", "C2", "D2", "E2"].map((r) => ws.getCell(r).numFmt)).toEqual([
      "€#,##0.00",
      "$#,##0.00",
      '"$"#,##0',
      "#,##0",
    ]);
  });

  it("prints one page wide, as many pages down as it takes, landscape when the columns are wide", async () => {
    const { bytes } = await renderSheetToXlsx(budget());
    const ws = (await workbook(bytes)).worksheets[0]!;
    expect(ws.pageSetup).toMatchObject({ fitToPage: true, fitToWidth: 1, fitToHeight: 0, orientation: "landscape" });
    const xml = new TextDecoder().decode(unzipSync(bytes)["xl/worksheets/sheet1.xml"]!);
    expect(xml).toMatch(/<worksheet [^>]*><sheetPr><pageSetUpPr fitToPage="1"\/><\/sheetPr><dimension /);
    expect(xml).toMatch(
      /<pageMargins [^>]*\/><pageSetup orientation="landscape" fitToWidth="1" fitToHeight="0"\/><\/worksheet>$/,
    );

    const narrow: Sheet = {
      kind: "sheet",
      title: "N",
      sheets: [
        { name: "N", columns: [{ header: "Item" }, { header: "Cost", type: "currency" }], rows: [["Rent", 1200]] },
      ],
    };
    const small = (await workbook((await renderSheetToXlsx(narrow)).bytes)).worksheets[0]!;
    expect(small.pageSetup).toMatchObject({ fitToPage: true, fitToWidth: 1, fitToHeight: 0, orientation: "portrait" });
  });
});

describe.skipIf(sofficeSkipReason !== null)("a budget sheet's xlsx printed by LibreOffice", () => {
  it(
    "fits on one landscape page (a dozen month columns used to print across several pages), currency shown",
    { timeout: 200_000 },
    async () => {
      const printed = convertToPdf((await renderSheetToXlsx(budget())).bytes, "xlsx");
      try {
        expect(printed.pages).toBe(1);
        const text = printed.text();
        expect(text).toMatch(/Rent\s+\$1,200\s+\$1,200/);
        expect(text).toMatch(/Dec\s+Total/);
      } finally {
        printed.cleanup();
      }
    },
  );
});

describe("a budget sheet's PDF shows what its xlsx format shows", () => {
  it("every currency cell's PDF text is its xlsx number format applied to its value", async () => {
    const sheet = budget();
    const xlsx = (await workbook((await renderSheetToXlsx(sheet)).bytes)).worksheets[0]!;
    const text = pdfText((await renderSheetToPdf(sheet)).bytes);
    // Cached formula values and inputs, formatted as Excel would with the xlsx's own format.
    const shown = (ref: string) => {
      const cell = xlsx.getCell(ref);
      const v = cell.value;
      const n = typeof v === "number" ? v : Number(cell.result); // exceljs keeps a cached 0 only in .result
      return formatValue(n, cell.numFmt);
    };
    expect([shown("B2"), shown("D3"), shown("N2"), shown("B5"), shown("D5"), shown("E5"), shown("N5")]).toEqual([
      "$1,200",
      "-$300",
      "$2,400",
      "$1,700",
      "-$300",
      "$0",
      "$3,250",
    ]);
    expect(text).toMatch(/Rent\s+\$1,200\s+\$1,200\s+\$2,400/);
    expect(text).toMatch(/Flour\s+\$500\s+\$650\s+-\$300\s+\$850/);
    expect(text).toMatch(
      new RegExp(
        `Total\\s+${[shown("B5"), shown("C5"), shown("D5"), shown("E5")].map((s) => s.replace(/\$/g, "\\$")).join("\\s+")}`,
      ),
    );
    expect(text).toContain(shown("N5"));
    expect(text).not.toMatch(/SUM\(/);
  });

  it("formatCell follows the same currency format: its own symbol and decimals, else $ with cents", () => {
    const cases: [Column, number][] = [
      [{ header: "x", type: "currency", format: "€#,##0.00" }, 1234.5],
      [{ header: "x", type: "currency", format: "#,##0" }, -1200],
      [{ header: "x", type: "currency" }, 3],
      [{ header: "x", type: "currency", format: '"£"#,##0.0' }, 2.25],
      [{ header: "x", type: "currency", format: '#,##0 "CHF"' }, 1500],
    ];
    expect(cases.map(([col, v]) => formatCell(v, col).text)).toEqual([
      "€1,234.50",
      "-$1,200",
      "$3.00",
      "£2.3",
      "1,500 CHF",
    ]);
  });
});
