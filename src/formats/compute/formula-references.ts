// What a formula's text names, read without evaluating it: the cells and ranges it refers to (for the order cells are
// computed in), how deeply it nests, and whether its value depends on where it stands or on chance.
import { columnNumber } from "./cell-values.js";
import { unquoteSheetName } from "./sheet-names.js";

/** Excel's own bounds: a whole column (A:A) runs to row 1,048,576, a whole row (1:1) to column XFD. */
export const MAX_ROW = 1_048_576;
export const MAX_COL = 16_384;
/** Excel refuses a formula nested deeper than 64 functions; parentheses count here too. */
export const MAX_NESTING = 64;

/** A cell or range a formula names, 1-based as A1 counts (header row 1); `sheet` null for the formula's own tab. */
export interface Reference {
  sheet: string | null;
  fromRow: number;
  fromCol: number;
  toRow: number;
  toCol: number;
}

const SHEET = String.raw`((?:'(?:[^']|'')+'|[A-Za-z_][\w.]*)!)?`;
const CELL = String.raw`\$?([A-Za-z]{1,3})\$?(\d+)`;
// A cell or cell range, a whole-column range (A:C) or a whole-row range (2:5), not part of a name or a function.
const REFERENCE = new RegExp(
  String.raw`(?<![\w$.'])${SHEET}(?:${CELL}(?::${CELL})?|\$?([A-Za-z]{1,3}):\$?([A-Za-z]{1,3})|\$?(\d+):\$?(\d+))(?![\w(!])`,
  "g",
);
const STRING_LITERAL = /"(?:[^"]|"")*"/g;
// Functions whose value depends on the formula's own cell, on text read as a reference, or on chance.
const POSITIONAL = /\b(?:ROW|COLUMN|ROWS|COLUMNS|OFFSET|INDIRECT|CELL|RAND|RANDBETWEEN|RANDARRAY|ADDRESS)\s*\(/i;

/** The cells and ranges a formula names (text in quotes is not read). INDIRECT and OFFSET targets are not known here. */
export function formulaReferences(formula: string): Reference[] {
  const out: Reference[] = [];
  for (const m of formula.replace(STRING_LITERAL, '""').matchAll(REFERENCE)) {
    const sheet = m[1] ? unquoteSheetName(m[1]) : null;
    if (m[2] !== undefined) {
      const row = Number(m[3]);
      const col = columnNumber(m[2]);
      const toRow = m[5] !== undefined ? Number(m[5]) : row;
      const toCol = m[4] !== undefined ? columnNumber(m[4]) : col;
      out.push({
        sheet,
        fromRow: Math.min(row, toRow),
        fromCol: Math.min(col, toCol),
        toRow: Math.max(row, toRow),
        toCol: Math.max(col, toCol),
      });
    } else if (m[6] !== undefined) {
      const a = columnNumber(m[6]);
      const b = columnNumber(m[7]!);
      out.push({ sheet, fromRow: 1, fromCol: Math.min(a, b), toRow: MAX_ROW, toCol: Math.max(a, b) });
    } else {
      const a = Number(m[8]);
      const b = Number(m[9]);
      out.push({ sheet, fromRow: Math.min(a, b), fromCol: 1, toRow: Math.max(a, b), toCol: MAX_COL });
    }
  }
  return out;
}

/** Whether two cells holding this same text always have the same value (true unless it reads its own position or chance). */
export function sameWhereverItStands(formula: string): boolean {
  return !POSITIONAL.test(formula.replace(STRING_LITERAL, '""'));
}

/** How deeply the formula's parentheses nest (text in quotes aside). */
export function nestingDepth(formula: string): number {
  let depth = 0;
  let deepest = 0;
  let quoted = false;
  for (let i = 0; i < formula.length; i++) {
    const ch = formula.charCodeAt(i);
    if (ch === 34) quoted = !quoted;
    else if (quoted) continue;
    else if (ch === 40) deepest = Math.max(deepest, ++depth);
    else if (ch === 41) depth--;
  }
  return deepest;
}
