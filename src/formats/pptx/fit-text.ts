// Text fitting with real font metrics (Noto Sans via fontkit): wrap, shrink down to a floor, grow to fill.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { Box } from "./placeholders.js";
import { paraText, type Para } from "./text-model.js";
import { EMU_PER_PT } from "../../lib/units.js";

const require = createRequire(import.meta.url);

interface MetricsFont {
  unitsPerEm: number;
  glyphForCodePoint(cp: number): { id: number; advanceWidth: number };
}

let font: MetricsFont | null | undefined;
const widths = new Map<number, number>();

function loadFont(): MetricsFont | null {
  if (font !== undefined) return font;
  try {
    const fontkit = require("fontkit") as { create(buf: Buffer): MetricsFont };
    font = fontkit.create(
      readFileSync(require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf")),
    );
  } catch {
    font = null;
  }
  return font;
}

function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0x1f300 && cp <= 0x1faff) ||
    cp >= 0x20000
  );
}

/** Advance width of one code point in em. */
export function charWidth(cp: number): number {
  let w = widths.get(cp);
  if (w !== undefined) return w;
  const f = loadFont();
  if (isWide(cp)) w = 1;
  else if (f) {
    const g = f.glyphForCodePoint(cp);
    w = g.id === 0 ? 0.6 : g.advanceWidth / f.unitsPerEm;
  } else w = 0.55;
  widths.set(cp, w);
  return w;
}

/** Width of text in EMU at a size in hundredths of a point. */
export function textWidth(text: string, size: number, bold = false): number {
  let em = 0;
  for (const ch of text) em += charWidth(ch.codePointAt(0)!);
  return em * (size / 100) * EMU_PER_PT * (bold ? 1.06 : 1);
}

/** How much wider a bold heading runs than the regular face text is measured in (DejaVu Sans Bold against Noto Sans). */
export const HEADING_WIDTH = 1.13;

/** Number of lines `text` wraps to in `width` EMU (words break at spaces; wide characters anywhere). */
export function countLines(text: string, width: number, size: number): number {
  let lines = 0;
  for (const hard of text.split("\n")) {
    lines++;
    let x = 0;
    const tokens =
      hard.match(
        /[\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]|[^\s\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]+|\s+/g,
      ) ?? [];
    const space = textWidth(" ", size);
    for (const t of tokens) {
      if (/^\s+$/.test(t)) {
        x += space;
        continue;
      }
      const w = textWidth(t, size);
      if (x > 0 && x + w > width) {
        lines++;
        x = 0;
      }
      // A single word longer than the line wraps mid-word.
      if (w > width) {
        lines += Math.floor(w / width);
        x = w % width;
      } else x += w;
    }
  }
  return lines;
}

const INSET_X = 182880;
const INSET_Y = 91440;
const INDENT = 457200;

/**
 * How wide a theme's typefaces may run relative to Noto Sans (the font we measure with). Never below 1.08: where
 * a theme font is missing, renderers substitute (LibreOffice on a bare Linux uses DejaVu Sans, 7.4% wider than
 * Noto Sans), and text that overflows is worse than text a little smaller than it could be.
 */
export function fontWidthFactor(...fonts: Array<string | undefined>): number {
  const wide: Record<string, number> = { verdana: 1.15, tahoma: 1.1, "century gothic": 1.15, "arial black": 1.25 };
  let k = 1.08;
  for (const f of fonts) k = Math.max(k, (f && wide[f.trim().toLowerCase()]) || 1);
  return k;
}

/** Height in EMU of paragraphs in a box at `scale` × the level sizes (`factor`: the font's width relative to Noto Sans). */
export function textHeight(paras: Para[], box: Box, sizes: number[], scale: number, factor = 1): number {
  const width = Math.max(box.cx - INSET_X, 1) / factor;
  let h = 0;
  paras.forEach((p, i) => {
    const size = (sizes[Math.min(p.level, sizes.length - 1)] ?? 1800) * scale;
    const indent = p.bullet === "none" ? p.level * INDENT : 228600 + p.level * INDENT;
    const lines = countLines(paraText(p) || " ", Math.max(width - indent, width / 3), size);
    h += lines * (size / 100) * EMU_PER_PT * 1.2 + (i ? (size / 100) * EMU_PER_PT * 0.4 : 0);
  });
  return h;
}

export interface Fit {
  /** 1 = the layout's own sizes; below 1, every run gets an explicit smaller size. */
  scale: number;
  fits: boolean;
}

/** Largest scale in [floor, 1] (steps of 5%) at which the paragraphs fit the box. */
export function fitScale(paras: Para[], box: Box, sizes: number[], floor = 0.6, factor = 1): Fit {
  const room = box.cy - INSET_Y;
  for (let s = 1; s >= floor - 1e-9; s -= 0.05) {
    if (textHeight(paras, box, sizes, s, factor) <= room) return { scale: Math.round(s * 100) / 100, fits: true };
  }
  return { scale: floor, fits: false };
}

/** Largest scale in [1, max] (steps of 5%) at which the paragraphs take at most `share` of the box: short text set larger. */
export function growScale(paras: Para[], box: Box, sizes: number[], max: number, share: number, factor = 1): number {
  const room = (box.cy - INSET_Y) * share;
  let best = 1;
  for (let s = 1.05; s <= max + 1e-9; s += 0.05) {
    if (textHeight(paras, box, sizes, s, factor) <= room) best = Math.round(s * 100) / 100;
    else break;
  }
  return best;
}

/** Space before each paragraph after the first (EMU) that makes the text take `share` of the box, at most `cap` lines each. */
export function spreadSpace(
  paras: Para[],
  box: Box,
  sizes: number[],
  scale: number,
  share: number,
  factor = 1,
  cap = 2,
): number {
  if (paras.length < 2) return 0;
  const line = (((sizes[0] ?? 1800) * scale) / 100) * EMU_PER_PT;
  const h = textHeight(paras, box, sizes, scale, factor);
  const missing = (box.cy - INSET_Y) * share - h;
  if (missing <= 0) return 0;
  // textHeight already counts 0.4 of a line between paragraphs.
  return Math.min(missing / (paras.length - 1), line * cap) + line * 0.4;
}
