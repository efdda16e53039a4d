// Reads every slide master and its layouts: placeholders, theme colours through the colour map, backgrounds and artwork.
import type { Rgb } from "../model/colour.js";
import {
  backgroundSamples,
  readArtwork,
  readBackground,
  type Artwork,
  type PartPicture,
} from "./design/read-artwork.js";
import type { BackgroundSamples } from "./design/background-samples.js";
import { ColourResolver, readClrMap, readThemeColours } from "./design/theme-colours.js";
import type { OpcPackage } from "../ooxml/package.js";
import { child, descendants, parseXml, REL, type Element } from "../ooxml/xml.js";
import { readMaster, readPlaceholders, type Box, type Placeholder } from "./placeholders.js";

export interface TemplateLayout {
  /** Part name, e.g. "ppt/slideLayouts/slideLayout2.xml". */
  part: string;
  name: string;
  /** ST_SlideLayoutType ("title", "obj", "secHead", …; "cust" when absent). */
  type: string;
  master: string;
  /** Position of its master in the presentation's master list. */
  masterIndex: number;
  placeholders: Placeholder[];
  /** The slide background on this layout (its own, else its master's), resolved to RGB. */
  background: Rgb;
  /** False when the background is a picture (then `background` is the theme's bg1, the colour it was designed over). */
  backgroundKnown: boolean;
  /**
   * A background that changes across the slide (a gradient, a gradient's picture) as a grid of its colours: text is
   * chosen against the colours under its own box. Null for one colour or a picture we cannot read.
   */
  backgroundSamples: BackgroundSamples | null;
  /** Artwork slides on this layout show: the master's (unless the layout hides it) below the layout's own. */
  artwork: Artwork[];
  /** Theme colours as slides on this layout see them (its colour map applied). */
  colours: ColourResolver;
}

export interface FontSet {
  latin: string;
  ea: string;
  cs: string;
}

export interface TemplateMaster {
  part: string;
  index: number;
  /** The master's own name (cSld name), else its theme's name. */
  name: string;
  themePart: string | null;
  themeName: string;
  /** The master theme's typefaces (major = headings, minor = body) per script group. */
  fonts: { major: FontSet; minor: FontSet };
  /** Theme colours as slides on this master see them (its colour map applied). */
  colours: ColourResolver;
  /** Layout parts in the master's order. */
  layouts: string[];
  /** Non-placeholder shapes on the master (its panels, logos, rules). */
  artwork: Artwork[];
  /** Footer kinds the master's header/footer settings switch off (`p:hf` attributes set to 0). */
  hiddenFooters: Set<string>;
  /** The master's title and body placeholder boxes: the designer's grid for content. */
  titleBox: Box | null;
  bodyBox: Box | null;
  /** The master's footer placeholders (their paragraphs and boxes), which layouts inherit. */
  placeholders: Placeholder[];
}

const rid = (el: Element) => {
  for (let i = 0; i < el.attributes.length; i++) {
    const a = el.attributes.item(i)!;
    if (a.localName === "id" && a.namespaceURI?.endsWith("/relationships")) return a.value;
  }
  return "";
};

/** A part's pictures by relationship id, read from the package. */
function partPicture(pkg: OpcPackage, part: string): PartPicture {
  return (id) => {
    const rel = pkg.rels(part).find((r) => r.id === id);
    return rel ? pkg.parts.get(pkg.resolve(part, rel)) : undefined;
  };
}

/** Theme parts whose text a render replaces (a built-in theme with the deck's colours), read instead of the package's. */
export type ThemeOverrides = Map<string, string>;

export function readMasters(
  pkg: OpcPackage,
  masterParts: string[],
  themeOverrides: ThemeOverrides = new Map(),
  slide = { cx: 12192000, cy: 6858000 },
): { masters: TemplateMaster[]; layouts: TemplateLayout[] } {
  const masters: TemplateMaster[] = [];
  const layouts: TemplateLayout[] = [];
  masterParts.forEach((masterPart, index) => {
    const mDoc = parseXml(pkg.parts.get(masterPart)!, masterPart).documentElement!;
    const themeRel = pkg.rels(masterPart).find((r) => r.type === REL.theme);
    const themePart = themeRel ? pkg.resolve(masterPart, themeRel) : null;
    const themeText = themePart
      ? (themeOverrides.get(themePart) ?? (pkg.parts.has(themePart) ? pkg.text(themePart) : null))
      : null;
    const theme = themeText ? parseXml(themeText, themePart!).documentElement! : undefined;
    const colours = new ColourResolver(readThemeColours(theme), readClrMap(child(mDoc, "clrMap")));
    const info = readMaster(mDoc);
    const masterBg = readBackground(mDoc, colours, partPicture(pkg, masterPart));
    const masterSamples = backgroundSamples(mDoc, colours, partPicture(pkg, masterPart), slide);
    const artwork = readArtwork(mDoc, colours);
    const fonts = themeFonts(theme);
    const master: TemplateMaster = {
      part: masterPart,
      index,
      name: child(mDoc, "cSld")?.getAttribute("name") || theme?.getAttribute("name") || `Master ${index + 1}`,
      themePart,
      themeName: theme?.getAttribute("name") ?? "",
      fonts,
      colours,
      layouts: [],
      artwork,
      hiddenFooters: hiddenFooters(mDoc),
      titleBox: info.phs.find((p) => p.type === "title" || p.type === "ctrTitle")?.box ?? null,
      bodyBox: info.phs.find((p) => p.type === "body" || p.type === "obj")?.box ?? null,
      placeholders: info.phs,
    };
    const mRels = new Map(pkg.rels(masterPart).map((r) => [r.id, r]));
    for (const el of descendants(child(mDoc, "sldLayoutIdLst") ?? mDoc, "sldLayoutId")) {
      const rel = mRels.get(rid(el));
      if (!rel) continue;
      const part = pkg.resolve(masterPart, rel);
      const bytes = pkg.parts.get(part);
      if (!bytes) continue;
      const lDoc = parseXml(bytes, part).documentElement!;
      const override = child(child(lDoc, "clrMapOvr") ?? lDoc, "overrideClrMapping");
      const layoutColours = override ? colours.withClrMap(readClrMap(override, colours.clrMap)) : colours;
      const showMaster = lDoc.getAttribute("showMasterSp") !== "0" && lDoc.getAttribute("showMasterSp") !== "false";
      // A layout that remaps colours sees the master's background and artwork through its own map.
      const inheritedBg = override ? readBackground(mDoc, layoutColours, partPicture(pkg, masterPart)) : masterBg;
      const own = readBackground(lDoc, layoutColours, partPicture(pkg, part));
      const bg = own ?? inheritedBg;
      const known = bg !== null && bg !== "unknown";
      layouts.push({
        part,
        master: masterPart,
        masterIndex: index,
        name: child(lDoc, "cSld")?.getAttribute("name") ?? "",
        type: lDoc.getAttribute("type") || "cust",
        placeholders: readPlaceholders(lDoc, info, layoutColours),
        background: known ? bg : (layoutColours.scheme("bg1") ?? "FFFFFF"),
        backgroundKnown: known || bg === null,
        backgroundSamples:
          own !== null
            ? backgroundSamples(lDoc, layoutColours, partPicture(pkg, part), slide)
            : override
              ? backgroundSamples(mDoc, layoutColours, partPicture(pkg, masterPart), slide)
              : masterSamples,
        artwork: [
          ...(showMaster ? (override ? readArtwork(mDoc, layoutColours) : artwork) : []),
          ...readArtwork(lDoc, layoutColours),
        ],
        colours: layoutColours,
      });
      master.layouts.push(part);
    }
    masters.push(master);
  });
  return { masters, layouts };
}

/** A theme part's typefaces (major = headings, minor = body) per script group. */
export function themeFonts(theme: Element | undefined): { major: FontSet; minor: FontSet } {
  const scheme = theme ? child(child(theme, "themeElements") ?? theme, "fontScheme") : undefined;
  const set = (kind: string): FontSet => {
    const font = scheme ? child(scheme, kind) : undefined;
    const face = (script: string) => (font && child(font, script)?.getAttribute("typeface")) || "";
    return { latin: face("latin"), ea: face("ea"), cs: face("cs") };
  };
  return { major: set("majorFont"), minor: set("minorFont") };
}

function hiddenFooters(master: Element): Set<string> {
  const hf = child(master, "hf");
  const out = new Set<string>();
  for (const kind of ["sldNum", "ftr", "dt", "hdr"])
    if (hf && (hf.getAttribute(kind) === "0" || hf.getAttribute(kind) === "false")) out.add(kind);
  return out;
}
