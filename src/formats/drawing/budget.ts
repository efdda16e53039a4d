// The drawing's element budgets: each bound far above any real template (the fixtures' largest: 54 path commands a
// part, 3 group levels, 6 gradient stops, 18 table cells; PowerPoint's own limits: 10 stops, 75×75 tables), past which
// the drawing is simplified — the rest left out, a gradient sampled — and says so once, as it names what it cannot draw.
import { decodeXml, parseXml, type Element } from "../ooxml/xml.js";

export const DRAWING_BUDGET = {
  /**
   * Elements of one part parsed for drawing: xmldom keeps about 1.2 KB an element (1,000,000 path segments: 2.4 GB and
   * 83 s), so a part past this has its largest shapes left out before it is parsed. A detailed map slide is ~50,000, a
   * full 75×75 table with text ~70,000.
   */
  partElements: 120_000,
  /** XML nesting of one part (the fixtures' deepest: 24); xmldom's tree and every walk of it are recursive. */
  partDepth: 256,
  /** Path commands of one custom geometry (a detailed country outline has a few thousand). */
  pathCommands: 20_000,
  /** Path commands of one page, over all its shapes: many shapes of modest size cannot add up past this. */
  pagePathCommands: 100_000,
  /** Group levels (real decks: a handful; each level is a transform composed into every shape below it). */
  groupDepth: 32,
  /** Stops of one gradient: past this, evenly sampled ones keeping the first and the last. */
  gradientStops: 64,
  /** Cells of one table: PowerPoint's largest is 75×75 (5,625); each is a text laid out. */
  tableCells: 6_000,
  /** Values of one chart (series × categories; a year of daily points is 365); a category axis past this is cut. */
  chartValues: 2_000,
  /** Tiles of one tiled picture fill (a texture 64 px square over a 16:9 slide is about 220). */
  fillTiles: 1_000,
  /** Shapes, pictures, frames and table cells of one page. */
  pageElements: 20_000,
} as const;

/** What one page has left to draw; each cut is said once (the PDF's warnings are kept unique). */
export class PageBudget {
  private pathCommands: number = DRAWING_BUDGET.pagePathCommands;
  private elements: number = DRAWING_BUDGET.pageElements;

  constructor(private readonly warn: (m: string) => void) {}

  /** How many of `wanted` path commands the page may still draw. */
  takePathCommands(wanted: number): number {
    const given = Math.min(wanted, this.pathCommands);
    this.pathCommands -= given;
    if (given < wanted)
      this.warn(
        `A page's shapes hold more than ${DRAWING_BUDGET.pagePathCommands.toLocaleString("en")} path commands; the drawing leaves out those past it.`,
      );
    return given;
  }

  /** One more shape, picture, frame or cell; false once the page has drawn as many as it may. */
  takeElement(): boolean {
    if (this.elements > 0) {
      this.elements--;
      return true;
    }
    this.warn(
      `A page holds more than ${DRAWING_BUDGET.pageElements.toLocaleString("en")} shapes and table cells; the drawing leaves out those past it.`,
    );
    return false;
  }
}

/** `count` items sampled evenly, the first and the last kept (a gradient's stops past the budget). */
export function sampleEvenly<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]!);
}

/** A part's elements and the depth of its tags outside its shape tree's shapes; each shape: where, how many, how deep. */
interface Census {
  elements: number;
  outsideDepth: number;
  shapes: Array<{ start: number; end: number; elements: number; depth: number }>;
}

/** One scan of the text's tags (no tree built): what parsing it would cost, and what cutting each shape would save. */
function census(text: string): Census {
  const out: Census = { elements: 0, outsideDepth: 0, shapes: [] };
  let depth = 0;
  let tree = -1; // the depth of spTree's children, once inside it
  let shape: Census["shapes"][number] | null = null;
  for (let p = text.indexOf("<"); p >= 0; p = text.indexOf("<", p + 1)) {
    const c = text.charCodeAt(p + 1);
    if (c === 33 || c === 63) {
      const close = text.startsWith("<!--", p)
        ? text.indexOf("-->", p)
        : text.startsWith("<![CDATA[", p)
          ? text.indexOf("]]>", p)
          : text.indexOf(">", p);
      if (close < 0) break;
      p = close;
      continue;
    }
    const gt = text.indexOf(">", p);
    if (gt < 0) break;
    if (c === 47) {
      depth--;
      if (shape && depth === tree) {
        shape.end = gt + 1;
        out.shapes.push(shape);
        shape = null;
      } else if (depth === tree - 1) tree = -1;
    } else {
      out.elements++;
      const selfClosing = text.charCodeAt(gt - 1) === 47;
      if (depth === tree && !shape) shape = { start: p, end: gt + 1, elements: 0, depth: 0 };
      if (shape) {
        shape.elements++;
        shape.depth = Math.max(shape.depth, depth + 1);
      } else out.outsideDepth = Math.max(out.outsideDepth, depth + 1);
      if (tree < 0 && !selfClosing && /^<(?:[\w.-]+:)?spTree[\s>]/.test(text.slice(p, p + 64))) tree = depth + 1;
      if (!selfClosing) depth++;
      else if (shape && depth === tree) {
        out.shapes.push(shape);
        shape = null;
      }
    }
    p = gt;
  }
  return out;
}

/**
 * A part parsed for drawing. Past DRAWING_BUDGET.partElements, or nested past partDepth, its shape tree's deepest and
 * then largest shapes are cut out of the text first (one scan of its tags, no tree built), so the parser never holds
 * more than the budget, and `warn` says so; null (and said) when that is not enough: a chart, or bulk outside the tree.
 */
export function parseDrawnPart(bytes: Uint8Array, part: string, warn: (m: string) => void): Element | null {
  let text = decodeXml(bytes);
  const { elements, outsideDepth, shapes } = census(text);
  const tooDeep = (s: { depth: number }) => s.depth > DRAWING_BUDGET.partDepth;
  if (elements <= DRAWING_BUDGET.partElements && outsideDepth <= DRAWING_BUDGET.partDepth && !shapes.some(tooDeep))
    return parseXml(text, part).documentElement!;
  const cut = shapes.filter(tooDeep);
  let over = elements - cut.reduce((n, s) => n + s.elements, 0) - DRAWING_BUDGET.partElements;
  for (const s of shapes.filter((x) => !tooDeep(x)).sort((x, y) => y.elements - x.elements)) {
    if (over <= 0) break;
    cut.push(s);
    over -= s.elements;
  }
  const what = `more than ${DRAWING_BUDGET.partElements.toLocaleString("en")} elements or nests them more than ${DRAWING_BUDGET.partDepth} deep`;
  if (over > 0 || outsideDepth > DRAWING_BUDGET.partDepth) {
    warn(`A chart, slide, layout or master holds ${what}; it is left out of the PDF.`);
    return null;
  }
  for (const s of cut.sort((x, y) => y.start - x.start)) text = text.slice(0, s.start) + text.slice(s.end);
  warn(`A slide, layout or master holds ${what}; the drawing leaves out its largest or deepest shapes.`);
  return parseXml(text, part).documentElement!;
}
