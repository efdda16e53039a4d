// The slide pictures of every designed slide kind (pdf.js and canvas drawing Quire's PDF: the preview, the PNG route,
// the png export and the quality report's eyes) against poppler's render of the same PDF, a renderer Quire did not
// write: one picture per page, each of the page's shape, its colours where poppler has them.
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import type { Deck } from "../../src/formats/model/source.js";
import { renderDeckToPdf } from "../../src/formats/pdf/index.js";
import { pagePngs } from "../../src/formats/raster/page-pngs.js";
import { comparePages, rasterisePdf } from "../drawing/compare-pages.js";
import { designedDeck } from "./designed-deck.js";

const canRaster = !spawnSync("pdftoppm", ["-v"], { stdio: "ignore" }).error;
const WIDTH = 480;
/**
 * Both draw the same PDF: only anti-aliasing and glyph hinting differ. Measured 2026-11-27 (48-cell grid, ΔE ≤ 10):
 * placement 0.969–1.000 (the worst the dark timeline, whose thin light-on-dark words shade cells), palette ≥ 0.993.
 */
const PLACEMENT_FLOOR = 0.95;
const PALETTE_FLOOR = 0.98;

async function pictures(pdf: Uint8Array): Promise<Uint8Array[]> {
  const out: Uint8Array[] = [];
  for await (const { png } of (await pagePngs(pdf, WIDTH)).pictures) out.push(png);
  return out;
}

describe.skipIf(!canRaster)("designed kinds: the slide pictures against poppler's render of the same PDF", () => {
  for (const theme of ["light", "dark"]) {
    it(`every slide kind in ${theme}`, { timeout: 120_000 }, async () => {
      const deck: Deck = { ...designedDeck(), theme: { name: theme } };
      const { bytes } = await renderDeckToPdf(deck);
      const ours = await pictures(bytes);
      const poppler = rasterisePdf(bytes, { width: WIDTH });
      expect(ours).toHaveLength(deck.slides.length);
      expect(poppler).toHaveLength(deck.slides.length);
      const weak: string[] = [];
      for (let i = 0; i < ours.length; i++) {
        const c = await comparePages(ours[i]!, poppler[i]!);
        if (c.aspectDifference > 0.01 || c.placement < PLACEMENT_FLOOR || c.palette < PALETTE_FLOOR) {
          weak.push(
            `slide ${i + 1} (${deck.slides[i]!.layout}): aspect ${c.aspectDifference.toFixed(3)}, placement ${c.placement.toFixed(3)}, palette ${c.palette.toFixed(3)}`,
          );
        }
      }
      expect(weak).toEqual([]);
    });
  }

  it("the judge sees a wrong picture: a slide compared with the next one fails", { timeout: 60_000 }, async () => {
    const { bytes } = await renderDeckToPdf({ ...designedDeck(), theme: { name: "dark" } });
    const ours = await pictures(bytes);
    const poppler = rasterisePdf(bytes, { width: WIDTH });
    const title = ours.findIndex((_, i) => designedDeck().slides[i]!.layout === "title");
    const c = await comparePages(ours[title]!, poppler[title + 1]!);
    expect(c.placement).toBeLessThan(PLACEMENT_FLOOR - 0.1);
  });
});
