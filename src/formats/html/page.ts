// The page shell every kind shares: one self-contained document, theme as CSS variables, no scripts.
import type { ResolvedTheme } from "../model/themes.js";
import { cssColour, cssFontStack, esc } from "./escape.js";
import { kindPalette } from "../slide-kinds/palette.js";
import { RTL_LANGUAGES, markLanguages } from "./mark-languages.js";
import { readableOn } from "./readable.js";

/** Mixes two #RRGGBB colours (weight of `b` in 0..1), for tints that follow any theme override. */
export function mix(a: string, b: string, weight: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  let out = "#";
  for (const shift of [16, 8, 0]) {
    const ca = (pa >> shift) & 255;
    const cb = (pb >> shift) & 255;
    out += Math.round(ca + (cb - ca) * weight)
      .toString(16)
      .padStart(2, "0");
  }
  return out.toUpperCase();
}

/** Black or white text, whichever reads better on `bg`. */
export function onColour(bg: string): string {
  const n = parseInt(bg.slice(1), 16);
  const lum = (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
  return lum > 0.6 ? "#111111" : "#FFFFFF";
}

export function themeVars(theme: ResolvedTheme): string {
  const c = theme.colors;
  const bg = cssColour(c.background, "#FFFFFF");
  const text = cssColour(c.text, "#111111");
  const accent = cssColour(c.accent, "#2F6FEB");
  const surface = cssColour(c.surface, mix(bg, text, 0.05));
  const lineSoft = mix(bg, text, 0.07);
  const tint = mix(bg, accent, theme.dark ? 0.16 : 0.08);
  const page = mix(bg, theme.dark ? "#000000" : text, theme.dark ? 0.35 : 0.06);
  // Secondary text is drawn on the page, panels, zebra rows and tints alike: it must read on each of them.
  const under = [bg, surface, lineSoft, tint, page];
  const vars = [
    `--bg:${bg}`,
    `--surface:${surface}`,
    `--text:${text}`,
    `--muted:${readableOn(cssColour(c.muted, mix(text, bg, 0.4)), under, text)}`,
    `--accent:${accent}`,
    `--accent-on-bg:${readableOn(accent, under, text)}`,
    `--error:${readableOn("#B42318", under, text)}`,
    `--accent2:${cssColour(c.accent2, accent)}`,
    `--on-accent:${onColour(accent)}`,
    `--line:${mix(bg, text, 0.14)}`,
    `--line-soft:${lineSoft}`,
    `--tint:${tint}`,
    `--page:${page}`,
    `--link:${readableOn(theme.dark ? mix(accent, "#FFFFFF", 0.25) : mix(accent, "#000000", 0.1), under, text)}`,
    `--font-heading:${cssFontStack(theme.fonts.heading.css)}`,
    `--font-body:${cssFontStack(theme.fonts.body.css)}`,
    `--font-mono:${cssFontStack(theme.fonts.mono.css)}`,
  ];
  // The designed slide kinds' colours, as pptx and pdf draw them (contrast-checked in slide-kinds/palette.ts).
  const k = kindPalette({ background: bg, text, muted: cssColour(c.muted, mix(text, bg, 0.4)), accent });
  vars.push(
    `--card:#${k.card}`,
    `--on-card:#${k.onCard}`,
    `--muted-card:#${k.mutedOnCard}`,
    `--accent-deep:#${k.accent}`,
    `--on-deep:#${k.onAccent}`,
    `--accent-text:#${k.accentText}`,
    `--up:#${k.up}`,
    `--down:#${k.down}`,
  );
  theme.colors.series.forEach((s, i) => vars.push(`--s${i}:${cssColour(s, accent)}`));
  return `:root{${vars.join(";")};color-scheme:${theme.dark ? "dark" : "light"}}`;
}

const BASE_CSS = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--text);font-family:var(--font-body);line-height:1.6;font-kerning:normal;text-rendering:optimizeLegibility;-webkit-font-smoothing:antialiased}
:lang(ja),:lang(zh),:lang(ko){word-break:keep-all;overflow-wrap:break-word}:lang(ja),:lang(zh){line-break:strict}
h1,h2,h3,h4,h5,h6{font-family:var(--font-heading);line-height:1.2;margin:1.6em 0 .5em;letter-spacing:-.01em}
a{color:var(--link);text-decoration-thickness:.08em;text-underline-offset:.18em}
code{font-family:var(--font-mono);font-size:.88em;background:var(--surface);border:1px solid var(--line-soft);border-radius:4px;padding:.1em .35em}
pre.code{position:relative;font-family:var(--font-mono);font-size:.86rem;line-height:1.55;background:var(--surface);border:1px solid var(--line-soft);border-radius:8px;padding:1rem 1.1rem;overflow:auto;tab-size:2}
pre.code code{background:none;border:0;padding:0;font-size:inherit}
pre.code[data-lang]::before{content:attr(data-lang);position:absolute;top:.35rem;right:.6rem;font-size:.7rem;text-transform:uppercase;letter-spacing:.08em;color:var(--muted)}
blockquote{margin:1.2em 0;padding:.75em 1.2em;border-left:4px solid var(--accent);color:var(--muted);background:var(--tint);border-radius:0 6px 6px 0}
blockquote>:last-child{margin-bottom:0}blockquote>:first-child{margin-top:0}
hr{border:0;border-top:1px solid var(--line);margin:2em 0}
img{max-width:100%;height:auto;border-radius:6px}
del{color:var(--muted)}
.table-wrap{overflow-x:auto;margin:1.2em 0}
table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums;font-size:.95em}
th,td{padding:.5em .75em;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
thead th{font-weight:600;border-bottom:2px solid var(--text);white-space:nowrap}
caption.vh,.vh{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
tbody tr:nth-child(even){background:var(--line-soft)}
th.right,td.right{text-align:right}th.center,td.center{text-align:center}
ul,ol{padding-left:1.5em}li{margin:.25em 0}li>ul,li>ol{margin:.25em 0}
ul.tasks{list-style:none;padding-left:.4em}
li.task{display:flex;gap:.55em;align-items:baseline}
.check{flex:none;position:relative;display:inline-block;width:1em;height:1em;border:2px solid var(--muted);border-radius:4px;transform:translateY(.15em)}
li.done>.check{background:var(--accent);border-color:var(--accent)}
li.done>.check::after{content:"";position:absolute;left:.22em;top:.02em;width:.25em;height:.5em;border:solid var(--on-accent);border-width:0 .13em .13em 0;transform:rotate(45deg)}
li.done{color:var(--muted)}
.img-missing{display:inline-flex;align-items:center;gap:.5em;padding:.6em .9em;border:1px dashed var(--line);border-radius:6px;color:var(--muted);font-size:.9em;background:var(--surface)}
.img-missing-icon{width:1.1em;height:.9em;border:2px solid currentColor;border-radius:2px;position:relative}
.link-removed{text-decoration:underline dotted var(--muted)}
sup.fnref{line-height:0;font-size:.72em}sup.fnref a{text-decoration:none;padding:0 .1em}
.footnotes{margin-top:3em;font-size:.9em;color:var(--muted)}
@media print{body{background:#fff}}`;

export interface PageOptions {
  title: string;
  theme: ResolvedTheme;
  kindCss: string;
  bodyClass: string;
  body: string[];
  /** The document's language (BCP-47, from documentLanguage): the page's `lang`, and the one other scripts are marked against. */
  lang?: string;
  /** Who the page's pictures are by (dcterms.rights), when any picture is credited. */
  rights?: string | null;
}

/** Joins the page; `body` parts are already-escaped HTML. */
export function renderPage(opts: PageOptions): string {
  const lang = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(opts.lang ?? "") ? opts.lang! : "en";
  return [
    `<!doctype html><html lang="${esc(lang)}"${RTL_LANGUAGES.has(lang.split("-")[0]!.toLowerCase()) ? ' dir="rtl"' : ""}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${esc(opts.title)}</title>${opts.rights ? `<meta name="dcterms.rights" content="${esc(opts.rights)}">` : ""}<style>${themeVars(opts.theme)}\n${BASE_CSS}\n${opts.kindCss}</style></head>`,
    `<body class="${opts.bodyClass}">`,
    markLanguages(opts.body.join(""), lang),
    "</body></html>",
  ].join("");
}
