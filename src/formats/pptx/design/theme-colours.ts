// Resolves DrawingML colours and fills to RGB through a theme and a colour map (bg1/tx1 → dk1/lt1 …), as renderers do.
import { child, children, type Element } from "../../ooxml/xml.js";
import { BLACK, WHITE, contrast, mix, transform, type ColourTransform, type Rgb } from "../../model/colour.js";

export const SCHEME_KEYS = [
  "dk1",
  "lt1",
  "dk2",
  "lt2",
  "accent1",
  "accent2",
  "accent3",
  "accent4",
  "accent5",
  "accent6",
  "hlink",
  "folHlink",
] as const;
export type SchemeKey = (typeof SCHEME_KEYS)[number];

/** Colour-map slot → scheme key, e.g. bg1 → lt1 (PowerPoint's default) or bg1 → dk1 (a dark master). */
export type ClrMap = Record<string, SchemeKey>;

export const DEFAULT_CLRMAP: ClrMap = {
  bg1: "lt1",
  tx1: "dk1",
  bg2: "lt2",
  tx2: "dk2",
  accent1: "accent1",
  accent2: "accent2",
  accent3: "accent3",
  accent4: "accent4",
  accent5: "accent5",
  accent6: "accent6",
  hlink: "hlink",
  folHlink: "folHlink",
};

const SYS: Record<string, Rgb> = {
  windowText: "000000",
  window: "FFFFFF",
  btnText: "000000",
  btnFace: "F0F0F0",
  highlight: "0078D7",
  highlightText: "FFFFFF",
  menuText: "000000",
};
const PRESET: Record<string, Rgb> = {
  black: "000000",
  white: "FFFFFF",
  red: "FF0000",
  green: "008000",
  blue: "0000FF",
  yellow: "FFFF00",
  gray: "808080",
  grey: "808080",
  darkGray: "A9A9A9",
  lightGray: "D3D3D3",
  navy: "000080",
  orange: "FFA500",
};

/** A theme part's colours and fill styles. */
export interface ThemeColours {
  scheme: Record<SchemeKey, Rgb>;
  /** fmtScheme/fillStyleLst and bgFillStyleLst children, for style references (fillRef idx, bgRef idx). */
  fillStyles: Element[];
  bgFillStyles: Element[];
}

export function readThemeColours(theme: Element | undefined): ThemeColours {
  const elements = theme ? child(theme, "themeElements") : undefined;
  const schemeEl = elements ? child(elements, "clrScheme") : undefined;
  const scheme = {} as Record<SchemeKey, Rgb>;
  for (const key of SCHEME_KEYS) {
    const el = schemeEl ? child(schemeEl, key) : undefined;
    scheme[key] = (el && literalColour(el)) ?? (key.startsWith("dk") ? "000000" : "FFFFFF");
  }
  const fmt = elements ? child(elements, "fmtScheme") : undefined;
  const list = (name: string) => {
    const el = fmt ? child(fmt, name) : undefined;
    return el ? children(el) : [];
  };
  return { scheme, fillStyles: list("fillStyleLst"), bgFillStyles: list("bgFillStyleLst") };
}

/** A master's clrMap element (or a layout's overrideClrMapping) applied over `base`. */
export function readClrMap(el: Element | undefined, base: ClrMap = DEFAULT_CLRMAP): ClrMap {
  const out = { ...base };
  if (!el) return out;
  for (const slot of Object.keys(DEFAULT_CLRMAP)) {
    const v = el.getAttribute(slot);
    if (v && (SCHEME_KEYS as readonly string[]).includes(v)) out[slot] = v as SchemeKey;
  }
  return out;
}

/** A colour in a clrScheme slot (srgbClr/sysClr only, no scheme references). */
function literalColour(el: Element): Rgb | null {
  const c = children(el)[0];
  if (!c) return null;
  if (c.localName === "srgbClr") return normal(c.getAttribute("val"));
  if (c.localName === "sysClr") return normal(c.getAttribute("lastClr")) ?? SYS[c.getAttribute("val") ?? ""] ?? null;
  return null;
}

const normal = (v: string | null) => (v && /^[0-9A-Fa-f]{6}$/.test(v) ? v.toUpperCase() : null);

const COLOUR_ELEMENTS = new Set(["srgbClr", "schemeClr", "sysClr", "prstClr", "scrgbClr", "hslClr"]);

/**
 * A gradient as it runs across its shape: stops at 0…1 along it, and a linear one's angle in degrees clockwise from
 * left-to-right (a:lin ang), or null for a path gradient (from the centre out, as the drawing paints it).
 */
export interface Gradient {
  stops: Array<{ pos: number; rgb: Rgb }>;
  angle: number | null;
}

/**
 * What a fill looks like from a distance: a solid colour (a gradient's hardest stop, with the gradient itself), nothing,
 * or something (a picture) we can't reduce to one.
 */
export type FillLook = { kind: "solid"; rgb: Rgb; gradient?: Gradient } | { kind: "none" } | { kind: "unknown" };

/** Colour resolution for one master (and a layout's clrMap override). */
export class ColourResolver {
  constructor(
    readonly theme: ThemeColours,
    readonly clrMap: ClrMap,
  ) {}

  withClrMap(map: ClrMap): ColourResolver {
    return new ColourResolver(this.theme, map);
  }

  /** A scheme name as slides use it (bg1, tx2, accent3, dk1 …) → RGB. */
  scheme(name: string, phClr?: Rgb): Rgb | null {
    if (name === "phClr") return phClr ?? null;
    const key = (this.clrMap[name] ?? name) as SchemeKey;
    return this.theme.scheme[key] ?? null;
  }

  /** The colour element that is a direct child of `parent` (solidFill, defRPr …), with its transforms. */
  colourIn(parent: Element | undefined, phClr?: Rgb): Rgb | null {
    const el = parent ? children(parent).find((c) => COLOUR_ELEMENTS.has(c.localName ?? "")) : undefined;
    return el ? this.colour(el, phClr) : null;
  }

  colour(el: Element, phClr?: Rgb): Rgb | null {
    let base: Rgb | null = null;
    switch (el.localName) {
      case "srgbClr":
        base = normal(el.getAttribute("val"));
        break;
      case "schemeClr":
        base = this.scheme(el.getAttribute("val") ?? "", phClr);
        break;
      case "sysClr":
        base = normal(el.getAttribute("lastClr")) ?? SYS[el.getAttribute("val") ?? ""] ?? null;
        break;
      case "prstClr":
        base = PRESET[el.getAttribute("val") ?? ""] ?? null;
        break;
      case "scrgbClr": {
        const pct = (a: string) => Math.round((Number(el.getAttribute(a) ?? 0) / 100000) * 255);
        base = [pct("r"), pct("g"), pct("b")]
          .map((v) => Math.max(0, Math.min(255, v)).toString(16).padStart(2, "0"))
          .join("")
          .toUpperCase();
        break;
      }
      case "hslClr":
        base = null;
        break;
    }
    if (!base) return null;
    const transforms: ColourTransform[] = children(el).map((t) => ({
      name: t.localName ?? "",
      val: Number(t.getAttribute("val") ?? 0),
    }));
    return transform(base, transforms);
  }

  /** The fill among `parent`'s children (solidFill, gradFill, pattFill, blipFill, noFill, grpFill) as one look. */
  fillIn(parent: Element | undefined, phClr?: Rgb): FillLook | null {
    if (!parent) return null;
    for (const el of children(parent)) {
      const look = this.fill(el, phClr);
      if (look) return look;
    }
    return null;
  }

  fill(el: Element, phClr?: Rgb): FillLook | null {
    switch (el.localName) {
      case "noFill":
        return { kind: "none" };
      case "solidFill": {
        const rgb = this.colourIn(el, phClr);
        return rgb ? { kind: "solid", rgb } : { kind: "unknown" };
      }
      case "gradFill": {
        // Text over a gradient must read on every stop: the stop where the better of black and white reads least is
        // the one colours are chosen against (for a white-to-grey gradient, the grey end).
        const stops = children(child(el, "gsLst") ?? el, "gs")
          .map((gs) => ({
            pos: Math.max(0, Math.min(1, Number(gs.getAttribute("pos") ?? 0) / 100000 || 0)),
            rgb: this.colourIn(gs, phClr),
          }))
          .filter((s): s is { pos: number; rgb: Rgb } => !!s.rgb)
          .sort((a, b) => a.pos - b.pos);
        if (!stops.length) return { kind: "unknown" };
        const lin = child(el, "lin");
        const angle = lin ? Number(lin.getAttribute("ang") ?? 0) / 60000 || 0 : child(el, "path") ? null : 90;
        return { kind: "solid", rgb: hardestStop(stops.map((s) => s.rgb)), gradient: { stops, angle } };
      }
      case "pattFill": {
        const fg = this.colourIn(child(el, "fgClr"), phClr);
        const bg = this.colourIn(child(el, "bgClr"), phClr);
        return fg && bg ? { kind: "solid", rgb: mix(fg, bg, 0.5) } : { kind: "unknown" };
      }
      case "blipFill":
        return { kind: "unknown" };
      default:
        return null;
    }
  }

  /** A style reference (fillRef idx / bgRef idx) resolved through the theme's format scheme, its colour as phClr. */
  styleFill(ref: Element): FillLook | null {
    const idx = Number(ref.getAttribute("idx") ?? 0);
    const phClr = this.colourIn(ref) ?? undefined;
    if (idx === 0) return { kind: "none" };
    const style = idx >= 1001 ? this.theme.bgFillStyles[idx - 1001] : this.theme.fillStyles[idx - 1];
    if (!style) return phClr ? { kind: "solid", rgb: phClr } : null;
    return this.fill(style, phClr) ?? (phClr ? { kind: "solid", rgb: phClr } : null);
  }
}

/** The gradient stop on which the most readable of black and white reads least. */
export function hardestStop(stops: Rgb[]): Rgb {
  const ease = (c: Rgb) => Math.max(contrast(c, BLACK), contrast(c, WHITE));
  return stops.reduce((worst, c) => (ease(c) < ease(worst) ? c : worst));
}
