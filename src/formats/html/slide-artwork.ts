// A built-in theme's artwork in HTML: the opening slides' gradient and marks, and the content slides' accent edge, as
// an inline SVG behind the slide (the same description pptx and the PDF draw, so the preview looks like the export).
import { contentEdge, themeArtwork, type ArtworkRole, type Mark } from "../slide-kinds/artwork.js";
import { FRAME_WIDTH, frameHeight, type SlideSize } from "../model/slide-size.js";
import type { ResolvedTheme } from "../model/themes.js";

const n = (v: number) => String(Math.round(v * 10) / 10);

function markSvg(m: Mark): string {
  const fill = `fill="#${m.fill}"${m.alpha < 1 ? ` fill-opacity="${n(m.alpha)}"` : ""}`;
  if (m.kind !== "path") {
    if (m.kind === "rect") return `<rect x="${n(m.x)}" y="${n(m.y)}" width="${n(m.w)}" height="${n(m.h)}" ${fill}/>`;
    return `<ellipse cx="${n(m.x + m.w / 2)}" cy="${n(m.y + m.h / 2)}" rx="${n(m.w / 2)}" ry="${n(m.h / 2)}" ${fill}/>`;
  }
  const d =
    m.points
      .map((p, i) =>
        i === 0 ? `M${n(p[0])} ${n(p[1])}` : p.length === 2 ? `L${n(p[0])} ${n(p[1])}` : `C${p.map(n).join(" ")}`,
      )
      .join("") + "Z";
  return `<path d="${d}" ${fill}/>`;
}

const svg = (h: number, inner: string) =>
  `<svg class="art" viewBox="0 0 ${FRAME_WIDTH} ${n(h)}" preserveAspectRatio="none" aria-hidden="true" focusable="false">${inner}</svg>`;

/** The opening slide's background (title, section, closing) and the colour its words are set in. */
export function openingArt(
  theme: ResolvedTheme,
  role: ArtworkRole,
  size: SlideSize | undefined,
  id: string,
): { svg: string; ink: string; rule: string } {
  const h = frameHeight(size);
  const art = themeArtwork(theme, role, h);
  const grad = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#${art.gradient[0]}"/><stop offset="1" stop-color="#${art.gradient[1]}"/></linearGradient></defs>`;
  return {
    svg: svg(
      h,
      `${grad}<rect width="${FRAME_WIDTH}" height="${n(h)}" fill="url(#${id})"/>${art.marks.map(markSvg).join("")}`,
    ),
    ink: `#${art.text}`,
    rule: `#${art.rule.fill}`,
  };
}

/** A content slide's accent edge. */
export function contentArt(theme: ResolvedTheme, size: SlideSize | undefined): string {
  const h = frameHeight(size);
  return svg(h, contentEdge(theme, h).map(markSvg).join(""));
}
