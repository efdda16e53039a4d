// A chart part (c:chartSpace: bar, column, line or pie with cached data) read back and drawn by the PDF's own chart
// drawing in the colours the part gives its series, text, grid and labels.
import { CHART_TEXT } from "../model/chart-options.js";
import type { ChartData } from "../model/source.js";
import { child, children, descendants, type Element } from "../ooxml/xml.js";
import { DRAWING_BUDGET, parseDrawnPart } from "./budget.js";
import { drawChart } from "../pdf/draw-chart.js";
import { drawLine, layoutSpans } from "../pdf/text-layout.js";
import { describeChart } from "../model/describe-chart.js";
import { colourIn, type PaintScope } from "./paint.js";
import type { Rect } from "./draw-text.js";
import type { TreeScope } from "./tree-scope.js";

/** A cache's points by index, the first `max` of them (an index past them, or not a whole number, is left out). */
function cache(el: Element | undefined, max: number = DRAWING_BUDGET.chartValues): string[] {
  const pts = el ? descendants(el, "pt") : [];
  const out: string[] = [];
  for (const p of pts) {
    const i = Number(p.getAttribute("idx") ?? out.length);
    if (Number.isInteger(i) && i >= 0 && i < max) out[i] = child(p, "v")?.textContent ?? "";
  }
  return Array.from(out, (v) => v ?? "");
}

const firstColour = (el: Element | undefined, scope: PaintScope) => {
  const fill = el ? (descendants(el, "solidFill")[0] ?? undefined) : undefined;
  return fill ? (colourIn(fill, scope)?.rgb ?? null) : null;
};

/** The chart a part holds, with its colours; null when it is not one Quire can read back (another kind, no data). */
function readChartPart(
  space: Element,
  scope: PaintScope,
  warn: (m: string) => void,
): {
  data: ChartData;
  series: string[];
  text: string | null;
  grid: string | null;
  title: string | null;
  textSize: number;
  legend: boolean;
} | null {
  const plot = child(child(space, "chart"), "plotArea");
  const kinds = plot ? children(plot).filter((c) => /^(bar|line|pie|doughnut|area)Chart$/.test(c.localName ?? "")) : [];
  const kind = kinds[0];
  if (!kind) return null;
  const type: ChartData["type"] =
    kind.localName === "barChart"
      ? child(kind, "barDir")?.getAttribute("val") === "bar"
        ? "bar"
        : "column"
      : kind.localName === "lineChart"
        ? "line"
        : kind.localName === "areaChart"
          ? "column"
          : "pie";
  let sers = children(kind, "ser");
  if (!sers.length) return null;
  // Values past the chart's budget are left out: the first series, and each series' first categories.
  const perSeries = Math.max(1, Math.floor(DRAWING_BUDGET.chartValues / sers.length));
  sers = sers.slice(0, DRAWING_BUDGET.chartValues);
  const counts = sers.map((s) => Number(descendants(child(s, "val") ?? s, "ptCount")[0]?.getAttribute("val") ?? 0));
  if (sers.length * Math.max(0, ...counts) > DRAWING_BUDGET.chartValues)
    warn(
      `A chart has more than ${DRAWING_BUDGET.chartValues.toLocaleString("en")} values; the drawing shows the first ${DRAWING_BUDGET.chartValues.toLocaleString("en")}.`,
    );
  const categories = cache(child(sers[0], "cat"), perSeries);
  const format = descendants(child(sers[0], "val") ?? sers[0]!, "formatCode")[0]?.textContent ?? undefined;
  const series = sers.map((s) => ({
    name: cache(child(s, "tx"), 1)[0] ?? "",
    values: cache(child(s, "val"), perSeries).map((v) => Number(v) || 0),
  }));
  const n = Math.max(categories.length, ...series.map((s) => s.values.length));
  const cats = Array.from({ length: n }, (_, i) => categories[i] ?? String(i + 1));
  const colours =
    type === "pie"
      ? children(sers[0], "dPt")
          .map((d) => firstColour(child(d, "spPr"), scope))
          .filter((c): c is string => !!c)
      : sers.map((s) => firstColour(child(s, "spPr"), scope)).filter((c): c is string => !!c);
  const labels = descendants(kind, "showVal").some((e) => e.getAttribute("val") === "1");
  const text = firstColour(child(space, "txPr"), scope);
  const grid = firstColour(descendants(plot!, "majorGridlines")[0], scope);
  // Quire's charts list categories from the top (bars) and from the left (columns); a chart whose category axis runs
  // the other way is read in that order.
  const orientation = child(child(child(plot!, "catAx"), "scaling"), "orientation")?.getAttribute("val") ?? "minMax";
  const reversed = (type === "bar" && orientation === "minMax") || (type === "column" && orientation === "maxMin");
  const order = <T>(list: T[]) => (reversed ? [...list].reverse() : list);
  const data: ChartData = {
    type,
    categories: order(cats),
    series: series.map((s) => ({ ...s, values: order(s.values) })),
    labels,
    ...(format && format !== "General" ? { format } : {}),
  };
  // The chart's text size (its txPr, PowerPoint's 10 pt when it names none): the drawing is scaled from its own 12 pt.
  const sz = descendants(child(space, "txPr") ?? child(child(plot!, "catAx"), "txPr") ?? space, "defRPr")
    .find((d) => d.hasAttribute("sz"))
    ?.getAttribute("sz");
  const legend = !!child(child(space, "chart"), "legend");
  return {
    data,
    series: colours,
    text,
    grid,
    title: chartTitle(space, series),
    textSize: sz ? Number(sz) / 100 : 10,
    legend,
  };
}

/** The chart's own title: its rich text, else (a title with no text of its own) the one series' name; null when deleted or absent. */
function chartTitle(space: Element, series: Array<{ name: string }>): string | null {
  const chart = child(space, "chart");
  const title = child(chart, "title");
  if (!title || child(chart, "autoTitleDeleted")?.getAttribute("val") === "1") return null;
  const rich = child(child(title, "tx"), "rich");
  const text = rich
    ? descendants(rich, "t")
        .map((t) => t.textContent ?? "")
        .join("")
        .trim()
    : "";
  return text || (series.length === 1 ? series[0]!.name : null);
}

export function drawChartPart(scope: TreeScope, part: string, box: Rect, paint: PaintScope): void {
  const bytes = scope.pkg.parts.get(part);
  const space = bytes ? parseDrawnPart(bytes, part, scope.warn) : null;
  if (bytes && !space) return; // past the element budget, said by parseDrawnPart
  const read = space ? readChartPart(space, { ...paint, owner: part }, scope.warn) : null;
  if (!read) {
    scope.warn("A chart of a kind Quire's PDF does not draw is left out of the PDF.");
    return;
  }
  const text = `#${read.text ?? paint.colours.scheme("tx1") ?? "000000"}`;
  const series = (
    read.series.length
      ? read.series
      : ["accent1", "accent2", "accent3", "accent4", "accent5", "accent6"].map(
          (a) => paint.colours.scheme(a) ?? "888888",
        )
  ).map((c) => `#${c}`);
  const grid = `#${read.grid ?? "D0D0D0"}`;
  const background = `#${paint.colours.scheme("bg1") ?? "FFFFFF"}`;
  const b = { x: box.x, y: box.y, w: box.w, h: box.h };
  // The PDF chart sets its text at CHART_TEXT.axis: the part's own text size scales it.
  const k = Math.max(0.5, Math.min(2, read.textSize / CHART_TEXT.axis));
  const { doc } = scope;
  scope.tags.figure(describeChart(read.data, read.title ?? undefined), b, () => {
    doc.save();
    doc.translate(b.x, b.y).scale(k);
    const inner = { x: 0, y: 0, w: b.w / k, h: b.h / k };
    if (read.title) {
      const size = 14;
      const line = layoutSpans(
        [{ text: read.title, style: { size, color: text, weight: "bold" } }],
        inner.w,
        scope.warn,
      )[0]!;
      drawLine(doc, line, 0, 4, inner.w, "center");
      const used = size * 1.6 + 4;
      drawChart(
        doc,
        read.data,
        { ...inner, y: used, h: inner.h - used },
        { text, muted: text, grid, series, background },
        scope.warn,
        read.legend,
      );
    } else drawChart(doc, read.data, inner, { text, muted: text, grid, series, background }, scope.warn, read.legend);
    doc.restore();
  });
}
