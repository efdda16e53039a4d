// The colour behind a run of words — from the shapes painted under it, or from the page's pixels where a picture,
// a shading or a soft mask is under it — and the WCAG contrast between the two.
import { contrast, mix } from "../formats/model/colour.js";
import type { Raster } from "../formats/raster/rasterise.js";
import type { Paint, TextRun } from "./read-paint.js";

const bare = (c: string) => c.replace(/^#/, "").toUpperCase();
const hash = (c: string) => `#${bare(c).toLowerCase()}`;

/** WCAG 2.x contrast ratio of two "#rrggbb" colours. */
export const contrastOf = (a: string, b: string): number => contrast(bare(a), bare(b));

/** The run's glyph box: from a little below the baseline to about the cap height. */
export function glyphBox(t: TextRun) {
  return { x0: t.x0, x1: t.x1, y0: t.baseline - t.size * 0.72, y1: t.baseline + t.size * 0.12 };
}

const area = (b: { x0: number; y0: number; x1: number; y1: number }) =>
  Math.max(0, b.x1 - b.x0) * Math.max(0, b.y1 - b.y0);

/**
 * The solid colour painted under the run, or null when only pixels can tell (a picture, a shading, a pattern).
 * A shape counts as the run's background when it holds the run's centre and covers half its box (a rule or a border
 * the words cross does not).
 */
export function paintedBackground(run: TextRun, paints: Paint[]): string | null {
  const box = glyphBox(run);
  const cx = (box.x0 + box.x1) / 2;
  const cy = (box.y0 + box.y1) / 2;
  const under = (before: number): string | null => {
    for (let i = paints.length - 1; i >= 0; i--) {
      const p = paints[i]!;
      if (p.order >= before || p.kind === "stroke") continue;
      const b = p.box;
      if (cx < b.x0 || cx > b.x1 || cy < b.y0 || cy > b.y1) continue;
      const overlap = area({
        x0: Math.max(b.x0, box.x0),
        y0: Math.max(b.y0, box.y0),
        x1: Math.min(b.x1, box.x1),
        y1: Math.min(b.y1, box.y1),
      });
      if (overlap < area(box) * 0.5) continue;
      if (p.kind !== "fill" || !p.colour) return null;
      if (p.alpha >= 0.99) return p.colour;
      const below = under(p.order);
      return below ? hash(mix(bare(p.colour), bare(below), p.alpha)) : null;
    }
    // Nothing painted: the paper.
    return "#ffffff";
  };
  return under(run.order);
}

/**
 * The background read from pixels: the commonest colour in the run's box among pixels unlike the words' own colour
 * (so thin strokes and anti-aliasing do not count), or null when the box is too small to read.
 */
export function pixelBackground(
  run: TextRun,
  raster: Raster,
  rgba: Uint8ClampedArray,
  frameWidth: number,
): string | null {
  const s = raster.width / frameWidth;
  const box = glyphBox(run);
  const x0 = Math.max(0, Math.floor(box.x0 * s));
  const y0 = Math.max(0, Math.floor(box.y0 * s));
  const x1 = Math.min(raster.width, Math.ceil(box.x1 * s));
  const y1 = Math.min(raster.height, Math.ceil(box.y1 * s));
  if (x1 - x0 < 2 || y1 - y0 < 2 || !run.colour) return null;
  const ink = parseInt(bare(run.colour), 16);
  const [ir, ig, ib] = [ink >> 16, (ink >> 8) & 255, ink & 255];
  const buckets = new Map<number, [number, number, number, number]>();
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * raster.width + x) * 4;
      const [r, g, b] = [rgba[i]!, rgba[i + 1]!, rgba[i + 2]!];
      if (Math.abs(r - ir) + Math.abs(g - ig) + Math.abs(b - ib) < 90) continue;
      const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
      const sum = buckets.get(key) ?? [0, 0, 0, 0];
      buckets.set(key, [sum[0] + r, sum[1] + g, sum[2] + b, sum[3] + 1]);
    }
  }
  let best: [number, number, number, number] | null = null;
  for (const v of buckets.values()) if (!best || v[3] > best[3]) best = v;
  if (!best) return run.colour;
  const hex2 = (v: number) =>
    Math.round(v / best![3])
      .toString(16)
      .padStart(2, "0");
  return `#${hex2(best[0])}${hex2(best[1])}${hex2(best[2])}`;
}

/** The words' own colour as seen: a translucent run is mixed with what is behind it. */
export function seenColour(run: TextRun, background: string): string | null {
  if (!run.colour) return null;
  return run.alpha >= 0.99 ? run.colour : hash(mix(bare(run.colour), bare(background), run.alpha));
}
