// Sheet → PDF: paged tables with the header repeated, typed number formatting, right alignment, landscape when wide.
import { describe, expect, it } from "vitest";
import { formatCell, renderSheetToPdf } from "../../src/formats/pdf/index.js";
import type { Sheet } from "../../src/formats/model/source.js";
import { benchSheet } from "../../bench/workload.js";
import { pdfFonts, pdfInfo, pdfText, pdfWords, savePdf } from "./poppler.js";

describe("formatCell", () => {
  it("formats by column type", () => {
    expect(formatCell(1234.5, { header: "x", type: "currency" }).text).toBe("$1,234.50");
    expect(formatCell(-3, { header: "x", type: "currency" }).text).toBe("-$3.00");
    expect(formatCell(0.125, { header: "x", type: "percent", format: "0.0%" }).text).toBe("12.5%");
    expect(formatCell(1234567.4, { header: "x", type: "integer" }).text).toBe("1,234,567");
    expect(formatCell(46023, { header: "x", type: "date" }).text).toBe("2026-01-01");
    expect(formatCell(true, { header: "x", type: "boolean" }).text).toBe("TRUE");
    expect(formatCell({ formula: "SUM(A1:A2)" }, { header: "x" }).text).toBe("=SUM(A1:A2)");
    expect(formatCell("=HYPERLINK()", { header: "x" }).text).toBe("=HYPERLINK()");
    expect(formatCell(null, { header: "x", type: "number" }).text).toBe("");
  });
});

describe("renderSheetToPdf", () => {
  it("pages a long sheet with the header on every page and right-aligned numbers", async () => {
    const sheet = benchSheet(600);
    const { bytes, warnings } = await renderSheetToPdf(sheet);
    const file = savePdf(bytes);
    const { pages, pageSize } = pdfInfo(file);
    expect(pages).toBeGreaterThan(5);
    expect(pageSize).toMatch(/^595\.\d+ x 841\.\d+/);
    for (const p of [1, Math.ceil(pages / 2), pages]) expect(pdfText(file, p)).toMatch(/Order\s+Product\s+Date/);
    const text = pdfText(file);
    expect(text).toContain("ORD-000001");
    expect(text).toContain("ORD-000600");
    expect(text).toMatch(/\$\d{1,3}\.\d{2}/);
    expect(text).toContain("2026-01-01");
    // The formula column shows its computed value (units × price), formatted as the column's currency.
    const [, , , units, price] = sheet.sheets[0]!.rows[0]! as [string, string, string, number, number];
    expect(text).toContain(
      `$${(units * price).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    expect(text).not.toContain("=D2*E2");
    expect(warnings).toEqual([]);
    // Right alignment: the price column's numbers end at the same x.
    const words = pdfWords(file, 1).filter((w) => /^\$\d/.test(w.word));
    const rights = new Set(words.slice(0, 20).map((w) => Math.round(w.xMax)));
    expect(words.length).toBeGreaterThan(10);
    expect(rights.size).toBeLessThanOrEqual(2);
  });

  it("turns landscape when the columns are wide, one section per sheet, Unicode embedded", async () => {
    const columns = Array.from({ length: 14 }, (_, i) => ({ header: `Column heading ${i}`, type: "number" as const }));
    const sheet: Sheet = {
      kind: "sheet",
      title: "Wide",
      sheets: [
        { name: "Numbers", columns, rows: Array.from({ length: 12 }, (_, r) => columns.map((_, c) => r * 100 + c)) },
        {
          name: "Текст",
          columns: [{ header: "名前" }, { header: "القيمة" }],
          rows: [
            ["Ελληνικά", "٣"],
            ["中文", "عربي"],
          ],
        },
      ],
    };
    const { bytes } = await renderSheetToPdf(sheet);
    const file = savePdf(bytes);
    const info = pdfInfo(file);
    expect(info.pages).toBe(2);
    expect(info.pageSize).toMatch(/^841\.\d+ x 595\.\d+/);
    const second = pdfText(file, 2);
    for (const s of ["Текст", "名前", "Ελληνικά", "中文", "عربي"]) expect(second).toContain(s);
    for (const f of pdfFonts(file)) expect(f).toMatchObject({ embedded: true, subset: true });
  });

  it("renders an empty sheet as its header alone", async () => {
    const { bytes } = await renderSheetToPdf({
      kind: "sheet",
      title: "Empty",
      sheets: [{ name: "S", columns: [{ header: "Only header" }], rows: [] }],
    });
    const file = savePdf(bytes);
    expect(pdfInfo(file).pages).toBe(1);
    expect(pdfText(file)).toContain("Only header");
  });
});
