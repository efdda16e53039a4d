// The colour rules every slide writer shares, on a theme's colours (text colours first, then the six accents) and the
// backdrop a table or chart sits on: the pptx engine applies them to a layout, the PDF to a built-in theme.
import { AA_LARGE, AA_TEXT, contrast, distance, isDark, mix, nearestPassing, shiftLightness, type Rgb } from "./colour.js";

/** tx1, bg1, tx2, bg2, then accent1…6 — as slides see them. */
export type ThemeCandidates = readonly Rgb[];

/** Text is set in the theme's text and background colours when one of them reads; accents only when none does. */
export function readableOn(candidates: ThemeCandidates, wanted: Rgb, backdrop: Rgb, ratio: number): Rgb {
  const neutrals = candidates.slice(0, 4);
  if (contrast(wanted, backdrop) >= ratio) return wanted;
  if (neutrals.some((c) => contrast(c, backdrop) >= ratio)) return nearestPassing(wanted, backdrop, neutrals, ratio);
  return nearestPassing(wanted, backdrop, [...candidates], ratio);
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
  const headerFill = accents.find((a) => contrast(a, backdrop) >= AA_LARGE) ?? nearestPassing(accents[0] ?? "4472C4", backdrop, [...candidates], AA_LARGE);
  const bodyText = readableOn(candidates, text, backdrop, AA_TEXT);
  const band = mix(bodyText, backdrop, 0.08);
  return { headerFill, headerText: readableOn(candidates, light, headerFill, AA_TEXT), bodyText, bandFill: contrast(bodyText, band) >= AA_TEXT ? band : null };
}

/**
 * `count` series colours: the theme's accents that show on the backdrop (3:1 for graphical marks) and stand apart from
 * each other; when fewer pass than needed, darker or lighter shades of the accents, then the text colours.
 */
export function seriesColourRule(candidates: ThemeCandidates, backdrop: Rgb, count: number): Rgb[] {
  const accents = candidates.slice(4);
  const series: Rgb[] = [];
  const add = (c: Rgb) => {
    if (contrast(c, backdrop) >= AA_LARGE && series.every((s) => distance(s, c) > 60)) series.push(c);
  };
  for (const a of accents) add(a);
  const toward = isDark(backdrop) ? 1 : -1;
  for (const step of [0.35, 0.6, 0.2, 0.8]) for (const a of accents) if (series.length < count) add(shiftLightness(a, toward * step));
  for (const c of [candidates[0], candidates[2]]) if (series.length < count && c) add(c);
  if (!series.length) series.push(isDark(backdrop) ? "FFFFFF" : "000000");
  return Array.from({ length: Math.max(count, 1) }, (_, i) => series[i % series.length]!);
}
