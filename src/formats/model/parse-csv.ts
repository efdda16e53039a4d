// CSV/TSV text → a one-tab sheet (papaparse): first row headers, column types inferred, values converted.
import Papa from "papaparse";
import type { Cell, Column, Sheet } from "./source.js";

export interface ParsedCsv {
  sheet: Sheet;
  warnings: string[];
}

type Kind = "integer" | "number" | "percent" | "currency" | "date" | "boolean" | "string";

const NUMBER = /^[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$|^[-+]?\.\d+$/;
const INTEGER = /^[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)$/;
const PERCENT = /^([-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)\s?%$/;
const CURRENCY =
  /^(-|\()?\s?([$€£¥₹])\s?(-)?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)\)?$|^(-)?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)\s?([€£¥₹])$/;
const DATE = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}(?:\.\d+)?))?(Z|[+-]\d{2}:?\d{2})?)?$/;
const BOOLEAN = /^(?:true|false)$/i;
/** Leading zeros mean an identifier (zip code, account number), never a number. */
const LEADING_ZERO = /^[-+]?0\d/;

const num = (s: string) => Number(s.replace(/,/g, ""));

function validDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function kindOf(s: string): Kind {
  if (LEADING_ZERO.test(s) && !/^[-+]?0\./.test(s)) return "string";
  if (INTEGER.test(s)) return "integer";
  if (NUMBER.test(s)) return "number";
  if (PERCENT.test(s)) return "percent";
  if (CURRENCY.test(s)) return "currency";
  if (validDate(s)) return "date";
  if (BOOLEAN.test(s)) return "boolean";
  return "string";
}

/** One kind that fits every value, widening integer → number; mixed kinds stay strings. */
function columnKind(values: string[]): Kind {
  let kind: Kind | null = null;
  for (const raw of values) {
    const s = raw.trim();
    if (!s) continue;
    const k = kindOf(s);
    if (kind === null) kind = k;
    else if (kind !== k) {
      if ((kind === "integer" && k === "number") || (kind === "number" && k === "integer")) kind = "number";
      else return "string";
    }
    if (kind === "string") return "string";
  }
  return kind ?? "string";
}

function convert(raw: string, kind: Kind): Cell {
  const s = raw.trim();
  if (!s) return null;
  switch (kind) {
    case "integer":
    case "number":
      return num(s);
    case "percent":
      return Math.round((num(PERCENT.exec(s)![1]!) / 100) * 1e12) / 1e12;
    case "currency": {
      const m = CURRENCY.exec(s)!;
      const negative = Boolean(m[1] || m[3] || m[5]);
      const value = num(m[4] ?? m[6]!);
      return negative ? -value : value;
    }
    case "date":
      return s.length === 10 ? s.replace(/\//g, "-") : s.replace(/^(\d{4})\/(\d{2})\/(\d{2})/, "$1-$2-$3");
    case "boolean":
      return s.toLowerCase() === "true";
    default:
      return raw;
  }
}

function currencyFormat(values: string[]): string {
  for (const v of values) {
    const m = CURRENCY.exec(v.trim());
    const symbol = m?.[2] ?? m?.[7];
    if (symbol) return symbol === "$" ? "$#,##0.00" : `"${symbol}"#,##0.00`;
  }
  return "$#,##0.00";
}

function percentFormat(values: string[]): string {
  let decimals = 0;
  for (const v of values) {
    const m = PERCENT.exec(v.trim());
    const d = m?.[1]?.split(".")[1]?.length ?? 0;
    if (d > decimals) decimals = d;
  }
  return decimals ? `0.${"0".repeat(Math.min(decimals, 6))}%` : "0%";
}

export function parseCsv(text: string, options: { title?: string; name?: string } = {}): ParsedCsv {
  const warnings: string[] = [];
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const result = Papa.parse<string[]>(input, {
    delimiter: "",
    delimitersToGuess: [",", "\t", ";", "|"],
    skipEmptyLines: "greedy",
  });
  for (const e of result.errors.slice(0, 5))
    if (e.type !== "Delimiter") warnings.push(`CSV row ${(e.row ?? 0) + 1}: ${e.message}.`);
  const data = result.data;
  const header = data[0] ?? [];
  const body = data.slice(1);
  let width = Math.max(header.length, 1);
  for (const r of body) if (r.length > width) width = r.length;
  const columns: Column[] = [];
  const rows: Cell[][] = body.map(() => new Array<Cell>(width).fill(null));
  for (let c = 0; c < width; c++) {
    const values = body.map((r) => r[c] ?? "");
    const kind = columnKind(values);
    const col: Column = { header: (header[c] ?? "").trim() || `Column ${c + 1}` };
    if (kind !== "string") col.type = kind;
    if (kind === "currency") col.format = currencyFormat(values);
    if (kind === "percent") col.format = percentFormat(values);
    if (kind === "date") col.format = "yyyy-mm-dd";
    columns.push(col);
    for (let r = 0; r < body.length; r++) {
      const raw = body[r]![c];
      rows[r]![c] = raw === undefined ? null : convert(raw, kind);
    }
  }
  if (body.some((r) => r.length !== header.length))
    warnings.push("Some CSV rows have a different number of fields than the header; missing cells are left empty.");
  const name = (options.name ?? "Sheet1").replace(/[\\/?*[\]:]/g, " ").slice(0, 31) || "Sheet1";
  return {
    sheet: { kind: "sheet", title: options.title ?? "Untitled sheet", sheets: [{ name, columns, rows }] },
    warnings,
  };
}
