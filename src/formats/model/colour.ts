// Colour arithmetic for slide design: WCAG contrast, DrawingML transforms (lumMod, tint, shade…), mixing and distance.

/** "RRGGBB", upper case, no "#". */
export type Rgb = string;

export const WHITE: Rgb = "FFFFFF";
export const BLACK: Rgb = "000000";

/** WCAG 2.x thresholds: body text, large text (≥ 18 pt, or 14 pt bold) and graphical marks. */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

const channels = (c: Rgb): [number, number, number] => {
  const n = parseInt(c, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const hex2 = (v: number) =>
  Math.round(Math.min(255, Math.max(0, v)))
    .toString(16)
    .padStart(2, "0")
    .toUpperCase();
/** A colour from its channels (0-255, rounded and clamped). */
export const toRgb = (r: number, g: number, b: number): Rgb => `${hex2(r)}${hex2(g)}${hex2(b)}`;

/** An 8-bit sRGB channel in linear light (WCAG's 0.03928 and sRGB's 0.04045 thresholds agree on every 8-bit value). */
export const toLinear = (v: number) => {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance (0 black … 1 white). */
export function luminance(c: Rgb): number {
  const [r, g, b] = channels(c).map(toLinear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 … 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const isDark = (c: Rgb) => luminance(c) < 0.179;

/** `a` blended over `b`: weight 1 is all `a`. */
export function mix(a: Rgb, b: Rgb, weight: number): Rgb {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  return toRgb(ar * weight + br * (1 - weight), ag * weight + bg * (1 - weight), ab * weight + bb * (1 - weight));
}

const fromLinear = (l: number) => 255 * (l <= 0.0031308 ? l * 12.92 : 1.055 * l ** (1 / 2.4) - 0.055);

/** `c` blended toward `target` in linear light, as PowerPoint applies tint and shade (black at 75% tint is #898989). */
function mixLinear(c: Rgb, target: number, weight: number): Rgb {
  const [r, g, b] = channels(c).map((v) => fromLinear(toLinear(v) * weight + target * (1 - weight))) as [
    number,
    number,
    number,
  ];
  return toRgb(r, g, b);
}

/** Perceived distance (redmean approximation of ΔE), 0 … ~765. */
export function distance(a: Rgb, b: Rgb): number {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  const rm = (ar + br) / 2;
  const dr = ar - br;
  const dg = ag - bg;
  const db = ab - bb;
  return Math.sqrt((2 + rm / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rm) / 256) * db * db);
}

function toHsl(c: Rgb): [number, number, number] {
  const [r, g, b] = channels(c).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h / 6, s, l];
}

function fromHsl(h: number, s: number, l: number): Rgb {
  if (s === 0) return toRgb(l * 255, l * 255, l * 255);
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return toRgb(hue(h + 1 / 3) * 255, hue(h) * 255, hue(h - 1 / 3) * 255);
}

/** One DrawingML colour transform (val in thousandths of a percent, as in the XML). */
export interface ColourTransform {
  name: string;
  val: number;
}

/** Applies the transforms PowerPoint applies in order (lumMod/lumOff in HSL; tint/shade toward white/black in linear light). */
export function transform(c: Rgb, transforms: ColourTransform[]): Rgb {
  let out = c;
  for (const t of transforms) {
    const v = t.val / 100000;
    switch (t.name) {
      case "lumMod": {
        const [h, s, l] = toHsl(out);
        out = fromHsl(h, s, Math.min(1, l * v));
        break;
      }
      case "lumOff": {
        const [h, s, l] = toHsl(out);
        out = fromHsl(h, s, Math.min(1, Math.max(0, l + v)));
        break;
      }
      case "satMod": {
        const [h, s, l] = toHsl(out);
        out = fromHsl(h, Math.min(1, s * v), l);
        break;
      }
      case "tint":
        out = mixLinear(out, 1, v);
        break;
      case "shade":
        out = mixLinear(out, 0, v);
        break;
      case "inv":
        out = toRgb(...(channels(out).map((x) => 255 - x) as [number, number, number]));
        break;
      case "gray": {
        const [r, g, b] = channels(out);
        const y = 0.299 * r + 0.587 * g + 0.114 * b;
        out = toRgb(y, y, y);
        break;
      }
    }
  }
  return out;
}

/** A darker or lighter variant of `c` (HSL lightness scaled toward black or white by `amount` 0…1). */
export function shiftLightness(c: Rgb, amount: number): Rgb {
  const [h, s, l] = toHsl(c);
  return fromHsl(h, s, amount >= 0 ? l + (1 - l) * amount : l * (1 + amount));
}

/**
 * The candidate (a theme colour) closest to `wanted` that reaches `ratio` against `background`; when no candidate
 * does, black or white, whichever contrasts more.
 */
export function nearestPassing(wanted: Rgb, background: Rgb, candidates: Rgb[], ratio: number): Rgb {
  const passing = candidates.filter((c) => contrast(c, background) >= ratio);
  if (passing.length) return passing.reduce((best, c) => (distance(c, wanted) < distance(best, wanted) ? c : best));
  return contrast(BLACK, background) >= contrast(WHITE, background) ? BLACK : WHITE;
}

/** CIE L*a*b* (D65) of an sRGB colour: L 0 … 100. */
export function toLab(c: Rgb): [number, number, number] {
  const [r, g, b] = channels(c).map(toLinear) as [number, number, number];
  const xyz = [
    (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
  ];
  const [fx, fy, fz] = xyz.map((t) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116)) as [
    number,
    number,
    number,
  ];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** CIE76 colour difference ΔE*ab: about 2.3 is just noticeable, 10 and more tells two marks apart at a glance. */
export function deltaE(a: Rgb, b: Rgb): number {
  const [l1, a1, b1] = toLab(a);
  const [l2, a2, b2] = toLab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}
