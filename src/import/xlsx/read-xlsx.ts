// .xlsx → a sheet source: checked like a brand upload, each worksheet streamed row by row (never a whole workbook in
// memory), cells kept at their addresses, columns typed.
import { shiftForInsert } from "../../formats/compute/formula-rows.js";
import { columnLetters } from "../../formats/compute/cell-values.js";
import { SOURCE_LIMITS, type Cell, type Column, type SheetTab } from "../../formats/model/source.js";
import type { ValidatedPackage } from "../../formats/ooxml/check-package.js";
import { EXCEL_PACKAGE } from "../../formats/ooxml/package-specs.js";
import type { PackageWording } from "../../formats/ooxml/package-wording.js";
import { relsName } from "../../formats/ooxml/part-names.js";
import { scanRels } from "../../formats/ooxml/relationships.js";
import { AppError } from "../../lib/errors.js";
import { checkBudget, checkImportPackage, limitHeldParts } from "../check-package.js";
import type { Reader } from "../import-types.js";
import { coreTitle } from "../office-props.js";
import { cellText, type CellTally, type ReadCell } from "./cells.js";
import { inferColumn, rowOneRole } from "./columns.js";
import { workbookWarnings, type SheetFacts } from "./left-out.js";
import { checkSavedValues, savedValueWarnings, type SavedResult } from "./saved-values.js";
import { readSharedStrings } from "./shared-strings.js";
import { MAX_COLUMNS, streamSheet, type StreamedSheet } from "./sheet-rows.js";
import { partChunks } from "./stream-xml.js";
import { readWorkbook } from "./workbook-parts.js";

const MAX_HEADER = 500;
/** Streamed, never held whole: the worksheets and the shared strings. */
const STREAMED = /^xl\/(worksheets\/[^/]+\.xml|sharedStrings\.xml)$/i;
const XML_PART = /\.(xml|rels|vml)$/i;
/**
 * The XML a workbook holds whole besides its sheets and strings (styles, drawings, comments, pivot caches), unpacked
 * size: the package check keeps it as bytes and text (two to three times this in memory).
 */
const MAX_HELD_XML = 32 * 1024 * 1024;
const DAMAGED =
  "The workbook could not be read: its content is damaged (malformed XML or parts Excel does not write). Save it again from Excel or LibreOffice and import it again.";

interface ReadTab {
  tab: SheetTab;
  /** Formula results the file saved, by data row and column. */
  saved: { row: number; col: number; value: SavedResult["saved"] }[];
  /** Row 1 held data, so a header row was put above it and every row moved down one. */
  shifted: boolean;
}

export const readXlsx: Reader = async (bytes, file, budget) => {
  const w = EXCEL_PACKAGE.wording;
  const pkg = checkImportPackage(bytes, EXCEL_PACKAGE, budget, {
    leavePacked: (name) => STREAMED.test(name),
    beforeInflate: limitHeldParts(
      MAX_HELD_XML,
      (name) => XML_PART.test(name) && !STREAMED.test(name),
      (size, limit) =>
        `The workbook's parts besides its sheets (styles, drawings, comments, pivot caches) unpack to ${size}; Quire reads workbooks whose other parts come to at most ${limit}. Save a copy without pivot tables, comments or drawings and import that.`,
    ),
  });
  checkBudget(budget, w);
  const damaged = () => new AppError("invalid_request", DAMAGED);
  const book = readWorkbook(pkg, w);
  const sheets = book.sheets;
  if (!sheets.length)
    throw new AppError(
      "invalid_request",
      "The workbook has no worksheets (only charts or nothing at all); there is no data to import.",
    );
  const warnings: string[] = [];
  if (sheets.length > SOURCE_LIMITS.maxSheets) {
    warnings.push(
      `The workbook has ${sheets.length} sheets; a Quire sheet holds ${SOURCE_LIMITS.maxSheets}, so the first ${SOURCE_LIMITS.maxSheets} were kept and formulas reading the others show #REF!.`,
    );
  }
  const tally: CellTally = { arrayFormulas: 0, outside: 0, longFormulas: 0 };
  const streamed: StreamedSheet[] = [];
  for (const ws of sheets.slice(0, SOURCE_LIMITS.maxSheets)) {
    checkBudget(budget, w);
    const ctx = { styles: book.styles, date1904: book.date1904, tally, damaged, tick: () => checkBudget(budget, w) };
    streamed.push(streamSheet(ws.part, partChunks(bytes, pkg, ws.part, w)!, w, ctx));
  }
  checkBudget(budget, w);
  fillSharedStrings(streamed, bytes, pkg, w, damaged);

  const read = streamed.map((s, i) => readWorksheet(sheets[i]!.name, s, warnings));
  for (const moved of read.filter((r) => r.shifted)) {
    for (const r of read)
      for (const row of r.tab.rows)
        row.forEach((cell, c) => (row[c] = shiftForInsert(cell, r.tab.name, moved.tab.name, 1, 1, null)));
  }

  const source = {
    kind: "sheet" as const,
    title: (coreTitle(pkg) ?? file.replace(/^.*[\\/]/, "").replace(/\.[^.]+$/, "")).slice(0, 500) || "Untitled sheet",
    sheets: read.map((r) => r.tab),
  };
  checkBudget(budget, w);
  const check = checkSavedValues(
    source,
    read.flatMap((r, tab) => r.saved.map((s) => ({ tab, row: s.row, col: s.col, saved: s.value }))),
  );
  const facts: SheetFacts[] = sheets.map((ws, i) => ({ ...ws, merges: streamed[i]?.merges ?? 0 }));
  warnings.push(...workbookWarnings(pkg, facts, tally), ...savedValueWarnings(check));
  return {
    source,
    warnings,
    units: { kind: "sheet", count: sheets.length },
    refs: read.map((r) => ({ file, sheet: r.tab.name })),
  };
};

/** The kept cells' shared strings, read in one pass over the strings part once every sheet is streamed. */
function fillSharedStrings(
  sheets: StreamedSheet[],
  bytes: Uint8Array,
  pkg: ValidatedPackage<string>,
  w: PackageWording,
  damaged: () => AppError,
): void {
  const wanted = new Set<number>();
  for (const s of sheets)
    for (const row of s.grid) if (row) for (const cell of row) if (cell?.shared !== undefined) wanted.add(cell.shared);
  if (!wanted.size) return;
  const part = scanRels(pkg.xml.get(relsName(pkg.mainPart)) ?? "", pkg.mainPart).find(
    (r) => r.type.endsWith("/sharedStrings") && !r.external,
  )?.part;
  const chunks = part ? partChunks(bytes, pkg, part, w) : undefined;
  const strings = chunks ? readSharedStrings(part!, chunks, w, wanted, damaged) : new Map<number, string>();
  for (const s of sheets) {
    for (const row of s.grid) {
      if (!row) continue;
      row.forEach((cell, c) => {
        if (cell?.shared !== undefined) row[c] = { value: cellText(strings.get(cell.shared) ?? ""), kind: "string" };
      });
    }
  }
}

/** One worksheet at its addresses: row 1 is the header when it holds only text; else headers are made and nothing is lost. */
function readWorksheet(name: string, sheet: StreamedSheet, warnings: string[]): ReadTab {
  const grid = sheet.grid;
  const role = rowOneRole(grid[0]);
  const body = role === "data" ? grid : grid.slice(1);
  const bodyRows = Math.max(0, sheet.rowCount - (role === "data" ? 0 : 1));
  const width = Math.max(1, sheet.width);
  if (sheet.columnCount > MAX_COLUMNS)
    warnings.push(`${name}: only the first ${MAX_COLUMNS} of ${sheet.columnCount} columns were kept.`);

  const rows: Cell[][] = [];
  const saved: ReadTab["saved"] = [];
  let cells = 0;
  let kept = body.length;
  for (let r = 0; r < body.length; r++) {
    const line = body[r] ?? [];
    let end = line.length;
    while (end > 0 && (line[end - 1]?.value ?? null) === null) end--;
    if (cells + end > SOURCE_LIMITS.maxCellsPerSheet) {
      kept = r;
      break;
    }
    cells += end;
    const row: Cell[] = [];
    for (let c = 0; c < end; c++) {
      const cell = line[c];
      row.push(cell?.value ?? null);
      if (cell?.saved !== undefined) saved.push({ row: r, col: c, value: cell.saved });
    }
    rows.push(row);
  }
  if (kept < bodyRows) {
    warnings.push(
      `${name}: a Quire sheet holds ${SOURCE_LIMITS.maxCellsPerSheet.toLocaleString("en-US")} cells, so the first ${kept.toLocaleString("en-US")} of ${bodyRows.toLocaleString("en-US")} rows were kept.`,
    );
  }
  while (rows.length && !rows[rows.length - 1]!.length) rows.pop();

  const columns: Column[] = [];
  for (let c = 0; c < width; c++) {
    const header =
      role === "header" ? String(grid[0]?.[c]?.value ?? "").slice(0, MAX_HEADER) : `Column ${columnLetters(c)}`;
    columns.push({
      header,
      ...inferColumn(
        body
          .slice(0, kept)
          .map((row) => row?.[c])
          .filter((x): x is ReadCell => !!x),
      ),
    });
  }
  return { tab: { name, columns, rows }, saved, shifted: role === "data" };
}
