// A slide background that changes across the slide (a gradient fill, a gradient's picture) read as a grid of colours, so
// text is chosen against the colours really under its box rather than one colour for the whole slide.
import { mix, type Rgb } from "../../model/colour.js";
import type { Box } from "../placeholders.js";
import type { Gradient } from "./theme-colours.js";

/** The background's colours on a grid over the slide (`cx` × `cy` EMU), row by row from the top left. */
export interface BackgroundSamples {
  columns: number;
  rows: number;
  colours: Rgb[];
  cx: number;
  cy: number;
}

/** Cells a gradient is read at along each side: a stop's band is never missed by more than 1/24 of the slide. */
const CELLS = 24;

/** The gradient's colour at `t` (0…1 along it): its stops interpolated, held at the ends. */
function colourAt(g: Gradient, t: number): Rgb {
  const stops = g.stops;
  if (t <= stops[0]!.pos) return stops[0]!.rgb;
  for (let i = 1; i < stops.length; i++) {
    const [a, b] = [stops[i - 1]!, stops[i]!];
    if (t <= b.pos) return b.pos === a.pos ? b.rgb : mix(b.rgb, a.rgb, (t - a.pos) / (b.pos - a.pos));
  }
  return stops.at(-1)!.rgb;
}

/**
 * A gradient filling the slide, read at the centre of each cell as the drawing paints it: a linear one along its angle
 * across the slide's box (from one side's projection to the other's), a path one from the centre out to the corners.
 */
export function gradientSamples(g: Gradient, slide: { cx: number; cy: number }): BackgroundSamples {
  const colours: Rgb[] = [];
  const a = ((g.angle ?? 0) * Math.PI) / 180;
  const [dx, dy] = [Math.cos(a), Math.sin(a)];
  const half = (Math.abs(slide.cx * dx) + Math.abs(slide.cy * dy)) / 2;
  const reach = Math.hypot(slide.cx, slide.cy) / 2;
  for (let r = 0; r < CELLS; r++) {
    for (let c = 0; c < CELLS; c++) {
      const x = ((c + 0.5) / CELLS - 0.5) * slide.cx;
      const y = ((r + 0.5) / CELLS - 0.5) * slide.cy;
      const t = g.angle === null ? Math.hypot(x, y) / reach : half > 0 ? (x * dx + y * dy + half) / (2 * half) : 0;
      colours.push(colourAt(g, Math.max(0, Math.min(1, t))));
    }
  }
  return { columns: CELLS, rows: CELLS, colours, cx: slide.cx, cy: slide.cy };
}

/** The sampled colours whose cells `box` covers any part of (at least the one cell its centre is in). */
export function samplesUnder(s: BackgroundSamples, box: Box): Rgb[] {
  const cell = (v: number, size: number, count: number) =>
    Math.max(0, Math.min(count - 1, Math.floor((v / size) * count)));
  const [c0, c1] = [cell(box.x, s.cx, s.columns), cell(box.x + Math.max(0, box.cx - 1), s.cx, s.columns)];
  const [r0, r1] = [cell(box.y, s.cy, s.rows), cell(box.y + Math.max(0, box.cy - 1), s.cy, s.rows)];
  const out = new Set<Rgb>();
  for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) out.add(s.colours[r * s.columns + c]!);
  return [...out];
}
