// Chart data → an inline SVG (bar, column, line, pie) drawn by hand: no script, colours by the rule every writer shares.
import type { ChartData } from "../model/source.js";
import type { ResolvedTheme } from "../model/themes.js";
import { esc } from "./escape.js";
import {
  CHART_TEXT,
  DENSE_CATEGORIES,
  chartNumber,
  highlighted,
  showLabels,
  sliceLabel,
  tickFormat,
} from "../model/chart-options.js";
import { chartFillRule, themeChartColours } from "../model/slide-colour-rules.js";
import { describeChart } from "../model/describe-chart.js";
import { contrast } from "../model/colour.js";

/**
 * The drawing is the chart box's size in frame units (a 960-unit slide less its margins and a one-line title), so one
 * unit of the SVG is one unit of the slide and CHART_TEXT sizes hold; a taller title shrinks it by a tenth at most.
 */
const W = 837;
const H = 340;
const PAD = { top: 28, right: 20 };
/** Average advance of a glyph in the chart's sans (em): enough to leave room for a number or a category's name. */
const EM = 0.58;

const fin = (v: number | undefined) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
const r1 = (v: number) => Math.round(v * 10) / 10;

/** The CSS of the chart's text and rules; the marks and legend swatches carry their own colours. */
export const CHART_CSS = `.chart{width:100%;height:100%;display:block;overflow:visible;font-family:var(--font-body)}
.chart text{fill:var(--muted);font-size:${CHART_TEXT.axis}px}.chart .cat{fill:var(--text)}.chart.dense .cat{font-size:${CHART_TEXT.dense}px}.chart .grid{stroke:var(--line);stroke-width:1}.chart .axis{stroke:var(--muted);stroke-width:1.5}
.chart .val{fill:var(--text);font-size:${CHART_TEXT.value}px;font-weight:700}.chart .legend text{fill:var(--text);font-size:${CHART_TEXT.legend}px}
.chart .line{fill:none;stroke-width:3.5;stroke-linejoin:round;stroke-linecap:round}.chart .slice{stroke:var(--bg);stroke-width:3}.chart .on-slice{font-size:${CHART_TEXT.value}px;font-weight:700}`;

/** What the chart is drawn with: the deck's theme (its series colours) and language (its numbers' marks). */
export interface ChartLook {
  theme: ResolvedTheme;
  lang: string;
}

interface Pen {
  chart: ChartData;
  lang: string;
  /** Each series' (a pie's, each slice's) colour, "#rrggbb", marks and legend alike. */
  fills: string[];
  /** Black or white: what reads on each slice. */
  inks: string[];
}

function niceScale(lo: number, hi: number, ticks = 5): { min: number; max: number; step: number } {
  if (lo === hi) hi = lo + 1;
  const raw = (hi - lo) / ticks;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? 10 * mag;
  return { min: Math.floor(lo / step) * step, max: Math.ceil(hi / step) * step, step };
}

const textWidth = (text: string, size: number) => text.length * size * EM;

/**
 * The chart as one image: named by its title (else its kind) and described in words from its data (describeChart), in
 * the SVG's own <title> and <desc> and pointed to by aria-labelledby/-describedby, which every screen reader follows.
 * `id` makes the two ids unique on the page.
 */
export function renderChart(chart: ChartData, label: string, out: string[], id: string, look: ChartLook): void {
  const name = label.trim() || `${chart.type[0]!.toUpperCase()}${chart.type.slice(1)} chart`;
  const count = chart.type === "pie" ? chart.categories.length : chart.series.length;
  const colours = themeChartColours(look.theme, count);
  const fills = chartFillRule(colours.series, highlighted(chart), colours.backdrop, colours.text);
  const pen: Pen = { chart, lang: look.lang, fills: fills.map((f) => `#${f}`), inks: fills.map(inkOn) };
  const dense = chart.categories.length > DENSE_CATEGORIES ? " dense" : "";
  out.push(
    `<svg class="chart${dense}" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="${id}-name" aria-describedby="${id}-desc" preserveAspectRatio="xMidYMid meet">`,
  );
  out.push(
    `<title id="${id}-name">${esc(name)}</title><desc id="${id}-desc">${esc(describeChart(chart, label))}</desc>`,
  );
  if (chart.type === "pie") pie(pen, out);
  else cartesian(pen, out);
  out.push("</svg>");
}

/** White or black, whichever reads on `fill`. */
const inkOn = (fill: string) => (contrast("FFFFFF", fill) >= contrast("000000", fill) ? "#FFFFFF" : "#000000");

const swatch = (x: number, y: number, size: number, fill: string) =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${size}" height="${size}" rx="3" fill="${fill}"></rect>`;

function legend(pen: Pen, names: string[], out: string[], y: number): void {
  if (names.length < 2) return;
  const size = CHART_TEXT.legend;
  const shown = names.map((n) => (n.length > 24 ? `${n.slice(0, 23)}…` : n));
  const widths = shown.map((n) => size + 8 + textWidth(n, size) + 22);
  const total = widths.reduce((a, b) => a + b, 0);
  let x = Math.max(0, (W - total) / 2);
  out.push('<g class="legend">');
  shown.forEach((n, i) => {
    out.push(
      `${swatch(x, y - size * 0.85, size, pen.fills[i % pen.fills.length]!)}<text x="${r1(x + size + 8)}" y="${r1(y)}">${esc(n)}</text>`,
    );
    x += widths[i]!;
  });
  out.push("</g>");
}

function cartesian(pen: Pen, out: string[]): void {
  const { chart, fills } = pen;
  const cats = chart.categories;
  const series = chart.series;
  const horizontal = chart.type === "bar";
  let lo = 0;
  let hi = 0;
  for (const s of series)
    for (let i = 0; i < cats.length; i++) {
      const v = fin(s.values[i]);
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  const { min, max, step } = niceScale(lo, hi);
  const focus = highlighted(chart);
  const labels = showLabels(chart);
  const labelled = (k: number) => labels && (focus < 0 || k === focus);
  const axisSize = CHART_TEXT.axis;
  const catSize = cats.length > DENSE_CATEGORIES ? CHART_TEXT.dense : CHART_TEXT.axis;
  const tickLabels: [number, string][] = [];
  for (let t = min; t <= max + step / 2; t += step) {
    const v = Number((Math.round(t / step) * step).toPrecision(12));
    tickLabels.push([v, chartNumber(v, chart, pen.lang, tickFormat(chart, step))]);
  }
  const valueText = (v: number) => chartNumber(v, chart, pen.lang);
  const widest = (texts: string[], size: number) => Math.max(0, ...texts.map((t) => textWidth(t, size)));
  const legendRoom = series.length > 1 ? CHART_TEXT.legend * 2.4 : 0;
  const shownCats = cats.map((c) => (c.length > 18 ? `${c.slice(0, 17)}…` : c));
  const valueRoom =
    horizontal && labels
      ? widest(
          series.flatMap((s, k) => (labelled(k) ? cats.map((_, i) => valueText(fin(s.values[i]))) : [])),
          CHART_TEXT.value,
        ) + 10
      : 0;
  const left = horizontal
    ? Math.min(W * 0.3, widest(shownCats, catSize) + 14)
    : widest(
        tickLabels.map((t) => t[1]),
        axisSize,
      ) + 14;
  const x0 = left;
  const x1 = W - Math.max(PAD.right, valueRoom);
  const y0 = PAD.top;
  const y1 = H - legendRoom - (horizontal ? axisSize : catSize) * 2;
  const span = max - min || 1;
  // Value axis position: x for horizontal bars, y otherwise.
  const pos = (v: number) => (horizontal ? x0 + ((v - min) / span) * (x1 - x0) : y1 - ((v - min) / span) * (y1 - y0));
  for (const [t, text] of tickLabels) {
    const p = r1(pos(t));
    if (horizontal)
      out.push(
        `<line class="grid" x1="${p}" y1="${y0}" x2="${p}" y2="${y1}"></line><text x="${p}" y="${r1(y1 + axisSize * 1.5)}" text-anchor="middle">${esc(text)}</text>`,
      );
    else
      out.push(
        `<line class="grid" x1="${x0}" y1="${p}" x2="${x1}" y2="${p}"></line><text x="${x0 - 10}" y="${r1(p + axisSize * 0.35)}" text-anchor="end">${esc(text)}</text>`,
      );
  }
  const band = (horizontal ? y1 - y0 : x1 - x0) / Math.max(1, cats.length);
  // Every category named while there is room for its words; past that, every second (third…) one.
  const every = horizontal
    ? Math.max(1, Math.ceil((catSize * 1.3) / band))
    : Math.max(1, Math.ceil((widest(shownCats, catSize) + 8) / band));
  shownCats.forEach((c, i) => {
    if (i % every) return;
    const mid = r1((horizontal ? y0 : x0) + band * (i + 0.5));
    if (horizontal)
      out.push(`<text class="cat" x="${x0 - 10}" y="${r1(mid + catSize * 0.35)}" text-anchor="end">${esc(c)}</text>`);
    else out.push(`<text class="cat" x="${mid}" y="${r1(y1 + catSize * 1.5)}" text-anchor="middle">${esc(c)}</text>`);
  });
  const zero = r1(pos(Math.max(min, Math.min(0, max))));
  if (chart.type === "line") {
    series.forEach((s, k) => {
      const fill = fills[k % fills.length]!;
      const pts = cats.map((_, i) => [r1(x0 + band * (i + 0.5)), r1(pos(fin(s.values[i])))] as const);
      out.push(`<polyline class="line" stroke="${fill}" points="${pts.map((p) => p.join(",")).join(" ")}"></polyline>`);
      if (cats.length <= 24)
        pts.forEach(([x, y], i) => {
          out.push(`<circle cx="${x}" cy="${y}" r="5" fill="${fill}"></circle>`);
          if (labelled(k))
            out.push(
              `<text class="val" x="${x}" y="${r1(y - 12)}" text-anchor="middle">${esc(valueText(fin(s.values[i])))}</text>`,
            );
        });
    });
  } else {
    const inner = band * 0.72;
    const bw = inner / series.length;
    series.forEach((s, k) => {
      const fill = fills[k % fills.length]!;
      cats.forEach((_, i) => {
        const v = fin(s.values[i]);
        const p = r1(pos(v));
        const start = r1((horizontal ? y0 : x0) + band * i + (band - inner) / 2 + bw * k);
        const len = r1(Math.abs(p - zero));
        const thick = r1(Math.max(1, bw - 3));
        if (horizontal) {
          out.push(
            `<rect x="${Math.min(p, zero)}" y="${start}" width="${len}" height="${thick}" rx="3" fill="${fill}"></rect>`,
          );
          if (labelled(k))
            out.push(
              `<text class="val" x="${r1(Math.max(p, zero) + 6)}" y="${r1(start + thick / 2 + CHART_TEXT.value * 0.35)}">${esc(valueText(v))}</text>`,
            );
        } else {
          out.push(
            `<rect x="${start}" y="${Math.min(p, zero)}" width="${thick}" height="${len}" rx="3" fill="${fill}"></rect>`,
          );
          if (labelled(k))
            out.push(
              `<text class="val" x="${r1(start + thick / 2)}" y="${r1(Math.min(p, zero) - 7)}" text-anchor="middle">${esc(valueText(v))}</text>`,
            );
        }
      });
    });
  }
  if (horizontal) out.push(`<line class="axis" x1="${zero}" y1="${y0}" x2="${zero}" y2="${y1}"></line>`);
  else out.push(`<line class="axis" x1="${x0}" y1="${zero}" x2="${x1}" y2="${zero}"></line>`);
  legend(
    pen,
    series.map((s) => s.name),
    out,
    H - CHART_TEXT.legend * 0.6,
  );
}

function pie(pen: Pen, out: string[]): void {
  const { chart, fills } = pen;
  const values = chart.categories.map((_, i) => Math.max(0, fin(chart.series[0]?.values[i])));
  const total = values.reduce((a, b) => a + b, 0);
  const r = H / 2 - 10;
  const cx = r + 40;
  const cy = H / 2;
  if (total <= 0) {
    out.push(`<circle cx="${cx}" cy="${cy}" r="${r}" class="grid" fill="none"></circle>`);
  } else {
    let angle = -Math.PI / 2;
    values.forEach((v, i) => {
      if (v <= 0) return;
      const fill = fills[i % fills.length]!;
      const sweep = (v / total) * Math.PI * 2;
      if (sweep >= Math.PI * 2 - 1e-9) {
        out.push(`<circle class="slice" cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"></circle>`);
      } else {
        const a2 = angle + sweep;
        const p = (a: number) => `${r1(cx + r * Math.cos(a))} ${r1(cy + r * Math.sin(a))}`;
        out.push(
          `<path class="slice" d="M${cx} ${cy}L${p(angle)}A${r} ${r} 0 ${sweep > Math.PI ? 1 : 0} 1 ${p(a2)}Z" fill="${fill}"></path>`,
        );
      }
      const mid = angle + sweep / 2;
      if (v / total >= 0.04) {
        const x = r1(cx + r * 0.65 * Math.cos(mid));
        const y = r1(cy + r * 0.65 * Math.sin(mid) + CHART_TEXT.value * 0.35);
        out.push(
          `<text class="on-slice" x="${x}" y="${y}" text-anchor="middle" style="fill:${pen.inks[i % pen.inks.length]}">${esc(sliceLabel(v, total, chart, pen.lang))}</text>`,
        );
      }
      angle += sweep;
    });
  }
  // Legend to the right: each slice's swatch, name and label as on the slice.
  const shown = chart.categories.slice(0, 12);
  const size = CHART_TEXT.legend;
  const row = Math.min(40, (H - 10) / Math.max(1, shown.length));
  const top = cy - (shown.length * row) / 2;
  const lx = cx + r + 60;
  out.push('<g class="legend">');
  shown.forEach((c, i) => {
    const y = r1(top + i * row + row / 2);
    const name = c.length > 28 ? `${c.slice(0, 27)}…` : c;
    const share = total > 0 ? sliceLabel(values[i]!, total, chart, pen.lang) : "";
    out.push(
      `${swatch(lx, y - size * 0.85, size + 4, fills[i % fills.length]!)}<text x="${r1(lx + size + 14)}" y="${r1(y + 2)}">${esc(name)}</text><text class="val" x="${W - 10}" y="${r1(y + 2)}" text-anchor="end">${esc(share)}</text>`,
    );
  });
  out.push("</g>");
}
