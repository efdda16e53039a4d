// A small picture of a built-in theme as SVG (a title slide with a chart in its colours and fonts), for theme pickers.
import type { ResolvedTheme } from "./themes.js";

const attr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The theme's preview: 320×180 (16:9), self-contained, no scripts and no external references. */
export function themePreviewSvg(theme: ResolvedTheme): string {
  const c = theme.colors;
  const heading = attr(theme.fonts.heading.css);
  const body = attr(theme.fonts.body.css);
  const bars = c.series.slice(0, 4).map((colour, i) => {
    const h = [58, 84, 40, 70][i]!;
    return `<rect x="${196 + i * 26}" y="${150 - h}" width="18" height="${h}" rx="2" fill="${colour}"/>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180" role="img" aria-label="${attr(theme.name)} theme">`,
    `<rect width="320" height="180" fill="${c.background}"/>`,
    `<rect x="24" y="26" width="40" height="5" rx="2" fill="${c.accent}"/>`,
    `<text x="24" y="66" font-family="${heading}" font-size="26" font-weight="700" fill="${c.text}">Aa</text>`,
    `<text x="24" y="90" font-family="${body}" font-size="12" fill="${c.muted}">${attr(theme.name)}</text>`,
    `<rect x="24" y="108" width="144" height="46" rx="6" fill="${c.surface}"/>`,
    `<rect x="34" y="120" width="96" height="6" rx="3" fill="${c.text}"/>`,
    `<rect x="34" y="134" width="70" height="6" rx="3" fill="${c.muted}"/>`,
    ...bars,
    `<rect x="190" y="150" width="108" height="2" fill="${c.muted}"/>`,
    "</svg>",
  ].join("");
}

/** The preview as a data: URL, for an <img> without another request. */
export function themePreviewDataUrl(theme: ResolvedTheme): string {
  return `data:image/svg+xml;base64,${Buffer.from(themePreviewSvg(theme), "utf8").toString("base64")}`;
}
