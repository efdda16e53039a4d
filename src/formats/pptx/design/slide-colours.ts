// Colours chosen by contrast against what they actually sit on: text runs, table cells, chart series and labels.
import type { Box, Placeholder } from "../placeholders.js";
import { mainBody, type LayoutFacts } from "./layout-facts.js";
import type { TemplateLayout } from "../read-masters.js";
import { backdropOf, type Backdrop } from "./backdrop.js";
import { AA_LARGE, AA_TEXT, contrast, mix, type Rgb } from "../../model/colour.js";
import { readableOn, readableOnAll, seriesColourRule, tableColourRule } from "../../model/slide-colour-rules.js";
import { samplesUnder } from "./background-samples.js";

/** The theme's colours as slides on this layout see them, text colours first. */
export function themeCandidates(layout: TemplateLayout): Rgb[] {
  const c = layout.colours;
  return ["tx1", "bg1", "tx2", "bg2", "accent1", "accent2", "accent3", "accent4", "accent5", "accent6"]
    .map((n) => c.scheme(n))
    .filter((x): x is Rgb => !!x);
}

/** Text is set in the theme's text and background colours when one of them reads; accents only when none does. */
function readableText(wanted: Rgb, backdrop: Rgb, layout: TemplateLayout, ratio: number): Rgb {
  return readableOn(themeCandidates(layout), wanted, backdrop, ratio);
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
 * The colours under `box` when it sits on a background that changes across the slide (a gradient, a gradient's
 * picture) — the sampled colours its box covers — else null: one colour (`backdropFor`) is under it.
 */
export function coloursUnder(layout: TemplateLayout, box: Box, ph?: Placeholder | null): Rgb[] | null {
  const samples = layout.backgroundSamples;
  if (!samples || ph?.fill) return null;
  const backdrop = backdropFor(layout, box, ph);
  // Artwork of its own colour covers the box: that colour is what is under it.
  if (backdrop.rgb !== layout.background) return null;
  return samplesUnder(samples, box);
}

/**
 * The colour text must be given explicitly, or null when what a placeholder inherits already reads well. A free text box
 * (no `ph`) always gets one: `intended` (the layout's body colour), or the nearest theme colour that reads. Large text
 * needs 3:1, other text 4.5:1 — on a gradient, against every colour under the text's box.
 */
export function textColour(
  layout: TemplateLayout,
  box: Box,
  ph: Placeholder | null,
  large: boolean,
  intended?: Rgb | null,
): Rgb | null {
  const under = coloursUnder(layout, box, ph);
  if (!under) return chooseTextColour(layout, backdropFor(layout, box, ph), ph, large, intended);
  const ratio = large ? AA_LARGE : AA_TEXT;
  const own = layoutText(layout);
  const wanted = ph?.colour ?? intended ?? own;
  const reads = (c: Rgb) => under.every((u) => contrast(c, u) >= ratio);
  if (reads(wanted)) return ph ? null : wanted;
  if (!ph && reads(own)) return own;
  return readableOnAll(themeCandidates(layout), wanted, under, ratio);
}

function chooseTextColour(
  layout: TemplateLayout,
  backdrop: Backdrop,
  ph: Placeholder | null,
  large: boolean,
  intended?: Rgb | null,
): Rgb | null {
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
  const rule = tableColourRule(
    themeCandidates(layout),
    backdrop,
    layoutText(layout),
    layout.colours.scheme("bg1") ?? "FFFFFF",
  );
  return {
    headerFill: rule.headerFill,
    headerText: rule.headerText,
    bodyFill: backdrop,
    bandFill: rule.bandFill ?? backdrop,
    bodyText: rule.bodyText,
  };
}

export interface ChartColours {
  series: Rgb[];
  text: Rgb;
  grid: Rgb;
  /** What the chart sits on (muted series are set apart from it). */
  backdrop: Rgb;
  /** Points per frame unit (the slide's width in points / 960): the chart's text is sized in frame units. */
  pointsPerUnit: number;
  /** A fill behind the whole chart, when no text colour reads on every part of the gradient under it; else absent. */
  panel?: Rgb;
}

/**
 * Series colours by the shared rule (model/slide-colour-rules.ts); text that reads on the slide; the grid 20% of it. On
 * a gradient, the text reads on every colour under the chart's box; where no colour does (a box across a dark-to-light
 * gradient), the chart gets a panel of the gradient's colour its text reads best on, and is coloured against that.
 */
export function chartColours(layout: TemplateLayout, box: Box, count: number, pointsPerUnit = 1): ChartColours {
  const under = coloursUnder(layout, box);
  if (under) {
    const text = readableOnAll(themeCandidates(layout), layoutText(layout), under, AA_TEXT);
    const reads = under.every((u) => contrast(text, u) >= AA_TEXT);
    const panel = reads ? null : under.reduce((best, u) => (contrast(text, u) > contrast(text, best) ? u : best));
    const backdrop = panel ?? backdropFor(layout, box).rgb;
    return {
      series: seriesColourRule(themeCandidates(layout), backdrop, count),
      text,
      grid: mix(text, backdrop, 0.2),
      backdrop,
      pointsPerUnit,
      ...(panel ? { panel } : {}),
    };
  }
  const backdrop = backdropFor(layout, box).rgb;
  const text = readableText(layoutText(layout), backdrop, layout, AA_TEXT);
  return {
    series: seriesColourRule(themeCandidates(layout), backdrop, count),
    text,
    grid: mix(text, backdrop, 0.2),
    backdrop,
    pointsPerUnit,
  };
}

const ratio = (a: Rgb, b: Rgb) => `${contrast(a, b).toFixed(1)}:1`;

/** What fails to read on a layout, in words: its title and text colours on their backdrops, accents on its background. */
export function contrastIssues(f: LayoutFacts): string[] {
  const out: string[] = [];
  const layout = f.layout;
  for (const [ph, what, large] of [
    [f.title, "the title colour", true],
    [mainBody(f) ?? f.subtitle, "the text colour", false],
  ] as const) {
    if (!ph?.box) continue;
    const fix = textColour(layout, ph.box, ph, large);
    const wanted = ph.colour ?? layout.colours.scheme("tx1") ?? "000000";
    const under = backdropFor(layout, ph.box, ph).rgb;
    if (fix)
      out.push(`${what} #${wanted} does not read on #${under} (${ratio(wanted, under)}); slides write it in #${fix}`);
  }
  themeCandidates(layout)
    .slice(4)
    .forEach((a, i) => {
      if (contrast(a, layout.background) < AA_LARGE)
        out.push(
          `accent ${i + 1} (#${a}) does not show on the background #${layout.background} (${ratio(a, layout.background)}); charts and tables use other theme colours`,
        );
    });
  return out;
}
