// Analyses a validated template with the engine's own reading of it: masters, layouts rated per role, the chosen layouts, lint.
import {
  DESIGN_ROLES,
  loadTemplate,
  pictureSlot,
  planDesign,
  type DesignRole,
  type PictureSlot,
  type PptxTemplate,
  type TemplateMaster,
} from "../formats/pptx/index.js";
import { parsePart } from "../formats/ooxml/check-package.js";
import { OpcPackage } from "../formats/ooxml/package.js";
import { child, children, descendants, XmlError, XmlTooLarge } from "../formats/ooxml/xml.js";
import { lintTemplate, type LintItem } from "./lint-template.js";
import { TEMPLATE_WORDING } from "../formats/ooxml/package-specs.js";
import { refuseTemplate, type TemplatePackage } from "./validate-upload.js";

/** Bumped whenever the analysis changes shape or meaning; stored analyses of another version are redone on read. */
export const ANALYSIS_VERSION = 4;

export const SCHEME_KEYS = [
  "dk1",
  "lt1",
  "dk2",
  "lt2",
  "accent1",
  "accent2",
  "accent3",
  "accent4",
  "accent5",
  "accent6",
  "hlink",
  "folHlink",
] as const;
export type SchemeKey = (typeof SCHEME_KEYS)[number];

export interface FontSet {
  latin: string;
  ea: string;
  cs: string;
}

export interface MasterInfo {
  index: number;
  part: string;
  name: string;
  themePart: string | null;
  themeName: string;
  /** The 12 scheme colours as slides see them through this master's clrMap (dk1 = text, lt1 = background), "#RRGGBB". */
  colors: Record<SchemeKey, string>;
  fonts: { major: FontSet; minor: FontSet };
  /** True when the colour map puts light text on a dark background. */
  dark: boolean;
  layoutIds: string[];
  /** How many of the template's own slides use this master. */
  sampleSlides: number;
}

export interface PlaceholderInfo {
  type: string;
  idx: number;
  name: string;
  box: { x: number; y: number; cx: number; cy: number } | null;
  vertical: boolean;
}

export interface LayoutInfo {
  /** Stable within the brand: the layout part's file name without extension, e.g. "slideLayout3". */
  id: string;
  part: string;
  name: string;
  /** The layout's `type` attribute ("cust" when absent). */
  type: string;
  master: number;
  placeholders: PlaceholderInfo[];
  /** The layout's rating for each slide role (0 = it cannot hold that role). */
  ratings: Record<DesignRole, number>;
  /**
   * How the layout takes a picture beside a title and words, clear of its artwork and footer fields: its picture
   * placeholder, or one of two content placeholders side by side; null when it takes none.
   */
  pictures: PictureSlot | null;
}

export interface RoleInfo {
  /** Layout id. */
  layout: string;
  score: number;
  /** Why this layout, strongest evidence first. */
  reasons: string[];
  /** Set when no layout of the master can hold the role: the role whose layout stands in. */
  fallbackFrom?: DesignRole;
}

/** A page of the template drawn as itself (GET /api/brands/{id}/template/{n}.png): its master, then each of its layouts. */
export interface TemplatePage {
  name: string;
  /** The layout's id; null for the master. */
  layout: string | null;
}

export interface TemplateAnalysis {
  version: number;
  kind: "pptx" | "potx";
  strict: boolean;
  slideSize: { width: number; height: number };
  masters: MasterInfo[];
  /** The master decks are built on (index into masters), and why. */
  master: number;
  masterReason: string;
  layouts: LayoutInfo[];
  roles: Record<DesignRole, RoleInfo>;
  sampleSlides: number;
  hasNotesMaster: boolean;
  embeddedFonts: string[];
  lint: LintItem[];
  /** The chosen master and its layouts, in the order drawTemplateToPdf draws them (their pictures' page numbers). */
  templatePages: TemplatePage[];
}

const SLOT_OF: Record<SchemeKey, string> = {
  dk1: "tx1",
  lt1: "bg1",
  dk2: "tx2",
  lt2: "bg2",
  accent1: "accent1",
  accent2: "accent2",
  accent3: "accent3",
  accent4: "accent4",
  accent5: "accent5",
  accent6: "accent6",
  hlink: "hlink",
  folHlink: "folHlink",
};

export const layoutId = (part: string) => part.replace(/^.*\//, "").replace(/\.xml$/i, "");

export function analyseTemplate(pkg: TemplatePackage): TemplateAnalysis {
  const pres = parsePart(pkg.xml.get(pkg.mainPart)!, pkg.mainPart, TEMPLATE_WORDING);
  const embeddedFonts = descendants(pres, "embeddedFont")
    .map((f) => child(f, "font")?.getAttribute("typeface") ?? "")
    .filter(Boolean);
  const sampleSlides = children(child(pres, "sldIdLst"), "sldId").length;
  const hasNotesMaster = children(child(pres, "notesMasterIdLst"), "notesMasterId").length > 0;
  const template = readTemplate(pkg);
  const plan = planDesign(template);
  const masters = template.masters.map((m) => masterInfo(template, m));
  const layouts: LayoutInfo[] = template.layouts.map((l) => {
    const r = plan.ratings.get(l.part)!;
    return {
      id: layoutId(l.part),
      part: l.part,
      name: l.name,
      type: l.type,
      master: l.masterIndex,
      placeholders: l.placeholders.map((p) => ({
        type: p.type,
        idx: p.idx,
        name: p.name,
        box: p.box,
        vertical: !!p.vertical,
      })),
      ratings: Object.fromEntries(DESIGN_ROLES.map((role) => [role, r[role].score])) as Record<DesignRole, number>,
      pictures: pictureSlot(plan.facts.get(l.part)!),
    };
  });
  const roles = {} as Record<DesignRole, RoleInfo>;
  for (const role of DESIGN_ROLES) {
    const c = plan.roles[role];
    roles[role] = {
      layout: layoutId(c.layout),
      score: c.rating.score,
      reasons: c.rating.reasons,
      ...(c.fallbackFrom ? { fallbackFrom: c.fallbackFrom } : {}),
    };
  }
  const slideSize = { width: template.slideSize.cx, height: template.slideSize.cy };
  const lint = lintTemplate({ pkg, template, plan, slideSize, embeddedFonts, sampleSlides });
  const chosen = masters[plan.master]!;
  const nameOf = new Map(layouts.map((l) => [l.id, l.name]));
  // Named as the drawing names its pages: an unnamed layout is "Layout n".
  const templatePages = [
    { name: chosen.name || "Master", layout: null },
    ...chosen.layoutIds.map((id, i) => ({ name: nameOf.get(id) || `Layout ${i + 1}`, layout: id })),
  ];
  return {
    version: ANALYSIS_VERSION,
    kind: pkg.kind,
    strict: pkg.strict,
    slideSize,
    masters,
    master: plan.master,
    masterReason: plan.masterReason,
    layouts,
    roles,
    sampleSlides,
    hasNotesMaster,
    embeddedFonts,
    lint,
    templatePages,
  };
}

/** The engine's template, or 400 invalid_template for a package it cannot build on. */
function readTemplate(pkg: TemplatePackage): PptxTemplate {
  try {
    return loadTemplate(OpcPackage.fromChecked(pkg));
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/no slide master/.test(message))
      throw refuseTemplate(
        "The presentation has no slide master, so there is nothing to build slides on. Upload a template saved by a presentation program.",
      );
    if (/no slide layouts/.test(message))
      throw refuseTemplate("The presentation has no slide layouts, so there is nothing to build slides on.");
    if (err instanceof XmlTooLarge)
      throw refuseTemplate(`The part ${message}, more than Quire reads in one part; a template holds far less.`);
    if (err instanceof XmlError)
      throw refuseTemplate(
        `A part of the file is not well-formed XML (${message.slice(0, 160)}); the file is damaged.`,
      );
    throw err;
  }
}

function masterInfo(t: PptxTemplate, m: TemplateMaster): MasterInfo {
  const colours = {} as Record<SchemeKey, string>;
  for (const key of SCHEME_KEYS)
    colours[key] = `#${m.colours.scheme(SLOT_OF[key]) ?? (key.startsWith("dk") ? "000000" : "FFFFFF")}`;
  const parts = new Set(m.layouts);
  return {
    index: m.index,
    part: m.part,
    name: m.name,
    themePart: m.themePart,
    themeName: m.themeName,
    colors: colours,
    fonts: m.fonts,
    dark: luminance(colours.lt1) < 0.5,
    layoutIds: m.layouts.map(layoutId),
    sampleSlides: t.samples.filter((s) => parts.has(s.layout)).length,
  };
}

function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  return (0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255;
}
