// Chart options in every output: an Excel number format for values, axis and labels, data labels, and one
// highlighted series (or pie slice) with the others muted — pptx (read back by LibreOffice), our PDF and HTML.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { formatValue } from "../../src/formats/model/number-format.js";
import { renderHtml } from "../../src/formats/html/render-html.js";
import { renderDeckToPdf } from "../../src/formats/pdf/index.js";
import { renderDeckToPptx } from "../../src/formats/pptx/index.js";
import type { Deck } from "../../src/formats/model/source.js";
import { validateOoxml } from "../ooxml/validate-package.js";
import { convertToPdf, hasSoffice } from "../office-exports/soffice-batch.js";

const deck: Deck = {
  kind: "deck",
  title: "Charts",
  slides: [
    {
      layout: "chart",
      title: "Revenue by region",
      chart: {
        type: "column",
        categories: ["North", "South", "East", "West"],
        series: [
          { name: "2025", values: [1250, 980, 1430, 760] },
          { name: "2026", values: [1400, 1010, 1700, 690] },
        ],
        format: "$#,##0",
        highlight: "2026",
      },
    },
    {
      layout: "chart",
      title: "On-time delivery",
      chart: {
        type: "line",
        categories: ["W1", "W2", "W3"],
        series: [{ name: "On time", values: [0.91, 0.935, 0.9] }],
        format: "0.0%",
      },
    },
    {
      layout: "chart",
      title: "Many points",
      chart: {
        type: "column",
        categories: Array.from({ length: 30 }, (_, i) => `D${i + 1}`),
        series: [{ name: "Visits", values: Array.from({ length: 30 }, (_, i) => 1000 + i * 7) }],
      },
    },
  ],
};

const pdfText = (bytes: Uint8Array) => {
  const dir = mkdtempSync(join(tmpdir(), "quire-chart-"));
  try {
    writeFileSync(join(dir, "c.pdf"), bytes);
    return execFileSync("pdftotext", [join(dir, "c.pdf"), "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

describe("chart options", () => {
  it("format numbers with Excel formats, compact without one", () => {
    expect([
      formatValue(1400, "$#,##0"),
      formatValue(0.935, "0.0%"),
      formatValue(1234.5, "#,##0.00"),
      formatValue(12_500),
      formatValue(1400),
    ]).toEqual(["$1,400", "93.5%", "1,234.50", "12.5k", "1,400"]);
  });

  it("pptx: labels and axis in the format, the highlighted series in colour and the rest muted; valid", async () => {
    const { bytes } = await renderDeckToPptx(deck);
    expect(validateOoxml(bytes)).toEqual([]);
    const files = unzipSync(bytes);
    const charts = Object.keys(files)
      .filter((f) => /^ppt\/charts\/chart\d+\.xml$/.test(f))
      .sort()
      .map((f) => strFromU8(files[f]!));
    const revenue = charts.find((c) => c.includes("North"))!;
    expect(revenue).toContain('<c:numFmt formatCode="$#,##0" sourceLinked="0"/>');
    expect(revenue).toContain("<c:formatCode>$#,##0</c:formatCode>");
    // Only the highlighted series has labels, and the two series have different fills.
    expect(revenue.match(/<c:dLbls>/g)).toHaveLength(1);
    const fills = [...revenue.matchAll(/<c:ser>.*?<c:spPr><a:solidFill><a:srgbClr val="([0-9A-F]{6})"/g)].map(
      (m) => m[1],
    );
    expect(new Set(fills).size).toBe(2);
    // Too many points for labels: none, unless asked.
    expect(charts.find((c) => c.includes("D30"))).not.toContain("<c:dLbls>");
  });

  it.skipIf(!hasSoffice)("pptx: LibreOffice shows the formatted labels", async () => {
    const { bytes } = await renderDeckToPptx(deck);
    const text = convertToPdf({ "charts.pptx": bytes })["charts.pptx"]!.text;
    for (const label of ["$1,400", "$1,700", "$690", "93.5%"]) expect(text).toContain(label);
  });

  it("pdf and html: the same formatted labels, muted marks for the other series", async () => {
    const text = pdfText((await renderDeckToPdf(deck)).bytes);
    for (const label of ["$1,400", "$1,700", "93.5%"]) expect(text).toContain(label);
    expect(text).not.toContain("$1,250"); // a muted series has no labels
    const { html } = renderHtml(deck);
    expect(html).toContain(">$1,400</text>");
    expect(html).not.toContain(">$1,250</text>");
    // The muted 2025 bars are drawn in one colour, not the highlighted 2026's.
    const revenue = /<svg class="chart".*?<\/svg>/s.exec(html)![0].split('<g class="legend">')[0]!;
    const fills = [...revenue.matchAll(/<rect [^>]*fill="(#[0-9A-F]{6})"/g)].map((m) => m[1]);
    expect(new Set(fills.slice(0, 4)).size).toBe(1);
    expect(new Set(fills).size).toBe(2);
    expect(html).toContain(">93.5%</text>");
  });
});
