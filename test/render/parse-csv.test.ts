// CSV/TSV → sheet: quoted fields, embedded newlines, TSV, BOM, ragged rows and type inference.
import { describe, expect, it } from "vitest";
import { parseCsv } from "../../src/formats/model/parse-csv.js";
import { parseSource } from "../../src/formats/model/parse-source.js";
import { SAMPLE_CSV } from "./samples.js";

const tab = (csv: string) => parseCsv(csv).sheet.sheets[0]!;

describe("parseCsv", () => {
  it("reads quoted fields with commas, doubled quotes and embedded newlines", () => {
    const t = tab('name,note\n"Contoso, Ltd.","He said ""hi""\nthen left"\nplain,x');
    expect(t.columns.map((c) => c.header)).toEqual(["name", "note"]);
    expect(t.rows).toEqual([
      ["Contoso, Ltd.", 'He said "hi"\nthen left'],
      ["plain", "x"],
    ]);
  });

  it("reads TSV and strips a BOM", () => {
    const t = tab("\uFEFFid\tname\n1\tAda\n2\tGrace");
    expect(t.columns).toEqual([{ header: "id", type: "integer" }, { header: "name" }]);
    expect(t.rows).toEqual([
      [1, "Ada"],
      [2, "Grace"],
    ]);
  });

  it("reads semicolon files and CRLF line ends", () => {
    expect(tab("a;b\r\n1;2\r\n").rows).toEqual([[1, 2]]);
  });

  it("infers numbers, integers, percentages, currency, dates and booleans", () => {
    const t = tab(
      'n,i,p,c,d,b,e\n1.5,"1,200",12.5%,$1234.50,2026-01-31,true,€3\n-2,7,5%,-$0.99,2026/02/01,FALSE,€4.50\n,,,,,,',
    );
    expect(t.columns.map((c) => [c.type, c.format])).toEqual([
      ["number", undefined],
      ["integer", undefined],
      ["percent", "0.0%"],
      ["currency", "$#,##0.00"],
      ["date", "yyyy-mm-dd"],
      ["boolean", undefined],
      ["currency", '"€"#,##0.00'],
    ]);
    expect(t.rows[0]).toEqual([1.5, 1200, 0.125, 1234.5, "2026-01-31", true, 3]);
    expect(t.rows[1]).toEqual([-2, 7, 0.05, -0.99, "2026-02-01", false, 4.5]);
  });

  it("keeps identifiers, mixed columns, impossible dates and formula-looking text as strings", () => {
    const t = tab("zip,mixed,date,f\n02134,1,2026-02-30,=SUM(A1:A2)\n10001,two,2026-01-01,@cmd");
    expect(t.columns.every((c) => c.type === undefined)).toBe(true);
    expect(t.rows[0]).toEqual(["02134", "1", "2026-02-30", "=SUM(A1:A2)"]);
  });

  it("pads ragged rows, names missing headers and warns", () => {
    const r = parseCsv("a,b\n1\n2,3,4");
    const t = r.sheet.sheets[0]!;
    expect(t.columns.map((c) => c.header)).toEqual(["a", "b", "Column 3"]);
    expect(t.rows).toEqual([
      [1, null, null],
      [2, 3, 4],
    ]);
    expect(r.warnings.join(" ")).toMatch(/different number of fields/);
  });

  it("skips blank lines and survives an unclosed quote with a warning", () => {
    expect(tab("a\n\n1\n   \n2").rows).toEqual([[1], [2]]);
    const r = parseCsv('a,b\n"open,1');
    expect(r.warnings.join(" ")).toMatch(/Quote/i);
  });

  it("through parseSource: format csv (or kind sheet) makes a valid sheet", () => {
    const a = parseSource({ source: SAMPLE_CSV, format: "csv" });
    expect(a.source.kind).toBe("sheet");
    if (a.source.kind !== "sheet") return;
    const t = a.source.sheets[0]!;
    expect(t.columns.map((c) => c.type)).toEqual([
      undefined,
      undefined,
      "date",
      "integer",
      "currency",
      "percent",
      "boolean",
      undefined,
    ]);
    expect(t.rows[4]![1]).toBe("Adventure Works\n(EU)");
    expect(parseSource({ source: "x\n1", kind: "sheet" }).source.kind).toBe("sheet");
  });

  it("a sheet over 100,000 cells is refused with details", () => {
    const big = ["a,b,c,d,e,f,g,h,i,j", ...Array.from({ length: 10_001 }, (_, i) => Array(10).fill(i).join(","))].join(
      "\n",
    );
    expect(() => parseSource({ source: big, format: "csv" })).toThrow(
      expect.objectContaining({
        code: "invalid_request",
        details: [expect.objectContaining({ path: "source.sheets.0.rows" })],
      }),
    );
  });
});
