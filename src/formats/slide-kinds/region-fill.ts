// How much of a slide's free region a list of points fills when drawn as bullets: an estimate from their length, after
// the writers' sizing (24 pt grown up to 1.45× while short, a lone point up to 1.85×, points spread apart), so a layout
// that would leave most of the slide empty is not offered.
import { BODY_FRAME, WIDE_CHAR } from "./arrange.js";

const BASE = 24;
const GROW = [1.45, 1.3, 1.15, 1];
const STATEMENT_GROW = [1.85, 1.65, 1.45, 1.3, 1.15, 1];
/** Share of the region grown text may take (the writers' FILL). */
const FILL = 0.78;
const LINE = 1.3;

/** Width of a text in ems: wide characters one em, others about half. */
const ems = (text: string) => [...text].reduce((n, ch) => n + (WIDE_CHAR.test(ch) ? 1 : ch === " " ? 0.28 : 0.52), 0);

/**
 * The share (0..1) of the body region the points' ink spans, width by height. `lone`: one point, drawn as a statement
 * without a bullet. Points are [text, ...sub-points].
 */
export function bulletsFill(points: string[][], lone: boolean): number {
  const { w, h } = BODY_FRAME;
  const lines = points.flatMap((p) => p.map((text, i) => ({ text, indent: lone ? 0 : i ? 2.5 : 1.25 })));
  const layout = (size: number) => {
    let height = 0;
    let width = 0;
    for (const l of lines) {
      const room = w - l.indent * size;
      const long = ems(l.text) * size;
      const rows = Math.max(1, Math.ceil(long / room));
      width = Math.max(width, Math.min(w, l.indent * size + long));
      height += rows * size * LINE;
    }
    return { width, height };
  };
  const grow = lone ? STATEMENT_GROW : GROW;
  const scale = grow.find((s) => layout(BASE * s).height <= h * FILL) ?? 1;
  const size = BASE * scale;
  const { width, height } = layout(size);
  const spread = points.length > 1 && !lone ? Math.min(h * FILL - height, (points.length - 1) * size * LINE * 2) : 0;
  return (width * Math.min(h, height + Math.max(0, spread) - size * (LINE - 1))) / (w * h);
}

/** The least share of the region the quality report accepts (THRESHOLDS.minRegionUse), with room for the estimate's error. */
export const MIN_FILL = 0.5 + 0.15;
