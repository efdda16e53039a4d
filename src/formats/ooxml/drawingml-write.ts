// The pptx shape vocabulary written from typed values, beside its reader (drawingml.ts): transforms, the shape tree's
// group root, shapes with their non-visual properties, preset geometry, fills, outlines and text bodies.
//
// Where a writer takes an element's content, leaving it out writes the element empty (<x/>) and giving it, even empty,
// writes the element open (<x></x>): the pptx writers wrote both forms before these writers existed, and their output
// stays byte for byte what it was.
import { emuBox, type Box } from "./drawingml.js";
import { DECORATIVE_EXT } from "./decorative.js";
import { escapeAttr } from "./xml-escape.js";

/** A position and size: a:xfrm (p:xfrm for a graphic frame). */
export function xfrm(box: Box, tag = "a:xfrm"): string {
  return `<${tag}><a:off x="${box.x}" y="${box.y}"/><a:ext cx="${box.cx}" cy="${box.cy}"/></${tag}>`;
}

/** A group's own box and the coordinate space its children are placed in (a:chOff/a:chExt). */
export interface GroupFrame {
  box: Box;
  child: Box;
}

const ORIGIN: Box = emuBox(0, 0, 0, 0);
/** The frame every shape tree's root writes: all zeros, its shapes placed in the slide's own coordinates. */
export const SLIDE_GROUP_FRAME: GroupFrame = { box: ORIGIN, child: ORIGIN };

/** A group's a:xfrm: its box and its children's coordinate space. */
export function groupXfrm(frame: GroupFrame): string {
  const { box, child } = frame;
  return `<a:xfrm><a:off x="${box.x}" y="${box.y}"/><a:ext cx="${box.cx}" cy="${box.cy}"/><a:chOff x="${child.x}" y="${child.y}"/><a:chExt cx="${child.cx}" cy="${child.cy}"/></a:xfrm>`;
}

/** The start of a p:spTree: the root group's non-visual and group properties (a null frame writes none). */
export function spTreeRoot(frame: GroupFrame | null = SLIDE_GROUP_FRAME): string {
  const grpSpPr = frame ? `<p:grpSpPr>${groupXfrm(frame)}</p:grpSpPr>` : "<p:grpSpPr/>";
  return `<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>${grpSpPr}`;
}

/** What a drawing is called and what a screen reader says of it. */
export interface DrawingName {
  id: number;
  name: string;
  /** Its description (alt text). */
  descr?: string;
  /** Marked as decoration: screen readers pass over it. */
  decorative?: boolean;
}

/** A p:cNvPr: id, escaped name and description, and the decorative mark. */
export function cNvPr(d: DrawingName): string {
  const open = `<p:cNvPr id="${d.id}" name="${escapeAttr(d.name)}"${d.descr ? ` descr="${escapeAttr(d.descr)}"` : ""}`;
  return d.decorative ? `${open}>${DECORATIVE_EXT}</p:cNvPr>` : `${open}/>`;
}

/** What a p:ph says; an idx of 0 (the default) is not written. */
export interface PlaceholderSpec {
  type?: string;
  sz?: string;
  idx?: number;
}

export function placeholder(ph: PlaceholderSpec): string {
  return `<p:ph${ph.type ? ` type="${ph.type}"` : ""}${ph.sz ? ` sz="${ph.sz}"` : ""}${ph.idx ? ` idx="${ph.idx}"` : ""}/>`;
}

/** A p:nvPr: the placeholder the drawing stands for, or that it was drawn on a layout or master by hand. */
export function nvPr(o: { ph?: PlaceholderSpec; userDrawn?: boolean } = {}): string {
  if (o.ph) return `<p:nvPr>${placeholder(o.ph)}</p:nvPr>`;
  return o.userDrawn ? '<p:nvPr userDrawn="1"/>' : "<p:nvPr/>";
}

/** The a:spLocks a shape writes, in the schema's order. */
export interface ShapeLocks {
  noGrp?: boolean;
  noRot?: boolean;
  noChangeAspect?: boolean;
}

const LOCK_NAMES = ["noGrp", "noRot", "noChangeAspect"] as const;

/** A p:spPr's parts, written in the schema's order. */
export interface ShapeProperties {
  box?: Box;
  /** presetGeometry(…) or an a:custGeom. */
  geometry?: string;
  /** solidFill(…) or NO_FILL. */
  fill?: string;
  /** outline(…) or NO_LINE. */
  line?: string;
}

/** A p:spPr; without properties, an empty one (the shape keeps what its placeholder inherits). */
export function shapeProperties(sp?: ShapeProperties): string {
  if (!sp) return "<p:spPr/>";
  return `<p:spPr>${sp.box ? xfrm(sp.box) : ""}${sp.geometry ?? ""}${sp.fill ?? ""}${sp.line ?? ""}</p:spPr>`;
}

export interface ShapeSpec extends DrawingName {
  locks?: ShapeLocks;
  /** A text box (p:cNvSpPr txBox). */
  textBox?: boolean;
  ph?: PlaceholderSpec;
  userDrawn?: boolean;
  spPr?: ShapeProperties;
  /** textBody(…), when the shape holds text. */
  txBody?: string;
}

/** A p:sp: its non-visual properties, shape properties and text body. */
export function sp(s: ShapeSpec): string {
  const locks = s.locks
    ? LOCK_NAMES.filter((k) => s.locks![k])
        .map((k) => ` ${k}="1"`)
        .join("")
    : "";
  const cNvSpPr = locks
    ? `<p:cNvSpPr><a:spLocks${locks}/></p:cNvSpPr>`
    : s.textBox
      ? '<p:cNvSpPr txBox="1"/>'
      : "<p:cNvSpPr/>";
  return `<p:sp><p:nvSpPr>${cNvPr(s)}${cNvSpPr}${nvPr(s)}</p:nvSpPr>${shapeProperties(s.spPr)}${s.txBody ?? ""}</p:sp>`;
}

/** An a:prstGeom; `guides` (its a:avLst's a:gd adjustments), when given, are written inside an open list. */
export function presetGeometry(prst: string, guides?: Array<{ name: string; fmla: string }>): string {
  const avLst = guides
    ? `<a:avLst>${guides.map((g) => `<a:gd name="${g.name}" fmla="${g.fmla}"/>`).join("")}</a:avLst>`
    : "<a:avLst/>";
  return `<a:prstGeom prst="${prst}">${avLst}</a:prstGeom>`;
}

/** A solid sRGB fill ("RRGGBB"); an `alpha` (opacity, 0–1) is written as the colour's a:alpha when below 1. */
export function solidFill(rgb: string, alpha?: number): string {
  if (alpha === undefined) return `<a:solidFill><a:srgbClr val="${rgb}"/></a:solidFill>`;
  return `<a:solidFill><a:srgbClr val="${rgb}">${alpha < 1 ? `<a:alpha val="${Math.round(alpha * 100_000)}"/>` : ""}</a:srgbClr></a:solidFill>`;
}

export const NO_FILL = "<a:noFill/>";

/** An a:ln: its width (EMU), cap and join around a fill (solidFill(…), NO_FILL or another a:solidFill). */
export function outline(fill: string, o: { w?: number; cap?: "rnd" | "sq" | "flat"; join?: "round" } = {}): string {
  return `<a:ln${o.w !== undefined ? ` w="${o.w}"` : ""}${o.cap ? ` cap="${o.cap}"` : ""}>${fill}${o.join === "round" ? "<a:round/>" : ""}</a:ln>`;
}

export const NO_LINE = outline(NO_FILL);

/** An a:bodyPr's attributes (written in the schema's order) and its autofit. */
export interface BodyProps {
  vert?: "horz" | "vert";
  wrap?: "square" | "none";
  lIns?: number;
  tIns?: number;
  rIns?: number;
  bIns?: number;
  rtlCol?: boolean;
  anchor?: "t" | "ctr" | "b";
  /** Shrink text on overflow (a:normAutofit) or never (a:noAutofit). */
  autofit?: "norm" | "none";
}

const BODY_ATTRS = ["vert", "wrap", "lIns", "tIns", "rIns", "bIns", "rtlCol", "anchor"] as const;
const AUTOFIT = { norm: "<a:normAutofit/>", none: "<a:noAutofit/>" } as const;

export function bodyProps(b: BodyProps = {}): string {
  const attrs = BODY_ATTRS.filter((k) => b[k] !== undefined)
    .map((k) => ` ${k}="${typeof b[k] === "boolean" ? (b[k] ? 1 : 0) : b[k]}"`)
    .join("");
  return b.autofit ? `<a:bodyPr${attrs}>${AUTOFIT[b.autofit]}</a:bodyPr>` : `<a:bodyPr${attrs}/>`;
}

/**
 * A text body: body properties, list style (its levels' XML, when given) and `paragraphs` (a:p elements); `tag` is
 * p:txBody on a shape, a:txBody in a table cell, c:txPr or c:rich in a chart.
 */
export function textBody(paragraphs: string, o: { tag?: string; bodyPr?: BodyProps; lstStyle?: string } = {}): string {
  const tag = o.tag ?? "p:txBody";
  const lstStyle = o.lstStyle === undefined ? "<a:lstStyle/>" : `<a:lstStyle>${o.lstStyle}</a:lstStyle>`;
  return `<${tag}>${bodyProps(o.bodyPr)}${lstStyle}${paragraphs}</${tag}>`;
}
