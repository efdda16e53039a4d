// The columns a sheet prompt lists ("fourteen deals with owner, stage, value, win probability, a weighted-value formula,
// expected close and last-contact dates"): typed columns in the user's words, and formulas only where their inputs exist.
import type { Cell, Column, SheetTab } from "../../formats/model/source.js";
import { capitalise } from "../../lib/text.js";
import { columnLetters as columnLetter } from "../../formats/compute/cell-values.js";
import type { Say } from "./scaffold-text.js";
import { NUMBER_WORDS } from "../reading/prompt-facts.js";

type Kind = NonNullable<Column["type"]> | "formula";

export interface ListedColumn {
  header: string;
  kind: Kind;
  /** What the formula computes, for the derived columns the builtin knows how to compute. */
  derive?: "weighted" | "workdays";
}

const INTRO = /\b(?:with|listing|tracking|columns?(?: for)?:?|fields?:?)\s+(.+)$|:\s*(.+)$/is;
const STOP = /,?\s+(?:plus|as well as|and also)\s+.*$|[,;]\s+with\s+an?\s+.*$|\.\s.*$/is;
const ARTICLE = /^(?:(?:a|an|the|their|its|each)\s+)+/i;

const singular = (w: string) => w.replace(/ies$/i, "y").replace(/(?<![su])s$/i, "");

function kindOf(name: string): ListedColumn["kind"] {
  if (/formula|\bby networkdays\b/i.test(name)) return "formula";
  if (/\b(?:dates?|deadline|due|start|end|close|contact|birthday|day of)\b/i.test(name)) return "date";
  if (/\b(?:probability|percent|percentage|rate|share|margin|complete|completion)\b/i.test(name)) return "percent";
  if (/\b(?:value|amount|price|cost|revenue|budget|salary|fee|spend|total)\b/i.test(name)) return "currency";
  if (/\b(?:days|count|number|qty|quantity|hours|units|seats)\b/i.test(name)) return "integer";
  if (/\b(?:done|reached|paid|active)\b\??$/i.test(name)) return "boolean";
  return "string";
}

const DATE_WORD =
  /\b(?:start|end|close|closing|due|contact|open|opening|finish|launch|birth|expected|delivery|review|renewal)$/i;

/** "start and end dates" → "start date", "end date"; "expected close and last-contact dates" alike. */
function distribute(item: string): string[] {
  const parts = item.split(/\s+and\s+/i);
  return parts.map((part, i) => (/\bdates$/i.test(parts[i + 1] ?? "") && DATE_WORD.test(part) ? `${part} date` : part));
}

export interface ListedRecords {
  /** What one row is: "deal", "task"; null when the prompt does not say. */
  record: string | null;
  /** How many rows the prompt asks for ("fourteen deals"); null when unsaid. */
  count: number | null;
  columns: ListedColumn[];
  /** What the prompt asks for beyond the columns ("a stage summary built with COUNTIF"), which the builtin does not make. */
  extra: string | null;
}

const COUNTED = new RegExp(
  `(?<![\\p{L}\\p{N}])(\\d{1,3}|${Object.keys(NUMBER_WORDS)
    .filter((k) => !k.includes("_"))
    .join("|")})[\\s-]+([\\p{L}][\\p{L}-]*)`,
  "iu",
);

/** The records a sheet prompt describes, with its listed columns when it lists at least three. */
export function extractListedRecords(prompt: string): ListedRecords {
  const sentence = prompt.split(/\n/)[0]!;
  const counted = COUNTED.exec(sentence);
  const count = counted ? (NUMBER_WORDS[counted[1]!.toLowerCase()] ?? Number(counted[1])) : null;
  const record =
    counted && !/^(?:month|year|week|day|quarter)s?$/i.test(counted[2]!) ? counted[2]!.toLowerCase() : null;
  const m = INTRO.exec(sentence);
  const none = { record, count: record ? count : null, columns: [], extra: null };
  if (!m) return none;
  const raw = (m[1] ?? m[2]!).replace(/[.!?]+$/, "");
  const extra =
    STOP.exec(raw)?.[0]
      .replace(/^[,;.]?\s*(?:plus|as well as|and also|with)\s+/i, "")
      .trim() || null;
  const columns = listedColumns(raw.replace(STOP, ""));
  return columns.length ? { record, count: record ? count : null, columns, extra } : none;
}

function listedColumns(list: string): ListedColumn[] {
  const items = list
    .split(/\s*[,;]\s*/)
    .flatMap((i) => distribute(i.trim().replace(/^(?:and|or)\s+/i, "")))
    .map((i) => i.trim())
    .filter(Boolean);
  if (items.length < 3) return [];
  const columns: ListedColumn[] = [];
  for (const item of items) {
    const bare = item.replace(ARTICLE, "");
    const kind = kindOf(bare);
    const words = bare
      .replace(/\s*\bformula\b\s*/i, " ")
      .replace(/\s+by\s+[A-Z]{4,}.*$/, "")
      .trim();
    const header = capitalise(kind === "string" || kind === "date" ? singular(words) : words)
      .replace(/-/g, " ")
      .slice(0, 60);
    if (!header || columns.some((c) => c.header.toLowerCase() === header.toLowerCase())) continue;
    const derive = /weighted/i.test(bare)
      ? "weighted"
      : /working days|workdays|networkdays/i.test(bare)
        ? "workdays"
        : undefined;
    columns.push({ header, kind, ...(derive ? { derive } : {}) });
  }
  return columns.length >= 3 ? columns : [];
}

const FORMATS: Partial<Record<Kind, string>> = { currency: "#,##0", percent: "0%", date: "yyyy-mm-dd", integer: "0" };

/** A tab of `rows` records: the record's name first, the listed columns after; inputs empty, derived columns as formulas. */
export function recordsTab(
  record: string,
  listed: ListedColumn[],
  rows: number,
  say: Say,
): { tab: SheetTab; derived: string[]; notDerived: string[] } {
  const first = capitalise(singular(record));
  const columns: Column[] = [{ header: first, type: "string", width: 28 }];
  const at = (test: (c: ListedColumn) => boolean) => listed.findIndex(test) + 1;
  const value = at((c) => c.kind === "currency" && !c.derive);
  const probability = at((c) => c.kind === "percent");
  const start = at((c) => c.kind === "date" && /start|begin|from/i.test(c.header));
  const end = at((c) => c.kind === "date" && /end|finish|until|due/i.test(c.header));
  const derived: string[] = [];
  const notDerived: string[] = [];
  const formulaOf: ((r: number) => string | null)[] = listed.map((c) => {
    if (c.derive === "weighted" && value && probability)
      return (r) => `${columnLetter(value)}${r}*${columnLetter(probability)}${r}`;
    if (c.derive === "workdays" && start && end)
      return (r) => `NETWORKDAYS(${columnLetter(start)}${r},${columnLetter(end)}${r})`;
    return () => null;
  });
  listed.forEach((c, i) => {
    const computed = formulaOf[i]!(2) !== null;
    if (computed) derived.push(c.header);
    else if (c.kind === "formula") notDerived.push(c.header);
    const type =
      c.kind === "formula"
        ? c.derive === "workdays"
          ? "integer"
          : c.derive === "weighted"
            ? "currency"
            : "number"
        : c.kind;
    columns.push({
      header: c.header,
      type,
      ...(FORMATS[type] ? { format: FORMATS[type] } : {}),
      width: Math.max(12, Math.min(30, c.header.length + 4)),
    });
  });
  const body: Cell[][] = Array.from({ length: rows }, (_, i) => [
    say.gap(`${first} ${i + 1}`),
    ...listed.map((_, j): Cell => {
      const f = formulaOf[j]!(i + 2);
      return f ? { formula: f } : null;
    }),
  ]);
  // A total under every money column.
  const sums = columns.map((c, j) =>
    j > 0 && c.type === "currency"
      ? ({ formula: `SUM(${columnLetter(j)}2:${columnLetter(j)}${rows + 1})` } as Cell)
      : null,
  );
  if (sums.some((c) => c !== null)) body.push([say("total"), ...sums.slice(1)]);
  const name = say.lang === "en" && !/s$/i.test(first) ? `${first}s` : first;
  return { tab: { name: name.slice(0, 31), columns, rows: body }, derived, notDerived };
}
