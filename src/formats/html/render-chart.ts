// Chart data → an inline SVG (bar, column, line, pie) drawn by hand: no script, colours from the theme series.
import type { ChartData } from "../model/source.js";
import { esc } from "./escape.js";
import { formatValue } from "../model/number-format.js";
import { highlighted, showLabels } from "../model/chart-options.js";
import { describeChart } from "../model/describe-chart.js";

const W = 960;
const H = 460;
const PAD = { top: 24, right: 24, bottom: 72, left: 80 };
const SERIES_COLOURS = 6;

const fin = (v: number | undefined) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
const r1 = (v: number) => Math.round(v * 10) / 10;

/** The CSS that colours series (s0…s5 follow the theme's series colours). */
export const CHART_CSS = `.chart{width:100%;height:100%;display:block;overflow:visible;font-family:var(--font-body)}
.chart text{fill:var(--muted);font-size:19px}.chart .grid{stroke:var(--line);stroke-width:1}.chart .axis{stroke:var(--muted);stroke-width:1.5}
.chart .val{fill:var(--text);font-size:17px;font-weight:600}.chart .legend text{fill:var(--text)}
${Array.from({ length: SERIES_COLOURS }, (_, i) => `.chart .s${i}{fill:var(--s${i})}.chart .l${i}{stroke:var(--s${i});fill:none;stroke-width:3.5;stroke-linejoin:round;stroke-linecap:round}`).join("")}
.chart .slice{stroke:var(--bg);stroke-width:3}.chart .dim{opacity:.3}`;


function niceScale(lo: number, hi: number, ticks = 5): { min: number; max: number; step: number } {
  if (lo === hi) hi = lo + 1;
  const raw = (hi - lo) / ticks;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? 10 * mag;
  return { min: Math.floor(lo / step) * step, max: Math.ceil(hi / step) * step, step };
}

/**
 * The chart as one image: named by its title (else its kind) and described in words from its data (describeChart), in
 * the SVG's own <title> and <desc> and pointed to by aria-labelledby/-describedby, which every screen reader follows.
 * `id` makes the two ids unique on the page.
 */
export function renderChart(chart: ChartData, label: string, out: string[], id: string): void {
  const name = label.trim() || `${chart.type[0]!.toUpperCase()}${chart.type.slice(1)} chart`;
  out.push(`<svg class="chart" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="${id}-name" aria-describedby="${id}-desc" preserveAspectRatio="xMidYMid meet">`);
  out.push(`<title id="${id}-name">${esc(name)}</title><desc id="${id}-desc">${esc(describeChart(chart, label))}</desc>`);
  if (chart.type === "pie") pie(chart, out);
  else cartesian(chart, out);
  out.push("</svg>");
}

function legend(names: string[], out: string[], y = H - 18): void {
  if (names.length < 2) return;
  const widths = names.map((n) => 40 + Math.min(n.length, 24) * 10.5);
  const total = widths.reduce((a, b) => a + b, 0);
  let x = Math.max(PAD.left, (W - total) / 2);
  out.push('<g class="legend">');
  names.forEach((n, i) => {
    out.push(`<rect class="s${i % SERIES_COLOURS}" x="${r1(x)}" y="${y - 11}" width="14" height="14" rx="3"></rect><text x="${r1(x + 20)}" y="${y + 2}">${esc(n.length > 24 ? `${n.slice(0, 23)}…` : n)}</text>`);
    x += widths[i]!;
  });
  out.push("</g>");
}

function cartesian(chart: ChartData, out: string[]): void {
  const cats = chart.categories;
  const series = chart.series;
  const horizontal = chart.type === "bar";
  let lo = 0;
  let hi = 0;
  for (const s of series) for (let i = 0; i < cats.length; i++) {
    const v = fin(s.values[i]);
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const { min, max, step } = niceScale(lo, hi);
  const bottom = series.length > 1 ? PAD.bottom : PAD.bottom - 24;
  const left = horizontal ? Math.min(240, 28 + cats.reduce((m, c) => Math.max(m, Math.min(c.length, 18)), 0) * 10.5) : PAD.left;
  const x0 = left, x1 = W - PAD.right, y0 = PAD.top, y1 = H - bottom;
  const span = max - min || 1;
  // Value axis position: x for horizontal bars, y otherwise.
  const pos = (v: number) => (horizontal ? x0 + ((v - min) / span) * (x1 - x0) : y1 - ((v - min) / span) * (y1 - y0));
  for (let t = min; t <= max + step / 2; t += step) {
    const p = r1(pos(t));
    if (horizontal) out.push(`<line class="grid" x1="${p}" y1="${y0}" x2="${p}" y2="${y1}"></line><text x="${p}" y="${y1 + 28}" text-anchor="middle">${esc(formatValue(t, chart.format))}</text>`);
    else out.push(`<line class="grid" x1="${x0}" y1="${p}" x2="${x1}" y2="${p}"></line><text x="${x0 - 12}" y="${p + 6}" text-anchor="end">${esc(formatValue(t, chart.format))}</text>`);
  }
  const band = ((horizontal ? y1 - y0 : x1 - x0) / Math.max(1, cats.length));
  const every = Math.max(1, Math.ceil(cats.length / (horizontal ? 16 : 12)));
  cats.forEach((c, i) => {
    if (i % every) return;
    const mid = r1((horizontal ? y0 : x0) + band * (i + 0.5));
    const text = esc(c.length > 18 ? `${c.slice(0, 17)}…` : c);
    if (horizontal) out.push(`<text x="${x0 - 12}" y="${mid + 6}" text-anchor="end">${text}</text>`);
    else out.push(`<text x="${mid}" y="${y1 + 30}" text-anchor="middle">${text}</text>`);
  });
  const zero = r1(pos(Math.max(min, Math.min(0, max))));
  if (chart.type === "line") {
    const focus = highlighted(chart);
    const labels = showLabels(chart);
    series.forEach((s, k) => {
      const dim = focus >= 0 && k !== focus ? " dim" : "";
      const pts = cats.map((_, i) => `${r1(x0 + band * (i + 0.5))},${r1(pos(fin(s.values[i])))}`);
      out.push(`<polyline class="l${k % SERIES_COLOURS}${dim}" points="${pts.join(" ")}"></polyline>`);
      if (cats.length <= 24) pts.forEach((p, i) => {
        const [x, y] = p.split(",");
        out.push(`<circle class="s${k % SERIES_COLOURS}${dim}" cx="${x}" cy="${y}" r="5"></circle>`);
        if (labels && !dim) out.push(`<text class="val" x="${x}" y="${r1(Number(y) - 12)}" text-anchor="middle">${esc(formatValue(fin(s.values[i]), chart.format))}</text>`);
      });
    });
  } else {
    const inner = band * 0.72;
    const bw = inner / series.length;
    const labels = showLabels(chart);
    const focus = highlighted(chart);
    series.forEach((s, k) => {
      cats.forEach((_, i) => {
        const v = fin(s.values[i]);
        const p = r1(pos(v));
        const start = r1((horizontal ? y0 : x0) + band * i + (band - inner) / 2 + bw * k);
        const len = r1(Math.abs(p - zero));
        const cls = `s${k % SERIES_COLOURS}${focus >= 0 && k !== focus ? " dim" : ""}`;
        const thick = r1(Math.max(1, bw - 3));
        if (horizontal) {
          out.push(`<rect class="${cls}" x="${Math.min(p, zero)}" y="${start}" width="${len}" height="${thick}" rx="3"></rect>`);
          if (labels) out.push(`<text class="val" x="${r1(Math.max(p, zero) + 6)}" y="${r1(start + thick / 2 + 5)}">${esc(formatValue(v, chart.format))}</text>`);
        } else {
          out.push(`<rect class="${cls}" x="${start}" y="${Math.min(p, zero)}" width="${thick}" height="${len}" rx="3"></rect>`);
          if (labels) out.push(`<text class="val" x="${r1(start + thick / 2)}" y="${r1(Math.min(p, zero) - 7)}" text-anchor="middle">${esc(formatValue(v, chart.format))}</text>`);
        }
      });
    });
  }
  if (horizontal) out.push(`<line class="axis" x1="${zero}" y1="${y0}" x2="${zero}" y2="${y1}"></line>`);
  else out.push(`<line class="axis" x1="${x0}" y1="${zero}" x2="${x1}" y2="${zero}"></line>`);
  legend(series.map((s) => s.name), out);
}

function pie(chart: ChartData, out: string[]): void {
  const values = chart.categories.map((_, i) => Math.max(0, fin(chart.series[0]?.values[i])));
  const total = values.reduce((a, b) => a + b, 0);
  const cx = 280, cy = H / 2, r = 200;
  const focus = highlighted(chart);
  if (total <= 0) {
    out.push(`<circle cx="${cx}" cy="${cy}" r="${r}" class="grid" fill="none"></circle>`);
  } else {
    let angle = -Math.PI / 2;
    values.forEach((v, i) => {
      if (v <= 0) return;
      const cls = `s${i % SERIES_COLOURS}${focus >= 0 && i !== focus ? " dim" : ""}`;
      const sweep = (v / total) * Math.PI * 2;
      if (sweep >= Math.PI * 2 - 1e-9) {
        out.push(`<circle class="${cls} slice" cx="${cx}" cy="${cy}" r="${r}"></circle>`);
      } else {
        const a2 = angle + sweep;
        const p = (a: number) => `${r1(cx + r * Math.cos(a))} ${r1(cy + r * Math.sin(a))}`;
        out.push(`<path class="${cls} slice" d="M${cx} ${cy}L${p(angle)}A${r} ${r} 0 ${sweep > Math.PI ? 1 : 0} 1 ${p(a2)}Z"></path>`);
      }
      angle += sweep;
    });
  }
  // Legend to the right with shares.
  const shown = chart.categories.slice(0, 12);
  const top = cy - (shown.length * 40) / 2;
  out.push('<g class="legend">');
  shown.forEach((c, i) => {
    const y = r1(top + i * 40);
    // With a format, the value as formatted; else each slice's share.
    const share = chart.format ? formatValue(values[i]!, chart.format) : total > 0 ? `${Math.round((values[i]! / total) * 100)}%` : "";
    const name = c.length > 28 ? `${c.slice(0, 27)}…` : c;
    out.push(`<rect class="s${i % SERIES_COLOURS}" x="540" y="${y}" width="20" height="20" rx="4"></rect><text x="572" y="${r1(y + 17)}">${esc(name)}</text><text class="val" x="940" y="${r1(y + 17)}" text-anchor="end">${share}</text>`);
  });
  out.push("</g>");
}
