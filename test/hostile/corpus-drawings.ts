// Deep and wide drawings for a template's master: a million path segments, 10,000 nested groups, a gradient of 10,000
// stops, a 1000×1000-cell table and a chart of 100,000 points — each DrawingML a real template could hold, at sizes
// none does (real ones: tens of segments a shape, a handful of group levels and stops, PowerPoint's 75×75 tables).
import { strToU8 } from "fflate";
import type { MasterExtra } from "../brands/template-kit/master-picture.js";

const A = `xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"`;
const box = (x = 914400, y = 1828800, cx = 4572000, cy = 2743200) =>
  `<a:xfrm><a:off x="${x}" y="${y}"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm>`;
const nv = (id: number, name: string) =>
  `<p:nvSpPr><p:cNvPr id="${id}" name="${name}"/><p:cNvSpPr/><p:nvPr userDrawn="1"/></p:nvSpPr>`;
const solid = (rgb: string) => `<a:solidFill><a:srgbClr val="${rgb}"/></a:solidFill>`;

/** What a drawing adds to the master: its shapes, and the parts they stand on. */
export interface MasterDrawing {
  shapes: string;
  extras?: MasterExtra[];
}

/** One shape whose custom geometry is one path of `segments` line segments (a zigzag, so no two points repeat). */
export function pathSegments(segments: number): MasterDrawing {
  const w = 21600;
  // The zigzag repeats every w points: one period written, then repeated (a million segments in milliseconds).
  const point = (i: number) => `<a:lnTo><a:pt x="${(i * 7919) % w}" y="${(i * 104729) % w}"/></a:lnTo>`;
  const period = Array.from({ length: Math.min(w, segments) }, (_, i) => point(i + 1)).join("");
  const rest = Array.from({ length: segments % w }, (_, i) => point(i + 1)).join("");
  const points = segments >= w ? period.repeat(Math.floor(segments / w)) + rest : period;
  const geometry = `<a:custGeom><a:avLst/><a:gdLst/><a:rect l="0" t="0" r="r" b="b"/><a:pathLst><a:path w="${w}" h="${w}"><a:moveTo><a:pt x="0" y="0"/></a:moveTo>${points}<a:close/></a:path></a:pathLst></a:custGeom>`;
  return {
    shapes: `<p:sp>${nv(901, "Scribble")}<p:spPr>${box()}${geometry}${solid("2A6EBE")}<a:ln w="3175">${solid("000000")}</a:ln></p:spPr></p:sp>`,
  };
}

/** `depth` groups, each the only child of the one around it, a rectangle at the bottom. */
export function nestedGroups(depth: number): MasterDrawing {
  const head = (i: number) =>
    `<p:grpSp><p:nvGrpSpPr><p:cNvPr id="${1000 + i}" name="Group ${i}"/><p:cNvGrpSpPr/><p:nvPr userDrawn="1"/></p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off x="914400" y="1828800"/><a:ext cx="4572000" cy="2743200"/><a:chOff x="914400" y="1828800"/><a:chExt cx="4572000" cy="2743200"/></a:xfrm></p:grpSpPr>`;
  const leaf = `<p:sp>${nv(999, "Leaf")}<p:spPr>${box()}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom>${solid("ED7D31")}</p:spPr></p:sp>`;
  const opens = Array.from({ length: depth }, (_, i) => head(i)).join("");
  return { shapes: `${opens}${leaf}${"</p:grpSp>".repeat(depth)}` };
}

/** A rectangle filled with a linear gradient of `stops` stops, colours running round the wheel. */
export function gradientStops(stops: number): MasterDrawing {
  const gs = Array.from({ length: stops }, (_, i) => {
    const hue = ((i * 255) / Math.max(1, stops - 1)) | 0;
    const rgb = [hue, 255 - hue, (hue * 7) & 255]
      .map((v) => v.toString(16).padStart(2, "0"))
      .join("")
      .toUpperCase();
    return `<a:gs pos="${Math.round((i * 100000) / Math.max(1, stops - 1))}"><a:srgbClr val="${rgb}"/></a:gs>`;
  });
  const fill = `<a:gradFill rotWithShape="1"><a:gsLst>${gs.join("")}</a:gsLst><a:lin ang="0" scaled="0"/></a:gradFill>`;
  return {
    shapes: `<p:sp>${nv(902, "Rainbow")}<p:spPr>${box()}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom>${fill}</p:spPr></p:sp>`,
  };
}

/** A table of `rows`×`cols` cells, each with a one-character text and a fill. */
export function tableCells(rows: number, cols: number): MasterDrawing {
  const cw = Math.max(1, Math.floor(9144000 / cols));
  const rh = Math.max(1, Math.floor(5486400 / rows));
  const cell = `<a:tc><a:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US" sz="400"/><a:t>x</a:t></a:r></a:p></a:txBody><a:tcPr>${solid("DDEBF7")}</a:tcPr></a:tc>`;
  const row = `<a:tr h="${rh}">${cell.repeat(cols)}</a:tr>`;
  const tbl = `<a:tbl><a:tblPr firstRow="1"/><a:tblGrid>${`<a:gridCol w="${cw}"/>`.repeat(cols)}</a:tblGrid>${row.repeat(rows)}</a:tbl>`;
  const frame =
    `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="903" name="Grid"/><p:cNvGraphicFramePr/><p:nvPr userDrawn="1"/></p:nvGraphicFramePr>` +
    `<p:xfrm><a:off x="0" y="0"/><a:ext cx="9144000" cy="5486400"/></p:xfrm><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table">${tbl}</a:graphicData></a:graphic></p:graphicFrame>`;
  return { shapes: frame };
}

const CHART_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/chart";
const CHART_TYPE = "application/vnd.openxmlformats-officedocument.drawingml.chart+xml";

/** A line chart of one series of `points` cached points, in its own chart part. */
export function chartPoints(points: number): MasterDrawing {
  const pts = (value: (i: number) => string) =>
    Array.from({ length: points }, (_, i) => `<c:pt idx="${i}"><c:v>${value(i)}</c:v></c:pt>`).join("");
  const chart =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" ${A}><c:chart><c:plotArea><c:lineChart><c:grouping val="standard"/>` +
    `<c:ser><c:idx val="0"/><c:order val="0"/><c:tx><c:strRef><c:strCache><c:ptCount val="1"/><c:pt idx="0"><c:v>Load</c:v></c:pt></c:strCache></c:strRef></c:tx>` +
    `<c:cat><c:strRef><c:strCache><c:ptCount val="${points}"/>${pts((i) => `t${i}`)}</c:strCache></c:strRef></c:cat>` +
    `<c:val><c:numRef><c:numCache><c:ptCount val="${points}"/>${pts((i) => String((i * 37) % 101))}</c:numCache></c:numRef></c:val></c:ser>` +
    `<c:axId val="1"/><c:axId val="2"/></c:lineChart><c:catAx><c:axId val="1"/><c:crossAx val="2"/></c:catAx><c:valAx><c:axId val="2"/><c:crossAx val="1"/></c:valAx></c:plotArea></c:chart></c:chartSpace>`;
  const frame =
    `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="904" name="Load chart"/><p:cNvGraphicFramePr/><p:nvPr userDrawn="1"/></p:nvGraphicFramePr>` +
    `<p:xfrm><a:off x="914400" y="1828800"/><a:ext cx="6400800" cy="3657600"/></p:xfrm><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/chart"><c:chart xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" r:id="rIdChart"/></a:graphicData></a:graphic></p:graphicFrame>`;
  return {
    shapes: frame,
    extras: [
      {
        part: "ppt/charts/chart901.xml",
        bytes: strToU8(chart),
        rel: { id: "rIdChart", type: CHART_REL },
        contentType: CHART_TYPE,
      },
    ],
  };
}
