// Each built-in theme's own look: a gradient and vector artwork drawn from its palette for title, section and closing
// slides, and an accent edge on content slides — one description in frame units that pptx, pdf and HTML all draw.
import { BLACK, WHITE, contrast, mix, type Rgb } from "../model/colour.js";
import { FRAME_WIDTH, REFERENCE_HEIGHT } from "../model/slide-size.js";
import type { ResolvedTheme } from "../model/themes.js";

/** A filled shape on the 960-wide frame: a rectangle, an ellipse, or a closed path of straight and cubic segments. */
export type Mark =
  | { kind: "rect" | "ellipse"; x: number; y: number; w: number; h: number; fill: Rgb; alpha: number }
  | {
      kind: "path";
      points: Array<[number, number] | [number, number, number, number, number, number]>;
      fill: Rgb;
      alpha: number;
    };

export interface Artwork {
  /** The slide's background: a two-stop gradient from top left to bottom right (both stops are checked for contrast). */
  gradient: [Rgb, Rgb];
  /** Text colour that reads on every stop of the gradient and on the marks behind the text area. */
  text: Rgb;
  marks: Mark[];
  /** The short rule over the title, placed for the pptx and PDF title box (HTML draws it over its own heading). */
  rule: Mark;
}

export type ArtworkRole = "title" | "section" | "closing";

type Motif = "orbs" | "bands" | "hills" | "arcs";
const MOTIF: Record<string, Motif> = {
  light: "orbs",
  dark: "bands",
  terracotta: "arcs",
  aurora: "orbs",
  forest: "hills",
  ocean: "hills",
  sunrise: "arcs",
  mono: "bands",
};

const strip = (c: string): Rgb => c.replace(/^#/, "").toUpperCase();

/** A colour darkened (or, on a dark theme, kept deep) until white text reads on it at `ratio`. */
function deepFor(c: Rgb, ratio: number): Rgb {
  for (let w = 1; w >= 0; w -= 0.04) {
    const d = mix(c, BLACK, w);
    if (contrast(d, WHITE) >= ratio) return d;
  }
  return BLACK;
}

/** Where the artwork may go: the right third of the slide, clear of the title, which is set on the left two thirds. */
export const TEXT_SHARE = 0.64;

/** The gradient, text colour and marks of a theme's title, section or closing slide on a frame `h` units tall. */
export function themeArtwork(theme: ResolvedTheme, role: ArtworkRole, h: number): Artwork {
  const c = theme.colors;
  const accent = strip(c.accent);
  const accent2 = strip(c.accent2);
  // Both stops deep enough for white text at 7:1 (the title is large; its subtitle is body text at 4.5:1 with room to spare).
  // A dark theme keeps its own dark background, tinted a little toward its accents.
  const from = theme.dark ? mix(accent, strip(c.background), role === "section" ? 0.3 : 0.22) : accent;
  const to = theme.dark ? mix(accent2, strip(c.surface), 0.25) : mix(accent, accent2, 0.35);
  const gradient: [Rgb, Rgb] = [deepFor(from, 7), deepFor(to, 7)];
  const text = WHITE;
  const light = (col: Rgb, a: number) => ({ fill: col, alpha: a });
  const w = FRAME_WIDTH;
  const x0 = w * TEXT_SHARE + 40;
  const marks: Mark[] = [];
  const motif = MOTIF[theme.name] ?? "orbs";
  const tint = mix(accent2, WHITE, 0.35);
  const tint2 = mix(accent, WHITE, 0.45);
  switch (motif) {
    case "orbs":
      marks.push({ kind: "ellipse", x: x0 + 40, y: -h * 0.18, w: h * 0.78, h: h * 0.78, ...light(tint, 0.28) });
      marks.push({ kind: "ellipse", x: x0 + 150, y: h * 0.42, w: h * 0.62, h: h * 0.62, ...light(tint2, 0.22) });
      marks.push({ kind: "ellipse", x: x0 - 10, y: h * 0.55, w: h * 0.22, h: h * 0.22, ...light(tint, 0.45) });
      break;
    case "bands":
      for (let i = 0; i < 4; i++) {
        const left = x0 + i * 70;
        marks.push({
          kind: "path",
          points: [
            [left + 120, 0],
            [left + 170, 0],
            [left + 50, h],
            [left, h],
          ],
          ...light(i % 2 ? tint2 : tint, 0.16 + i * 0.07),
        });
      }
      break;
    case "hills":
      // Each hill rises from the bottom edge left of the artwork's third to its height at the right edge.
      for (let i = 0; i < 3; i++) {
        const top = h * (0.52 + i * 0.13);
        marks.push({
          kind: "path",
          points: [
            [x0 - 80, h],
            [x0 + 40, top + 30, x0 + 150, top - 70, w, top - 20],
            [w, h],
          ],
          ...light(i === 1 ? tint2 : tint, 0.2 + i * 0.08),
        });
      }
      break;
    case "arcs": {
      const cx = w + 20;
      const cy = h * 0.5;
      for (let i = 0; i < 4; i++) {
        // Sized on the 16:9 height, so on taller slides the arcs stay in the right third, clear of the words.
        const r = Math.min(h, REFERENCE_HEIGHT) * (0.62 - i * 0.14);
        marks.push({
          kind: "ellipse",
          x: cx - r,
          y: cy - r,
          w: 2 * r,
          h: 2 * r,
          ...light(i % 2 ? tint2 : tint, 0.14 + i * 0.06),
        });
      }
      break;
    }
  }
  // A short accent rule above where the title is set: the same on every opening slide.
  const rule: Mark = { kind: "rect", x: 66, y: h * 0.3 - 16, w: 88, h: 6, fill: mix(accent2, WHITE, 0.25), alpha: 1 };
  return { gradient, text, marks, rule };
}

/** The accent edge every content slide of a built-in theme carries: a bar down the left side, clear of the content. */
export function contentEdge(theme: ResolvedTheme, h: number): Mark[] {
  return [{ kind: "rect", x: 0, y: 0, w: 14, h, fill: strip(theme.colors.accent), alpha: 1 }];
}
