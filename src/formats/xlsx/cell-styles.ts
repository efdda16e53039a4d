// Number formats and cell styles of the xlsx writer: one xf per distinct format, plus the header style.
import type { Column } from "../model/source.js";
import { DEFAULT_CURRENCY_FORMAT } from "../model/number-format.js";
import { escapeAttr } from "../ooxml/xml-escape.js";

/** Built-in Excel number formats we use (ids defined by ECMA-376 §18.8.30). */
const BUILTIN: Record<string, number> = {
  General: 0,
  "0": 1,
  "0.00": 2,
  "#,##0": 3,
  "#,##0.00": 4,
  "0%": 9,
  "0.00%": 10,
  "@": 49,
};

/** The default number format of each column type (a column's `format` overrides it). */
export const TYPE_FORMATS: Record<NonNullable<Column["type"]>, string> = {
  string: "General",
  number: "General",
  integer: "#,##0",
  currency: DEFAULT_CURRENCY_FORMAT,
  percent: "0.00%",
  date: "yyyy-mm-dd",
  boolean: "General",
};
export const DATETIME_FORMAT = "yyyy-mm-dd hh:mm";
/** Marker in the xf list for the quote-prefixed text style (never a real numFmtId). */
const QUOTED = -1;

/** Cell style 0 is the default, 1 the header row; more are added per number format on demand. */
export class CellStyles {
  private readonly custom = new Map<string, number>();
  private readonly xfByFormat = new Map<string, number>([["General", 0]]);
  private readonly xfs: number[] = [0, 0];

  private quotedXf = -1;

  /**
   * The style of formula-looking text: quotePrefix makes Excel keep the cell text even after the user
   * edits it (F2, Enter), where a plain string cell would be re-parsed as a formula.
   */
  quoted(): number {
    if (this.quotedXf < 0) {
      this.quotedXf = this.xfs.length;
      this.xfs.push(QUOTED);
    }
    return this.quotedXf;
  }

  /** The `s` index of a cell with this number format. */
  styleFor(format: string): number {
    let xf = this.xfByFormat.get(format);
    if (xf !== undefined) return xf;
    let id = BUILTIN[format];
    if (id === undefined) {
      id = this.custom.get(format);
      if (id === undefined) {
        id = 164 + this.custom.size;
        this.custom.set(format, id);
      }
    }
    xf = this.xfs.length;
    this.xfs.push(id);
    this.xfByFormat.set(format, xf);
    return xf;
  }

  toXml(): string {
    const numFmts = [...this.custom]
      .map(([code, id]) => `<numFmt numFmtId="${id}" formatCode="${escapeAttr(code)}"/>`)
      .join("");
    const xfs = this.xfs
      .map((id, i) =>
        i === 1
          ? '<xf numFmtId="0" fontId="1" fillId="2" borderId="1" xfId="0" applyFont="1" applyFill="1" applyBorder="1" quotePrefix="1"><alignment vertical="center"/></xf>'
          : id === QUOTED
            ? '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" quotePrefix="1"/>'
            : `<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" xfId="0"${id ? ' applyNumberFormat="1"' : ""}/>`,
      )
      .join("");
    return (
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      (this.custom.size ? `<numFmts count="${this.custom.size}">${numFmts}</numFmts>` : "") +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
      '<font><b/><sz val="11"/><color rgb="FFFFFFFF"/><name val="Calibri"/><family val="2"/></font></fonts>' +
      '<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>' +
      '<fill><patternFill patternType="solid"><fgColor rgb="FF1F4E79"/><bgColor indexed="64"/></patternFill></fill></fills>' +
      '<borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border>' +
      '<border><left/><right/><top/><bottom style="thin"><color rgb="FF0B2A45"/></bottom><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      `<cellXfs count="${this.xfs.length}">${xfs}</cellXfs>` +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '<dxfs count="0"/><tableStyles count="0" defaultTableStyle="TableStyleMedium2" defaultPivotStyle="PivotStyleLight16"/>' +
      "</styleSheet>"
    );
  }
}
