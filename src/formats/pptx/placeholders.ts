// Reads placeholders (type, idx, box, text sizes and colours, fill) from layouts, inheriting from the master as PowerPoint does.
import type { Rgb } from "../model/colour.js";
import type { ColourResolver } from "./design/theme-colours.js";
import { nonVisual, placeholderOf, shapeBox, textBodyOf, treeShapes, type Box } from "../ooxml/drawingml.js";
import { child, serialiseXml, type Element } from "../ooxml/xml.js";

export type { Box };

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
    styles: {
      title: level1RunProps(styleOf("titleStyle")),
      body: level1RunProps(styleOf("bodyStyle")),
      other: level1RunProps(styleOf("otherStyle")),
    },
  };
  info.phs = readPlaceholders(master, info, undefined, true);
  return info;
}

/** The master placeholder a layout placeholder inherits from (by type; content types use the body). */
export function masterPlaceholderFor(type: string, master: MasterInfo): Placeholder | undefined {
  const want = TITLE_TYPES.has(type) ? "title" : SIMPLE_TYPES.has(type) ? type : "body";
  return (
    master.phs.find((p) => p.type === want) ??
    (want === "title" ? undefined : master.phs.find((p) => p.type === "body"))
  );
}

/** The text colour a placeholder shows: its own list style, then the master placeholder's, then the master's text styles. */
function textColour(
  type: string,
  own: StyleSources,
  inherited: StyleSources | undefined,
  master: MasterInfo,
  resolver: ColourResolver,
): Rgb | null {
  const fontRef = (s: StyleSources | undefined) => (s?.style ? child(s.style, "fontRef") : undefined);
  const fromRun = (el: Element | undefined) => (el ? resolver.colourIn(child(el, "solidFill")) : null);
  const style = TITLE_TYPES.has(type)
    ? master.styles.title
    : SIMPLE_TYPES.has(type)
      ? (master.styles.other ?? master.styles.body)
      : master.styles.body;
  return (
    fromRun(own.defRPr) ??
    fromRun(inherited?.defRPr) ??
    resolver.colourIn(fontRef(own)) ??
    resolver.colourIn(fontRef(inherited)) ??
    fromRun(style) ??
    resolver.scheme("tx1")
  );
}

function ownFill(own: StyleSources, inherited: StyleSources | undefined, resolver: ColourResolver): Rgb | null {
  for (const s of [own, inherited]) {
    if (!s) continue;
    const look =
      resolver.fillIn(s.spPr) ??
      (s.style && child(s.style, "fillRef") ? resolver.styleFill(child(s.style, "fillRef")!) : null);
    if (look) return look.kind === "solid" ? look.rgb : null;
  }
  return null;
}

/** Placeholders of a layout (or of the master itself when `isMaster`); colours need the layout's resolver. */
export function readPlaceholders(
  root: Element,
  master: MasterInfo,
  resolver?: ColourResolver,
  isMaster = false,
): Placeholder[] {
  const out: Placeholder[] = [];
  for (const shape of treeShapes(root)) {
    const ph = placeholderOf(shape);
    if (!ph) continue;
    const type = ph.type;
    const inherited = isMaster ? undefined : masterPlaceholderFor(type, master);
    const base =
      inherited?.sizes ?? (TITLE_TYPES.has(type) ? master.title : SIMPLE_TYPES.has(type) ? master.other : master.body);
    const { bodyPr, lstStyle, paragraphs } = textBodyOf(shape);
    const sources: StyleSources = {
      defRPr: level1RunProps(lstStyle),
      spPr: child(shape, "spPr"),
      style: child(shape, "style"),
    };
    const inheritedSources = inherited ? master.sources.get(inherited) : undefined;
    const vert = bodyPr?.getAttribute("vert");
    const placeholder: Placeholder = {
      type,
      idx: ph.idx,
      name: nonVisual(shape).cNvPr?.getAttribute("name") ?? "",
      hasType: ph.hasType,
      box: shapeBox(shape) ?? inherited?.box ?? null,
      sizes: levelSizes(lstStyle, base),
      kind: shape.localName ?? "",
      // An explicit "horz" on a layout undoes a master's vertical title.
      vertical: ph.vertical || (vert ? vert !== "horz" : !!inherited?.vertical),
    };
    if (resolver) {
      placeholder.colour = textColour(type, sources, inheritedSources, master, resolver);
      placeholder.fill = ownFill(sources, inheritedSources, resolver);
    }
    if (SIMPLE_TYPES.has(type))
      placeholder.paragraphs = paragraphs.map((p) => serialiseXml(p)).join("") || inherited?.paragraphs;
    if (isMaster) master.sources.set(placeholder, sources);
    out.push(placeholder);
  }
  return out;
}
