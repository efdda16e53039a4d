// A master's or layout's look outside its placeholders: the background colour and the artwork shapes (panels, logos, lines, pictures).
import {
  compose,
  emuBox,
  groupTransform,
  IDENTITY,
  nonVisual,
  placeholderOf,
  shapeBox,
  shapeRotation,
  type Box,
  type Transform,
} from "../../ooxml/drawingml.js";
import { child, children, relAttr, type Element } from "../../ooxml/xml.js";
import type { Rgb } from "../../model/colour.js";
import { evenPicture } from "./even-picture.js";
import { gradientSamples, type BackgroundSamples } from "./background-samples.js";
import type { ColourResolver, FillLook } from "./theme-colours.js";

export interface Artwork {
  box: Box;
  /** What the shape's fill looks like (pictures and charts are "unknown": never put text on them). */
  look: FillLook;
  kind: "shape" | "line" | "picture" | "graphic";
  /** The shape carries text of its own (a logo word, a label). */
  text: boolean;
}

const GRAPHIC = new Set(["sp", "pic", "graphicFrame", "cxnSp", "grpSp", "AlternateContent"]);

/** A picture of the part by relationship id (a background's `r:embed`). */
export type PartPicture = (rid: string) => Uint8Array | undefined;

/**
 * The slide background a master or layout sets (`cSld/bg`), or null when it inherits. A picture is "unknown" unless it
 * is as even as a gradient (even-picture.ts) and shown as it is (no effect on its blip but an empty `lum`).
 */
export function readBackground(root: Element, resolver: ColourResolver, picture?: PartPicture): Rgb | null | "unknown" {
  const cSld = child(root, "cSld");
  const bg = cSld ? child(cSld, "bg") : undefined;
  if (!bg) return null;
  const bgPr = child(bg, "bgPr");
  const bgRef = child(bg, "bgRef");
  const look = bgPr ? resolver.fillIn(bgPr) : bgRef ? resolver.styleFill(bgRef) : null;
  if (!look) return null;
  if (look.kind === "solid") return look.rgb;
  return (picture && evenPicture(backgroundPicture(bgPr, picture))?.rgb) || "unknown";
}

/**
 * The background's colours across a slide `slide` EMU large when they change across it — a gradient fill (its own or a
 * style's), a background picture read as even (evenPicture, stretched over the slide) — else null (one colour, or a
 * picture we cannot read).
 */
export function backgroundSamples(
  root: Element,
  resolver: ColourResolver,
  picture: PartPicture,
  slide: { cx: number; cy: number },
): BackgroundSamples | null {
  const bg = child(child(root, "cSld") ?? root, "bg");
  if (!bg) return null;
  const bgPr = child(bg, "bgPr");
  const bgRef = child(bg, "bgRef");
  const look = bgPr ? resolver.fillIn(bgPr) : bgRef ? resolver.styleFill(bgRef) : null;
  if (look?.kind === "solid")
    return look.gradient && look.gradient.stops.length > 1 ? gradientSamples(look.gradient, slide) : null;
  const even = evenPicture(backgroundPicture(bgPr, picture));
  return even ? { ...even.grid, ...slide } : null;
}

/** A background's picture when it is shown as it is (no effect on its blip but an empty `lum`). */
function backgroundPicture(bgPr: Element | undefined, picture: PartPicture): Uint8Array | undefined {
  const blip = bgPr ? child(child(bgPr, "blipFill") ?? bgPr, "blip") : undefined;
  const plain =
    blip &&
    children(blip).every((e) => e.localName === "extLst" || (e.localName === "lum" && e.attributes.length === 0));
  return plain ? picture(relAttr(blip, "embed") ?? "") : undefined;
}

/** Non-placeholder shapes of a spTree, groups flattened into slide coordinates. */
export function readArtwork(root: Element, resolver: ColourResolver): Artwork[] {
  const cSld = child(root, "cSld");
  const tree = cSld ? child(cSld, "spTree") : undefined;
  const out: Artwork[] = [];
  if (tree) collect(tree, resolver, IDENTITY, out);
  return out;
}

/** Slide coordinates are whole EMU: a group's scaling rounds at the end. */
const whole: Transform = (b) => emuBox(Math.round(b.x), Math.round(b.y), Math.round(b.cx), Math.round(b.cy));

function collect(tree: Element, resolver: ColourResolver, map: Transform, out: Artwork[]): void {
  for (const el of children(tree)) {
    const name = el.localName ?? "";
    if (!GRAPHIC.has(name)) continue;
    if (name === "AlternateContent") {
      // Markup compatibility: the Fallback is what every consumer can read.
      const branch = child(el, "Fallback") ?? child(el, "Choice");
      if (branch) collect(branch, resolver, map, out);
      continue;
    }
    const { cNvPr } = nonVisual(el);
    if (placeholderOf(el)) continue;
    if (cNvPr?.getAttribute("hidden") === "1" || cNvPr?.getAttribute("hidden") === "true") continue;
    if (name === "grpSp") {
      collect(el, resolver, compose(map, compose(whole, groupTransform(el))), out);
      continue;
    }
    const own = shapeBox(el);
    if (!own || own.cx <= 0 || own.cy <= 0) continue;
    const box = map(rotated(own, shapeRotation(el)));
    out.push({ box, look: lookOf(el, name, resolver), kind: kindOf(el, name, box), text: hasText(el) });
  }
}

/** The box a shape rotated about its centre covers: a line drawn turned on its side stands where it is seen. */
export function rotated(b: Box, degrees: number): Box {
  const t = (((degrees % 360) + 360) % 360) * (Math.PI / 180);
  if (Math.abs(Math.sin(t)) < 1e-6) return b;
  const [cos, sin] = [Math.abs(Math.cos(t)), Math.abs(Math.sin(t))];
  const cx = Math.round(b.cx * cos + b.cy * sin);
  const cy = Math.round(b.cx * sin + b.cy * cos);
  return emuBox(Math.round(b.x + b.cx / 2 - cx / 2), Math.round(b.y + b.cy / 2 - cy / 2), cx, cy);
}

function lookOf(el: Element, name: string, resolver: ColourResolver): FillLook {
  if (name === "pic" || name === "graphicFrame") return { kind: "unknown" };
  if (name === "cxnSp") return { kind: "none" };
  const spPr = child(el, "spPr");
  const own = spPr ? resolver.fillIn(spPr) : null;
  if (own) return own;
  const style = child(el, "style");
  const fillRef = style ? child(style, "fillRef") : undefined;
  return (fillRef && resolver.styleFill(fillRef)) || { kind: "none" };
}

function kindOf(el: Element, name: string, box: Box): Artwork["kind"] {
  if (name === "pic") return "picture";
  if (name === "graphicFrame") return "graphic";
  const geom = child(child(el, "spPr") ?? el, "prstGeom")?.getAttribute("prst") ?? "";
  if (name === "cxnSp" || /line|connector/i.test(geom)) return "line";
  // A hairline rectangle is a rule, not a panel.
  return Math.min(box.cx, box.cy) < 45720 ? "line" : "shape";
}

function hasText(el: Element): boolean {
  const body = child(el, "txBody");
  if (!body) return false;
  for (const p of children(body, "p"))
    for (const r of children(p))
      if ((r.localName === "r" || r.localName === "fld") && (child(r, "t")?.textContent ?? "").trim()) return true;
  return false;
}
