// Preserve as a sheet: a pasted table (Markdown, CSV or TSV) as a sheet with its types read, one tab per table, every
// cell as written; attached material's tables and tabs whole. Text without a table becomes one row a line.
import Papa from "papaparse";
import { inlineText, type Block } from "../../../formats/model/blocks.js";
import { parseMarkdown } from "../../../formats/model/markdown/parse-markdown.js";
import { parseCsv } from "../../../formats/model/parse-csv.js";
import type { Material } from "../../material/material.js";
import type { Sheet, SheetTab, TableData } from "../../../formats/model/source.js";

const tabName = (name: string, i: number, used: Set<string>) => {
  let base =
    name
      .replace(/[\\/?*[\]:]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 31) || `Sheet${i + 1}`;
  for (let n = 2; used.has(base.toLowerCase()); n++) base = `${base.slice(0, 27)} (${n})`;
  used.add(base.toLowerCase());
  return base;
};

/** A table as a tab with its columns' types read, as an imported CSV gets them. */
function tabOf(columns: string[], rows: (string | number | null)[][], name: string): SheetTab {
  const csv = Papa.unparse([
    columns,
    ...rows.map((r) => columns.map((_, i) => (r[i] === null || r[i] === undefined ? "" : String(r[i])))),
  ]);
  return { ...parseCsv(csv, { name }).sheet.sheets[0]!, name };
}

/** Markdown tables with the heading above each. */
function markdownTables(blocks: Block[]): { name: string; table: TableData }[] {
  let heading = "";
  const out: { name: string; table: TableData }[] = [];
  for (const b of blocks) {
    if (b.type === "heading") heading = inlineText(b.children).trim();
    if (b.type !== "table") continue;
    const columns = b.header.map((c) => inlineText(c).trim());
    out.push({
      name: heading,
      table: { columns, rows: b.rows.map((r) => columns.map((_, i) => inlineText(r[i] ?? []).trim() || null)) },
    });
  }
  return out;
}

/** Whether the text is a table and nothing else: Markdown tables (under headings), or CSV/TSV. */
export function isTableText(text: string): boolean {
  const blocks = parseMarkdown(text).blocks;
  if (blocks.some((b) => b.type === "table") && blocks.every((b) => b.type === "table" || b.type === "heading"))
    return true;
  return delimited(text);
}

/** CSV or TSV: at least two lines, and most of them with the same number of fields, two or more. */
function delimited(text: string): boolean {
  const parsed = Papa.parse<string[]>(text.trim(), {
    delimiter: "",
    delimitersToGuess: ["\t", ",", ";", "|"],
    skipEmptyLines: "greedy",
  });
  const rows = parsed.data;
  if (rows.length < 2) return false;
  const width = rows[0]!.length;
  return width >= 2 && rows.filter((r) => r.length === width).length >= rows.length * 0.8;
}

/** The sheet of pasted text. */
export function preserveTextSheet(text: string, title: string | undefined, warnings: string[]): Sheet {
  const used = new Set<string>();
  const tables = markdownTables(parseMarkdown(text).blocks);
  let tabs: SheetTab[];
  if (tables.length) tabs = tables.map((t, i) => tabOf(t.table.columns, t.table.rows, tabName(t.name, i, used)));
  else if (delimited(text)) {
    const parsed = parseCsv(text.trim(), { name: tabName("", 0, used) });
    warnings.push(...parsed.warnings);
    tabs = parsed.sheet.sheets;
  } else {
    const lines = text
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    warnings.push(
      "No table was found in your text (Markdown, CSV or TSV): each line is a row of one column, the first line its header.",
    );
    tabs = [
      {
        name: tabName("", 0, used),
        columns: [{ header: (lines[0] ?? "").slice(0, 500) }],
        rows: lines.slice(1).map((l) => [l]),
      },
    ];
  }
  const header = tabs[0]!.columns
    .map((c) => c.header)
    .filter(Boolean)
    .slice(0, 4)
    .join(" · ");
  return { kind: "sheet", title: (title ?? (tables[0]?.name || header || tabs[0]!.name)).slice(0, 500), sheets: tabs };
}

/** The sheet of attached material: a spreadsheet's tabs as they are, every other table as a tab of its own. */
export function preserveMaterialSheet(materials: readonly Material[], title: string, warnings: string[]): Sheet {
  const used = new Set<string>();
  const tabs: SheetTab[] = [];
  for (const m of materials) {
    if (m.source.kind === "sheet")
      for (const tab of m.source.sheets) tabs.push({ ...tab, name: tabName(tab.name, tabs.length, used) });
    else {
      const blocks = m.source.kind === "doc" ? parseMarkdown(m.source.markdown).blocks : [];
      const found =
        m.source.kind === "deck"
          ? m.source.slides.flatMap((s, i) =>
              s.layout === "table" ? [{ name: s.title ?? `${m.file} ${i + 1}`, table: s.table }] : [],
            )
          : markdownTables(blocks);
      for (const t of found)
        tabs.push(tabOf(t.table.columns, t.table.rows, tabName(t.name || m.source.title, tabs.length, used)));
    }
  }
  if (!tabs.length) {
    warnings.push("The attached material has no tables to keep as a sheet.");
    tabs.push({ name: "Sheet1", columns: [{ header: title.slice(0, 500) }], rows: [] });
  }
  return { kind: "sheet", title: title.slice(0, 500), sheets: tabs.slice(0, 50) };
}
