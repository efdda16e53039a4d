// One SpreadsheetML worksheet as XML: typed cells, frozen styled header, autofilter, column widths.
import { isFormulaLike, type Cell, type Column, type SheetTab } from "../model/source.js";
import { type CellStyles, DATETIME_FORMAT, TYPE_FORMATS } from "./cell-styles.js";
import { columnLetters, excelSerial } from "../compute/cell-values.js";
import { displayWidth, type SharedStrings } from "./cell-values.js";
import { ScratchWriter } from "./scratch-writer.js";
import { currencyFormat } from "../model/number-format.js";
import { escapeText } from "../ooxml/xml-escape.js";
import { prefixFutureFunctions } from "./future-functions.js";
import type { Computed } from "../compute/compute-sheet.js";
import { isFormulaError } from "../compute/formula-engine.js";

/** The computed value of the formula at (data row, column), cached in the cell so readers that do not recalculate see it. */
export type CachedValue = (row: number, col: number) => Computed | undefined;

const WIDTH_SAMPLE_ROWS = 500;
const FLUSH_CHARS = 256 * 1024;
const out = new ScratchWriter();
const MARGINS = '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>';
/** A portrait page's printable width in pixels at Excel's 96 dpi (A4 or Letter less 0.7" margins): wider columns print landscape. */
const PORTRAIT_PIXELS = 660;

interface ColumnPlan {
  letters: string;
  type: Column["type"];
  /** Style of numbers in this column (its format or its type's default). */
  numberStyle: number;
  /** ` s="N"` for that style, or "" (made once per column, not per cell). */
  styleAttr: string;
  /** Style of dates in this column when a date-time appears. */
  dateTimeStyle: number;
  width: number;
  /** Style of formula-looking text (quote prefix). */
  quotedStyle: number;
  /** Parsed date strings of this column (dates repeat a lot; parsing each is a regex and a Date). */
  dates: Map<string, ReturnType<typeof excelSerial>>;
}

export interface WorksheetResult {
  /** The worksheet's UTF-8 bytes: a view of a reused scratch buffer, valid until the next call. */
  xml: Uint8Array;
  /** The used range, e.g. "A1:H10001", for the autofilter's defined name. */
  range: string;
}

/** Writes one worksheet; strings go to the shared table, warnings are pushed onto `warnings`. */
export function writeWorksheet(
  tab: SheetTab,
  index: number,
  styles: CellStyles,
  strings: SharedStrings,
  warnings: string[],
  cached: CachedValue = () => undefined,
): WorksheetResult {
  let width = Math.max(tab.columns.length, 1);
  for (const row of tab.rows) if (row.length > width) width = row.length;
  const plans: ColumnPlan[] = [];
  for (let c = 0; c < width; c++) plans.push(planColumn(tab, c, styles));
  const lastRow = tab.rows.length + 1;
  const range = `A1:${plans[width - 1]!.letters}${lastRow}`;
  const dropped = new Set<string>();

  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n',
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">',
    // Printed one page wide (as many pages down as it takes), like the PDF export, instead of a few columns a page.
    '<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>',
    `<dimension ref="${range}"/>`,
    `<sheetViews><sheetView workbookViewId="0"${index === 0 ? ' tabSelected="1"' : ""}>`,
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/>',
    "</sheetView></sheetViews>",
    '<sheetFormatPr defaultRowHeight="15"/><cols>',
  ];
  // A column's number format is its cells' default too: a value typed into an empty input cell shows like the rest.
  for (let c = 0; c < width; c++)
    parts.push(
      `<col min="${c + 1}" max="${c + 1}" width="${plans[c]!.width}"${plans[c]!.numberStyle ? ` style="${plans[c]!.numberStyle}"` : ""} customWidth="1"/>`,
    );
  parts.push("</cols><sheetData>");

  parts.push('<row r="1">');
  tab.columns.forEach((col, c) => {
    if (col.header !== "") parts.push(`<c r="${plans[c]!.letters}1" s="1" t="s"><v>${strings.add(col.header)}</v></c>`);
  });
  parts.push("</row>");
  const head = parts.join("");
  out.reset();
  out.write(head);

  // Rows are concatenated into one string and flushed to UTF-8 every few hundred rows: short-lived
  // strings die young (cheap GC) and memory stays near the size of the bytes.
  let body = "";
  for (let r = 0; r < tab.rows.length; r++) {
    const row = tab.rows[r]!;
    const rowNo = r + 2;
    body += `<row r="${rowNo}">`;
    for (let c = 0; c < row.length; c++) {
      const plan = plans[c]!;
      const cell = row[c]!;
      body += cellXml(
        cell,
        plan.letters + rowNo,
        plan,
        strings,
        dropped,
        cell !== null && typeof cell === "object" ? cached(r, c) : undefined,
      );
    }
    body += "</row>";
    if (body.length > FLUSH_CHARS) {
      out.write(body);
      body = "";
    }
  }
  out.write(body + `</sheetData><autoFilter ref="${range}"/>` + MARGINS + pageSetup(plans) + "</worksheet>");
  for (const note of dropped) warnings.push(`${tab.name}: ${note}`);
  return { xml: out.bytes(), range };
}

/** Fit to one page wide, any number of pages tall; landscape when the columns are wider than a portrait page. */
function pageSetup(plans: ColumnPlan[]): string {
  // Excel draws a column of width w characters in about 7w + 5 pixels (Calibri 11).
  const pixels = plans.reduce((sum, p) => sum + Math.trunc(p.width * 7 + 5), 0);
  return `<pageSetup orientation="${pixels > PORTRAIT_PIXELS ? "landscape" : "portrait"}" fitToWidth="1" fitToHeight="0"/>`;
}

function cellXml(
  value: Cell,
  ref: string,
  plan: ColumnPlan,
  strings: SharedStrings,
  dropped: Set<string>,
  cachedValue: Computed | undefined,
): string {
  if (value === null || value === undefined) return "";
  switch (typeof value) {
    case "string": {
      if (plan.type === "date") {
        let date = plan.dates.get(value);
        if (date === undefined) {
          date = excelSerial(value);
          if (plan.dates.size < 100_000) plan.dates.set(value, date);
        }
        if (date)
          return `<c r="${ref}" s="${date.hasTime ? plan.dateTimeStyle : plan.numberStyle}"><v>${date.serial}</v></c>`;
      }
      // Strings are always shared strings, so "=…", "+…", "-…", "@…", tab or CR starts can never become formulas.
      if (isFormulaLike(value)) return `<c r="${ref}" s="${plan.quotedStyle}" t="s"><v>${strings.add(value)}</v></c>`;
      return `<c r="${ref}" t="s"><v>${strings.add(value)}</v></c>`;
    }
    case "number":
      if (!Number.isFinite(value)) {
        dropped.add("a non-finite number was left empty");
        return "";
      }
      return `<c r="${ref}"${plan.styleAttr}><v>${value}</v></c>`;
    case "boolean":
      return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
    default: {
      const formula = value.formula.replace(/^\s*=/, "");
      if (isDdeLike(formula)) {
        dropped.add(`a formula with a DDE/external call was stored as text: ${formula.slice(0, 40)}`);
        return `<c r="${ref}" t="s"><v>${strings.add(value.formula)}</v></c>`;
      }
      const f = escapeText(prefixFutureFunctions(formula));
      // Numbers (the usual result) in one string, without the pieces the other types need.
      if (typeof cachedValue === "number") return `<c r="${ref}"${plan.styleAttr}><f>${f}</f><v>${cachedValue}</v></c>`;
      return `<c r="${ref}"${plan.styleAttr}${cachedType(cachedValue)}><f>${f}</f>${cachedXml(cachedValue)}</c>`;
    }
  }
}

/** The cell type of a cached formula result: a number is the default; text is "str", a boolean "b", an error "e". */
function cachedType(value: Computed | undefined): string {
  if (value === undefined || value === null || typeof value === "number") return "";
  if (isFormulaError(value)) return ' t="e"';
  return typeof value === "boolean" ? ' t="b"' : ' t="str"';
}

function cachedXml(value: Computed | undefined): string {
  if (value === undefined || value === null) return "";
  if (isFormulaError(value)) return `<v>${escapeText(value.error)}</v>`;
  if (typeof value === "boolean") return `<v>${value ? 1 : 0}</v>`;
  return `<v>${typeof value === "number" ? value : escapeText(value)}</v>`;
}

/** `cmd|' /C calc'!A0` style dynamic data exchange: a pipe outside a string literal never occurs in normal formulas. */
function isDdeLike(formula: string): boolean {
  return formula.replace(/"(?:[^"]|"")*"/g, "").includes("|");
}

function planColumn(tab: SheetTab, c: number, styles: CellStyles): ColumnPlan {
  const col: Column | undefined = tab.columns[c];
  const type = col?.type;
  // A currency column shows a currency, as the PDF and HTML exports do, even when its format names none ("#,##0").
  const format = type === "currency" ? currencyFormat(col?.format) : (col?.format ?? TYPE_FORMATS[type ?? "number"]);
  const numberStyle = styles.styleFor(format);
  const dateTimeStyle = type === "date" && !col?.format ? styles.styleFor(DATETIME_FORMAT) : numberStyle;
  return {
    letters: columnLetters(c),
    type,
    numberStyle,
    styleAttr: numberStyle ? ` s="${numberStyle}"` : "",
    dateTimeStyle,
    width: col?.width ?? estimateWidth(tab, c, col),
    dates: new Map(),
    quotedStyle: styles.quoted(),
  };
}

/** Widest of the header (bold: +1) and a sample of values, in characters, clamped to 6..60. */
function estimateWidth(tab: SheetTab, c: number, col: Column | undefined): number {
  let w = col ? displayWidth(col.header) + 1 : 0;
  const n = Math.min(tab.rows.length, WIDTH_SAMPLE_ROWS);
  for (let r = 0; r < n; r++) {
    const v = tab.rows[r]![c];
    let len = 0;
    if (typeof v === "string") len = col?.type === "date" ? 16 : displayWidth(v);
    else if (typeof v === "number")
      len =
        String(v).length + (col?.type === "currency" || col?.type === "integer" ? 3 : col?.type === "percent" ? 2 : 0);
    else if (typeof v === "boolean") len = 5;
    else if (v) len = 10;
    if (len > w) w = len;
  }
  return Math.min(60, Math.max(6, Math.ceil(w + 2)));
}
