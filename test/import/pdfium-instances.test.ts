// The thread's PDFium: one instance kept for the next PDF while its memory is small; one that trapped on a damaged
// file, or that a file grew, is dropped (its memory goes with it) and the next file gets a fresh one.
import { describe, expect, it } from "vitest";
import { releasePdfium, takePdfium } from "../../src/import/pdf/pdfium.js";
import { readPdf } from "../../src/import/pdf/read-pdf.js";
import type { ImportBudget } from "../../src/import/import-types.js";
import { renderDocToPdf } from "../../src/formats/pdf/index.js";

const budget = (): ImportBudget => ({
  maxBytes: 25 << 20,
  maxUnzippedBytes: 200 << 20,
  maxPages: 500,
  deadline: Date.now() + 60_000,
});

describe("PDFium instances", () => {
  it("keeps a small, healthy instance for the next file", async () => {
    const first = await takePdfium();
    releasePdfium(first);
    const second = await takePdfium();
    expect(second).toBe(first);
    releasePdfium(second);
  });

  it("drops an instance that trapped, and one whose memory grew past 32 MB", async () => {
    const broken = await takePdfium();
    broken.broken = true;
    releasePdfium(broken);
    const fresh = await takePdfium();
    expect(fresh).not.toBe(broken);
    fresh.x.malloc(48 << 20);
    expect(fresh.heap().length).toBeGreaterThan(32 << 20);
    releasePdfium(fresh);
    const next = await takePdfium();
    expect(next).not.toBe(fresh);
    expect(next.heap().length).toBeLessThanOrEqual(32 << 20);
    releasePdfium(next);
  });

  it("reads file after file on the kept instance, a damaged one between them changing nothing", async () => {
    const { bytes: pdf } = await renderDocToPdf({
      kind: "doc",
      title: "Ferry timetable",
      markdown:
        "# Ferry timetable\n\nThe first crossing leaves at 06:40 and the last at 22:15.\n\n## Winter\n\nFrom November the ferry runs every forty minutes.",
    });
    const once = await readPdf(pdf, "a.pdf", budget());
    await expect(readPdf(pdf.slice(0, 200), "cut.pdf", budget())).rejects.toMatchObject({ code: "invalid_request" });
    const again = await readPdf(pdf, "a.pdf", budget());
    expect(again).toEqual(once);
    expect(once.source.kind === "doc" ? once.source.markdown : "").toContain(
      "The first crossing leaves at 06:40 and the last at 22:15.",
    );
  });
});
