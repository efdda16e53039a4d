// Reads placeholders (type, idx, box, text sizes and colours, fill) from layouts, inheriting from the master as PowerPoint does.
import type { Element } from "@xmldom/xmldom";
import type { Rgb } from "../colour.js";
import type { ColourResolver } from "./design/theme-colours.js";
import { child, children, serializeXml } from "../ooxml/xml.js";

export interface Box {
  x: number;
  y: number;
  cx: number;
  cy: number;
}

export interface Placeholder {
  /** ST_PlaceholderType; "obj" when the ph element has no type. */
  type: string;
  idx: number;
  name: string;
  /** Whether the ph element wrote its type/idx (so slides echo them the same way). */
  hasType: boolean;
  box: Box | null;
  /** Font size (hundredths of a point) for paragraph levels 1..5. */
  sizes: number[];
  /** The element kind on the layout (sp, pic, graphicFrame). */
  kind: string;
  /** Text runs vertically (orient="vert" or a vertical bodyPr): never used for content. */
  vertical?: boolean;
  /** Level-1 text colour as resolved through the layout's colour map (null when nothing says). */
  colour?: Rgb | null;
  /** The placeholder's own solid fill, when it has one (a title bar): text sits on it. */
  fill?: Rgb | null;
  /** The layout's paragraphs of a date/footer/slide-number placeholder (its fields and fixed text), for copying. */
  paragraphs?: string;
}

export interface MasterInfo {
  phs: Placeholder[];
  title: number[];
  body: number[];
  other: number[];
  /** Where each master placeholder's colour and fill come from, re-resolved per layout (a layout may remap colours). */
  sources: Map<Placeholder, StyleSources>;
  /** txStyles level-1 run properties (titleStyle, bodyStyle, otherStyle). */
  styles: { title?: Element; body?: Element; other?: Element };
}

interface StyleSources {
  defRPr?: Element;
  spPr?: Element;
  style?: Element;
}

const TITLE_TYPES = new Set(["title", "ctrTitle"]);
const SIMPLE_TYPES = new Set(["dt", "ftr", "sldNum", "hdr"]);

function levelSizes(lst: Element | undefined, fallback: number[]): number[] {
  return fallback.map((f, i) => {
    const lvl = lst ? child(lst, `lvl${i + 1}pPr`) : undefined;
    const sz = lvl ? child(lvl, "defRPr")?.getAttribute("sz") : null;
    return sz ? Number(sz) : f;
  });
}

const level1RunProps = (lst: Element | undefined) => {
  const lvl = lst ? child(lst, "lvl1pPr") : undefined;
  return lvl ? child(lvl, "defRPr") : undefined;
};

const DEFAULT_SIZES = [1800, 1800, 1800, 1800, 1800];

export function readMaster(master: Element): MasterInfo {
  const styles = child(master, "txStyles");
  const styleOf = (name: string) => (styles ? child(styles, name) : undefined);
  const info: MasterInfo = {
    phs: [],
    title: levelSizes(styleOf("titleStyle"), [4400, 4400, 4400, 4400, 4400]),
    body: levelSizes(styleOf("bodyStyle"), [2800, 2400, 2000, 1800, 1800]),
    other: levelSizes(styleOf("otherStyle"), DEFAULT_SIZES),
    sources: new Map(),
    styles: { title: level1RunProps(styleOf("titleStyle")), body: level1RunProps(styleOf("bodyStyle")), other: level1RunProps(styleOf("otherStyle")) },
  };
  info.phs = readPlaceholders(master, info, undefined, true);
  return info;
}

/** The master placeholder a layout placeholder inherits from (by type; content types use the body). */
export function masterPlaceholderFor(type: string, master: MasterInfo): Placeholder | undefined {
  const want = TITLE_TYPES.has(type) ? "title" : SIMPLE_TYPES.has(type) ? type : "body";
  return master.phs.find((p) => p.type === want) ?? (want === "title" ? undefined : master.phs.find((p) => p.type === "body"));
}

/** A shape's position and size (a graphicFrame keeps its xfrm outside spPr); null when it inherits them. */
export function readBox(el: Element): Box | null {
  const props = child(el, "spPr") ?? el;
  const xfrm = child(props, "xfrm");
  const off = xfrm ? child(xfrm, "off") : undefined;
  const ext = xfrm ? child(xfrm, "ext") : undefined;
  if (!off || !ext) return null;
  return { x: Number(off.getAttribute("x")), y: Number(off.getAttribute("y")), cx: Number(ext.getAttribute("cx")), cy: Number(ext.getAttribute("cy")) };
}

/** The text colour a placeholder shows: its own list style, then the master placeholder's, then the master's text styles. */
function textColour(type: string, own: StyleSources, inherited: StyleSources | undefined, master: MasterInfo, resolver: ColourResolver): Rgb | null {
  const fontRef = (s: StyleSources | undefined) => (s?.style ? child(s.style, "fontRef") : undefined);
  const fromRun = (el: Element | undefined) => (el ? resolver.colourIn(child(el, "solidFill")) : null);
  const style = TITLE_TYPES.has(type) ? master.styles.title : SIMPLE_TYPES.has(type) ? (master.styles.other ?? master.styles.body) : master.styles.body;
  return fromRun(own.defRPr) ?? fromRun(inherited?.defRPr) ?? resolver.colourIn(fontRef(own)) ?? resolver.colourIn(fontRef(inherited)) ?? fromRun(style) ?? resolver.scheme("tx1");
}

function ownFill(own: StyleSources, inherited: StyleSources | undefined, resolver: ColourResolver): Rgb | null {
  for (const s of [own, inherited]) {
    if (!s) continue;
    const look = resolver.fillIn(s.spPr) ?? (s.style && child(s.style, "fillRef") ? resolver.styleFill(child(s.style, "fillRef")!) : null);
    if (look) return look.kind === "solid" ? look.rgb : null;
  }
  return null;
}

/** Placeholders of a layout (or of the master itself when `isMaster`); colours need the layout's resolver. */
export function readPlaceholders(root: Element, master: MasterInfo, resolver?: ColourResolver, isMaster = false): Placeholder[] {
  const cSld = child(root, "cSld");
  const tree = cSld ? child(cSld, "spTree") : undefined;
  if (!tree) return [];
  const out: Placeholder[] = [];
  for (const shape of children(tree)) {
    const nv = children(shape).find((c) => (c.localName ?? "").startsWith("nv"));
    const nvPr = nv ? child(nv, "nvPr") : undefined;
    const ph = nvPr ? child(nvPr, "ph") : undefined;
    if (!ph || !nv) continue;
    const type = ph.getAttribute("type") || "obj";
    const inherited = isMaster ? undefined : masterPlaceholderFor(type, master);
    const base = inherited?.sizes ?? (TITLE_TYPES.has(type) ? master.title : SIMPLE_TYPES.has(type) ? master.other : master.body);
    const txBody = child(shape, "txBody");
    const lstStyle = txBody ? child(txBody, "lstStyle") : undefined;
    const bodyPr = txBody ? child(txBody, "bodyPr") : undefined;
    const sources: StyleSources = { defRPr: level1RunProps(lstStyle), spPr: child(shape, "spPr"), style: child(shape, "style") };
    const inheritedSources = inherited ? master.sources.get(inherited) : undefined;
    const vert = bodyPr?.getAttribute("vert");
    const placeholder: Placeholder = {
      type,
      idx: Number(ph.getAttribute("idx") || 0),
      name: child(nv, "cNvPr")?.getAttribute("name") ?? "",
      hasType: ph.hasAttribute("type"),
      box: readBox(shape) ?? inherited?.box ?? null,
      sizes: levelSizes(lstStyle, base),
      kind: shape.localName ?? "",
      // An explicit "horz" on a layout undoes a master's vertical title.
      vertical: ph.getAttribute("orient") === "vert" || (vert ? vert !== "horz" : !!inherited?.vertical),
    };
    if (resolver) {
      placeholder.colour = textColour(type, sources, inheritedSources, master, resolver);
      placeholder.fill = ownFill(sources, inheritedSources, resolver);
    }
    if (SIMPLE_TYPES.has(type)) placeholder.paragraphs = (txBody ? children(txBody, "p").map((p) => serializeXml(p)).join("") : "") || inherited?.paragraphs;
    if (isMaster) master.sources.set(placeholder, sources);
    out.push(placeholder);
  }
  return out;
}

