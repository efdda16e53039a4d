// What every chart writer (pptx, pdf, html) reads the same way from a chart's options: labels, the highlight, text
// sizes and how its numbers are written.
import type { ChartData } from "./source.js";
import { formatNumber } from "./locale-number.js";

/** Whether each value gets a label: as the source says, else when there are few enough to read (24 at most). */
export const showLabels = (chart: ChartData): boolean =>
  chart.labels ?? chart.series.length * chart.categories.length <= 24;

/** The index of the highlighted series (for a pie, the category), or -1 when none is. */
export const highlighted = (chart: ChartData): number =>
  chart.highlight === undefined
    ? -1
    : (chart.type === "pie" ? chart.categories : chart.series.map((s) => s.name)).indexOf(chart.highlight);

/**
 * Chart text in frame units (points on a 16:9 slide; scaled with the slide at other sizes): values on the marks, the
 * axes' numbers and categories, the legend — big enough to read across a room. `dense` is the axis text under a chart
 * of many categories.
 */
export const CHART_TEXT = { value: 14, axis: 14, dense: 12, legend: 14 } as const;

/** Categories past which the category axis is set in CHART_TEXT.dense. */
export const DENSE_CATEGORIES = 12;

/** Decimals a number is written with in its shortest form (0.25 → 2), at most 4. */
function decimalsOf(v: number): number {
  const m = /\.(\d+)$/.exec(String(Math.abs(Math.round(v * 1e4) / 1e4)));
  return m ? m[1]!.length : 0;
}

const grouped = (decimals: number) => (decimals ? `#,##0.${"0".repeat(decimals)}` : "#,##0");

/**
 * The Excel format a chart's numbers are written in, the same in every writer (the pptx's c:numFmt): the source's own,
 * else grouped with as many decimals as the data has (1420000 → 1,420,000; 2.5 → 2.5).
 */
export function chartFormat(chart: ChartData): string {
  if (chart.format) return chart.format;
  return grouped(Math.max(0, ...chart.series.flatMap((s) => s.values.filter(Number.isFinite).map(decimalsOf))));
}

/** The format of the value axis' numbers at a tick `step`: as the chart's, with the step's decimals when it has more. */
export function tickFormat(chart: ChartData, step: number): string {
  if (chart.format) return chart.format;
  return grouped(Math.max(decimalsOf(step), /\.(0+)$/.exec(chartFormat(chart))?.[1]!.length ?? 0));
}

/** A chart's number as the deck's language writes it (its grouping and decimal marks) in `format`, default the chart's. */
export const chartNumber = (v: number, chart: ChartData, lang: string, format = chartFormat(chart)): string =>
  formatNumber(v, lang, format);

/** A pie's slices are labelled with their value in the chart's format when the source gives one, else with their share. */
export const pieShowsShare = (chart: ChartData): boolean => chart.type === "pie" && !chart.format;

/** The Excel format of a pie slice's share (the pptx's showPercent label). */
export const SHARE_FORMAT = "0%";

/** A pie slice's label: its share of the whole ("42%"), or its value in the source's format. */
export const sliceLabel = (value: number, total: number, chart: ChartData, lang: string): string =>
  pieShowsShare(chart)
    ? formatNumber(total > 0 ? value / total : 0, lang, SHARE_FORMAT)
    : chartNumber(value, chart, lang);
