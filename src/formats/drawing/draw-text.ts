// A text body drawn in its box as PowerPoint lays it out: insets, anchor, paragraph levels with their indents,
// bullets and spacing, runs in their inherited sizes and colours, and shrink-on-overflow where the body autofits.
import { child, children, type Element } from "../ooxml/xml.js";
import { drawLine, layoutSpans, type Align, type Line } from "../pdf/text-layout.js";
import type { Span, TextStyle } from "../pdf/text-runs.js";
import type { Tags } from "../pdf/tags.js";
import {
  bodyLook,
  levelChain,
  paraLook,
  paragraphs,
  runLook,
  type ParaLook,
  type Spacing,
  type TextChain,
} from "./text-style.js";
import type { PaintScope } from "./paint.js";
import { emu, emuToPt } from "../../lib/units.js";
import { type FontScheme } from "./slide-parts.js";
import { typefaceFamily } from "./typefaces.js";

export interface TextScope {
  doc: PDFKit.PDFDocument;
  tags: Tags;
  paint: PaintScope;
  fonts: FontScheme;
  warn: (m: string) => void;
  slideNumber: number;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** PowerPoint's single line spacing, as a share of the font size. */
const SINGLE = 1.2;

interface LaidPara {
  look: ParaLook;
  lines: Line[];
  bullet: { text: string; style: TextStyle } | null;
  before: number;
  after: number;
  lineHeight: (size: number) => number;
  heading: boolean;
}

/** Where a paragraph's first line (or its bullet) starts: its left margin moved by its indent, in points. */
const hangingStart = (look: ParaLook): number => emuToPt(emu(look.marL + look.indent));

function spaceOf(s: Spacing, size: number): number {
  return "pts" in s ? s.pts : s.pct * size * SINGLE;
}

function autoNumber(scheme: string, n: number): string {
  const roman = (v: number) => {
    const t: Array<[number, string]> = [
      [1000, "m"],
      [900, "cm"],
      [500, "d"],
      [400, "cd"],
      [100, "c"],
      [90, "xc"],
      [50, "l"],
      [40, "xl"],
      [10, "x"],
      [9, "ix"],
      [5, "v"],
      [4, "iv"],
      [1, "i"],
    ];
    let out = "";
    for (const [k, s] of t) while (v >= k) ((out += s), (v -= k));
    return out;
  };
  const alpha = (v: number) => String.fromCharCode(96 + (((v - 1) % 26) + 1));
  const body = scheme.startsWith("roman") ? roman(n) : scheme.startsWith("alpha") ? alpha(n) : String(n);
  const cased = /UC/.test(scheme) ? body.toUpperCase() : body;
  if (scheme.endsWith("ParenBoth")) return `(${cased})`;
  if (scheme.endsWith("ParenR")) return `${cased})`;
  return `${cased}.`;
}

/** The text of a run, a field (the slide number filled in) or a break. */
function runText(el: Element, scope: TextScope): string {
  if (el.localName === "br") return "\n";
  const t = child(el, "t")?.textContent ?? "";
  // A template page (slideNumber 0) shows the field as PowerPoint's master view does: its own text, ‹#›.
  if (el.localName === "fld" && el.getAttribute("type") === "slidenum" && scope.slideNumber > 0)
    return String(scope.slideNumber);
  return t;
}

function layOut(
  txBody: Element,
  chain: TextChain,
  scope: TextScope,
  width: number,
  scale: number,
  reduction: number,
  heading: boolean,
): LaidPara[] {
  const own = child(txBody, "lstStyle");
  const lists = own ? [...chain.lists, own] : chain.lists;
  const counters = new Map<number, number>();
  return paragraphs(txBody).map(({ p, level }) => {
    const levels = levelChain({ ...chain, lists }, level);
    const look = paraLook(levels, child(p, "pPr"), scope.paint);
    const spans: Span[] = [];
    let firstSize = 0;
    let firstColour = "";
    for (const el of children(p)) {
      if (el.localName !== "r" && el.localName !== "fld" && el.localName !== "br") continue;
      const run = runLook(levels, child(el, "rPr"), scope.paint, scope.fonts, chain.fontRef, scale);
      let text = runText(el, scope);
      if (run.caps) text = text.toUpperCase();
      if (!firstSize && text.trim()) ((firstSize = run.size), (firstColour = `#${run.rgb}`));
      const face = typefaceFamily(run.typeface);
      if (face.substitution && text.trim()) scope.warn(face.substitution);
      spans.push({
        text,
        style: {
          face: face.family,
          size: run.size,
          color: `#${run.rgb}`,
          weight: run.bold ? (run.italic ? "boldItalic" : "bold") : run.italic ? "italic" : "regular",
          underline: run.underline,
          strike: run.strike,
        },
      });
    }
    const end = runLook(levels, child(p, "endParaRPr"), scope.paint, scope.fonts, chain.fontRef, scale);
    const size = firstSize || spans.find((s) => s.style.size)?.style.size || end.size;
    const hasText = spans.some((s) => s.text.trim());
    const indentFirst = look.bullet.kind === "none" ? hangingStart(look) : emuToPt(look.marL);
    const lines = hasText
      ? layoutSpans(
          spans,
          Math.max(4, width - Math.max(indentFirst, emuToPt(look.marL))),
          scope.warn,
          look.rtl || undefined,
        )
      : [];
    let bullet: LaidPara["bullet"] = null;
    if (hasText && look.bullet.kind !== "none") {
      const n = look.bullet.kind === "auto" ? (counters.get(level) ?? look.bullet.start) : 0;
      if (look.bullet.kind === "auto") counters.set(level, n + 1);
      const text = look.bullet.kind === "char" ? look.bullet.char : autoNumber(look.bullet.scheme, n);
      bullet = {
        text,
        style: {
          size: size * look.bullet.sizePct,
          color: look.bullet.rgb ? `#${look.bullet.rgb}` : firstColour || `#${end.rgb}`,
        },
      };
    }
    if (look.bullet.kind !== "auto") counters.delete(level);
    const lineHeight = (s: number) =>
      "pts" in look.line ? look.line.pts : s * SINGLE * Math.max(0.1, look.line.pct - reduction);
    for (const line of lines) {
      const s = Math.max(...line.items.map((t) => t.style.size), size);
      line.height = lineHeight(s);
      line.baseline = Math.min(line.height, s * 0.95) + Math.max(0, line.height - s * SINGLE) * 0.5;
    }
    if (!lines.length)
      lines.push({ items: [], width: 0, height: lineHeight(end.size), baseline: end.size, rtl: false });
    return {
      look,
      lines,
      bullet,
      before: spaceOf(look.before, size),
      after: spaceOf(look.after, size),
      lineHeight,
      heading,
    };
  });
}

function heightOf(paras: LaidPara[]): number {
  let h = 0;
  paras.forEach((p, i) => {
    if (i > 0) h += p.before;
    for (const l of p.lines) h += l.height;
    if (i < paras.length - 1) h += p.after;
  });
  return h;
}

const ALIGN: Record<string, Align> = {
  l: "left",
  ctr: "center",
  r: "right",
  just: "left",
  dist: "left",
  justLow: "left",
  thaiDist: "left",
};

/** Draws `txBody` inside `box` (points). `role` tags it: "H1" for a slide title, "P" for body text, null for decoration. */
export function drawTextBody(
  scope: TextScope,
  box: Rect,
  txBody: Element,
  chain: TextChain,
  role: "H1" | "P" | null,
): void {
  const body = bodyLook([...chain.bodies, ...(child(txBody, "bodyPr") ? [child(txBody, "bodyPr")!] : [])]);
  if (!children(txBody, "p").some((p) => (p.textContent ?? "").trim())) return;
  if (body.vertical) scope.warn("Vertical text is drawn horizontally in the PDF.");
  const inner = {
    x: box.x + emuToPt(body.l),
    y: box.y + emuToPt(body.t),
    w: Math.max(4, box.w - emuToPt(body.l) - emuToPt(body.r)),
    h: Math.max(0, box.h - emuToPt(body.t) - emuToPt(body.b)),
  };
  const width = body.wrap ? inner.w : 100000;
  let scale = body.fontScale;
  let paras = layOut(txBody, chain, scope, width, scale, body.lineReduction, role === "H1");
  // Shrink on overflow, as PowerPoint and LibreOffice do for a body that autofits.
  while (body.shrink && heightOf(paras) > inner.h + 0.5 && scale > 0.3) {
    scale *= 0.92;
    paras = layOut(txBody, chain, scope, width, scale, Math.min(0.2, body.lineReduction + 0.05), role === "H1");
  }
  const total = heightOf(paras);
  let y =
    body.anchor === "ctr" ? inner.y + (inner.h - total) / 2 : body.anchor === "b" ? inner.y + inner.h - total : inner.y;
  const { doc, tags } = scope;
  const draw = () => {
    paras.forEach((p, i) => {
      if (i > 0) y += p.before;
      const marL = emuToPt(p.look.marL);
      const firstX = p.look.bullet.kind === "none" ? hangingStart(p.look) : marL;
      const align = ALIGN[p.look.align] ?? "left";
      const paint = () => {
        p.lines.forEach((line, k) => {
          const x = inner.x + (k === 0 ? firstX : marL);
          const w = body.wrap ? inner.w - (x - inner.x) : Math.max(line.width, inner.w - (x - inner.x));
          if (k === 0 && p.bullet) {
            const b = layoutSpans([{ text: p.bullet.text, style: p.bullet.style }], 200, scope.warn)[0]!;
            const bx = inner.x + hangingStart(p.look);
            tags.artifact("Layout", () =>
              drawLine(
                doc,
                { ...b, height: line.height, baseline: line.baseline },
                bx,
                y,
                Math.max(b.width, 1),
                "left",
              ),
            );
          }
          if (line.items.length) drawLine(doc, line, x, y, w, align);
          y += line.height;
        });
      };
      const hasText = p.lines.some((l) => l.items.length);
      if (!hasText || role === null) paint();
      else if (role === "H1" && i === 0) paint();
      else tags.block("P", paint);
      if (i < paras.length - 1) y += p.after;
    });
  };
  if (role === null) tags.artifact("Layout", draw);
  else if (role === "H1") tags.heading(1, draw);
  else draw();
}
