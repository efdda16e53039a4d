// Vector charts for deck slides: bar, column, line and pie, with axes, labels, legend and theme series colours.
import type { ChartData } from "../model/source.js";
import { layoutSpans, drawLine, type Align } from "./text-layout.js";
import type { Warn } from "./text-runs.js";
import { formatValue } from "../model/number-format.js";
import { highlighted, showLabels } from "../model/chart-options.js";
import { contrast } from "../model/colour.js";

/** Muted marks of the series that are not highlighted. */
const DIM = 0.3;

export interface ChartColours {
  text: string;
  muted: string;
  grid: string;
  series: string[];
  background: string;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function label(doc: PDFKit.PDFDocument, text: string, x: number, y: number, w: number, size: number, colour: string, warn: Warn, align: Align = "center"): void {
  const lines = layoutSpans([{ text, style: { size, color: colour } }], Math.max(10, w), warn);
  drawLine(doc, lines[0]!, x, y, Math.max(10, w), align);
}

/** Round tick step for a value range (1, 2, 2.5, 5 × 10^n). */
function ticks(min: number, max: number, count = 5): number[] {
  if (min === max) max = min + 1;
  const raw = (max - min) / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let v = Math.floor(min / step) * step; v <= max + step * 1e-9; v += step) out.push(Math.round(v / step) * step);
  if (out[out.length - 1]! < max) out.push(out[out.length - 1]! + step);
  return out;
}


function legend(doc: PDFKit.PDFDocument, names: string[], colours: string[], box: Box, c: ChartColours, warn: Warn): void {
  const size = 12;
  const itemW = Math.min(180, box.w / Math.max(1, names.length));
  const total = itemW * names.length;
  let x = box.x + (box.w - total) / 2;
  names.forEach((name, i) => {
    doc.rect(x, box.y + 3, 10, 10).fill(colours[i % colours.length]!);
    label(doc, name, x + 14, box.y, itemW - 18, size, c.text, warn, "left");
    x += itemW;
  });
}

function axisChart(doc: PDFKit.PDFDocument, data: ChartData, area: Box, c: ChartColours, warn: Warn): void {
  const horizontal = data.type === "bar";
  const values = data.series.flatMap((s) => s.values);
  const t = ticks(Math.min(0, ...values), Math.max(0, ...values));
  const lo = t[0]!;
  const hi = t[t.length - 1]!;
  const cats = data.categories;
  const labelSize = cats.length > 12 ? 9 : 12;
  // Room for value labels on the value axis and category labels on the other.
  const plot: Box = horizontal ? { x: area.x + Math.min(150, area.w * 0.25), y: area.y, w: area.w - Math.min(150, area.w * 0.25), h: area.h - 20 } : { x: area.x + 44, y: area.y, w: area.w - 44, h: area.h - 22 };
  const pos = (v: number) => (horizontal ? plot.x + ((v - lo) / (hi - lo)) * plot.w : plot.y + plot.h - ((v - lo) / (hi - lo)) * plot.h);
  doc.save().lineWidth(0.5).strokeColor(c.grid);
  for (const v of t) {
    const p = pos(v);
    if (horizontal) doc.moveTo(p, plot.y).lineTo(p, plot.y + plot.h).stroke();
    else doc.moveTo(plot.x, p).lineTo(plot.x + plot.w, p).stroke();
  }
  doc.restore();
  for (const v of t) {
    const p = pos(v);
    if (horizontal) label(doc, formatValue(v, data.format), p - 30, plot.y + plot.h + 4, 60, 10, c.muted, warn);
    else label(doc, formatValue(v, data.format), area.x, p - 7, 38, 10, c.muted, warn, "right");
  }
  const band = (horizontal ? plot.h : plot.w) / cats.length;
  const n = data.series.length;
  const labels = showLabels(data);
  const focus = highlighted(data);
  const opacity = (k: number) => (focus >= 0 && k !== focus ? DIM : 1);
  cats.forEach((cat, i) => {
    const start = (horizontal ? plot.y : plot.x) + i * band;
    if (horizontal) label(doc, cat, area.x, start + band / 2 - labelSize * 0.7, plot.x - area.x - 6, labelSize, c.text, warn, "right");
    else label(doc, cat, start, plot.y + plot.h + 4, band, labelSize, c.text, warn);
    if (data.type === "line") return;
    const barW = (band * 0.75) / n;
    data.series.forEach((s, k) => {
      const v = s.values[i] ?? 0;
      const a = pos(Math.max(0, lo));
      const b = pos(v);
      const off = start + band * 0.125 + k * barW;
      doc.save().fillColor(c.series[k % c.series.length]!).fillOpacity(opacity(k));
      if (horizontal) doc.rect(Math.min(a, b), off, Math.abs(b - a), barW * 0.92).fill();
      else doc.rect(off, Math.min(a, b), barW * 0.92, Math.abs(b - a)).fill();
      doc.restore();
      if (labels && opacity(k) === 1) {
        const text = formatValue(v, data.format);
        if (horizontal) label(doc, text, Math.max(a, b) + 3, off + barW * 0.46 - 5, 60, 9, c.text, warn, "left");
        else label(doc, text, off - 10, Math.min(a, b) - 12, barW * 0.92 + 20, 9, c.text, warn);
      }
    });
  });
  if (data.type === "line") {
    data.series.forEach((s, k) => {
      const colour = c.series[k % c.series.length]!;
      const pts = cats.map((_, i) => [plot.x + band * (i + 0.5), pos(s.values[i] ?? 0)] as const);
      doc.save().lineWidth(2.5).strokeColor(colour).strokeOpacity(opacity(k)).fillOpacity(opacity(k)).lineJoin("round");
      pts.forEach(([x, y], i) => (i ? doc.lineTo(x, y) : doc.moveTo(x, y)));
      doc.stroke();
      for (const [x, y] of pts) doc.circle(x, y, 3.5).fill(colour);
      doc.restore();
      if (labels && opacity(k) === 1) pts.forEach(([x, y], i) => label(doc, formatValue(s.values[i] ?? 0, data.format), x - 30, y - 16, 60, 9, c.text, warn));
    });
  }
  const axis = pos(Math.max(0, lo));
  doc.save().lineWidth(1).strokeColor(c.muted);
  if (horizontal) doc.moveTo(axis, plot.y).lineTo(axis, plot.y + plot.h).stroke();
  else doc.moveTo(plot.x, axis).lineTo(plot.x + plot.w, axis).stroke();
  doc.restore();
}

function pieChart(doc: PDFKit.PDFDocument, data: ChartData, area: Box, c: ChartColours, warn: Warn): void {
  const values = data.categories.map((_, i) => Math.max(0, data.series[0]?.values[i] ?? 0));
  const total = values.reduce((a, b) => a + b, 0) || 1;
  const r = Math.min(area.w, area.h) / 2 - 6;
  const cx = area.x + area.w / 2;
  const cy = area.y + area.h / 2;
  const focus = highlighted(data);
  let angle = -Math.PI / 2;
  values.forEach((v, i) => {
    if (v <= 0) return;
    const sweep = (v / total) * Math.PI * 2;
    const colour = c.series[i % c.series.length]!;
    const end = angle + sweep;
    const large = sweep > Math.PI ? 1 : 0;
    const x1 = cx + r * Math.cos(angle);
    const y1 = cy + r * Math.sin(angle);
    const x2 = cx + r * Math.cos(end);
    const y2 = cy + r * Math.sin(end);
    doc.save().fillOpacity(focus >= 0 && i !== focus ? DIM : 1);
    if (sweep >= Math.PI * 2 - 1e-6) doc.circle(cx, cy, r).fill(colour);
    else doc.path(`M ${cx} ${cy} L ${x1} ${y1} A ${r} ${r} 0 ${large} 1 ${x2} ${y2} Z`).fill(colour);
    doc.restore();
    doc.save().lineWidth(1.5).strokeColor(c.background);
    if (sweep < Math.PI * 2 - 1e-6) doc.path(`M ${cx} ${cy} L ${x1} ${y1}`).stroke();
    doc.restore();
    const mid = angle + sweep / 2;
    // White or black on the slice, whichever reads there (a light theme colour takes black).
    const ink = contrast("FFFFFF", colour.replace("#", "")) >= contrast("000000", colour.replace("#", "")) ? "#FFFFFF" : "#000000";
    if (v / total >= 0.04) label(doc, `${Math.round((v / total) * 100)}%`, cx + r * 0.65 * Math.cos(mid) - 25, cy + r * 0.65 * Math.sin(mid) - 7, 50, 12, ink, warn);
    angle = end;
  });
}

/** Draws the chart in the box: plot area above, legend below (by default for a pie or several series; `legend` says otherwise). */
export function drawChart(doc: PDFKit.PDFDocument, data: ChartData, box: Box, c: ChartColours, warn: Warn, legendShown?: boolean): void {
  const pie = data.type === "pie";
  const names = pie ? data.categories : data.series.map((s) => s.name);
  const showLegend = legendShown ?? (pie || data.series.length > 1);
  const area: Box = { ...box, h: box.h - (showLegend ? 28 : 0) };
  if (pie) pieChart(doc, data, area, c, warn);
  else axisChart(doc, data, area, c, warn);
  if (showLegend) legend(doc, names, c.series, { x: box.x, y: box.y + box.h - 18, w: box.w, h: 18 }, c, warn);
}
