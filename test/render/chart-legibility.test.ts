// Charts people can read across a room, alike in the pptx chart, Quire's PDF and the HTML: text of 12 pt and more on a
// 16:9 slide, legend swatches in exactly the colours the series are drawn in, every two series (or slices) at least
// ΔE 10 apart with or without a highlight, nothing of the chart above the title's rule, numbers grouped as the source
// and the deck's language write them. Read back from the pptx's chart XML, the PDF's paint (pdf.js) and the HTML's SVG.
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { renderDeckToPdf } from "../../src/formats/pdf/index.js";
import { renderDeckToPptx } from "../../src/formats/pptx/index.js";
import { renderHtml } from "../../src/formats/html/render-html.js";
import { deltaE } from "../../src/formats/model/colour.js";
import type { ChartData, Deck, Slide } from "../../src/formats/model/source.js";
import type { SlideSize } from "../../src/formats/model/slide-size.js";
import { openOwnPdf } from "../../src/formats/raster/pdfjs.js";
import { readPaint, type PagePaint } from "../../src/quality/read-paint.js";
import { chromiumSkipReason, launchBrowser } from "../e2e/browser.js";

const REGIONS = ["North", "South", "East", "West"];
const CHARTS: ChartData[] = [
  {
    type: "column",
    categories: REGIONS,
    series: [
      { name: "2024", values: [1100000, 900000, 1300000, 700000] },
      { name: "2025", values: [1250000, 980000, 1430000, 760000] },
      { name: "2026", values: [1420000, 1010000, 1700000, 690000] },
    ],
  },
  {
    type: "column",
    categories: REGIONS,
    series: [
      { name: "2024", values: [1100000, 900000, 1300000, 700000] },
      { name: "2025", values: [1250000, 980000, 1430000, 760000] },
      { name: "2026", values: [1420000, 1010000, 1700000, 690000] },
    ],
    highlight: "2026",
  },
  {
    type: "bar",
    categories: ["Engineering", "Sales", "Support"],
    series: [
      { name: "2025", values: [120, 80, 45] },
      { name: "2026", values: [150, 85, 50] },
    ],
  },
  {
    type: "bar",
    categories: ["Engineering", "Sales", "Support"],
    series: [
      { name: "2024", values: [100, 70, 40] },
      { name: "2025", values: [120, 80, 45] },
      { name: "2026", values: [150, 85, 50] },
    ],
    highlight: "2025",
  },
  {
    type: "line",
    categories: ["W1", "W2", "W3", "W4"],
    series: [
      { name: "Web", values: [12000, 13500, 12800, 15100] },
      { name: "App", values: [8000, 9100, 9900, 10400] },
      { name: "Shop", values: [3000, 3500, 4100, 4800] },
    ],
    highlight: "App",
  },
  {
    type: "pie",
    categories: ["Online", "Retail", "Wholesale", "Partners", "Other"],
    series: [{ name: "Share", values: [42, 23, 15, 12, 8] }],
  },
  {
    type: "pie",
    categories: ["Online", "Retail", "Wholesale", "Partners", "Other"],
    series: [{ name: "Share", values: [42, 23, 15, 12, 8] }],
    highlight: "Online",
  },
];
const THEMES = ["aurora", "light", "mono", "dark", "sunrise"];

const deckOn = (theme: string, size?: SlideSize, language?: string): Deck => ({
  kind: "deck",
  title: "Charts",
  theme: { name: theme },
  ...(size ? { size } : {}),
  ...(language ? { language } : {}),
  slides: CHARTS.map((chart, i): Slide => ({ layout: "chart", title: `Chart ${i + 1}`, chart })),
});

/** Names in the legend: a pie's categories, else the series. */
const legendNames = (chart: ChartData) => (chart.type === "pie" ? chart.categories : chart.series.map((s) => s.name));

function expectApart(colours: string[], what: string): void {
  for (let i = 0; i < colours.length; i++)
    for (let j = i + 1; j < colours.length; j++)
      expect(
        deltaE(colours[i]!, colours[j]!),
        `${what}: #${colours[i]} and #${colours[j]} (${i}, ${j})`,
      ).toBeGreaterThanOrEqual(10);
}

/** Each slide's chart part, in slide order. */
function pptxCharts(bytes: Uint8Array): string[] {
  const files = unzipSync(bytes);
  return CHARTS.map((_, i) => {
    const rels = strFromU8(files[`ppt/slides/_rels/slide${i + 1}.xml.rels`]!);
    return strFromU8(files[`ppt/charts/${/Target="\.\.\/charts\/([^"]+)"/.exec(rels)![1]!}`]!);
  });
}

/** The colours a pptx chart draws its series (a pie, its slices) in: the series' fill or line, the pie's data points. */
function pptxFills(xml: string, chart: ChartData): string[] {
  if (chart.type === "pie")
    return [
      ...xml.matchAll(
        /<c:dPt><c:idx val="\d+"\/><c:bubble3D val="0"\/><c:spPr><a:solidFill><a:srgbClr val="([0-9A-F]{6})"/g,
      ),
    ].map((m) => m[1]!);
  return [...xml.matchAll(/<c:ser>.*?<\/c:ser>/gs)].map(
    (m) =>
      /^<c:ser>(?:(?!<c:dLbls>).)*?<c:spPr>(?:<a:ln[^>]*>)?<a:solidFill><a:srgbClr val="([0-9A-F]{6})"/s.exec(
        m[0],
      )![1]!,
  );
}

const up = (c: string | null) => (c ?? "").replace(/^#/, "").toUpperCase();

/** A PDF chart page read back: what is painted after the title's rule, the rule's bottom, the legend's swatches, the marks. */
function pdfChart(page: PagePaint, chart: ChartData) {
  const fills = page.paints.filter((p) => p.kind === "fill");
  const rule = fills.find((p) => p.box.y1 - p.box.y0 < 5)!;
  const after = fills.filter((p) => p.order > rule.order);
  const n = legendNames(chart).length;
  const swatches = after.slice(-n);
  const marks = after.slice(0, -n);
  const seriesMarks =
    chart.type === "line" ? chart.series.map((_, k) => marks[k * chart.categories.length]!) : marks.slice(0, n);
  const texts = page.texts.filter((t) => t.order > rule.order && t.text.trim());
  return {
    rule,
    ink: [...after, ...page.paints.filter((p) => p.kind === "stroke" && p.order > rule.order)],
    swatches,
    marks,
    seriesMarks,
    texts,
  };
}

describe.each(THEMES)("charts on %s", (theme) => {
  it("pptx: labels, axes and legend at 12 pt and more; every two series or slices ΔE ≥ 10", async () => {
    const charts = pptxCharts((await renderDeckToPptx(deckOn(theme))).bytes);
    charts.forEach((xml, i) => {
      const chart = CHARTS[i]!;
      const sizes = [...xml.matchAll(/<a:defRPr sz="(\d+)"/g)].map((m) => Number(m[1]));
      expect(sizes.length, `chart ${i + 1}`).toBeGreaterThan(0);
      for (const sz of sizes) expect(sz, `chart ${i + 1}`).toBeGreaterThanOrEqual(1200);
      const fills = pptxFills(xml, chart);
      expect(fills, `chart ${i + 1}`).toHaveLength(legendNames(chart).length);
      expectApart(fills, `pptx ${theme} chart ${i + 1}`);
    });
  });

  it("pdf: the legend's swatches are the series' drawn colours, which the pptx draws too; text 12 pt and more; nothing above the title's rule", async () => {
    const deck = deckOn(theme);
    const pptx = pptxCharts((await renderDeckToPptx(deck)).bytes);
    const pdf = await openOwnPdf((await renderDeckToPdf(deck)).bytes);
    expect(pdf.numPages).toBe(CHARTS.length);
    for (const [i, chart] of CHARTS.entries()) {
      const read = pdfChart(await readPaint(await pdf.getPage(i + 1)), chart);
      const what = `pdf ${theme} chart ${i + 1}`;
      const drawn = read.seriesMarks.map((p) => up(p.colour));
      expect(
        read.swatches.map((p) => up(p.colour)),
        what,
      ).toEqual(drawn);
      // Every mark is in one of the legend's colours, painted opaque: what the legend shows is what the slide shows.
      for (const m of read.marks) expect(drawn, what).toContain(up(m.colour));
      for (const m of [...read.marks, ...read.swatches]) expect(m.alpha, what).toBe(1);
      expect(drawn, what).toEqual(pptxFills(pptx[i]!, chart));
      expectApart(drawn, what);
      expect(read.texts.length, what).toBeGreaterThan(0);
      for (const t of read.texts) expect(t.size, `${what}: "${t.text}"`).toBeGreaterThanOrEqual(12);
      for (const p of read.ink) expect(p.box.y0, what).toBeGreaterThanOrEqual(read.rule.box.y1);
      for (const t of read.texts)
        expect(t.baseline - t.size * 0.8, `${what}: "${t.text}"`).toBeGreaterThanOrEqual(read.rule.box.y1);
    }
  });

  it("html: legend swatches in the series' drawn colours, the pdf's and pptx's; every two ΔE ≥ 10", async () => {
    const { html } = renderHtml(deckOn(theme));
    const pptx = pptxCharts((await renderDeckToPptx(deckOn(theme))).bytes);
    const svgs = [...html.matchAll(/<svg class="chart[^"]*".*?<\/svg>/gs)].map((m) => m[0]);
    expect(svgs).toHaveLength(CHARTS.length);
    svgs.forEach((svg, i) => {
      const chart = CHARTS[i]!;
      const [plot, legend] = svg.split('<g class="legend">') as [string, string];
      const swatches = [...legend.matchAll(/<rect [^>]*fill="#([0-9A-F]{6})"/g)].map((m) => m[1]!);
      const marks = [...plot.matchAll(/(?:fill|stroke)="#([0-9A-F]{6})"/g)].map((m) => m[1]!);
      expect(swatches, `html chart ${i + 1}`).toEqual(pptxFills(pptx[i]!, chart));
      expect(new Set(marks), `html chart ${i + 1}`).toEqual(new Set(swatches));
      expectApart(swatches, `html ${theme} chart ${i + 1}`);
    });
  });
});

describe("chart text and numbers", () => {
  it("pptx: chart text scales with the slide (a 4:3 slide is 720 pt wide: 14 units are 10.5 pt)", async () => {
    const [wide] = pptxCharts((await renderDeckToPptx(deckOn("light"))).bytes);
    const [narrow] = pptxCharts((await renderDeckToPptx(deckOn("light", "4:3"))).bytes);
    const sizes = (xml: string) => [...xml.matchAll(/<a:defRPr sz="(\d+)"/g)].map((m) => Number(m[1]));
    expect(sizes(narrow!)).toEqual(sizes(wide!).map((s) => Math.round(s * 0.75)));
  });

  it("numbers are grouped alike in every writer: 1,420,000, and 1.420.000 in a German deck's PDF and HTML", async () => {
    const xml = pptxCharts((await renderDeckToPptx(deckOn("light"))).bytes)[1]!;
    expect(xml).toContain('<c:numFmt formatCode="#,##0" sourceLinked="0"/>');
    // The data cache keeps the source's own format (none), which an import reads back.
    expect(xml).toContain("<c:formatCode>General</c:formatCode>");
    const pdfTexts = async (deck: Deck) => {
      const pdf = await openOwnPdf((await renderDeckToPdf(deck)).bytes);
      return (await readPaint(await pdf.getPage(2))).texts.map((t) => t.text.trim());
    };
    expect(await pdfTexts(deckOn("light"))).toEqual(expect.arrayContaining(["1,420,000", "1,700,000", "500,000"]));
    expect(await pdfTexts(deckOn("light", undefined, "de"))).toEqual(
      expect.arrayContaining(["1.420.000", "1.700.000", "500.000"]),
    );
    expect(renderHtml(deckOn("light")).html).toContain(">1,420,000</text>");
    expect(renderHtml(deckOn("light", undefined, "de")).html).toContain(">1.420.000</text>");
  });

  it("a pie's labels are its shares, the same in the pdf and html as the pptx's percent labels", async () => {
    const xml = pptxCharts((await renderDeckToPptx(deckOn("light"))).bytes)[5]!;
    expect(xml).toContain('<c:showPercent val="1"/>');
    expect(xml).toContain('<c:numFmt formatCode="0%" sourceLinked="0"/>');
    const pdf = await openOwnPdf((await renderDeckToPdf(deckOn("light"))).bytes);
    expect((await readPaint(await pdf.getPage(6))).texts.map((t) => t.text.trim())).toEqual(
      expect.arrayContaining(["42%", "23%", "8%"]),
    );
    expect(renderHtml(deckOn("light")).html).toContain(">42%</text>");
  });
});

describe.skipIf(!!chromiumSkipReason)("html charts in a browser", () => {
  it("every chart's text is 12 units and more of the 960-unit slide, a two-line title's slide too", async () => {
    const deck = deckOn("aurora");
    deck.slides.push({
      layout: "chart",
      title: "A title long enough to take two lines on the slide, so the chart below it has less room",
      chart: CHARTS[1]!,
    });
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.setContent(renderHtml(deck).html);
      const smallest = await page.evaluate(() =>
        Array.from(document.querySelectorAll("section.slide")).map((slide) => {
          const unit = slide.getBoundingClientRect().width / 960;
          const svg = slide.querySelector("svg.chart") as SVGSVGElement;
          const scale = svg.getScreenCTM()!.a;
          return Math.min(
            ...Array.from(svg.querySelectorAll("text")).map(
              (t) => (parseFloat(getComputedStyle(t).fontSize) * scale) / unit,
            ),
          );
        }),
      );
      expect(smallest).toHaveLength(CHARTS.length + 1);
      for (const size of smallest) expect(size).toBeGreaterThanOrEqual(12);
    } finally {
      await browser.close();
    }
  });
});
