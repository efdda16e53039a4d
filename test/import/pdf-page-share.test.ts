// A PDF read by two readers sharing its pages (pdf/page-share.ts): the pages the helper sends over join as one
// thread's reading would, and a helper that took pages and never sent them cannot hold the import past its deadline.
import { beforeAll, describe, expect, it } from "vitest";
import { benchDoc } from "../../bench/workload.js";
import { renderDocToPdf } from "../../src/formats/pdf/index.js";
import type { ImportBudget, ImportResult } from "../../src/import/import-types.js";
import { pageShares, SharedPages } from "../../src/import/pdf/page-share.js";
import { helpReadPdf, readPdf } from "../../src/import/pdf/read-pdf.js";

const budget = (extra: Partial<ImportBudget> = {}): ImportBudget => ({
  maxBytes: 25 << 20,
  maxUnzippedBytes: 200 << 20,
  maxPages: 500,
  deadline: Date.now() + 120_000,
  ...extra,
});
const markdownOf = (r: ImportResult) => (r.source.kind === "doc" ? r.source.markdown : "");

describe("a PDF's pages shared between two readers", () => {
  let pdf: Uint8Array;
  let alone: ImportResult;

  beforeAll(async () => {
    // About 100 pages with headings, bold lead-ins, lists and tables: what a font's weight and the running heads need.
    const doc = benchDoc();
    pdf = (await renderDocToPdf({ ...doc, markdown: `${doc.markdown}\n\n${doc.markdown.replace(/^# .*$/m, "")}` }))
      .bytes;
    alone = await readPdf(pdf, "report.pdf", budget());
  }, 120_000);

  it("joins the helper's pages with the reader's exactly as one reader alone reads them", async () => {
    const { reader, helper } = pageShares();
    let helping: Promise<number> | undefined;
    const progress: number[] = [];
    // The helper starts once the reader has its first page, and takes pages from then on whenever the reader pauses.
    const onPage = (page: number) => {
      progress.push(page);
      helping ??= helpReadPdf(pdf, helper, 500, 120_000);
    };
    const shared = await readPdf(pdf, "report.pdf", budget({ pageShare: reader, onPage }));
    const helped = await helping!;
    expect(helped).toBeGreaterThan(0);
    expect(helped).toBeLessThan(alone.units.count);
    expect(shared).toEqual(alone);
    // Progress counts the pages read by either thread one by one, so a report every tenth page is never skipped.
    expect(progress).toEqual(Array.from({ length: alone.units.count }, (_, i) => i + 1));
    expect(markdownOf(shared).length).toBeGreaterThan(100_000);
  }, 120_000);

  it("reads every page on the helper's side when the helper takes them all first", async () => {
    const { reader, helper } = pageShares();
    const helped = await helpReadPdf(pdf, helper, 500, 120_000);
    expect(helped).toBe(alone.units.count);
    expect(await readPdf(pdf, "report.pdf", budget({ pageShare: reader }))).toEqual(alone);
  }, 120_000);

  it("leaves at once when the reading is over, reading nothing", async () => {
    const { reader, helper } = pageShares();
    await readPdf(pdf, "report.pdf", budget({ pageShare: reader }));
    expect(await helpReadPdf(pdf, helper, 500, 120_000)).toBe(0);
  }, 120_000);

  it("keeps the pages before one a helper took and never sent, stopping at the deadline with a warning", async () => {
    const { reader, helper } = pageShares();
    const gone = new SharedPages(helper);
    // A helper whose thread ended after taking the second page: nothing will come for it.
    const onPage = (page: number) => void (page === 1 && gone.claim(alone.units.count));
    const started = Date.now();
    const r = await readPdf(pdf, "report.pdf", budget({ pageShare: reader, onPage, deadline: Date.now() + 3_000 }));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(r.warnings).toContain(
      `Only the first 1 of ${alone.units.count} pages were read in the time allowed for an import.`,
    );
    expect(markdownOf(alone).startsWith(markdownOf(r).slice(0, 200))).toBe(true);
  }, 120_000);
});
