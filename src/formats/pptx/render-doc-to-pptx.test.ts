// Doc → pptx: summarised into slides (formats/doc-to-deck), long sections continued; validated and opened in LibreOffice.
import { afterAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { renderDocToPptx } from "./index.js";
import { assertValidOoxml } from "../../../test/ooxml/validate-package.js";
import { convertToPdf, sofficeSkipReason, type PdfResult } from "../../../test/office/soffice.js";

const long = Array.from(
  { length: 25 },
  (_, i) => `- Item ${i + 1} with enough words to wrap across the slide when rendered`,
).join("\n");
const markdown = `# Handbook\n\nIntro paragraph with a [link](https://example.com).\n\n## Getting started\n\nInstall it. **Then** run it.\n\n## Long list\n\n${long}\n\n## Tables\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n## Код и текст\n\n\`\`\`\nconst x = 1;\n\`\`\`\n`;

describe("renderDocToPptx", async () => {
  const { bytes } = await renderDocToPptx({ kind: "doc", title: "Handbook", markdown });
  const f = unzipSync(bytes);
  const slides = Object.keys(f).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n));
  const text = slides.map((s) => strFromU8(f[s]!)).join("\n");
  let pdf: PdfResult | null = null;
  afterAll(() => pdf?.cleanup());

  it("makes slides per section with headings as titles, continuing long ones", () => {
    assertValidOoxml(bytes, "doc.pptx");
    for (const t of ["Getting started", "Long list", "Long list (cont.)", "Tables", "Код и текст"])
      expect(text).toContain(`<a:t>${t}</a:t>`);
    expect(text).toContain("Item 25 with enough words");
    expect(slides.length).toBeGreaterThanOrEqual(6);
    // A Markdown table becomes a native table slide.
    expect(text).toMatch(/<a:tbl>.*<a:t>a<\/a:t>.*<a:t>2<\/a:t>.*<\/a:tbl>/s);
  });

  it.skipIf(sofficeSkipReason)(
    `opens in LibreOffice with the right page count${sofficeSkipReason ? ` (skipped: ${sofficeSkipReason})` : ""}`,
    () => {
      pdf = convertToPdf(bytes, "pptx");
      expect(pdf.pages).toBe(slides.length);
      expect(pdf.text()).toContain("Код и текст");
    },
    180_000,
  );
});
