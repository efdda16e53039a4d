// A batch's items from one deck template and a table of variables — rows as JSON or a CSV (first row: the variable
// names) — one item per row, its {{name}} placeholders filled from the row and its file named by a `filename` column.
import Papa from "papaparse";
import { AppError } from "../lib/errors.js";
import type { GenerateItem } from "./generate-deck.js";
import { applyVariables, MAX_VARIABLE_CHARS, MAX_VARIABLES, VARIABLE_NAME, type Variables } from "./prepare-deck.js";

export type BatchTemplate = Omit<GenerateItem, "variables" | "material">;

/** A batch as sent: its decks as `items`, or one `template` with a table of variables (`rows`, `csv` or a CSV file). */
export interface BatchRequest {
  items?: GenerateItem[];
  template?: BatchTemplate;
  rows?: Variables[];
  csv?: string;
}

const invalid = (message: string, path: string, detail: string) =>
  new AppError("invalid_request", message, { details: [{ path, message: detail }] });

/** CSV text → one variables object per non-empty row; the header names the variables (checked like JSON variables). */
export function csvRows(csv: string, path = "csv"): Variables[] {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const [header, ...rows] = parsed.data;
  if (!header?.length || !rows.length)
    throw invalid(
      "The CSV needs a header row of variable names and at least one row.",
      path,
      "a header row and one row per deck",
    );
  const names = header.map((h) => h.trim());
  if (names.length > MAX_VARIABLES)
    throw invalid(
      `A CSV of variables has at most ${MAX_VARIABLES} columns; this one has ${names.length}.`,
      path,
      `at most ${MAX_VARIABLES} columns`,
    );
  names.forEach((name, i) => {
    if (!VARIABLE_NAME.test(name))
      throw invalid(
        `Column ${i + 1} of the CSV is named ${JSON.stringify(name)}; a variable name is letters, digits, _ . - (and starts with a letter or _).`,
        `${path}.header.${i}`,
        "a name of letters, digits, _ . -",
      );
  });
  const seen = names.find((n, i) => names.indexOf(n) !== i);
  if (seen)
    throw invalid(`The CSV names the column ${JSON.stringify(seen)} twice.`, `${path}.header`, "each column once");
  return rows.map((row, r) => {
    if (row.length > names.length)
      throw invalid(
        `Row ${r + 2} of the CSV has ${row.length} values for ${names.length} columns.`,
        `${path}.${r + 2}`,
        `at most ${names.length} values`,
      );
    const out: Variables = {};
    names.forEach((name, i) => {
      const value = row[i] ?? "";
      if (value.length > MAX_VARIABLE_CHARS)
        throw invalid(
          `Row ${r + 2}, column ${name} of the CSV is longer than ${MAX_VARIABLE_CHARS} characters.`,
          `${path}.${r + 2}.${name}`,
          `at most ${MAX_VARIABLE_CHARS} characters`,
        );
      out[name] = value;
    });
    return out;
  });
}

/** One item per row: the template with the row as its variables, its file named by the row's `filename` or the template's, filled. */
export function itemsFromRows(template: BatchTemplate, rows: readonly Variables[]): GenerateItem[] {
  return rows.map((variables) => {
    const filename =
      variables.filename?.trim() || (template.filename ? applyVariables(template.filename, variables) : undefined);
    return { ...template, variables, ...(filename ? { filename } : {}) };
  });
}

/** The batch's decks: its `items`, or its template once per row of `rows`, `csv` or the uploaded CSV (`csvFile`). */
export function batchItems(request: BatchRequest, csvFile?: string): GenerateItem[] {
  if (csvFile !== undefined) return itemsFromRows(request.template ?? {}, csvRows(csvFile, "file"));
  const tables = [request.rows, request.csv].filter((t) => t !== undefined).length;
  if (request.items) {
    if (request.template || tables)
      throw invalid("Send `items`, or a `template` with `rows` or `csv` — not both.", "items", "items alone");
    return request.items;
  }
  if (!request.template || tables !== 1)
    throw invalid(
      "Send the decks as `items`, or one `template` with its variables as `rows` or `csv`.",
      request.template ? "rows" : "items",
      "items, or template with rows or csv",
    );
  return itemsFromRows(request.template, request.rows ?? csvRows(request.csv!));
}
