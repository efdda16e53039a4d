// A built-in deck's table and chart colours in the PDF, by the rules the pptx writer applies (model/slide-colour-rules.ts).
import type { ResolvedTheme } from "../model/themes.js";
import { AA_TEXT, mix, type Rgb } from "../model/colour.js";
import { readableOn, tableColourRule, themeChartColours } from "../model/slide-colour-rules.js";

/**
 * The theme as the pptx sees it on a built-in theme's table and chart layouts: the theme part theme-xml.ts writes, read
 * through the master's colour map, is tx1 text, bg1 background, tx2 muted, bg2 surface, then the six accents (accent,
 * accent2, series 3–6); the layouts' text is tx1 and the table and chart sit on the background. render-deck.test.ts holds
 * the PDF to the pptx's XML on every built-in theme.
 */
interface SlideScheme {
  /** tx1, bg1, tx2, bg2, accent1…6. */
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
  const candidates = [
    c.text,
    c.background,
    c.muted,
    c.surface,
    c.accent,
    c.accent2,
    series(2),
    series(3),
    series(4),
    series(5),
  ].map(bare);
  return {
    candidates,
    backdrop: bare(c.background),
    text: bare(c.text),
    lt1: bare(theme.dark ? c.text : c.background),
  };
}

/** The table's colours as the pptx's: header, its words, body text, bands (none when they equal the slide), cell edges in lt1 ("#rrggbb"). */
export function deckTableColours(theme: ResolvedTheme): {
  headerFill: string;
  headerText: string;
  bodyText: string;
  bandFill: string | null;
  border: string;
} {
  const s = slideScheme(theme);
  const rule = tableColourRule(s.candidates, s.backdrop, s.text, s.candidates[1]!);
  return {
    headerFill: hash(rule.headerFill),
    headerText: hash(rule.headerText),
    bodyText: hash(rule.bodyText),
    bandFill: rule.bandFill && rule.bandFill !== s.backdrop ? hash(rule.bandFill) : null,
    border: hash(s.lt1),
  };
}

/** The chart's `count` series colours and its text colour as the pptx's ("#rrggbb"). */
export function deckChartColours(theme: ResolvedTheme, count: number): { series: string[]; text: string } {
  const look = themeChartColours(theme, count);
  return { series: look.series.map(hash), text: hash(look.text) };
}

/** The chart grid as the pptx's (slide-colours.ts chartColours): 20% of the text colour over the slide. */
export const deckGrid = (theme: ResolvedTheme): string => {
  const s = slideScheme(theme);
  return hash(mix(readableOn(s.candidates, s.text, s.backdrop, AA_TEXT), s.backdrop, 0.2));
};
