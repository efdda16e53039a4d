// Calibrates the floors of test/drawing/looks-like-template.test.ts: the fixture deck (measuredDeck) on every built-in
// theme, LibreOffice's render of its .pptx against Quire's own PDF of it (renderDeckToPdf), page by page, through the same
// rasteriser (pdftoppm at COMPARE_DPI). The built-in themes are what Quire draws "alike" today, so a brand deck drawn
// by drawPptxToPdf must score at least about as well as their worst page against LibreOffice.
// Run with `node --import tsx scripts/calibrate-drawing-floor.ts [--out DIR]` (--out: keep every page's two PNGs there).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { renderDeckToPdf } from "../src/formats/pdf/index.js";
import { renderDeckToPptx } from "../src/formats/pptx/index.js";
import { THEME_NAMES } from "../src/formats/model/themes.js";
import type { Deck } from "../src/formats/model/source.js";
import { measuredDeck } from "../test/brands/deck-fixture.js";
import { comparePages, rasterisePdf } from "../test/drawing/compare-pages.js";
import { COMPARE_DPI, convertDecksWithLibreOffice } from "../test/drawing/render-both.js";

const today = new Date("2026-11-23T12:00:00Z");
const outAt = process.argv.indexOf("--out");
const out = outAt > 0 ? process.argv[outAt + 1] : undefined;
if (out) mkdirSync(out, { recursive: true });

const started = Date.now();
const decks = Object.fromEntries(
  THEME_NAMES.map((theme) => [theme, { ...measuredDeck(), theme: { name: theme } } as Deck]),
);
const pptx: Record<string, Uint8Array> = {};
for (const [theme, deck] of Object.entries(decks)) pptx[theme] = (await renderDeckToPptx(deck, { today })).bytes;
const office = convertDecksWithLibreOffice(pptx);
console.log(
  `LibreOffice converted ${Object.keys(office).length} decks in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

const worst = { placement: 1, palette: 1, meanPlacement: 1, meanPalette: 1 };
for (const [theme, deck] of Object.entries(decks)) {
  const lo = rasterisePdf(office[theme]!, { dpi: COMPARE_DPI });
  const quire = rasterisePdf((await renderDeckToPdf(deck)).bytes, { dpi: COMPARE_DPI });
  const rows: string[] = [];
  let themeWorst = { placement: 1, palette: 1, placementPage: 0, palettePage: 0 };
  const sums = { placement: 0, palette: 0, pages: 0 };
  for (let i = 0; i < Math.min(lo.length, quire.length); i++) {
    const c = await comparePages(lo[i]!, quire[i]!);
    if (out) {
      writeFileSync(join(out, `${theme}-${i + 1}-lo.png`), lo[i]!);
      writeFileSync(join(out, `${theme}-${i + 1}-quire.png`), quire[i]!);
    }
    sums.placement += c.placement;
    sums.palette += c.palette;
    sums.pages++;
    rows.push(`p${i + 1} ${c.placement.toFixed(3)}/${c.palette.toFixed(3)} ΔE${c.meanDeltaE.toFixed(1)}`);
    if (c.placement < themeWorst.placement)
      themeWorst = { ...themeWorst, placement: c.placement, placementPage: i + 1 };
    if (c.palette < themeWorst.palette) themeWorst = { ...themeWorst, palette: c.palette, palettePage: i + 1 };
  }
  worst.placement = Math.min(worst.placement, themeWorst.placement);
  worst.palette = Math.min(worst.palette, themeWorst.palette);
  worst.meanPlacement = Math.min(worst.meanPlacement, sums.placement / sums.pages);
  worst.meanPalette = Math.min(worst.meanPalette, sums.palette / sums.pages);
  console.log(
    `${theme.padEnd(10)} pages ${lo.length}/${quire.length}  worst placement ${themeWorst.placement.toFixed(3)} (p${themeWorst.placementPage})  worst palette ${themeWorst.palette.toFixed(3)} (p${themeWorst.palettePage})  mean ${(sums.placement / sums.pages).toFixed(3)}/${(sums.palette / sums.pages).toFixed(3)}`,
  );
  console.log(`           ${rows.join("  ")}`);
}
console.log(
  `all themes: worst page placement ${worst.placement.toFixed(3)}, palette ${worst.palette.toFixed(3)}; worst deck mean placement ${worst.meanPlacement.toFixed(3)}, palette ${worst.meanPalette.toFixed(3)} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
