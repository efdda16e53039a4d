// What every designed kind draws with on a pptx slide: its context, text boxes sized to fit, icons, its palette and
// colours on the slide, and pictures (or a marked frame where one cannot be embedded).
import type { ImageRef } from "../model/source.js";
import { FRAME_WIDTH } from "../model/slide-size.js";
import { EMU_PER_PT } from "../../lib/units.js";
import { TYPE, type Rect } from "../slide-kinds/arrange.js";
import { iconSegments } from "../slide-kinds/icons.js";
import { kindPalette, type KindPalette } from "../slide-kinds/palette.js";
import { AA_TEXT, mix } from "../model/colour.js";
import { readableOnAll } from "../model/slide-colour-rules.js";
import type { LayoutFacts } from "./design/layout-facts.js";
import { backdropFor, coloursUnder, textColour, themeCandidates } from "./design/slide-colours.js";
import { fitScale } from "./fit-text.js";
import { decodeDataImage } from "../model/data-image.js";
import { emuBox } from "../ooxml/drawingml.js";
import type { Box, Placeholder } from "./placeholders.js";
import { clearArea } from "./picture-frames.js";
import type { SlideBuilder } from "./slide-builder.js";
import { graphicTarget } from "./slide-targets.js";
import { textPara, type Para } from "./text-model.js";
import type { DeckWriter } from "./write-deck.js";

/** The slide width the type scale is drawn for (960 pt, a 16:9 widescreen slide). */
export const REFERENCE_WIDTH = FRAME_WIDTH * EMU_PER_PT;

export const toBox = (r: Rect): Box => emuBox(Math.round(r.x), Math.round(r.y), Math.round(r.w), Math.round(r.h));
export const toRect = (b: Box): Rect => ({ x: b.x, y: b.y, w: b.cx, h: b.cy });

export interface KindCtx {
  w: DeckWriter;
  b: SlideBuilder;
  f: LayoutFacts;
  /** One point, scaled to the slide's width. */
  pt: number;
  p: KindPalette & { text: string; muted: string; background: string };
}

export const bold = (text: string): Para => ({
  ...textPara(text),
  runs: textPara(text).runs.map((r) => (r.br ? r : { ...r, bold: true })),
});

/** Text of a designed kind is never shrunk below this (frame points): past it, it may run over rather than turn unreadable. */
const MIN_PT = 16;

export function text(
  k: KindCtx,
  r: Rect,
  paras: Para[],
  size: number,
  rgb: string,
  o: { align?: "l" | "ctr" | "r"; anchor?: "t" | "ctr" | "b"; heading?: boolean; spread?: boolean } = {},
): void {
  if (!paras.length || r.w <= 0 || r.h <= 0) return;
  // Free text boxes keep PowerPoint's default insets out of the way: the geometry already leaves the room.
  const floor = Math.min(1, Math.max(0.55, MIN_PT / size));
  k.b.text({ ph: null, box: toBox(r) }, paras, {
    sizes: [Math.round(size * (k.pt / EMU_PER_PT) * 100)],
    floor,
    rgb,
    align: o.align,
    anchor: o.anchor ?? "t",
    heading: o.heading,
    spread: o.spread,
  });
}

/** One size for a row of parallel boxes (card titles, step texts): the largest at which every one of them fits, 16 pt at least. */
export function sharedSize(k: KindCtx, items: { r: Rect; paras: Para[] }[], size: number): number {
  const hundredths = Math.round(size * (k.pt / EMU_PER_PT) * 100);
  const floor = Math.min(1, Math.max(0.55, MIN_PT / size));
  const scales = items.map(({ r, paras }) => fitScale(paras, toBox(r), [hundredths], floor, k.w.ctx.widthFactor).scale);
  return size * Math.min(1, ...scales);
}

const ICON_GRID = 24_000;
const iconXml = new Map<string, string[]>();

/** An icon's outlines as DrawingML path commands on a 24,000-unit grid (the same for every slide, so built once). */
function iconPathXml(name: string | undefined): string[] {
  const key = name ?? "";
  const cached = iconXml.get(key);
  if (cached) return cached;
  const pt = (x: number, y: number) => `<a:pt x="${Math.round(x * 1000)}" y="${Math.round(y * 1000)}"/>`;
  const paths = iconSegments(name).map((segments) =>
    segments
      .map((s) =>
        s[0] === "M"
          ? `<a:moveTo>${pt(s[1], s[2])}</a:moveTo>`
          : s[0] === "L"
            ? `<a:lnTo>${pt(s[1], s[2])}</a:lnTo>`
            : s[0] === "C"
              ? `<a:cubicBezTo>${pt(s[1], s[2])}${pt(s[3], s[4])}${pt(s[5], s[6])}</a:cubicBezTo>`
              : "<a:close/>",
      )
      .join(""),
  );
  iconXml.set(key, paths);
  return paths;
}

export function icon(k: KindCtx, name: string | undefined, r: Rect, rgb: string): void {
  const grid = ICON_GRID;
  const paths = iconPathXml(name);
  const side = Math.min(r.w, r.h);
  const box = toBox({ x: r.x + (r.w - side) / 2, y: r.y + (r.h - side) / 2, w: side, h: side });
  k.b.vector(box, paths, { rgb, grid, strokeEmu: Math.round((side / 24) * 2), name: `Icon ${name ?? "dot"}` });
}

export function paletteFor(f: LayoutFacts, box: Box): KindCtx["p"] {
  const background = backdropFor(f.layout, box).rgb;
  const textRgb = textColour(f.layout, box, null, false, null) ?? f.layout.colours.scheme("tx1") ?? "000000";
  const accent = f.layout.colours.scheme("accent1") ?? textRgb;
  const palette = kindPalette({ background, text: textRgb, muted: mix(textRgb, background, 0.72), accent });
  return { ...palette, text: textRgb, muted: palette.mutedOnBackground, background };
}

/**
 * The colour of words set on the slide itself in `r` (not on a card): on a background that changes across the slide (a
 * gradient), one that reads on every colour under their own box, since the palette's reads on one stop of it.
 */
export function onSlide(k: KindCtx, r: Rect, rgb: string): string {
  const under = coloursUnder(k.f.layout, toBox(r));
  return under ? readableOnAll(themeCandidates(k.f.layout), rgb, under, AA_TEXT) : rgb;
}

/** The content area under the title: where the layout puts its body (or its free area). */
export function contentArea(w: DeckWriter, f: LayoutFacts): Rect {
  return toRect(graphicTarget(w.template, f, "chart").box);
}

/** Where a kind's pictures may go: on a brand, the part of `area` that covers none of the layout's artwork or footer fields. */
export const pictureArea = (k: KindCtx, area: Rect): Rect => (k.w.brand ? toRect(clearArea(k.f, toBox(area))) : area);

/** A picture covering `r` (in the layout's picture placeholder `ph` when given; decoration when `alt` is empty), or a marked frame with the alt text when the source is not an embeddable image. */
export function picture(k: KindCtx, image: ImageRef, r: Rect, alt = image.alt, ph?: Placeholder): boolean {
  const img = decodeDataImage(image.src);
  if (img) {
    k.b.pictureCover(toBox(r), img, alt, "rect", image.focus, ph);
    return true;
  }
  k.w.ctx.warnings.push(
    `slide ${k.w.slideCount}: image is not a png/jpeg/gif data: URL; its alt text is shown instead`,
  );
  k.b.shape(toBox(r), { geom: "rect", fill: k.p.card, name: "Image placeholder" });
  text(
    k,
    { x: r.x + 24 * k.pt, y: r.y, w: r.w - 48 * k.pt, h: r.h },
    [textPara(`Image: ${alt || "untitled"}`)],
    TYPE.small,
    k.p.mutedOnCard,
    { align: "ctr", anchor: "ctr" },
  );
  return false;
}

export function slideRect(w: DeckWriter): Rect {
  return { x: 0, y: 0, w: w.slideSize.cx, h: w.slideSize.cy };
}

/** Where a designed slide goes: the writer, its speaker notes, one point at this slide's width, the whole slide, its margin. */
export interface SlideFrame {
  w: DeckWriter;
  notes: Para[] | null;
  pt: number;
  whole: Rect;
  margin: number;
}
