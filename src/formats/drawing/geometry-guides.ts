// DrawingML's shape-guide language (ECMA-376 §20.1.9): built-in guides, formulas, and one geometry definition drawn as paths.

export type PathCommand =
  | { op: "M"; x: number; y: number }
  | { op: "L"; x: number; y: number }
  | { op: "C"; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: "Z" };

/** One path of a shape's geometry, in the shape's own box coordinates (0..w, 0..h). */
export interface GeometryPath {
  commands: PathCommand[];
  fill: boolean;
  stroke: boolean;
  /** DrawingML path fill mode when it is not plain: "lighten" | "lightenLess" | "darken" | "darkenLess" (absent for "norm"). */
  shade?: string;
}

/** A guide: a name and its formula ("*\/ ss a 100000"). */
export interface Guide {
  name: string;
  fmla: string;
}

/** A path command whose arguments are still numbers or guide names: M/L x y, Q/C control points then end, A wR hR stAng swAng, Z. */
export interface RawCommand {
  op: "M" | "L" | "Q" | "C" | "A" | "Z";
  args: string[];
}

export interface PathDef {
  /** The path's own coordinate space (0: the shape's). */
  w: number;
  h: number;
  /** ST_PathFillMode: none | norm | lighten | lightenLess | darken | darkenLess. */
  fill: string;
  stroke: boolean;
  cmds: RawCommand[];
}

/** A geometry as DrawingML states it, whether read from a:custGeom or from a preset's definition. */
export interface GeomDef {
  av: Guide[];
  gd: Guide[];
  paths: PathDef[];
}

/** Radians per DrawingML angle unit (a 60000th of a degree). */
const RAD = Math.PI / 10_800_000;

/** The guides every geometry may name without defining them. */
export function builtinGuides(w: number, h: number): Map<string, number> {
  const ss = Math.min(w, h);
  const g = new Map<string, number>([
    ["w", w],
    ["h", h],
    ["l", 0],
    ["t", 0],
    ["r", w],
    ["b", h],
    ["hc", w / 2],
    ["vc", h / 2],
    ["ss", ss],
    ["ls", Math.max(w, h)],
    ["cd2", 10_800_000],
    ["cd4", 5_400_000],
    ["cd8", 2_700_000],
    ["3cd4", 16_200_000],
    ["3cd8", 8_100_000],
    ["5cd8", 13_500_000],
    ["7cd8", 18_900_000],
  ]);
  for (const d of [2, 3, 4, 5, 6, 8, 10, 12, 16, 32]) {
    g.set(`wd${d}`, w / d);
    g.set(`hd${d}`, h / d);
    g.set(`ssd${d}`, ss / d);
  }
  return g;
}

/** A formula's value; `value` resolves each argument (a number or a guide's name). */
export function evaluateFormula(fmla: string, value: (token: string) => number): number {
  const [op = "", ...tokens] = fmla.trim().split(/\s+/);
  const [x = 0, y = 0, z = 0] = tokens.map(value);
  switch (op) {
    case "*/":
      return z === 0 ? 0 : (x * y) / z;
    case "+-":
      return x + y - z;
    case "+/":
      return z === 0 ? 0 : (x + y) / z;
    case "?:":
      return x > 0 ? y : z;
    case "abs":
      return Math.abs(x);
    case "at2":
      return Math.atan2(y, x) / RAD;
    case "cat2":
      return x * Math.cos(Math.atan2(z, y));
    case "cos":
      return x * Math.cos(y * RAD);
    case "max":
      return Math.max(x, y);
    case "min":
      return Math.min(x, y);
    case "mod":
      return Math.sqrt(x * x + y * y + z * z);
    case "pin":
      return y < x ? x : y > z ? z : y;
    case "sat2":
      return x * Math.sin(Math.atan2(z, y));
    case "sin":
      return x * Math.sin(y * RAD);
    case "sqrt":
      return Math.sqrt(Math.max(0, x));
    case "tan":
      return x * Math.tan(y * RAD);
    case "val":
      return x;
    default:
      return 0;
  }
}

/** Evaluates a geometry's guides at w×h (adjust values by name override the avLst's) and draws its paths in the box. */
export function evaluateGeometry(
  def: GeomDef,
  w: number,
  h: number,
  adjust: Record<string, number> = {},
): GeometryPath[] {
  const guides = builtinGuides(w, h);
  const value = (token: string): number => {
    const n = Number(token);
    return token !== "" && Number.isFinite(n) ? n : (guides.get(token) ?? 0);
  };
  const set = (name: string, v: number) => guides.set(name, Number.isFinite(v) ? v : 0);
  for (const a of def.av) {
    const given = adjust[a.name];
    set(a.name, given !== undefined && Number.isFinite(given) ? given : evaluateFormula(a.fmla, value));
  }
  for (const g of def.gd) set(g.name, evaluateFormula(g.fmla, value));
  return def.paths.map((p) => drawPath(p, value, w, h));
}

function drawPath(p: PathDef, value: (token: string) => number, w: number, h: number): GeometryPath {
  // Points are worked out in the path's own space and scaled on output: scaling is affine, so Béziers stay exact.
  const sx = p.w > 0 ? w / p.w : 1;
  const sy = p.h > 0 ? h / p.h : 1;
  const commands: PathCommand[] = [];
  let cx = 0,
    cy = 0,
    startX = 0,
    startY = 0;
  const curve = (x1: number, y1: number, x2: number, y2: number, x: number, y: number) => {
    commands.push({ op: "C", x1: x1 * sx, y1: y1 * sy, x2: x2 * sx, y2: y2 * sy, x: x * sx, y: y * sy });
    cx = x;
    cy = y;
  };
  for (const cmd of p.cmds) {
    const a = cmd.args.map(value);
    const n = (i: number) => a[i] ?? 0;
    switch (cmd.op) {
      case "M":
        cx = startX = n(0);
        cy = startY = n(1);
        commands.push({ op: "M", x: cx * sx, y: cy * sy });
        break;
      case "L":
        cx = n(0);
        cy = n(1);
        commands.push({ op: "L", x: cx * sx, y: cy * sy });
        break;
      case "C":
        curve(n(0), n(1), n(2), n(3), n(4), n(5));
        break;
      case "Q": {
        // The cubic with the same curve: each control point two thirds of the way from an end to the quadratic's.
        const [qx, qy, x, y] = [n(0), n(1), n(2), n(3)];
        curve(cx + (2 / 3) * (qx - cx), cy + (2 / 3) * (qy - cy), x + (2 / 3) * (qx - x), y + (2 / 3) * (qy - y), x, y);
        break;
      }
      case "A":
        for (const s of arcCurves(cx, cy, n(0), n(1), n(2), n(3))) curve(...s);
        break;
      case "Z":
        commands.push({ op: "Z" });
        cx = startX;
        cy = startY;
        break;
    }
  }
  const path: GeometryPath = { commands, fill: p.fill !== "none", stroke: p.stroke };
  if (path.fill && p.fill !== "norm") path.shade = p.fill;
  return path;
}

type Curve = [number, number, number, number, number, number];

/**
 * An arcTo from (x0, y0) as cubic Béziers: the ellipse wR×hR whose point at angle stAng is the current point, swept by
 * swAng. DrawingML's angles are visual (the ray from the centre), so they are turned into the ellipse's parametric
 * angles first. Each curve stays within one quadrant of the ellipse (so ≤ 90°, and its control points inside the
 * ellipse's box).
 */
function arcCurves(x0: number, y0: number, wR: number, hR: number, stAng: number, swAng: number): Curve[] {
  if (wR === 0 && hR === 0) return [];
  const st = stAng * RAD;
  // A sweep past a full turn draws nothing more, and a huge one (a guide's product) would be millions of curves.
  const sw = Math.max(-2 * Math.PI, Math.min(2 * Math.PI, swAng * RAD));
  const parametric = (angle: number) => Math.atan2(wR * Math.sin(angle), hR * Math.cos(angle));
  const a0 = parametric(st);
  // Visual and parametric angles share their quadrant, so the parametric sweep is the turn nearest the visual one.
  const raw = parametric(st + sw) - a0;
  const turns = Math.round((sw - raw) / (2 * Math.PI));
  const delta = raw + turns * 2 * Math.PI;
  const ox = x0 - wR * exactCos(a0);
  const oy = y0 - hR * exactCos(a0 - Math.PI / 2);
  const at = (t: number): [number, number] => [ox + wR * exactCos(t), oy + hR * exactCos(t - Math.PI / 2)];
  const stops = [a0];
  const quarter = Math.PI / 2;
  const eps = 1e-9;
  const end = a0 + delta;
  if (delta > 0) for (let q = Math.floor(a0 / quarter + eps) + 1; q * quarter < end - eps; q++) stops.push(q * quarter);
  if (delta < 0) for (let q = Math.ceil(a0 / quarter - eps) - 1; q * quarter > end + eps; q--) stops.push(q * quarter);
  if (Math.abs(delta) > eps) stops.push(end);
  const out: Curve[] = [];
  for (let i = 1; i < stops.length; i++) {
    const t0 = stops[i - 1]!;
    const t1 = stops[i]!;
    const k = (4 / 3) * Math.tan((t1 - t0) / 4);
    const [px, py] = at(t0);
    const [qx, qy] = at(t1);
    out.push([
      px - k * wR * Math.sin(t0),
      py + k * hR * Math.cos(t0),
      qx + k * wR * Math.sin(t1),
      qy - k * hR * Math.cos(t1),
      qx,
      qy,
    ]);
  }
  return out;
}

/** cos, exact at multiples of 90° (where arcs are split), so an arc meets the straight edge that follows it exactly. */
function exactCos(t: number): number {
  const q = t / (Math.PI / 2);
  const n = Math.round(q);
  if (Math.abs(q - n) > 1e-9) return Math.cos(t);
  return [1, 0, -1, 0][((n % 4) + 4) % 4]!;
}
