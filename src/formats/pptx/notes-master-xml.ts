// A notes master (slide image + notes body placeholders) for templates that have none, and for built-in themes.
import { emuBox } from "../ooxml/drawingml.js";
import {
  NO_FILL,
  outline,
  presetGeometry,
  sp,
  spTreeRoot,
  textBody,
  type PlaceholderSpec,
} from "../ooxml/drawingml-write.js";
import { NS, XML_DECL } from "../ooxml/xml.js";
import { ptToEmu } from "../../lib/units.js";

const ROOT = `xmlns:a="${NS.a}" xmlns:r="${NS.r}" xmlns:p="${NS.p}"`;
const fill = `<a:solidFill><a:schemeClr val="tx1"/></a:solidFill>`;
const font = `<a:latin typeface="+mn-lt"/><a:ea typeface="+mn-ea"/><a:cs typeface="+mn-cs"/>`;

/** Notes master with `sldImg` (idx 2) and `body` (idx 1) placeholders on a portrait 7.5 × 10 in notes page. */
export function notesMasterXml(): string {
  const placeholder = (
    id: number,
    name: string,
    ph: PlaceholderSpec,
    x: number,
    y: number,
    cx: number,
    cy: number,
    text: boolean,
  ) =>
    sp({
      id,
      name,
      locks: text ? { noGrp: true } : { noGrp: true, noRot: true, noChangeAspect: true },
      ph,
      spPr: {
        box: emuBox(x, y, cx, cy),
        geometry: presetGeometry("rect"),
        ...(text
          ? {}
          : { fill: NO_FILL, line: outline('<a:solidFill><a:prstClr val="black"/></a:solidFill>', { w: ptToEmu(1) }) }),
      },
      txBody: text
        ? textBody('<a:p><a:endParaRPr lang="en-US"/></a:p>', {
            bodyPr: { vert: "horz", lIns: 91440, tIns: 45720, rIns: 91440, bIns: 45720, rtlCol: false },
          })
        : undefined,
    });
  const levels = Array.from(
    { length: 9 },
    (_, i) =>
      `<a:lvl${i + 1}pPr marL="${i * 457200}" algn="l" rtl="0" eaLnBrk="1" latinLnBrk="0" hangingPunct="1"><a:defRPr sz="1200" kern="1200">${fill}${font}</a:defRPr></a:lvl${i + 1}pPr>`,
  ).join("");
  return (
    `${XML_DECL}<p:notesMaster ${ROOT}><p:cSld><p:bg><p:bgRef idx="1001"><a:schemeClr val="bg1"/></p:bgRef></p:bg><p:spTree>` +
    spTreeRoot() +
    placeholder(2, "Slide Image Placeholder 1", { type: "sldImg", idx: 2 }, 381000, 685800, 6096000, 3429000, false) +
    placeholder(
      3,
      "Notes Placeholder 2",
      { type: "body", sz: "quarter", idx: 1 },
      685800,
      4400550,
      5486400,
      3600450,
      true,
    ) +
    `</p:spTree></p:cSld><p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/>` +
    `<p:notesStyle>${levels}</p:notesStyle></p:notesMaster>`
  );
}
