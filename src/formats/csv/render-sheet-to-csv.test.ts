// CSV export: RFC 4180 quoting and CRLF, UTF-8 BOM, formula-injection neutralising, sheet choice.
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { Sheet } from "../model/source.js";
import { renderSheetToCsv } from "./render-sheet-to-csv.js";

const sheet: Sheet = {
  kind: "sheet",
  title: "t",
  sheets: [
    {
      name: "One",
      columns: [{ header: "text" }, { header: "n", type: "number" }],
      rows: [
        ['say "hi", then', 1.5],
        ["line1\nline2", -2],
        ["你好 مرحبا Привет 🎉", null],
        ['=HYPERLINK("http://evil.example","x")', true],
        ["+cmd|' /C calc'!A0", false],
        ["-2+3", 0],
        ["@SUM(1+1)", 1],
        ["\t=1+1", 2],
        ["\r=1+1", 3],
        [{ formula: "SUM(B2:B3)" }, { formula: "=B2" }],
      ],
    },
    { name: "Two", columns: [{ header: "only" }], rows: [["second"]] },
  ],
};

describe("renderSheetToCsv", () => {
  it("writes RFC 4180 with CRLF, doubled quotes and a UTF-8 BOM", () => {
    const { text, bytes } = renderSheetToCsv(sheet);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.startsWith("\uFEFFtext,n\r\n")).toBe(true);
    expect(text).toContain('"say ""hi"", then",1.5\r\n');
    expect(text).toContain('"line1\nline2",-2\r\n');
    expect(text.endsWith("\r\n")).toBe(true);
  });

  it("prefixes formula-like strings with ' and leaves numbers alone", () => {
    const rows = Papa.parse<string[]>(renderSheetToCsv(sheet).text.slice(1), { newline: "\r\n" }).data;
    const first = rows.map((r) => r[0]);
    expect(first).toContain(`'=HYPERLINK("http://evil.example","x")`);
    expect(first).toContain("'+cmd|' /C calc'!A0");
    expect(first).toContain("'-2+3");
    expect(first).toContain("'@SUM(1+1)");
    expect(first).toContain("'\t=1+1");
    expect(first).toContain("'\r=1+1");
    expect(rows.find((r) => r[0] === "line1\nline2")![1]).toBe("-2");
    // Formulas are exported as their computed values: SUM(B2:B3) = 1.5 + -2, and =B2.
    expect(rows.at(-2)).toEqual(["-0.5", "1.5"]);
    // No field anywhere starts with a formula trigger, numbers aside.
    for (const r of rows) for (const f of r) if (Number.isNaN(Number(f))) expect(/^[=+\-@\t\r]/.test(f)).toBe(false);
  });

  it("keeps Unicode text intact", () => {
    expect(renderSheetToCsv(sheet).text).toContain("你好 مرحبا Привет 🎉");
  });

  it("exports the first sheet by default, or the one asked for, and says so", () => {
    const first = renderSheetToCsv(sheet);
    expect(first.warnings.some((w) => w.includes("sheet 1 of 2"))).toBe(true);
    const second = renderSheetToCsv(sheet, { sheetIndex: 1 });
    expect(second.text).toBe("\uFEFFonly\r\nsecond\r\n");
    expect(() => renderSheetToCsv(sheet, { sheetIndex: 5 })).toThrow(RangeError);
  });
});
