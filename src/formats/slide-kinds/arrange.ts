// Where each piece of a designed slide goes inside its content box: one geometry for pptx and pdf (HTML follows it in CSS).
// Boxes are in the caller's units; `pt` is the size of one point in them (1 for pdf, 12700 EMU for pptx).

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The spacing grid: every gap is a multiple of 8 pt. */
export const GRID_PT = 8;

/** The type scale (pt, on a 960 × 540 pt slide): one step ≈ 1.25×. */
export const TYPE = { metric: 54, display: 48, title: 36, heading: 24, subheading: 20, body: 18, small: 15, caption: 12 } as const;

const gap = (pt: number, steps = 3) => GRID_PT * steps * pt;

/** Columns for a grid of n items: one row up to three, then two or three per row. */
export function columnsFor(n: number, maxPerRow = 3): number {
  if (n <= maxPerRow) return n;
  if (n === 4) return 2;
  return Math.min(maxPerRow, Math.ceil(n / 2));
}

/** n cells in rows, each row centred; cells no taller than `maxCellH` (the block is then centred vertically). */
export function grid(box: Rect, n: number, pt: number, o: { columns?: number; maxCellH?: number; gapSteps?: number } = {}): Rect[] {
  const cols = o.columns ?? columnsFor(n);
  const rows = Math.ceil(n / cols);
  const g = gap(pt, o.gapSteps ?? 3);
  const w = (box.w - g * (cols - 1)) / cols;
  const fullH = (box.h - g * (rows - 1)) / rows;
  const h = Math.min(fullH, o.maxCellH ?? fullH);
  const blockH = h * rows + g * (rows - 1);
  const top = box.y + (box.h - blockH) / 2;
  const cells: Rect[] = [];
  for (let r = 0; r < rows; r++) {
    const inRow = Math.min(cols, n - r * cols);
    const rowW = w * inRow + g * (inRow - 1);
    const left = box.x + (box.w - rowW) / 2;
    for (let c = 0; c < inRow; c++) cells.push({ x: left + c * (w + g), y: top + r * (h + g), w, h });
  }
  return cells;
}

/** Shrinks a rect by `by` on every side. */
export function inset(r: Rect, by: number): Rect {
  return { x: r.x + by, y: r.y + by, w: Math.max(0, r.w - 2 * by), h: Math.max(0, r.h - 2 * by) };
}

/** Splits a rect top to bottom into parts of the given heights (the last takes what is left). */
export function stack(r: Rect, heights: number[], spacing: number): Rect[] {
  const out: Rect[] = [];
  let y = r.y;
  heights.forEach((h, i) => {
    const last = i === heights.length - 1;
    const height = last ? Math.max(0, r.y + r.h - y) : h;
    out.push({ x: r.x, y, w: r.w, h: height });
    y += height + spacing;
  });
  return out;
}

export interface MetricBoxes {
  card: Rect;
  value: Rect;
  label: Rect;
  change: Rect;
}

/** A row of one to four metrics, each a card with its value large, the label under it and the change below. */
export function metricRow(box: Rect, n: number, pt: number): MetricBoxes[] {
  return grid(box, n, pt, { columns: n, maxCellH: Math.min(box.h, 260 * pt) }).map((card) => {
    const inner = inset(card, gap(pt, 3));
    const valueH = inner.h * 0.45;
    const [value, label, change] = stack(inner, [valueH, inner.h * 0.3, 0], gap(pt, 1));
    return { card, value: value!, label: label!, change: change! };
  });
}

/** The metric value's size: smaller as more metrics share the row, and small enough to stay on one line of `widthPt`. */
export function metricValueSize(value: string, widthPt: number, n: number): number {
  const wanted = [TYPE.metric + 12, TYPE.metric, TYPE.display, 40][n - 1] ?? 40;
  // A bold figure is at most about 0.72 em a character (DejaVu Sans Bold, the widest fallback); a free text box keeps about 15 pt of its width for insets.
  const fits = (widthPt - 15) / (Math.max(1, [...value].length) * 0.72);
  return Math.max(18, Math.min(wanted, Math.floor(fits)));
}

export interface CardBoxes {
  card: Rect;
  icon: Rect;
  title: Rect;
  text: Rect;
}

/** Two to six cards: an icon badge, a title and a line each. */
export function cardGrid(box: Rect, n: number, pt: number): CardBoxes[] {
  const rows = Math.ceil(n / columnsFor(n));
  return grid(box, n, pt, { maxCellH: rows === 1 ? Math.min(box.h, 300 * pt) : undefined }).map((card) => {
    const inner = inset(card, gap(pt, rows === 1 ? 3 : 2));
    const badge = Math.min(56 * pt, inner.h * 0.24);
    const titleH = Math.min(inner.h * 0.26, (rows === 1 ? 64 : 44) * pt);
    const [icon, title, text] = stack(inner, [badge, titleH, 0], gap(pt, rows === 1 ? 2 : 1));
    return { card, icon: { ...icon!, w: badge }, title: title!, text: text! };
  });
}

export interface StepBoxes {
  dot: { cx: number; cy: number; r: number };
  date: Rect;
  title: Rect;
  text: Rect;
}

/** Steps along a horizontal line: the date above each dot, the title and its line below. */
export function timeline(box: Rect, n: number, pt: number): { line: Rect; steps: StepBoxes[] } {
  const lineY = box.y + box.h * 0.36;
  const slot = box.w / n;
  const r = 9 * pt;
  const pad = gap(pt, 1);
  const steps = Array.from({ length: n }, (_, i): StepBoxes => {
    const cx = box.x + slot * i + slot / 2;
    const x = box.x + slot * i + pad / 2;
    const w = slot - pad;
    const dateH = Math.min(lineY - box.y - r - pad, 48 * pt);
    const below = lineY + r + gap(pt, 2);
    const titleH = Math.min(52 * pt, (box.y + box.h - below) * 0.35);
    return {
      dot: { cx, cy: lineY, r },
      date: { x, y: lineY - r - pad - dateH, w, h: dateH },
      title: { x, y: below, w, h: titleH },
      text: { x, y: below + titleH + pad, w, h: Math.max(0, box.y + box.h - below - titleH - pad) },
    };
  });
  const first = steps[0]!.dot.cx;
  const last = steps[n - 1]!.dot.cx;
  return { line: { x: first, y: lineY - 1.5 * pt, w: last - first, h: 3 * pt }, steps };
}

export interface ColumnBoxes {
  column: Rect;
  head: Rect;
  body: Rect;
}

/** Two or three columns side by side, each a header band over a panel of points. */
export function comparisonColumns(box: Rect, n: number, pt: number): ColumnBoxes[] {
  return grid(box, n, pt, { columns: n }).map((column) => {
    const headH = Math.min(56 * pt, column.h * 0.2);
    return { column, head: { ...column, h: headH }, body: inset({ ...column, y: column.y + headH, h: column.h - headH }, gap(pt, 2)) };
  });
}

export interface AgendaBoxes {
  badge: Rect;
  text: Rect;
}

/** Numbered items, one column up to five, then two; rows of equal height centred in the box. */
export function agendaRows(box: Rect, n: number, pt: number): AgendaBoxes[] {
  const cols = n > 5 ? 2 : 1;
  const perCol = Math.ceil(n / cols);
  const rowH = Math.min(box.h / perCol, 72 * pt);
  const g = gap(pt, 4);
  const colW = (box.w - g * (cols - 1)) / cols;
  const top = box.y + (box.h - rowH * perCol) / 2;
  return Array.from({ length: n }, (_, i) => {
    const c = Math.floor(i / perCol);
    const r = i % perCol;
    const x = box.x + c * (colW + g);
    const y = top + r * rowH;
    const d = Math.min(rowH * 0.7, 44 * pt);
    return { badge: { x, y: y + (rowH - d) / 2, w: d, h: d }, text: { x: x + d + gap(pt, 2), y, w: colW - d - gap(pt, 2), h: rowH } };
  });
}

export interface PersonBoxes {
  avatar: Rect;
  name: Rect;
  role: Rect;
}

/** People in a grid of up to four per row: a round portrait (or initials), the name, the role. */
export function teamGrid(box: Rect, n: number, pt: number): PersonBoxes[] {
  const cols = n <= 4 ? n : Math.ceil(n / 2);
  const rows = Math.ceil(n / cols);
  return grid(box, n, pt, { columns: cols, maxCellH: Math.min(box.h / rows, 240 * pt) }).map((cell) => {
    const d = Math.min(cell.w * 0.55, cell.h * 0.5, 120 * pt);
    const avatar = { x: cell.x + (cell.w - d) / 2, y: cell.y, w: d, h: d };
    const nameY = cell.y + d + gap(pt, 1);
    const nameH = Math.min(36 * pt, (cell.y + cell.h - nameY) * 0.5);
    return { avatar, name: { x: cell.x, y: nameY, w: cell.w, h: nameH }, role: { x: cell.x, y: nameY + nameH, w: cell.w, h: Math.max(0, cell.y + cell.h - nameY - nameH) } };
  });
}

/** Image beside text: the image takes the slide's full height on its side, the text the other half's safe area. */
export function splitImage(slide: Rect, margin: number, side: "left" | "right"): { image: Rect; text: Rect } {
  const half = slide.w * 0.48;
  const image = { x: side === "left" ? slide.x : slide.x + slide.w - half, y: slide.y, w: half, h: slide.h };
  const textX = side === "left" ? image.x + half + margin : slide.x + margin;
  return { image, text: { x: textX, y: slide.y + margin, w: slide.w - half - 2 * margin, h: slide.h - 2 * margin } };
}

/** The initials shown in place of a missing portrait. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words.slice(0, 1);
  return letters.map((w) => [...w.replace(/^\P{L}+/u, "")][0] ?? "").join("").toUpperCase();
}
