// One worksheet streamed row by row into the cells a Quire sheet can keep: rows kept until the sheet's cell limit is
// passed and the rest only counted, shared formulas resolved from their masters as they come, merged ranges split.
import { columnNumber } from "../../formats/compute/cell-values.js";
import { SOURCE_LIMITS } from "../../formats/model/source.js";
import type { PackageWording } from "../../formats/ooxml/package-wording.js";
import type { AppError } from "../../lib/errors.js";
import { readCell, type CellTally, type RawCell, type ReadCell, type SheetCells } from "./cells.js";
import { unescapeText } from "./shared-strings.js";
import { streamXml, type PartChunks } from "./stream-xml.js";
import type { CellStyle } from "./workbook-parts.js";

export const MAX_COLUMNS = 1_000;
const MAX_ROWS = 1_048_576;
const EMPTY: ReadCell = { value: null, kind: "empty" };
/** The tags the scan past the cut looks at: rows, what gives a row a value, merged ranges. */
const REST_TAG =
  /<(?<closing>\/?)(?:[\w.-]+:)?(?<name>row|v|f|is|mergeCell)(?=[\s/>])(?<attrs>[^>]*?)(?<selfClosing>\/?)>/g;

export interface StreamedSheet {
  /** The rows kept, by 0-based row (sparse), each by 0-based column: a little past the sheet's cell limit at most. */
  grid: ReadCell[][];
  /** The last row holding a value (1-based): the sheet's length, kept or not. */
  rowCount: number;
  /** Columns up to MAX_COLUMNS that any row fills. */
  width: number;
  /** The rightmost column any value is in. */
  columnCount: number;
  merges: number;
}

export interface SheetContext {
  styles: CellStyle[];
  date1904: boolean;
  tally: CellTally;
  damaged: () => AppError;
  /** Called every thousand rows: throws once the import's time is spent. */
  tick: () => void;
}

/** Cells up to the last one holding a value. */
function filled(cells: ReadCell[]): number {
  let end = cells.length;
  while (end > 0 && (cells[end - 1]?.value ?? null) === null) end--;
  return end;
}

const rowOf = (ref: string) => parseInt(ref.replace(/^[A-Za-z$]+/, "").replace("$", ""), 10);

export function streamSheet(name: string, chunks: PartChunks, w: PackageWording, ctx: SheetContext): StreamedSheet {
  const out: StreamedSheet = { grid: [], rowCount: 0, width: 0, columnCount: 0, merges: 0 };
  const sheet: SheetCells = { masters: new Map(), date1904: ctx.date1904 };
  let keeping = true;
  let counted = 0;
  let rows = 0;
  let row = 0;
  let col = 0;
  let cells: ReadCell[] = [];
  let rowHasValue = false;
  let cell: RawCell | undefined;
  let into: "value" | "formula" | null = null;
  let inInline = false;
  let inPhonetic = false;

  const merge = (ref: string) => {
    out.merges++;
    const [from, to = from] = ref.split(":") as [string, string?];
    const r1 = rowOf(from);
    const r2 = Math.min(rowOf(to), out.grid.length);
    const c1 = columnNumber(from);
    const c2 = Math.min(columnNumber(to), MAX_COLUMNS);
    if (!(r1 >= 1 && c1 >= 1)) return;
    // Each value stays in the top-left cell; the rest of the range is empty, as Excel shows it.
    for (let r = r1; r <= r2; r++) {
      const line = out.grid[r - 1];
      if (!line) continue;
      for (let c = r === r1 ? c1 + 1 : c1; c <= c2; c++) line[c - 1] = EMPTY;
      if (c2 > out.width) out.width = c2;
    }
  };

  let carry = "";
  const scanRest = (text: string) => {
    text = carry + text;
    const open = text.lastIndexOf("<");
    const cut = open >= 0 && text.indexOf(">", open) < 0 ? open : text.length;
    carry = text.slice(cut);
    for (const m of text.slice(0, cut).matchAll(REST_TAG)) {
      const { closing, name, attrs = "", selfClosing } = m.groups!;
      if (name === "row") {
        if (closing) {
          if (rowHasValue) out.rowCount = Math.max(out.rowCount, row);
          continue;
        }
        const r = parseInt(/\br="(?<row>\d+)"/.exec(attrs)?.groups!.row ?? "", 10);
        row = r >= 1 && r <= MAX_ROWS ? r : row + 1;
        rowHasValue = false;
        if (++rows % 1000 === 0) ctx.tick();
      } else if (name === "mergeCell") {
        const ref = /\bref="(?<ref>[^"]*)"/.exec(attrs)?.groups!.ref;
        if (ref) merge(ref);
      } else if (!closing && !selfClosing) rowHasValue = true;
    }
  };

  streamXml(
    name,
    chunks,
    w,
    {
      open(name, a) {
        switch (name) {
          case "row": {
            const r = a.r ? parseInt(a.r, 10) : NaN;
            row = r >= 1 && r <= MAX_ROWS ? r : row + 1;
            col = 0;
            cells = [];
            rowHasValue = false;
            if (++rows % 1000 === 0) ctx.tick();
            break;
          }
          case "c":
            col = (a.r && columnNumber(a.r)) || col + 1;
            cell = { row, col, type: a.t ?? "", style: a.s ? ctx.styles[parseInt(a.s, 10)] : undefined };
            break;
          case "v":
            into = "value";
            break;
          case "f":
            if (cell) cell.formula = { text: "", type: a.t, ref: a.ref, si: a.si };
            into = "formula";
            break;
          case "is":
            inInline = true;
            break;
          case "rPh":
            inPhonetic = true;
            break;
          case "t":
            if (inInline && !inPhonetic) into = "value";
            break;
          case "mergeCell":
            if (a.ref) merge(a.ref);
            break;
        }
      },
      text(t) {
        if (!cell || !into) return;
        if (into === "formula") cell.formula!.text += t;
        else cell.value = (cell.value ?? "") + t;
      },
      close(name) {
        switch (name) {
          case "v":
          case "f":
          case "t":
            into = null;
            break;
          case "is":
            inInline = false;
            if (cell?.value !== undefined) cell.value = unescapeText(cell.value);
            break;
          case "rPh":
            inPhonetic = false;
            break;
          case "c":
            if (cell && (cell.value !== undefined || cell.formula?.text || cell.formula?.type)) {
              rowHasValue = true;
              if (col > out.columnCount) out.columnCount = col;
              if (col <= MAX_COLUMNS) {
                if (col > out.width) out.width = col;
                if (keeping) cells[col - 1] = readCell(cell, sheet, ctx.tally);
              }
            }
            cell = undefined;
            break;
          case "row":
            if (!rowHasValue) break;
            out.rowCount = Math.max(out.rowCount, row);
            if (!keeping) break;
            out.grid[row - 1] = cells;
            // Row 1 may be the header: only the rows below it count towards the limit here; readWorksheet cuts exactly.
            if (row >= 2) counted += filled(cells);
            if (counted > SOURCE_LIMITS.maxCellsPerSheet) keeping = false;
            break;
        }
      },
    },
    ctx.damaged,
    // Past the cut, parsing every cell only to count rows would cost memory and time in the size of the file: the
    // rest is scanned for its rows and merged ranges instead.
    { done: () => !keeping, rest: scanRest },
  );
  return out;
}
