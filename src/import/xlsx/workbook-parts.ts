// A workbook's small parts, read once: its worksheets in order (name, part, hidden), its date system, and each cell
// style's number format (whether it shows a date), which the streamed sheets look up by index.
import { parsePart, type ValidatedPackage } from "../../formats/ooxml/check-package.js";
import type { PackageWording } from "../../formats/ooxml/package-wording.js";
import { relsName } from "../../formats/ooxml/part-names.js";
import { scanRels } from "../../formats/ooxml/relationships.js";
import { child, children, relAttr } from "../../formats/ooxml/xml.js";

export interface WorksheetRef {
  name: string;
  part: string;
  hidden: boolean;
}

export interface CellStyle {
  /** The number format, unless General. */
  format?: string;
  /** The format shows a date or time: the cell's number is an Excel serial date. */
  date: boolean;
}

export interface Workbook {
  sheets: WorksheetRef[];
  /** Serial dates count from 1904 (old Mac workbooks). */
  date1904: boolean;
  /** By cell style index (a cell's `s`). */
  styles: CellStyle[];
}

/** The built-in number formats every locale shares (ECMA-376 18.8.30); the rest name no format here, as in exceljs. */
const BUILT_IN_FORMATS: Record<number, string> = {
  1: "0",
  2: "0.00",
  3: "#,##0",
  4: "#,##0.00",
  9: "0%",
  10: "0.00%",
  11: "0.00E+00",
  12: "# ?/?",
  13: "# ??/??",
  14: "mm-dd-yy",
  15: "d-mmm-yy",
  16: "d-mmm",
  17: "mmm-yy",
  18: "h:mm AM/PM",
  19: "h:mm:ss AM/PM",
  20: "h:mm",
  21: "h:mm:ss",
  22: 'm/d/yy "h":mm',
  37: "#,##0 ;(#,##0)",
  38: "#,##0 ;[Red](#,##0)",
  39: "#,##0.00 ;(#,##0.00)",
  40: "#,##0.00 ;[Red](#,##0.00)",
  45: "mm:ss",
  46: "[h]:mm:ss",
  47: "mmss.0",
  48: "##0.0E+0",
  49: "@",
};
const WORKSHEET_REL = /\/relationships\/worksheet$/;

/** A format shows a date when, outside quoted text and [brackets], it has a date or time letter (exceljs's rule). */
const isDateFormat = (format: string) => /[ymdhMsb]/.test(format.replace(/\[[^\]]*]/g, "").replace(/"[^"]*"/g, ""));

export function readWorkbook(pkg: ValidatedPackage<string>, w: PackageWording): Workbook {
  const root = parsePart(pkg.xml.get(pkg.mainPart)!, pkg.mainPart, w);
  const rels = scanRels(pkg.xml.get(relsName(pkg.mainPart)) ?? "", pkg.mainPart);
  const sheets: WorksheetRef[] = [];
  for (const sheet of children(child(root, "sheets"), "sheet")) {
    const rel = rels.find((r) => r.id === relAttr(sheet));
    // Chart sheets and dialog sheets are not worksheets: they hold no cells.
    if (
      !rel?.part ||
      rel.external ||
      !WORKSHEET_REL.test(rel.type) ||
      !(pkg.packed.has(rel.part) || pkg.parts.has(rel.part))
    )
      continue;
    const state = sheet.getAttribute("state");
    sheets.push({ name: sheet.getAttribute("name") ?? "", part: rel.part, hidden: !!state && state !== "visible" });
  }
  const date1904 = /^(1|true)$/.test(child(root, "workbookPr")?.getAttribute("date1904") ?? "");
  const stylesPart = rels.find((r) => r.type.endsWith("/styles"))?.part;
  const stylesXml = stylesPart ? pkg.xml.get(stylesPart) : undefined;
  return { sheets, date1904, styles: stylesXml ? readStyles(stylesXml, stylesPart!, w) : [] };
}

function readStyles(xml: string, part: string, w: PackageWording): CellStyle[] {
  const root = parsePart(xml, part, w);
  const custom = new Map<number, string>();
  for (const f of children(child(root, "numFmts"), "numFmt")) {
    custom.set(Number(f.getAttribute("numFmtId")), f.getAttribute("formatCode") ?? "");
  }
  return children(child(root, "cellXfs"), "xf").map((xf) => {
    const id = Number(xf.getAttribute("numFmtId") ?? 0);
    const code = id ? (custom.get(id) ?? BUILT_IN_FORMATS[id]) : undefined;
    return { format: code && code !== "General" ? code : undefined, date: !!code && isDateFormat(code) };
  });
}
