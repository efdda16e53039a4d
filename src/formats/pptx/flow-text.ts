// Text that may not fit: shrink within limits, move to a layout with more room, then at most one continuation slide.
import type { LayoutFacts } from "./design/layout-facts.js";
import type { DesignRole } from "./design/rate-layouts.js";
import { textColour } from "./design/slide-colours.js";
import { fitScale, textHeight } from "./fit-text.js";
import { capacity, textRegion, titleTarget, type TextRegion } from "./slide-targets.js";
import type { SlideBuilder } from "./slide-builder.js";
import type { Para } from "./text-model.js";
import type { DeckWriter } from "./write-deck.js";

const CONT = " (cont.)";
/** Body text is not shrunk below 12 pt to make it fit one slide, nor below 10 pt on two. */
const MIN_SIZE = 1200;
const LAST_RESORT_SIZE = 1000;

/** The smallest scale that keeps level-1 text at `min` (never above 1, never below 0.5). */
export const floorFor = (sizes: number[], min = MIN_SIZE) => Math.min(1, Math.max(0.5, min / (sizes[0] ?? 1800)));

/** Writes the slide's title into its place, in a colour that reads there. */
export function writeTitle(w: DeckWriter, b: SlideBuilder, f: LayoutFacts, title: string | undefined, content: boolean): void {
  if (!title) return;
  const { target, sizes } = titleTarget(w.template, f, content);
  const rgb = textColour(f.layout, target.box, target.ph, true);
  // A vertical title runs along its box's height: it is fitted to the box turned on its side.
  const { box } = target;
  const fitted = target.ph?.vertical && !target.pin ? { ...target, box: { ...box, cx: box.cy, cy: box.cx } } : target;
  b.text(fitted, [{ runs: [{ text: title }], level: 0, bullet: "none" }], { sizes, floor: 0.5, rgb, heading: true });
}

/** Writes text into a region, fitted, coloured for its backdrop. */
/** Text filling less than this share of a body area is centred in it, so a short slide is not all at the top. */
const SPARSE = 0.45;

export function writeText(b: SlideBuilder, f: LayoutFacts, region: TextRegion, paras: Para[], floor: number, extra: { explicitSizes?: boolean; widthFactor?: number } = {}): void {
  const rgb = textColour(f.layout, region.target.box, region.target.ph, false, region.intended);
  const { box } = region.target;
  const bodyArea = box.cy >= f.slide.cy * 0.45;
  const sparse = bodyArea && textHeight(paras, box, region.sizes, 1, extra.widthFactor ?? 1) < box.cy * SPARSE;
  b.text(region.target, paras, { sizes: region.sizes, floor, rgb, explicitSizes: extra.explicitSizes, ...(sparse ? { anchor: "ctr" as const } : {}) });
}

const fits = (paras: Para[], r: TextRegion, w: DeckWriter, min = MIN_SIZE) => fitScale(paras, r.target.box, r.sizes, floorFor(r.sizes, min), w.ctx.widthFactor).fits;

/** Two halves of about equal height, never a lone paragraph when there are four or more. */
function balancedSplit(paras: Para[], r: TextRegion, w: DeckWriter): [Para[], Para[]] {
  let best = 1;
  let bestDiff = Infinity;
  const lo = paras.length >= 4 ? 2 : 1;
  for (let i = lo; i <= paras.length - lo; i++) {
    const a = textHeight(paras.slice(0, i), r.target.box, r.sizes, 1, w.ctx.widthFactor);
    const b = textHeight(paras.slice(i), r.target.box, r.sizes, 1, w.ctx.widthFactor);
    // A sub-point stays with its parent.
    const penalty = paras[i]?.level ? 1.15 : 1;
    const diff = Math.abs(a - b) * penalty;
    if (diff < bestDiff) {
      bestDiff = diff;
      best = i;
    }
  }
  return [paras.slice(0, best), paras.slice(best)];
}

/** Places body text for a role, choosing the layout where it fits; continues on one more slide at most. */
export function flowText(w: DeckWriter, role: DesignRole, title: string | undefined, paras: Para[], notes: Para[] | null): void {
  const chosen = w.layoutFor(role);
  const options = [chosen, ...w.alternatives(role).filter((f) => f !== chosen)]
    .map((f) => ({ f, region: textRegion(w.template, f) }))
    .filter((o): o is { f: LayoutFacts; region: TextRegion } => !!o.region);
  const first = options[0];
  if (!first) {
    w.ctx.warnings.push(`slide ${w.slideCount + 1}: the template has no place for body text; only the title is shown`);
    writeTitle(w, w.newSlide(chosen.layout, notes), chosen, title, true);
    return;
  }
  const one = (o: { f: LayoutFacts; region: TextRegion }) => {
    const b = w.newSlide(o.f.layout, notes);
    writeTitle(w, b, o.f, title, true);
    writeText(b, o.f, o.region, paras, floorFor(o.region.sizes));
  };
  if (fits(paras, first.region, w)) return one(first);
  // A layout of the same kind with more room for text, before splitting.
  const roomier = options.filter((o) => capacity(o.region) > capacity(first.region) * 1.15).sort((a, b) => capacity(b.region) - capacity(a.region));
  const roomy = roomier.find((o) => fits(paras, o.region, w));
  if (roomy) return one(roomy);
  const best = roomier[0] ?? first;
  if (paras.length < 2) {
    w.ctx.warnings.push(`slide ${w.slideCount + 1}: the text is longer than the layout holds; it was shrunk to fit`);
    const b = w.newSlide(best.f.layout, notes);
    writeTitle(w, b, best.f, title, true);
    writeText(b, best.f, best.region, paras, 0.3);
    return;
  }
  const halves = balancedSplit(paras, best.region, w);
  let min = MIN_SIZE;
  if (!halves.every((h) => fits(h, best.region, w, min))) min = LAST_RESORT_SIZE;
  if (!halves.every((h) => fits(h, best.region, w, min))) w.ctx.warnings.push(`slide ${w.slideCount + 1}: the text is longer than two slides hold at 10 pt; shorten it`);
  halves.forEach((chunk, i) => {
    const b = w.newSlide(best.f.layout, i === 0 ? notes : null);
    writeTitle(w, b, best.f, title && i ? `${title}${CONT}` : title, true);
    writeText(b, best.f, best.region, chunk, min === MIN_SIZE ? floorFor(best.region.sizes) : floorFor(best.region.sizes, LAST_RESORT_SIZE) * 0.6);
  });
}
