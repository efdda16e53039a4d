// Numbers as people read them on charts: an Excel number format when the source gives one ("#,##0", "0.0%",
// "$#,##0"; rendered by SheetJS's ssf, Apache-2.0), else a compact form (1,250 · 12.5k · 3.4M).
import { createRequire } from "node:module";
import type * as Ssf from "ssf";

// ssf is CommonJS without named ESM exports.
const { format: excelFormat } = createRequire(import.meta.url)("ssf") as typeof Ssf;

const INTEGER = new Intl.NumberFormat("en-US");
const r1 = (v: number) => Math.round(v * 10) / 10;

/** The compact form of a number: grouped integers, k/M/B above ten thousand, at most two decimals. */
export function compactNumber(v: number): string {
  const a = Math.abs(v);
  if (a >= 1e9) return `${r1(v / 1e9)}B`;
  if (a >= 1e6) return `${r1(v / 1e6)}M`;
  if (a >= 1e4) return `${r1(v / 1e3)}k`;
  return Number.isInteger(v) ? INTEGER.format(v) : String(Math.round(v * 100) / 100);
}

/** A value in the given Excel format, or compact when there is none (or the format cannot be read). */
export function formatValue(v: number, format?: string): string {
  if (!Number.isFinite(v)) return "";
  if (!format || format === "General") return compactNumber(v);
  try {
    return excelFormat(format, v).trim();
  } catch {
    return compactNumber(v);
  }
}

/** The currency format a column typed currency shows without a format of its own (the PDF's "$1,234.50"). */
export const DEFAULT_CURRENCY_FORMAT = "$#,##0.00";

/**
 * The Excel format a currency column shows, the same in every export: its own format when that names a currency
 * ("€#,##0", "\"$\"#,##0.00", "[$€-407]#,##0", "#,##0 \"CHF\""), else that format with "$" before its digits
 * ("#,##0" → "$#,##0"), else "$#,##0.00".
 */
export function currencyFormat(format?: string): string {
  if (!format || format === "General" || !/[0#?]/.test(format.replace(/"[^"]*"/g, ""))) return DEFAULT_CURRENCY_FORMAT;
  const code = format.replace(/\[\$-[^\]]*\]/g, ""); // a locale tag alone ([$-409]) names no currency
  // A symbol, a currency tag ("[$€-407]", "[$USD]") or a quoted ISO code ("#,##0 \"USD\"") names one already.
  if (/[$€£¥₹₩₽¤]|\[\$[^\]-]|"\s*[A-Z]{3}\s*"/.test(code)) return format;
  // "$" before the first digit placeholder of each section that has one, outside quoted text and brackets.
  return format
    .split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/)
    .map((section) => section.replace(/^((?:"[^"]*"|\[[^\]]*\]|\\.|[^0#?"[\\])*)(?=[0#?])/, "$1$"))
    .join(";");
}
