// Builds a complete .pptx/.potx template from a compact description: themes, masters, layouts, artwork, sample slides.
import { strToU8, unzipSync, zipSync } from "fflate";
import { readThirdParty } from "../../fixtures.js";
import { rgbPng } from "../../png.js";

/** x, y, width, height in inches. */
export type Box = [x: number, y: number, cx: number, cy: number];
/** "#RRGGBB"/"RRGGBB", or a scheme colour name such as "bg1", "accent1", "dk2". */
export type Colour = string;
/** A solid colour, or a linear gradient from the top left (its first stop) to the bottom right. */
export type Background = Colour | { gradient: [Colour, Colour] };
export type PhType =
  "title" | "ctrTitle" | "subTitle" | "body" | "obj" | "pic" | "tbl" | "chart" | "dt" | "ftr" | "sldNum";
export type TextDirection = "horz" | "vert" | "vert270";

export interface PhSpec {
  /** Omitted means "obj" (the OOXML default, written without a type attribute). */
  type?: PhType;
  /** Written only when given: `<p:ph type="body"/>` without idx is a case of its own. */
  idx?: number;
  /** Omitted: an empty `<p:spPr/>`, so the placeholder inherits its geometry from the master. */
  box?: Box;
  name?: string;
  vert?: TextDirection;
  textColour?: Colour;
  /** Point size of level 1. */
  size?: number;
  prompt?: string;
}

export interface ArtSpec {
  box: Box;
  fill: Colour;
  shape?: "rect" | "ellipse";
  /** E.g. a logo word. */
  text?: string;
  textColour?: Colour;
}

export interface LayoutSpec {
  name: string;
  /** ST_SlideLayoutType: title, obj, secHead, twoObj, titleOnly, blank, picTx, twoTxTwoObj, cust, ... */
  type: string;
  placeholders: PhSpec[];
  artwork?: ArtSpec[];
  background?: Background;
  /** dt/ftr/sldNum placeholders inheriting from the master; defaults to the master's `footers`. */
  footers?: boolean;
}

type SchemeSlot =
  | "dk1"
  | "lt1"
  | "dk2"
  | "lt2"
  | "accent1"
  | "accent2"
  | "accent3"
  | "accent4"
  | "accent5"
  | "accent6"
  | "hlink"
  | "folHlink";
export interface ThemeSpec {
  name: string;
  colours: Record<SchemeSlot, string>;
  major: string;
  minor: string;
}

export interface MasterSpec {
  name?: string;
  theme: ThemeSpec;
  clrMap?: Partial<Record<"bg1" | "tx1" | "bg2" | "tx2", string>>;
  background?: Background;
  artwork?: ArtSpec[];
  title: Box;
  body: Box;
  titleVert?: TextDirection;
  titleColour?: Colour;
  bodyColour?: Colour;
  /** dt/ftr/sldNum placeholders along the bottom of the body's width (default true). */
  footers?: boolean;
  layouts: LayoutSpec[];
}

export type SampleKind =
  "title" | "section" | "bullets" | "two-column" | "table" | "chart" | "smartart" | "image" | "quote";
export interface SampleSpec {
  /** Index into `masters`. */
  master: number;
  /** Index into that master's `layouts`. */
  layout: number;
  kind: SampleKind;
  title?: string;
}

export interface TemplateSpec {
  /** Inches; default 13.333 × 7.5 (16:9). */
  size?: [number, number];
  masters: MasterSpec[];
  samples?: SampleSpec[];
  potx?: boolean;
}

export const WIDESCREEN: [number, number] = [40 / 3, 7.5];

const NS = {
  a: "http://schemas.openxmlformats.org/drawingml/2006/main",
  r: "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
  p: "http://schemas.openxmlformats.org/presentationml/2006/main",
};
const PML_NS = `xmlns:a="${NS.a}" xmlns:r="${NS.r}" xmlns:p="${NS.p}"`;
const XML_DECL = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n`;

const OD_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/";
const REL = {
  officeDocument: `${OD_REL}officeDocument`,
  extendedProps: `${OD_REL}extended-properties`,
  coreProps: "http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties",
  slideMaster: `${OD_REL}slideMaster`,
  slideLayout: `${OD_REL}slideLayout`,
  slide: `${OD_REL}slide`,
  theme: `${OD_REL}theme`,
  presProps: `${OD_REL}presProps`,
  viewProps: `${OD_REL}viewProps`,
  tableStyles: `${OD_REL}tableStyles`,
  chart: `${OD_REL}chart`,
  embeddedPackage: `${OD_REL}package`,
  image: `${OD_REL}image`,
  diagramData: `${OD_REL}diagramData`,
  diagramLayout: `${OD_REL}diagramLayout`,
  diagramQuickStyle: `${OD_REL}diagramQuickStyle`,
  diagramColors: `${OD_REL}diagramColors`,
  diagramDrawing: "http://schemas.microsoft.com/office/2007/relationships/diagramDrawing",
};

const OD_CT = "application/vnd.openxmlformats-officedocument.";
const CT = {
  presentation: `${OD_CT}presentationml.presentation.main+xml`,
  template: `${OD_CT}presentationml.template.main+xml`,
  slideMaster: `${OD_CT}presentationml.slideMaster+xml`,
  slideLayout: `${OD_CT}presentationml.slideLayout+xml`,
  slide: `${OD_CT}presentationml.slide+xml`,
  theme: `${OD_CT}theme+xml`,
  presProps: `${OD_CT}presentationml.presProps+xml`,
  viewProps: `${OD_CT}presentationml.viewProps+xml`,
  tableStyles: `${OD_CT}presentationml.tableStyles+xml`,
  chart: `${OD_CT}drawingml.chart+xml`,
  diagramData: `${OD_CT}drawingml.diagramData+xml`,
  diagramLayout: `${OD_CT}drawingml.diagramLayout+xml`,
  diagramStyle: `${OD_CT}drawingml.diagramStyle+xml`,
  diagramColors: `${OD_CT}drawingml.diagramColors+xml`,
  diagramDrawing: "application/vnd.ms-office.drawingml.diagramDrawing+xml",
  coreProps: "application/vnd.openxmlformats-package.core-properties+xml",
  extendedProps: `${OD_CT}extended-properties+xml`,
};
const DEFAULT_TYPES: Record<string, string> = {
  rels: "application/vnd.openxmlformats-package.relationships+xml",
  xml: "application/xml",
  png: "image/png",
  jpeg: "image/jpeg",
  xlsx: `${OD_CT}spreadsheetml.sheet`,
};

/** The main content type of a template saved as .potx (exported for tests). */
export const POTX_MAIN_TYPE = CT.template;

const EMU_PER_INCH = 914400;
const emu = (inches: number) => Math.round(inches * EMU_PER_INCH);
const FIRST_MASTER_ID = 2147483648;
const FIRST_SLIDE_ID = 256;
const TABLE_STYLE_ID = "{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}"; // PowerPoint's built-in "Medium Style 2 - Accent 1"
const FIXED_TIME = new Date("2024-01-02T03:04:05Z"); // stable bytes from run to run

const SCHEME_NAMES = new Set([
  "bg1",
  "tx1",
  "bg2",
  "tx2",
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
  "phClr",
]);

export function buildTemplate(spec: TemplateSpec): Uint8Array {
  const [width, height] = spec.size ?? WIDESCREEN;
  const pkg = new PackageWriter();
  // Masters and layouts share one id space: each master takes an id, then its layouts take the following ones.
  let nextId = FIRST_MASTER_ID;
  const masterIds: number[] = [];
  const layoutParts: string[][] = [];
  let layoutCount = 0;

  spec.masters.forEach((master, m) => {
    const n = m + 1;
    const themePart = `ppt/theme/theme${n}.xml`;
    pkg.add(themePart, themeXml(master.theme), CT.theme);
    const masterPart = `ppt/slideMasters/slideMaster${n}.xml`;
    masterIds.push(nextId++);
    const parts = master.layouts.map((layout) => {
      const part = `ppt/slideLayouts/slideLayout${++layoutCount}.xml`;
      pkg.add(part, layoutXml(layout, master), CT.slideLayout);
      pkg.rels(part, [{ type: REL.slideMaster, target: `../slideMasters/slideMaster${n}.xml` }]);
      return part;
    });
    layoutParts.push(parts);
    const layoutIds = parts.map(() => nextId++);
    pkg.add(masterPart, masterXml(master, layoutIds, [width, height]), CT.slideMaster);
    pkg.rels(masterPart, [
      ...parts.map((p) => ({ type: REL.slideLayout, target: `../${p.slice(4)}` })),
      { type: REL.theme, target: `../theme/theme${n}.xml` },
    ]);
  });

  const samples = spec.samples ?? [];
  const media = new MediaCounter();
  samples.forEach((sample, i) => {
    const master = spec.masters[sample.master];
    const layout = master?.layouts[sample.layout];
    if (!master || !layout)
      throw new Error(
        `sample ${i + 1} points at master ${sample.master} layout ${sample.layout}, which does not exist`,
      );
    const part = `ppt/slides/slide${i + 1}.xml`;
    const rels: NewRel[] = [
      { type: REL.slideLayout, target: `../${layoutParts[sample.master]![sample.layout]!.slice(4)}` },
    ];
    pkg.add(part, sampleSlideXml(sample, layout, master, { pkg, rels, media }), CT.slide);
    pkg.rels(part, rels);
  });

  const presRels = pkg.rels("ppt/presentation.xml", [
    ...spec.masters.map((_, m) => ({ type: REL.slideMaster, target: `slideMasters/slideMaster${m + 1}.xml` })),
    ...samples.map((_, i) => ({ type: REL.slide, target: `slides/slide${i + 1}.xml` })),
    { type: REL.presProps, target: "presProps.xml" },
    { type: REL.viewProps, target: "viewProps.xml" },
    { type: REL.theme, target: "theme/theme1.xml" },
    { type: REL.tableStyles, target: "tableStyles.xml" },
  ]);
  pkg.add(
    "ppt/presentation.xml",
    presentationXml({
      width,
      height,
      masterIds,
      masterRids: presRels.slice(0, spec.masters.length),
      slideRids: presRels.slice(spec.masters.length, spec.masters.length + samples.length),
    }),
    spec.potx ? CT.template : CT.presentation,
  );
  pkg.add("ppt/presProps.xml", `${XML_DECL}<p:presentationPr ${PML_NS}/>`, CT.presProps);
  pkg.add("ppt/viewProps.xml", viewPropsXml(), CT.viewProps);
  pkg.add(
    "ppt/tableStyles.xml",
    `${XML_DECL}<a:tblStyleLst xmlns:a="${NS.a}" def="${TABLE_STYLE_ID}"/>`,
    CT.tableStyles,
  );
  pkg.add("docProps/app.xml", appXml(samples.length, [width, height]), CT.extendedProps);
  pkg.add("docProps/core.xml", coreXml(), CT.coreProps);
  pkg.rels("", [
    { type: REL.officeDocument, target: "ppt/presentation.xml" },
    { type: REL.coreProps, target: "docProps/core.xml" },
    { type: REL.extendedProps, target: "docProps/app.xml" },
  ]);
  return pkg.zip();
}

// ---------------------------------------------------------------- package

interface NewRel {
  type: string;
  target: string;
}

class PackageWriter {
  private files = new Map<string, Uint8Array>();
  private overrides = new Map<string, string>();

  add(name: string, content: string | Uint8Array, contentType?: string): void {
    if (this.files.has(name)) throw new Error(`part ${name} written twice`);
    this.files.set(name, typeof content === "string" ? strToU8(content) : content);
    if (contentType) this.overrides.set(name, contentType);
  }

  /** Writes the part's relationships (rId1, rId2, ... in order) and returns their ids. */
  rels(part: string, rels: NewRel[]): string[] {
    const slash = part.lastIndexOf("/");
    const relsPart = `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
    const ids = rels.map((_, i) => `rId${i + 1}`);
    const body = rels.map((r, i) => `<Relationship Id="${ids[i]}" Type="${r.type}" Target="${r.target}"/>`).join("");
    this.add(
      relsPart,
      `${XML_DECL}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${body}</Relationships>`,
    );
    return ids;
  }

  zip(): Uint8Array {
    const defaults = Object.entries(DEFAULT_TYPES).map(
      ([ext, type]) => `<Default Extension="${ext}" ContentType="${type}"/>`,
    );
    const overrides = [...this.overrides].map(
      ([name, type]) => `<Override PartName="/${name}" ContentType="${type}"/>`,
    );
    const types = `${XML_DECL}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${defaults.join("")}${overrides.join("")}</Types>`;
    const entries: Record<string, Uint8Array> = { "[Content_Types].xml": strToU8(types) };
    for (const [name, data] of this.files) entries[name] = data;
    return zipSync(entries, { level: 6, mtime: FIXED_TIME });
  }
}

/** Numbers media, charts and diagrams across the whole package. */
class MediaCounter {
  private counts = new Map<string, number>();
  next(kind: "image" | "chart" | "diagram"): number {
    const n = (this.counts.get(kind) ?? 0) + 1;
    this.counts.set(kind, n);
    return n;
  }
}

// ---------------------------------------------------------------- colours and text

function colourXml(c: Colour): string {
  if (/^#?[0-9a-f]{6}$/i.test(c)) return `<a:srgbClr val="${c.replace("#", "").toUpperCase()}"/>`;
  if (!SCHEME_NAMES.has(c)) throw new Error(`"${c}" is neither a hex colour nor a scheme colour`);
  return `<a:schemeClr val="${c}"/>`;
}

const solidFill = (c: Colour) => `<a:solidFill>${colourXml(c)}</a:solidFill>`;

function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const run = (text: string) => `<a:r><a:rPr lang="en-US" dirty="0"/><a:t>${esc(text)}</a:t></a:r>`;
const paragraph = (text: string, level = 0) => `<a:p>${level ? `<a:pPr lvl="${level}"/>` : ""}${run(text)}</a:p>`;
const unbulleted = (text: string) => `<a:p><a:pPr marL="0" indent="0"><a:buNone/></a:pPr>${run(text)}</a:p>`;

const xfrm = ([x, y, cx, cy]: Box, tag = "a:xfrm") =>
  `<${tag}><a:off x="${emu(x)}" y="${emu(y)}"/><a:ext cx="${emu(cx)}" cy="${emu(cy)}"/></${tag}>`;

const GROUP_HEAD =
  `<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>` +
  `<p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/><a:chOff x="0" y="0"/><a:chExt cx="0" cy="0"/></a:xfrm></p:grpSpPr>`;

function background(fill: Background | undefined, fallbackToTheme: boolean): string {
  if (typeof fill === "object") {
    const stops = fill.gradient
      .map((c, i) => `<a:gs pos="${i * 100000}">${solidFill(c).replace(/^<a:solidFill>|<\/a:solidFill>$/g, "")}</a:gs>`)
      .join("");
    return `<p:bg><p:bgPr><a:gradFill rotWithShape="1"><a:gsLst>${stops}</a:gsLst><a:lin ang="2700000" scaled="0"/></a:gradFill><a:effectLst/></p:bgPr></p:bg>`;
  }
  if (fill) return `<p:bg><p:bgPr>${solidFill(fill)}<a:effectLst/></p:bgPr></p:bg>`;
  return fallbackToTheme ? `<p:bg><p:bgRef idx="1001"><a:schemeClr val="bg1"/></p:bgRef></p:bg>` : "";
}

// ---------------------------------------------------------------- theme

function themeXml(theme: ThemeSpec): string {
  const slots: SchemeSlot[] = [
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
  ];
  const colours = slots
    .map((s) => `<a:${s}><a:srgbClr val="${theme.colours[s].replace("#", "").toUpperCase()}"/></a:${s}>`)
    .join("");
  const font = (tag: string, latin: string) =>
    `<a:${tag}><a:latin typeface="${esc(latin)}"/><a:ea typeface=""/><a:cs typeface=""/></a:${tag}>`;
  const name = esc(theme.name);
  return (
    `${XML_DECL}<a:theme xmlns:a="${NS.a}" name="${name}"><a:themeElements>` +
    `<a:clrScheme name="${name}">${colours}</a:clrScheme>` +
    `<a:fontScheme name="${name}">${font("majorFont", theme.major)}${font("minorFont", theme.minor)}</a:fontScheme>` +
    FORMAT_SCHEME +
    `</a:themeElements><a:objectDefaults/><a:extraClrSchemeLst/></a:theme>`
  );
}

// The Office theme's format scheme: three fills, lines, effects and background fills, as PowerPoint writes them.
const FORMAT_SCHEME =
  `<a:fmtScheme name="Office"><a:fillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill>` +
  `<a:gradFill rotWithShape="1"><a:gsLst><a:gs pos="0"><a:schemeClr val="phClr"><a:tint val="50000"/><a:satMod val="300000"/></a:schemeClr></a:gs><a:gs pos="35000"><a:schemeClr val="phClr"><a:tint val="37000"/><a:satMod val="300000"/></a:schemeClr></a:gs><a:gs pos="100000"><a:schemeClr val="phClr"><a:tint val="15000"/><a:satMod val="350000"/></a:schemeClr></a:gs></a:gsLst><a:lin ang="16200000" scaled="1"/></a:gradFill>` +
  `<a:gradFill rotWithShape="1"><a:gsLst><a:gs pos="0"><a:schemeClr val="phClr"><a:tint val="100000"/><a:shade val="100000"/><a:satMod val="130000"/></a:schemeClr></a:gs><a:gs pos="100000"><a:schemeClr val="phClr"><a:tint val="50000"/><a:shade val="100000"/><a:satMod val="350000"/></a:schemeClr></a:gs></a:gsLst><a:lin ang="16200000" scaled="0"/></a:gradFill></a:fillStyleLst>` +
  `<a:lnStyleLst><a:ln w="9525" cap="flat" cmpd="sng" algn="ctr"><a:solidFill><a:schemeClr val="phClr"><a:shade val="95000"/><a:satMod val="105000"/></a:schemeClr></a:solidFill><a:prstDash val="solid"/></a:ln>` +
  `<a:ln w="25400" cap="flat" cmpd="sng" algn="ctr"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:prstDash val="solid"/></a:ln>` +
  `<a:ln w="38100" cap="flat" cmpd="sng" algn="ctr"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:prstDash val="solid"/></a:ln></a:lnStyleLst>` +
  `<a:effectStyleLst><a:effectStyle><a:effectLst><a:outerShdw blurRad="40000" dist="20000" dir="5400000" rotWithShape="0"><a:srgbClr val="000000"><a:alpha val="38000"/></a:srgbClr></a:outerShdw></a:effectLst></a:effectStyle>` +
  `<a:effectStyle><a:effectLst><a:outerShdw blurRad="40000" dist="23000" dir="5400000" rotWithShape="0"><a:srgbClr val="000000"><a:alpha val="35000"/></a:srgbClr></a:outerShdw></a:effectLst></a:effectStyle>` +
  `<a:effectStyle><a:effectLst><a:outerShdw blurRad="40000" dist="23000" dir="5400000" rotWithShape="0"><a:srgbClr val="000000"><a:alpha val="35000"/></a:srgbClr></a:outerShdw></a:effectLst><a:scene3d><a:camera prst="orthographicFront"><a:rot lat="0" lon="0" rev="0"/></a:camera><a:lightRig rig="threePt" dir="t"><a:rot lat="0" lon="0" rev="1200000"/></a:lightRig></a:scene3d><a:sp3d><a:bevelT w="63500" h="25400"/></a:sp3d></a:effectStyle></a:effectStyleLst>` +
  `<a:bgFillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill>` +
  `<a:gradFill rotWithShape="1"><a:gsLst><a:gs pos="0"><a:schemeClr val="phClr"><a:tint val="40000"/><a:satMod val="350000"/></a:schemeClr></a:gs><a:gs pos="40000"><a:schemeClr val="phClr"><a:tint val="45000"/><a:shade val="99000"/><a:satMod val="350000"/></a:schemeClr></a:gs><a:gs pos="100000"><a:schemeClr val="phClr"><a:shade val="20000"/><a:satMod val="255000"/></a:schemeClr></a:gs></a:gsLst><a:path path="circle"><a:fillToRect l="50000" t="-80000" r="50000" b="180000"/></a:path></a:gradFill>` +
  `<a:gradFill rotWithShape="1"><a:gsLst><a:gs pos="0"><a:schemeClr val="phClr"><a:tint val="80000"/><a:satMod val="300000"/></a:schemeClr></a:gs><a:gs pos="100000"><a:schemeClr val="phClr"><a:shade val="30000"/><a:satMod val="200000"/></a:schemeClr></a:gs></a:gsLst><a:path path="circle"><a:fillToRect l="50000" t="50000" r="50000" b="50000"/></a:path></a:gradFill></a:bgFillStyleLst></a:fmtScheme>`;

// ---------------------------------------------------------------- master

const BODY_SIZES = [2800, 2400, 2000, 1800, 1800, 1800, 1800, 1800, 1800];
const LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8];

function masterXml(master: MasterSpec, layoutIds: number[], size: [number, number]): string {
  const clrMap = { bg1: "lt1", tx1: "dk1", bg2: "lt2", tx2: "dk2", ...master.clrMap };
  const ids = new ShapeIds();
  const shapes = [
    ...(master.artwork ?? []).map((art) => artworkXml(art, ids.next())),
    masterPlaceholder(
      ids.next(),
      "Title Placeholder",
      `<p:ph type="title"${master.titleVert && master.titleVert !== "horz" ? ` orient="vert"` : ""}/>`,
      master.title,
      bodyPr(master.titleVert, `anchor="ctr"`),
      paragraph("Click to edit Master title style"),
    ),
    masterPlaceholder(
      ids.next(),
      "Text Placeholder",
      `<p:ph type="body" idx="1"/>`,
      master.body,
      bodyPr(undefined, ""),
      ["Click to edit Master text styles", "Second level", "Third level", "Fourth level", "Fifth level"]
        .map((t, l) => paragraph(t, l))
        .join(""),
    ),
    ...(master.footers === false ? [] : footerPlaceholders(master.body, size, ids)),
  ];
  const layoutList = layoutIds.map((id, i) => `<p:sldLayoutId id="${id}" r:id="rId${i + 1}"/>`).join("");
  return (
    `${XML_DECL}<p:sldMaster ${PML_NS}><p:cSld${master.name ? ` name="${esc(master.name)}"` : ""}>${background(master.background, true)}` +
    `<p:spTree>${GROUP_HEAD}${shapes.join("")}</p:spTree></p:cSld>` +
    `<p:clrMap bg1="${clrMap.bg1}" tx1="${clrMap.tx1}" bg2="${clrMap.bg2}" tx2="${clrMap.tx2}" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/>` +
    `<p:sldLayoutIdLst>${layoutList}</p:sldLayoutIdLst>` +
    `<p:txStyles>${titleStyle(master.titleColour ?? "tx1")}${bodyStyle(master.bodyColour ?? "tx1")}${otherStyle()}</p:txStyles></p:sldMaster>`
  );
}

class ShapeIds {
  private n = 1;
  next(): number {
    return ++this.n;
  }
}

function bodyPr(vert: TextDirection | undefined, extra: string, autofit = true): string {
  const attrs = `vert="${vert ?? "horz"}" lIns="91440" tIns="45720" rIns="91440" bIns="45720" rtlCol="0"${extra ? ` ${extra}` : ""}`;
  return autofit ? `<a:bodyPr ${attrs}><a:normAutofit/></a:bodyPr>` : `<a:bodyPr ${attrs}/>`;
}

function masterPlaceholder(
  id: number,
  name: string,
  ph: string,
  box: Box,
  bodyProps: string,
  paragraphs: string,
  lstStyle = "<a:lstStyle/>",
): string {
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name} ${id - 1}"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr>${ph}</p:nvPr></p:nvSpPr>` +
    `<p:spPr>${xfrm(box)}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr>` +
    `<p:txBody>${bodyProps}${lstStyle}${paragraphs}</p:txBody></p:sp>`
  );
}

/** Date, footer and slide number along the bottom, spanning the body's width. */
function footerPlaceholders(body: Box, [, height]: [number, number], ids: ShapeIds): string[] {
  const [x, , w] = body;
  const y = height - 0.55;
  const footerStyle = (algn: string) =>
    `<a:lstStyle><a:lvl1pPr algn="${algn}"><a:defRPr sz="1200"><a:solidFill><a:schemeClr val="tx1"><a:tint val="75000"/></a:schemeClr></a:solidFill></a:defRPr></a:lvl1pPr></a:lstStyle>`;
  const anchor = bodyPr(undefined, `anchor="ctr"`, false);
  const date = `<a:p><a:fld id="{2E6D2D6E-6A4B-4C55-9E1E-9C2B8E0D4F11}" type="datetimeFigureOut"><a:rPr lang="en-US"/><a:t>1/2/2024</a:t></a:fld><a:endParaRPr lang="en-US"/></a:p>`;
  const number = `<a:p><a:fld id="{B6F15528-21DE-4FAA-801E-634DDDAF4B2B}" type="slidenum"><a:rPr lang="en-US"/><a:t>‹#›</a:t></a:fld><a:endParaRPr lang="en-US"/></a:p>`;
  return [
    masterPlaceholder(
      ids.next(),
      "Date Placeholder",
      `<p:ph type="dt" sz="half" idx="10"/>`,
      [x, y, w * 0.25, 0.4],
      anchor,
      date,
      footerStyle("l"),
    ),
    masterPlaceholder(
      ids.next(),
      "Footer Placeholder",
      `<p:ph type="ftr" sz="quarter" idx="11"/>`,
      [x + w * 0.3, y, w * 0.4, 0.4],
      anchor,
      `<a:p><a:endParaRPr lang="en-US"/></a:p>`,
      footerStyle("ctr"),
    ),
    masterPlaceholder(
      ids.next(),
      "Slide Number Placeholder",
      `<p:ph type="sldNum" sz="quarter" idx="12"/>`,
      [x + w * 0.75, y, w * 0.25, 0.4],
      anchor,
      number,
      footerStyle("r"),
    ),
  ];
}

function runProps(sz: number, colour: Colour, font: "mj" | "mn"): string {
  return `<a:defRPr sz="${sz}" kern="1200">${solidFill(colour)}<a:latin typeface="+${font}-lt"/><a:ea typeface="+${font}-ea"/><a:cs typeface="+${font}-cs"/></a:defRPr>`;
}

const PARA_DEFAULTS = `defTabSz="914400" rtl="0" eaLnBrk="1" latinLnBrk="0" hangingPunct="1"`;

function titleStyle(colour: Colour): string {
  return `<p:titleStyle><a:lvl1pPr algn="l" ${PARA_DEFAULTS}><a:lnSpc><a:spcPct val="90000"/></a:lnSpc><a:spcBef><a:spcPct val="0"/></a:spcBef><a:buNone/>${runProps(4400, colour, "mj")}</a:lvl1pPr></p:titleStyle>`;
}

function bodyStyle(colour: Colour): string {
  const level = (l: number) =>
    `<a:lvl${l + 1}pPr marL="${228600 + l * 457200}" indent="-228600" algn="l" ${PARA_DEFAULTS}><a:lnSpc><a:spcPct val="90000"/></a:lnSpc><a:spcBef><a:spcPts val="${l ? 500 : 1000}"/></a:spcBef>` +
    `<a:buFont typeface="Arial" panose="020B0604020202020204" pitchFamily="34" charset="0"/><a:buChar char="•"/>${runProps(BODY_SIZES[l]!, colour, "mn")}</a:lvl${l + 1}pPr>`;
  return `<p:bodyStyle>${LEVELS.map(level).join("")}</p:bodyStyle>`;
}

function plainLevels(): string {
  return LEVELS.map(
    (l) =>
      `<a:lvl${l + 1}pPr marL="${l * 457200}" algn="l" ${PARA_DEFAULTS}>${runProps(1800, "tx1", "mn")}</a:lvl${l + 1}pPr>`,
  ).join("");
}

function otherStyle(): string {
  return `<p:otherStyle><a:defPPr><a:defRPr lang="en-US"/></a:defPPr>${plainLevels()}</p:otherStyle>`;
}

function artworkXml(art: ArtSpec, id: number): string {
  const text = art.text
    ? `<p:txBody><a:bodyPr rtlCol="0" anchor="ctr"/><a:lstStyle/><a:p><a:pPr algn="ctr"/><a:r><a:rPr lang="en-US" sz="1400" b="1" dirty="0">${solidFill(art.textColour ?? "FFFFFF")}</a:rPr><a:t>${esc(art.text)}</a:t></a:r></a:p></p:txBody>`
    : "";
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${art.text ? `Logo ${esc(art.text)}` : `Artwork ${id - 1}`}"/><p:cNvSpPr/><p:nvPr userDrawn="1"/></p:nvSpPr>` +
    `<p:spPr>${xfrm(art.box)}<a:prstGeom prst="${art.shape ?? "rect"}"><a:avLst/></a:prstGeom>${solidFill(art.fill)}<a:ln><a:noFill/></a:ln></p:spPr>${text}</p:sp>`
  );
}

// ---------------------------------------------------------------- layouts

const PROMPTS: Record<PhType, string> = {
  title: "Click to edit Master title style",
  ctrTitle: "Click to edit Master title style",
  subTitle: "Click to edit Master subtitle style",
  body: "Click to edit Master text styles",
  obj: "Click to edit Master text styles",
  pic: "Click icon to add picture",
  tbl: "Click icon to add table",
  chart: "Click icon to add chart",
  dt: "",
  ftr: "",
  sldNum: "",
};
const NAMES: Record<PhType, string> = {
  title: "Title",
  ctrTitle: "Title",
  subTitle: "Subtitle",
  body: "Text Placeholder",
  obj: "Content Placeholder",
  pic: "Picture Placeholder",
  tbl: "Table Placeholder",
  chart: "Chart Placeholder",
  dt: "Date Placeholder",
  ftr: "Footer Placeholder",
  sldNum: "Slide Number Placeholder",
};
const FOOTERS: PhSpec[] = [
  { type: "dt", idx: 10 },
  { type: "ftr", idx: 11 },
  { type: "sldNum", idx: 12 },
];

/** The `<p:ph>` element a layout placeholder and the slide placeholders filling it share. */
function phTag(ph: PhSpec, onLayout: boolean): string {
  const type = ph.type && ph.type !== "obj" ? ` type="${ph.type}"` : "";
  const orient = ph.vert && ph.vert !== "horz" ? ` orient="vert"` : "";
  const sz = ph.type === "dt" ? ` sz="half"` : ph.type === "ftr" || ph.type === "sldNum" ? ` sz="quarter"` : "";
  const idx = ph.idx !== undefined ? ` idx="${ph.idx}"` : "";
  const custom = onLayout && ph.prompt ? ` hasCustomPrompt="1"` : "";
  return `<p:ph${type}${orient}${sz}${idx}${custom}/>`;
}

function layoutXml(layout: LayoutSpec, master: MasterSpec): string {
  const ids = new ShapeIds();
  const withFooters = layout.footers ?? master.footers !== false;
  const footers = withFooters ? FOOTERS.filter((f) => !layout.placeholders.some((p) => p.type === f.type)) : [];
  const shapes = [
    ...(layout.artwork ?? []).map((art) => artworkXml(art, ids.next())),
    ...[...layout.placeholders, ...footers].map((ph) => layoutPlaceholder(ph, ids.next())),
  ];
  const custom = layout.type === "cust" ? ` userDrawn="1"` : "";
  return (
    `${XML_DECL}<p:sldLayout ${PML_NS} type="${layout.type}" preserve="1"${custom}><p:cSld name="${esc(layout.name)}">${background(layout.background, false)}` +
    `<p:spTree>${GROUP_HEAD}${shapes.join("")}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>`
  );
}

function layoutPlaceholder(ph: PhSpec, id: number): string {
  const type = ph.type ?? "obj";
  const name = ph.name ?? `${NAMES[type]} ${id - 1}`;
  const prompt = ph.prompt ?? PROMPTS[type];
  const text =
    type === "sldNum"
      ? `<a:p><a:fld id="{B6F15528-21DE-4FAA-801E-634DDDAF4B2B}" type="slidenum"><a:rPr lang="en-US"/><a:t>‹#›</a:t></a:fld><a:endParaRPr lang="en-US"/></a:p>`
      : prompt
        ? paragraph(prompt)
        : `<a:p><a:endParaRPr lang="en-US"/></a:p>`;
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${esc(name)}"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr>${phTag(ph, true)}</p:nvPr></p:nvSpPr>` +
    `<p:spPr>${ph.box ? xfrm(ph.box) : ""}</p:spPr>` +
    `<p:txBody>${ph.vert ? `<a:bodyPr vert="${ph.vert}"/>` : "<a:bodyPr/>"}${layoutListStyle(ph)}${text}</p:txBody></p:sp>`
  );
}

/** Centred title-slide text, and the placeholder's own colour and size where it overrides the master. */
function layoutListStyle(ph: PhSpec): string {
  const centred = ph.type === "ctrTitle" || ph.type === "subTitle";
  if (!centred && !ph.textColour && !ph.size) return "<a:lstStyle/>";
  const paraAttrs = ph.type === "subTitle" ? ` marL="0" indent="0" algn="ctr"` : centred ? ` algn="ctr"` : "";
  const bullets = ph.type === "subTitle" ? "<a:buNone/>" : "";
  const fill = ph.textColour ? solidFill(ph.textColour) : "";
  // The colour goes on every level a body can use, so a dark layout has no dark second-level text.
  const levels = [0, 1, 2, 3, 4].map((l) => {
    const sz = l === 0 && ph.size ? ` sz="${Math.round(ph.size * 100)}"` : "";
    if (l > 0 && !fill) return "";
    const defRPr = fill ? `<a:defRPr${sz}>${fill}</a:defRPr>` : `<a:defRPr${sz}/>`;
    return `<a:lvl${l + 1}pPr${l === 0 ? paraAttrs : ""}>${l === 0 ? bullets : ""}${defRPr}</a:lvl${l + 1}pPr>`;
  });
  return `<a:lstStyle>${levels.join("")}</a:lstStyle>`;
}

// ---------------------------------------------------------------- sample slides

interface SlideContext {
  pkg: PackageWriter;
  rels: NewRel[];
  media: MediaCounter;
}

const DEFAULT_TITLES: Record<SampleKind, string> = {
  title: "Annual Strategy Review",
  section: "Market Results",
  bullets: "Highlights of the Year",
  "two-column": "Before and After",
  table: "Regional Figures",
  chart: "Sales by Quarter",
  smartart: "Our Process",
  image: "Field Work",
  quote: "What Customers Say",
};

const isTitle = (ph: PhSpec) => ph.type === "title" || ph.type === "ctrTitle";
const isObject = (ph: PhSpec) => ph.type === undefined || ph.type === "obj";
const isText = (ph: PhSpec) => isObject(ph) || ph.type === "body" || ph.type === "subTitle";

function sampleSlideXml(sample: SampleSpec, layout: LayoutSpec, master: MasterSpec, ctx: SlideContext): string {
  const ids = new ShapeIds();
  const shapes: string[] = [];
  const titlePh = layout.placeholders.find(isTitle);
  if (titlePh) shapes.push(textShape(titlePh, ids.next(), [sample.title ?? DEFAULT_TITLES[sample.kind]]));
  const texts = layout.placeholders.filter(isText);
  const frameHost = layout.placeholders.find(isObject) ?? texts[0];
  const frameBox = frameHost?.box ?? master.body;
  const addRel = (type: string, target: string) => `rId${ctx.rels.push({ type, target })}`;

  switch (sample.kind) {
    case "title":
      if (texts[0]) shapes.push(textShape(texts[0], ids.next(), ["Prepared for the board, January 2024"]));
      break;
    case "section":
      if (texts[0]) shapes.push(textShape(texts[0], ids.next(), ["Where we grew and why"]));
      break;
    case "bullets":
      if (texts[0])
        shapes.push(
          textShape(texts[0], ids.next(), [
            "Revenue grew 18% year on year",
            "Three new markets opened",
            "Customer churn fell below 4%",
            "Two products launched on time",
          ]),
        );
      break;
    case "two-column":
      texts
        .slice(0, 2)
        .forEach((ph, i) =>
          shapes.push(
            textShape(
              ph,
              ids.next(),
              i ? ["Automated reports", "One shared dashboard"] : ["Manual reports", "Six spreadsheets"],
            ),
          ),
        );
      break;
    case "quote":
      if (texts[0])
        shapes.push(
          textShape(
            texts[0],
            ids.next(),
            ["“The rollout took a week instead of a quarter.”", "— Operations lead, pilot customer"],
            false,
          ),
        );
      break;
    case "table":
      shapes.push(tableFrame(frameHost, ids.next(), frameBox));
      break;
    case "chart":
      shapes.push(chartFrame(frameHost, ids.next(), frameBox, addChart(ctx, addRel)));
      break;
    case "smartart":
      shapes.push(diagramFrame(frameHost, ids.next(), frameBox, addDiagram(ctx, addRel, frameBox)));
      break;
    case "image": {
      const picPh = layout.placeholders.find((p) => p.type === "pic");
      shapes.push(pictureShape(picPh, ids.next(), picPh?.box ?? master.body, addImage(ctx, addRel)));
      const caption = texts.find((p) => p.type === "body");
      if (caption) shapes.push(textShape(caption, ids.next(), ["Survey team on site, spring 2024"]));
      break;
    }
  }
  return `${XML_DECL}<p:sld ${PML_NS}><p:cSld><p:spTree>${GROUP_HEAD}${shapes.join("")}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`;
}

function textShape(ph: PhSpec, id: number, lines: string[], bullets = true): string {
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${NAMES[ph.type ?? "obj"]} ${id - 1}"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr>${phTag(ph, false)}</p:nvPr></p:nvSpPr>` +
    `<p:spPr/><p:txBody><a:bodyPr/><a:lstStyle/>${lines.map((l) => (bullets ? paragraph(l) : unbulleted(l))).join("")}</p:txBody></p:sp>`
  );
}

/** A graphic frame must carry its own xfrm even when it sits in a placeholder. */
function graphicFrame(ph: PhSpec | undefined, id: number, name: string, box: Box, graphicData: string): string {
  return (
    `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="${id}" name="${name} ${id - 1}"/><p:cNvGraphicFramePr><a:graphicFrameLocks noGrp="1"/></p:cNvGraphicFramePr>` +
    `<p:nvPr>${ph ? phTag(ph, false) : ""}</p:nvPr></p:nvGraphicFramePr>${xfrm(box, "p:xfrm")}<a:graphic>${graphicData}</a:graphic></p:graphicFrame>`
  );
}

function tableFrame(ph: PhSpec | undefined, id: number, box: Box): string {
  const rows = [
    ["Region", "2023", "2024"],
    ["North", "4.1", "4.8"],
    ["South", "3.2", "3.9"],
  ];
  const rowHeight = 0.5;
  const colWidth = emu(box[2] / 3);
  const cell = (t: string) => `<a:tc><a:txBody><a:bodyPr/><a:lstStyle/>${paragraph(t)}</a:txBody><a:tcPr/></a:tc>`;
  const table =
    `<a:tbl><a:tblPr firstRow="1" bandRow="1"><a:tableStyleId>${TABLE_STYLE_ID}</a:tableStyleId></a:tblPr>` +
    `<a:tblGrid>${rows[0]!.map(() => `<a:gridCol w="${colWidth}"/>`).join("")}</a:tblGrid>` +
    rows.map((r) => `<a:tr h="${emu(rowHeight)}">${r.map(cell).join("")}</a:tr>`).join("") +
    `</a:tbl>`;
  const [x, y] = box;
  return graphicFrame(
    ph,
    id,
    "Table",
    [x, y, (colWidth * 3) / EMU_PER_INCH, rowHeight * rows.length],
    `<a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table">${table}</a:graphicData>`,
  );
}

function chartFrame(ph: PhSpec | undefined, id: number, box: Box, rid: string): string {
  const chart = `<c:chart xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" r:id="${rid}"/>`;
  return graphicFrame(
    ph,
    id,
    "Chart",
    box,
    `<a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/chart">${chart}</a:graphicData>`,
  );
}

function diagramFrame(ph: PhSpec | undefined, id: number, box: Box, rids: DiagramRids): string {
  const relIds = `<dgm:relIds xmlns:dgm="http://schemas.openxmlformats.org/drawingml/2006/diagram" r:dm="${rids.data}" r:lo="${rids.layout}" r:qs="${rids.quickStyle}" r:cs="${rids.colors}"/>`;
  return graphicFrame(
    ph,
    id,
    "Diagram",
    box,
    `<a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/diagram">${relIds}</a:graphicData>`,
  );
}

function pictureShape(ph: PhSpec | undefined, id: number, box: Box, rid: string): string {
  return (
    `<p:pic><p:nvPicPr><p:cNvPr id="${id}" name="Picture ${id - 1}"/><p:cNvPicPr><a:picLocks noGrp="1" noChangeAspect="1"/></p:cNvPicPr><p:nvPr>${ph ? phTag(ph, false) : ""}</p:nvPr></p:nvPicPr>` +
    `<p:blipFill><a:blip r:embed="${rid}"/><a:stretch><a:fillRect/></a:stretch></p:blipFill><p:spPr>${xfrm(box)}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>`
  );
}

// ---------------------------------------------------------------- embedded material (charts, diagrams, images)

/** The decks whose parts are copied in (test/fixtures/third-party/material). */
const materialCache = new Map<string, Record<string, Uint8Array>>();

function material(file: string): Record<string, Uint8Array> {
  let parts = materialCache.get(file);
  if (!parts) materialCache.set(file, (parts = unzipSync(readThirdParty(`material/${file}`))));
  return parts;
}

function materialPart(file: string, name: string): Uint8Array {
  const data = material(file)[name];
  if (!data) throw new Error(`${file} has no part ${name}`);
  return data;
}

type AddRel = (type: string, target: string) => string;

/** A copy of poi-bar-chart.pptx's chart with its embedded workbook, numbered so several charts can coexist. */
function addChart(ctx: SlideContext, addRel: AddRel): string {
  const n = ctx.media.next("chart");
  const file = "poi-bar-chart.pptx";
  const chartPart = `ppt/charts/chart${n}.xml`;
  ctx.pkg.add(chartPart, materialPart(file, "ppt/charts/chart1.xml"), CT.chart);
  ctx.pkg.add(
    `ppt/embeddings/Microsoft_Excel_Worksheet${n}.xlsx`,
    materialPart(file, "ppt/embeddings/Microsoft_Excel_Worksheet1.xlsx"),
  );
  ctx.pkg.rels(chartPart, [{ type: REL.embeddedPackage, target: `../embeddings/Microsoft_Excel_Worksheet${n}.xlsx` }]);
  return addRel(REL.chart, `../charts/chart${n}.xml`);
}

interface DiagramRids {
  data: string;
  layout: string;
  quickStyle: string;
  colors: string;
}

/** A copy of poi-smartart.pptx's five diagram parts; the data part names the drawing by the slide's relationship id. */
function addDiagram(ctx: SlideContext, addRel: AddRel, box: Box): DiagramRids {
  const n = ctx.media.next("diagram");
  const file = "poi-smartart.pptx";
  const copy = (kind: string, type: string, contentType: string, rewrite?: (xml: string) => string) => {
    const source = materialPart(file, `ppt/diagrams/${kind}1.xml`);
    const data = rewrite ? strToU8(rewrite(new TextDecoder().decode(source))) : source;
    ctx.pkg.add(`ppt/diagrams/${kind}${n}.xml`, data, contentType);
    return addRel(type, `../diagrams/${kind}${n}.xml`);
  };
  const drawing = copy("drawing", REL.diagramDrawing, CT.diagramDrawing, (xml) => scaleDrawing(xml, box));
  return {
    data: copy("data", REL.diagramData, CT.diagramData, (xml) =>
      xml.replace(/(<dsp:dataModelExt\b[^>]*\brelId=")[^"]*"/, `$1${drawing}"`),
    ),
    layout: copy("layout", REL.diagramLayout, CT.diagramLayout),
    quickStyle: copy("quickStyle", REL.diagramQuickStyle, CT.diagramStyle),
    colors: copy("colors", REL.diagramColors, CT.diagramColors),
  };
}

// The size of the frame poi-smartart.pptx drew its diagram for (its slide's graphicFrame ext).
const SOURCE_DIAGRAM_FRAME = { cx: 8128000, cy: 5418667 };

/**
 * Shrinks the pre-rendered drawing to fit `box`: LibreOffice draws it at its stored size, so a diagram
 * laid out for a taller frame would run off a 16:9 slide (PowerPoint re-lays it out from the data part).
 */
function scaleDrawing(xml: string, [, , cx, cy]: Box): string {
  const k = Math.min(1, emu(cx) / SOURCE_DIAGRAM_FRAME.cx, emu(cy) / SOURCE_DIAGRAM_FRAME.cy);
  const scaled = (v: string) => String(Math.round(Number(v) * k));
  return xml
    .replace(
      /<a:off x="(\d+)" y="(\d+)"\/>/g,
      (_, x: string, y: string) => `<a:off x="${scaled(x)}" y="${scaled(y)}"/>`,
    )
    .replace(
      /<a:ext cx="(\d+)" cy="(\d+)"\/>/g,
      (_, x: string, y: string) => `<a:ext cx="${scaled(x)}" cy="${scaled(y)}"/>`,
    );
}

function addImage(ctx: SlideContext, addRel: AddRel): string {
  const n = ctx.media.next("image");
  const png = rgbPng(160, 100, (x, y) => [40 + x, 90 + (y >> 1), 200 - (x >> 1)]);
  ctx.pkg.add(`ppt/media/image${n}.png`, png);
  return addRel(REL.image, `../media/image${n}.png`);
}

// ---------------------------------------------------------------- presentation and document properties

interface PresentationInput {
  width: number;
  height: number;
  masterIds: number[];
  masterRids: string[];
  slideRids: string[];
}

function presentationXml(p: PresentationInput): string {
  const masters = p.masterIds.map((id, i) => `<p:sldMasterId id="${id}" r:id="${p.masterRids[i]}"/>`).join("");
  const slides = p.slideRids.map((rid, i) => `<p:sldId id="${FIRST_SLIDE_ID + i}" r:id="${rid}"/>`).join("");
  const type = p.width === 10 && p.height === 7.5 ? ` type="screen4x3"` : "";
  return (
    `${XML_DECL}<p:presentation ${PML_NS} saveSubsetFonts="1"><p:sldMasterIdLst>${masters}</p:sldMasterIdLst>` +
    (slides ? `<p:sldIdLst>${slides}</p:sldIdLst>` : "") +
    `<p:sldSz cx="${emu(p.width)}" cy="${emu(p.height)}"${type}/><p:notesSz cx="6858000" cy="9144000"/>` +
    `<p:defaultTextStyle><a:defPPr><a:defRPr lang="en-US"/></a:defPPr>${plainLevels()}</p:defaultTextStyle></p:presentation>`
  );
}

function viewPropsXml(): string {
  return (
    `${XML_DECL}<p:viewPr ${PML_NS}><p:normalViewPr><p:restoredLeft sz="15620"/><p:restoredTop sz="94660"/></p:normalViewPr>` +
    `<p:slideViewPr><p:cSldViewPr snapToGrid="0"><p:cViewPr varScale="1"><p:scale><a:sx n="100" d="100"/><a:sy n="100" d="100"/></p:scale><p:origin x="0" y="0"/></p:cViewPr><p:guideLst/></p:cSldViewPr></p:slideViewPr>` +
    `<p:gridSpacing cx="76200" cy="76200"/></p:viewPr>`
  );
}

function appXml(slides: number, [width, height]: [number, number]): string {
  const format =
    width === 10 && height === 7.5
      ? "On-screen Show (4:3)"
      : Math.abs(width / height - 16 / 9) < 0.01
        ? "Widescreen"
        : "Custom";
  return (
    `${XML_DECL}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">` +
    `<TotalTime>0</TotalTime><Words>0</Words><Application>Microsoft Office PowerPoint</Application><PresentationFormat>${format}</PresentationFormat>` +
    `<Paragraphs>0</Paragraphs><Slides>${slides}</Slides><Notes>0</Notes><HiddenSlides>0</HiddenSlides><MMClips>0</MMClips><ScaleCrop>false</ScaleCrop>` +
    `<LinksUpToDate>false</LinksUpToDate><SharedDoc>false</SharedDoc><HyperlinksChanged>false</HyperlinksChanged><AppVersion>16.0000</AppVersion></Properties>`
  );
}

function coreXml(): string {
  const when = FIXED_TIME.toISOString().replace(/\.\d+Z$/, "Z");
  return (
    `${XML_DECL}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
    `<dc:title>Constructed template</dc:title><dc:creator>template-kit</dc:creator><cp:lastModifiedBy>template-kit</cp:lastModifiedBy><cp:revision>1</cp:revision>` +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${when}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${when}</dcterms:modified></cp:coreProperties>`
  );
}
