// Analyses a validated template: slide size, per-master theme (colours through the colour map, fonts), layouts with roles, lint.
import { posix } from "node:path";
import { refuse } from "./read-zip-directory.js";
import { all, kid, kids, parsePart, path, relAttr, withoutElements, type Element } from "./dom.js";
import { readRels, relOfType } from "./package-rels.js";
import { classifyLayout, type Box, type LayoutKind, type PlaceholderInfo, type Role } from "./classify-layout.js";
import { chooseRoles, lintTemplate, type LintItem } from "./lint-template.js";
import type { ValidatedPackage } from "./validate-upload.js";

export const SCHEME_KEYS = ["dk1", "lt1", "dk2", "lt2", "accent1", "accent2", "accent3", "accent4", "accent5", "accent6", "hlink", "folHlink"] as const;
export type SchemeKey = (typeof SCHEME_KEYS)[number];

export interface FontSet {
  latin: string;
  ea: string;
  cs: string;
}

export interface MasterInfo {
  part: string;
  themePart: string | null;
  themeName: string;
  /** The 12 scheme colours as slides see them through this master's clrMap (dk1 = text, lt1 = background), "#RRGGBB". */
  colors: Record<SchemeKey, string>;
  fonts: { major: FontSet; minor: FontSet };
  /** True when the colour map puts light text on a dark background. */
  dark: boolean;
  layoutIds: string[];
}

export interface LayoutInfo {
  /** Stable within the brand: the layout part's file name without extension, e.g. "slideLayout3". */
  id: string;
  part: string;
  name: string;
  /** The layout's `type` attribute ("cust" when absent). */
  type: string;
  master: number;
  kind: LayoutKind;
  placeholders: PlaceholderInfo[];
}

export interface TemplateAnalysis {
  kind: "pptx" | "potx";
  strict: boolean;
  slideSize: { width: number; height: number };
  masters: MasterInfo[];
  layouts: LayoutInfo[];
  /** The layout id generation uses for each role (after fallbacks). */
  roles: Record<Role, string>;
  sampleSlides: number;
  hasNotesMaster: boolean;
  embeddedFonts: string[];
  lint: LintItem[];
}

const DEFAULT_CLRMAP: Record<string, string> = { bg1: "lt1", tx1: "dk1", bg2: "lt2", tx2: "dk2", accent1: "accent1", accent2: "accent2", accent3: "accent3", accent4: "accent4", accent5: "accent5", accent6: "accent6", hlink: "hlink", folHlink: "folHlink" };
/** Which clrMap slot each scheme key is seen through. */
const SLOT_OF: Record<SchemeKey, string> = { dk1: "tx1", lt1: "bg1", dk2: "tx2", lt2: "bg2", accent1: "accent1", accent2: "accent2", accent3: "accent3", accent4: "accent4", accent5: "accent5", accent6: "accent6", hlink: "hlink", folHlink: "folHlink" };
const SYS_COLORS: Record<string, string> = { windowText: "000000", window: "FFFFFF", btnText: "000000", btnFace: "F0F0F0", highlight: "0078D7", highlightText: "FFFFFF" };

export function analyseTemplate(pkg: ValidatedPackage): TemplateAnalysis {
  const main = pkg.mainPart;
  const pres = parsePart(pkg.xml.get(main)!, main);
  const presRels = readRels(pkg, main);
  const sz = kid(pres, "sldSz");
  const slideSize = { width: Number(sz?.getAttribute("cx") ?? 9144000), height: Number(sz?.getAttribute("cy") ?? 6858000) };
  const embeddedFonts = all(pres, "embeddedFont").map((f) => kid(f, "font")?.getAttribute("typeface") ?? "").filter(Boolean);
  const byId = new Map(presRels.map((r) => [r.id, r]));

  const masters: MasterInfo[] = [];
  const layouts: LayoutInfo[] = [];
  for (const ref of kids(kid(pres, "sldMasterIdLst"), "sldMasterId")) {
    const masterPart = byId.get(relAttr(ref) ?? "")?.part;
    if (!masterPart || !pkg.xml.has(masterPart)) continue;
    const master = parsePart(withoutElements(pkg.xml.get(masterPart)!, ["txStyles"]), masterPart);
    const masterRels = readRels(pkg, masterPart);
    const themePart = relOfType(masterRels, "theme")?.part ?? null;
    const theme = themePart && pkg.xml.has(themePart) ? parsePart(withoutElements(pkg.xml.get(themePart)!, ["fmtScheme", "objectDefaults", "extraClrSchemeLst"]), themePart) : undefined;
    const masterBoxes = masterPlaceholderBoxes(master);
    const relById = new Map(masterRels.map((r) => [r.id, r]));
    const info = themeInfo(theme, kid(master, "clrMap"), masterPart, themePart);
    for (const lref of kids(kid(master, "sldLayoutIdLst"), "sldLayoutId")) {
      const layoutPart = relById.get(relAttr(lref) ?? "")?.part;
      if (!layoutPart || !pkg.xml.has(layoutPart)) continue;
      const layout = readLayout(pkg.xml.get(layoutPart)!, layoutPart, masterBoxes, masters.length);
      layouts.push(layout);
      info.layoutIds.push(layout.id);
    }
    masters.push(info);
  }
  if (masters.length === 0) throw refuse("The presentation has no slide master, so there is nothing to build slides on. Upload a template saved by a presentation program.");
  if (layouts.length === 0) throw refuse("The presentation has no slide layouts, so there is nothing to build slides on.");

  const sampleSlides = kids(kid(pres, "sldIdLst"), "sldId").length;
  const hasNotesMaster = kids(kid(pres, "notesMasterIdLst"), "notesMasterId").length > 0;
  const roles = chooseRoles(layouts, masters);
  const lint = lintTemplate({ pkg, slideSize, masters, layouts, roles, embeddedFonts, sampleSlides });
  return { kind: pkg.kind, strict: pkg.strict, slideSize, masters, layouts, roles, sampleSlides, hasNotesMaster, embeddedFonts, lint };
}

function themeInfo(theme: Element | undefined, clrMap: Element | undefined, part: string, themePart: string | null): MasterInfo {
  const scheme = path(theme, "themeElements", "clrScheme");
  const raw: Record<string, string> = {};
  for (const key of SCHEME_KEYS) raw[key] = colorOf(kid(scheme, key)) ?? (key.startsWith("dk") ? "000000" : "FFFFFF");
  const map = { ...DEFAULT_CLRMAP };
  for (const slot of Object.keys(DEFAULT_CLRMAP)) {
    const v = clrMap?.getAttribute(slot);
    if (v && raw[v] !== undefined) map[slot] = v;
  }
  const colors = {} as Record<SchemeKey, string>;
  for (const key of SCHEME_KEYS) colors[key] = `#${raw[map[SLOT_OF[key]]!]!.toUpperCase()}`;
  const fontScheme = path(theme, "themeElements", "fontScheme");
  const fonts = { major: fontSet(kid(fontScheme, "majorFont")), minor: fontSet(kid(fontScheme, "minorFont")) };
  return { part, themePart, themeName: theme?.getAttribute("name") ?? "", colors, fonts, dark: luminance(colors.lt1) < 0.5, layoutIds: [] };
}

function colorOf(el: Element | undefined): string | undefined {
  const c = el && (kid(el, "srgbClr") ?? kid(el, "sysClr"));
  if (!c) return undefined;
  const v = c.localName === "srgbClr" ? c.getAttribute("val") : (c.getAttribute("lastClr") ?? SYS_COLORS[c.getAttribute("val") ?? ""]);
  return v && /^[0-9a-fA-F]{6}$/.test(v) ? v : undefined;
}

function fontSet(el: Element | undefined): FontSet {
  return {
    latin: kid(el, "latin")?.getAttribute("typeface") ?? "",
    ea: kid(el, "ea")?.getAttribute("typeface") ?? "",
    cs: kid(el, "cs")?.getAttribute("typeface") ?? "",
  };
}

function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  return (0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255;
}

/** The master's placeholder boxes by type ("title", "body", "dt", ...) for layouts that inherit their geometry. */
function masterPlaceholderBoxes(master: Element): Map<string, Box> {
  const out = new Map<string, Box>();
  for (const sp of kids(path(master, "cSld", "spTree"), "sp")) {
    const ph = path(sp, "nvSpPr", "nvPr", "ph");
    if (!ph) continue;
    const box = boxOf(sp);
    const type = ph.getAttribute("type") ?? "obj";
    if (box && !out.has(inheritKey(type))) out.set(inheritKey(type), box);
  }
  return out;
}

/** PowerPoint's inheritance: titles from the master title, furniture by type, everything else from the master body. */
function inheritKey(type: string): string {
  if (type === "title" || type === "ctrTitle") return "title";
  if (type === "dt" || type === "ftr" || type === "sldNum" || type === "hdr") return type;
  return "body";
}

/** A shape's own position and size (a graphicFrame keeps its xfrm outside spPr); null when it inherits them. */
function boxOf(shape: Element): Box | null {
  const xfrm = shape.localName === "graphicFrame" ? kid(shape, "xfrm") : path(shape, "spPr", "xfrm");
  const off = kid(xfrm, "off");
  const ext = kid(xfrm, "ext");
  if (!off || !ext) return null;
  return { x: Number(off.getAttribute("x")), y: Number(off.getAttribute("y")), cx: Number(ext.getAttribute("cx")), cy: Number(ext.getAttribute("cy")) };
}

function readLayout(text: string, part: string, masterBoxes: Map<string, Box>, master: number): LayoutInfo {
  const root = parsePart(text, part);
  const type = root.getAttribute("type") || "cust";
  const cSld = kid(root, "cSld");
  const placeholders: PlaceholderInfo[] = [];
  for (const sp of shapesInOrder(path(root, "cSld", "spTree"))) {
    const ph = kid(kid(kid(sp, sp.localName === "sp" ? "nvSpPr" : sp.localName === "pic" ? "nvPicPr" : "nvGraphicFramePr"), "nvPr"), "ph");
    if (!ph) continue;
    const phType = ph.getAttribute("type") ?? "obj";
    const cNvPr = kid(kid(sp, sp.localName === "sp" ? "nvSpPr" : sp.localName === "pic" ? "nvPicPr" : "nvGraphicFramePr"), "cNvPr");
    placeholders.push({
      type: phType,
      idx: Number(ph.getAttribute("idx") ?? 0),
      name: cNvPr?.getAttribute("name") ?? "",
      box: boxOf(sp) ?? masterBoxes.get(inheritKey(phType)) ?? null,
      vertical: (ph.getAttribute("orient") ?? "") === "vert",
    });
  }
  const id = posix.basename(part).replace(/\.xml$/i, "");
  return { id, part, name: cSld?.getAttribute("name") ?? "", type, master, kind: classifyLayout(type, placeholders), placeholders };
}

/** Shapes that can be placeholders (sp, pic, graphicFrame), in document order, including inside groups. */
function shapesInOrder(tree: Element | undefined, out: Element[] = []): Element[] {
  if (!tree) return out;
  for (let n = tree.firstChild; n; n = n.nextSibling) {
    if (n.nodeType !== 1) continue;
    const el = n as Element;
    if (el.localName === "sp" || el.localName === "pic" || el.localName === "graphicFrame") out.push(el);
    else if (el.localName === "grpSp") shapesInOrder(el, out);
  }
  return out;
}
