// .xlsx → a sheet source: checked like a brand upload, read by exceljs, cells kept at their addresses, columns typed.
import ExcelJS from "exceljs";
import { writeZip } from "../../formats/ooxml/zip-write.js";
import { shiftForInsert } from "../../formats/compute/formula-rows.js";
import { columnLetters } from "../../formats/compute/cell-values.js";
import { SOURCE_LIMITS, type Cell, type Column, type SheetTab } from "../../formats/model/source.js";
import { AppError } from "../../lib/errors.js";
import type { ValidatedPackage } from "../../formats/ooxml/check-package.js";
import { EXCEL_PACKAGE } from "../../formats/ooxml/package-specs.js";
import { checkBudget, checkImportPackage } from "../check-package.js";
import type { Reader } from "../import-types.js";
import { coreTitle } from "../office-props.js";
import { checkSavedValues, savedValueWarnings, type SavedResult } from "./saved-values.js";
import { readCell, type CellTally, type ReadCell } from "./cells.js";
import { inferColumn, rowOneRole } from "./columns.js";
import { workbookWarnings } from "./left-out.js";

const MAX_COLUMNS = 1_000;
const MAX_HEADER = 500;
/** exceljs holds a whole workbook in memory (a few hundred bytes a cell): larger ones are refused before it starts. */
const MAX_CELLS_LOADED = 1_000_000;

interface ReadTab {
  tab: SheetTab;
  /** Formula results the file saved, by data row and column. */
  saved: { row: number; col: number; value: SavedResult["saved"] }[];
  /** Row 1 held data, so a header row was put above it and every row moved down one. */
  shifted: boolean;
}

export const readXlsx: Reader = async (bytes, file, budget) => {
  const w = EXCEL_PACKAGE.wording;
  const pkg = checkImportPackage(bytes, EXCEL_PACKAGE, budget);
  refuseHuge(pkg);
  checkBudget(budget, w);
  const wb = new ExcelJS.Workbook();
  try {
    // exceljs types its input as an ArrayBuffer; a copy gives it one of its own.
    await wb.xlsx.load(new Uint8Array(pkg.strict ? repack(pkg) : bytes).buffer);
  } catch {
    throw new AppError("invalid_request", "The workbook could not be read: its content is damaged (malformed XML or parts Excel does not write). Save it again from Excel or LibreOffice and import it again.");
  }
  checkBudget(budget, w);

  const warnings: string[] = [];
  const sheets = wb.worksheets;
  if (!sheets.length) throw new AppError("invalid_request", "The workbook has no worksheets (only charts or nothing at all); there is no data to import.");
  if (sheets.length > SOURCE_LIMITS.maxSheets) {
    warnings.push(`The workbook has ${sheets.length} sheets; a Quire sheet holds ${SOURCE_LIMITS.maxSheets}, so the first ${SOURCE_LIMITS.maxSheets} were kept and formulas reading the others show #REF!.`);
  }
  const tally: CellTally = { arrayFormulas: 0, outside: 0, longFormulas: 0 };
  const read: ReadTab[] = [];
  for (const ws of sheets.slice(0, SOURCE_LIMITS.maxSheets)) {
    checkBudget(budget, w);
    read.push(readWorksheet(ws, tally, warnings));
  }
  for (const moved of read.filter((r) => r.shifted)) {
    for (const r of read) for (const row of r.tab.rows) row.forEach((cell, c) => (row[c] = shiftForInsert(cell, r.tab.name, moved.tab.name, 1, 1, null)));
  }

  const source = { kind: "sheet" as const, title: (coreTitle(pkg) ?? file.replace(/^.*[\\/]/, "").replace(/\.[^.]+$/, "")).slice(0, 500) || "Untitled sheet", sheets: read.map((r) => r.tab) };
  checkBudget(budget, w);
  const check = checkSavedValues(source, read.flatMap((r, tab) => r.saved.map((s) => ({ tab, row: s.row, col: s.col, saved: s.value }))));
  warnings.push(...workbookWarnings(pkg, sheets, tally), ...savedValueWarnings(check));
  return { source, warnings, units: { kind: "sheet", count: sheets.length }, refs: read.map((r) => ({ file, sheet: r.tab.name })) };
};

/** One worksheet at its addresses: row 1 is the header when it holds only text; else headers are made and nothing is lost. */
function readWorksheet(ws: ExcelJS.Worksheet, tally: CellTally, warnings: string[]): ReadTab {
  const grid: ReadCell[][] = [];
  ws.eachRow({ includeEmpty: false }, (row, r) => {
    const cells: ReadCell[] = [];
    row.eachCell({ includeEmpty: false }, (cell, c) => {
      if (c <= MAX_COLUMNS) cells[c - 1] = readCell(cell, ws, tally);
    });
    grid[r - 1] = cells;
  });
  const role = rowOneRole(grid[0]);
  const body = role === "data" ? grid : grid.slice(1);
  let width = 1;
  for (const r of grid) if (r && r.length > width) width = r.length;
  if (ws.columnCount > MAX_COLUMNS) warnings.push(`${ws.name}: only the first ${MAX_COLUMNS} of ${ws.columnCount} columns were kept.`);

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
  if (kept < body.length) {
    warnings.push(`${ws.name}: a Quire sheet holds ${SOURCE_LIMITS.maxCellsPerSheet.toLocaleString("en-US")} cells, so the first ${kept.toLocaleString("en-US")} of ${body.length.toLocaleString("en-US")} rows were kept.`);
  }
  while (rows.length && !rows[rows.length - 1]!.length) rows.pop();

  const columns: Column[] = [];
  for (let c = 0; c < width; c++) {
    const header = role === "header" ? String(grid[0]?.[c]?.value ?? "").slice(0, MAX_HEADER) : `Column ${columnLetters(c)}`;
    columns.push({ header, ...inferColumn(body.slice(0, kept).map((row) => row?.[c]).filter((x): x is ReadCell => !!x)) });
  }
  return { tab: { name: ws.name, columns, rows }, saved, shifted: role === "data" };
}

/** exceljs keeps every cell of every sheet: a workbook far past what a source holds is refused before it is loaded. */
function refuseHuge(pkg: ValidatedPackage<string>): void {
  let cells = 0;
  for (const [name, text] of pkg.xml) {
    if (!/^xl\/worksheets\/[^/]+\.xml$/i.test(name)) continue;
    for (let i = text.indexOf("<c "); i >= 0; i = text.indexOf("<c ", i + 3)) cells++;
  }
  if (cells > MAX_CELLS_LOADED) {
    throw new AppError("invalid_request", `The workbook holds about ${cells.toLocaleString("en-US")} cells; Quire imports workbooks of up to ${MAX_CELLS_LOADED.toLocaleString("en-US")} (and ${SOURCE_LIMITS.maxCellsPerSheet.toLocaleString("en-US")} a sheet). Remove rows or sheets and import it again.`);
  }
}

/** A Strict OOXML workbook re-zipped with its namespaces made transitional, which exceljs reads. */
function repack(pkg: ValidatedPackage<string>): Uint8Array {
  const encoder = new TextEncoder();
  // Level 0: exceljs reads it at once, so compressing would be wasted.
  return writeZip([...pkg.parts].map(([name, data]) => ({ name, data: pkg.xml.has(name) ? encoder.encode(pkg.xml.get(name)) : data })), 0);
}
