// What sits behind a box on a layout: the topmost artwork covering it, else the layout's background.
import type { Box } from "../placeholders.js";
import type { Rgb } from "../../model/colour.js";
import type { Artwork } from "./read-artwork.js";

export interface Backdrop {
  rgb: Rgb;
  /** False when the box sits on a picture or chart we cannot reduce to one colour (rgb is then the background's). */
  known: boolean;
}

export function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.cx, b.x + b.cx) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.cy, b.y + b.cy) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The backdrop under `box`: artwork covering at least 40% of it (topmost first), else the background. */
export function backdropOf(box: Box, background: Rgb, artwork: Artwork[], backgroundKnown = true): Backdrop {
  const area = Math.max(1, box.cx * box.cy);
  for (let i = artwork.length - 1; i >= 0; i--) {
    const a = artwork[i]!;
    if (a.kind === "line" || a.look.kind === "none") continue;
    if (overlapArea(a.box, box) / area < 0.4) continue;
    return a.look.kind === "solid" ? { rgb: a.look.rgb, known: true } : { rgb: background, known: false };
  }
  return { rgb: background, known: backgroundKnown };
}
