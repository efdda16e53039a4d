// The packages of the decoder corpus: a template (pptx or potx) with a hostile picture or drawing on its master, a Word
// document with the picture inline, a workbook with it on a sheet, and PDFs with a huge image or deep content — each the
// smallest valid file of its kind around its payload, built in memory (the project's zip writer; the template kit for templates).
import { writeZip } from "../../src/formats/ooxml/zip-write.js";
import { buildTemplate } from "../brands/template-kit/build-template.js";
import { CONSTRUCTED } from "../brands/template-kit/constructed.js";
import { withMasterPicture, withMasterShapes, type PictureExt } from "../brands/template-kit/master-picture.js";
import { buildPdf } from "../import/hand-made-pdfs.js";
import type { MasterDrawing } from "./corpus-drawings.js";

const XML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n`;
const REL_NS = "http://schemas.openxmlformats.org/package/2006/relationships";
const OD = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const MIME: Record<PictureExt, string> = {
  emf: "image/x-emf",
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
  bmp: "image/bmp",
};

/** A plain template (one master, its standard layouts), as .pptx or .potx. */
const baseTemplate = (potx = false) => buildTemplate({ ...CONSTRUCTED["white-accent"]!.spec(), potx });

export const templateWithPicture = (picture: Uint8Array, ext: PictureExt, potx = false) =>
  withMasterPicture(baseTemplate(potx), picture, ext);
export const templateWithDrawing = (drawing: MasterDrawing) =>
  withMasterShapes(baseTemplate(), drawing.shapes, drawing.extras);

const rels = (list: Array<[id: string, type: string, target: string]>) =>
  `${XML}<Relationships xmlns="${REL_NS}">${list.map(([id, type, target]) => `<Relationship Id="${id}" Type="${type}" Target="${target}"/>`).join("")}</Relationships>`;

const types = (ext: PictureExt, overrides: Array<[part: string, type: string]>) =>
  `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
  `<Default Extension="xml" ContentType="application/xml"/><Default Extension="${ext}" ContentType="${MIME[ext]}"/>` +
  `${overrides.map(([p, t]) => `<Override PartName="/${p}" ContentType="${t}"/>`).join("")}</Types>`;

const zip = (files: Record<string, string | Uint8Array>) =>
  writeZip(
    Object.entries(files).map(([name, data]) => ({ name, data })),
    1,
  );

/** A Word document of one paragraph and the picture inline (2 in × 1 in). */
export function docxWithPicture(picture: Uint8Array, ext: PictureExt): Uint8Array {
  const drawing =
    `<w:drawing><wp:inline><wp:extent cx="1828800" cy="914400"/><wp:docPr id="1" name="Picture 1" descr="A picture"/>` +
    `<a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture">` +
    `<pic:pic xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:nvPicPr><pic:cNvPr id="1" name="Picture 1"/><pic:cNvPicPr/></pic:nvPicPr>` +
    `<pic:blipFill><a:blip r:embed="rId1"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="1828800" cy="914400"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic>` +
    `</a:graphicData></a:graphic></wp:inline></w:drawing>`;
  const document =
    `${XML}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="${OD}" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing">` +
    `<w:body><w:p><w:r><w:t>A report with one picture.</w:t></w:r></w:p><w:p><w:r>${drawing}</w:r></w:p></w:body></w:document>`;
  return zip({
    "[Content_Types].xml": types(ext, [
      ["word/document.xml", "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"],
    ]),
    "_rels/.rels": rels([["rId1", `${OD}/officeDocument`, "word/document.xml"]]),
    "word/document.xml": document,
    "word/_rels/document.xml.rels": rels([["rId1", `${OD}/image`, `media/image1.${ext}`]]),
    [`word/media/image1.${ext}`]: picture,
  });
}

/** A workbook of one sheet with two cells and the picture anchored over B2:F10. */
export function xlsxWithPicture(picture: Uint8Array, ext: PictureExt): Uint8Array {
  const S = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
  const anchor =
    `<xdr:twoCellAnchor><xdr:from><xdr:col>1</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>1</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:from>` +
    `<xdr:to><xdr:col>5</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>9</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:to>` +
    `<xdr:pic><xdr:nvPicPr><xdr:cNvPr id="2" name="Picture 1"/><xdr:cNvPicPr/></xdr:nvPicPr><xdr:blipFill><a:blip r:embed="rId1"/><a:stretch><a:fillRect/></a:stretch></xdr:blipFill>` +
    `<xdr:spPr><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></xdr:spPr></xdr:pic><xdr:clientData/></xdr:twoCellAnchor>`;
  return zip({
    "[Content_Types].xml": types(ext, [
      ["xl/workbook.xml", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"],
      ["xl/worksheets/sheet1.xml", "application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"],
      ["xl/drawings/drawing1.xml", "application/vnd.openxmlformats-officedocument.drawing+xml"],
    ]),
    "_rels/.rels": rels([["rId1", `${OD}/officeDocument`, "xl/workbook.xml"]]),
    "xl/workbook.xml": `${XML}<workbook xmlns="${S}" xmlns:r="${OD}"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    "xl/_rels/workbook.xml.rels": rels([["rId1", `${OD}/worksheet`, "worksheets/sheet1.xml"]]),
    "xl/worksheets/sheet1.xml": `${XML}<worksheet xmlns="${S}" xmlns:r="${OD}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Region</t></is></c><c r="B1"><v>42</v></c></row></sheetData><drawing r:id="rId1"/></worksheet>`,
    "xl/worksheets/_rels/sheet1.xml.rels": rels([["rId1", `${OD}/drawing`, "../drawings/drawing1.xml"]]),
    "xl/drawings/drawing1.xml": `${XML}<xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="${OD}">${anchor}</xdr:wsDr>`,
    "xl/drawings/_rels/drawing1.xml.rels": rels([["rId1", `${OD}/image`, `../media/image1.${ext}`]]),
    [`xl/media/image1.${ext}`]: picture,
  });
}

const stream = (dict: string, data: string) =>
  `<< ${dict} /Length ${Buffer.byteLength(data, "latin1")} >>\nstream\n${data}\nendstream`;
const page = (resources: string) =>
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources ${resources} /Contents 4 0 R >>`;

/** A page painting an image XObject that declares 65535×65535 RGB over a stream of a few bytes. */
export function pdfWithHugeImage(): Uint8Array {
  return buildPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    page("<< /XObject << /Im1 5 0 R >> >>"),
    stream("", "q 500 0 0 500 50 150 cm /Im1 Do Q"),
    stream(
      "/Type /XObject /Subtype /Image /Width 65535 /Height 65535 /ColorSpace /DeviceRGB /BitsPerComponent 8",
      "\x00\x00\x00",
    ),
  ]);
}

/** A page whose content nests `depth` graphics states (q … Q) and as many arrays in an operand around one rectangle. */
export function pdfWithNestedContent(depth: number): Uint8Array {
  const content = `${"q ".repeat(depth)}${"[".repeat(depth)}${"]".repeat(depth)} 0 d 0 0 1 rg 100 100 400 400 re f ${"Q ".repeat(depth)}`;
  return buildPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    page("<< >>"),
    stream("", content),
  ]);
}
