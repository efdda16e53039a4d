// Where each piece of a designed slide goes inside its content box: one geometry for pptx and pdf (HTML follows it in CSS).
// Boxes are in the caller's units; `pt` is the size of one point in them (1 for pdf, EMU_PER_PT for pptx).

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The spacing grid: every gap is a multiple of 8 pt. */
export const GRID_PT = 8;

/** The type scale (pt, on a 960 × 540 pt slide): one step ≈ 1.25×. */
export const TYPE = {
  metric: 54,
  display: 48,
  title: 36,
  heading: 24,
  subheading: 20,
  body: 18,
  small: 16,
  caption: 12,
} as const;

/** Type sizes of a designed kind with `n` items: few items are set large, so the slide is filled, never below 16 pt. */
export function kindType(
  kind: "kpi" | "cards" | "tiles" | "timeline" | "timeline-rows" | "comparison" | "agenda" | "team",
  n: number,
): { head: number; text: number; note: number } {
  switch (kind) {
    case "kpi":
      return n <= 2
        ? { head: TYPE.metric, text: 26, note: 20 }
        : n === 3
          ? { head: TYPE.metric, text: 22, note: 18 }
          : { head: TYPE.metric, text: TYPE.body, note: TYPE.small };
    case "cards":
      return n <= 2
        ? { head: 30, text: 24, note: 0 }
        : n === 3
          ? { head: 26, text: 21, note: 0 }
          : n === 4
            ? { head: 24, text: 20, note: 0 }
            : { head: TYPE.subheading, text: 17, note: 0 };
    case "timeline":
      return n <= 3
        ? { head: 28, text: 22, note: 24 }
        : n <= 5
          ? { head: 24, text: 20, note: 22 }
          : { head: TYPE.body, text: TYPE.small, note: TYPE.small };
    case "tiles":
      return n <= 3 ? { head: 30, text: 0, note: 0 } : { head: 24, text: 0, note: 0 };
    case "timeline-rows":
      return n <= 3
        ? { head: 30, text: 22, note: 28 }
        : n <= 5
          ? { head: 26, text: 20, note: 24 }
          : { head: 22, text: 18, note: 20 };
    case "comparison":
      return n === 2 ? { head: 26, text: 22, note: 0 } : { head: 22, text: 19, note: 0 };
    case "agenda":
      return { head: 0, text: n < AGENDA_TILES ? 30 : n <= 4 ? 28 : n <= AGENDA_TILES_MAX ? 24 : 21, note: 0 };
    case "team":
      return n <= 3
        ? { head: 26, text: 20, note: 0 }
        : n <= 4
          ? { head: 22, text: 18, note: 0 }
          : { head: TYPE.body, text: TYPE.small, note: 0 };
  }
}

export const gap = (pt: number, steps = 3) => GRID_PT * steps * pt;

/** A character set a full em wide: CJK ideographs, kana and hangul. */
export const WIDE_CHAR = /[\p{Ideographic}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Columns for a grid of n items: one row up to three, then two or three per row. */
export function columnsFor(n: number, maxPerRow = 3): number {
  if (n <= maxPerRow) return n;
  if (n === 4) return 2;
  return Math.min(maxPerRow, Math.ceil(n / 2));
}

/** n cells in rows, each row centred; cells no taller than `maxCellH` (the block is then centred vertically). */
export function grid(
  box: Rect,
  n: number,
  pt: number,
  o: { columns?: number; maxCellH?: number; gapSteps?: number } = {},
): Rect[] {
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

export interface CardBoxes {
  card: Rect;
  icon: Rect;
  title: Rect;
  text: Rect;
  /** Where a card's picture goes, across its top (cards of a slide where some card has a picture). */
  picture?: Rect;
}

/**
 * Two to six cards: an icon badge, a title and a line each; in two rows the badge sits beside the title, to leave the
 * line room. Cards without lines (`lines` false: names, products) are tiles with the badge over the title, both centred,
 * never tall empty boxes.
 */
export function cardGrid(
  box: Rect,
  n: number,
  pt: number,
  lines = true,
  titles: string[] = [],
  icons = true,
  pictures = false,
): CardBoxes[] {
  if (pictures) return pictureCards(box, n, pt, lines);
  if (!lines) return tileGrid(box, n, pt, titles, icons);
  const rows = Math.ceil(n / columnsFor(n));
  return grid(box, n, pt, {
    maxCellH: rows === 1 ? Math.min(box.h, 360 * pt) : undefined,
    gapSteps: rows === 1 ? 3 : 2,
  }).map((card) => {
    const inner = inset(card, gap(pt, 2));
    if (rows > 1) {
      // Without icons on the slide, no card keeps a badge's room: the title takes the card's width.
      const badge = icons ? Math.min(48 * pt, inner.h * 0.3) : 0;
      const beside = icons ? badge + gap(pt, 1) : 0;
      const headH = Math.max(badge, Math.min(inner.h * 0.42, 60 * pt));
      const head = { x: inner.x + beside, y: inner.y, w: inner.w - beside, h: headH };
      const text = {
        x: inner.x,
        y: inner.y + headH + gap(pt, 1),
        w: inner.w,
        h: Math.max(0, inner.h - headH - gap(pt, 1)),
      };
      return { card, icon: { x: inner.x, y: inner.y + (headH - badge) / 2, w: badge, h: badge }, title: head, text };
    }
    const badge = icons ? Math.min((n <= 3 ? 72 : 56) * pt, inner.h * 0.24) : 0;
    const titleH = Math.min(inner.h * 0.3, 88 * pt);
    if (!icons) {
      const [title, text] = stack(inner, [titleH, 0], gap(pt, 2));
      return { card, icon: { x: inner.x, y: inner.y, w: 0, h: 0 }, title: title!, text: text! };
    }
    const [icon, title, text] = stack(inner, [badge, titleH, 0], gap(pt, 2));
    return { card, icon: { ...icon!, w: badge }, title: title!, text: text! };
  });
}

/**
 * Cards with pictures: each picture across the card's top, flush with its edges, the title and line below it (a tile's
 * title alone, centred). A card of the slide without a picture shows its icon badge in the picture's place.
 */
function pictureCards(box: Rect, n: number, pt: number, lines: boolean): CardBoxes[] {
  const rows = Math.ceil(n / columnsFor(n));
  return grid(box, n, pt, {
    maxCellH: rows === 1 ? Math.min(box.h, 360 * pt) : undefined,
    gapSteps: rows === 1 ? 3 : 2,
  }).map((card) => {
    const picture = { ...card, h: card.h * (lines ? (rows === 1 ? 0.46 : 0.36) : 0.6) };
    const side = gap(pt, 2);
    const between = gap(pt, rows === 1 ? 2 : 1);
    const inner = {
      x: card.x + side,
      y: picture.y + picture.h + between,
      w: card.w - 2 * side,
      h: Math.max(0, card.h - picture.h - 2 * between),
    };
    const badge = Math.min((rows === 1 ? 72 : 48) * pt, picture.h * 0.5);
    const icon = { x: picture.x + (picture.w - badge) / 2, y: picture.y + (picture.h - badge) / 2, w: badge, h: badge };
    if (!lines)
      return { card, picture, icon, title: inner, text: { x: inner.x, y: inner.y + inner.h, w: inner.w, h: 0 } };
    const [title, text] = stack(inner, [Math.min(inner.h * 0.4, (rows === 1 ? 72 : 48) * pt), 0], gap(pt, 1));
    return { card, picture, icon, title: title!, text: text! };
  });
}

/** Lines a text takes in a box `widthPt` wide at `size` (about 0.55 em a character for bold words, a CJK character 1 em). */
export function estimatedLines(text: string, widthPt: number, size: number): number {
  const em = [...text].reduce((sum, c) => sum + (WIDE_CHAR.test(c) ? 1 : 0.55), 0);
  return Math.max(1, Math.ceil((em * size * 1.1) / Math.max(1, widthPt - 14)));
}

/**
 * Tiles: the badge over the title, both centred in a tile that fills the area; the title has the rest of the tile, the
 * pair centred by the lines the longest title takes at its size.
 */
function tileGrid(box: Rect, n: number, pt: number, titles: string[], icons: boolean): CardBoxes[] {
  const rows = Math.ceil(n / columnsFor(n));
  const type = kindType("tiles", n);
  return grid(box, n, pt, { maxCellH: rows === 1 ? box.h * 0.8 : undefined, gapSteps: rows === 1 ? 3 : 2 }).map(
    (card) => {
      const inner = inset(card, gap(pt, 2));
      const badge = icons ? Math.min((rows === 1 ? 88 : 64) * pt, inner.h * 0.42) : 0;
      const room = Math.max(0, inner.h - badge - gap(pt, 2));
      const lines = Math.max(2, ...titles.map((t) => estimatedLines(t, inner.w / pt, type.head)));
      const titleH = Math.min(room, (type.head * 1.25 * lines + 8) * pt);
      const over = icons ? badge + gap(pt, 2) : 0;
      const top = inner.y + (inner.h - over - titleH) / 2;
      return {
        card,
        icon: { x: inner.x + (inner.w - badge) / 2, y: top, w: badge, h: badge },
        title: { x: inner.x, y: top + over, w: inner.w, h: titleH },
        text: { x: inner.x, y: inner.y + inner.h, w: inner.w, h: 0 },
      };
    },
  );
}

/** The body area of a 16:9 content slide in frame units (the built-in layouts' body placeholder). */
export const BODY_FRAME: Rect = { x: 66, y: 143.75, w: 828, h: 342.6 };
const BODY_16X9 = BODY_FRAME;

/**
 * Whether a card's line fits its box on a 16:9 slide at the smallest readable size (16 pt; renderers shrink a card's
 * line that far, never further), at about half an em a character with a tenth of the room lost to wrapping: composers
 * leave out or move what would not.
 */
export function cardTextFits(n: number, text: string): boolean {
  const box = cardGrid(BODY_16X9, n, 1)[0]?.text;
  if (!box) return false;
  const size = TYPE.small;
  const lines = Math.floor((box.h - 8) / (size * 1.2));
  const perLine = Math.floor((box.w - 14) / (size * 0.5));
  return [...text].length <= lines * perLine * 0.9;
}

export interface StepBoxes {
  dot: { cx: number; cy: number; r: number };
  date: Rect;
  title: Rect;
  text: Rect;
  /** The panel a step's words stand on, where steps run down the slide: each spans the width beside its dot. */
  card?: Rect;
}

export interface TimelinePlan {
  line: Rect;
  steps: StepBoxes[];
  /** Steps down the slide (a few steps with no lines of their own): dates right-aligned beside the line, titles left. */
  vertical: boolean;
  /** How much larger than the 16:9 design the type is set: a taller area (4:3, A4) gets larger words, not empty space. */
  scale: number;
}

/** A kind's type sizes times `scale`. */
export const scaleType = (t: { head: number; text: number; note: number }, scale: number) => ({
  head: t.head * scale,
  text: t.text * scale,
  note: t.note * scale,
});

/** At most this many steps with lines stand in a column down a tall area, and this many without lines on any. */
const VERTICAL_STEPS = 4;
const VERTICAL_TITLES = 8;
/** Two or three steps always run down the slide: along a line they would leave most of it empty. */
const FEW_STEPS = 3;
/** An area at least this tall for its width (height ÷ width; 16:9's body is 0.41, 4:3's 0.55) holds steps down it. */
const TALL_AREA = 0.47;

/** Whether steps go down the area: a few always, without lines of their own, and with them where the area is tall (4:3, A4). */
export function stepsRunDown(box: Rect, n: number, lines: boolean): boolean {
  return (!lines && n <= VERTICAL_TITLES) || n <= FEW_STEPS || (n <= VERTICAL_STEPS && box.h / box.w > TALL_AREA);
}

/**
 * Steps along a horizontal line: the date above each dot, the title and its line below; a few steps without lines
 * (`lines` false) go down the slide instead, each a row that fills its share. Each step's words stay in its own
 * column, so they read (and import back) step by step.
 */
export function timeline(
  box: Rect,
  n: number,
  pt: number,
  o: { lines?: boolean; dateChars?: number } = {},
): TimelinePlan {
  const lines = o.lines ?? true;
  if (stepsRunDown(box, n, lines)) return verticalTimeline(box, n, pt, lines, o.dateChars ?? 8);
  const scale = Math.min(1.35, Math.max(1, box.h / (BODY_16X9.h * pt)));
  const r = 9 * pt;
  const pad = gap(pt, 1);
  // The date over the line and the title with about three lines under it, as one block centred in the area.
  const above = 48 * scale * pt + pad + r;
  const under = r + gap(pt, 2) + 60 * scale * pt + pad + (kindType("timeline", n).text * scale * 1.25 * 3 + 8) * pt;
  const lineY = Math.max(box.y + above, Math.min(box.y + box.h * 0.36, box.y + (box.h - above - under) / 2 + above));
  const slot = box.w / n;
  const steps = Array.from({ length: n }, (_, i): StepBoxes => {
    const cx = box.x + slot * i + slot / 2;
    const x = box.x + slot * i + pad / 2;
    const w = slot - pad;
    const dateH = Math.min(lineY - box.y - r - pad, 48 * scale * pt);
    const below = lineY + r + gap(pt, 2);
    const titleH = Math.min(60 * scale * pt, (box.y + box.h - below) * 0.35);
    return {
      dot: { cx, cy: lineY, r },
      date: { x, y: lineY - r - pad - dateH, w, h: dateH },
      title: { x, y: below, w, h: titleH },
      text: { x, y: below + titleH + pad, w, h: Math.max(0, box.y + box.h - below - titleH - pad) },
    };
  });
  const first = steps[0]!.dot.cx;
  const last = steps[n - 1]!.dot.cx;
  return { line: { x: first, y: lineY - 1.5 * pt, w: last - first, h: 3 * pt }, steps, vertical: false, scale };
}

/**
 * Steps down the area, one row each: the date right-aligned left of the line, the dot, then the title (with its line
 * under it when steps have lines). Dates and titles are centred on their dot.
 */
function verticalTimeline(box: Rect, n: number, pt: number, lines: boolean, dateChars: number): TimelinePlan {
  const rowH = Math.min(box.h / n, (lines || n <= FEW_STEPS ? 160 : 120) * pt);
  const top = box.y + (box.h - rowH * n) / 2;
  const r = 11 * pt;
  // The date column as wide as the longest date needs (a bold character is up to 0.75 em in the widest fallback font), within a quarter of the area.
  const dateW = dateChars
    ? Math.min(box.w * 0.28, Math.max(60 * pt, (dateChars * 0.75 * kindType("timeline-rows", n).note + 20) * pt))
    : -gap(pt, 3);
  const lineX = box.x + dateW + gap(pt, 3);
  // Each step's words stand on a panel from beside its dot to the area's right edge, so the steps span the width.
  const cardX = lineX + r + gap(pt, 2);
  const pad = gap(pt, 2);
  const textX = cardX + pad;
  const w = box.x + box.w - textX - pad;
  const between = gap(pt, 1);
  const steps = Array.from({ length: n }, (_, i): StepBoxes => {
    const y = top + i * rowH;
    const card = { x: cardX, y: y + between / 2, w: box.x + box.w - cardX, h: rowH - between };
    if (!lines)
      return {
        dot: { cx: lineX, cy: y + rowH / 2, r },
        date: { x: box.x, y, w: dateW, h: rowH },
        title: { x: textX, y: card.y, w, h: card.h },
        text: { x: textX, y: y + rowH, w, h: 0 },
        card,
      };
    // The title on the row's upper part, centred on the dot; its line fills the rest of the row.
    const titleH = rowH * 0.4;
    const cy = y + titleH / 2 + between;
    return {
      dot: { cx: lineX, cy, r },
      date: { x: box.x, y: cy - titleH / 2, w: dateW, h: titleH },
      title: { x: textX, y: cy - titleH / 2, w, h: titleH },
      text: { x: textX, y: cy + titleH / 2, w, h: card.y + card.h - (cy + titleH / 2) - gap(pt, 1) },
      card,
    };
  });
  const first = steps[0]!.dot.cy;
  const last = steps[n - 1]!.dot.cy;
  return { line: { x: lineX - 1.5 * pt, y: first, w: 3 * pt, h: last - first }, steps, vertical: true, scale: 1 };
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
    return {
      column,
      head: { ...column, h: headH },
      body: inset({ ...column, y: column.y + headH, h: column.h - headH }, gap(pt, 2)),
    };
  });
}

/** Agendas of AGENDA_TILES to AGENDA_TILES_MAX items are numbered tiles across the area; others are rows (in two columns past six). */
export const AGENDA_TILES = 2;
export const AGENDA_TILES_MAX = 6;

/** A bold character's width in em, by kind (DejaVu Sans Bold, the widest fallback a renderer may use). */
function boldCharEm(c: string): number {
  if (WIDE_CHAR.test(c)) return 1;
  if (/[.,:;'’ ]/.test(c)) return c === " " ? 0.35 : 0.38;
  if (/[%@MW]/.test(c)) return 1;
  if (/\p{Lu}/u.test(c)) return 0.78;
  if (/\p{Ll}/u.test(c)) return 0.68;
  return 0.7;
}

/** A bold text's width in em in the widest fallback font. */
export const boldEm = (text: string) => [...text].reduce((sum, c) => sum + boldCharEm(c), 0);

export interface PersonBoxes {
  /** The person's card: each person stands on a tinted panel the height of the area. */
  card: Rect;
  avatar: Rect;
  name: Rect;
  role: Rect;
}

/** People in a grid of up to four per row, each on a card: a round portrait (or initials), the name, the role. */
export function teamGrid(box: Rect, n: number, pt: number): PersonBoxes[] {
  const cols = n <= 4 ? n : Math.ceil(n / 2);
  const rows = Math.ceil(n / cols);
  return grid(box, n, pt, {
    columns: cols,
    maxCellH: Math.min(box.h / rows, (n <= 4 ? 400 : 240) * pt),
    gapSteps: 2,
  }).map((card) => {
    const cell = inset(card, gap(pt, 2));
    const nameH = Math.min((n <= 4 ? 64 : 40) * pt, cell.h * 0.24);
    const roleH = Math.min((n <= 4 ? 56 : 40) * pt, cell.h * 0.22);
    const d = Math.min(cell.w * 0.8, cell.h - nameH - roleH - gap(pt, 1), (n <= 3 ? 200 : n <= 4 ? 170 : 120) * pt);
    // The portrait, name and role as one block in the middle of the card.
    const top = cell.y + Math.max(0, (cell.h - d - gap(pt, 1) - nameH - roleH) / 2);
    const avatar = { x: cell.x + (cell.w - d) / 2, y: top, w: d, h: d };
    const nameY = top + d + gap(pt, 1);
    return {
      card,
      avatar,
      name: { x: cell.x, y: nameY, w: cell.w, h: nameH },
      role: { x: cell.x, y: nameY + nameH, w: cell.w, h: roleH },
    };
  });
}

/** Image beside text: the image takes the slide's full height on its side, the text the other half's safe area. */
export function splitImage(slide: Rect, margin: number, side: "left" | "right"): { image: Rect; text: Rect } {
  const half = slide.w * 0.48;
  const image = { x: side === "left" ? slide.x : slide.x + slide.w - half, y: slide.y, w: half, h: slide.h };
  const textX = side === "left" ? image.x + half + margin : slide.x + margin;
  return { image, text: { x: textX, y: slide.y + margin, w: slide.w - half - 2 * margin, h: slide.h - 2 * margin } };
}

/**
 * Where image + text's title starts: the title and its text as one block centred down the text column (as the HTML
 * deck centres it), so a short list does not sit in the top half beside a picture the slide's full height. `pt` is one
 * frame unit in the writer's units; the text is reckoned generously, so a long one starts at the top as before.
 */
export function besideTextTop(text: Rect, titleH: number, body: string, pt = 1): number {
  const size = 20;
  const lines = body
    .split("\n")
    .filter((l) => l.trim())
    .reduce((n, l) => n + estimatedLines(l.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, ""), text.w / pt, size), 0);
  const block = titleH + 28 * pt + lines * size * 1.5 * pt;
  return text.y + Math.max(0, (text.h - block) / 2);
}

/** The initials shown in place of a missing portrait. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words.slice(0, 1);
  return letters
    .map((w) => [...w.replace(/^\P{L}+/u, "")][0] ?? "")
    .join("")
    .toUpperCase();
}
