// A shape's geometry as paths in its box: preset shapes (a:prstGeom) and custom ones (a:custGeom), both via the guide evaluator.
import { child, children, type Element } from "../ooxml/xml.js";
import {
  evaluateGeometry,
  type GeometryPath,
  type GeomDef,
  type Guide,
  type PathDef,
  type RawCommand,
} from "./geometry-guides.js";
import { presetDefinition } from "./geometry-presets.js";

export type { GeometryPath, PathCommand } from "./geometry-guides.js";
export { PRESET_NAMES } from "./geometry-presets.js";

/**
 * A preset geometry (a:prstGeom prst=name) at w×h with its a:avLst adjust values (by guide name, raw DrawingML numbers);
 * null when the preset is not known (the caller names it in a warning and draws the box).
 */
export function presetGeometry(
  name: string,
  w: number,
  h: number,
  adjust?: Record<string, number>,
): GeometryPath[] | null {
  const def = presetDefinition(name);
  return def ? evaluateGeometry(def, w, h, adjust) : null;
}

/**
 * A custom geometry (a:custGeom) at w×h. Pass the shape's extent in its own units (EMU, as a:xfrm has them) and scale
 * the result: a path without w/h states its points in those units.
 */
export function customGeometry(
  custGeom: Element,
  w: number,
  h: number,
  limit: CommandLimit = { maxCommands: Infinity },
): GeometryPath[] {
  return evaluateGeometry(readCustomGeometry(custGeom, limit), w, h);
}

/** How many path commands a custom geometry is read to, over all its paths; `onCut` runs when some are left out. */
export interface CommandLimit {
  maxCommands: number;
  onCut?: () => void;
}

const guides = (list: Element | undefined): Guide[] =>
  children(list, "gd").map((g) => ({ name: g.getAttribute("name") ?? "", fmla: g.getAttribute("fmla") ?? "" }));

const points = (el: Element): string[] =>
  children(el, "pt").flatMap((pt) => [pt.getAttribute("x") ?? "0", pt.getAttribute("y") ?? "0"]);

const COMMANDS: Record<string, RawCommand["op"]> = {
  moveTo: "M",
  lnTo: "L",
  quadBezTo: "Q",
  cubicBezTo: "C",
  arcTo: "A",
  close: "Z",
};

function readPath(path: Element, left: { n: number; cut: boolean }): PathDef {
  const cmds: RawCommand[] = [];
  for (let node = path.firstChild; node; node = node.nextSibling) {
    if (node.nodeType !== 1) continue;
    const el = node as Element;
    const op = COMMANDS[el.localName ?? ""];
    if (!op) continue;
    if (left.n-- <= 0) {
      left.cut = true;
      break;
    }
    const args =
      op === "A" ? ["wR", "hR", "stAng", "swAng"].map((a) => el.getAttribute(a) ?? "0") : op === "Z" ? [] : points(el);
    cmds.push({ op, args });
  }
  const stroke = path.getAttribute("stroke");
  return {
    w: Number(path.getAttribute("w")) || 0,
    h: Number(path.getAttribute("h")) || 0,
    fill: path.getAttribute("fill") || "norm",
    stroke: stroke !== "0" && stroke !== "false",
    cmds,
  };
}

function readCustomGeometry(custGeom: Element, limit: CommandLimit): GeomDef {
  const left = { n: limit.maxCommands, cut: false };
  const paths = children(child(custGeom, "pathLst"), "path").map((p) => readPath(p, left));
  if (left.cut) limit.onCut?.();
  return { av: guides(child(custGeom, "avLst")), gd: guides(child(custGeom, "gdLst")), paths };
}
