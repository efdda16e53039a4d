// DrawingML fills and outlines resolved to what a page paints: solid colours with alpha, gradients with their stops and
// angle, pictures, patterns; theme style references (fillRef, lnRef, bgRef) through the theme's format scheme.
import { emu, type Emu } from "../../lib/units.js";
import type { Rgb } from "../model/colour.js";
import { mix } from "../model/colour.js";
import { child, children, relAttr, type Element } from "../ooxml/xml.js";
import type { ColourResolver } from "../pptx/design/theme-colours.js";
import type { Master } from "./slide-parts.js";

export interface Stop {
  pos: number;
  rgb: Rgb;
  alpha: number;
}

export type Paint =
  | { kind: "none" }
  | { kind: "solid"; rgb: Rgb; alpha: number }
  /** `angle` in degrees clockwise from left-to-right (a:lin ang); `radial` for a:path gradients (circle/rect/shape). */
  | { kind: "gradient"; stops: Stop[]; angle: number; radial: boolean }
  /** A picture from the part `owner`'s relationship `rel`, stretched over the box (or tiled). */
  | { kind: "picture"; owner: string; rel: string; tile: boolean; alpha: number };

export interface Outline {
  paint: Paint;
  /** Width in EMU. */
  width: Emu;
  dash: number[] | null;
}

/** Where a fill is read: the colours it sees, the part its picture relationships belong to, the placeholder colour. */
export interface PaintScope {
  colours: ColourResolver;
  master: Master;
  /** The part whose relationships a blip's r:embed names. */
  owner: string;
  phClr?: Rgb;
}

const COLOUR_ELEMENTS = new Set(["srgbClr", "schemeClr", "sysClr", "prstClr", "scrgbClr", "hslClr"]);

function colourElement(parent: Element | undefined): Element | undefined {
  return parent ? children(parent).find((c) => COLOUR_ELEMENTS.has(c.localName ?? "")) : undefined;
}

/** A colour element's alpha (a:alpha val, in thousandths of a percent), 1 when it has none. */
function alphaOf(el: Element | undefined): number {
  const a = el ? child(el, "alpha") : undefined;
  return a ? Math.max(0, Math.min(1, Number(a.getAttribute("val") ?? 100000) / 100000)) : 1;
}

/** The colour under `parent` (solidFill, a gradient stop, a style reference) with its alpha, or null. */
export function colourIn(parent: Element | undefined, scope: PaintScope): { rgb: Rgb; alpha: number } | null {
  const el = colourElement(parent);
  if (!el) return null;
  const rgb = scope.colours.colour(el, scope.phClr);
  return rgb ? { rgb, alpha: alphaOf(el) } : null;
}

/** One fill element (noFill, solidFill, gradFill, blipFill, pattFill, grpFill) as paint; null when it is not a fill. */
export function fillPaint(el: Element, scope: PaintScope): Paint | null {
  switch (el.localName) {
    case "noFill":
      return { kind: "none" };
    case "solidFill": {
      const c = colourIn(el, scope);
      return c ? { kind: "solid", ...c } : { kind: "none" };
    }
    case "gradFill": {
      const stops = children(child(el, "gsLst"), "gs")
        .map((gs) => {
          const c = colourIn(gs, scope);
          return c ? { pos: Number(gs.getAttribute("pos") ?? 0) / 100000, ...c } : null;
        })
        .filter((s): s is Stop => !!s)
        .sort((a, b) => a.pos - b.pos);
      if (!stops.length) return { kind: "none" };
      const lin = child(el, "lin");
      return {
        kind: "gradient",
        stops,
        angle: lin ? Number(lin.getAttribute("ang") ?? 0) / 60000 : 90,
        radial: !lin && !!child(el, "path"),
      };
    }
    case "pattFill": {
      const fg = colourIn(child(el, "fgClr"), scope);
      const bg = colourIn(child(el, "bgClr"), scope);
      if (!fg && !bg) return { kind: "none" };
      // A pattern seen from a distance: its two colours mixed (what a page at slide size shows).
      return { kind: "solid", rgb: fg && bg ? mix(fg.rgb, bg.rgb, 0.5) : (fg ?? bg)!.rgb, alpha: 1 };
    }
    case "blipFill": {
      const blip = child(el, "blip");
      const rel = blip ? (relAttr(blip, "embed") ?? relAttr(blip, "link")) : undefined;
      if (!rel) return { kind: "none" };
      const amt = child(blip, "alphaModFix");
      return {
        kind: "picture",
        owner: scope.owner,
        rel,
        tile: !!child(el, "tile"),
        alpha: amt ? Number(amt.getAttribute("amt") ?? 100000) / 100000 : 1,
      };
    }
    default:
      return null;
  }
}

/** The fill among `parent`'s children (a spPr, bgPr, tcPr), or null when it names none (the shape inherits or is unfilled). */
export function fillIn(parent: Element | undefined, scope: PaintScope): Paint | null {
  if (!parent) return null;
  for (const el of children(parent)) {
    const p = fillPaint(el, scope);
    if (p) return p;
  }
  return null;
}

function formatList(scope: PaintScope, name: string): Element[] {
  const fmt = child(child(scope.master.theme, "themeElements"), "fmtScheme");
  return children(child(fmt, name));
}

/** A style reference (p:style's fillRef, a background's bgRef) through the theme's fill styles, its colour as phClr. */
export function styleFill(ref: Element | undefined, scope: PaintScope): Paint | null {
  if (!ref) return null;
  const idx = Number(ref.getAttribute("idx") ?? 0);
  if (!idx) return { kind: "none" };
  const ph = colourIn(ref, scope);
  const inner = { ...scope, phClr: ph?.rgb ?? scope.phClr, owner: scope.master.themePart ?? scope.owner };
  const style =
    idx >= 1001 ? formatList(scope, "bgFillStyleLst")[idx - 1001] : formatList(scope, "fillStyleLst")[idx - 1];
  const paint = style ? fillPaint(style, inner) : null;
  return paint ?? (ph ? { kind: "solid", ...ph } : null);
}

const DASHES: Record<string, number[]> = {
  dash: [4, 3],
  dashDot: [4, 3, 1, 3],
  dot: [1, 3],
  lgDash: [8, 3],
  lgDashDot: [8, 3, 1, 3],
  lgDashDotDot: [8, 3, 1, 3, 1, 3],
  sysDash: [3, 1],
  sysDot: [1, 1],
  sysDashDot: [3, 1, 1, 1],
  sysDashDotDot: [3, 1, 1, 1, 1, 1],
};

/** An a:ln (over the theme line style `lnRef` names, when the shape has one) as an outline; null when nothing is stroked. */
export function outline(ln: Element | undefined, lnRef: Element | undefined, scope: PaintScope): Outline | null {
  let paint: Paint | null = null;
  let width = 0;
  let dash: number[] | null = null;
  const idx = lnRef ? Number(lnRef.getAttribute("idx") ?? 0) : 0;
  if (idx > 0) {
    const style = formatList(scope, "lnStyleLst")[idx - 1];
    const ph = colourIn(lnRef, scope);
    const inner = { ...scope, phClr: ph?.rgb ?? scope.phClr };
    if (style) {
      paint = fillIn(style, inner);
      width = Number(style.getAttribute("w") ?? 9525);
      dash = DASHES[child(style, "prstDash")?.getAttribute("val") ?? ""] ?? null;
    }
  }
  if (ln) {
    paint = fillIn(ln, scope) ?? paint;
    if (ln.hasAttribute("w")) width = Number(ln.getAttribute("w"));
    const d = child(ln, "prstDash")?.getAttribute("val");
    if (d) dash = DASHES[d] ?? null;
  }
  if (!paint || paint.kind === "none") return null;
  return { paint, width: emu(width || 9525), dash };
}
