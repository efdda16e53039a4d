// Formula text from a workbook: shared formulas moved to their cell, storage prefixes off, outside references recognised.
import { columnLetters, columnNumber } from "../../formats/compute/cell-values.js";

// An optional sheet prefix, then a cell (B4, $B$4) or a whole-column range (A:C, $A:$A).
const REF =
  /(?<![\w$.'])((?:'(?:[^']|'')+'|[A-Za-z_][\w.]*)!)?(?:(\$?)([A-Z]{1,3})(\$?)(\d+)|(\$?)([A-Z]{1,3}):(\$?)([A-Z]{1,3}))(?![\w(!])/g;
// `[1]Sheet1!A1` or `'[Book.xlsx]Sheet 1'!A1`; a table's `Table1[Column]` has no `!` after its brackets.
const EXTERNAL = /\[\d+\][^!]*!|'[^']*\[[^\]]*\][^']*'!/;
const MAX_COL = 16_384;
const MAX_ROW = 1_048_576;

/** Applies `fn` to the parts of a formula outside string literals. */
function outsideStrings(formula: string, fn: (piece: string) => string): string {
  return formula
    .split(/("(?:[^"]|"")*")/)
    .map((piece, i) => (i % 2 === 1 ? piece : fn(piece)))
    .join("");
}

/**
 * A shared formula as it reads in another cell of its range: relative rows and columns move by the distance from the
 * cell that holds the formula (1-based rows and columns), `$` parts stay; a reference pushed off the sheet is #REF!.
 */
export function slideFormula(
  formula: string,
  from: { row: number; col: number },
  to: { row: number; col: number },
): string {
  const dr = to.row - from.row;
  const dc = to.col - from.col;
  if (!dr && !dc) return formula;
  const col = (abs: string, letters: string) => {
    const n = abs ? columnNumber(letters) : columnNumber(letters) + dc;
    return n >= 1 && n <= MAX_COL ? `${abs}${columnLetters(n - 1)}` : null;
  };
  return outsideStrings(formula, (piece) =>
    piece.replace(
      REF,
      (
        whole,
        prefix = "",
        ca?: string,
        cl?: string,
        ra?: string,
        rn?: string,
        a1?: string,
        l1?: string,
        a2?: string,
        l2?: string,
      ) => {
        if (cl !== undefined) {
          const c = col(ca!, cl);
          const row = ra ? Number(rn) : Number(rn) + dr;
          return c && row >= 1 && row <= MAX_ROW ? `${prefix}${c}${ra}${row}` : `${prefix}#REF!`;
        }
        const c1 = col(a1!, l1!);
        const c2 = col(a2!, l2!);
        return c1 && c2 ? `${prefix}${c1}:${c2}` : `${prefix}#REF!`;
      },
    ),
  );
}

/** The formula without the `_xlfn.` / `_xlws.` prefixes files store newer functions with (Quire adds them on export). */
export function withoutStoragePrefixes(formula: string): string {
  if (!formula.includes("_xl")) return formula;
  return outsideStrings(formula, (piece) => piece.replace(/_xlfn\.(?:_xlws\.)?/gi, "").replace(/_xlws\./gi, ""));
}

/** A formula that reads another workbook (`[1]Sheet1!A1`) or calls another program (DDE: `cmd|' /C calc'!A0`). */
export function reachesOutside(formula: string): "external" | "dde" | null {
  const code = formula.replace(/"(?:[^"]|"")*"/g, '""');
  if (code.includes("|")) return "dde";
  return EXTERNAL.test(code) ? "external" : null;
}
