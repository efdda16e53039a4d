// Cell text of the xlsx writer: shared strings, SpreadsheetML string escaping, width estimates.
import { escapeText } from "../ooxml/xml-escape.js";

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
    const parts = [
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n',
      `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${this.count}" uniqueCount="${this.items.length}">`,
    ];
    for (const s of this.items)
      parts.push(
        /^\s|\s$/.test(s) ? `<si><t xml:space="preserve">${sheetText(s)}</t></si>` : `<si><t>${sheetText(s)}</t></si>`,
      );
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
    v = v.replace(
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g,
      (c) => `_x${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}_`,
    );
  }
  return escapeText(v);
}

/** Display width of a string in Excel "characters" (wide CJK glyphs count two). */
export function displayWidth(value: string): number {
  let w = 0;
  for (const ch of value.length > 200 ? value.slice(0, 200) : value) {
    const cp = ch.codePointAt(0)!;
    w +=
      (cp >= 0x1100 && cp <= 0x115f) ||
      (cp >= 0x2e80 && cp <= 0xa4cf) ||
      (cp >= 0xac00 && cp <= 0xd7a3) ||
      (cp >= 0xf900 && cp <= 0xfaff) ||
      (cp >= 0xfe30 && cp <= 0xfe4f) ||
      (cp >= 0xff00 && cp <= 0xff60) ||
      cp >= 0x1f300
        ? 2
        : 1;
  }
  return w;
}
