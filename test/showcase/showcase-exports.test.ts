// Every showcase demo renders to HTML and exports to each format of its kind without warnings; office files are
// structurally valid and LibreOffice opens each one (one batched run). CSV may only carry its two informational notes.
import { describe, expect, test } from "vitest";
import { loadShowcase } from "../../src/documents/showcase.js";
import type { Source } from "../../src/formats/model/source.js";
import { renderHtml } from "../../src/formats/html/render-html.js";
import { toMarkdown } from "../../src/formats/model/to-markdown.js";
import { renderDeckToPptx } from "../../src/formats/pptx/render-deck-to-pptx.js";
import { renderDocToPptx, SUMMARISED_WARNING } from "../../src/formats/pptx/render-doc-to-pptx.js";
import { renderDeckToDocx } from "../../src/formats/docx/render-deck-to-docx.js";
import { renderDocToDocx } from "../../src/formats/docx/render-doc-to-docx.js";
import { renderSheetToXlsx } from "../../src/formats/xlsx/render-sheet-to-xlsx.js";
import { renderSheetToCsv } from "../../src/formats/csv/render-sheet-to-csv.js";
import { renderDeckToPdf } from "../../src/formats/pdf/render-deck.js";
import { renderDocToPdf } from "../../src/formats/pdf/render-doc.js";
import { renderSheetToPdf } from "../../src/formats/pdf/render-sheet.js";
import { validateOoxml } from "../ooxml/validate-package.js";
import { convertToPdf, hasSoffice } from "../office-exports/soffice-batch.js";

interface Output {
  bytes: Uint8Array;
  warnings: string[];
}

const showcase = loadShowcase();
const demos = showcase.list().map((d) => showcase.get(d.id));

/** The export formats the guide lists for each kind (html and md checked separately). */
async function exportAll(source: Source): Promise<Record<string, Output>> {
  if (source.kind === "deck")
    return {
      pptx: await renderDeckToPptx(source),
      docx: await renderDeckToDocx(source),
      pdf: await renderDeckToPdf(source),
    };
  if (source.kind === "doc")
    return {
      docx: await renderDocToDocx(source),
      pptx: await renderDocToPptx(source),
      pdf: await renderDocToPdf(source),
    };
  return { xlsx: await renderSheetToXlsx(source), csv: renderSheetToCsv(source), pdf: await renderSheetToPdf(source) };
}

// CSV holds one table and no formulas by nature, and a doc on slides is summarised: these notes describe that, they are
// not faults of the demo.
const CSV_NOTES = [/^CSV holds one table/, /formula-like value\(s\) were prefixed/];
const SLIDE_NOTES = [SUMMARISED_WARNING];

const office: Record<string, Uint8Array> = {};

describe("showcase demos render and export cleanly", () => {
  test.each(demos.map((d) => [d.id, d] as const))("%s → html without warnings", (_id, demo) => {
    const { html, warnings } = renderHtml(demo.source);
    expect(warnings).toEqual([]);
    expect(html).not.toMatch(/<script|javascript:|https?:\/\/(?!www\.w3\.org)/i);
    expect(html).toContain(demo.title.replace(/&/g, "&amp;").slice(0, 20));
  });

  test.each(demos.map((d) => [d.id, d] as const))("%s → every export format without warnings", async (id, demo) => {
    if (demo.source.kind !== "sheet") expect(toMarkdown(demo.source).length, id).toBeGreaterThan(1000);
    for (const [format, out] of Object.entries(await exportAll(demo.source))) {
      const warnings =
        format === "csv"
          ? out.warnings.filter((w) => !CSV_NOTES.some((re) => re.test(w)))
          : format === "pptx"
            ? out.warnings.filter((w) => !SLIDE_NOTES.includes(w))
            : out.warnings;
      expect(warnings, `${id}.${format}`).toEqual([]);
      expect(out.bytes.byteLength, `${id}.${format}`).toBeGreaterThan(500);
      if (format === "pdf") expect(Buffer.from(out.bytes.subarray(0, 5)).toString(), id).toBe("%PDF-");
      if (["pptx", "docx", "xlsx"].includes(format)) {
        expect(validateOoxml(out.bytes), `${id}.${format}`).toEqual([]);
        office[`${id}-${format}.${format}`] = out.bytes;
      }
    }
  });

  test.skipIf(!hasSoffice)(
    "LibreOffice opens every office file",
    () => {
      // Decks and docs give a pptx and a docx each, sheets an xlsx.
      expect(Object.keys(office).length).toBe(demos.reduce((n, d) => n + (d.kind === "sheet" ? 1 : 2), 0));
      const results = convertToPdf(office);
      for (const [name, result] of Object.entries(results)) {
        expect(result.exists, name).toBe(true);
        expect(result.pages, name).toBeGreaterThan(0);
      }
      // Spot-check that content, not an empty shell, came through.
      expect(results["startup-pitch-pptx.pptx"]!.text).toContain("Fieldnote");
      expect(results["cafe-budget-xlsx.xlsx"]!.text).toContain("Coffee and drinks");
      expect(results["research-brief-docx.docx"]!.text).toContain("Urban Heat Islands");
    },
    300_000,
  );
});
