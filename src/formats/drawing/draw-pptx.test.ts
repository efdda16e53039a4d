// The pptx drawer on real templates: pages and page shape as the pptx has them, the template's background and
// artwork where LibreOffice shows them, titles as text, and what it cannot draw or substitutes named.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadTemplate } from "../pptx/template.js";
import { renderDeckToPptx } from "../pptx/render-deck-to-pptx.js";
import { openOwnPdf } from "../raster/pdfjs.js";
import { rasterisePage } from "../raster/rasterise.js";
import { measuredDeck } from "../../../test/brands/deck-fixture.js";
import { thirdParty } from "../../../test/fixtures.js";
import { drawPptxToPdf } from "./index.js";

async function brandPptx(file: string): Promise<Uint8Array> {
  const template = loadTemplate(readFileSync(thirdParty(file)!));
  return (await renderDeckToPptx(measuredDeck(), { template, today: new Date("2026-01-15T12:00:00Z") })).bytes;
}

async function pagePixels(pdf: Uint8Array, page: number, width = 200) {
  const doc = await openOwnPdf(pdf);
  try {
    const raster = await rasterisePage(await doc.getPage(page), width);
    const rgba = raster.rgba();
    return {
      at: (x: number, y: number) =>
        Array.from(
          rgba
            .slice((Math.round(y * (raster.height - 1)) * raster.width + Math.round(x * (raster.width - 1))) * 4)
            .slice(0, 3),
        ),
      raster,
    };
  } finally {
    await doc.destroy();
  }
}

async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const doc = await openOwnPdf(pdf);
  try {
    const out: string[] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const content = await (await doc.getPage(i)).getTextContent();
      out.push(
        content.items
          .map((t) => ("str" in t ? t.str : ""))
          .join(" ")
          .replace(/\s+/g, " "),
      );
    }
    return out;
  } finally {
    await doc.destroy();
  }
}

describe("drawPptxToPdf", () => {
  it("draws a deck on a 4:3 template at the template's size, one page per slide, titles as text (in the case the template sets: a section title in capitals)", async () => {
    const pptx = await brandPptx("brands/pypptx-default-4x3.pptx");
    const drawn = await drawPptxToPdf(pptx);
    expect(drawn.pages).toBe(10);
    expect([drawn.width, drawn.height]).toEqual([720, 540]);
    const texts = await pageTexts(drawn.pdf);
    expect(texts).toHaveLength(10);
    for (const [i, title] of [
      "Quarterly review",
      "RESULTS",
      "Highlights",
      "What changed",
      "Before and after",
      "Numbers",
      "Revenue",
    ].entries())
      expect(texts[i]).toContain(title);
    expect(texts[2]).toContain("Churn down to 3%");
    expect(texts[5]).toContain("151");
    expect(drawn.warnings).toContain(
      "The template's font Calibri is drawn with Carlito, which has the same metrics, in the PDF and the slide pictures.",
    );
  });

  it("paints the template's own background and artwork: the green master of the seven-master template, not white", async () => {
    const drawn = await drawPptxToPdf(await brandPptx("brands/poi-themes-7-masters.pptx"));
    const { at } = await pagePixels(drawn.pdf, 1);
    const [r, g, b] = at(0.02, 0.5);
    expect(g).toBeGreaterThan(150);
    expect(g).toBeGreaterThan(r! + 20);
    expect(g).toBeGreaterThan(b! + 60);
    // The title layout's dark panel (top right of the centre) is drawn.
    const [pr, pg, pb] = at(0.7, 0.1);
    expect(Math.max(pr!, pg!, pb!)).toBeLessThan(140);
  });

  it("keeps a non-16:9 page shape: an A4-sized template and a Google Slides 16:9 one", async () => {
    const a4 = await drawPptxToPdf(await brandPptx("brands/poi-themes-7-masters.pptx"));
    expect(a4.width / a4.height).toBeCloseTo(4 / 3, 2);
    const google = await drawPptxToPdf(await brandPptx("brands/shapecrawler-google-slides.pptx"));
    expect(google.width / google.height).toBeCloseTo(16 / 9, 2);
  });

  it("draws only the slides asked for, in that order", async () => {
    const pptx = await brandPptx("brands/pypptx-default-4x3.pptx");
    const drawn = await drawPptxToPdf(pptx, { slides: [6, 0] });
    expect(drawn.pages).toBe(2);
    const texts = await pageTexts(drawn.pdf);
    expect(texts[0]).toContain("Revenue");
    expect(texts[1]).toContain("Quarterly review");
    await expect(drawPptxToPdf(pptx, { slides: [10] })).rejects.toThrow(/no slide 11/);
  });

  it("draws SmartArt from the drawing PowerPoint keeps of it (five blue boxes), with no warning", async () => {
    const file = thirdParty("material/poi-smartart.pptx");
    if (!file) return;
    const drawn = await drawPptxToPdf(readFileSync(file));
    expect(drawn.pages).toBe(1);
    expect(drawn.warnings.filter((w) => /SmartArt/.test(w))).toEqual([]);
    const { at } = await pagePixels(drawn.pdf, 1);
    const [r, g, b] = at(0.4, 0.2);
    expect(b).toBeGreaterThan(150);
    expect(r).toBeLessThan(120);
    expect(g).toBeLessThan(160);
  });

  it("names what it cannot draw once, and draws the rest: SmartArt without its kept drawing", async () => {
    const file = thirdParty("material/poi-smartart.pptx");
    if (!file) return;
    const { OpcPackage } = await import("../ooxml/package.js");
    const pkg = OpcPackage.fromZip(new Uint8Array(readFileSync(file)));
    for (const part of [...pkg.parts.keys()]) if (/diagrams\/drawing/.test(part)) pkg.removePart(part);
    const drawn = await drawPptxToPdf(pkg.toBytes());
    expect(drawn.pages).toBe(1);
    expect(drawn.warnings.filter((w) => /SmartArt/.test(w))).toHaveLength(1);
  });

  it("draws a picture a slide offers in markup-compatibility branches, and leaves hidden slides out as PowerPoint's PDF does", async () => {
    const file = thirdParty("material/poi-performance-up.pptx");
    if (!file) return;
    const drawn = await drawPptxToPdf(readFileSync(file));
    expect(drawn.pages).toBe(46);
    const { raster } = await pagePixels(drawn.pdf, 5, 160);
    const rgba = raster.rgba();
    // The slide holds only its picture (a revolver) on white: some clearly dark, non-blue pixels are there.
    let dark = 0;
    for (let i = 0; i < rgba.length; i += 4) if (rgba[i]! < 90 && rgba[i + 1]! < 90 && rgba[i + 2]! < 90) dark++;
    expect(dark).toBeGreaterThan(50);
  });
});
