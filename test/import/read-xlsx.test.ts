// Excel import: Quire's own export reads back equal, the real third-party workbooks keep their formulas and values, hostile files are refused.
import { unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { renderSheetToXlsx } from "../../src/formats/xlsx/render-sheet-to-xlsx.js";
import { SourceSchema, type Sheet, type SheetTab } from "../../src/formats/model/source.js";
import type { ImportBudget, ImportResult } from "../../src/import/import-types.js";
import { reachesOutside, slideFormula, withoutStoragePrefixes } from "../../src/import/xlsx/formula-refs.js";
import { readXlsx } from "../../src/import/xlsx/read-xlsx.js";
import { isAppError } from "../../src/lib/errors.js";
import { rawZip, text } from "../brands/hostile-zips.js";
import { readThirdParty } from "../fixtures.js";

const budget = (over: Partial<ImportBudget> = {}): ImportBudget => ({
  maxBytes: 25 << 20,
  maxUnzippedBytes: 200 << 20,
  maxPages: 500,
  deadline: Date.now() + 20_000,
  ...over,
});
const materialBytes = (name: string) => readThirdParty(`material/${name}`);
const decode = (b: Uint8Array) => new TextDecoder().decode(b);

function sheetOf(result: ImportResult): Sheet {
  if (result.source.kind !== "sheet") throw new Error(`expected a sheet, got a ${result.source.kind}`);
  expect(SourceSchema.safeParse(result.source).error).toBeUndefined();
  return result.source;
}
const formulaCells = (tab: SheetTab) =>
  tab.rows.flat().filter((c): c is { formula: string } => !!c && typeof c === "object");
/** `<f>` elements in the workbook's worksheet parts: every formula cell, shared ones included. */
const formulasInFile = (bytes: Uint8Array) =>
  Object.entries(unzipSync(bytes))
    .filter(([name]) => /^xl\/worksheets\/[^/]+\.xml$/.test(name))
    .reduce((n, [, data]) => n + (decode(data).match(/<f[ >/]/g)?.length ?? 0), 0);
const differently = (warnings: string[]) => warnings.find((w) => /differently from the values saved/.test(w));

const ROUND_TRIP: Sheet = {
  kind: "sheet",
  title: "Budget 2026",
  sheets: [
    {
      name: "Lines",
      columns: [
        { header: "Item", type: "string" },
        { header: "Qty", type: "integer" },
        { header: "Price", type: "currency" },
        { header: "Share", type: "percent" },
        { header: "Due", type: "date" },
        { header: "Paid", type: "boolean" },
        { header: "Ratio", type: "number", format: "0.000" },
        { header: "Total", type: "currency", format: '"$"#,##0.00' },
        { header: "Note", type: "string" },
      ],
      rows: [
        [
          "Apples",
          3,
          1.5,
          0.25,
          "2026-01-01",
          true,
          0.5,
          { formula: "B2*C2" },
          '=HYPERLINK("http://evil.example","x")',
        ],
        ["Pears", 2, 2.25, 0.5, "2026-03-15T10:30:00", false, 0.125, { formula: "B3*C3" }, "_x000D_ literal"],
        ["Plums", 10, 0.4, 0.25, "2026-12-31", null, 2, { formula: "ROUND(B4*C4,2)" }, "plain"],
      ],
    },
    {
      name: "Summary sheet",
      columns: [
        { header: "What", type: "string" },
        { header: "Value", type: "currency" },
      ],
      rows: [
        ["Total", { formula: "SUM(Lines!H2:H4)" }],
        ["Max price", { formula: "MAX(Lines!C:C)" }],
        ["Latest due", { formula: "MAX(Lines!E2:E4)" }],
      ],
    },
    {
      name: "Back",
      columns: [{ header: "Ref" }],
      rows: [
        [{ formula: "'Summary sheet'!B2*2" }],
        [{ formula: 'IF(Lines!F3,"paid","open")' }],
        [{ formula: 'TEXTJOIN("-",TRUE,Lines!A2:A4)' }],
      ],
    },
  ],
};

describe("readXlsx: Quire's own export reads back", () => {
  it("keeps sheet names, headers, column types and formats, values, dates, text that looks like a formula, and formulas", async () => {
    const { bytes } = await renderSheetToXlsx(ROUND_TRIP);
    const result = await readXlsx(bytes, "budget.xlsx", budget());
    const sheet = sheetOf(result);
    expect(sheet.title).toBe("Budget 2026");
    expect(sheet.sheets).toEqual(ROUND_TRIP.sheets);
    expect(result.warnings).toEqual([]);
    expect(result.units).toEqual({ kind: "sheet", count: 3 });
    expect(result.refs).toEqual(ROUND_TRIP.sheets.map((t) => ({ file: "budget.xlsx", sheet: t.name })));
  });

  it("reads a Strict OOXML workbook (purl.oclc.org namespaces) as its transitional twin", async () => {
    const parts = unzipSync((await renderSheetToXlsx(ROUND_TRIP)).bytes);
    for (const [name, data] of Object.entries(parts)) {
      if (!/\.(xml|rels)$/.test(name)) continue;
      parts[name] = text(
        decode(data)
          .replaceAll(
            "http://schemas.openxmlformats.org/spreadsheetml/2006/main",
            "http://purl.oclc.org/ooxml/spreadsheetml/main",
          )
          .replaceAll(
            "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
            "http://purl.oclc.org/ooxml/officeDocument/relationships",
          ),
      );
    }
    const result = await readXlsx(zipSync(parts), "strict.xlsx", budget());
    expect(sheetOf(result).sheets).toEqual(ROUND_TRIP.sheets);
  });

  it("cuts sheets past the cell and sheet limits, saying so", async () => {
    const wide: Sheet = {
      kind: "sheet",
      title: "Big",
      sheets: [
        {
          name: "Rows",
          columns: [{ header: "A" }, { header: "B" }],
          rows: Array.from({ length: 50_001 }, (_, i) => [i, i * 2]),
        },
      ],
    };
    const result = await readXlsx((await renderSheetToXlsx(wide)).bytes, "big.xlsx", budget());
    expect(sheetOf(result).sheets[0]!.rows).toHaveLength(50_000);
    expect(result.warnings).toEqual([
      "Rows: a Quire sheet holds 100,000 cells, so the first 50,000 of 50,001 rows were kept.",
    ]);

    const many: Sheet = {
      kind: "sheet",
      title: "Many",
      sheets: Array.from({ length: 52 }, (_, i) => ({ name: `S${i + 1}`, columns: [{ header: "x" }], rows: [[i]] })),
    };
    const cut = await readXlsx((await renderSheetToXlsx(many)).bytes, "many.xlsx", budget());
    expect(sheetOf(cut).sheets.map((t) => t.name)).toEqual(many.sheets.slice(0, 50).map((t) => t.name));
    expect(cut.units).toEqual({ kind: "sheet", count: 52 });
    expect(cut.warnings[0]).toMatch(/has 52 sheets; a Quire sheet holds 50/);
  });

  it("keeps only the saved value of a formula that calls another program (DDE) or reads another workbook, and splits merged ranges", async () => {
    const parts = unzipSync(
      (
        await renderSheetToXlsx({
          kind: "sheet",
          title: "T",
          sheets: [
            {
              name: "Data",
              columns: [{ header: "A" }, { header: "B" }, { header: "C" }],
              rows: [
                [1, 2, 3],
                ["wide", null, 4],
              ],
            },
          ],
        })
      ).bytes,
    );
    parts["xl/worksheets/sheet1.xml"] = text(
      decode(parts["xl/worksheets/sheet1.xml"]!)
        .replace(
          /<row r="2">.*?<\/row>/,
          `<row r="2"><c r="A2"><f>cmd|' /C calc'!A0</f><v>7</v></c><c r="B2"><f>[1]Prices!B2*2</f><v>42</v></c><c r="C2"><v>3</v></c></row>`,
        )
        .replace("<pageMargins", '<mergeCells count="1"><mergeCell ref="A3:B3"/></mergeCells><pageMargins'),
    );
    const result = await readXlsx(zipSync(parts), "edited.xlsx", budget());
    expect(sheetOf(result).sheets[0]!.rows).toEqual([
      [7, 42, 3],
      ["wide", null, 4],
    ]);
    expect(result.warnings).toEqual([
      "Data: 1 merged range was split; each value stays in its top-left cell.",
      "2 formulas reading other workbooks or calling other programs (DDE) were replaced by their saved values; nothing outside the file is read.",
    ]);
  });
});

describe("readXlsx: workbooks from the shared material", () => {
  it("poi-51710-formulas.xlsx: 13,176 shared formulas, each moved to its cell, all computing to the saved values", async () => {
    const bytes = materialBytes("poi-51710-formulas.xlsx");
    const result = await readXlsx(bytes, "poi-51710-formulas.xlsx", budget());
    const [tab] = sheetOf(result).sheets;
    expect(tab!.name).toBe("Sheet1");
    // Row 1 is empty: headers are made and the data keeps its addresses (row 2 first).
    expect(tab!.columns.slice(0, 3)).toEqual([
      { header: "Column A", type: "number" },
      { header: "Column B", type: "number" },
      { header: "Column C", type: "number" },
    ]);
    expect(tab!.rows[0]!.slice(0, 3)).toEqual([null, 10, 10]);
    expect(tab!.rows[3]![3]).toEqual({ formula: "$A5*D$2" });
    expect(formulaCells(tab!)).toHaveLength(formulasInFile(bytes));
    expect(formulasInFile(bytes)).toBe(13_176);
    expect(result.warnings).toEqual([]);
  });

  it("poi-45544-seven-sheets.xlsx: seven sheets, 104 formulas that agree with the saved values, charts and comments reported", async () => {
    const bytes = materialBytes("poi-45544-seven-sheets.xlsx");
    const result = await readXlsx(bytes, "poi-45544-seven-sheets.xlsx", budget());
    const sheet = sheetOf(result);
    expect(sheet.sheets.map((t) => t.name)).toEqual([
      "Profile of Class",
      "Hires by Function",
      "Top Six Functions",
      "Hires by Industry",
      "Top Five Industries",
      "Hires by Location",
      "Job Source",
    ]);
    expect(sheet.sheets.reduce((n, t) => n + formulaCells(t).length, 0)).toBe(formulasInFile(bytes));
    expect(formulasInFile(bytes)).toBe(104);
    const byFunction = sheet.sheets[1]!;
    expect(byFunction.columns[0]!.header).toBe("The University of Chicago Graduate School of Business");
    expect(byFunction.rows[4]!.slice(0, 6)).toEqual(["Function", "Percent", "Number", "Minimum", "Maximum", "Median"]);
    expect(byFunction.rows[9]!.slice(0, 3)).toEqual(["Finance", { formula: "C11/543" }, { formula: "SUM(C12:C18)" }]);
    expect(sheet.sheets[0]!.rows[3]).toEqual(["2006-09-11"]);
    expect(differently(result.warnings)).toBeUndefined();
    expect(result.warnings).toEqual([
      "2 charts were left out; their data is in the sheets.",
      "Cell comments and notes were left out.",
    ]);
    expect(result.units).toEqual({ kind: "sheet", count: 7 });
  });

  it("poi-55906-multi-sheet-refs.xlsx: data in row 1 moves below made headers, references follow; 3-D references are named as computing differently", async () => {
    const bytes = materialBytes("poi-55906-multi-sheet-refs.xlsx");
    const result = await readXlsx(bytes, "poi-55906-multi-sheet-refs.xlsx", budget());
    const sheet = sheetOf(result);
    expect(sheet.sheets.map((t) => t.name)).toEqual(["Sheet1", "Sheet2", "Sheet3"]);
    expect(sheet.sheets.reduce((n, t) => n + formulaCells(t).length, 0)).toBe(13);
    expect(sheet.sheets[1]!.columns.map((c) => c.header)).toEqual([
      "Column A",
      "Column B",
      "Column C",
      "Column D",
      "Column E",
    ]);
    expect(sheet.sheets[1]!.rows).toEqual([[22, 44, "Middle!", null, "Sh2"]]);
    expect(sheet.sheets[0]!.rows[2]![0]).toEqual({ formula: "SUM(Sheet1:Sheet3!A2)" });
    expect(sheet.sheets[0]!.rows[5]![8]).toEqual({ formula: "COUNT(Sheet1:Sheet3!$A$2:$B$3)" });
    // 13 saved results: COUNTA's saved 0 is one (exceljs, which read this before, dropped results of 0, false and "").
    expect(differently(result.warnings)).toMatch(
      /^Quire computes \d+ formulas of 13 differently from the values saved in the file: Sheet1!A4 \(saved 66, Quire 11\)/,
    );
  });
});

describe("formula text from a workbook", () => {
  it("moves a shared formula's relative references to each cell, leaving $ parts, quoted text and function names", () => {
    const from = { row: 3, col: 3 };
    expect(slideFormula("$A3*C$2+SUM(C1:C2)", from, { row: 5, col: 5 })).toBe("$A5*E$2+SUM(E3:E4)");
    expect(slideFormula(`IF(A3="B3",'My Sheet'!B3,LOG10(A3))&"C3"`, from, { row: 4, col: 3 })).toBe(
      `IF(A4="B3",'My Sheet'!B4,LOG10(A4))&"C3"`,
    );
    expect(slideFormula("SUM(B:B)/$C:$C", from, { row: 9, col: 4 })).toBe("SUM(C:C)/$C:$C");
    expect(slideFormula("A3+A1", from, { row: 1, col: 3 })).toBe("A1+#REF!");
  });

  it("takes off storage prefixes and recognises formulas that reach outside the workbook", () => {
    expect(withoutStoragePrefixes('_xlfn.TEXTJOIN(",",TRUE,_xlfn._xlws.SORT(A1:A3))&"_xlfn.kept"')).toBe(
      'TEXTJOIN(",",TRUE,SORT(A1:A3))&"_xlfn.kept"',
    );
    expect(reachesOutside("cmd|' /C calc'!A0")).toBe("dde");
    expect(reachesOutside("[1]Prices!B2*2")).toBe("external");
    expect(reachesOutside("'C:\\books\\[Old.xlsx]Data'!A1")).toBe("external");
    expect(reachesOutside('SUM(Table1[Amount])&"a|b"')).toBeNull();
  });
});

describe("readXlsx refuses hostile files with invalid_request, fast", () => {
  const CT =
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>';
  const plain: Sheet = {
    kind: "sheet",
    title: "Plain",
    sheets: [{ name: "Data", columns: [{ header: "x" }], rows: [[1]] }],
  };
  const edited = async (edit: (p: Record<string, Uint8Array>) => void) => {
    const parts = unzipSync((await renderSheetToXlsx(plain)).bytes);
    edit(parts);
    return zipSync(parts);
  };
  const cases: [string, () => Promise<Uint8Array>, RegExp, Partial<ImportBudget>?][] = [
    [
      "a zip bomb (8 MiB of zeros in one part)",
      async () =>
        rawZip([
          { name: "[Content_Types].xml", data: text(CT) },
          { name: "xl/bomb.xml", data: new Uint8Array(8 << 20) },
        ]),
      /zip bomb/,
    ],
    [
      "an XXE DOCTYPE in workbook.xml",
      () =>
        edited(
          (p) =>
            (p["xl/workbook.xml"] = text(
              decode(p["xl/workbook.xml"]!).replace("?>", '?><!DOCTYPE w [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>'),
            )),
        ),
      /DOCTYPE/,
    ],
    [
      "billion laughs in sharedStrings.xml",
      () =>
        edited(
          (p) =>
            (p["xl/sharedStrings.xml"] = text(
              decode(p["xl/sharedStrings.xml"]!).replace(
                "?>",
                '?><!DOCTYPE s [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]>',
              ),
            )),
        ),
      /DOCTYPE|entities/,
    ],
    ["not a zip", async () => text("a,b,c\n1,2,3\n".repeat(20)), /not a \.xlsx/],
    ["a truncated file", async () => (await renderSheetToXlsx(plain)).bytes.slice(0, 700), /incomplete/],
    [
      ".xlsm (macro-enabled content type)",
      () =>
        edited(
          (p) =>
            (p["[Content_Types].xml"] = text(
              decode(p["[Content_Types].xml"]!).replace(
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
                "application/vnd.ms-excel.sheet.macroEnabled.main+xml",
              ),
            )),
        ),
      /macro/i,
    ],
    [
      "a vbaProject.bin part",
      () => edited((p) => (p["xl/vbaProject.bin"] = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3]))),
      /macros \(VBA\)/,
    ],
    [
      "a Word document, not a workbook",
      () =>
        edited(
          (p) =>
            (p["[Content_Types].xml"] = text(
              decode(p["[Content_Types].xml"]!).replace(
                "spreadsheetml.sheet.main+xml",
                "wordprocessingml.document.main+xml",
              ),
            )),
        ),
      /not a workbook/,
    ],
    [
      "damaged XML in a worksheet",
      () =>
        edited(
          (p) =>
            (p["xl/worksheets/sheet1.xml"] = text(decode(p["xl/worksheets/sheet1.xml"]!).replace("</sheetData>", ""))),
        ),
      /could not be read/,
    ],
    [
      "its time budget already spent",
      async () => (await renderSheetToXlsx(plain)).bytes,
      /time budget/,
      { deadline: Date.now() - 1 },
    ],
  ];
  for (const [label, make, message, over] of cases) {
    it(`refuses ${label}`, async () => {
      const bytes = await make();
      const t = performance.now();
      const err = await readXlsx(bytes, "hostile.xlsx", budget(over)).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isAppError(err) && err.code).toBe("invalid_request");
      expect(isAppError(err) && err.message).toMatch(message);
      expect(isAppError(err) && err.message).not.toMatch(/template|PowerPoint|undefined|\[object/);
      expect(performance.now() - t).toBeLessThan(1_000);
    });
  }
});
