// What every chart writer (pptx, pdf, html) reads the same way from a chart's options: labels and the highlight.
import type { ChartData } from "./source.js";

/** Whether each value gets a label: as the source says, else when there are few enough to read (24 at most). */
export const showLabels = (chart: ChartData): boolean => chart.labels ?? chart.series.length * chart.categories.length <= 24;

/** The index of the highlighted series (for a pie, the category), or -1 when none is. */
export const highlighted = (chart: ChartData): number =>
  chart.highlight === undefined ? -1 : (chart.type === "pie" ? chart.categories : chart.series.map((s) => s.name)).indexOf(chart.highlight);
