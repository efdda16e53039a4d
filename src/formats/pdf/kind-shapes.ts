// What every designed kind draws with on a PDF page: its palette, panels, icons, badges, tagged list items and
// paragraphs, and pictures as Figures (or their placeholder).
import type { ImageRef } from "../model/source.js";
import { TYPE, type Rect } from "../slide-kinds/arrange.js";
import { iconPaths } from "../slide-kinds/icons.js";
import { kindPalette, type KindPalette } from "../slide-kinds/palette.js";
import { drawCover, drawPlaceholder, fitImage, openImage } from "./images.js";
import { textBox, type SlideCtx } from "./slide-frame.js";

// Tags: metrics, cards, steps, agenda items and people are list items (L > LI > LBody of paragraphs); a comparison
// column is its heading and a list; badges, icons, dots, panels and initials are artifacts.

export const hex = (c: string) => `#${c}`;

export function paletteOf(sc: SlideCtx): KindPalette {
  return kindPalette(sc.theme.colors);
}

export function panel(sc: SlideCtx, r: Rect, fill: string, radius = 10): void {
  sc.ctx.doc.roundedRect(r.x, r.y, r.w, r.h, radius).fill(hex(fill));
}

/** A Lucide icon stroked in `colour`, fitted into a square box. */
export function icon(sc: SlideCtx, name: string | undefined, box: Rect, colour: string): void {
  const { doc } = sc.ctx;
  const s = Math.min(box.w, box.h) / 24;
  doc.save();
  doc.translate(box.x + (box.w - 24 * s) / 2, box.y + (box.h - 24 * s) / 2).scale(s);
  doc.lineWidth(2).lineCap("round").lineJoin("round").strokeColor(hex(colour));
  for (const d of iconPaths(name)) doc.path(d).stroke();
  doc.restore();
}

export function badge(sc: SlideCtx, box: Rect, p: KindPalette): void {
  sc.ctx.doc.circle(box.x + box.w / 2, box.y + box.h / 2, Math.min(box.w, box.h) / 2).fill(hex(p.accent));
}

/** One list item of paragraphs (a metric, a card, a step, a person). */
export function listItem(sc: SlideCtx, draw: () => void): void {
  sc.ctx.tags.block("LI", () => sc.ctx.tags.block("LBody", draw));
}

export function para(sc: SlideCtx, draw: () => void): void {
  sc.ctx.tags.block("P", draw);
}

/** A slide's picture as a Figure (or its placeholder); true when the picture itself was drawn. */
export function image(sc: SlideCtx, picture: ImageRef, box: Rect, cover: boolean, alt = picture.alt): boolean {
  const { src } = picture;
  const { doc, tags } = sc.ctx;
  const img = openImage(sc.ctx, /^data:/i.test(src) ? src : null, alt);
  return tags.figure(tags.altFor(alt), box, () => {
    if (!img) {
      doc.rect(box.x, box.y, box.w, box.h).fill(sc.theme.colors.surface);
      drawPlaceholder(doc, box.x + 24, box.y + 24, box.w - 48, box.h - 48, sc.theme.colors.muted);
      textBox(
        sc,
        `Image: ${alt || "untitled"}`,
        { x: box.x + 40, y: box.y, w: box.w - 80, h: box.h },
        { size: TYPE.small, color: sc.theme.colors.muted, align: "center", anchor: "middle" },
      );
      return false;
    }
    doc.save().rect(box.x, box.y, box.w, box.h).clip();
    if (cover) drawCover(doc, img, box, picture.focus);
    else {
      const { w, h } = fitImage(img, box.w, box.h);
      doc.image(img.image as never, box.x + (box.w - w) / 2, box.y + (box.h - h) / 2, { width: w, height: h });
    }
    doc.restore();
    return true;
  });
}
