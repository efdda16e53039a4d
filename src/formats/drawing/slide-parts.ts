// A pptx opened for drawing: its slide size, its slides in show order, and for each the layout, master and theme it
// stands on, with the colour map the slide sees — every part parsed once however many slides share it.
import { emu, type EmuSize } from "../../lib/units.js";
import { OpcPackage } from "../ooxml/package.js";
import { child, children, parseXml, relAttr, REL, type Element } from "../ooxml/xml.js";
import { parseDrawnPart } from "./budget.js";
import { ColourResolver, readClrMap, readThemeColours } from "../pptx/design/theme-colours.js";
import { themeFonts } from "../pptx/read-masters.js";

export type FontScheme = ReturnType<typeof themeFonts>;

export interface Master {
  part: string;
  root: Element;
  theme: Element | undefined;
  themePart: string | null;
  colours: ColourResolver;
  fonts: FontScheme;
  /** p:txStyles: titleStyle, bodyStyle, otherStyle. */
  txStyles: { title?: Element; body?: Element; other?: Element };
}

export interface Layout {
  part: string;
  root: Element;
  master: Master;
  colours: ColourResolver;
}

export interface SlideParts {
  part: string;
  root: Element;
  layout: Layout;
  colours: ColourResolver;
}

export interface OpenedPptx {
  pkg: OpcPackage;
  /** Slide size in EMU. */
  size: EmuSize;
  slides: string[];
  /** The slide masters in the presentation's order. */
  masters: string[];
  /** presentation.xml's defaultTextStyle, under every text. */
  defaultTextStyle: Element | undefined;
  title: string;
  slide(index: number): SlideParts;
  /** A layout part opened with its master (a template's page of itself). */
  layout(part: string): Layout;
  /** A master's layouts in the master's order. */
  layoutsOf(masterPart: string): string[];
  /** The slide is hidden from the show (show="0"). */
  hidden(index: number): boolean;
  /** What opening its parts left out (a part past the drawing's element budget), for the drawing's warnings. */
  simplified: Set<string>;
}

const PRESENTATION_TYPE = "application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml";

export function openPptx(bytes: Uint8Array): OpenedPptx {
  const pkg = OpcPackage.fromZip(bytes);
  const rootRel = pkg.rels("").find((r) => r.type === REL.officeDocument);
  const presPart = rootRel
    ? pkg.resolve("", rootRel)
    : [...pkg.parts.keys()].find((p) => pkg.contentType(p) === PRESENTATION_TYPE);
  if (!presPart || !pkg.parts.has(presPart)) throw new Error("not a presentation: no presentation part");
  const pres = parseXml(pkg.parts.get(presPart)!, presPart).documentElement!;
  const sz = child(pres, "sldSz");
  const size = {
    cx: emu(Number(sz?.getAttribute("cx")) || 12192000),
    cy: emu(Number(sz?.getAttribute("cy")) || 6858000),
  };
  const slides = listedParts(pkg, presPart, children(child(pres, "sldIdLst"), "sldId"));
  const masterParts = listedParts(pkg, presPart, children(child(pres, "sldMasterIdLst"), "sldMasterId"));
  const docs = new Map<string, Element>();
  const simplified = new Set<string>();
  const parsed = (part: string) => {
    let el = docs.get(part);
    if (!el) {
      el = parseDrawnPart(pkg.parts.get(part)!, part, (m) => void simplified.add(m)) ?? undefined;
      if (!el) throw new Error(`${part} holds more elements than the drawing reads`);
      docs.set(part, el);
    }
    return el;
  };
  const related = (part: string, type: string) => {
    const rel = pkg.rels(part).find((r) => r.type === type && !r.external);
    const target = rel ? pkg.resolve(part, rel) : null;
    return target && pkg.parts.has(target) ? target : null;
  };

  const masters = new Map<string, Master>();
  const master = (part: string): Master => {
    let m = masters.get(part);
    if (m) return m;
    const root = parsed(part);
    const themePart = related(part, REL.theme);
    const theme = themePart ? parsed(themePart) : undefined;
    const tx = child(root, "txStyles");
    m = {
      part,
      root,
      theme,
      themePart,
      colours: new ColourResolver(readThemeColours(theme), readClrMap(child(root, "clrMap"))),
      fonts: themeFonts(theme),
      txStyles: { title: child(tx, "titleStyle"), body: child(tx, "bodyStyle"), other: child(tx, "otherStyle") },
    };
    masters.set(part, m);
    return m;
  };
  const layouts = new Map<string, Layout>();
  const layout = (part: string): Layout => {
    let l = layouts.get(part);
    if (l) return l;
    const root = parsed(part);
    const masterPart = related(part, REL.slideMaster);
    if (!masterPart) throw new Error(`layout ${part} has no master`);
    const m = master(masterPart);
    l = { part, root, master: m, colours: withOverride(m.colours, root) };
    layouts.set(part, l);
    return l;
  };
  const core = pkg.parts.has("docProps/core.xml")
    ? parseXml(pkg.parts.get("docProps/core.xml")!, "core").documentElement
    : null;
  const title = (core && children(core).find((c) => c.localName === "title")?.textContent) || "";
  return {
    pkg,
    size,
    slides,
    masters: masterParts,
    defaultTextStyle: child(pres, "defaultTextStyle"),
    title,
    layout,
    simplified,
    layoutsOf(masterPart) {
      return listedParts(pkg, masterPart, children(child(parsed(masterPart), "sldLayoutIdLst"), "sldLayoutId"));
    },
    hidden(index) {
      const show = parsed(slides[index]!).getAttribute("show");
      return show === "0" || show === "false";
    },
    slide(index) {
      const part = slides[index]!;
      const root = parsed(part);
      const layoutPart = related(part, REL.slideLayout);
      if (!layoutPart) throw new Error(`slide ${part} has no layout`);
      const l = layout(layoutPart);
      return { part, root, layout: l, colours: withOverride(l.colours, root) };
    },
  };
}

/** The parts a list of `owner`'s (sldIdLst, sldMasterIdLst, sldLayoutIdLst) names by relationship, in its order: those present. */
function listedParts(pkg: OpcPackage, owner: string, items: Element[]): string[] {
  const rels = new Map(pkg.rels(owner).map((r) => [r.id, r]));
  return items
    .map((el) => rels.get(relAttr(el) ?? ""))
    .filter((r) => r && !r.external)
    .map((r) => pkg.resolve(owner, r!))
    .filter((p) => pkg.parts.has(p));
}

/** A layout's or slide's p:clrMapOvr/a:overrideClrMapping over the colours it inherits. */
function withOverride(base: ColourResolver, root: Element): ColourResolver {
  const override = child(child(root, "clrMapOvr"), "overrideClrMapping");
  return override ? base.withClrMap(readClrMap(override, base.clrMap)) : base;
}
