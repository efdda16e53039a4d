// A numbered agenda's geometry: two to six items as tiles across the area (their size set so the longest word fits a
// tile), one alone or seven and more as rows; the one plan pptx and PDF draw, and the HTML's choice of tiles.
import {
  AGENDA_TILES,
  AGENDA_TILES_MAX,
  BODY_FRAME,
  boldEm,
  estimatedLines,
  gap,
  grid,
  inset,
  kindType,
  WIDE_CHAR,
  type Rect,
} from "./arrange.js";

export interface AgendaBoxes {
  badge: Rect;
  text: Rect;
  /** The tile behind a numbered item, when the agenda is set as tiles. */
  tile?: Rect;
}

/** Tiles set their items no smaller than this; an agenda whose longest word would need less stands as rows. */
const AGENDA_TILE_MIN = 20;

/** The size tiles in `columns` set an agenda's items at: the kind's, or less, so the longest word fits a tile's width. */
function tileTextSize(items: readonly string[], box: Rect, pt: number, columns: number): number {
  const tile = grid(box, items.length, pt, { columns, gapSteps: 2 })[0]!;
  const room = (inset(tile, gap(pt, 2)).w - 15 * pt) / pt;
  const words = items.flatMap((t) => t.replace(/[*_`[\]()]/g, "").split(/\s+/)).filter((w) => w && !WIDE_CHAR.test(w));
  const longest = Math.max(1, ...words.map(boldEm));
  return Math.min(kindType("agenda", items.length).text, Math.floor(room / longest));
}

/**
 * The columns of an agenda's tiles: across (up to four, then three) when its longest word fits a tile at 20 pt or more
 * in the widest fallback font, else two (a long compound such as "Kennzahlen" broke mid-word in four tiles across);
 * 0 when it stands as rows (one item, seven or more, or a word too long for two).
 */
export function agendaTileColumns(items: readonly string[], box: Rect = BODY_FRAME, pt = 1): number {
  const n = items.length;
  if (n < AGENDA_TILES || n > AGENDA_TILES_MAX) return 0;
  const across = n <= 4 ? n : 3;
  return (
    [across, 2].find((columns) => columns <= across && tileTextSize(items, box, pt, columns) >= AGENDA_TILE_MIN) ?? 0
  );
}

/** An agenda's item size in points: in tiles, as large as lets its longest word fit a tile; in rows, the kind's. */
export function agendaTextSize(items: readonly string[], box: Rect = BODY_FRAME, pt = 1): number {
  const columns = agendaTileColumns(items, box, pt);
  return columns ? tileTextSize(items, box, pt, columns) : kindType("agenda", items.length).text;
}

/**
 * Numbered agenda items: two to six as tiles that use the width (a row of up to four, then rows of three), the number's
 * badge over the item; one alone as a row, seven and more in two columns of rows, wide enough for long items.
 */
export function agendaRows(box: Rect, n: number, pt: number, items: string[] = []): AgendaBoxes[] {
  const columns = agendaTileColumns(items, box, pt);
  if (columns) return agendaTiles(box, n, pt, items, columns);
  const cols = n > 6 ? 2 : 1;
  const perCol = Math.ceil(n / cols);
  // Few items get taller rows, so two still span the area rather than sit in its middle.
  const rowH = Math.min(box.h / perCol, (perCol <= 3 ? 150 : 96) * pt);
  const g = gap(pt, 4);
  const colW = (box.w - g * (cols - 1)) / cols;
  const top = box.y + (box.h - rowH * perCol) / 2;
  return Array.from({ length: n }, (_, i) => {
    const c = Math.floor(i / perCol);
    const r = i % perCol;
    const x = box.x + c * (colW + g);
    const y = top + r * rowH;
    const d = Math.min(rowH * 0.7, 56 * pt);
    return {
      badge: { x, y: y + (rowH - d) / 2, w: d, h: d },
      text: { x: x + d + gap(pt, 2), y, w: colW - d - gap(pt, 2), h: rowH },
    };
  });
}

function agendaTiles(box: Rect, n: number, pt: number, items: string[], columns: number): AgendaBoxes[] {
  const rows = Math.ceil(n / columns);
  const size = agendaTextSize(items, box, pt);
  return grid(box, n, pt, { columns, maxCellH: rows === 1 ? box.h * 0.75 : undefined, gapSteps: 2 }).map((tile) => {
    const inner = inset(tile, gap(pt, 2));
    const d = Math.min(64 * pt, inner.h * 0.4);
    // The number and the item as one block in the middle of the tile, by the lines the longest item takes.
    const lines = Math.max(1, ...items.map((t) => estimatedLines(t, inner.w / pt, size)));
    const blockH = Math.min(inner.h, d + gap(pt, 2) + (size * 1.25 * lines + 8) * pt);
    const top = inner.y + (inner.h - blockH) / 2;
    const textY = top + d + gap(pt, 2);
    return {
      tile,
      badge: { x: inner.x, y: top, w: d, h: d },
      text: { x: inner.x, y: textY, w: inner.w, h: Math.max(0, inner.y + inner.h - textY) },
    };
  });
}
