// Two pictures of one slide compared for their look, not their pixels: page shape, where the colours are (a coarse grid
// compared cell by cell in CIE Lab) and which colours there are (a coarse palette's histogram intersection). Text
// anti-aliasing, font substitution and a line wrapped a word earlier move few pixels; a wrong background, a missing band
// of colour or a picture in the wrong place move whole cells — that is what the scores see.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decodePng } from "../slides/png-pixels.js";

/** A decoded picture: RGBA, row by row from the top left. */
export interface Rgba {
  width: number;
  height: number;
  rgba: Uint8Array | Uint8ClampedArray;
}

/** Cells across the placement grid; its height follows the first picture's aspect (36 for 4:3, 27 for 16:9). */
export const GRID_COLUMNS = 48;
/**
 * A grid cell "matches" when its two area-averaged colours are within this CIE76 ΔE (Euclidean distance in L*a*b*).
 * ΔE ≈ 2.3 is a just-noticeable difference; 10 is "the same colour, visibly shaded" — a cell of background with a few
 * words drawn in another font, or set a line lower, stays under it; a cell of white against a brand's navy, or a text
 * line where the other picture has none at title size, is far over it (white–navy ≈ 80).
 */
export const CELL_TOLERANCE = 10;
/** Levels per channel of the palette (4 → 64 bins). */
export const PALETTE_LEVELS = 4;

export interface PageComparison {
  /** width / height of each picture. */
  aspect: [number, number];
  /** |a − b| / b of the two aspects (0.01 = 1 %). */
  aspectDifference: number;
  /** Share of grid cells (0..1) whose average colours are within CELL_TOLERANCE ΔE. */
  placement: number;
  /** Histogram intersection (0..1) of the two pictures' coarse palettes, each weighted by area. */
  palette: number;
  /** Mean ΔE over the grid's cells (for reports). */
  meanDeltaE: number;
  /** The grid's size. */
  grid: { columns: number; rows: number };
}

/** A PNG's pixels (decoded by @napi-rs/canvas), as the slide picture tests decode them. */
export { decodePng };

const asRgba = async (p: Uint8Array | Rgba): Promise<Rgba> => (p instanceof Uint8Array ? decodePng(p) : p);

/** Compares two pictures of one slide (PNG bytes or decoded pixels). */
export async function comparePages(
  a: Uint8Array | Rgba,
  b: Uint8Array | Rgba,
  options: { columns?: number; tolerance?: number } = {},
): Promise<PageComparison> {
  return comparePixels(await asRgba(a), await asRgba(b), options);
}

export function comparePixels(
  a: Rgba,
  b: Rgba,
  options: { columns?: number; tolerance?: number } = {},
): PageComparison {
  const columns = options.columns ?? GRID_COLUMNS;
  const tolerance = options.tolerance ?? CELL_TOLERANCE;
  const aspect: [number, number] = [a.width / a.height, b.width / b.height];
  // One grid for both, shaped by the first picture: a picture of another shape is stretched onto it (the aspect check
  // is what catches a wrong shape; the colours are still compared where they fall on the page).
  const rows = Math.max(1, Math.round((columns * a.height) / a.width));
  const ga = cached(a, `grid ${columns}x${rows}`, () => gridLab(a, columns, rows));
  const gb = cached(b, `grid ${columns}x${rows}`, () => gridLab(b, columns, rows));
  let within = 0;
  let sum = 0;
  for (let i = 0; i < columns * rows; i++) {
    const d = Math.hypot(ga[i * 3]! - gb[i * 3]!, ga[i * 3 + 1]! - gb[i * 3 + 1]!, ga[i * 3 + 2]! - gb[i * 3 + 2]!);
    sum += d;
    if (d <= tolerance) within++;
  }
  const ha = cached(a, "palette", () => paletteHistogram(a));
  const hb = cached(b, "palette", () => paletteHistogram(b));
  let palette = 0;
  for (let i = 0; i < ha.length; i++) palette += Math.min(ha[i]!, hb[i]!);
  return {
    aspect,
    aspectDifference: Math.abs(aspect[0] - aspect[1]) / aspect[1],
    placement: within / (columns * rows),
    palette,
    meanDeltaE: sum / (columns * rows),
    grid: { columns, rows },
  };
}

/** A decoded picture's grids and palette, computed once each (a page compared with several others is read once). */
const analyses = new WeakMap<Rgba, Map<string, Float64Array>>();
function cached(img: Rgba, key: string, compute: () => Float64Array): Float64Array {
  let mine = analyses.get(img);
  if (!mine) analyses.set(img, (mine = new Map()));
  let value = mine.get(key);
  if (!value) mine.set(key, (value = compute()));
  return value;
}

// sRGB 0..255 → linear light, tabulated.
const LINEAR = Float64Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

/**
 * The picture area-averaged onto a columns × rows grid, as L*a*b* (D65) per cell. Each pixel falls in the cell holding
 * its centre; colours are averaged in linear light (what the eye sees of fine text on a background from a distance: a
 * blend of ink and paper, not the blend of their sRGB codes), over RGB composited on white (a transparent pixel is paper).
 */
export function gridLab(img: Rgba, columns: number, rows: number): Float64Array {
  const acc = new Float64Array(columns * rows * 3);
  const count = new Float64Array(columns * rows);
  const colOf = Int32Array.from({ length: img.width }, (_, x) =>
    Math.min(columns - 1, Math.floor(((x + 0.5) * columns) / img.width)),
  );
  for (let y = 0; y < img.height; y++) {
    const row = Math.min(rows - 1, Math.floor(((y + 0.5) * rows) / img.height)) * columns;
    for (let x = 0; x < img.width; x++) {
      const i = (y * img.width + x) * 4;
      const alpha = img.rgba[i + 3]! / 255;
      const cell = row + colOf[x]!;
      for (let k = 0; k < 3; k++)
        acc[cell * 3 + k] = acc[cell * 3 + k]! + LINEAR[img.rgba[i + k]!]! * alpha + (1 - alpha);
      count[cell] = count[cell]! + 1;
    }
  }
  const lab = new Float64Array(columns * rows * 3);
  for (let c = 0; c < columns * rows; c++) {
    const n = count[c] || 1;
    const [l, aa, bb] = linearToLab(acc[c * 3]! / n, acc[c * 3 + 1]! / n, acc[c * 3 + 2]! / n);
    lab[c * 3] = l;
    lab[c * 3 + 1] = aa;
    lab[c * 3 + 2] = bb;
  }
  return lab;
}

/** Linear-light sRGB (0..1) → CIE L*a*b*, D65 white. */
export function linearToLab(r: number, g: number, b: number): [number, number, number] {
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const [fx, fy, fz] = [f(x), f(y), f(z)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/**
 * The picture's colours on a coarse palette: each channel on PALETTE_LEVELS levels (0, 85, 170, 255 for 4), 64 bins,
 * normalised to sum 1 (each pixel weighs its area). A pixel is shared between the two nearest levels of each channel in
 * proportion to its closeness (up to 8 bins), so a colour sitting between two levels — a grey of 127 in one picture and
 * 129 in the other — lands in the same bins in both instead of flipping between them.
 */
export function paletteHistogram(img: Rgba, levels = PALETTE_LEVELS): Float64Array {
  const bins = new Float64Array(levels ** 3);
  const step = 255 / (levels - 1);
  const lo = new Int32Array(256);
  const w = new Float64Array(256);
  for (let v = 0; v < 256; v++) {
    const t = v / step;
    lo[v] = Math.min(levels - 2, Math.floor(t));
    w[v] = t - lo[v]!; // weight of the upper level
  }
  const n = img.width * img.height;
  for (let p = 0; p < n; p++) {
    const i = p * 4;
    const alpha = img.rgba[i + 3]! / 255;
    const over = 255 * (1 - alpha);
    const r = Math.round(img.rgba[i]! * alpha + over);
    const g = Math.round(img.rgba[i + 1]! * alpha + over);
    const b = Math.round(img.rgba[i + 2]! * alpha + over);
    for (let dr = 0; dr < 2; dr++) {
      const wr = dr ? w[r]! : 1 - w[r]!;
      if (!wr) continue;
      for (let dg = 0; dg < 2; dg++) {
        const wg = dg ? w[g]! : 1 - w[g]!;
        if (!wg) continue;
        for (let db = 0; db < 2; db++) {
          const wb = db ? w[b]! : 1 - w[b]!;
          if (!wb) continue;
          const bin = ((lo[r]! + dr) * levels + lo[g]! + dg) * levels + lo[b]! + db;
          bins[bin] = bins[bin]! + wr * wg * wb;
        }
      }
    }
  }
  for (let i = 0; i < bins.length; i++) bins[i] = bins[i]! / n;
  return bins;
}

/**
 * Every page of a PDF as PNG bytes, drawn by poppler (`pdftoppm -png -r dpi`, or `-scale-to-x width` when a width is
 * given): LibreOffice's PDF and Quire's go through this same rasteriser, so neither side's picture is drawn differently.
 */
export function rasterisePdf(pdf: Uint8Array | string, size: { dpi?: number; width?: number } = {}): Uint8Array[] {
  const dir = mkdtempSync(join(tmpdir(), "quire-raster-"));
  try {
    let path = pdf as string;
    if (typeof pdf !== "string") writeFileSync((path = join(dir, "in.pdf")), pdf);
    const scale = size.width
      ? ["-scale-to-x", String(size.width), "-scale-to-y", "-1"]
      : ["-r", String(size.dpi ?? 50)];
    execFileSync("pdftoppm", ["-png", ...scale, path, join(dir, "p")], { stdio: ["ignore", "ignore", "pipe"] });
    // pdftoppm pads the page number to the width of the page count: p-1.png … or p-01.png …, so sort by number.
    const pages = readdirSync(dir)
      .filter((f) => /^p-\d+\.png$/.test(f))
      .sort((x, y) => Number(/\d+/.exec(x)![0]) - Number(/\d+/.exec(y)![0]));
    return pages.map((f) => new Uint8Array(readFileSync(join(dir, f))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
