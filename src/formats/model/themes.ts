// Built-in deck/doc themes shared by every output (HTML, pptx, pdf) so a theme looks the same everywhere.
import type { Theme } from "./source.js";

export interface ThemeFonts {
  /** Font family written into office files (PowerPoint/Word/Excel pick it by name). */
  office: string;
  /** CSS font stack for HTML, system fonts only (no CDN). */
  css: string;
}

export interface ResolvedTheme {
  name: string;
  colors: {
    background: string;
    surface: string;
    text: string;
    muted: string;
    accent: string;
    accent2: string;
    /** Chart series colours, in order. */
    series: string[];
  };
  fonts: { heading: ThemeFonts; body: ThemeFonts; mono: ThemeFonts };
  dark: boolean;
}

const SANS = `"Segoe UI", "Noto Sans", "Helvetica Neue", Arial, system-ui, sans-serif`;
const SERIF = `Georgia, "Noto Serif", "Times New Roman", serif`;
const MONO = `"SFMono-Regular", Menlo, Consolas, "Noto Sans Mono", "Liberation Mono", monospace`;

export const BUILTIN_THEMES: Record<string, ResolvedTheme> = {
  light: {
    name: "light",
    dark: false,
    colors: {
      background: "#FFFFFF",
      surface: "#F4F6FA",
      text: "#1B2430",
      muted: "#5B6777",
      accent: "#2F6FEB",
      accent2: "#13A39A",
      series: ["#2F6FEB", "#13A39A", "#B7791F", "#D9534F", "#7B61FF", "#5B6777"],
    },
    fonts: {
      heading: { office: "Calibri", css: `Calibri, Carlito, ${SANS}` },
      body: { office: "Calibri", css: `Calibri, Carlito, ${SANS}` },
      mono: { office: "Consolas", css: MONO },
    },
  },
  dark: {
    name: "dark",
    dark: true,
    colors: {
      background: "#0F141B",
      surface: "#1A222D",
      text: "#E8EDF3",
      muted: "#9AA7B6",
      accent: "#5AA2FF",
      accent2: "#3DD6C6",
      series: ["#5AA2FF", "#3DD6C6", "#FFC061", "#FF7A73", "#B49CFF", "#9AA7B6"],
    },
    fonts: {
      heading: { office: "Calibri", css: `Calibri, Carlito, ${SANS}` },
      body: { office: "Calibri", css: `Calibri, Carlito, ${SANS}` },
      mono: { office: "Consolas", css: MONO },
    },
  },
  terracotta: {
    name: "terracotta",
    dark: false,
    colors: {
      background: "#FBF6EF",
      surface: "#F1E6D8",
      text: "#2E2119",
      muted: "#7A6656",
      accent: "#C2562F",
      accent2: "#3F7D6E",
      series: ["#C2562F", "#3F7D6E", "#A8701A", "#6B4E9B", "#8C6A4F", "#B03A48"],
    },
    fonts: {
      heading: { office: "Georgia", css: SERIF },
      body: { office: "Calibri", css: `Calibri, Carlito, ${SANS}` },
      mono: { office: "Consolas", css: MONO },
    },
  },
  aurora: {
    name: "aurora",
    dark: true,
    colors: {
      background: "#14102A",
      surface: "#221B42",
      text: "#F3F0FF",
      muted: "#B3AACF",
      accent: "#8B5CF6",
      accent2: "#22D3EE",
      series: ["#8B5CF6", "#22D3EE", "#F472B6", "#FACC15", "#34D399", "#B3AACF"],
    },
    fonts: {
      heading: { office: "Trebuchet MS", css: `"Trebuchet MS", ${SANS}` },
      body: { office: "Calibri", css: `Calibri, Carlito, ${SANS}` },
      mono: { office: "Consolas", css: MONO },
    },
  },
  forest: {
    name: "forest",
    dark: false,
    colors: {
      background: "#F7FAF5",
      surface: "#E6EFE1",
      text: "#17261C",
      muted: "#4D6152",
      accent: "#2E7D4F",
      accent2: "#A86A12",
      series: ["#2E7D4F", "#A86A12", "#3B6EA8", "#B5443F", "#7A5BA6", "#4D6152"],
    },
    fonts: {
      heading: { office: "Cambria", css: `Cambria, Caladea, ${SERIF}` },
      body: { office: "Calibri", css: `Calibri, Carlito, ${SANS}` },
      mono: { office: "Consolas", css: MONO },
    },
  },
  ocean: {
    name: "ocean",
    dark: true,
    colors: {
      background: "#0B1D2A",
      surface: "#132B3D",
      text: "#E6F1F7",
      muted: "#98B3C6",
      accent: "#38BDF8",
      accent2: "#F5A524",
      series: ["#38BDF8", "#F5A524", "#34D399", "#F472B6", "#A78BFA", "#98B3C6"],
    },
    fonts: {
      heading: { office: "Calibri", css: `Calibri, Carlito, ${SANS}` },
      body: { office: "Calibri", css: `Calibri, Carlito, ${SANS}` },
      mono: { office: "Consolas", css: MONO },
    },
  },
  sunrise: {
    name: "sunrise",
    dark: false,
    colors: {
      background: "#FFF8F2",
      surface: "#FCE9DA",
      text: "#2B1B17",
      muted: "#6B5246",
      accent: "#C2410C",
      accent2: "#1D6F8C",
      series: ["#C2410C", "#1D6F8C", "#B7791F", "#6D28D9", "#2F7D3B", "#6B5246"],
    },
    fonts: {
      heading: { office: "Trebuchet MS", css: `"Trebuchet MS", ${SANS}` },
      body: { office: "Calibri", css: `Calibri, Carlito, ${SANS}` },
      mono: { office: "Consolas", css: MONO },
    },
  },
  mono: {
    name: "mono",
    dark: false,
    colors: {
      background: "#FFFFFF",
      surface: "#F0F0F0",
      text: "#111111",
      muted: "#545454",
      accent: "#C8102E",
      accent2: "#111111",
      series: ["#111111", "#C8102E", "#6B6B6B", "#8A5A00", "#1F4E79", "#545454"],
    },
    fonts: {
      heading: { office: "Arial", css: `Arial, "Liberation Sans", ${SANS}` },
      body: { office: "Arial", css: `Arial, "Liberation Sans", ${SANS}` },
      mono: { office: "Consolas", css: MONO },
    },
  },
};

export const DEFAULT_THEME = "light";
export const THEME_NAMES = Object.keys(BUILTIN_THEMES);

const hex = (v: string) => (v.startsWith("#") ? v : `#${v}`).toUpperCase();

/** The built-in theme named by `theme.name` (default light), with `theme.colors`/`theme.fonts` laid over it. */
export function resolveTheme(theme?: Theme): ResolvedTheme {
  const base = BUILTIN_THEMES[theme?.name ?? DEFAULT_THEME] ?? BUILTIN_THEMES[DEFAULT_THEME]!;
  const colours = { ...base.colors, series: [...base.colors.series] };
  for (const [k, v] of Object.entries(theme?.colors ?? {})) {
    if (k in colours && k !== "series") (colours as Record<string, unknown>)[k] = hex(v);
  }
  if (theme?.colors?.accent) colours.series[0] = hex(theme.colors.accent);
  const fonts = { ...base.fonts };
  if (theme?.fonts?.heading)
    fonts.heading = {
      office: theme.fonts.heading,
      css: `"${theme.fonts.heading.replace(/["\\<>;{}]/g, "")}", ${base.fonts.heading.css}`,
    };
  if (theme?.fonts?.body)
    fonts.body = {
      office: theme.fonts.body,
      css: `"${theme.fonts.body.replace(/["\\<>;{}]/g, "")}", ${base.fonts.body.css}`,
    };
  return { ...base, colors: colours, fonts };
}
