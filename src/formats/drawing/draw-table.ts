// A DrawingML table (a:tbl) drawn cell by cell: the grid's widths and rows' heights, merged cells, each cell's fill,
// borders, margins, anchor and text.
import { child, children, type Element } from "../ooxml/xml.js";
import { drawTextBody, type Rect } from "./draw-text.js";
import { fillIn, outline, type PaintScope } from "./paint.js";
import { fillWith, strokeWith } from "./paint-pdf.js";
import { emu, emuToPt } from "../../lib/units.js";
import type { TreeScope } from "./tree-scope.js";
import { DRAWING_BUDGET } from "./budget.js";

export function drawTable(scope: TreeScope, tbl: Element, box: Rect, paint: PaintScope): void {
  const widths = children(child(tbl, "tblGrid"), "gridCol").map((c) => emuToPt(emu(Number(c.getAttribute("w") ?? 0))));
  let rows = children(tbl, "tr");
  // Rows past the table's cell budget are left out: a table is read top down, as it is laid out.
  let cells = 0;
  const kept = rows.findIndex((row) => (cells += children(row, "tc").length) > DRAWING_BUDGET.tableCells);
  if (kept >= 0) {
    scope.warn(
      `A table has more than ${DRAWING_BUDGET.tableCells.toLocaleString("en")} cells; the drawing leaves out the rows past them.`,
    );
    rows = rows.slice(0, kept);
  }
  const heights = rows.map((r) => emuToPt(emu(Number(r.getAttribute("h") ?? 0))));
  const runningSum = (start: number, sizes: number[]) =>
    sizes.reduce((acc, v) => (acc.push(acc[acc.length - 1]! + v), acc), [start]);
  const xs = runningSum(box.x, widths);
  const ys = runningSum(box.y, heights);
  const { doc, tags } = scope;
  const textScope = { doc, tags, paint, fonts: scope.fonts, warn: scope.warn, slideNumber: scope.slideNumber };
  const lists = [scope.defaultTextStyle, scope.master.txStyles.other].filter((e): e is Element => !!e);
  tags.block("Table", () => {
    rows.forEach((row, r) => {
      tags.block("TR", () => {
        children(row, "tc").forEach((tc, c) => {
          if (
            tc.getAttribute("hMerge") === "1" ||
            tc.getAttribute("vMerge") === "1" ||
            c >= widths.length ||
            !scope.budget.takeElement()
          )
            return;
          const span = Number(tc.getAttribute("gridSpan") ?? 1);
          const rowSpan = Number(tc.getAttribute("rowSpan") ?? 1);
          const cell: Rect = {
            x: xs[c]!,
            y: ys[r]!,
            w: (xs[Math.min(xs.length - 1, c + span)] ?? xs[xs.length - 1]!) - xs[c]!,
            h: (ys[Math.min(ys.length - 1, r + rowSpan)] ?? ys[ys.length - 1]!) - ys[r]!,
          };
          const tcPr = child(tc, "tcPr");
          const fill = fillIn(tcPr, paint);
          const rect = () => doc.rect(cell.x, cell.y, cell.w, cell.h);
          if (fill) tags.artifact("Layout", () => fillWith(scope, fill, cell, rect));
          for (const [side, from, to] of [
            ["lnL", [0, 0], [0, 1]],
            ["lnR", [1, 0], [1, 1]],
            ["lnT", [0, 0], [1, 0]],
            ["lnB", [0, 1], [1, 1]],
          ] as const) {
            const ln = outline(child(tcPr, side), undefined, paint);
            if (ln)
              tags.artifact("Layout", () =>
                strokeWith(scope, ln, () =>
                  doc
                    .moveTo(cell.x + from[0] * cell.w, cell.y + from[1] * cell.h)
                    .lineTo(cell.x + to[0] * cell.w, cell.y + to[1] * cell.h),
                ),
              );
          }
          const txBody = child(tc, "txBody");
          if (!txBody) return;
          const margin = (name: string, fallback: number) => Number(tcPr?.getAttribute(name) ?? fallback);
          // Cell margins and anchor stand in for the body properties a table cell's text body does not carry.
          const bodyPr = txBody.ownerDocument!.createElementNS(
            "http://schemas.openxmlformats.org/drawingml/2006/main",
            "a:bodyPr",
          );
          bodyPr.setAttribute("lIns", String(margin("marL", 91440)));
          bodyPr.setAttribute("rIns", String(margin("marR", 91440)));
          bodyPr.setAttribute("tIns", String(margin("marT", 45720)));
          bodyPr.setAttribute("bIns", String(margin("marB", 45720)));
          bodyPr.setAttribute("anchor", tcPr?.getAttribute("anchor") ?? "t");
          tags.block(r === 0 ? "TH" : "TD", () =>
            drawTextBody(textScope, cell, txBody, { lists, bodies: [bodyPr] }, "P"),
          );
        });
      });
    });
  });
}
