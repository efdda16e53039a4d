// Paint and outline applied to a traced path on a pdfkit page: solid colours with opacity, linear and radial
// gradients across the shape's box, pictures clipped to the shape, dashes and widths.
import type { GeometryPath, PathCommand } from "./geometry.js";
import type { Outline, Paint } from "./paint.js";
import type { PictureCache } from "./pictures.js";
import type { OpcPackage } from "../ooxml/package.js";
import { emuToPt } from "../../lib/units.js";
import { DRAWING_BUDGET, sampleEvenly } from "./budget.js";
import type { Rect } from "./draw-text.js";

export interface PaintTarget {
  doc: PDFKit.PDFDocument;
  pkg: OpcPackage;
  pictures: PictureCache;
  warn: (m: string) => void;
}

/** Traces paths given in the box's own coordinates (0..w, 0..h) at the box's position. */
export function trace(doc: PDFKit.PDFDocument, commands: PathCommand[], box: Rect): void {
  for (const c of commands) {
    if (c.op === "M") doc.moveTo(box.x + c.x, box.y + c.y);
    else if (c.op === "L") doc.lineTo(box.x + c.x, box.y + c.y);
    else if (c.op === "C")
      doc.bezierCurveTo(box.x + c.x1, box.y + c.y1, box.x + c.x2, box.y + c.y2, box.x + c.x, box.y + c.y);
    else doc.closePath();
  }
}

const hex = (rgb: string) => `#${rgb}`;

/** The part a picture paint's relationship points to. */
function picturePart(t: PaintTarget, paint: Extract<Paint, { kind: "picture" }>): string | null {
  const rel = t.pkg.rels(paint.owner).find((r) => r.id === paint.rel);
  return rel && !rel.external ? t.pkg.resolve(paint.owner, rel) : null;
}

/** Fills what `draw` traces with `paint` over `box`. */
export function fillWith(t: PaintTarget, paint: Paint, box: Rect, draw: () => void): void {
  const { doc } = t;
  switch (paint.kind) {
    case "none":
      return;
    case "solid":
      draw();
      doc.fillColor(hex(paint.rgb), paint.alpha).fill();
      doc.fillOpacity(1);
      return;
    case "gradient": {
      let grad: PDFKit.PDFGradient;
      if (paint.radial) {
        const cx = box.x + box.w / 2;
        const cy = box.y + box.h / 2;
        grad = doc.radialGradient(cx, cy, 0, cx, cy, Math.hypot(box.w, box.h) / 2);
      } else {
        const a = (paint.angle * Math.PI) / 180;
        const dx = Math.cos(a);
        const dy = Math.sin(a);
        const half = (Math.abs(box.w * dx) + Math.abs(box.h * dy)) / 2;
        const cx = box.x + box.w / 2;
        const cy = box.y + box.h / 2;
        grad = doc.linearGradient(cx - dx * half, cy - dy * half, cx + dx * half, cy + dy * half);
      }
      if (paint.stops.length > DRAWING_BUDGET.gradientStops)
        t.warn(
          `A gradient has more than ${DRAWING_BUDGET.gradientStops} stops; the drawing shows ${DRAWING_BUDGET.gradientStops} of them, evenly spaced.`,
        );
      for (const s of sampleEvenly(paint.stops, DRAWING_BUDGET.gradientStops))
        grad.stop(Math.max(0, Math.min(1, s.pos)), hex(s.rgb), s.alpha);
      draw();
      doc.fill(grad);
      return;
    }
    case "picture": {
      const part = picturePart(t, paint);
      const pic = part ? t.pictures.get(part) : null;
      if (!pic) return;
      doc.save();
      draw();
      doc.clip();
      if (paint.alpha < 1) doc.opacity(paint.alpha);
      if (paint.tile) {
        // Tiles past the budget are drawn larger, fewer of them: a 1-pixel tile would otherwise be a million images.
        const k = Math.max(
          1,
          Math.sqrt((box.w * box.h) / (pic.width * 0.75 * pic.height * 0.75) / DRAWING_BUDGET.fillTiles),
        );
        if (k > 1)
          t.warn(
            `A picture fill tiles more than ${DRAWING_BUDGET.fillTiles} times; the drawing shows its tiles larger.`,
          );
        const w = pic.width * 0.75 * k;
        const h = pic.height * 0.75 * k;
        for (let y = box.y; y < box.y + box.h; y += h)
          for (let x = box.x; x < box.x + box.w; x += w) doc.image(pic.image as never, x, y, { width: w, height: h });
      } else doc.image(pic.image as never, box.x, box.y, { width: box.w, height: box.h });
      doc.restore();
      return;
    }
  }
}

/** Strokes what `draw` traces with the outline. */
export function strokeWith(t: PaintTarget, line: Outline, draw: () => void): void {
  const { doc } = t;
  const paint = line.paint;
  const colour = paint.kind === "solid" ? paint : paint.kind === "gradient" ? paint.stops[0]! : null;
  if (!colour) return;
  const width = Math.max(0.25, emuToPt(line.width));
  doc.save();
  draw();
  doc.lineWidth(width);
  if (line.dash) doc.dash(line.dash[0]! * width, { space: (line.dash[1] ?? line.dash[0]!) * width });
  doc.strokeColor(hex(colour.rgb), colour.alpha).stroke();
  doc.restore();
}

/** Draws a shape's geometry: each path filled (unless it says not to) and then stroked. */
export function paintGeometry(
  t: PaintTarget,
  paths: GeometryPath[],
  box: Rect,
  fill: Paint,
  line: Outline | null,
): void {
  for (const path of paths) {
    if (path.fill && fill.kind !== "none")
      fillWith(t, shaded(fill, path.shade), box, () =>
        trace(t.doc, path.commands, { x: box.x, y: box.y, w: box.w, h: box.h }),
      );
  }
  if (line) for (const path of paths) if (path.stroke) strokeWith(t, line, () => trace(t.doc, path.commands, box));
}

/** A path's darken/lighten fill modes on a solid paint. */
function shaded(fill: Paint, shade: string | undefined): Paint {
  if (!shade || shade === "norm" || fill.kind !== "solid") return fill;
  const f = shade === "darken" ? 0.6 : shade === "darkenLess" ? 0.8 : shade === "lighten" ? 1.4 : 1.2;
  const c = fill.rgb.match(/../g)!.map((h) => {
    const v = parseInt(h, 16);
    return Math.round(f < 1 ? v * f : v + (255 - v) * (f - 1))
      .toString(16)
      .padStart(2, "0");
  });
  return { ...fill, rgb: c.join("").toUpperCase() };
}
