// What a picture on a layout must leave in view: the master's and layout's artwork where it shows, and the layout's
// date, footer and slide-number boxes.
import { emuBox } from "../../ooxml/drawingml.js";
import type { Box } from "../placeholders.js";
import type { Artwork } from "./read-artwork.js";
import type { LayoutFacts } from "./layout-facts.js";

/** Artwork covering this share of the slide or more is its background (a full panel or photo): pictures may sit on it. */
export const BACKGROUND_SHARE = 0.6;

const right = (b: Box) => b.x + b.cx;
const bottom = (b: Box) => b.y + b.cy;

/** The parts of `box` outside `cover` (up to four rectangles). */
export function subtractBox(box: Box, cover: Box): Box[] {
  const x0 = Math.max(box.x, cover.x);
  const y0 = Math.max(box.y, cover.y);
  const x1 = Math.min(right(box), right(cover));
  const y1 = Math.min(bottom(box), bottom(cover));
  if (x0 >= x1 || y0 >= y1) return [box];
  const parts: Box[] = [];
  if (box.y < y0) parts.push(emuBox(box.x, box.y, box.cx, y0 - box.y));
  if (bottom(box) > y1) parts.push(emuBox(box.x, y1, box.cx, bottom(box) - y1));
  if (box.x < x0) parts.push(emuBox(box.x, y0, x0 - box.x, y1 - y0));
  if (right(box) > x1) parts.push(emuBox(x1, y0, right(box) - x1, y1 - y0));
  return parts;
}

/**
 * The artwork a slide shows, as the rectangles where each piece is seen: a mark under a later opaque shape (a texture
 * under a content panel) shows only outside it, and slide-sized artwork is the background, not a mark.
 */
export function visibleArtwork(artwork: Artwork[], slide: { cx: number; cy: number }): Box[] {
  const out: Box[] = [];
  artwork.forEach((a, i) => {
    if (a.box.cx * a.box.cy >= slide.cx * slide.cy * BACKGROUND_SHARE) return;
    let parts = [a.box];
    for (const cover of artwork.slice(i + 1))
      if (cover.look.kind === "solid") parts = parts.flatMap((p) => subtractBox(p, cover.box));
    out.push(...parts.filter((p) => p.cx > 0 && p.cy > 0));
  });
  return out;
}

/** Each layout's marks, worked out once (its facts live as long as the template's design plan). */
const marksOf = new WeakMap<LayoutFacts, Box[]>();

/** Everything a picture on this layout must not cover: its visible artwork and its date, footer and number boxes. */
export function pictureMarks(f: LayoutFacts): Box[] {
  let marks = marksOf.get(f);
  if (!marks) {
    marks = [...visibleArtwork(f.layout.artwork, f.slide), ...f.chrome.flatMap((p) => (p.box ? [p.box] : []))];
    marksOf.set(f, marks);
  }
  return marks;
}

/** Whether `outer` holds all of `inner`: a panel a picture frame is drawn on, whose edges stay in view around it. */
export const holds = (outer: Box, inner: Box) =>
  outer.x <= inner.x && outer.y <= inner.y && right(outer) >= right(inner) && bottom(outer) >= bottom(inner);

/** Whether `box` covers none of `marks` (standing inside a panel is not covering it). */
export function clearOf(box: Box, marks: Box[]): boolean {
  return marks.every(
    (m) => right(m) <= box.x || right(box) <= m.x || bottom(m) <= box.y || bottom(box) <= m.y || holds(m, box),
  );
}
