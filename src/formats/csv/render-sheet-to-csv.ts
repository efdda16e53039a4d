// Sheet → CSV (RFC 4180: CRLF, quoted fields, quotes doubled), UTF-8 with BOM, neutralising formula-like strings.
//
// CSV injection (OWASP "CSV Injection"): a spreadsheet opening a CSV runs any field that starts with
// =, +, -, @, tab or CR as a formula (=HYPERLINK(...), DDE "cmd|..."). Such *string* cells are written
// with a leading single quote ('=SUM(...)), which Excel and LibreOffice show as text. Numbers are never
// prefixed (-2 stays -2); `{formula}` cells are exported as their computed values, since a CSV cannot carry a
// formula safely. The BOM makes Excel read the file as UTF-8 (CJK, Arabic, emoji).
// A CSV holds one table: a multi-sheet source exports its first sheet, or the one at `sheetIndex`.
import type { Cell, Sheet } from "../model/source.js";
import { isFormulaLike } from "../model/source.js";
import { computeSheet, shownCell } from "../compute/compute-sheet.js";

export interface CsvOptions {
  /** Which sheet of a multi-sheet source to export (default 0, the first). */
  sheetIndex?: number;
}

export function renderSheetToCsv(
  sheet: Sheet,
  options: CsvOptions = {},
): { text: string; bytes: Uint8Array; warnings: string[] } {
  const warnings: string[] = [];
  const index = options.sheetIndex ?? 0;
  const tab = sheet.sheets[index];
  if (!tab) throw new RangeError(`sheetIndex ${index} is out of range (the source has ${sheet.sheets.length} sheets)`);
  if (sheet.sheets.length > 1)
    warnings.push(`CSV holds one table: exported sheet ${index + 1} of ${sheet.sheets.length} ("${tab.name}")`);

  const computed = computeSheet(sheet);
  warnings.push(...computed.warnings);
  let neutralised = 0;
  const safe = (cell: Cell | undefined): string => {
    const text = cellText(cell);
    if (typeof cell === "number" || !isFormulaLike(text)) return field(text);
    neutralised++;
    return field(`'${text}`);
  };
  const lines: string[] = [tab.columns.map((c) => safe(c.header)).join(",")];
  tab.rows.forEach((row, r) =>
    lines.push(
      row
        .map((cell, c) =>
          cell && typeof cell === "object" ? safe(shownCell(computed.valueAt(index, r, c))) : safe(cell),
        )
        .join(","),
    ),
  );
  if (neutralised)
    warnings.push(`${neutralised} formula-like value(s) were prefixed with ' so spreadsheets read them as text`);
  const text = `\uFEFF${lines.join("\r\n")}\r\n`;
  return { text, bytes: new Uint8Array(Buffer.from(text, "utf8")), warnings };
}

function cellText(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "object") return `=${cell.formula.replace(/^\s*=/, "")}`;
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell) : "";
  return typeof cell === "boolean" ? (cell ? "TRUE" : "FALSE") : cell;
}

/** RFC 4180 field: quoted when it holds a comma, quote, CR or LF (or edge spaces), quotes doubled. */
function field(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
