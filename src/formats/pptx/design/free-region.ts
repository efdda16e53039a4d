// The largest well-shaped rectangle of a slide area that no obstacle (title, footer, artwork) touches.
import { emuBox } from "../../ooxml/drawingml.js";
import type { Box } from "../placeholders.js";

/** Space kept between content and anything it must not touch (0.08 in). */
export const GAP = 73152;
/** Obstacles beyond this many (the largest kept) would make the search slow for nothing: small marks hardly matter. */
const MAX_OBSTACLES = 18;

const pad = (b: Box, p: number): Box => emuBox(b.x - p, b.y - p, b.cx + 2 * p, b.cy + 2 * p);
const right = (b: Box) => b.x + b.cx;
const bottom = (b: Box) => b.y + b.cy;

/**
 * The free rectangle of `bounds` with the best area, where very thin strips count for less (a 0.3 in band is not a place
 * for a chart). Returns null when nothing usable is left.
 */
export function largestFreeRect(bounds: Box, obstacles: Box[], slide: { cx: number; cy: number }): Box | null {
  const blocks = obstacles
    .map((o) => pad(o, GAP))
    .filter((o) => right(o) > bounds.x && o.x < right(bounds) && bottom(o) > bounds.y && o.y < bottom(bounds))
    .sort((a, b) => b.cx * b.cy - a.cx * a.cy)
    .slice(0, MAX_OBSTACLES);
  const clampX = (v: number) => Math.min(right(bounds), Math.max(bounds.x, v));
  const clampY = (v: number) => Math.min(bottom(bounds), Math.max(bounds.y, v));
  const xs = [...new Set([bounds.x, right(bounds), ...blocks.flatMap((b) => [clampX(b.x), clampX(right(b))])])].sort(
    (a, b) => a - b,
  );
  const ys = [...new Set([bounds.y, bottom(bounds), ...blocks.flatMap((b) => [clampY(b.y), clampY(bottom(b))])])].sort(
    (a, b) => a - b,
  );
  const nx = xs.length - 1;
  const ny = ys.length - 1;
  if (nx < 1 || ny < 1) return null;

  // prefix[j][i]: blocked cells in columns < i and rows < j.
  const prefix = Array.from({ length: ny + 1 }, () => new Int32Array(nx + 1));
  for (let j = 0; j < ny; j++) {
    const cy = (ys[j]! + ys[j + 1]!) / 2;
    for (let i = 0; i < nx; i++) {
      const cx = (xs[i]! + xs[i + 1]!) / 2;
      const blocked = blocks.some((b) => cx > b.x && cx < right(b) && cy > b.y && cy < bottom(b)) ? 1 : 0;
      prefix[j + 1]![i + 1] = blocked + prefix[j]![i + 1]! + prefix[j + 1]![i]! - prefix[j]![i]!;
    }
  }
  const blockedIn = (i0: number, j0: number, i1: number, j1: number) =>
    prefix[j1]![i1]! - prefix[j0]![i1]! - prefix[j1]![i0]! + prefix[j0]![i0]!;

  let best: Box | null = null;
  let bestScore = 0;
  for (let i0 = 0; i0 < nx; i0++) {
    for (let i1 = nx; i1 > i0; i1--) {
      const w = xs[i1]! - xs[i0]!;
      for (let j0 = 0; j0 < ny; j0++) {
        for (let j1 = ny; j1 > j0; j1--) {
          if (blockedIn(i0, j0, i1, j1)) continue;
          const h = ys[j1]! - ys[j0]!;
          const score = w * h * Math.min(1, w / (slide.cx * 0.35)) * Math.min(1, h / (slide.cy * 0.3));
          if (score > bestScore) {
            bestScore = score;
            best = emuBox(xs[i0]!, ys[j0]!, w, h);
          }
          // Any rectangle inside this free one scores less.
          break;
        }
      }
    }
  }
  return best && best.cx > slide.cx * 0.1 && best.cy > slide.cy * 0.1 ? best : null;
}
