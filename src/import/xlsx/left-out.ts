// What a workbook holds that a Quire sheet does not (charts, pivots, pictures, comments, merges, hidden sheets), in words.
import type { ValidatedPackage } from "../../formats/ooxml/check-package.js";
import { relsName } from "../../formats/ooxml/part-names.js";
import { scanRels } from "../../formats/ooxml/relationships.js";
import { plural } from "../../lib/text.js";
import type { CellTally } from "./cells.js";
import type { WorksheetRef } from "./workbook-parts.js";

/** A worksheet as the warnings see it: its merged ranges counted while it streamed (unread sheets have none counted). */
export type SheetFacts = WorksheetRef & { merges: number };

const was = (n: number) => (n === 1 ? "was" : "were");

export function workbookWarnings(pkg: ValidatedPackage<string>, sheets: SheetFacts[], tally: CellTally): string[] {
  const out: string[] = [];
  const names = [...pkg.parts.keys(), ...pkg.packed.keys()];
  const parts = (re: RegExp) => names.filter((n) => re.test(n)).length;
  const charts = parts(/^xl\/charts\/chart\d*\.xml$/i);
  const chartSheets = parts(/^xl\/chartsheets\/[^/]+\.xml$/i);
  const pivots = parts(/^xl\/pivotTables\/[^/]+\.xml$/i);
  const comments = parts(/^xl\/(comments\d*|threadedComments\/[^/]+)\.xml$/i);
  if (charts)
    out.push(
      `${plural(charts, "chart")} ${was(charts)} left out${chartSheets ? ` (${plural(chartSheets, "chart sheet")} among them)` : ""}; ${charts === 1 ? "its" : "their"} data is in the sheets.`,
    );
  if (pivots)
    out.push(
      `${plural(pivots, "pivot table")} ${was(pivots)} kept as ${pivots === 1 ? "its" : "their"} values; the pivot layout and filters were left out.`,
    );
  if (comments) out.push("Cell comments and notes were left out.");

  const pictures = sheets.reduce((n, ws) => n + picturesOn(pkg, ws.part), 0);
  if (pictures) out.push(`${plural(pictures, "picture")} on the sheets ${was(pictures)} left out.`);
  for (const ws of sheets) {
    if (ws.merges)
      out.push(
        `${ws.name}: ${plural(ws.merges, "merged range")} ${was(ws.merges)} split; each value stays in its top-left cell.`,
      );
  }
  const hidden = sheets.filter((ws) => ws.hidden).map((ws) => ws.name);
  if (hidden.length) out.push(`Hidden sheets were imported as ordinary sheets: ${hidden.join(", ")}.`);
  if (tally.arrayFormulas)
    out.push(
      `${plural(tally.arrayFormulas, "array formula")} ${was(tally.arrayFormulas)} kept as ${tally.arrayFormulas === 1 ? "an ordinary formula" : "ordinary formulas"} in ${tally.arrayFormulas === 1 ? "its" : "their"} first cell.`,
    );
  if (tally.outside)
    out.push(
      `${plural(tally.outside, "formula")} reading other workbooks or calling other programs (DDE) ${was(tally.outside)} replaced by ${tally.outside === 1 ? "its" : "their"} saved ${tally.outside === 1 ? "value" : "values"}; nothing outside the file is read.`,
    );
  if (tally.longFormulas)
    out.push(
      `${plural(tally.longFormulas, "formula")} longer than 8,000 characters ${was(tally.longFormulas)} replaced by ${tally.longFormulas === 1 ? "its" : "their"} saved ${tally.longFormulas === 1 ? "value" : "values"}.`,
    );
  return out;
}

/** Pictures in the drawing a worksheet's relationships name. */
function picturesOn(pkg: ValidatedPackage<string>, sheetPart: string): number {
  const drawing = scanRels(pkg.xml.get(relsName(sheetPart)) ?? "", sheetPart).find(
    (r) => r.type.endsWith("/drawing") && !r.external,
  )?.part;
  const xml = drawing ? pkg.xml.get(drawing) : undefined;
  return xml?.match(/<(?:[\w.-]+:)?pic[\s>]/g)?.length ?? 0;
}
