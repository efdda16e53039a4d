// Inline Markdown nodes → WordprocessingML runs: emphasis, code, links, images, footnote references, RTL runs.
import type { Inline } from "../model/blocks.js";
import { escapeAttr, escapeText } from "../ooxml/xml-escape.js";
import { DECORATIVE_EXT } from "../ooxml/decorative.js";
import { presetGeometry, xfrm } from "../ooxml/drawingml-write.js";
import { emuBox } from "../ooxml/drawingml.js";
import type { DocxBuilder, PartName } from "./docx-builder.js";
import { runLanguage } from "./run-language.js";

export interface InlineContext {
  builder: DocxBuilder;
  part: PartName;
}

interface Format {
  b?: boolean;
  i?: boolean;
  s?: boolean;
  code?: boolean;
  link?: boolean;
  sup?: boolean;
}

const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const NONE: Format = {};

/** Runs for a list of inlines (optionally all bold, as in table header cells). */
export function writeInlines(inlines: Inline[], ctx: InlineContext, base: Format = NONE): string {
  let out = "";
  for (const node of inlines) out += writeInline(node, ctx, base);
  return out;
}

function writeInline(node: Inline, ctx: InlineContext, f: Format): string {
  switch (node.type) {
    case "text":
      return textRun(node.text, f, ctx.builder.language);
    case "strong":
      return writeInlines(node.children, ctx, { ...f, b: true });
    case "em":
      return writeInlines(node.children, ctx, { ...f, i: true });
    case "strike":
      return writeInlines(node.children, ctx, { ...f, s: true });
    case "code":
      return textRun(node.text, { ...f, code: true }, ctx.builder.language);
    case "break":
      return "<w:r><w:br/></w:r>";
    case "link": {
      if (!node.href || f.link) return writeInlines(node.children, ctx, f);
      const rel = ctx.builder.linkRel(ctx.part, node.href);
      return `<w:hyperlink r:id="${rel}" w:history="1">${writeInlines(node.children, ctx, { ...f, link: true })}</w:hyperlink>`;
    }
    case "image":
      return imageRun(node.src, node.alt, ctx, f);
    case "footnoteRef": {
      const id = ctx.part === "document" ? ctx.builder.footnote(node.id) : null;
      // Word allows one reference per footnote and none inside footnotes: repeats become a plain superscript mark.
      if (id === null) return textRun(node.label, { ...f, sup: true });
      return `<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="${id}"/></w:r>`;
    }
  }
}

/** One run of plain text in a format; tabs become <w:tab/>, stray newlines spaces; `docLang` marks a span in another script. */
export function textRun(text: string, f: Format = NONE, docLang?: string): string {
  if (!text) return "";
  const clean = text.includes("\n") ? text.replace(/\r?\n/g, " ") : text;
  const props = runProps(f, RTL.test(clean), docLang ? runLanguage(clean, docLang) : "");
  const body = clean.includes("\t")
    ? clean
        .split("\t")
        .map((t) => (t ? `<w:t xml:space="preserve">${escapeText(t)}</w:t>` : ""))
        .join("<w:tab/>")
    : `<w:t xml:space="preserve">${escapeText(clean)}</w:t>`;
  return `<w:r>${props}${body}</w:r>`;
}

function runProps(f: Format, rtl: boolean, lang: string): string {
  let p = "";
  if (f.link) p += '<w:rStyle w:val="Hyperlink"/>';
  else if (f.code) p += '<w:rStyle w:val="CodeChar"/>';
  if (f.link && f.code) p += '<w:rFonts w:ascii="Consolas" w:hAnsi="Consolas" w:cs="Consolas"/>';
  if (f.b) p += "<w:b/><w:bCs/>";
  if (f.i) p += "<w:i/><w:iCs/>";
  if (f.s) p += "<w:strike/>";
  if (f.sup) p += '<w:vertAlign w:val="superscript"/>';
  if (rtl) p += "<w:rtl/>";
  p += lang;
  return p ? `<w:rPr>${p}</w:rPr>` : "";
}

function imageRun(src: string | null, alt: string, ctx: InlineContext, f: Format): string {
  const pic = src ? ctx.builder.image(ctx.part, src, alt) : null;
  if (!pic) return textRun(`[image${alt ? `: ${alt}` : ""}]`, { ...f, i: true }, ctx.builder.language);
  const name = `Picture ${pic.id}`;
  // An image without alt text is decoration (as alt="" is on the web): marked so, screen readers pass over it.
  const described = alt.trim() ? ` descr="${escapeAttr(alt)}"/>` : `>${DECORATIVE_EXT}</wp:docPr>`;
  return (
    `<w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="${pic.cx}" cy="${pic.cy}"/>` +
    `<wp:effectExtent l="0" t="0" r="0" b="0"/><wp:docPr id="${pic.id}" name="${name}"${described}` +
    '<wp:cNvGraphicFramePr><a:graphicFrameLocks noChangeAspect="1"/></wp:cNvGraphicFramePr>' +
    '<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic>' +
    `<pic:nvPicPr><pic:cNvPr id="${pic.id}" name="${name}" descr="${escapeAttr(alt)}"/><pic:cNvPicPr/></pic:nvPicPr>` +
    `<pic:blipFill><a:blip r:embed="${pic.rel}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill>` +
    `<pic:spPr>${xfrm(emuBox(0, 0, pic.cx, pic.cy))}${presetGeometry("rect")}</pic:spPr>` +
    "</pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>"
  );
}
