// Steps that are amounts by date ("January 310k, February 336k, …") are a series, not a plan: a chart of them, in order.
import type { Slide } from "../../formats/model/source.js";
import type { Lang } from "../reading/language.js";
import { quantityOf } from "../reading/quantity.js";

/** A series needs at least this many dated amounts to be drawn; fewer read better as figures. */
const MIN_POINTS = 3;
/** Past this many points a line shows the trend better than columns. */
const LINE_FROM = 7;

/**
 * The chart of dated steps whose titles are each one amount in the same currency or unit, or null. Values are the
 * amounts as stated (scaled: "310k" is 310,000); nothing is added or estimated.
 */
export function datedSeriesChart(
  steps: ReadonlyArray<{ date?: string; title: string }>,
  title: string,
  lang: Lang,
): Extract<Slide, { layout: "chart" }> | null {
  if (steps.length < MIN_POINTS || steps.some((s) => !s.date)) return null;
  const amounts = steps.map((s) => quantityOf(s.title.trim(), lang));
  if (amounts.some((q) => !q)) return null;
  const kinds = new Set(amounts.map((q) => `${q!.currency ?? ""}|${q!.unit ?? ""}|${q!.per?.unit ?? ""}`));
  if (kinds.size > 1) return null;
  const decimals = Math.max(0, ...amounts.map((q) => (q!.scale ? 0 : q!.decimals)));
  return {
    layout: "chart",
    title,
    chart: {
      type: steps.length >= LINE_FROM ? "line" : "column",
      categories: steps.map((s) => s.date!),
      series: [{ name: title, values: amounts.map((q) => q!.value) }],
      format: decimals ? `#,##0.${"0".repeat(Math.min(decimals, 4))}` : "#,##0",
    },
  };
}
