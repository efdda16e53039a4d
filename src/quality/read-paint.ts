// What a PDF page paints, read back from pdf.js's operator list: text runs (words, size, font, colour) and filled
// shapes and pictures, with their boxes in the 960-unit slide frame (top-left origin), in painting order.
import { pdfjs, type PdfPage } from "../formats/raster/pdfjs.js";
import { FRAME_WIDTH } from "../formats/model/slide-size.js";

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface TextRun {
  /** Painting order on the page (shared with `paints`). */
  order: number;
  text: string;
  /** Left/right edge and the baseline, in frame units. */
  x0: number;
  x1: number;
  baseline: number;
  /** Type size in frame units (points on a 16:9 slide). */
  size: number;
  bold: boolean;
  /** "#rrggbb", or null when painted with a pattern. */
  colour: string | null;
  alpha: number;
  /** Characters drawn with the font's empty glyph (.notdef): the font has none for them. */
  missing: number;
}

export interface Paint {
  order: number;
  kind: "fill" | "stroke" | "image" | "shading";
  box: Box;
  /** "#rrggbb" for a plain fill; null for pictures, shadings and patterns. */
  colour: string | null;
  alpha: number;
}

export interface PagePaint {
  width: number;
  height: number;
  texts: TextRun[];
  paints: Paint[];
}

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** a ∘ b: b applied first (pdf.js's Util.transform). */
function times(a: Matrix, b: readonly number[]): Matrix {
  return [
    a[0] * b[0]! + a[2] * b[1]!,
    a[1] * b[0]! + a[3] * b[1]!,
    a[0] * b[2]! + a[2] * b[3]!,
    a[1] * b[2]! + a[3] * b[3]!,
    a[0] * b[4]! + a[2] * b[5]! + a[4],
    a[1] * b[4]! + a[3] * b[5]! + a[5],
  ];
}

const apply = (m: Matrix, x: number, y: number): [number, number] => [
  m[0] * x + m[2] * y + m[4],
  m[1] * x + m[3] * y + m[5],
];

function boxOf(m: Matrix, x0: number, y0: number, x1: number, y1: number): Box {
  const pts = [apply(m, x0, y0), apply(m, x1, y0), apply(m, x0, y1), apply(m, x1, y1)];
  return {
    x0: Math.min(...pts.map((p) => p[0])),
    y0: Math.min(...pts.map((p) => p[1])),
    x1: Math.max(...pts.map((p) => p[0])),
    y1: Math.max(...pts.map((p) => p[1])),
  };
}

const intersect = (a: Box, b: Box | null): Box =>
  b ? { x0: Math.max(a.x0, b.x0), y0: Math.max(a.y0, b.y0), x1: Math.min(a.x1, b.x1), y1: Math.min(a.y1, b.y1) } : a;

interface State {
  ctm: Matrix;
  colour: string | null;
  alpha: number;
  clip: Box | null;
}

type Glyph = { unicode?: string; width?: number; isSpace?: boolean } | number | null;

/** Reads one page's paint; boxes and sizes are scaled so the page is 960 units wide, y counted down from the top. */
export async function readPaint(page: PdfPage): Promise<PagePaint> {
  const { OPS } = pdfjs();
  const list = await page.getOperatorList();
  const [vx0, vy0, vx1, vy1] = page.view as [number, number, number, number];
  const pw = vx1 - vx0;
  const ph = vy1 - vy0;
  const k = FRAME_WIDTH / pw;
  // Page space (y up) → frame space (y down).
  const toFrame = (b: Box): Box => ({ x0: b.x0 * k, x1: b.x1 * k, y0: (ph - b.y1) * k, y1: (ph - b.y0) * k });
  const texts: TextRun[] = [];
  const paints: Paint[] = [];
  const stack: State[] = [];
  let st: State = { ctm: IDENTITY, colour: "#000000", alpha: 1, clip: null };
  let pendingClip = false;
  let font = { name: "", size: 0 };
  let tm: Matrix = IDENTITY;
  let tlm: Matrix = IDENTITY;
  let text = { charSpacing: 0, wordSpacing: 0, hScale: 1, rise: 0, leading: 0 };
  const fontBold = new Map<string, boolean>();
  const boldOf = (name: string) => {
    let bold = fontBold.get(name);
    if (bold === undefined) {
      const f = page.commonObjs.has(name)
        ? (page.commonObjs.get(name) as { name?: string; bold?: boolean } | null)
        : null;
      bold = !!f?.bold || /bold|black|heavy|semibold/i.test(f?.name ?? "");
      fontBold.set(name, bold);
    }
    return bold;
  };
  const paint = (order: number, kind: Paint["kind"], box: Box, colour: string | null, alpha: number) => {
    const clipped = intersect(box, st.clip);
    if (clipped.x1 > clipped.x0 && clipped.y1 > clipped.y0)
      paints.push({ order, kind, box: toFrame(clipped), colour, alpha });
  };
  const fnArray = list.fnArray;
  const argsArray = list.argsArray as unknown[][];
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i]!;
    const args = argsArray[i] ?? [];
    switch (fn) {
      case OPS.save:
        stack.push({ ...st });
        break;
      case OPS.restore:
        st = stack.pop() ?? st;
        break;
      case OPS.transform:
        st.ctm = times(st.ctm, args as number[]);
        break;
      case OPS.paintFormXObjectBegin:
        stack.push({ ...st });
        if (Array.isArray(args[0]) || ArrayBuffer.isView(args[0]))
          st.ctm = times(st.ctm, Array.from(args[0] as ArrayLike<number>));
        break;
      case OPS.paintFormXObjectEnd:
        st = stack.pop() ?? st;
        break;
      case OPS.setFillRGBColor:
        st.colour = typeof args[0] === "string" ? (args[0] as string).toLowerCase() : null;
        break;
      case OPS.setFillColorN:
        st.colour = null;
        break;
      case OPS.setGState:
        for (const [key, value] of args[0] as [string, unknown][]) {
          if (key === "ca" && typeof value === "number") st.alpha = value;
          else if (key === "SMask" && value) st.colour = null;
        }
        break;
      case OPS.clip:
      case OPS.eoClip:
        pendingClip = true;
        break;
      case OPS.constructPath: {
        const [op, , minMax] = args as [number, unknown, ArrayLike<number> | null];
        if (!minMax) break;
        const box = boxOf(st.ctm, minMax[0]!, minMax[1]!, minMax[2]!, minMax[3]!);
        if (pendingClip) {
          st.clip = intersect(box, st.clip);
          pendingClip = false;
        }
        if (op === OPS.stroke || op === OPS.closeStroke) paint(i, "stroke", box, st.colour, st.alpha);
        else if (op !== OPS.endPath) paint(i, "fill", box, st.colour, st.alpha);
        break;
      }
      case OPS.paintImageXObject:
      case OPS.paintInlineImageXObject:
      case OPS.paintImageMaskXObject:
      case OPS.paintSolidColorImageMask:
        paint(i, "image", boxOf(st.ctm, 0, 0, 1, 1), null, st.alpha);
        break;
      case OPS.shadingFill:
        paint(i, "shading", st.clip ?? { x0: 0, y0: 0, x1: pw, y1: ph }, null, st.alpha);
        break;
      case OPS.beginText:
        tm = tlm = IDENTITY;
        break;
      case OPS.setTextMatrix: {
        const m = (args.length >= 6 ? args : Array.from(args[0] as ArrayLike<number>)) as number[];
        tm = tlm = [m[0]!, m[1]!, m[2]!, m[3]!, m[4]!, m[5]!];
        break;
      }
      case OPS.moveText:
        tm = tlm = times(tlm, [1, 0, 0, 1, args[0] as number, args[1] as number]);
        break;
      case OPS.setLeadingMoveText:
        text = { ...text, leading: -(args[1] as number) };
        tm = tlm = times(tlm, [1, 0, 0, 1, args[0] as number, args[1] as number]);
        break;
      case OPS.nextLine:
        tm = tlm = times(tlm, [1, 0, 0, 1, 0, -text.leading]);
        break;
      case OPS.setLeading:
        text = { ...text, leading: args[0] as number };
        break;
      case OPS.setFont:
        font = { name: args[0] as string, size: args[1] as number };
        break;
      case OPS.setCharSpacing:
        text = { ...text, charSpacing: args[0] as number };
        break;
      case OPS.setWordSpacing:
        text = { ...text, wordSpacing: args[0] as number };
        break;
      case OPS.setHScale:
        text = { ...text, hScale: (args[0] as number) / 100 };
        break;
      case OPS.setTextRise:
        text = { ...text, rise: args[0] as number };
        break;
      case OPS.showText:
      case OPS.showSpacedText: {
        const glyphs = (args[0] ?? []) as Glyph[];
        let advance = 0;
        let str = "";
        let missing = 0;
        for (const g of glyphs) {
          if (typeof g === "number") advance -= (g / 1000) * font.size * text.hScale;
          else if (g) {
            const ch = g.unicode ?? "";
            if (!g.isSpace && (ch === "\u0000" || ch === "")) missing++;
            str += ch === "\u0000" ? "\uFFFD" : ch;
            advance +=
              (((g.width ?? 0) / 1000) * font.size + text.charSpacing + (g.isSpace ? text.wordSpacing : 0)) *
              text.hScale;
          }
        }
        const m = times(st.ctm, tm);
        const [x0, y0] = apply(m, 0, text.rise);
        const [x1] = apply(m, advance, text.rise);
        const scale = Math.hypot(m[2], m[3]);
        texts.push({
          order: i,
          text: str,
          x0: Math.min(x0, x1) * k,
          x1: Math.max(x0, x1) * k,
          baseline: (ph - y0) * k,
          size: font.size * scale * k,
          bold: boldOf(font.name),
          colour: st.colour,
          alpha: st.alpha,
          missing,
        });
        tm = times(tm, [1, 0, 0, 1, advance, 0]);
        break;
      }
    }
  }
  return { width: FRAME_WIDTH, height: ph * k, texts, paints };
}
