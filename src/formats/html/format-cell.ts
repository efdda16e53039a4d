// Sheet cell display: a column's type and Excel-style format → a formatter built once per column.
import type { Cell, Column, SheetTab } from "../model/source.js";

export type ColumnKind = NonNullable<Column["type"]>;

export interface CellView {
  text: string;
  /** CSS class: num (right-aligned), bool, date, f (formula), or "" for text. */
  cls: string;
}

/** The column's declared type, else inferred from its first non-empty cells. */
export function columnKind(tab: SheetTab, index: number): ColumnKind {
  const declared = tab.columns[index]?.type;
  if (declared) return declared;
  let numbers = 0;
  let booleans = 0;
  let others = 0;
  for (let r = 0, seen = 0; r < tab.rows.length && seen < 200; r++) {
    const v = tab.rows[r]![index];
    if (v === null || v === undefined || v === "") continue;
    seen++;
    if (typeof v === "number") numbers++;
    else if (typeof v === "boolean") booleans++;
    else if (typeof v === "object") continue;
    else others++;
  }
  if (others === 0 && numbers > 0 && booleans === 0) return "number";
  if (others === 0 && booleans > 0 && numbers === 0) return "boolean";
  return "string";
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** Builds the formatter for one column. */
export function cellFormatter(kind: ColumnKind, format?: string): (v: Cell) => CellView {
  const fmt = format ?? "";
  const decimalsIn = (f: string) => {
    const m = /\.(0+)/.exec(f);
    return m ? m[1]!.length : null;
  };
  // A format without a decimal point ("#,##0") shows whole numbers; no format leaves the type's default.
  const decimals = fmt ? (decimalsIn(fmt) ?? 0) : null;
  const symbol = /[$€£¥₹]/.exec(fmt)?.[0] ?? /"([^"]{1,4})"/.exec(fmt)?.[1] ?? "$";
  let num: Intl.NumberFormat;
  let wrap = (s: string, _v: number) => s;
  switch (kind) {
    case "integer":
      num = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
      break;
    case "currency":
      num = new Intl.NumberFormat("en-US", {
        minimumFractionDigits: decimals ?? 2,
        maximumFractionDigits: decimals ?? 2,
      });
      wrap = (s, v) => (v < 0 ? `-${symbol}${s.slice(1)}` : `${symbol}${s}`);
      break;
    case "percent":
      num = new Intl.NumberFormat("en-US", {
        style: "percent",
        minimumFractionDigits: decimals ?? 0,
        maximumFractionDigits: decimals ?? 1,
      });
      break;
    default:
      num = new Intl.NumberFormat(
        "en-US",
        decimals === null
          ? { maximumFractionDigits: 10, useGrouping: fmt === "" || fmt.includes(",") }
          : { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: fmt.includes(",") },
      );
  }
  return (v) => {
    if (v === null || v === undefined || v === "") return { text: "", cls: "" };
    if (typeof v === "object") {
      const f = v.formula.startsWith("=") ? v.formula : `=${v.formula}`;
      return { text: f, cls: "f" };
    }
    if (typeof v === "boolean") return { text: v ? "TRUE" : "FALSE", cls: "bool" };
    if (typeof v === "number") {
      if (kind === "date")
        return { text: new Date(EXCEL_EPOCH + v * 86_400_000).toISOString().slice(0, 10), cls: "date" };
      if (!Number.isFinite(v)) return { text: String(v), cls: "num" };
      return { text: wrap(num.format(v), v), cls: "num" };
    }
    return { text: v, cls: kind === "date" ? "date" : "" };
  };
}
