// Lucide icons (ISC, bundled from npm, loaded on first use) as SVG path data on a 24 × 24 grid, for every output.
import { createRequire } from "node:module";
import svgpath from "svgpath";
import { iconsByMeaning } from "./icon-match.js";

type IconNode = Array<[string, Record<string, string | number>]>;

let icons: Record<string, IconNode> | null = null;
function lucide(): Record<string, IconNode> {
  icons ??= (createRequire(import.meta.url)("lucide") as { icons: Record<string, IconNode> }).icons;
  return icons;
}

const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase());

/** Whether Quire can draw an icon of this name ("rocket", "shield-check"). */
export function hasIcon(name: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name) && Object.hasOwn(lucide(), pascal(name));
}

const num = (v: string | number | undefined) => Number(v ?? 0);

/** One SVG element of an icon as path data. */
function elementPath(tag: string, a: Record<string, string | number>): string {
  switch (tag) {
    case "path":
      return String(a.d ?? "");
    case "circle":
    case "ellipse": {
      const [cx, cy] = [num(a.cx), num(a.cy)];
      const [rx, ry] = tag === "circle" ? [num(a.r), num(a.r)] : [num(a.rx), num(a.ry)];
      return `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;
    }
    case "rect": {
      const [x, y, w, h] = [num(a.x), num(a.y), num(a.width), num(a.height)];
      const r = Math.min(num(a.rx ?? a.ry), w / 2, h / 2);
      if (!r) return `M${x} ${y}H${x + w}V${y + h}H${x}Z`;
      return `M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}V${y + h - r}A${r} ${r} 0 0 1 ${x + w - r} ${y + h}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + h - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;
    }
    case "line":
      return `M${num(a.x1)} ${num(a.y1)}L${num(a.x2)} ${num(a.y2)}`;
    case "polyline":
    case "polygon":
      return `M${String(a.points ?? "").trim()}${tag === "polygon" ? "Z" : ""}`;
    default:
      return "";
  }
}

const pathCache = new Map<string, string[]>();

/** The icon's outlines as SVG path data (24 × 24, stroked 2 wide with round caps); a plain dot when the name is unknown. */
export function iconPaths(name: string | undefined): string[] {
  const key = name && hasIcon(name) ? name : "";
  let paths = pathCache.get(key);
  if (!paths) {
    paths = key
      ? lucide()
          [pascal(key)]!.map(([tag, attrs]) => elementPath(tag, attrs))
          .filter(Boolean)
      : ["M12 8A4 4 0 1 0 12 16A4 4 0 1 0 12 8Z"];
    pathCache.set(key, paths);
  }
  return paths;
}

export type Segment = ["M" | "L", number, number] | ["C", number, number, number, number, number, number] | ["Z"];

const segmentCache = new Map<string, Segment[][]>();

/** The icon's outlines as absolute moves, lines and cubic curves only (what DrawingML's custGeom can hold). */
export function iconSegments(name: string | undefined): Segment[][] {
  const key = name ?? "";
  let segments = segmentCache.get(key);
  if (!segments) segmentCache.set(key, (segments = toSegments(iconPaths(name))));
  return segments;
}

function toSegments(paths: string[]): Segment[][] {
  return paths.map((d) => {
    const out: Segment[] = [];
    let x = 0;
    let y = 0;
    let start: [number, number] = [0, 0];
    svgpath(d)
      .abs()
      .unarc()
      .unshort()
      .iterate((seg) => {
        const [cmd, ...v] = seg as [string, ...number[]];
        if (cmd === "M") {
          [x, y] = [v[0]!, v[1]!];
          start = [x, y];
          out.push(["M", x, y]);
        } else if (cmd === "L" || cmd === "H" || cmd === "V") {
          x = cmd === "V" ? x : v[0]!;
          y = cmd === "H" ? y : cmd === "V" ? v[0]! : v[1]!;
          out.push(["L", x, y]);
        } else if (cmd === "C") {
          out.push(["C", v[0]!, v[1]!, v[2]!, v[3]!, v[4]!, v[5]!]);
          [x, y] = [v[4]!, v[5]!];
        } else if (cmd === "Q") {
          // A quadratic curve as the cubic that draws the same line.
          const [qx, qy, ex, ey] = v as [number, number, number, number];
          out.push([
            "C",
            x + (2 / 3) * (qx - x),
            y + (2 / 3) * (qy - y),
            ex + (2 / 3) * (qx - ex),
            ey + (2 / 3) * (qy - ey),
            ex,
            ey,
          ]);
          [x, y] = [ex, ey];
        } else if (cmd === "Z" || cmd === "z") {
          out.push(["Z"]);
          [x, y] = start;
        }
      });
    return out;
  });
}

/** The icon that best shows what a card's words are about (icon-match.ts), or none when nothing in them does. */
export function iconFor(words: string, lang?: string): string | undefined {
  return iconsByMeaning(words, lang)[0];
}

/**
 * An icon for each card of one slide, none twice: a card whose best icon is taken gets its next best, else none.
 * Cards whose words name nothing an icon shows get none (no decoration standing in for meaning).
 */
export function distinctIcons(texts: string[], lang?: string): Array<string | undefined> {
  const used = new Set<string>();
  return texts.map((text) => {
    const icon = iconsByMeaning(text, lang).find((name) => !used.has(name));
    if (icon) used.add(icon);
    return icon;
  });
}

/**
 * Cards with icons by meaning: distinct, on every card or on none (a badge on some cards and not others reads as
 * something missing), read from each card's title and line.
 */
export function withIcons<C extends { title: string; text?: string; icon?: string }>(cards: C[], lang?: string): C[] {
  const icons = distinctIcons(
    cards.map((c) => `${c.title} ${c.text ?? ""}`.trim()),
    lang,
  );
  const every = icons.every(Boolean);
  return cards.map((card, i) => {
    const { icon: _none, ...rest } = card;
    return (every ? { ...rest, icon: icons[i] } : rest) as C;
  });
}
