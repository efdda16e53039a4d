// Every docx/xlsx/csv export opened by LibreOffice (one batched soffice run): PDF produced, pages, text found.
import { beforeAll, describe, expect, it } from "vitest";
import { renderSheetToCsv } from "../../src/formats/csv/render-sheet-to-csv.js";
import { renderDeckToDocx } from "../../src/formats/docx/render-deck-to-docx.js";
import { renderDocToDocx } from "../../src/formats/docx/render-doc-to-docx.js";
import { renderSheetToXlsx } from "../../src/formats/xlsx/render-sheet-to-xlsx.js";
import { validateOoxml } from "../ooxml/validate-package.js";
import { TEXTS, unicodeDeck, unicodeDoc, unicodeSheet } from "./fixtures.js";
import { convertToPdf, hasSoffice, type PdfResult } from "./soffice-batch.js";

if (!hasSoffice)
  console.warn(
    "SKIPPED libreoffice-open: soffice/pdfinfo not installed (apt-get install libreoffice-writer-nogui libreoffice-calc-nogui poppler-utils)",
  );

describe.skipIf(!hasSoffice)("LibreOffice opens the docx/xlsx/csv exports", () => {
  let pdf: Record<string, PdfResult>;

  const office: Record<string, Uint8Array> = {};

  beforeAll(async () => {
    office["doc.docx"] = (await renderDocToDocx(unicodeDoc())).bytes;
    office["handout.docx"] = (await renderDeckToDocx(unicodeDeck())).bytes;
    office["sheet.xlsx"] = (await renderSheetToXlsx(unicodeSheet())).bytes;
    pdf = convertToPdf(office);
    // Headless soffice ignores the BOM and reads CSV in the system charset; a user's import dialog (and Excel)
    // picks UTF-8, which is what this filter string says (separator 44 ",", quote 34, charset 76 = UTF-8).
    Object.assign(
      pdf,
      convertToPdf({ "table.csv": renderSheetToCsv(unicodeSheet()).bytes }, { infilter: "CSV:44,34,76,1" }),
    );
  }, 180_000);

  it("hands LibreOffice only structurally valid packages", () => {
    for (const [name, bytes] of Object.entries(office)) expect(validateOoxml(bytes), name).toEqual([]);
  });

  it("converts every file to a PDF with the expected pages", () => {
    expect(pdf["doc.docx"]).toMatchObject({ exists: true });
    expect(pdf["doc.docx"]!.pages).toBeGreaterThanOrEqual(2);
    expect(pdf["doc.docx"]!.pages).toBeLessThanOrEqual(4);
    expect(pdf["handout.docx"]!.exists).toBe(true);
    expect(pdf["handout.docx"]!.pages).toBeGreaterThanOrEqual(2);
    expect(pdf["sheet.xlsx"]!.pages).toBe(2); // one page per worksheet
    expect(pdf["table.csv"]!.pages).toBe(1);
  });

  it("shows CJK, Arabic, Cyrillic and emoji text in every PDF", () => {
    for (const name of ["doc.docx", "sheet.xlsx", "table.csv"]) {
      const text = pdf[name]!.text;
      expect(text, name).toContain(TEXTS.cjk);
      expect(text, name).toContain(TEXTS.cyrillic);
      expect(text.includes(TEXTS.arabic) || text.includes([...TEXTS.arabic].reverse().join("")), name).toBe(true);
      // Needs an emoji font (Debian fonts-noto-color-emoji). Calc's CSV import (default font Liberation Sans)
      // does not fall back to it in PDF export and writes U+FFFD; the decoded cell itself holds the emoji.
      if (name === "table.csv") expect(text).toMatch(new RegExp(`${TEXTS.cyrillic} (${TEXTS.emoji}|\uFFFD)`, "u"));
      else expect(text, name).toContain(TEXTS.emoji);
    }
    expect(pdf["handout.docx"]!.text).toContain(TEXTS.cjk);
    expect(pdf["handout.docx"]!.text).toContain("Speaker notes");
  });

  it("renders the doc's TOC, table, code and footnote", () => {
    const text = pdf["doc.docx"]!.text;
    expect(text).toContain("Contents");
    expect(text).toContain("梨子");
    expect(text).toContain("const answer = 42;");
    expect(text).toContain("The source, with a link");
  });

  it("computes {formula} cells and shows formula-like strings as text (xlsx and csv)", () => {
    const sheet = pdf["sheet.xlsx"]!.text;
    expect(sheet).toMatch(/Total\s+\$6\.00/);
    expect(sheet).toContain('=HYPERLINK("http://evil.example","x")');
    expect(sheet).toContain("-2+3");
    expect(sheet).toContain("@SUM(1+1)");
    expect(sheet).toContain("+cmd");
    const csv = pdf["table.csv"]!.text;
    expect(csv).toContain('=HYPERLINK("http://evil.example","x")');
    expect(csv).toContain("-2+3");
    // A CSV carries a formula's computed value, never the formula.
    expect(csv).toMatch(/^\s*Total\s+6\b/m);
    expect(csv).not.toContain("SUM(B2:B4)");
  });
});
