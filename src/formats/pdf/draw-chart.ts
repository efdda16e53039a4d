// Vector charts for deck slides: bar, column, line and pie, with axes, labels, legend and theme series colours.
import type { ChartData } from "../model/source.js";
import { layoutSpans, drawLine, type Align } from "./text-layout.js";
import type { Warn } from "./text-runs.js";
import {
  CHART_TEXT,
  DENSE_CATEGORIES,
  chartNumber,
  highlighted,
  showLabels,
  sliceLabel,
  tickFormat,
} from "../model/chart-options.js";
import { contrast } from "../model/colour.js";
import { chartFillRule } from "../model/slide-colour-rules.js";

export interface ChartColours {
  text: string;
  muted: string;
  grid: string;
  series: string[];
  background: string;
  /** The deck's language: numbers take its grouping and decimal marks (English when absent). */
  lang?: string;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Everything one chart drawing shares: the page, the colours, the language and each series' (or slice's) fill. */
interface Pen {
  doc: PDFKit.PDFDocument;
  c: ChartColours;
  lang: string;
  fills: string[];
  warn: Warn;
}

const bare = (c: string) => c.replace(/^#/, "").toUpperCase();

function label(
  p: Pen,
  text: string,
  x: number,
  y: number,
  w: number,
  size: number,
  colour: string,
  align: Align = "center",
  weight?: "bold",
): void {
  const lines = layoutSpans([{ text, style: { size, color: colour, weight } }], Math.max(10, w), p.warn);
  drawLine(p.doc, lines[0]!, x, y, Math.max(10, w), align);
}

/** The width `text` takes on one line at `size`. */
function widthOf(p: Pen, text: string, size: number, weight?: "bold"): number {
  return layoutSpans([{ text, style: { size, color: "#000000", weight } }], 1e6, p.warn)[0]?.width ?? 0;
}

/** Round tick values for a value range (steps of 1, 2, 2.5, 5 × 10^n) and the step. */
function ticks(min: number, max: number, count = 5): { values: number[]; step: number } {
  if (min === max) max = min + 1;
  const raw = (max - min) / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
  const clean = (v: number) => Number((Math.round(v / step) * step).toPrecision(12));
  const out: number[] = [];
  for (let v = Math.floor(min / step) * step; v <= max + step * 1e-9; v += step) out.push(clean(v));
  if (out[out.length - 1]! < max) out.push(clean(out[out.length - 1]! + step));
  return { values: out, step };
}

/** One entry per series (per slice of a pie): a swatch in exactly the colour its marks are drawn in, then its name. */
function legend(p: Pen, names: string[], box: Box): void {
  const size = CHART_TEXT.legend;
  const swatch = size * 0.8;
  const widths = names.map((n) => swatch + 6 + Math.min(widthOf(p, n, size), 200) + 18);
  const total = widths.reduce((a, b) => a + b, 0);
  const k = total > box.w ? box.w / total : 1;
  let x = box.x + Math.max(0, (box.w - total) / 2);
  names.forEach((name, i) => {
    const w = widths[i]! * k;
    p.doc.rect(x, box.y + size * 0.25, swatch, swatch).fill(p.fills[i % p.fills.length]!);
    label(p, name, x + swatch + 6, box.y, w - swatch - 10, size, p.c.text, "left");
    x += w;
  });
}

function axisChart(p: Pen, data: ChartData, area: Box): void {
  const { doc, c } = p;
  const horizontal = data.type === "bar";
  const values = data.series.flatMap((s) => s.values);
  const { values: t, step } = ticks(Math.min(0, ...values), Math.max(0, ...values));
  const lo = t[0]!;
  const hi = t[t.length - 1]!;
  const cats = data.categories;
  const axisSize = CHART_TEXT.axis;
  const catSize = cats.length > DENSE_CATEGORIES ? CHART_TEXT.dense : CHART_TEXT.axis;
  const valueSize = CHART_TEXT.value;
  const labels = showLabels(data);
  const focus = highlighted(data);
  const labelled = (k: number) => labels && (focus < 0 || k === focus);
  const tickText = t.map((v) => chartNumber(v, data, p.lang, tickFormat(data, step)));
  const valueText = (v: number) => chartNumber(v, data, p.lang);
  const widest = (texts: string[], size: number, weight?: "bold") =>
    Math.max(0, ...texts.map((s) => widthOf(p, s, size, weight)));
  // Room for the axis' numbers and the categories, and above the plot (and right of bars) for the value labels, so
  // nothing is drawn outside the chart's box.
  const valueRoom = labels
    ? widest(
        data.series.flatMap((s, k) => (labelled(k) ? s.values.map(valueText) : [])),
        valueSize,
        "bold",
      )
    : 0;
  const top = Math.max(axisSize * 0.75, !horizontal && labels ? valueSize * 1.5 : 0);
  const plot: Box = horizontal
    ? (() => {
        const left = Math.min(widest(cats, catSize) + 10, area.w * 0.3);
        return {
          x: area.x + left,
          y: area.y + top,
          w: area.w - left - Math.max(valueRoom + 6, widest(tickText.slice(-1), axisSize) / 2),
          h: area.h - top - axisSize * 1.6,
        };
      })()
    : (() => {
        const left = widest(tickText, axisSize) + 10;
        return { x: area.x + left, y: area.y + top, w: area.w - left, h: area.h - top - catSize * 1.7 };
      })();
  const pos = (v: number) =>
    horizontal ? plot.x + ((v - lo) / (hi - lo)) * plot.w : plot.y + plot.h - ((v - lo) / (hi - lo)) * plot.h;
  doc.save().lineWidth(0.75).strokeColor(c.grid);
  for (const v of t) {
    const q = pos(v);
    if (horizontal)
      doc
        .moveTo(q, plot.y)
        .lineTo(q, plot.y + plot.h)
        .stroke();
    else
      doc
        .moveTo(plot.x, q)
        .lineTo(plot.x + plot.w, q)
        .stroke();
  }
  doc.restore();
  t.forEach((v, i) => {
    const q = pos(v);
    if (horizontal) label(p, tickText[i]!, q - 60, plot.y + plot.h + 4, 120, axisSize, c.muted);
    else label(p, tickText[i]!, area.x, q - axisSize * 0.7, plot.x - area.x - 8, axisSize, c.muted, "right");
  });
  const band = (horizontal ? plot.h : plot.w) / cats.length;
  // Every category named while there is room for its words; past that, every second (third…) one.
  const every = horizontal
    ? Math.max(1, Math.ceil((catSize * 1.3) / band))
    : Math.max(1, Math.ceil((widest(cats, catSize) + 8) / band));
  const n = data.series.length;
  cats.forEach((cat, i) => {
    const start = (horizontal ? plot.y : plot.x) + i * band;
    if (i % every === 0) {
      if (horizontal)
        label(p, cat, area.x, start + band / 2 - catSize * 0.7, plot.x - area.x - 8, catSize, c.text, "right");
      else label(p, cat, start - (band * (every - 1)) / 2, plot.y + plot.h + 4, band * every, catSize, c.text);
    }
    if (data.type === "line") return;
    const barW = (band * 0.75) / n;
    data.series.forEach((s, k) => {
      const v = s.values[i] ?? 0;
      const a = pos(Math.max(0, lo));
      const b = pos(v);
      const off = start + band * 0.125 + k * barW;
      doc.save().fillColor(p.fills[k % p.fills.length]!);
      if (horizontal) doc.rect(Math.min(a, b), off, Math.abs(b - a), barW * 0.92).fill();
      else doc.rect(off, Math.min(a, b), barW * 0.92, Math.abs(b - a)).fill();
      doc.restore();
      if (!labelled(k)) return;
      if (horizontal)
        label(
          p,
          valueText(v),
          Math.max(a, b) + 4,
          off + barW * 0.46 - valueSize * 0.7,
          valueRoom + 4,
          valueSize,
          c.text,
          "left",
          "bold",
        );
      else
        label(
          p,
          valueText(v),
          off - 40,
          Math.min(a, b) - valueSize * 1.35,
          barW * 0.92 + 80,
          valueSize,
          c.text,
          "center",
          "bold",
        );
    });
  });
  if (data.type === "line") {
    data.series.forEach((s, k) => {
      const colour = p.fills[k % p.fills.length]!;
      const pts = cats.map((_, i) => [plot.x + band * (i + 0.5), pos(s.values[i] ?? 0)] as const);
      doc.save().lineWidth(2.5).strokeColor(colour).lineJoin("round");
      pts.forEach(([x, y], i) => (i ? doc.lineTo(x, y) : doc.moveTo(x, y)));
      doc.stroke();
      for (const [x, y] of pts) doc.circle(x, y, 3.5).fill(colour);
      doc.restore();
      if (labelled(k))
        pts.forEach(([x, y], i) =>
          label(p, valueText(s.values[i] ?? 0), x - 60, y - valueSize * 1.5, 120, valueSize, c.text, "center", "bold"),
        );
    });
  }
  const axis = pos(Math.max(0, lo));
  doc.save().lineWidth(1).strokeColor(c.muted);
  if (horizontal)
    doc
      .moveTo(axis, plot.y)
      .lineTo(axis, plot.y + plot.h)
      .stroke();
  else
    doc
      .moveTo(plot.x, axis)
      .lineTo(plot.x + plot.w, axis)
      .stroke();
  doc.restore();
}

function pieChart(p: Pen, data: ChartData, area: Box): void {
  const { doc, c } = p;
  const values = data.categories.map((_, i) => Math.max(0, data.series[0]?.values[i] ?? 0));
  const total = values.reduce((a, b) => a + b, 0) || 1;
  const r = Math.min(area.w, area.h) / 2 - 6;
  const cx = area.x + area.w / 2;
  const cy = area.y + area.h / 2;
  const size = CHART_TEXT.value;
  let angle = -Math.PI / 2;
  values.forEach((v, i) => {
    if (v <= 0) return;
    const sweep = (v / total) * Math.PI * 2;
    const colour = p.fills[i % p.fills.length]!;
    const end = angle + sweep;
    const large = sweep > Math.PI ? 1 : 0;
    const x1 = cx + r * Math.cos(angle);
    const y1 = cy + r * Math.sin(angle);
    const x2 = cx + r * Math.cos(end);
    const y2 = cy + r * Math.sin(end);
    if (sweep >= Math.PI * 2 - 1e-6) doc.circle(cx, cy, r).fill(colour);
    else doc.path(`M ${cx} ${cy} L ${x1} ${y1} A ${r} ${r} 0 ${large} 1 ${x2} ${y2} Z`).fill(colour);
    doc.save().lineWidth(1.5).strokeColor(c.background);
    if (sweep < Math.PI * 2 - 1e-6) doc.path(`M ${cx} ${cy} L ${x1} ${y1}`).stroke();
    doc.restore();
    const mid = angle + sweep / 2;
    // White or black on the slice as drawn, whichever reads there (a light slice takes black).
    const ink = contrast("FFFFFF", bare(colour)) >= contrast("000000", bare(colour)) ? "#FFFFFF" : "#000000";
    if (v / total >= 0.04)
      label(
        p,
        sliceLabel(v, total, data, p.lang),
        cx + r * 0.65 * Math.cos(mid) - 40,
        cy + r * 0.65 * Math.sin(mid) - size * 0.7,
        80,
        size,
        ink,
        "center",
        "bold",
      );
    angle = end;
  });
}

/** Draws the chart in the box: plot area above, legend below (by default for a pie or several series; `legend` says otherwise). */
export function drawChart(
  doc: PDFKit.PDFDocument,
  data: ChartData,
  box: Box,
  c: ChartColours,
  warn: Warn,
  legendShown?: boolean,
): void {
  const pie = data.type === "pie";
  const names = pie ? data.categories : data.series.map((s) => s.name);
  const palette = names.map((_, i) => bare(c.series[i % c.series.length]!));
  const fills = chartFillRule(palette, highlighted(data), bare(c.background), bare(c.text)).map((f) => `#${f}`);
  const p: Pen = { doc, c, lang: c.lang ?? "en", fills, warn };
  const showLegend = legendShown ?? (pie || data.series.length > 1);
  const legendH = CHART_TEXT.legend * 1.4;
  const area: Box = { ...box, h: box.h - (showLegend ? legendH + 10 : 0) };
  if (pie) pieChart(p, data, area);
  else axisChart(p, data, area);
  if (showLegend) legend(p, names, { x: box.x, y: box.y + box.h - legendH, w: box.w, h: legendH });
}
