// A KPI slide's metrics in their content box: the cards, and the one size their figures share (see arrange.ts).
import { boldEm as valueEm, gap, grid, inset, kindType, stack, TYPE, type Rect } from "./arrange.js";

type Metric = { value: string; label?: string; change?: string };

export interface MetricPlan {
  /** The size of every figure on the slide. */
  size: number;
  /** Metrics a row: all of them, or two for four that stand two by two. */
  columns: number;
  metrics: MetricBoxes[];
}

export interface MetricBoxes {
  card: Rect;
  value: Rect;
  label: Rect;
  change: Rect;
}

/**
 * One to four metrics, each a card holding its value large with the label and the change under it, the three as one
 * block centred in the card. The figures of one slide share one size: the largest that keeps each on one line of its
 * card. Four metrics stand two by two when a row of four would set them small (long values: "8,6 Mio. €").
 */
export function metricRow(box: Rect, items: Metric[], pt: number): MetricPlan {
  const row = metricPlan(box, items, pt, items.length);
  if (items.length !== 4) return row;
  const square = metricPlan(box, items, pt, 2);
  return square.size >= row.size * 1.25 ? square : row;
}

function metricPlan(box: Rect, items: Metric[], pt: number, cols: number): MetricPlan {
  const n = items.length;
  const rows = Math.ceil(n / cols);
  const type = kindType("kpi", rows > 1 ? n : cols);
  const pad = gap(pt, cols <= 2 && rows === 1 ? 4 : 2);
  const spacing = gap(pt, 1);
  const gridGap = gap(pt, 3);
  const cardW = (box.w - gridGap * (cols - 1)) / cols;
  const innerPt = Math.max(1, cardW - 2 * pad) / pt;
  // Lines of label (about half an em a character, at most four) and of change (with its trend arrow, a bold character
  // about 0.65 em), each box with room for a text box's insets, so nothing is shrunk to fit.
  const lines = (text: string, em: number, size: number, max: number) =>
    Math.min(max, Math.max(1, Math.ceil(([...text].length * em * size) / Math.max(1, innerPt - 15))));
  const labelLines = Math.max(1, ...items.map((m) => lines(m.label ?? "", 0.5, type.text, 4)));
  const hasChange = items.some((m) => m.change);
  const changeLines = Math.max(1, ...items.map((m) => (m.change ? lines(`${m.change}  `, 0.65, type.note, 2) : 1)));
  const labelH = (type.text * 1.25 * labelLines + 8) * pt;
  const changeH = hasChange ? (type.note * 1.25 * changeLines + 8) * pt : 0;
  const cellH = (box.h - gridGap * (rows - 1)) / rows;
  // The value's size: one for all, within its card's width and what its card's height leaves the value.
  const tallest = (cellH - 2 * pad - labelH - changeH - 2 * spacing) / (1.3 * pt);
  const size = Math.max(MIN_VALUE, Math.min(tallest, ...items.map((m) => metricValueSize(m.value, innerPt, cols))));
  // A value too long for one line at the smallest figure size ("2,4 millions d'euros") wraps onto a second line.
  const valueLines = items.some((m) => valueEm(m.value) * size > innerPt - 15) ? 2 : 1;
  const valueH = size * 1.3 * valueLines * pt;
  const blockH = valueH + labelH + changeH + 2 * spacing;
  // Cards as tall as their words need with air around them, and at least 70% of the area, so the metrics fill the slide.
  const cards = grid(box, n, pt, {
    columns: cols,
    maxCellH: Math.min(cellH, Math.max(blockH + 2 * pad + gap(pt, 4), (box.h * 0.7 - gridGap * (rows - 1)) / rows)),
  });
  const metrics = cards.map((card): MetricBoxes => {
    const inner = inset(card, pad);
    const h = Math.min(blockH, inner.h);
    const [value, label, change] = stack(
      { ...inner, y: inner.y + (inner.h - h) / 2, h },
      [valueH, Math.max(0, h - valueH - changeH - 2 * spacing), changeH],
      spacing,
    );
    return { card, value: value!, label: label!, change: change! };
  });
  return { size, columns: cols, metrics };
}

/** A metric's figures are never set smaller than this: a value longer than that allows wraps instead. */
const MIN_VALUE = 24;

/** The metric value's size: smaller as more metrics share the row, and small enough to stay on one line of `widthPt`. */
export function metricValueSize(value: string, widthPt: number, n: number): number {
  const wanted = [120, 96, TYPE.metric, 44][n - 1] ?? 44;
  // A free text box keeps about 15 pt of its width for insets.
  const fits = (widthPt - 15) / Math.max(0.7, valueEm(value));
  return Math.max(MIN_VALUE, Math.min(wanted, Math.floor(fits)));
}
