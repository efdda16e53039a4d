// The built-in template's slide master and its nine layouts (one per text layout of the source model), artwork marked as decoration, at any size.
import { FRAME_WIDTH, frameHeight, sizeSpec, type SlideSize } from "../model/slide-size.js";
import { NS, XML_DECL } from "../ooxml/xml.js";
import {
  NO_LINE,
  presetGeometry,
  solidFill,
  sp,
  spTreeRoot,
  textBody,
  type PlaceholderSpec,
} from "../ooxml/drawingml-write.js";
import { emuBox, type Box as EmuBox } from "../ooxml/drawingml.js";
import { contentEdge, themeArtwork, TEXT_SHARE, type Mark } from "../slide-kinds/artwork.js";
import type { ResolvedTheme } from "../model/themes.js";

/** Designed at 16:9 (12,192,000 × 6,858,000 EMU); other sizes stretch positions and scale type with the width. */
const SLIDE_W = 12192000;
const SLIDE_H = 6858000;

interface Scale {
  sx: number;
  sy: number;
}

function scaleOf(size?: SlideSize): Scale {
  const s = sizeSpec(size);
  return { sx: s.cx / SLIDE_W, sy: s.cy / SLIDE_H };
}

/** A font size in hundredths of a point, scaled with the slide's width (so every size keeps the same proportions). */
const fontSize = (hundredths: number, k: Scale) => Math.round((hundredths * k.sx) / 100) * 100;

const ROOT = `xmlns:a="${NS.a}" xmlns:r="${NS.r}" xmlns:p="${NS.p}"`;

type Box = [number, number, number, number];
const scaled = (b: Box, k: Scale): EmuBox => {
  const [x, y, cx, cy] = [b[0] * k.sx, b[1] * k.sy, b[2] * k.sx, b[3] * k.sy].map(Math.round) as Box;
  return emuBox(x, y, cx, cy);
};

interface Ph {
  name: string;
  type?: string;
  idx?: number;
  sz?: "half" | "quarter";
  box?: Box;
  /** bodyPr attributes and level-1 paragraph properties, when they differ from the master. */
  anchor?: "t" | "ctr" | "b";
  algn?: "l" | "ctr" | "r";
  size?: number;
  italic?: boolean;
  noBullet?: boolean;
  color?: string;
  /** An explicit RGB text colour (text on the theme's own artwork). */
  rgb?: string;
}

function ph(id: number, p: Ph, k: Scale): string {
  const spec: PlaceholderSpec = { type: p.type, sz: p.sz, idx: p.idx };
  const ppr = [p.algn ? `algn="${p.algn}"` : "", p.noBullet ? 'marL="0" indent="0"' : ""].filter(Boolean).join(" ");
  const rpr = [p.size ? `sz="${fontSize(p.size, k)}"` : "", p.italic ? 'i="1"' : ""].filter(Boolean).join(" ");
  const fill = p.rgb ? solidFill(p.rgb) : p.color ? schemeFill(p.color) : "";
  const lvl1 =
    ppr || rpr || p.noBullet || fill
      ? `<a:lvl1pPr${ppr ? ` ${ppr}` : ""}>${p.noBullet ? "<a:buNone/>" : ""}<a:defRPr${rpr ? ` ${rpr}` : ""}>${fill}</a:defRPr></a:lvl1pPr>`
      : "";
  const txBody = textBody('<a:p><a:endParaRPr lang="en-US"/></a:p>', { bodyPr: { anchor: p.anchor }, lstStyle: lvl1 });
  return sp({
    id,
    name: p.name,
    locks: { noGrp: true },
    ph: spec,
    spPr: { box: p.box ? scaled(p.box, k) : undefined },
    txBody,
  });
}

const TITLE: Box = [838200, 365125, 10515600, 1325563];
/** Width of the title and subtitle on opening slides: the left part of the slide, clear of the artwork. */
const OPENING_W = Math.round(12192000 * TEXT_SHARE) - 838200;
const BODY: Box = [838200, 1825625, 10515600, 4351338];

export interface LayoutDef {
  file: string;
  name: string;
  type: string;
  phs: Ph[];
}

/** In deck-layout order: title, section, bullets, content, two-column, table, chart, quote, image. */
export const LAYOUTS: LayoutDef[] = [
  // Title and section slides are set on the left of the theme's gradient, its artwork on the right third (artwork.ts).
  {
    file: "slideLayout1.xml",
    name: "Title Slide",
    type: "title",
    phs: [
      {
        name: "Title 1",
        type: "ctrTitle",
        box: [838200, 2057400, OPENING_W, 2286000],
        anchor: "b",
        algn: "l",
        size: 5400,
      },
      {
        name: "Subtitle 2",
        type: "subTitle",
        idx: 1,
        box: [838200, 4457700, OPENING_W, 1371600],
        algn: "l",
        size: 2400,
        noBullet: true,
      },
    ],
  },
  {
    file: "slideLayout2.xml",
    name: "Section Header",
    type: "secHead",
    phs: [
      { name: "Title 1", type: "title", box: [838200, 2057400, OPENING_W, 2286000], anchor: "b", size: 5400 },
      {
        name: "Text Placeholder 2",
        type: "body",
        idx: 1,
        box: [838200, 4457700, OPENING_W, 1371600],
        size: 2400,
        noBullet: true,
      },
    ],
  },
  {
    file: "slideLayout3.xml",
    name: "Title and Content",
    type: "obj",
    phs: [
      { name: "Title 1", type: "title" },
      { name: "Content Placeholder 2", idx: 1 },
    ],
  },
  {
    file: "slideLayout4.xml",
    name: "Title and Text",
    type: "tx",
    phs: [
      { name: "Title 1", type: "title" },
      { name: "Text Placeholder 2", type: "body", idx: 1 },
    ],
  },
  {
    file: "slideLayout5.xml",
    name: "Two Content",
    type: "twoObj",
    phs: [
      { name: "Title 1", type: "title" },
      { name: "Content Placeholder 2", idx: 1, sz: "half", box: [838200, 1825625, 5181600, 4351338], size: 2000 },
      { name: "Content Placeholder 3", idx: 2, sz: "half", box: [6172200, 1825625, 5181600, 4351338], size: 2000 },
    ],
  },
  {
    file: "slideLayout6.xml",
    name: "Title and Table",
    type: "tbl",
    phs: [
      { name: "Title 1", type: "title" },
      { name: "Table Placeholder 2", type: "tbl", idx: 1 },
    ],
  },
  {
    file: "slideLayout7.xml",
    name: "Title and Chart",
    type: "chart",
    phs: [
      { name: "Title 1", type: "title" },
      { name: "Chart Placeholder 2", type: "chart", idx: 1 },
    ],
  },
  {
    file: "slideLayout8.xml",
    name: "Quote",
    type: "cust",
    phs: [
      {
        name: "Quote 1",
        type: "body",
        idx: 1,
        box: [1371600, 1371600, 9448800, 3200400],
        anchor: "ctr",
        algn: "ctr",
        size: 3600,
        italic: true,
        noBullet: true,
      },
      {
        name: "Attribution 2",
        type: "body",
        idx: 2,
        sz: "quarter",
        box: [1371600, 4800600, 9448800, 685800],
        algn: "r",
        size: 2000,
        noBullet: true,
        color: "tx2",
      },
    ],
  },
  {
    file: "slideLayout9.xml",
    name: "Picture with Caption",
    type: "picTx",
    phs: [
      { name: "Title 1", type: "title", box: [839788, 457200, 3932237, 1600200], anchor: "b", size: 3200 },
      {
        name: "Picture Placeholder 2",
        type: "pic",
        idx: 1,
        box: [5183188, 987425, 6172200, 4873625],
        size: 1600,
        noBullet: true,
      },
      {
        name: "Text Placeholder 3",
        type: "body",
        idx: 2,
        sz: "half",
        box: [839788, 2057400, 3932237, 3811588],
        size: 1600,
        noBullet: true,
      },
    ],
  },
];

/** A mark of the theme's artwork as a drawn shape (frame units → EMU: one frame unit is a 960th of the slide's width). */
function markXml(id: number, m: Mark, emu: number): string {
  const e = (v: number) => Math.round(v * emu);
  let box: [number, number, number, number];
  let geom: string;
  if (m.kind === "path") {
    const xs = m.points.flatMap((p) => (p.length === 2 ? [p[0]] : [p[0], p[2], p[4]]));
    const ys = m.points.flatMap((p) => (p.length === 2 ? [p[1]] : [p[1], p[3], p[5]]));
    const [x0, y0] = [Math.min(...xs), Math.min(...ys)];
    const [w, h] = [Math.max(...xs) - x0, Math.max(...ys) - y0];
    box = [x0, y0, w, h];
    const pt = (x: number, y: number) => `<a:pt x="${e(x - x0)}" y="${e(y - y0)}"/>`;
    const segs = m.points
      .map((p, i) =>
        i === 0
          ? `<a:moveTo>${pt(p[0], p[1])}</a:moveTo>`
          : p.length === 2
            ? `<a:lnTo>${pt(p[0], p[1])}</a:lnTo>`
            : `<a:cubicBezTo>${pt(p[0], p[1])}${pt(p[2], p[3])}${pt(p[4], p[5])}</a:cubicBezTo>`,
      )
      .join("");
    geom = `<a:custGeom><a:avLst/><a:gdLst/><a:ahLst/><a:cxnLst/><a:rect l="0" t="0" r="r" b="b"/><a:pathLst><a:path w="${e(w)}" h="${e(h)}">${segs}<a:close/></a:path></a:pathLst></a:custGeom>`;
  } else {
    box = [m.x, m.y, m.w, m.h];
    geom = presetGeometry(m.kind);
  }
  const [x, y, cx, cy] = box.map(e) as Box;
  return sp({
    id,
    name: `Artwork ${id}`,
    decorative: true,
    userDrawn: true,
    spPr: { box: emuBox(x, y, cx, cy), geometry: geom, fill: solidFill(m.fill, m.alpha), line: NO_LINE },
  });
}

const gradientBg = ([from, to]: [string, string]) =>
  `<p:bg><p:bgPr><a:gradFill rotWithShape="1"><a:gsLst><a:gs pos="0"><a:srgbClr val="${from}"/></a:gs><a:gs pos="100000"><a:srgbClr val="${to}"/></a:gs></a:gsLst><a:lin ang="2700000" scaled="0"/></a:gradFill><a:effectLst/></p:bgPr></p:bg>`;

/** A layout of the theme: the opening layouts on the theme's gradient and artwork, content layouts with its accent edge. */
export function layoutXml(def: LayoutDef, size?: SlideSize, theme?: ResolvedTheme): string {
  const k = scaleOf(size);
  const emu = sizeSpec(size).cx / FRAME_WIDTH;
  const h = frameHeight(size);
  const role = def.type === "title" ? "title" : def.type === "secHead" ? "section" : null;
  const art = theme && role ? themeArtwork(theme, role, h) : null;
  const phs = art ? def.phs.map((p) => ({ ...p, rgb: art.text, color: undefined })) : def.phs;
  const marks = theme ? (art ? [...art.marks, art.rule] : def.type === "cust" ? [] : contentEdge(theme, h)) : [];
  const shapes =
    marks.map((m, i) => markXml(i + 2, m, emu)).join("") + phs.map((p, i) => ph(i + 2 + marks.length, p, k)).join("");
  const bg = art ? gradientBg(art.gradient) : "";
  // Opening layouts draw their own rule over the title, so the master's (over content titles) is not shown on them.
  const master = art ? ' showMasterSp="0"' : "";
  return `${XML_DECL}<p:sldLayout ${ROOT} type="${def.type}" preserve="1"${master}><p:cSld name="${def.name}">${bg}<p:spTree>${spTreeRoot()}${shapes}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>`;
}

const schemeFill = (v: string) => `<a:solidFill><a:schemeClr val="${v}"/></a:solidFill>`;
const fonts = (kind: "mj" | "mn") =>
  `<a:latin typeface="+${kind}-lt"/><a:ea typeface="+${kind}-ea"/><a:cs typeface="+${kind}-cs"/>`;

function bodyLevels(k: Scale): string {
  const sizes = [2400, 2000, 1800, 1600, 1600, 1600, 1600, 1600, 1600];
  return sizes
    .map((sz, i) => {
      const marL = Math.round((228600 + i * 457200) * k.sx);
      return `<a:lvl${i + 1}pPr marL="${marL}" indent="${-Math.round(228600 * k.sx)}" algn="l" rtl="0" eaLnBrk="1" latinLnBrk="0" hangingPunct="1"><a:lnSpc><a:spcPct val="100000"/></a:lnSpc><a:spcBef><a:spcPts val="${i ? 500 : 1000}"/></a:spcBef><a:buFont typeface="Arial"/><a:buChar char="${i % 2 ? "–" : "•"}"/><a:defRPr sz="${fontSize(sz, k)}" kern="1200">${schemeFill("tx1")}${fonts("mn")}</a:defRPr></a:lvl${i + 1}pPr>`;
    })
    .join("");
}

export function masterXml(clrMap: string, layoutCount: number, size?: SlideSize): string {
  const k = scaleOf(size);
  const phs = [
    ph(2, { name: "Title Placeholder 1", type: "title", box: TITLE, anchor: "b" }, k),
    ph(3, { name: "Text Placeholder 2", type: "body", idx: 1, box: BODY }, k),
    ph(
      4,
      {
        name: "Date Placeholder 3",
        type: "dt",
        sz: "half",
        idx: 10,
        box: [838200, 6356350, 2743200, 365125],
        size: 1200,
        color: "tx2",
      },
      k,
    ),
    ph(
      5,
      {
        name: "Footer Placeholder 4",
        type: "ftr",
        sz: "quarter",
        idx: 11,
        box: [4038600, 6356350, 4114800, 365125],
        algn: "ctr",
        size: 1200,
        color: "tx2",
      },
      k,
    ),
    ph(
      6,
      {
        name: "Slide Number Placeholder 5",
        type: "sldNum",
        sz: "quarter",
        idx: 12,
        box: [8610600, 6356350, 2743200, 365125],
        algn: "r",
        size: 1200,
        color: "tx2",
      },
      k,
    ),
  ].join("");
  // A thin accent rule above the title: the one decoration every layout inherits, drawn in the theme's accent.
  const rule = sp({
    id: 7,
    name: "Accent Rule",
    decorative: true,
    userDrawn: true,
    spPr: {
      box: scaled([838200, 228600, 1097280, 54864], k),
      geometry: presetGeometry("rect"),
      fill: schemeFill("accent1"),
      line: NO_LINE,
    },
  });
  const ids = Array.from(
    { length: layoutCount },
    (_, i) => `<p:sldLayoutId id="${2147483649 + i}" r:id="rId${i + 1}"/>`,
  ).join("");
  const title = `<p:titleStyle><a:lvl1pPr algn="l" rtl="0" eaLnBrk="1" latinLnBrk="0" hangingPunct="1"><a:lnSpc><a:spcPct val="90000"/></a:lnSpc><a:spcBef><a:spcPct val="0"/></a:spcBef><a:buNone/><a:defRPr sz="${fontSize(4000, k)}" b="1" kern="1200">${schemeFill("tx1")}${fonts("mj")}</a:defRPr></a:lvl1pPr></p:titleStyle>`;
  const other = `<p:otherStyle><a:defPPr><a:defRPr lang="en-US"/></a:defPPr><a:lvl1pPr marL="0" algn="l" rtl="0" eaLnBrk="1" latinLnBrk="0" hangingPunct="1"><a:defRPr sz="${fontSize(1800, k)}" kern="1200">${schemeFill("tx1")}${fonts("mn")}</a:defRPr></a:lvl1pPr></p:otherStyle>`;
  return (
    `${XML_DECL}<p:sldMaster ${ROOT}><p:cSld><p:bg><p:bgRef idx="1001"><a:schemeClr val="bg1"/></p:bgRef></p:bg><p:spTree>${spTreeRoot()}${phs}${rule}</p:spTree></p:cSld>` +
    `<p:clrMap ${clrMap}/><p:sldLayoutIdLst>${ids}</p:sldLayoutIdLst>` +
    `<p:txStyles>${title}<p:bodyStyle>${bodyLevels(k)}</p:bodyStyle>${other}</p:txStyles></p:sldMaster>`
  );
}

export function presentationXml(withNotesMaster: boolean, size?: SlideSize): string {
  const spec = sizeSpec(size);
  return (
    `${XML_DECL}<p:presentation ${ROOT} saveSubsetFonts="1"><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst>` +
    (withNotesMaster ? '<p:notesMasterIdLst><p:notesMasterId r:id="rId2"/></p:notesMasterIdLst>' : "") +
    `<p:sldSz cx="${spec.cx}" cy="${spec.cy}"${spec.type ? ` type="${spec.type}"` : ""}/><p:notesSz cx="6858000" cy="9144000"/>` +
    `<p:defaultTextStyle><a:defPPr><a:defRPr lang="en-US"/></a:defPPr><a:lvl1pPr marL="0" algn="l" rtl="0" eaLnBrk="1" latinLnBrk="0" hangingPunct="1"><a:defRPr sz="1800" kern="1200">${schemeFill("tx1")}${fonts("mn")}</a:defRPr></a:lvl1pPr></p:defaultTextStyle></p:presentation>`
  );
}
