// Text that may not fit: shrink within limits, move to a layout with more room, then at most one continuation slide.
import { emuBox } from "../ooxml/drawingml.js";
import type { LayoutFacts } from "./design/layout-facts.js";
import type { DesignRole } from "./design/rate-layouts.js";
import { textColour } from "./design/slide-colours.js";
import { fitScale, HEADING_WIDTH, textHeight } from "./fit-text.js";
import { capacity, columnTargets, textRegion, titleTarget, type TextRegion } from "./slide-targets.js";
import { scaledSizes } from "./text-xml.js";
import type { SlideBuilder } from "./slide-builder.js";
import type { Para } from "./text-model.js";
import type { DeckWriter } from "./write-deck.js";
import { pointsPerFrameUnit } from "../model/slide-size.js";

const CONT = " (cont.)";
/** Body text is never set below 16 pt of the 960-wide frame (12 pt on a 720 pt wide slide): past that it goes on another slide. */
const MIN_FRAME_PT = 16;
/** Short body text grows up to 36 frame points, never past 1.5 times the layout's own size. */
const MAX_FRAME_PT = 36;
/** A list longer than this is set in two columns (short items) or carried onto another slide. */
const MAX_ROWS = 6;

/** One frame point on this slide, in hundredths of a point. */
const framePt = (f: LayoutFacts) => pointsPerFrameUnit(f.slide.cx) * 100;
/** The smallest body size on a layout's slides (hundredths of a point). */
export const minBodySize = (f: LayoutFacts) => Math.round(MIN_FRAME_PT * framePt(f));

/** The smallest scale that keeps level-1 text at `min` (never above 1, never below 0.3). */
export const floorFor = (sizes: number[], min: number) => Math.min(1, Math.max(0.3, min / (sizes[0] ?? 1800)));
/** A lone statement grows up to 44 frame points, never past 1.85 times the layout's own size. */
const MAX_STATEMENT_PT = 44;
/** How far short text on this layout may grow. */
const growFor = (f: LayoutFacts, sizes: number[], statement = false) =>
  Math.max(
    1,
    Math.min(statement ? 1.85 : 1.5, ((statement ? MAX_STATEMENT_PT : MAX_FRAME_PT) * framePt(f)) / (sizes[0] ?? 1800)),
  );

/** Writes the slide's title into its place, in a colour that reads there. */
export function writeTitle(
  w: DeckWriter,
  b: SlideBuilder,
  f: LayoutFacts,
  title: string | undefined,
  content: boolean,
): void {
  if (!title) return;
  const { target, sizes } = titleTarget(w.template, f, content);
  const rgb = textColour(f.layout, target.box, target.ph, true);
  // A vertical title runs along its box's height: it is fitted to the box turned on its side.
  const { box } = target;
  const vertical = target.ph?.vertical && !target.pin;
  const fitted = vertical ? { ...target, box: { ...box, cx: box.cy, cy: box.cx } } : target;
  const para = (text: string): Para[] => [{ runs: [{ text }], level: 0, bullet: "none" }];
  // A title bar down the side is a narrow place: shrunk to 60% at most, then cut at a word with the whole title in the notes.
  const shown =
    vertical || f.titleBar
      ? barTitle(title, (t) => fitScale(para(t), fitted.box, sizes, BAR_FLOOR, w.ctx.widthFactor * HEADING_WIDTH).fits)
      : title;
  if (shown !== title) {
    w.prependNotes(b, para(`Title: ${title}`));
    w.ctx.warnings.push(
      `slide ${w.slideCount}: the title is longer than the template's title bar holds; it was shortened, the whole title is in the notes`,
    );
  }
  // A title pinned into another box keeps its placeholder's own style, whose size may be the title slide's: the size it
  // was fitted at is written out.
  b.text(fitted, para(shown), {
    sizes,
    floor: shown === title ? 0.5 : BAR_FLOOR,
    rgb,
    heading: true,
    explicitSizes: target.pin,
  });
  // A layout without a title placeholder shows the title in a text box: the slide's hidden title repeats it.
  if (!target.ph) b.heading = title;
}

/** The smallest share of its design size a title in a side bar is set at. */
const BAR_FLOOR = 0.6;

/** The title itself when it fits, else its longest run of whole words that fits with an ellipsis. */
function barTitle(title: string, fits: (t: string) => boolean): string {
  if (fits(title)) return title;
  const words = title.split(/\s+/);
  for (let n = words.length - 1; n >= 1; n--) {
    const cut = `${words
      .slice(0, n)
      .join(" ")
      .replace(/[\s,;:.–—-]+$/u, "")}…`;
    if (fits(cut)) return cut;
  }
  return `${words[0]}…`;
}

/**
 * Writes text into a region, fitted, coloured for its backdrop. In a body area short text is set larger and spaced
 * out, and the block is centred in its region rather than left under the title.
 */
export function writeText(
  b: SlideBuilder,
  f: LayoutFacts,
  region: TextRegion,
  paras: Para[],
  floor: number,
  extra: { explicitSizes?: boolean; widthFactor?: number; fill?: boolean; statement?: boolean } = {},
): void {
  const rgb = textColour(f.layout, region.target.box, region.target.ph, false, region.intended);
  const { box } = region.target;
  const bodyArea = extra.fill ?? box.cy >= f.slide.cy * 0.3;
  const fill = bodyArea
    ? { grow: growFor(f, region.sizes, extra.statement), spread: true, anchor: "ctr" as const }
    : {};
  b.text(region.target, paras, { sizes: region.sizes, floor, rgb, explicitSizes: extra.explicitSizes, ...fill });
}

const fits = (paras: Para[], r: TextRegion, w: DeckWriter, min: number) =>
  fitScale(paras, r.target.box, r.sizes, floorFor(r.sizes, min), w.ctx.widthFactor).fits;

/** Places body text for a role, choosing the layout where it fits; a long list goes in two columns or on more slides. */
export function flowText(
  w: DeckWriter,
  role: DesignRole,
  title: string | undefined,
  paras: Para[],
  notes: Para[] | null,
): void {
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
  const min = minBodySize(first.f);
  // A lone point is a statement: set without a bullet, grown and centred like the rest.
  const statement = paras.length === 1 && paras[0]!.level === 0 ? [{ ...paras[0]!, bullet: "none" as const }] : paras;
  const one = (o: { f: LayoutFacts; region: TextRegion }) => {
    const b = w.newSlide(o.f.layout, notes);
    writeTitle(w, b, o.f, title, true);
    writeText(b, o.f, o.region, statement, floorFor(o.region.sizes, min), { statement: statement !== paras });
  };
  const items = itemsOf(paras);
  if (items.length > MAX_ROWS && paras.every((p) => p.level === 0) && listInColumns(w, title, paras, notes, min))
    return;
  if (items.length <= MAX_ROWS && fits(paras, first.region, w, min)) return one(first);
  // A layout of the same kind with more room for text, before splitting.
  const roomier = options
    .filter((o) => capacity(o.region) > capacity(first.region) * 1.15)
    .sort((a, b) => capacity(b.region) - capacity(a.region));
  const roomy = items.length <= MAX_ROWS ? roomier.find((o) => fits(paras, o.region, w, min)) : undefined;
  if (roomy) return one(roomy);
  const best = roomier[0] ?? first;
  if (items.length < 2) {
    w.ctx.warnings.push(`slide ${w.slideCount + 1}: the text is longer than the layout holds; it was shrunk to fit`);
    const b = w.newSlide(best.f.layout, notes);
    writeTitle(w, b, best.f, title, true);
    writeText(b, best.f, best.region, paras, 0.3);
    return;
  }
  // As few slides as the items need at a readable size, shared evenly, six items at most to a slide, each item whole.
  const floor = floorFor(best.region.sizes, min);
  const chunks = chunkItems(items, (chunk) => fits(chunk, best.region, w, min));
  if (!chunks.every((c) => fits(c, best.region, w, min)))
    w.ctx.warnings.push(
      `slide ${w.slideCount + 1}: a point is longer than a slide holds at ${MIN_FRAME_PT} pt; shorten it`,
    );
  chunks.forEach((chunk, i) => {
    const b = w.newSlide(best.f.layout, i === 0 ? notes : null);
    writeTitle(w, b, best.f, title && i ? `${title}${CONT}` : title, true);
    writeText(b, best.f, best.region, chunk, chunks.length > 1 && !fits(chunk, best.region, w, min) ? 0.3 : floor);
  });
}

/** A list's items: each top-level paragraph with the deeper ones under it (a sub-point never leaves its point). */
function itemsOf(paras: Para[]): Para[][] {
  const items: Para[][] = [];
  for (const p of paras) {
    if (p.level === 0 || !items.length) items.push([p]);
    else items.at(-1)!.push(p);
  }
  return items;
}

/** The items shared evenly over the fewest slides where each holds at most six and fits; else one item a slide. */
function chunkItems(items: Para[][], fitsChunk: (paras: Para[]) => boolean): Para[][] {
  for (let n = 2; n < items.length; n++) {
    const per = Math.ceil(items.length / n);
    if (per > MAX_ROWS) continue;
    const chunks: Para[][] = [];
    for (let i = 0; i < items.length; i += per) chunks.push(items.slice(i, i + per).flat());
    if (chunks.every(fitsChunk)) return chunks;
  }
  return items;
}

/** A list of more than six short items in two columns of one size on the two-column layout; false when they do not fit. */
function listInColumns(
  w: DeckWriter,
  title: string | undefined,
  paras: Para[],
  notes: Para[] | null,
  min: number,
): boolean {
  if (paras.length > MAX_ROWS * 2) return false;
  const f = w.layoutFor("two-column");
  const columns = columnTargets(w.template, f);
  if (!columns) return false;
  const half = Math.ceil(paras.length / 2);
  const parts = [paras.slice(0, half), paras.slice(half)];
  if (!parts.every((p, i) => fits(p, columns[i]!, w, min))) return false;
  const b = w.newSlide(f.layout, notes);
  writeTitle(w, b, f, title, true);
  writeColumns(w, b, f, columns, parts[0]!, parts[1]!);
  return true;
}

/** Two columns at one size, so they read as a pair: grown together when short, spaced alike, centred. */
export function writeColumns(
  w: DeckWriter,
  b: SlideBuilder,
  f: LayoutFacts,
  columns: [TextRegion, TextRegion],
  left: Para[],
  right: Para[],
): void {
  const min = minBodySize(f);
  const floor = floorFor(columns[0].sizes, min);
  const scale = Math.min(
    ...[left, right].map(
      (paras, i) => fitScale(paras, columns[i]!.target.box, columns[0].sizes, floor, w.ctx.widthFactor).scale,
    ),
  );
  const grow =
    scale >= 0.999
      ? Math.min(...[left, right].map((paras, i) => (paras.length ? growLimit(paras, columns[i]!, f, w) : Infinity)))
      : scale;
  const sizes = scaledSizes(columns[0].sizes, grow) ?? columns[0].sizes;
  columns.forEach((c, i) => {
    const rgb = textColour(f.layout, c.target.box, c.target.ph, false, c.intended);
    b.text(c.target, i ? right : left, { sizes, floor: 1, rgb, explicitSizes: true, spread: true, anchor: "ctr" });
  });
  // A rule between the columns, the height of the text area, in the theme's accent: the pair reads as one design.
  const [l, r] = [columns[0].target.box, columns[1].target.box];
  const gapMid = Math.round((l.x + l.cx + r.x) / 2);
  if (r.x - (l.x + l.cx) > 0) {
    const accent = f.layout.colours.scheme("accent1");
    const top = Math.min(l.y, r.y);
    if (accent)
      b.shape(emuBox(gapMid - 9525, top + Math.round(l.cy * 0.05), 19050, Math.round(Math.max(l.cy, r.cy) * 0.9)), {
        geom: "rect",
        fill: accent,
        name: "Column rule",
      });
  }
}

/** The scale a column's text may grow to and still take no more than two thirds of its box. */
function growLimit(paras: Para[], c: TextRegion, f: LayoutFacts, w: DeckWriter): number {
  const max = growFor(f, c.sizes);
  let best = 1;
  for (let s = 1.05; s <= max + 1e-9; s += 0.05) {
    if (textHeight(paras, c.target.box, c.sizes, s, w.ctx.widthFactor) <= c.target.box.cy * 0.66) best = s;
    else break;
  }
  return best;
}
