// Cell value helpers of the xlsx writer: column letters, Excel date serials, shared strings, width estimates.
import { escapeText } from "../ooxml/xml-escape.js";

/** A1-style column letters for a 0-based index (0 → A, 26 → AA). */
export function columnLetters(index: number): string {
  let n = index + 1;
  let out = "";
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const EPOCH_1899 = Date.UTC(1899, 11, 30);
const FIRST_SAFE = Date.UTC(1900, 2, 1); // before this, Excel's 1900 leap-year bug shifts serials

/** An ISO date (or date-time, wall clock as written) as an Excel serial, or null when it is not one. */
export function excelSerial(value: string): { serial: number; hasTime: boolean } | null {
  const m = ISO_DATE.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h = "0", mi = "0", s = "0", frac = ""] = m.slice(1);
  const ms = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s, frac ? Math.round(Number(`0.${frac}`) * 1000) : 0);
  const check = new Date(ms);
  if (Number.isNaN(ms) || check.getUTCMonth() !== +mo! - 1 || check.getUTCDate() !== +d! || ms < FIRST_SAFE) return null;
  return { serial: (ms - EPOCH_1899) / 86_400_000, hasTime: m[4] !== undefined };
}

/** The workbook's shared string table (strings stored once, cells point at them). */
export class SharedStrings {
  private readonly index = new Map<string, number>();
  private readonly items: string[] = [];
  count = 0;

  add(value: string): number {
    this.count++;
    let i = this.index.get(value);
    if (i === undefined) {
      i = this.items.length;
      this.items.push(value);
      this.index.set(value, i);
    }
    return i;
  }

  toXml(): string {
    const parts = ['<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n', `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${this.count}" uniqueCount="${this.items.length}">`];
    for (const s of this.items) parts.push(/^\s|\s$/.test(s) ? `<si><t xml:space="preserve">${sheetText(s)}</t></si>` : `<si><t>${sheetText(s)}</t></si>`);
    parts.push("</sst>");
    return parts.join("");
  }
}

/**
 * Text for a SpreadsheetML string: a literal `_xHHHH_` is escaped (Excel would decode it) and control
 * characters XML cannot carry are written as `_xHHHH_` so the data survives.
 */
export function sheetText(value: string): string {
  let v = value;
  if (v.includes("_x")) v = v.replace(/_(x[0-9a-fA-F]{4}_)/g, "_x005F_$1");
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(v)) {
    v = v.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, (c) => `_x${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}_`);
  }
  return escapeText(v);
}

/** Display width of a string in Excel "characters" (wide CJK glyphs count two). */
export function displayWidth(value: string): number {
  let w = 0;
  for (const ch of value.length > 200 ? value.slice(0, 200) : value) {
    const cp = ch.codePointAt(0)!;
    w += (cp >= 0x1100 && cp <= 0x115f) || (cp >= 0x2e80 && cp <= 0xa4cf) || (cp >= 0xac00 && cp <= 0xd7a3) || (cp >= 0xf900 && cp <= 0xfaff) || (cp >= 0xfe30 && cp <= 0xfe4f) || (cp >= 0xff00 && cp <= 0xff60) || cp >= 0x1f300 ? 2 : 1;
  }
  return w;
}
