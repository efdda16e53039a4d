// The pptx shape vocabulary read once, typed: a shape's box (a:xfrm), a group's child coordinates, its placeholder
// (p:ph) and its text body — shared by the brand engine and the pptx importer so both walk the XML the same way.
import { emu, type Emu } from "../../lib/units.js";
import { child, children, type Element } from "./xml.js";

/** A position and size in EMU. */
export interface Box {
  x: Emu;
  y: Emu;
  cx: Emu;
  cy: Emu;
}

/** A box of lengths worked out in EMU. */
export const emuBox = (x: number, y: number, cx: number, cy: number): Box => ({
  x: emu(x),
  y: emu(y),
  cx: emu(cx),
  cy: emu(cy),
});

/** Maps a box from one coordinate space to another (a group's children onto its parent). */
export type Transform = (b: Box) => Box;
export const IDENTITY: Transform = (b) => b;
export const compose =
  (outer: Transform, inner: Transform): Transform =>
  (b) =>
    outer(inner(b));

const num = (el: Element | undefined, name: string) => Number(el?.getAttribute(name) ?? 0) || 0;

/** An xfrm-like element's box (a:xfrm, p:xfrm, or SmartArt's dsp:txXfrm holding a:off and a:ext); null without both. */
export function xfrmBox(xfrm: Element | undefined): Box | null {
  const off = child(xfrm, "off");
  const ext = child(xfrm, "ext");
  if (!off || !ext) return null;
  return emuBox(num(off, "x"), num(off, "y"), num(ext, "cx"), num(ext, "cy"));
}

/** The xfrm of a shape: in its spPr (a group's grpSpPr), or its own (a graphicFrame keeps p:xfrm outside spPr). */
export function shapeXfrm(el: Element): Element | undefined {
  return child(child(el, "spPr") ?? child(el, "grpSpPr") ?? el, "xfrm");
}

/** A shape's position and size; null when it inherits them (a placeholder placed by its layout). */
export function shapeBox(el: Element): Box | null {
  return xfrmBox(shapeXfrm(el));
}

/** A shape's rotation in degrees (its xfrm's rot, in 60,000ths of a degree). */
export function shapeRotation(el: Element): number {
  return num(shapeXfrm(el), "rot") / 60000;
}

/** A group's child coordinates (a:chOff/a:chExt) onto its own box (a:off/a:ext); missing child extents scale by one. */
export function groupTransform(group: Element): Transform {
  const xfrm = child(child(group, "grpSpPr"), "xfrm");
  if (!xfrm) return IDENTITY;
  const off = { x: num(child(xfrm, "off"), "x"), y: num(child(xfrm, "off"), "y") };
  const ext = { cx: num(child(xfrm, "ext"), "cx"), cy: num(child(xfrm, "ext"), "cy") };
  const chOff = { x: num(child(xfrm, "chOff"), "x"), y: num(child(xfrm, "chOff"), "y") };
  const chExt = { cx: num(child(xfrm, "chExt"), "cx") || ext.cx, cy: num(child(xfrm, "chExt"), "cy") || ext.cy };
  const sx = chExt.cx ? ext.cx / chExt.cx : 1;
  const sy = chExt.cy ? ext.cy / chExt.cy : 1;
  return (b) => emuBox(off.x + (b.x - chOff.x) * sx, off.y + (b.y - chOff.y) * sy, b.cx * sx, b.cy * sy);
}

/** A shape's non-visual properties (p:nvSpPr, p:nvPicPr, p:nvGraphicFramePr…): its name, hidden flag and p:nvPr. */
export function nonVisual(shape: Element): { cNvPr?: Element; nvPr?: Element } {
  const nv = children(shape).find((c) => (c.localName ?? "").startsWith("nv"));
  return { cNvPr: child(nv, "cNvPr"), nvPr: child(nv, "nvPr") };
}

/** What a p:ph says: its type ("obj" when it writes none), idx (0 when it writes none), what it wrote, and its orientation. */
export interface PlaceholderRef {
  type: string;
  idx: number;
  hasType: boolean;
  hasIdx: boolean;
  vertical: boolean;
  element: Element;
}

/** The placeholder a shape stands for, or null when it is not one. */
export function placeholderOf(shape: Element): PlaceholderRef | null {
  const ph = child(nonVisual(shape).nvPr, "ph");
  if (!ph) return null;
  return {
    type: ph.getAttribute("type") || "obj",
    idx: Number(ph.getAttribute("idx") || 0),
    hasType: ph.hasAttribute("type"),
    hasIdx: ph.hasAttribute("idx"),
    vertical: ph.getAttribute("orient") === "vert",
    element: ph,
  };
}

/** A shape's text body parts: body properties, list style and paragraphs (empty when it holds no text body). */
export function textBodyOf(shape: Element): {
  body?: Element;
  bodyPr?: Element;
  lstStyle?: Element;
  paragraphs: Element[];
} {
  const body = child(shape, "txBody");
  return {
    body,
    bodyPr: child(body, "bodyPr"),
    lstStyle: child(body, "lstStyle"),
    paragraphs: body ? children(body, "p") : [],
  };
}

/** The shapes of a slide, layout or master's shape tree (p:cSld/p:spTree), groups not entered. */
export function treeShapes(root: Element): Element[] {
  const tree = child(child(root, "cSld"), "spTree");
  return tree ? children(tree) : [];
}
