// The picture budget: what each header gets (as it is, redrawn at the working size, refused), SVG sized before it is
// rasterised, a document's decoding bounded in all, and Quire's deck PDF embedding a large upload downscaled once.
import { describe, expect, it } from "vitest";
import { BASE_JPEG } from "../../../test/assets/images.js";
import {
  deflatingPng,
  gifDeclaring,
  jpegDeclaring,
  pngDeclaring,
  svgDeclaring,
} from "../../../test/hostile/corpus-pictures.js";
import { rgbPng } from "../../../test/png.js";
import { readImageHeader } from "../../lib/image-header.js";
import { DecodeBudget, fitPicture, planPicture, PICTURE_BUDGET, sizedSvg, workingSize } from "./picture-budget.js";
import { renderDeckToPdf } from "./render-deck.js";

describe("planPicture", () => {
  it("embeds a PNG or JPEG within the working size as it is, counting what pdfkit decodes of a PNG with alpha", () => {
    expect(planPicture(rgbPng(40, 30, () => [1, 2, 3]))).toMatchObject({ kind: "as-is", decodes: 0 });
    expect(planPicture(BASE_JPEG)).toMatchObject({ kind: "as-is", decodes: 0 });
    expect(planPicture(deflatingPng(4096, 100))).toMatchObject({ kind: "as-is", decodes: 409_600 });
  });

  it("redraws a larger picture at the working size, and never decodes one past the limit or unreadable", () => {
    expect(planPicture(deflatingPng(10_000, 5_000))).toMatchObject({
      kind: "redraw",
      width: 4096,
      height: 2048,
      decodes: 50_000_000,
    });
    for (const huge of [
      pngDeclaring(65535, 65535),
      deflatingPng(16000, 16000),
      jpegDeclaring(65500, 65500),
      gifDeclaring(65535, 65535),
    ]) {
      expect(planPicture(huge)).toMatchObject({
        kind: "refused",
        reason: expect.stringMatching(/more than the 100 million Quire decodes/),
      });
    }
    expect(planPicture(Buffer.from("GIF89a"))).toMatchObject({ kind: "refused" });
    expect(planPicture(Buffer.from([1, 2, 3]))).toMatchObject({ kind: "refused" });
  });

  it("rasterises an SVG at most at the working size whatever it declares, and refuses one embedding a huge picture", () => {
    expect(planPicture(svgDeclaring(30000, 30000))).toMatchObject({ kind: "redraw", width: 4096, height: 4096 });
    expect(planPicture(svgDeclaring(120, 60))).toMatchObject({ kind: "redraw", width: 120, height: 60 });
    const nested = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="data:image/png;base64,${pngDeclaring(65535, 65535).toString("base64")}"/></svg>`,
    );
    expect(planPicture(nested)).toMatchObject({
      kind: "refused",
      reason: expect.stringMatching(/SVG embedding a picture/),
    });
  });

  it("rewrites an SVG root's size, keeping its other attributes and giving it a viewBox of its own size", () => {
    const out = sizedSvg(
      Buffer.from(
        `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width='10cm' stroke-width="3" height="5cm" data-x='say "hi"'><rect/></svg>`,
      ),
      400,
      200,
    ).toString();
    expect(out).toContain(
      `<svg xmlns="http://www.w3.org/2000/svg" stroke-width="3" data-x='say "hi"' width="400" height="200" viewBox="0 0 378 189">`,
    );
    expect(readImageHeader(Buffer.from(out))).toMatchObject({ width: 400, height: 200 });
  });

  it("keeps the working size's shape", () => {
    expect(workingSize(10_000, 100)).toEqual({ width: 4096, height: 41 });
    expect(workingSize(3, 100_000)).toEqual({ width: 1, height: 4096 });
  });
});

describe("fitPicture", () => {
  it("decodes a large picture once into its pixels at the working size, keeping its own size for layout", async () => {
    const fitted = await fitPicture(deflatingPng(6000, 3000, [200, 40, 40, 255]), new DecodeBudget());
    expect(fitted).toMatchObject({ width: 6000, height: 3000, pixels: { width: 4096, height: 2048, alpha: null } });
  });

  it("stops decoding once a document's budget is spent", async () => {
    const budget = new DecodeBudget(PICTURE_BUDGET.decodeLimit);
    const picture = deflatingPng(8000, 8000);
    expect(await fitPicture(picture, budget)).toHaveProperty("pixels");
    expect(await fitPicture(picture, budget)).toMatchObject({
      refused: expect.stringMatching(/past the 100 million pixels it decodes in all/),
    });
  });
});

describe("Quire's deck PDF", () => {
  it("embeds an upload at the limit downscaled, and leaves one past it out with a warning naming it", async () => {
    const src = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`;
    const slide = (s: string, alt: string) => ({ layout: "image" as const, title: alt, image: { src: s, alt } });
    const big = src(deflatingPng(9000, 6000));
    const deck = {
      kind: "deck" as const,
      title: "Pictures",
      slides: [slide(big, "Big"), slide(big, "Big again"), slide(src(pngDeclaring(65535, 65535)), "Bomb")],
    };
    const { bytes, warnings } = await renderDeckToPdf(deck);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^Image "Bomb" declares 65535×65535 pixels, more than the 100 million Quire decodes; a placeholder is shown\.$/,
      ),
    ]);
    const text = Buffer.from(bytes).toString("latin1");
    expect(text.match(/\/Width 4096/g)).toHaveLength(1); // opaque (no soft mask), embedded once for both slides
    expect(text).not.toMatch(/\/Width (9000|65535)/);
  });
});
