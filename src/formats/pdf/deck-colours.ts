// A built-in deck's table and chart colours in the PDF, chosen by the pptx writer's rules so both files show the same.
import type { ResolvedTheme } from "../model/themes.js";
import { AA_LARGE, AA_TEXT, contrast, distance, isDark, mix, nearestPassing, shiftLightness, type Rgb } from "../model/colour.js";

/**
 * The theme as the pptx writer's colour rules (pptx/design/slide-colours.ts) see it on a built-in theme's table and chart
 * layouts: the theme part theme-xml.ts writes, read through the master's colour map, is tx1 text, bg1 background, tx2
 * muted, bg2 surface, then the six accents (accent, accent2, series 3–6); the layouts' text is tx1 and the table and chart
 * sit on the background. The writers may not import each other, so the rules are restated here from the same theme
 * values, and render-deck.test.ts holds the PDF to the pptx's XML on every built-in theme.
 */
interface SlideScheme {
  /** tx1, bg1, tx2, bg2, accent1…6 (themeCandidates's order). */
  candidates: Rgb[];
  backdrop: Rgb;
  text: Rgb;
  /** The scheme's lt1 itself (not through the colour map): the text colour on a dark theme, the background on a light one. */
  lt1: Rgb;
}

const bare = (c: string): Rgb => c.replace(/^#/, "").toUpperCase();
const hash = (c: Rgb) => `#${c}`;

function slideScheme(theme: ResolvedTheme): SlideScheme {
  const c = theme.colors;
  // theme-xml.ts's schemeColours: accents 3–6 are series 3–6 (wrapping, else the accent).
  const series = (i: number) => c.series[i] ?? c.series[i % Math.max(1, c.series.length)] ?? c.accent;
  const candidates = [c.text, c.background, c.muted, c.surface, c.accent, c.accent2, series(2), series(3), series(4), series(5)].map(bare);
  return { candidates, backdrop: bare(c.background), text: bare(c.text), lt1: bare(theme.dark ? c.text : c.background) };
}

/** slide-colours.ts's readableText: `wanted` when it reads, else the nearest of the text colours that does, else of all. */
function readableOn(s: SlideScheme, wanted: Rgb, backdrop: Rgb, ratio: number): Rgb {
  const neutrals = s.candidates.slice(0, 4);
  if (contrast(wanted, backdrop) >= ratio) return wanted;
  if (neutrals.some((n) => contrast(n, backdrop) >= ratio)) return nearestPassing(wanted, backdrop, neutrals, ratio);
  return nearestPassing(wanted, backdrop, s.candidates, ratio);
}

/**
 * The table's colours as the pptx's (slide-colours.ts tableColours): the header on the first accent that shows on the
 * slide (3:1), its words in the background colour or the text colour nearest it that reads there (4.5:1); body rows on
 * the slide, every second one banded with 8% of the text colour when the text still reads on it; cells edged in lt1, as
 * the pptx's table style (Medium Style 2 – Accent 1) draws them ("#rrggbb").
 */
export function deckTableColours(theme: ResolvedTheme): { headerFill: string; headerText: string; bodyText: string; bandFill: string | null; border: string } {
  const s = slideScheme(theme);
  const accents = s.candidates.slice(4);
  const headerFill = accents.find((a) => contrast(a, s.backdrop) >= AA_LARGE) ?? nearestPassing(accents[0] ?? "4472C4", s.backdrop, s.candidates, AA_LARGE);
  const bodyText = readableOn(s, s.text, s.backdrop, AA_TEXT);
  const band = mix(bodyText, s.backdrop, 0.08);
  return {
    headerFill: hash(headerFill),
    headerText: hash(readableOn(s, s.candidates[1]!, headerFill, AA_TEXT)),
    bodyText: hash(bodyText),
    bandFill: contrast(bodyText, band) >= AA_TEXT && band !== s.backdrop ? hash(band) : null,
    border: hash(s.lt1),
  };
}

/**
 * The chart's colours as the pptx's (slide-colours.ts chartColours): the theme's accents in their order (accent, accent2,
 * series 3–6 — not the theme's series list, whose order differs on mono) that show on the slide (3:1) and stand apart
 * from each other, then lighter or darker shades of them, then the text colours; `count` colours ("#rrggbb").
 */
export function deckChartColours(theme: ResolvedTheme, count: number): { series: string[]; text: string } {
  const s = slideScheme(theme);
  const accents = s.candidates.slice(4);
  const series: Rgb[] = [];
  const add = (c: Rgb) => {
    if (contrast(c, s.backdrop) >= AA_LARGE && series.every((x) => distance(x, c) > 60)) series.push(c);
  };
  for (const a of accents) add(a);
  const toward = isDark(s.backdrop) ? 1 : -1;
  for (const step of [0.35, 0.6, 0.2, 0.8]) for (const a of accents) if (series.length < count) add(shiftLightness(a, toward * step));
  for (const c of [s.candidates[0]!, s.candidates[2]!]) if (series.length < count && c) add(c);
  if (!series.length) series.push(isDark(s.backdrop) ? "FFFFFF" : "000000");
  return { series: Array.from({ length: Math.max(count, 1) }, (_, i) => hash(series[i % series.length]!)), text: hash(readableOn(s, s.text, s.backdrop, AA_TEXT)) };
}
