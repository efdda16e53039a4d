// A chart part (c:chartSpace) → Quire chart data from the values PowerPoint caches in it (c:strCache/c:numCache);
// the embedded workbook is never opened. Kinds Quire does not draw come back as a table of the same data.
import { child, children, descendants, path, type Element } from "../../formats/ooxml/xml.js";
import { inlineText } from "../../formats/model/blocks.js";
import { formatValue } from "../../formats/model/number-format.js";
import type { ChartData, TableData } from "../../formats/model/source.js";
import type { LeftOutKind } from "./left-out.js";
import { readParagraphs } from "./read-paragraphs.js";
import { tableData } from "./read-table.js";

export interface ChartRead {
  chart?: ChartData;
  table?: TableData;
  /** The chart's own title, for a slide without one. */
  title?: string;
  lost: LeftOutKind[];
}

export const CHART_LIMITS = { categories: 200, series: 20, text: 200 } as const;

const KINDS: Record<string, ChartData["type"] | "bar-or-column"> = {
  barChart: "bar-or-column",
  bar3DChart: "bar-or-column",
  lineChart: "line",
  line3DChart: "line",
  pieChart: "pie",
  pie3DChart: "pie",
  doughnutChart: "pie",
  ofPieChart: "pie",
};
const GROUPS =
  /^(bar|bar3D|line|line3D|pie|pie3D|doughnut|ofPie|area|area3D|scatter|radar|bubble|stock|surface|surface3D)Chart$/;

interface Series {
  name: string;
  categories: string[];
  values: (number | undefined)[];
  format?: string;
}

export function readChart(space: Element): ChartRead {
  const chart = child(space, "chart");
  const plot = child(chart, "plotArea");
  const groups = plot ? children(plot).filter((g) => GROUPS.test(g.localName ?? "")) : [];
  const lost: LeftOutKind[] = [];
  const series = groups.flatMap((g) => children(g, "ser").map((s, i) => readSeries(s, i)));
  const title = chartTitle(chart, series)?.slice(0, 500);
  // A chart whose caches hold no value (its data only in a linked or embedded workbook) has nothing to show.
  if (!groups.length || series.every((s) => s.values.every((v) => v === undefined)))
    return { title, lost: ["chartUnreadable"] };

  const first = groups[0]!;
  const kind = KINDS[first.localName ?? ""];
  if (groups.length > 1) lost.push("chartMixed");
  const points = Math.max(...series.map((s) => s.values.length));
  const categories =
    series.find((s) => s.categories.length)?.categories ?? Array.from({ length: points }, (_, i) => String(i + 1));
  if (!kind) {
    lost.push("chartKind");
    const rows = Math.max(categories.length, ...series.map((s) => s.values.length));
    const grid = [
      ["", ...series.map((s) => s.name)],
      ...Array.from({ length: rows }, (_, i) => [categories[i] ?? "", ...series.map((s) => String(s.values[i] ?? ""))]),
    ];
    const read = tableData(grid);
    return { table: read?.table, title, lost: read ? lost : ["chartUnreadable"] };
  }
  const type =
    kind === "bar-or-column" ? (child(first, "barDir")?.getAttribute("val") === "bar" ? "bar" : "column") : kind;
  const count = Math.min(categories.length, CHART_LIMITS.categories);
  if (categories.length > count || series.length > CHART_LIMITS.series) lost.push("chartCut");
  let blank = false;
  const data: ChartData = {
    type,
    categories: categories.slice(0, count).map((c) => clip(c)),
    series: series.slice(0, CHART_LIMITS.series).map((s, i) => ({
      name: clip(s.name || `Series ${i + 1}`),
      values: Array.from({ length: count }, (_, k) => {
        const v = s.values[k];
        if (v === undefined) blank = true;
        return v ?? 0;
      }),
    })),
  };
  if (blank) lost.push("chartBlank");
  const format = series[0]!.format;
  if (format && format !== "General" && format.length <= 100) data.format = format;
  return { chart: data, title, lost };
}

const clip = (text: string) => (text.length > CHART_LIMITS.text ? `${text.slice(0, CHART_LIMITS.text - 1)}…` : text);

function readSeries(ser: Element, index: number): Series {
  const tx = child(ser, "tx");
  const name = (tx && (cachePoints(tx).points[0] ?? child(tx, "v")?.textContent)) || `Series ${index + 1}`;
  const cat = child(ser, "cat") ?? child(ser, "xVal");
  const val = child(ser, "val") ?? child(ser, "yVal");
  const cats = cat ? cachePoints(cat) : { points: [] };
  const vals = val ? cachePoints(val) : { points: [] };
  return {
    name: name.trim(),
    categories: cats.points.map((p) => (p === undefined ? "" : cats.numeric ? categoryText(p, cats.format) : p)),
    values: vals.points.map((p) => {
      const n = p === undefined || p.trim() === "" ? NaN : Number(p);
      // Caches hold doubles as Excel wrote them (8.200000000000001); 15 digits is what Excel shows.
      return Number.isFinite(n) ? Number(n.toPrecision(15)) : undefined;
    }),
    format: vals.format,
  };
}

/** The cached points of a c:tx / c:cat / c:val: by index (gaps undefined), with the number format when numeric. */
function cachePoints(el: Element): { points: (string | undefined)[]; numeric?: boolean; format?: string } {
  const cache =
    path(el, "strRef", "strCache") ??
    path(el, "numRef", "numCache") ??
    child(el, "strLit") ??
    child(el, "numLit") ??
    child(path(el, "multiLvlStrRef", "multiLvlStrCache"), "lvl");
  if (!cache) return { points: [] };
  const numeric = cache.localName === "numCache" || cache.localName === "numLit";
  const count = Math.max(0, Math.min(Number(child(cache, "ptCount")?.getAttribute("val") ?? 0) || 0, 10_000));
  const points: (string | undefined)[] = new Array(count).fill(undefined);
  for (const pt of children(cache, "pt")) {
    const idx = Number(pt.getAttribute("idx"));
    if (Number.isInteger(idx) && idx >= 0 && idx < 10_000) points[idx] = child(pt, "v")?.textContent ?? "";
  }
  return { points, numeric, format: child(cache, "formatCode")?.textContent ?? undefined };
}

/** Numeric categories (years, dates) as the chart shows them: dates through their format, plain numbers as written. */
function categoryText(raw: string, format: string | undefined): string {
  const n = Number(raw);
  if (!Number.isFinite(n)) return raw;
  if (!format || format === "General") return String(Number(n.toPrecision(15)));
  return formatValue(n, format);
}

function chartTitle(chart: Element | undefined, series: Series[]): string | undefined {
  const title = child(chart, "title");
  if (!title) return undefined;
  const rich = path(title, "tx", "rich");
  if (rich)
    return (
      readParagraphs(rich, { styles: [], href: () => undefined })
        .map((p) => inlineText(p.inlines))
        .join(" ")
        .trim() || undefined
    );
  const cached = path(title, "tx", "strRef", "strCache");
  if (cached)
    return (
      descendants(cached, "v")
        .map((v) => v.textContent ?? "")
        .join(" ")
        .trim() || undefined
    );
  // A title element without text shows the only series' name (PowerPoint's automatic title).
  const deleted = child(chart, "autoTitleDeleted")?.getAttribute("val");
  return series.length === 1 && deleted !== "1" && deleted !== "true" ? series[0]!.name : undefined;
}
