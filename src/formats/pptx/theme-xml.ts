// DrawingML theme part (colours, fonts, format scheme) from a resolved Quire theme, for built-in templates.
import type { ResolvedTheme } from "../model/themes.js";
import { NS, XML_DECL } from "../ooxml/xml.js";
import { escapeAttr } from "../ooxml/xml-escape.js";
import { ptToEmu } from "../../lib/units.js";

export type SchemeColour =
  | "dk1"
  | "lt1"
  | "dk2"
  | "lt2"
  | "accent1"
  | "accent2"
  | "accent3"
  | "accent4"
  | "accent5"
  | "accent6"
  | "hlink"
  | "folHlink";

const hex = (v: string) => v.replace(/^#/, "").toUpperCase();

/** The 12 scheme colours of a Quire theme. Dark themes keep dk1 dark and map bg1→dk1 in the master's clrMap. */
export function schemeColours(theme: ResolvedTheme): Record<SchemeColour, string> {
  const c = theme.colors;
  const s = (i: number) => hex(c.series[i] ?? c.series[i % Math.max(1, c.series.length)] ?? c.accent);
  return {
    dk1: hex(theme.dark ? c.background : c.text),
    lt1: hex(theme.dark ? c.text : c.background),
    dk2: hex(theme.dark ? c.surface : c.muted),
    lt2: hex(theme.dark ? c.muted : c.surface),
    accent1: hex(c.accent),
    accent2: hex(c.accent2),
    accent3: s(2),
    accent4: s(3),
    accent5: s(4),
    accent6: s(5),
    hlink: hex(c.accent),
    folHlink: hex(c.accent2),
  };
}

/** The master's colour map: a dark theme shows light text (lt1) on a dark background (dk1). */
export function clrMapAttrs(dark: boolean): string {
  return dark
    ? 'bg1="dk1" tx1="lt1" bg2="dk2" tx2="lt2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"'
    : 'bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"';
}

const solid = (v: string) => `<a:solidFill><a:schemeClr val="${v}"/></a:solidFill>`;

export function themeXml(theme: ResolvedTheme): string {
  const colours = schemeColours(theme);
  const clr = (Object.entries(colours) as [SchemeColour, string][])
    .map(([k, v]) => `<a:${k}><a:srgbClr val="${v}"/></a:${k}>`)
    .join("");
  const font = (latin: string) => `<a:latin typeface="${escapeAttr(latin)}"/><a:ea typeface=""/><a:cs typeface=""/>`;
  const line = (w: number) =>
    `<a:ln w="${w}" cap="flat" cmpd="sng" algn="ctr">${solid("phClr")}<a:prstDash val="solid"/><a:miter lim="800000"/></a:ln>`;
  return (
    `${XML_DECL}<a:theme xmlns:a="${NS.a}" name="Quire ${escapeAttr(theme.name)}"><a:themeElements>` +
    `<a:clrScheme name="Quire ${escapeAttr(theme.name)}">${clr}</a:clrScheme>` +
    `<a:fontScheme name="Quire ${escapeAttr(theme.name)}"><a:majorFont>${font(theme.fonts.heading.office)}</a:majorFont><a:minorFont>${font(theme.fonts.body.office)}</a:minorFont></a:fontScheme>` +
    `<a:fmtScheme name="Quire"><a:fillStyleLst>${solid("phClr")}${solid("phClr")}${solid("phClr")}</a:fillStyleLst>` +
    `<a:lnStyleLst>${line(ptToEmu(0.5))}${line(ptToEmu(1))}${line(ptToEmu(1.5))}</a:lnStyleLst>` +
    `<a:effectStyleLst><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle></a:effectStyleLst>` +
    `<a:bgFillStyleLst>${solid("phClr")}${solid("phClr")}${solid("phClr")}</a:bgFillStyleLst></a:fmtScheme>` +
    `</a:themeElements><a:objectDefaults/><a:extraClrSchemeLst/></a:theme>`
  );
}
