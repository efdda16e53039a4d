// The colour rules every slide writer shares, on a theme's colours (text colours first, then the six accents) and the
// backdrop a table or chart sits on: the pptx engine applies them to a layout, the PDF to a built-in theme.
import type { ResolvedTheme } from "./themes.js";
import {
  AA_LARGE,
  AA_TEXT,
  BLACK,
  WHITE,
  contrast,
  deltaE,
  distance,
  isDark,
  mix,
  nearestPassing,
  shiftLightness,
  toLab,
  type Rgb,
} from "./colour.js";

/** tx1, bg1, tx2, bg2, then accent1…6 — as slides see them. */
export type ThemeCandidates = readonly Rgb[];

/** Text is set in the theme's text and background colours when one of them reads; accents only when none does. */
export function readableOn(candidates: ThemeCandidates, wanted: Rgb, backdrop: Rgb, ratio: number): Rgb {
  const neutrals = candidates.slice(0, 4);
  if (contrast(wanted, backdrop) >= ratio) return wanted;
  if (neutrals.some((c) => contrast(c, backdrop) >= ratio)) return nearestPassing(wanted, backdrop, neutrals, ratio);
  return nearestPassing(wanted, backdrop, [...candidates], ratio);
}

/**
 * Text that reads on every colour of `under` (what a gradient shows under a box): `wanted` when it does, else the
 * nearest of the theme's text and background colours that does, then of its accents; when none reads on all of them,
 * black or white, whichever reads better on the worst of them.
 */
export function readableOnAll(candidates: ThemeCandidates, wanted: Rgb, under: readonly Rgb[], ratio: number): Rgb {
  const worst = (c: Rgb) => Math.min(...under.map((u) => contrast(c, u)));
  if (worst(wanted) >= ratio) return wanted;
  const nearest = (list: readonly Rgb[]) =>
    list
      .filter((c) => worst(c) >= ratio)
      .reduce<Rgb | null>((best, c) => (!best || distance(c, wanted) < distance(best, wanted) ? c : best), null);
  return nearest(candidates.slice(0, 4)) ?? nearest(candidates) ?? (worst(BLACK) >= worst(WHITE) ? BLACK : WHITE);
}

export interface TableColourRule {
  headerFill: Rgb;
  headerText: Rgb;
  bodyText: Rgb;
  /** Every second body row's fill; null when text would not read on it. */
  bandFill: Rgb | null;
}

/** Header on the first accent that stands out from the backdrop, its words in `light` or the nearest that reads; body text that reads; bands of 8% text. */
export function tableColourRule(candidates: ThemeCandidates, backdrop: Rgb, text: Rgb, light: Rgb): TableColourRule {
  const accents = candidates.slice(4);
  const headerFill =
    accents.find((a) => contrast(a, backdrop) >= AA_LARGE) ??
    nearestPassing(accents[0] ?? "4472C4", backdrop, [...candidates], AA_LARGE);
  const bodyText = readableOn(candidates, text, backdrop, AA_TEXT);
  const band = mix(bodyText, backdrop, 0.08);
  return {
    headerFill,
    headerText: readableOn(candidates, light, headerFill, AA_TEXT),
    bodyText,
    bandFill: contrast(bodyText, band) >= AA_TEXT ? band : null,
  };
}

/** How far apart (CIE76 ΔE) any two of a chart's series or slices are drawn, and each from the slide behind it. */
const MIN_DELTA_E = 10;

/**
 * `count` series colours: the theme's accents that show on the backdrop (3:1 for graphical marks) and stand apart from
 * each other (ΔE ≥ MIN_DELTA_E); when fewer pass than needed, darker or lighter shades of the accents, then the text
 * colours.
 */
export function seriesColourRule(candidates: ThemeCandidates, backdrop: Rgb, count: number): Rgb[] {
  const accents = candidates.slice(4);
  const series: Rgb[] = [];
  const add = (c: Rgb) => {
    if (contrast(c, backdrop) >= AA_LARGE && series.every((s) => distance(s, c) > 60 && deltaE(s, c) >= MIN_DELTA_E))
      series.push(c);
  };
  for (const a of accents) add(a);
  const toward = isDark(backdrop) ? 1 : -1;
  for (const step of [0.35, 0.6, 0.2, 0.8])
    for (const a of accents) if (series.length < count) add(shiftLightness(a, toward * step));
  for (const c of [candidates[0], candidates[2]]) if (series.length < count && c) add(c);
  if (!series.length) series.push(isDark(backdrop) ? "FFFFFF" : "000000");
  return Array.from({ length: Math.max(count, 1) }, (_, i) => series[i % series.length]!);
}

/** Lightness steps (L*, away from the backdrop) of the muted tone, 11 apart; none further than 80% of the way to the text. */
const MUTED_STEPS = [24, 35, 46, 57, 68];

/** The colour on the line from `backdrop` to `text` whose lightness is nearest `lightness`. */
function toneAt(text: Rgb, backdrop: Rgb, lightness: number): Rgb {
  let lo = 0;
  let hi = 1;
  const rising = toLab(text)[0] > toLab(backdrop)[0];
  for (let i = 0; i < 20; i++) {
    const w = (lo + hi) / 2;
    if (toLab(mix(text, backdrop, w))[0] < lightness === rising) lo = w;
    else hi = w;
  }
  return mix(text, backdrop, (lo + hi) / 2);
}

/**
 * The colour each series (of a pie, each slice) is drawn in, legend included — one rule for every writer. Without a
 * highlight, the series colours. With one, the highlighted keeps its colour and the others take the slide's muted
 * tone (its text colour toward its background) in lightness steps, then faint tints of their own colours, each at
 * least MIN_DELTA_E from the rest and from the backdrop while such a colour is left; past that they repeat.
 */
export function chartFillRule(series: readonly Rgb[], focus: number, backdrop: Rgb, text: Rgb): Rgb[] {
  if (focus < 0 || focus >= series.length) return [...series];
  const chosen: Rgb[] = [series[focus]!];
  const direction = toLab(text)[0] > toLab(backdrop)[0] ? 1 : -1;
  const range = Math.abs(toLab(text)[0] - toLab(backdrop)[0]);
  const base = toLab(backdrop)[0];
  const tones = MUTED_STEPS.filter((step) => step <= range * 0.8 || step === MUTED_STEPS[0]).map((step) =>
    toneAt(text, backdrop, base + direction * step),
  );
  const tints = tones.flatMap((tone) => series.filter((_, i) => i !== focus).map((c) => mix(c, tone, 0.4)));
  const apart = (c: Rgb) => deltaE(c, backdrop) >= MIN_DELTA_E && chosen.every((d) => deltaE(c, d) >= MIN_DELTA_E);
  const muted: Rgb[] = [];
  for (const c of [...tones, ...tints]) {
    if (muted.length >= series.length - 1) break;
    if (apart(c)) {
      muted.push(c);
      chosen.push(c);
    }
  }
  if (!muted.length) muted.push(tones[0] ?? mix(text, backdrop, 0.3));
  let next = 0;
  return series.map((c, i) => (i === focus ? c : muted[next++ % muted.length]!));
}

/** A built-in theme's chart as its slides show it: `count` series colours, the text colour and what the chart sits on. */
export interface ThemeChartColours {
  series: Rgb[];
  text: Rgb;
  backdrop: Rgb;
}

/**
 * The chart colours of a built-in theme, as the pptx sees them on the chart layout (theme-xml.ts's scheme through the
 * master's colour map: tx1 text, bg1 background, tx2 muted, bg2 surface, then accent, accent2 and series 3–6), for the
 * writers that draw a built-in theme themselves (PDF, HTML).
 */
export function themeChartColours(theme: ResolvedTheme, count: number): ThemeChartColours {
  const c = theme.colors;
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
  ].map((v) => v.replace(/^#/, "").toUpperCase());
  const backdrop = candidates[1]!;
  return {
    series: seriesColourRule(candidates, backdrop, count),
    text: readableOn(candidates, candidates[0]!, backdrop, AA_TEXT),
    backdrop,
  };
}
