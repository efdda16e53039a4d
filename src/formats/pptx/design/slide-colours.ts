// Colours chosen by contrast against what they actually sit on: text runs, table cells, chart series and labels.
import type { Box, Placeholder } from "../placeholders.js";
import { mainBody, type LayoutFacts } from "./layout-facts.js";
import type { TemplateLayout } from "../read-masters.js";
import { backdropOf, type Backdrop } from "./backdrop.js";
import { AA_LARGE, AA_TEXT, contrast, distance, isDark, mix, nearestPassing, shiftLightness, type Rgb } from "../../model/colour.js";

/** The theme's colours as slides on this layout see them, text colours first. */
export function themeCandidates(layout: TemplateLayout): Rgb[] {
  const c = layout.colours;
  return ["tx1", "bg1", "tx2", "bg2", "accent1", "accent2", "accent3", "accent4", "accent5", "accent6"].map((n) => c.scheme(n)).filter((x): x is Rgb => !!x);
}

/** Text is set in the theme's text and background colours when one of them reads; accents only when none does. */
function readableText(wanted: Rgb, backdrop: Rgb, layout: TemplateLayout, ratio: number): Rgb {
  const neutrals = themeCandidates(layout).slice(0, 4);
  if (contrast(wanted, backdrop) >= ratio) return wanted;
  if (neutrals.some((c) => contrast(c, backdrop) >= ratio)) return nearestPassing(wanted, backdrop, neutrals, ratio);
  return nearestPassing(wanted, backdrop, themeCandidates(layout), ratio);
}

/** The colour the designer gave this layout's text (its body, else its title), else the theme's text colour. */
function layoutText(layout: TemplateLayout): Rgb {
  const body = layout.placeholders.find((p) => (p.type === "body" || p.type === "obj") && p.colour);
  const title = layout.placeholders.find((p) => (p.type === "title" || p.type === "ctrTitle") && p.colour);
  return body?.colour ?? title?.colour ?? layout.colours.scheme("tx1") ?? "000000";
}

export function backdropFor(layout: TemplateLayout, box: Box, ph?: Placeholder | null): Backdrop {
  if (ph?.fill) return { rgb: ph.fill, known: true };
  return backdropOf(box, layout.background, layout.artwork, layout.backgroundKnown);
}

/**
 * The colour text must be given explicitly, or null when what a placeholder inherits already reads well. A free text box
 * (no `ph`) always gets one: `intended` (the layout's body colour), or the nearest theme colour that reads. Large text
 * needs 3:1, other text 4.5:1.
 */
export function textColour(layout: TemplateLayout, box: Box, ph: Placeholder | null, large: boolean, intended?: Rgb | null): Rgb | null {
  const backdrop = backdropFor(layout, box, ph);
  const ratio = large ? AA_LARGE : AA_TEXT;
  const own = layoutText(layout);
  const wanted = ph?.colour ?? intended ?? own;
  // Text the designer placed over a picture: we cannot measure it, so the template's own colour stands.
  if (ph && !backdrop.known) return null;
  if (ph && contrast(wanted, backdrop.rgb) >= ratio) return null;
  if (!ph && contrast(own, backdrop.rgb) >= ratio && contrast(wanted, backdrop.rgb) < ratio) return own;
  return readableText(wanted, backdrop.rgb, layout, ratio);
}

export interface TableColours {
  headerFill: Rgb;
  headerText: Rgb;
  bodyFill: Rgb;
  bandFill: Rgb;
  bodyText: Rgb;
}

/** Header on the brand's first accent that stands out from the slide; body cells on the slide's own colour, text that reads on both. */
export function tableColours(layout: TemplateLayout, box: Box): TableColours {
  const backdrop = backdropFor(layout, box).rgb;
  const candidates = themeCandidates(layout);
  const accents = candidates.slice(4);
  const headerFill = accents.find((a) => contrast(a, backdrop) >= AA_LARGE) ?? nearestPassing(accents[0] ?? "4472C4", backdrop, candidates, AA_LARGE);
  const bodyText = readableText(layoutText(layout), backdrop, layout, AA_TEXT);
  const bandFill = mix(bodyText, backdrop, 0.08);
  return {
    headerFill,
    headerText: readableText(layout.colours.scheme("bg1") ?? "FFFFFF", headerFill, layout, AA_TEXT),
    bodyFill: backdrop,
    bandFill: contrast(bodyText, bandFill) >= AA_TEXT ? bandFill : backdrop,
    bodyText,
  };
}

export interface ChartColours {
  series: Rgb[];
  text: Rgb;
  grid: Rgb;
}

/**
 * Series colours from the theme's accents that show on the slide (3:1 for graphical marks), distinct from each other;
 * when fewer pass than needed, darker or lighter shades of the accents fill in.
 */
export function chartColours(layout: TemplateLayout, box: Box, count: number): ChartColours {
  const backdrop = backdropFor(layout, box).rgb;
  const candidates = themeCandidates(layout);
  const accents = candidates.slice(4);
  const series: Rgb[] = [];
  const add = (c: Rgb) => {
    if (contrast(c, backdrop) >= AA_LARGE && series.every((s) => distance(s, c) > 60)) series.push(c);
  };
  for (const a of accents) add(a);
  const toward = isDark(backdrop) ? 1 : -1;
  for (const step of [0.35, 0.6, 0.2, 0.8]) for (const a of accents) if (series.length < count) add(shiftLightness(a, toward * step));
  for (const c of [candidates[0]!, candidates[2]!]) if (series.length < count && c) add(c);
  if (!series.length) series.push(isDark(backdrop) ? "FFFFFF" : "000000");
  const text = readableText(layoutText(layout), backdrop, layout, AA_TEXT);
  return { series: Array.from({ length: Math.max(count, 1) }, (_, i) => series[i % series.length]!), text, grid: mix(text, backdrop, 0.2) };
}

const ratio = (a: Rgb, b: Rgb) => `${contrast(a, b).toFixed(1)}:1`;

/** What fails to read on a layout, in words: its title and text colours on their backdrops, accents on its background. */
export function contrastIssues(f: LayoutFacts): string[] {
  const out: string[] = [];
  const layout = f.layout;
  for (const [ph, what, large] of [[f.title, "the title colour", true], [mainBody(f) ?? f.subtitle, "the text colour", false]] as const) {
    if (!ph?.box) continue;
    const fix = textColour(layout, ph.box, ph, large);
    const wanted = ph.colour ?? layout.colours.scheme("tx1") ?? "000000";
    const under = backdropFor(layout, ph.box, ph).rgb;
    if (fix) out.push(`${what} #${wanted} does not read on #${under} (${ratio(wanted, under)}); slides write it in #${fix}`);
  }
  themeCandidates(layout)
    .slice(4)
    .forEach((a, i) => {
      if (contrast(a, layout.background) < AA_LARGE) out.push(`accent ${i + 1} (#${a}) does not show on the background #${layout.background} (${ratio(a, layout.background)}); charts and tables use other theme colours`);
    });
  return out;
}
