// The slide page at any size: background, title boxes and a body box that shrinks text, then continues on a new page.
import { FRAME_WIDTH, REFERENCE_HEIGHT, frameHeight, pagePoints, type SlideSize } from "../model/slide-size.js";
import type { Rect } from "../slide-kinds/arrange.js";
import type { ResolvedTheme } from "../model/themes.js";
import { Flow, type FlowBox, type PdfContext } from "./flow.js";
import { layoutSpans, drawLine, linesHeight, type Align } from "./text-layout.js";
import { renderBlocks, type BlockStyle } from "./flow-blocks.js";
import type { Block } from "../model/blocks.js";
import type { Weight } from "./fonts.js";
import { contentEdge } from "../slide-kinds/artwork.js";
import { drawMarks } from "./draw-artwork.js";

/** Placeholder boxes of the built-in pptx layouts at 16:9 (EMU / EMU_PER_PT), so both exports look alike. */
const BOX = {
  title: { x: 66, y: 28.75, w: 828, h: 104.4 },
  body: { x: 66, y: 143.75, w: 828, h: 342.6 },
};

/**
 * Every page is drawn in a frame 960 units wide (scaled onto the real page), as the pptx template is built: the same
 * type and margins at every size, vertical positions stretched from the 540-unit 16:9 design.
 */
export interface Frame {
  w: number;
  h: number;
  page: [number, number];
}

export function frameFor(size?: SlideSize): Frame {
  return { w: FRAME_WIDTH, h: frameHeight(size), page: pagePoints(size) };
}

export interface SlideCtx {
  ctx: PdfContext;
  theme: ResolvedTheme;
  frame: Frame;
}

/** A box designed on the 960 × 540 frame, stretched vertically to this slide's frame. */
export function at(sc: SlideCtx, r: Rect): Rect {
  const k = sc.frame.h / REFERENCE_HEIGHT;
  return { x: r.x, y: r.y * k, w: r.w, h: r.h * k };
}

export const titleBox = (sc: SlideCtx): Rect => at(sc, BOX.title);
export const bodyRect = (sc: SlideCtx): Rect => at(sc, BOX.body);
export const wholeSlide = (sc: SlideCtx): Rect => ({ x: 0, y: 0, w: sc.frame.w, h: sc.frame.h });

export function newSlide(sc: SlideCtx, fill?: string): void {
  const { doc } = sc.ctx;
  doc.addPage({ size: sc.frame.page, margin: 0 });
  doc.scale(sc.frame.page[0] / sc.frame.w);
  sc.ctx.tags.artifact("Background", () =>
    doc.rect(0, 0, sc.frame.w, sc.frame.h).fill(fill ?? sc.theme.colors.background),
  );
}

/** Text in a fixed box: shrinks from `size` down to 50% to fit, anchored top, middle or bottom. */
type TextStyle = { size: number; color: string; weight?: Weight; align?: Align; anchor?: "top" | "middle" | "bottom" };

function fitLines(sc: SlideCtx, text: string, box: Rect, o: TextStyle) {
  let size = o.size;
  let lines = layoutSpans([{ text, style: { size, color: o.color, weight: o.weight } }], box.w, sc.ctx.warn);
  while (linesHeight(lines) > box.h && size > o.size * 0.5) {
    size *= 0.9;
    lines = layoutSpans([{ text, style: { size, color: o.color, weight: o.weight } }], box.w, sc.ctx.warn);
  }
  return { size, lines };
}

/** One size for a row of parallel boxes (card titles, step texts): the largest at which every one of them fits. */
export function sharedSize(sc: SlideCtx, items: { text: string; box: Rect }[], o: TextStyle): number {
  return Math.min(o.size, ...items.filter((i) => i.text.trim()).map((i) => fitLines(sc, i.text, i.box, o).size));
}

export function textBox(sc: SlideCtx, text: string, box: Rect, o: TextStyle): void {
  if (!text.trim()) return;
  const { size, lines } = fitLines(sc, text, box, o);
  const h = linesHeight(lines);
  let y = o.anchor === "bottom" ? box.y + box.h - h : o.anchor === "middle" ? box.y + (box.h - h) / 2 : box.y;
  y = Math.max(y, box.y);
  for (const l of lines) {
    if (y + l.height > box.y + box.h + size) break;
    drawLine(sc.ctx.doc, l, box.x, y, box.w, o.align);
    y += l.height;
  }
}

/** The slide's title (its H1), or its repeat on a continuation page (an artifact). */
export function slideTitle(sc: SlideCtx, draw: () => void, continued = false): void {
  if (continued) sc.ctx.tags.artifact("Pagination", draw);
  else sc.ctx.tags.heading(1, draw);
}

/** A content slide's frame: background, title (anchored to the bottom of the title box) and an accent rule. */
export function contentSlide(sc: SlideCtx, title: string | undefined, continued = false): void {
  newSlide(sc);
  const c = sc.theme.colors;
  sc.ctx.tags.artifact("Background", () => drawMarks(sc, contentEdge(sc.theme, sc.frame.h)));
  const t = titleBox(sc);
  if (title)
    slideTitle(
      sc,
      () => textBox(sc, title, t, { size: 36, color: c.text, weight: "bold", anchor: "bottom" }),
      continued,
    );
  sc.ctx.doc.rect(t.x, t.y + t.h + 4, 64, 3).fill(c.accent);
}

export function slideBlockStyle(theme: ResolvedTheme, size: number): BlockStyle {
  const c = theme.colors;
  return {
    size,
    headings: [size * 1.5, size * 1.3, size * 1.15, size * 1.05, size, size],
    headingShift: 1,
    colors: {
      text: c.text,
      heading: c.text,
      muted: c.muted,
      accent: c.accent,
      link: c.accent,
      codeShade: c.surface,
      rule: c.muted,
      headerFill: c.surface,
      stripe: c.surface,
    },
  };
}

export const SCALES = [1, 0.9, 0.8, 0.7];
/** Short content is set larger, up to this scale, while it takes no more than FILL of the body box. */
export const GROW = [1.45, 1.3, 1.15];
export const FILL = 0.78;
/** A lone statement is set larger still: up to about 44 pt. */
export const STATEMENT_GROW = [1.85, 1.65, 1.45, 1.3, 1.15];

/**
 * Renders body content into `box`: the largest scale that fits (short content grown, never under `min` of its size),
 * centred in the box; when even the smallest overflows, the rest continues on pages with the same title ("(cont.)").
 * With `spread`, short points are spaced apart as the pptx body spaces them: the room left within FILL of the box shared
 * between them, at most two lines each; `render` gets that gap.
 */
export function fitBody(
  sc: SlideCtx,
  title: string | undefined,
  box: FlowBox,
  render: (flow: Flow, scale: number, gap: number) => void,
  min = 0.67,
  grow = GROW,
  spread?: { items: number; size: number },
): void {
  const room = box.bottom - box.top;
  const scales = [
    ...grow.map((s) => ({ s, grown: true })),
    ...SCALES.filter((s) => s >= min - 1e-9).map((s) => ({ s, grown: false })),
  ];
  let chosen = scales[scales.length - 1]!.s;
  let used = Infinity;
  for (const { s, grown } of scales) {
    const dry = new Flow(sc.ctx, box, true, () => null);
    render(dry, s, 0);
    if (!dry.overflowed && (!grown || dry.y - box.top <= room * FILL)) {
      chosen = s;
      used = dry.y - box.top;
      break;
    }
  }
  const gap =
    spread && spread.items > 1 && used < room * FILL
      ? Math.min((room * FILL - used) / (spread.items - 1), spread.size * chosen * 1.3 * 2)
      : 0;
  if (gap > 0) used += gap * (spread!.items - 1);
  // Content is centred in the body, as the pptx body is, so the slide is not all at the top.
  if (used < room) box = { ...box, top: box.top + (room - used) / 2 };
  const onBreak = () => {
    contentSlide(sc, `${title ?? ""} (cont.)`.trim(), true);
    return { ...box };
  };
  render(new Flow(sc.ctx, box, false, onBreak), chosen, gap);
}

/** Renders content into a box that cannot continue elsewhere (a card, a column): the largest scale that fits; what still does not fit is left out with a warning. */
export function fitInBox(sc: SlideCtx, box: FlowBox, render: (flow: Flow, scale: number) => void): void {
  const scale = SCALES.find((s) => {
    const dry = new Flow(sc.ctx, box, true, () => null);
    render(dry, s);
    return !dry.overflowed;
  });
  const flow = new Flow(sc.ctx, box, false, () => null);
  render(flow, scale ?? SCALES[SCALES.length - 1]!);
  if (flow.overflowed)
    sc.ctx.warn("Some text did not fit its box on a slide and was cut; shorten it or split the slide.");
}

/**
 * Points in a box that cannot continue elsewhere (a column), from its top: grown while short (at most FILL of the box),
 * else shrunk as fitInBox does, and the room left shared out between them (up to two lines each), as the pptx body spreads.
 */
export function spreadInBox(sc: SlideCtx, box: FlowBox, points: Block[][], style: (scale: number) => BlockStyle): void {
  const room = box.bottom - box.top;
  const measure = (s: number) => {
    const flow = new Flow(sc.ctx, box, true, () => null);
    for (const p of points) renderBlocks(flow, p, style(s));
    return flow.overflowed ? Infinity : flow.y - box.top;
  };
  const scale = [...GROW, ...SCALES].find((s) => measure(s) <= (GROW.includes(s) ? room * FILL : room));
  if (scale === undefined)
    return fitInBox(sc, box, (flow, s) => points.forEach((p) => renderBlocks(flow, p, style(s))));
  const line = style(scale).size * 1.3;
  const extra = points.length > 1 ? Math.min((room * FILL - measure(scale)) / (points.length - 1), line * 2) : 0;
  const flow = new Flow(sc.ctx, box, false, () => null);
  points.forEach((p, i) => {
    if (i) flow.gap(Math.max(0, extra));
    renderBlocks(flow, p, style(scale));
  });
}
