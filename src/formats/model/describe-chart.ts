// A chart in words for people who cannot see it: its kind, subject, series, span and extremes, from its data alone.
import type { ChartData } from "./source.js";
import { formatValue } from "./number-format.js";

const KIND: Record<ChartData["type"], string> = {
  bar: "Bar chart",
  column: "Column chart",
  line: "Line chart",
  pie: "Pie chart",
};
const MAX_LENGTH = 400;

/**
 * "Column chart: Units sold, 2026 and 2027, Q1 to Q4; highest 11,000 (2027, Q4); lowest 3,200 (2026, Q1)." A line
 * chart adds where each of its first three series starts and ends; a pie names its largest and smallest slice with
 * its share. Values are written in the chart's own number format. Nothing is said that the data does not hold.
 */
export function describeChart(chart: ChartData, title?: string): string {
  const fmt = (v: number) => formatValue(v, chart.format);
  const head = `${KIND[chart.type]}${title?.trim() ? `: ${title.trim()}` : ""}`;
  const points = chart.series
    .flatMap((s) =>
      s.values.map((value, i) => ({ series: s.name, category: chart.categories[i] ?? `${i + 1}`, value })),
    )
    .filter((p) => Number.isFinite(p.value));
  if (points.length === 0) return `${head}, with no values.`;

  if (chart.type === "pie") {
    const slices = points.filter((p) => p.series === chart.series[0]!.name);
    const total = slices.reduce((sum, p) => sum + Math.max(0, p.value), 0);
    const share = (v: number) => (total > 0 ? `, ${Math.round((v / total) * 100)}%` : "");
    const sorted = [...slices].sort((a, b) => b.value - a.value);
    const largest = sorted[0]!;
    const smallest = sorted.at(-1)!;
    const parts = [
      `${head}, ${slices.length} slice${slices.length === 1 ? "" : "s"}`,
      `largest ${largest.category} (${fmt(largest.value)}${share(largest.value)})`,
    ];
    if (slices.length > 1) parts.push(`smallest ${smallest.category} (${fmt(smallest.value)}${share(smallest.value)})`);
    return finish(parts);
  }

  const names = chart.series.map((s) => s.name);
  const span =
    chart.categories.length > 1 ? `${chart.categories[0]} to ${chart.categories.at(-1)}` : chart.categories[0];
  const opening = [head, ...(names.length > 1 ? [listOf(names)] : []), ...(span ? [span] : [])].join(", ");
  const where = (p: (typeof points)[number]) => (names.length > 1 ? `(${p.series}, ${p.category})` : `(${p.category})`);
  const high = points.reduce((a, b) => (b.value > a.value ? b : a));
  const low = points.reduce((a, b) => (b.value < a.value ? b : a));
  const parts = [opening, `highest ${fmt(high.value)} ${where(high)}`];
  if (low !== high && low.value !== high.value) parts.push(`lowest ${fmt(low.value)} ${where(low)}`);
  if (chart.type === "line") {
    for (const s of chart.series.slice(0, 3)) {
      const values = s.values.filter(Number.isFinite);
      if (values.length > 1)
        parts.push(`${names.length > 1 ? `${s.name} ` : ""}from ${fmt(values[0]!)} to ${fmt(values.at(-1)!)}`);
    }
  }
  return finish(parts);
}

function listOf(items: string[]): string {
  if (items.length <= 2) return items.join(" and ");
  if (items.length > 4) return `${items.length} series`;
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function finish(parts: string[]): string {
  let text = parts.join("; ");
  if (text.length > MAX_LENGTH) text = `${text.slice(0, MAX_LENGTH - 1).replace(/\s+\S*$/, "")}…`;
  return /[.…]$/.test(text) ? text : `${text}.`;
}
