// Sheet → one table per sheet: sticky header and row numbers as in A1 references (header row 1, columns A, B, …),
// typed cells right-aligned and formatted, formulas shown as their computed values with the formula as a tooltip.
import type { Sheet, SheetTab } from "../model/source.js";
import { computeSheet, shownCell, type ComputedSheet } from "../compute/compute-sheet.js";
import { isFormulaError } from "../compute/formula-engine.js";
import { columnLetters } from "../compute/cell-values.js";
import type { ResolvedTheme } from "../model/themes.js";
import { esc } from "./escape.js";
import { cellFormatter, columnKind } from "./format-cell.js";
import { renderPage } from "./page.js";
import type { RenderedBody } from "./render-doc.js";
import { documentLanguage } from "../model/language.js";

const SHEET_CSS = `body.sheet{background:var(--page);padding:2rem 1.25rem 3rem}
.sheet-head{max-width:80rem;margin:0 auto 1.25rem}
.sheet-head h1{font-size:1.75rem;margin:0 0 .75rem;letter-spacing:-.015em}
.tabs ul{display:flex;flex-wrap:wrap;gap:.4rem;margin:0;padding:0;list-style:none}
.tabs a{display:inline-block;padding:.3rem .8rem;border-radius:999px;background:var(--surface);color:var(--text);text-decoration:none;font-size:.85rem;border:1px solid var(--line-soft)}
.tab{max-width:80rem;margin:0 auto 2.5rem}
.tab h2{font-size:1rem;margin:0 0 .6rem;display:flex;gap:.6rem;align-items:baseline}
.tab h2 small{font-weight:400;color:var(--muted);font-size:.8rem}
.grid-wrap:focus-visible{outline:3px solid var(--link);outline-offset:2px}
.grid-wrap{max-height:80vh;overflow:auto;background:var(--bg);border:1px solid var(--line);border-radius:10px;box-shadow:0 10px 30px -16px rgba(0,0,0,.25)}
table.grid{border-collapse:separate;border-spacing:0;width:max-content;min-width:100%;font-size:.88rem;font-variant-numeric:tabular-nums}
.grid th,.grid td{vertical-align:middle;padding:.42rem .8rem;border-bottom:1px solid var(--line-soft);border-right:1px solid var(--line-soft);white-space:nowrap;max-width:28rem;overflow:hidden;text-overflow:ellipsis;text-align:left}
.grid thead th{position:sticky;top:0;z-index:2;background:var(--surface);border-bottom:2px solid var(--line);font-weight:600}
.grid thead th .ty{display:block;font-weight:400;font-size:.7rem;color:var(--muted);text-transform:uppercase;letter-spacing:.06em}
.grid .rn{position:sticky;left:0;z-index:1;background:var(--surface);color:var(--muted);text-align:right;font-size:.75rem;width:1%;min-width:3rem;font-weight:400}
.grid thead .rn{z-index:3}
.grid tbody tr:nth-child(even) td{background:var(--line-soft)}
.grid tbody tr:hover td{background:var(--tint)}
.grid td.num,.grid th.num{text-align:right}
.grid td.bool{text-align:center;font-size:.78rem;letter-spacing:.05em;color:var(--muted)}
.grid td.date{font-family:var(--font-mono);font-size:.82rem}
.grid td.f{cursor:help;text-decoration:underline dotted var(--line)}.grid td.f.num{text-align:right}.grid td.err{color:var(--error);font-weight:600}
.grid thead th .ref{display:block;font-weight:400;font-size:.68rem;color:var(--muted);font-family:var(--font-mono)}
.empty{padding:2rem;color:var(--muted);text-align:center}
@media print{body.sheet{background:#fff;padding:0}.grid-wrap{max-height:none;overflow:visible;box-shadow:none}}`;

export function renderSheet(sheet: Sheet, theme: ResolvedTheme): RenderedBody {
  const out: string[] = ['<header class="sheet-head"><h1>', esc(sheet.title), "</h1>"];
  if (sheet.sheets.length > 1) {
    out.push('<nav class="tabs" aria-label="Sheets"><ul>');
    sheet.sheets.forEach((tab, i) => out.push('<li><a href="#sheet-', String(i + 1), '">', esc(tab.name), "</a></li>"));
    out.push("</ul></nav>");
  }
  out.push("</header><main>");
  const computed = computeSheet(sheet);
  sheet.sheets.forEach((tab, i) => renderTab(tab, i, out, computed));
  out.push("</main>");
  return {
    html: renderPage({
      title: sheet.title || "Sheet",
      theme,
      kindCss: SHEET_CSS,
      bodyClass: "sheet",
      body: out,
      lang: documentLanguage(sheet),
    }),
    warnings: computed.warnings,
  };
}

function renderTab(tab: SheetTab, index: number, out: string[], computed: ComputedSheet): void {
  const kinds = tab.columns.map((_, i) => columnKind(tab, i));
  const formats = kinds.map((k, i) => cellFormatter(k, tab.columns[i]!.format));
  const numeric = kinds.map((k) => k === "number" || k === "integer" || k === "currency" || k === "percent");
  const n = String(index + 1);
  // The grid scrolls on its own: focusable (tabindex 0) and named, so it can be scrolled from the keyboard (2.1.1).
  out.push(
    '<section class="tab" id="sheet-',
    n,
    '" aria-labelledby="sheet-',
    n,
    '-name"><h2 id="sheet-',
    n,
    '-name">',
    esc(tab.name),
    "<small>",
    String(tab.rows.length),
    tab.rows.length === 1 ? " row" : " rows",
    "</small></h2>",
  );
  out.push(
    '<div class="grid-wrap" tabindex="0" role="group" aria-labelledby="sheet-',
    n,
    '-name"><table class="grid"><caption class="vh">',
    esc(tab.name),
    '</caption><thead><tr><th class="rn" scope="col" aria-label="Row">1</th>',
  );
  tab.columns.forEach((c, i) => {
    out.push(numeric[i] ? '<th scope="col" class="num"' : '<th scope="col"');
    if (c.width) out.push(' style="min-width:', String(Math.round(c.width * 0.6 * 10) / 10), 'em"');
    out.push('><span class="ref">', columnLetters(i), "</span>", esc(c.header));
    if (kinds[i] !== "string") out.push('<span class="ty">', kinds[i]!, "</span>");
    out.push("</th>");
  });
  out.push("</tr></thead><tbody>");
  const cols = tab.columns.length;
  for (let r = 0; r < tab.rows.length; r++) {
    const row = tab.rows[r]!;
    out.push('<tr><th class="rn" scope="row">', String(r + 2), "</th>");
    for (let i = 0; i < cols; i++) {
      const cell = row[i] ?? null;
      if (cell !== null && typeof cell === "object") {
        const value = computed.valueAt(index, r, i);
        const view = formats[i]!(shownCell(value));
        const cls = isFormulaError(value) ? "f err" : view.cls ? `f ${view.cls}` : numeric[i] ? "f num" : "f";
        out.push(
          '<td class="',
          cls,
          '" title="=',
          esc(cell.formula.replace(/^\s*=/, "")),
          '">',
          esc(view.text),
          "</td>",
        );
        continue;
      }
      const view = formats[i]!(cell);
      if (view.cls) out.push('<td class="', view.cls, '">', esc(view.text), "</td>");
      else out.push("<td>", esc(view.text), "</td>");
    }
    out.push("</tr>");
  }
  if (!tab.rows.length) out.push('<tr><td class="empty" colspan="', String(cols + 1), '">No rows</td></tr>');
  out.push("</tbody></table></div></section>");
}
