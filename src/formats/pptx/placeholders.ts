// Reads placeholders (type, idx, box, text sizes) from layouts, inheriting boxes and sizes from the master.
import type { Element } from "@xmldom/xmldom";
import { child, children } from "./xml.js";

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
}

export interface MasterInfo {
  phs: Placeholder[];
  title: number[];
  body: number[];
  other: number[];
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

const DEFAULT_SIZES = [1800, 1800, 1800, 1800, 1800];

export function readMaster(master: Element): MasterInfo {
  const styles = child(master, "txStyles");
  const info: MasterInfo = {
    phs: [],
    title: levelSizes(styles ? child(styles, "titleStyle") : undefined, [4400, 4400, 4400, 4400, 4400]),
    body: levelSizes(styles ? child(styles, "bodyStyle") : undefined, [2800, 2400, 2000, 1800, 1800]),
    other: levelSizes(styles ? child(styles, "otherStyle") : undefined, DEFAULT_SIZES),
  };
  info.phs = readPlaceholders(master, info, true);
  return info;
}

/** The master placeholder a layout placeholder inherits from (by type; content types use the body). */
function masterFor(type: string, master: MasterInfo): Placeholder | undefined {
  const want = TITLE_TYPES.has(type) ? "title" : SIMPLE_TYPES.has(type) ? type : "body";
  return master.phs.find((p) => p.type === want) ?? (want === "title" ? undefined : master.phs.find((p) => p.type === "body"));
}

function readBox(el: Element): Box | null {
  const props = child(el, "spPr") ?? el;
  const xfrm = child(props, "xfrm");
  const off = xfrm ? child(xfrm, "off") : undefined;
  const ext = xfrm ? child(xfrm, "ext") : undefined;
  if (!off || !ext) return null;
  return { x: Number(off.getAttribute("x")), y: Number(off.getAttribute("y")), cx: Number(ext.getAttribute("cx")), cy: Number(ext.getAttribute("cy")) };
}

/** Placeholders of a layout (or of the master itself when `isMaster`). */
export function readPlaceholders(root: Element, master: MasterInfo, isMaster = false): Placeholder[] {
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
    const inherited = isMaster ? undefined : masterFor(type, master);
    const base = inherited?.sizes ?? (TITLE_TYPES.has(type) ? master.title : SIMPLE_TYPES.has(type) ? master.other : master.body);
    const txBody = child(shape, "txBody");
    out.push({
      type,
      idx: Number(ph.getAttribute("idx") || 0),
      name: child(nv, "cNvPr")?.getAttribute("name") ?? "",
      hasType: ph.hasAttribute("type"),
      box: readBox(shape) ?? inherited?.box ?? null,
      sizes: levelSizes(txBody ? child(txBody, "lstStyle") : undefined, base),
      kind: shape.localName ?? "",
    });
  }
  return out;
}

/** Whether a slide placeholder (type, idx) matches a layout placeholder, by PowerPoint's rules. */
export function matchesPlaceholder(slide: { type: string; idx: number }, layout: Placeholder): boolean {
  if (slide.idx !== 0 || layout.idx !== 0) return slide.idx === layout.idx;
  return slide.type === layout.type || (TITLE_TYPES.has(slide.type) && TITLE_TYPES.has(layout.type));
}
