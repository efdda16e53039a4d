// The order a person reads boxes on a slide in: cut into rows or columns along clear gaps (XY-cut), recursively.
import type { Box } from "../../formats/ooxml/drawingml.js";

export interface Placed {
  box: Box;
  /** A group, or a panel drawn behind several texts: one item read as a whole. */
  whole?: boolean;
}

/**
 * Rows first, as text runs. Columns first when there are more columns than rows of loose texts: a row of repeated
 * items (a heading, value or date above its text in each column) reads item by item, not line by line across.
 */
export function readingOrder<T extends Placed>(items: T[]): T[] {
  if (items.length <= 1) return items;
  const rows = bands(items, "y");
  const cols = bands(items, "x");
  if (rows.length === 1 && cols.length === 1) return [...items].sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
  const byColumns =
    cols.length > 1 && (rows.length === 1 || (cols.length > rows.length && !items.some((i) => i.whole)));
  return (byColumns ? cols : rows).flatMap((group) => readingOrder(group));
}

/** Groups along one axis separated by gaps no item crosses; a slight overlap (a fifth of the smaller item) still splits. */
function bands<T extends Placed>(items: T[], axis: "x" | "y"): T[][] {
  const start = (i: T) => (axis === "x" ? i.box.x : i.box.y);
  const size = (i: T) => (axis === "x" ? i.box.cx : i.box.cy);
  const sorted = [...items].sort((a, b) => start(a) - start(b));
  const out: T[][] = [];
  let end = -Infinity;
  let minSize = Infinity;
  for (const item of sorted) {
    const slack = 0.2 * Math.min(minSize, size(item));
    if (!out.length || start(item) >= end - slack) {
      out.push([item]);
      end = start(item) + size(item);
      minSize = size(item);
    } else {
      out[out.length - 1]!.push(item);
      end = Math.max(end, start(item) + size(item));
      minSize = Math.min(minSize, size(item));
    }
  }
  return out;
}

export const area = (b: Box) => Math.max(0, b.cx) * Math.max(0, b.cy);

/** `outer` holds `inner`, with a little tolerance for boxes drawn flush with a panel's edge. */
export function contains(outer: Box, inner: Box): boolean {
  const tol = 0.02 * Math.max(outer.cx, outer.cy);
  return (
    inner.x >= outer.x - tol &&
    inner.y >= outer.y - tol &&
    inner.x + inner.cx <= outer.x + outer.cx + tol &&
    inner.y + inner.cy <= outer.y + outer.cy + tol
  );
}

/**
 * Texts inside the same panel (a card, a column, a band behind a caption) become one whole item, so a grid of cards
 * reads card by card. The largest panel counts (a column, not the heading bar inside it); slide-sized backdrops never do.
 */
export function groupByPanels<T extends Placed>(
  texts: T[],
  panels: Box[],
  slideArea: number,
  whole: (box: Box, members: T[]) => T,
): T[] {
  // The largest hundred panels are plenty for a real slide and keep the work linear in the texts.
  const usable = panels
    .filter((p) => area(p) < slideArea / 2)
    .sort((a, b) => area(b) - area(a))
    .slice(0, 100);
  const byPanel = new Map<Box, T[]>();
  const loose: T[] = [];
  for (const t of texts) {
    const panel = usable.find((p) => contains(p, t.box));
    if (panel) byPanel.set(panel, [...(byPanel.get(panel) ?? []), t]);
    else loose.push(t);
  }
  for (const [panel, members] of byPanel) {
    if (members.length > 1) loose.push(whole(panel, members));
    else loose.push(...members);
  }
  return loose;
}
