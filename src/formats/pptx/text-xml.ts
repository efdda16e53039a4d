// Paragraphs → DrawingML a:p/a:r XML; styling comes from the layout except explicit shrink sizes and inline marks.
import { isSafeHref } from "../ooxml/part-names.js";
import { escapeAttr } from "../ooxml/xml-escape.js";
import { solidFill } from "../ooxml/drawingml-write.js";
import { langAttrs } from "./run-language.js";
import type { Para, Run } from "./text-model.js";

export interface TextXmlOptions {
  /** Explicit run sizes (hundredths of a point) per level, when the text was shrunk to fit. */
  sizes?: number[] | null;
  /** Typeface for code runs (the theme's mono font). */
  mono: string;
  /** The deck's language (BCP-47), written on every run; a run in another script is marked with its own. */
  lang: string;
  /** Registers an external hyperlink and returns its relationship id. */
  link: (href: string) => string;
  /** Extra run properties for every run (e.g. bold table headers). */
  bold?: boolean;
  /** An RGB colour ("RRGGBB") for every run, when the inherited one would not show on its background. */
  rgb?: string | null;
  /** Write bullets and spacing out (a free text box inherits none of the placeholder's list style). */
  explicitBullets?: boolean;
  /** Paragraph alignment for every paragraph. */
  align?: "l" | "ctr" | "r";
  /** Italic for every run (quotes). */
  italic?: boolean;
  /** The theme font every run names (a free text box inherits none): "+mj" headings, "+mn" body. */
  themeFont?: "+mj" | "+mn";
  /** Space before every paragraph but the first (hundredths of a point): a short list spread over its area. */
  spaceBefore?: number;
}

const RTL = /^[^A-Za-z\u0400-\u04ff\u4e00-\u9fff]*[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

function runXml(r: Run, size: number | undefined, o: TextXmlOptions): string {
  if (r.br) return `<a:br>${size ? `<a:rPr sz="${size}"/>` : ""}</a:br>`;
  if (!r.text) return "";
  const attrs = [
    langAttrs(r.text, o.lang),
    size ? `sz="${size}"` : "",
    r.bold || o.bold ? 'b="1"' : "",
    r.italic || o.italic ? 'i="1"' : "",
    r.strike ? 'strike="sngStrike"' : "",
    'dirty="0"',
  ]
    .filter(Boolean)
    .join(" ");
  const href = r.href && isSafeHref(r.href) ? r.href : null;
  const inner =
    (o.rgb ? solidFill(o.rgb) : "") +
    (r.code
      ? `<a:latin typeface="${escapeAttr(o.mono)}"/><a:cs typeface="${escapeAttr(o.mono)}"/>`
      : o.themeFont
        ? `<a:latin typeface="${o.themeFont}-lt"/><a:ea typeface="${o.themeFont}-ea"/><a:cs typeface="${o.themeFont}-cs"/>`
        : "") +
    (href ? `<a:hlinkClick r:id="${o.link(href)}"/>` : "");
  return `<a:r><a:rPr ${attrs}${inner ? `>${inner}</a:rPr>` : "/>"}<a:t>${escapeAttr(r.text)}</a:t></a:r>`;
}

const BULLET_CHARS = ["•", "–", "•", "–", "•"];

export function paraXml(p: Para, o: TextXmlOptions, first = true): string {
  const size = o.sizes ? o.sizes[Math.min(p.level, o.sizes.length - 1)] : undefined;
  const attrs: string[] = [];
  if (p.level) attrs.push(`lvl="${p.level}"`);
  if (o.align) attrs.push(`algn="${o.align}"`);
  let bullet = "";
  if (o.spaceBefore && !first) bullet += `<a:spcBef><a:spcPts val="${Math.round(o.spaceBefore)}"/></a:spcBef>`;
  else if (o.explicitBullets && !first) bullet += '<a:spcBef><a:spcPts val="600"/></a:spcBef>';
  if (p.bullet === "none") {
    attrs.push(`marL="${p.level * 457200}"`, 'indent="0"');
    bullet += "<a:buNone/>";
  } else if (p.bullet === "inherit" && o.explicitBullets) {
    attrs.push(`marL="${285750 + p.level * 457200}"`, 'indent="-285750"');
    bullet += `<a:buFont typeface="Arial"/><a:buChar char="${BULLET_CHARS[p.level % BULLET_CHARS.length]}"/>`;
  } else if (p.bullet !== "inherit") {
    attrs.push(`marL="${457200 + p.level * 457200}"`, 'indent="-457200"');
    bullet += `<a:buFont typeface="+mj-lt"/><a:buAutoNum type="arabicPeriod"${p.bullet.start !== 1 ? ` startAt="${p.bullet.start}"` : ""}/>`;
  }
  const text = p.runs.map((r) => r.text).join("");
  if (RTL.test(text)) attrs.push('rtl="1"');
  const ppr =
    attrs.length || bullet
      ? `<a:pPr${attrs.length ? ` ${attrs.join(" ")}` : ""}${bullet ? `>${bullet}</a:pPr>` : "/>"}`
      : "";
  const runs = p.runs.map((r) => runXml(r, size, o)).join("");
  return `<a:p>${ppr}${runs}<a:endParaRPr lang="${o.lang}"${size ? ` sz="${size}"` : ""} dirty="0"/></a:p>`;
}

export function parasXml(paras: Para[], o: TextXmlOptions): string {
  if (!paras.length) return `<a:p><a:endParaRPr lang="${o.lang}" dirty="0"/></a:p>`;
  return paras.map((p, i) => paraXml(p, o, i === 0)).join("");
}

/** Level sizes scaled for explicit runs (null when the layout's own sizes stand). */
export function scaledSizes(sizes: number[], scale: number): number[] | null {
  if (Math.abs(scale - 1) < 0.001) return null;
  return sizes.map((s) => Math.max(100, Math.round((s * scale) / 50) * 50));
}
