// An imported sheet's columns: whether row 1 is a header row, and each column's type and format from its values.
import type { Column } from "../../formats/model/source.js";
import type { ReadCell } from "./cells.js";

/** Formats a column type implies (xlsx/cell-styles.ts TYPE_FORMATS, "#,##0.00" as currency before "$#,##0.00"): not repeated as a column format. */
const DEFAULT_FORMATS = new Set([
  "#,##0",
  "#,##0.00",
  "$#,##0.00",
  "0.00%",
  "yyyy-mm-dd",
  "yyyy-mm-dd hh:mm",
  "mm-dd-yy",
  "m/d/yyyy",
  "m/d/yy",
]);
const CURRENCY_SYMBOL = /[$€£¥₹₩₽¤]/;

/** Row 1 is a header row when it holds text and nothing else; "empty" when it holds nothing. */
export function rowOneRole(row: (ReadCell | undefined)[] | undefined): "header" | "empty" | "data" {
  const filled = (row ?? []).filter((c): c is ReadCell => !!c && c.value !== null && c.value !== "");
  if (!filled.length) return "empty";
  return filled.every((c) => c.kind === "string" && typeof c.value === "string") ? "header" : "data";
}

/** The type (and format, when not the type's default) the column's values and formats call for; none when mixed. */
export function inferColumn(cells: ReadCell[]): Pick<Column, "type" | "format"> {
  const kinds = new Set<string>();
  const formats = new Map<string, number>();
  let integers = true;
  for (const c of cells) {
    if (c.kind === "empty" || c.kind === "unknown") continue;
    kinds.add(c.kind);
    if (c.kind === "number" || c.kind === "date")
      formats.set(c.format ?? "General", (formats.get(c.format ?? "General") ?? 0) + 1);
    const n = c.saved ?? c.value;
    if (c.kind === "number" && typeof n === "number" && !Number.isInteger(n)) integers = false;
  }
  if (kinds.size !== 1) return {};
  const kind = [...kinds][0]!;
  const format = [...formats].sort((a, b) => b[1] - a[1])[0]?.[0];
  const keep = (type: Column["type"]) =>
    format && format !== "General" && !DEFAULT_FORMATS.has(format) ? { type, format } : { type };
  switch (kind) {
    case "boolean":
      return { type: "boolean" };
    case "string":
      return { type: "string" };
    case "date":
      return keep("date");
    default:
      return numberColumn(format, integers, keep);
  }
}

function numberColumn(
  format: string | undefined,
  integers: boolean,
  keep: (type: Column["type"]) => Pick<Column, "type" | "format">,
): Pick<Column, "type" | "format"> {
  if (!format || format === "General") return { type: "number" };
  // Locale tags like [$-409] name no currency; quoted text and escaped characters may ("\"$\"#,##0", "\\€0.00").
  const code = format.replace(/\[\$-[^\]]*\]/g, "");
  if (/%/.test(code.replace(/"[^"]*"/g, ""))) return keep("percent");
  if (CURRENCY_SYMBOL.test(code) || format === "#,##0.00") return keep("currency");
  if ((format === "#,##0" || format === "0") && integers) return keep("integer");
  return { type: "number", format };
}
