// A built-in theme's artwork on a PDF page: the opening slides' gradient and marks, the content slides' accent edge.
import { themeArtwork, type ArtworkRole, type Mark } from "../slide-kinds/artwork.js";
import type { ResolvedTheme } from "../model/themes.js";

/** What drawing artwork needs of a slide: its PDF document, theme and frame (a slide context, without importing it). */
interface ArtCtx {
  ctx: { doc: PDFKit.PDFDocument };
  theme: ResolvedTheme;
  frame: { w: number; h: number };
}

/** Draws marks (frame units) in order, each with its own opacity. */
export function drawMarks(sc: ArtCtx, marks: Mark[]): void {
  const { doc } = sc.ctx;
  for (const m of marks) {
    doc.save().fillOpacity(m.alpha);
    if (m.kind === "rect") doc.rect(m.x, m.y, m.w, m.h).fill(`#${m.fill}`);
    else if (m.kind === "ellipse") doc.ellipse(m.x + m.w / 2, m.y + m.h / 2, m.w / 2, m.h / 2).fill(`#${m.fill}`);
    else if (m.kind === "path") {
      m.points.forEach((p, i) =>
        i === 0
          ? doc.moveTo(p[0], p[1])
          : p.length === 2
            ? doc.lineTo(p[0], p[1])
            : doc.bezierCurveTo(p[0], p[1], p[2], p[3], p[4], p[5]),
      );
      doc.closePath().fill(`#${m.fill}`);
    }
    doc.restore();
  }
}

/** Paints an opening slide (title, section, closing) with the theme's gradient and artwork; returns its text colour. */
export function drawOpening(sc: ArtCtx, role: ArtworkRole): string {
  const art = themeArtwork(sc.theme, role, sc.frame.h);
  const { doc } = sc.ctx;
  const grad = doc
    .linearGradient(0, 0, sc.frame.w, sc.frame.h)
    .stop(0, `#${art.gradient[0]}`)
    .stop(1, `#${art.gradient[1]}`);
  doc.rect(0, 0, sc.frame.w, sc.frame.h).fill(grad);
  drawMarks(sc, [...art.marks, art.rule]);
  return `#${art.text}`;
}
