// What a text body inherits, as PowerPoint resolves it: body properties from the master's and layout's placeholder,
// paragraph and run properties level by level from the presentation's default text style, the master's title, body
// or other style, the master's and layout's placeholder list styles, the shape's own list style, then the paragraph.
import { emu, type Emu } from "../../lib/units.js";
import type { Rgb } from "../model/colour.js";
import { child, children, type Element } from "../ooxml/xml.js";
import { colourIn, type PaintScope } from "./paint.js";
import type { FontScheme } from "./slide-parts.js";

export interface RunLook {
  /** Points. */
  size: number;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  rgb: Rgb;
  alpha: number;
  typeface: string;
  caps: boolean;
}

export type Bullet =
  | { kind: "none" }
  | { kind: "char"; char: string; rgb: Rgb | null; sizePct: number }
  | { kind: "auto"; scheme: string; start: number; rgb: Rgb | null; sizePct: number };

export type Spacing = { pct: number } | { pts: number };

export interface ParaLook {
  align: string;
  marL: Emu;
  indent: Emu;
  before: Spacing;
  after: Spacing;
  line: Spacing;
  bullet: Bullet;
  rtl: boolean;
}

export interface BodyLook {
  /** Insets. */
  l: Emu;
  t: Emu;
  r: Emu;
  b: Emu;
  anchor: string;
  wrap: boolean;
  /** normAutofit: the font scale and line spacing reduction PowerPoint stored, and whether to shrink to fit. */
  shrink: boolean;
  fontScale: number;
  lineReduction: number;
  vertical: boolean;
}

/** The chain a text body reads, lowest priority first: list styles (each with lvl1pPr…lvl9pPr) and body properties. */
export interface TextChain {
  lists: Element[];
  bodies: Element[];
  /** A shape style's fontRef: its colour and theme font under the lists. */
  fontRef?: Element;
}

const LEVELS = ["lvl1pPr", "lvl2pPr", "lvl3pPr", "lvl4pPr", "lvl5pPr", "lvl6pPr", "lvl7pPr", "lvl8pPr", "lvl9pPr"];

/** The level's pPr of each list in the chain (those that have one), lowest priority first. */
export function levelChain(chain: TextChain, level: number): Element[] {
  const name = LEVELS[Math.max(0, Math.min(8, level))]!;
  return chain.lists.map((l) => child(l, name)).filter((e): e is Element => !!e);
}

function lastAttr(els: Element[], name: string): string | null {
  for (let i = els.length - 1; i >= 0; i--) if (els[i]!.hasAttribute(name)) return els[i]!.getAttribute(name);
  return null;
}

function lastChild(els: Element[], name: string): Element | undefined {
  for (let i = els.length - 1; i >= 0; i--) {
    const c = child(els[i], name);
    if (c) return c;
  }
  return undefined;
}

function spacing(el: Element | undefined, fallback: Spacing): Spacing {
  const pct = child(el, "spcPct");
  if (pct) return { pct: Number(pct.getAttribute("val") ?? 100000) / 100000 };
  const pts = child(el, "spcPts");
  if (pts) return { pts: Number(pts.getAttribute("val") ?? 0) / 100 };
  return fallback;
}

/** A paragraph's look: its pPr over the level chain. */
export function paraLook(levels: Element[], pPr: Element | undefined, scope: PaintScope): ParaLook {
  const els = pPr ? [...levels, pPr] : levels;
  let bullet: Bullet = { kind: "none" };
  // The last element that says anything about bullets decides (buNone, buChar, buAutoNum).
  for (let i = els.length - 1; i >= 0; i--) {
    const el = els[i]!;
    if (child(el, "buNone")) break;
    const clr = lastChild(els.slice(0, i + 1), "buClr");
    const rgb = clr ? (colourIn(clr, scope)?.rgb ?? null) : null;
    const szEl = lastChild(els.slice(0, i + 1), "buSzPct");
    const sizePct = szEl ? Number(szEl.getAttribute("val") ?? 100000) / 100000 : 1;
    const ch = child(el, "buChar");
    if (ch) {
      const font = lastChild(els.slice(0, i + 1), "buFont")?.getAttribute("typeface") ?? "";
      bullet = { kind: "char", char: bulletChar(ch.getAttribute("char") ?? "•", font), rgb, sizePct };
      break;
    }
    const auto = child(el, "buAutoNum");
    if (auto) {
      bullet = {
        kind: "auto",
        scheme: auto.getAttribute("type") ?? "arabicPeriod",
        start: Number(auto.getAttribute("startAt") ?? 1),
        rgb,
        sizePct,
      };
      break;
    }
  }
  return {
    align: lastAttr(els, "algn") ?? "l",
    marL: emu(Number(lastAttr(els, "marL") ?? 0)),
    indent: emu(Number(lastAttr(els, "indent") ?? 0)),
    before: spacing(lastChild(els, "spcBef"), { pts: 0 }),
    after: spacing(lastChild(els, "spcAft"), { pts: 0 }),
    line: spacing(lastChild(els, "lnSpc"), { pct: 1 }),
    bullet,
    rtl: lastAttr(els, "rtl") === "1",
  };
}

/** Symbol-font bullets (Wingdings, Symbol) drawn as the shapes they show in Unicode. */
function bulletChar(char: string, font: string): string {
  if (!/wingdings|symbol|webdings/i.test(font)) return char;
  const map: Record<string, string> = {
    "§": "▪",
    Ø: "➢",
    ü: "✓",
    q: "❑",
    v: "❖",
    n: "■",
    l: "●",
    Ÿ: "•",
    o: "○",
    "": "•",
  };
  return map[char] ?? "•";
}

/** The theme typeface a run's typeface names (+mj-lt, +mn-lt…), else the name itself. */
function themeFace(face: string, fonts: FontScheme): string {
  const m = /^\+(mj|mn)-(lt|ea|cs)$/.exec(face);
  if (!m) return face;
  const set = m[1] === "mj" ? fonts.major : fonts.minor;
  return (m[2] === "lt" ? set.latin : m[2] === "ea" ? set.ea : set.cs) || set.latin;
}

/** A run's look: its rPr over the level chain's defRPr, with the text frame's font scale applied. */
export function runLook(
  levels: Element[],
  rPr: Element | undefined,
  scope: PaintScope,
  fonts: FontScheme,
  fontRef: Element | undefined,
  fontScale: number,
): RunLook {
  const defs = levels.map((l) => child(l, "defRPr")).filter((e): e is Element => !!e);
  const els = rPr ? [...defs, rPr] : defs;
  let rgb: Rgb | null = null;
  let alpha = 1;
  for (let i = els.length - 1; i >= 0 && !rgb; i--) {
    const fill = child(els[i], "solidFill");
    const c = fill ? colourIn(fill, scope) : null;
    if (c) ({ rgb, alpha } = c);
  }
  if (!rgb && fontRef) rgb = colourIn(fontRef, scope)?.rgb ?? null;
  const face = (() => {
    for (let i = els.length - 1; i >= 0; i--) {
      const f = child(els[i], "latin")?.getAttribute("typeface");
      if (f) return f;
    }
    const ref = fontRef?.getAttribute("idx");
    return ref === "major" ? "+mj-lt" : "+mn-lt";
  })();
  const flag = (name: string) => {
    const v = lastAttr(els, name);
    return v === "1" || v === "true";
  };
  const u = lastAttr(els, "u");
  const strike = lastAttr(els, "strike");
  return {
    size: (Number(lastAttr(els, "sz") ?? 1800) / 100) * fontScale,
    bold: flag("b"),
    italic: flag("i"),
    underline: !!u && u !== "none",
    strike: !!strike && strike !== "noStrike",
    rgb: rgb ?? scope.colours.scheme("tx1") ?? "000000",
    alpha,
    typeface: themeFace(face, fonts),
    caps: lastAttr(els, "cap") === "all",
  };
}

/** Body properties over the chain (master placeholder, layout placeholder, the shape's own). */
export function bodyLook(bodies: Element[]): BodyLook {
  const num = (name: string, fallback: number) => Number(lastAttr(bodies, name) ?? fallback);
  let shrink = false;
  let fontScale = 1;
  let lineReduction = 0;
  for (let i = bodies.length - 1; i >= 0; i--) {
    const b = bodies[i]!;
    const norm = child(b, "normAutofit");
    if (norm) {
      shrink = true;
      fontScale = Number(norm.getAttribute("fontScale") ?? 100000) / 100000;
      lineReduction = Number(norm.getAttribute("lnSpcReduction") ?? 0) / 100000;
      break;
    }
    if (child(b, "noAutofit") || child(b, "spAutoFit")) break;
  }
  const vert = lastAttr(bodies, "vert");
  return {
    l: emu(num("lIns", 91440)),
    t: emu(num("tIns", 45720)),
    r: emu(num("rIns", 91440)),
    b: emu(num("bIns", 45720)),
    anchor: lastAttr(bodies, "anchor") ?? "t",
    wrap: lastAttr(bodies, "wrap") !== "none",
    shrink,
    fontScale,
    lineReduction,
    vertical: !!vert && vert !== "horz",
  };
}

/** The paragraphs of a text body with their level. */
export function paragraphs(txBody: Element | undefined): Array<{ p: Element; level: number }> {
  return children(txBody, "p").map((p) => ({ p, level: Number(child(p, "pPr")?.getAttribute("lvl") ?? 0) }));
}
