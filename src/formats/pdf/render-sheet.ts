// Sheet → PDF: each sheet as a paged table (header repeated), numbers right-aligned and formatted by column type.
// Tags: each tab a Sect of its H1 (the page heading on its first page; its repeats are artifacts) and its Table.
import { documentLanguage } from "../model/language.js";
import type { Sheet, SheetTab, Cell, Column } from "../model/source.js";
import { resolveTheme } from "../model/themes.js";
import { withComputedValues } from "../compute/compute-sheet.js";
import { currencyFormat, formatValue } from "../model/number-format.js";
import { createPdf } from "./pdf-document.js";
import { Flow, type FlowBox } from "./flow.js";
import { drawTable, naturalWidths, type TableSpec } from "./flow-table.js";
import { layoutSpans, drawLine, type Align } from "./text-layout.js";
import type { Span } from "./text-runs.js";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const SIZE = 8.5;

const decimals = (format: string | undefined, fallback: number) => {
  if (!format) return fallback;
  const m = /0\.(0+)/.exec(format);
  return m ? m[1]!.length : 0;
};

const formats = new Map<number, Intl.NumberFormat>();
function grouped(v: number, digits: number): string {
  let f = formats.get(digits);
  if (!f)
    formats.set(
      digits,
      (f = new Intl.NumberFormat("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })),
    );
  return f.format(v);
}

/** The displayed text of a cell, following the column type (and the decimals of an Excel format when given). */
export function formatCell(value: Cell | undefined, col: Column): { text: string; numeric: boolean } {
  if (value === null || value === undefined) return { text: "", numeric: false };
  if (typeof value === "object") return { text: `=${value.formula}`, numeric: false };
  if (typeof value === "boolean") return { text: value ? "TRUE" : "FALSE", numeric: false };
  if (typeof value === "string") {
    if (col.type === "date" && /^\d{4}-\d{2}-\d{2}/.test(value)) return { text: value.slice(0, 10), numeric: true };
    return { text: value, numeric: false };
  }
  if (!Number.isFinite(value)) return { text: String(value), numeric: true };
  switch (col.type) {
    case "integer":
      return { text: grouped(Math.round(value), 0), numeric: true };
    case "currency":
      // The format the xlsx export gives the column, so both show the same currency and decimals.
      return { text: formatValue(value, currencyFormat(col.format)), numeric: true };
    case "percent":
      return { text: `${grouped(value * 100, decimals(col.format, 0))}%`, numeric: true };
    case "date": {
      // Excel serial day numbers (days since 1899-12-30).
      const d = new Date(Date.UTC(1899, 11, 30) + Math.round(value) * 86_400_000);
      return { text: Number.isNaN(d.getTime()) ? String(value) : d.toISOString().slice(0, 10), numeric: true };
    }
    default:
      return { text: col.format ? grouped(value, decimals(col.format, 0)) : String(+value.toFixed(10)), numeric: true };
  }
}

function tabSpec(tab: SheetTab, colours: { text: string; muted: string; surface: string }): TableSpec {
  const header: Span[][] = tab.columns.map((c) => [
    { text: c.header, style: { size: SIZE, color: colours.text, weight: "bold" } },
  ]);
  const numericCol = tab.columns.map((c) => c.type !== undefined && c.type !== "string" && c.type !== "boolean");
  const rows = tab.rows.map((r) =>
    tab.columns.map((c, i) => {
      const { text } = formatCell(r[i], c);
      return [{ text, style: { size: SIZE, color: colours.text } }] as Span[];
    }),
  );
  const align: (Align | null)[] = tab.columns.map((_, i) =>
    numericCol[i] || (tab.rows.length > 0 && tab.rows.every((r) => typeof r[i] === "number" || r[i] == null))
      ? "right"
      : null,
  );
  return {
    header,
    rows,
    align,
    colors: { border: "#D5DBE3", headerFill: colours.surface, stripe: "#F8FAFC" },
    padding: 3.5,
  };
}

/** Sheet → PDF: portrait A4, landscape when a sheet's columns need more width than portrait gives. */
export async function renderSheetToPdf(source: Sheet): Promise<{ bytes: Uint8Array; warnings: string[] }> {
  // Formulas print as their computed values.
  const { sheet, warnings: computing } = withComputedValues(source);
  const pdf = createPdf({ title: sheet.title, lang: documentLanguage(sheet), bufferPages: true });
  const { doc, tags } = pdf.ctx;
  const t = resolveTheme({ name: "light" });
  const colours = { text: t.colors.text, muted: t.colors.muted, surface: "#E8EDF5" };
  for (const tab of sheet.sheets)
    tags.block(
      "Sect",
      () => {
        const spec = tabSpec(tab, colours);
        // Measure in portrait; go landscape when the natural widths need more than portrait offers.
        const probe = new Flow(pdf.ctx, { x: 0, width: 1e6, top: 0, bottom: 1e6 }, true, () => null);
        const need = naturalWidths(probe, spec).reduce((a, b) => a + b, 0);
        const landscape = need > A4[0] - MARGIN * 2;
        const size: [number, number] = landscape ? [A4[1], A4[0]] : A4;
        const box = (): FlowBox => ({
          x: MARGIN,
          width: size[0] - MARGIN * 2,
          top: MARGIN + 26,
          bottom: size[1] - MARGIN,
        });
        let first = true;
        const page = () => {
          doc.addPage({ size, margin: 0 });
          const title = layoutSpans(
            [{ text: `${sheet.title} — ${tab.name}`, style: { size: 11, color: colours.text, weight: "bold" } }],
            size[0] - MARGIN * 2,
            pdf.ctx.warn,
          );
          const draw = () => drawLine(doc, title[0]!, MARGIN, MARGIN, size[0] - MARGIN * 2);
          if (first) tags.heading(1, draw);
          else tags.artifact("Pagination", draw);
          first = false;
          return box();
        };
        page();
        (doc as unknown as { outline: { addItem(t: string): unknown } }).outline.addItem(tab.name);
        const flow = new Flow(pdf.ctx, box(), false, page);
        drawTable(flow, spec);
      },
      { title: tab.name },
    );
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const w = (doc as unknown as { page: { width: number; height: number } }).page;
    const line = layoutSpans(
      [{ text: `${i + 1} / ${range.count}`, style: { size: 8, color: colours.muted } }],
      200,
      pdf.ctx.warn,
    );
    tags.artifact("Pagination", () =>
      drawLine(doc, line[0]!, MARGIN, w.height - MARGIN / 2 - 6, w.width - MARGIN * 2, "center"),
    );
  }
  return { bytes: await pdf.finish(), warnings: [...computing, ...pdf.warnings] };
}
