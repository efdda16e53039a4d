// Test helpers for a brand deck's drawing: a PDF's page sizes, a page's pixel colour, a PNG's, and a 4:3 template on a
// solid coloured background (the template kit), so "drawn on the brand" can be told from Quire's own drawing.
import { openOwnPdf } from "../../src/formats/raster/pdfjs.js";
import { rasterisePage } from "../../src/formats/raster/rasterise.js";
import { buildTemplate, type LayoutSpec } from "./template-kit/build-template.js";
import { CONSTRUCTED } from "./template-kit/constructed.js";
import type { Pixels } from "../slides/png-pixels.js";

export type Rgb = [number, number, number];

/** Each page's [width, height] in PDF points, rounded. */
export async function pdfPageSizes(pdf: Uint8Array): Promise<[number, number][]> {
  const doc = await openOwnPdf(pdf);
  try {
    const sizes: [number, number][] = [];
    for (let p = 1; p <= doc.numPages; p++) {
      const { width, height } = (await doc.getPage(p)).getViewport({ scale: 1 });
      sizes.push([Math.round(width), Math.round(height)]);
    }
    return sizes;
  } finally {
    await doc.destroy();
  }
}

/** The colour of page `page` (from 1) at (x, y), shares of its width and height, drawn `width` pixels wide. */
export async function pdfColourAt(pdf: Uint8Array, page: number, x: number, y: number, width = 400): Promise<Rgb> {
  const doc = await openOwnPdf(pdf);
  try {
    const raster = await rasterisePage(await doc.getPage(page), width);
    const rgba = raster.rgba();
    const i =
      (Math.min(raster.height - 1, Math.floor(y * raster.height)) * raster.width +
        Math.min(raster.width - 1, Math.floor(x * raster.width))) *
      4;
    return [rgba[i]!, rgba[i + 1]!, rgba[i + 2]!];
  } finally {
    await doc.destroy();
  }
}

/** A decoded PNG's colour at (x, y), shares of its width and height. */
export function pixelAt(p: Pixels, x: number, y: number): Rgb {
  const i =
    (Math.min(p.height - 1, Math.floor(y * p.height)) * p.width + Math.min(p.width - 1, Math.floor(x * p.width))) * 4;
  return [p.rgba[i]!, p.rgba[i + 1]!, p.rgba[i + 2]!];
}

export const hex = ([r, g, b]: Rgb) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;

/** Whether two colours are the same within a rounding step or two of anti-aliasing and colour conversion. */
export const near = (a: Rgb, b: Rgb, tolerance = 4) => a.every((c, i) => Math.abs(c - b[i]!) <= tolerance);

/** The coloured template's background: a deep teal no built-in theme paints. */
export const BRAND_BACKGROUND: Rgb = [0x12, 0x5e, 0x6b];

/**
 * A 4:3 template (10 × 7.5 in: 720 × 540 pt) whose master paints every slide `BRAND_BACKGROUND` with white text: the
 * template kit's 4:3 "only title layout" master, given a content layout that inherits the master's body.
 */
export function colouredTemplate(): Uint8Array {
  const spec = CONSTRUCTED["only-title-layout"]!.spec();
  const master = spec.masters[0]!;
  const content: LayoutSpec = { name: "Title and Content", type: "obj", placeholders: [{ type: "title" }, { idx: 1 }] };
  spec.masters[0] = {
    ...master,
    background: hex(BRAND_BACKGROUND).slice(1).toUpperCase(),
    titleColour: "FFFFFF",
    bodyColour: "FFFFFF",
    layouts: [...master.layouts, content],
  };
  return buildTemplate(spec);
}
