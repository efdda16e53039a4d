// Bench: a brand deck's PDF and slide pictures drawn from its pptx (formats/drawing) beside LibreOffice converting the same pptx.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { drawPptxToPdf, openPptx, type OpenedPptx } from "../../src/formats/drawing/index.js";
import { renderDeckToPptxSync } from "../../src/formats/pptx/render-deck-to-pptx.js";
import { loadTemplate } from "../../src/formats/pptx/template.js";
import { openOwnPdf } from "../../src/formats/raster/pdfjs.js";
import { rasterisePage } from "../../src/formats/raster/rasterise.js";
import { THUMBNAIL_WIDTH } from "../../src/formats/model/export-formats.js";
import { ms, record, summarise, time, timeCommand, type BenchModule } from "../lib.js";
import { measuredDeck } from "../../test/brands/deck-fixture.js";
import { brandFixtureNames, fixture } from "../../test/brands/hostile-zips.js";

/** One slide's picture as the slide route draws it: that slide's page alone, rasterised at the default width. */
async function slidePicture(pptx: Uint8Array | OpenedPptx, index: number): Promise<void> {
  const { pdf } = await drawPptxToPdf(pptx, { slides: [index] });
  const doc = await openOwnPdf(pdf);
  try {
    await (await rasterisePage(await doc.getPage(1), THUMBNAIL_WIDTH.default)).png();
  } finally {
    await doc.destroy();
  }
}

const mod: BenchModule = {
  name: "drawing: a brand deck's PDF and slide pictures from its pptx, beside soffice",
  async run() {
    const names = brandFixtureNames().filter((f) => !f.startsWith("neg-"));
    if (!names.length) {
      console.log("[drawing] skipped: fixture templates not found");
      return;
    }
    const dir = mkdtempSync(join(tmpdir(), "quire-bench-drawing-"));
    const profile = `-env:UserInstallation=file://${join(dir, "lo-profile")}`;
    const ratios: number[] = [];
    const slideMs: number[] = [];
    for (const name of names) {
      const template = loadTemplate(fixture(name));
      const pptx = renderDeckToPptxSync(measuredDeck(), { template, today: new Date("2026-01-15") }).bytes;
      const file = join(dir, name);
      writeFileSync(file, pptx);
      const ours = await time(() => drawPptxToPdf(pptx), 10, 2);
      const args = ["--headless", profile, "--convert-to", "pdf", "--outdir", join(dir, "out"), file];
      // One cold run first: the profile's creation is not the conversion.
      spawnSync("soffice", args, { stdio: "ignore", timeout: 120_000 });
      const anchor = timeCommand("soffice", args, 3);
      // A deck's pictures one after another (the workspace list, the preview, view_slides): the pptx opened once.
      const samples: number[] = [];
      const cold: number[] = [];
      for (let round = 0; round < 3; round++) {
        const opened = openPptx(pptx);
        for (let i = 0; i < 10; i++) {
          const t0 = performance.now();
          await slidePicture(opened, i);
          samples.push(performance.now() - t0);
          const t1 = performance.now();
          await slidePicture(pptx, i);
          cold.push(performance.now() - t1);
        }
      }
      const perSlide = summarise(samples);
      const coldSlide = summarise(cold);
      slideMs.push(perSlide.median);
      if (anchor) ratios.push(anchor.median / ours.median);
      record({
        group: "drawing",
        name: `${name.replace(/\.pptx$/, "")}: 10-slide brand deck → pdf`,
        ours: ms(ours),
        anchor: anchor ? `soffice pptx→pdf ${ms(anchor)}` : "soffice: not installed",
        ratio: anchor ? `${(anchor.median / ours.median).toFixed(1)}× faster` : undefined,
        bar: "≥ 6× faster than soffice",
        extra: `slide picture (${THUMBNAIL_WIDTH.default} px) ${ms(perSlide)} (bar ≤ 50 ms a slide), opening the pptx for each ${ms(coldSlide)}`,
      });
    }
    record({
      group: "drawing",
      name: `all ${names.length} templates`,
      ours: `slowest slide picture median ${Math.max(...slideMs).toFixed(1)} ms`,
      ratio: ratios.length ? `${Math.min(...ratios).toFixed(1)}× faster at the least` : undefined,
      bar: "≥ 6× faster than soffice; ≤ 50 ms a slide",
    });
  },
};
export default mod;
