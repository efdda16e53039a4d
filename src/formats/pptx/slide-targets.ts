// Where each part of a slide goes on a layout: the title, the text, a table/chart/picture, two columns.
import { emu } from "../../lib/units.js";
import { emuBox } from "../ooxml/drawingml.js";
import { GAP } from "./design/free-region.js";
import { columnPair, mainBody, type LayoutFacts } from "./design/layout-facts.js";
import type { Box, Placeholder } from "./placeholders.js";
import type { Target } from "./slide-builder.js";
import type { PptxTemplate } from "./template.js";

export interface TextRegion {
  target: Target;
  /** Level sizes the text is fitted from (the placeholder's, or the master body's for a free box). */
  sizes: number[];
  /** The colour the designer meant for this text, for free boxes that inherit none. */
  intended: string | null;
}

const DEFAULT_BODY = [2400, 2000, 1800, 1600, 1600];
const DEFAULT_TITLE = [3600];

function masterPlaceholder(t: PptxTemplate, f: LayoutFacts, type: "title" | "body"): Placeholder | undefined {
  const phs = t.masters[f.layout.masterIndex]!.placeholders;
  return type === "title"
    ? phs.find((p) => p.type === "title" || p.type === "ctrTitle")
    : phs.find((p) => p.type === "body" || p.type === "obj");
}

/** Body level sizes of the layout's master (what a text box on it should look like). */
export function bodySizes(t: PptxTemplate, f: LayoutFacts): number[] {
  return mainBody(f)?.sizes ?? masterPlaceholder(t, f, "body")?.sizes ?? DEFAULT_BODY;
}

/** The title of a slide: the layout's title (pinned to the master's grid when the layout centres it), else a free box on top. */
export function titleTarget(t: PptxTemplate, f: LayoutFacts, content: boolean): { target: Target; sizes: number[] } {
  const { cx, cy } = t.slideSize;
  if (f.title?.box) {
    const pinned = content && f.titlePinned && !!f.contentTitleBox;
    return {
      target: { ph: f.title, box: pinned ? f.contentTitleBox! : f.title.box, pin: pinned },
      sizes: pinned ? (masterPlaceholder(t, f, "title")?.sizes ?? f.title.sizes) : f.title.sizes,
    };
  }
  const box =
    f.contentTitleBox ??
    emuBox(Math.round(cx * 0.06), Math.round(cy * 0.05), Math.round(cx * 0.88), Math.round(cy * 0.14));
  return { target: { ph: null, box }, sizes: masterPlaceholder(t, f, "title")?.sizes ?? DEFAULT_TITLE };
}

/** The main text area: the layout's body placeholder, else its free area as a text box, else any text placeholder. */
export function textRegion(t: PptxTemplate, f: LayoutFacts): TextRegion | null {
  const body = mainBody(f);
  if (body?.box) return { target: { ph: body, box: body.box }, sizes: body.sizes, intended: body.colour ?? null };
  const intended = masterPlaceholder(t, f, "body")?.colour ?? null;
  if (f.free) return { target: { ph: null, box: f.free }, sizes: bodySizes(t, f), intended };
  const any = f.bodies[0] ?? f.subtitle;
  return any?.box ? { target: { ph: any, box: any.box }, sizes: any.sizes, intended: any.colour ?? null } : null;
}

/** The area a text region offers (for choosing the layout where long text fits best). */
export const capacity = (r: TextRegion | null) => (r ? r.target.box.cx * r.target.box.cy : 0);

/**
 * Where a table, chart or picture goes: its own placeholder, a content placeholder, the place of the body text, the free
 * area, or (a layout with none of these) the slide below the title.
 */
export function graphicTarget(t: PptxTemplate, f: LayoutFacts, kind: "tbl" | "chart" | "pic"): Target {
  const typed = (kind === "tbl" ? f.tables : kind === "chart" ? f.charts : f.pics).find((p) => p.box);
  if (typed) return { ph: typed, box: typed.box! };
  const body = mainBody(f);
  if (body?.type === "obj" && kind !== "pic") return { ph: body, box: body.box! };
  if (f.free && (!body || f.free.cx * f.free.cy > body.box!.cx * body.box!.cy * 1.1)) return { ph: null, box: f.free };
  if (body) return { ph: null, box: body.box! };
  const { cx, cy } = t.slideSize;
  const top = (f.contentTitleBox ? f.contentTitleBox.y + f.contentTitleBox.cy : cy * 0.2) + GAP;
  return {
    ph: null,
    box: emuBox(
      Math.round(cx * 0.06),
      Math.round(top),
      Math.round(cx * 0.88),
      Math.max(Math.round(cy * 0.92 - top), Math.round(cy * 0.2)),
    ),
  };
}

/** Two columns: the layout's pair of text placeholders, else its text area split in two (left placeholder pinned, right a box). */
export function columnTargets(t: PptxTemplate, f: LayoutFacts): [TextRegion, TextRegion] | null {
  const pair = columnPair(f);
  if (pair) {
    // Placeholders without idx (LibreOffice writes them) all match the layout's first one: pin each to its own place.
    const ambiguous = pair[0].idx === pair[1].idx;
    const region = (p: Placeholder): TextRegion => ({
      target: { ph: p, box: p.box!, pin: ambiguous },
      sizes: p.sizes,
      intended: p.colour ?? null,
    });
    return [region(pair[0]), region(pair[1])];
  }
  const whole = textRegion(t, f);
  if (!whole) return null;
  const box = whole.target.box;
  const half = Math.round((box.cx - 2 * GAP) / 2);
  const left: Box = { ...box, cx: emu(half) };
  const right: Box = { ...box, x: emu(box.x + box.cx - half), cx: emu(half) };
  return [
    { ...whole, target: { ph: whole.target.ph, box: left, pin: !!whole.target.ph } },
    { ...whole, target: { ph: null, box: right } },
  ];
}
