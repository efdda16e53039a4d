// Reads pptx, docx and xlsx packages as a screen reader would meet them and lists what is not accessible, one line a fault.
import { strFromU8, unzipSync } from "fflate";
import { spanLanguage } from "../../src/formats/model/language.js";
import { parseXml } from "./check-package.js";

const DECORATIVE_URI = "{C183D7F6-B498-43B3-948B-1728B52AA6E4}";
const CORE_NS = { dc: "http://purl.org/dc/elements/1.1/" };
const TITLES = new Set(["title", "ctrTitle"]);
const CHROME = new Set(["dt", "ftr", "sldNum"]);

type Files = Record<string, Uint8Array>;

const elements = (root: Document | Element, localName: string): Element[] =>
  Array.from(root.getElementsByTagNameNS("*", localName));
const childElements = (el: Element): Element[] =>
  Array.from(el.childNodes).filter((n): n is Element => n.nodeType === 1);
const child = (el: Element | undefined, localName: string): Element | undefined =>
  el ? childElements(el).find((c) => c.localName === localName) : undefined;
const read = (files: Files, name: string) => parseXml(strFromU8(files[name]!), name);

/** A drawing's cNvPr/docPr says what it shows, or marks it as decoration. */
function described(props: Element | undefined): boolean {
  if (!props) return false;
  if ((props.getAttribute("descr") ?? "").trim()) return true;
  return elements(props, "ext").some(
    (e) =>
      e.getAttribute("uri") === DECORATIVE_URI && elements(e, "decorative").some((d) => d.getAttribute("val") === "1"),
  );
}

/** docProps/core.xml's title and language. */
export function coreProblems(files: Files, title: string, lang: string): string[] {
  const core = read(files, "docProps/core.xml");
  const text = (name: string) => core.getElementsByTagNameNS(CORE_NS.dc, name)[0]?.textContent ?? null;
  const out: string[] = [];
  if (text("title") !== title)
    out.push(`core.xml: dc:title is ${JSON.stringify(text("title"))}, not ${JSON.stringify(title)}`);
  if (text("language") !== lang) out.push(`core.xml: dc:language is ${JSON.stringify(text("language"))}, not ${lang}`);
  return out;
}

/** Whether a DrawingML table's first row is drawn as a header: every run in it bold. */
function drawsHeaderRow(tbl: Element): boolean {
  const runs = elements(childElements(tbl).find((c) => c.localName === "tr") ?? tbl, "rPr").filter(
    (r) => r.parentNode && (r.parentNode as Element).localName === "r",
  );
  return runs.length > 0 && runs.every((r) => r.getAttribute("b") === "1");
}

/** The slide parts in presentation order. */
function slideParts(files: Files): string[] {
  const rels = read(files, "ppt/_rels/presentation.xml.rels");
  const target = new Map(elements(rels, "Relationship").map((r) => [r.getAttribute("Id"), r.getAttribute("Target")!]));
  const ids = elements(read(files, "ppt/presentation.xml"), "sldId").filter((s) =>
    s.namespaceURI?.includes("presentationml"),
  );
  return ids.map(
    (s) =>
      `ppt/${target.get(s.getAttributeNS("http://schemas.openxmlformats.org/officeDocument/2006/relationships", "id"))!.replace(/^\/?ppt\//, "")}`,
  );
}

export interface SlideTitle {
  part: string;
  title: string;
  /** Set beside the slide, off it: for screen readers and the outline only. */
  hidden: boolean;
}

/** Each slide's title placeholder text (empty when none). */
export function slideTitles(pptx: Uint8Array): SlideTitle[] {
  const files = unzipSync(pptx);
  return slideParts(files).map((part) => {
    const title = elements(read(files, part), "sp").find((sp) =>
      elements(sp, "ph").some((ph) => TITLES.has(ph.getAttribute("type") ?? "")),
    );
    const off = title ? elements(title, "off")[0] : undefined;
    const ext = title ? elements(title, "ext").find((e) => e.hasAttribute("cx")) : undefined;
    const hidden = !!off && !!ext && Number(off.getAttribute("x")) + Number(ext.getAttribute("cx")) <= 0;
    return { part, title: title ? text(title) : "", hidden };
  });
}

const text = (el: Element) =>
  elements(el, "t")
    .map((t) => t.textContent ?? "")
    .join("")
    .trim();

/** A run's lang: the document's, or the span's own language with the document's as altLang. */
function runLangProblem(rPr: Element, runText: string, lang: string): string | null {
  const own = spanLanguage(runText, lang);
  const got = rPr.getAttribute("lang");
  if (own)
    return got === own && rPr.getAttribute("altLang") === lang
      ? null
      : `run "${runText.slice(0, 30)}" has lang=${got}, altLang=${rPr.getAttribute("altLang")}; expected ${own} (alt ${lang})`;
  return got === lang ? null : `run "${runText.slice(0, 30)}" has lang=${got}, not ${lang}`;
}

/** Every text run of a DrawingML part (slide, notes, chart) outside the template's footers carries the language. */
function drawingLangProblems(doc: Document, part: string, lang: string): string[] {
  const out: string[] = [];
  const chrome = (el: Element) => {
    for (let n: Node | null = el; n; n = n.parentNode)
      if (n.nodeType === 1 && (n as Element).localName === "sp")
        return elements(n as Element, "ph").some((ph) => CHROME.has(ph.getAttribute("type") ?? ""));
    return false;
  };
  for (const r of elements(doc, "r")) {
    const rPr = child(r, "rPr");
    if (chrome(r)) continue;
    if (!rPr) out.push(`${part}: run "${text(r)}" has no a:rPr (no lang)`);
    else {
      const problem = runLangProblem(rPr, child(r, "t")?.textContent ?? "", lang);
      if (problem) out.push(`${part}: ${problem}`);
    }
  }
  for (const end of elements(doc, "endParaRPr"))
    if (!chrome(end) && end.getAttribute("lang") !== lang)
      out.push(`${part}: a:endParaRPr lang=${end.getAttribute("lang")}, not ${lang}`);
  return out;
}

/**
 * A deck's faults: pictures, charts and tables without a description or a decorative mark; shapes without text not
 * marked as decoration; a slide without a title placeholder with text, or with it not first in reading order; a table
 * whose header row is not marked; runs, notes and charts without the language; core properties.
 */
export function pptxProblems(pptx: Uint8Array, title: string, lang: string): string[] {
  const files = unzipSync(pptx);
  const out = coreProblems(files, title, lang);
  for (const part of slideParts(files)) {
    const doc = read(files, part);
    const tree = elements(doc, "spTree")[0]!;
    const shapes = childElements(tree).filter((c) =>
      ["sp", "pic", "graphicFrame", "grpSp", "cxnSp"].includes(c.localName!),
    );
    const first = shapes[0];
    const isTitle = (el: Element | undefined) =>
      !!el &&
      el.localName === "sp" &&
      elements(el, "ph").some((ph) => TITLES.has(ph.getAttribute("type") ?? "")) &&
      !!text(el);
    if (!shapes.some(isTitle)) out.push(`${part}: no title placeholder with text`);
    else if (!isTitle(first)) out.push(`${part}: the title is not first in reading order`);
    for (const el of [...elements(tree, "pic"), ...elements(tree, "graphicFrame")]) {
      const props = elements(el, "cNvPr")[0];
      if (!described(props))
        out.push(
          `${part}: ${el.localName} "${props?.getAttribute("name")}" has neither alt text nor a decorative mark`,
        );
    }
    for (const sp of elements(tree, "sp")) {
      if (elements(sp, "ph").length || text(sp)) continue;
      if (!described(elements(sp, "cNvPr")[0]))
        out.push(
          `${part}: shape "${elements(sp, "cNvPr")[0]?.getAttribute("name")}" draws no text and is not marked as decoration`,
        );
    }
    // A table whose source names no column has no header row to mark; one drawn as a header (bold throughout) is marked.
    for (const tbl of elements(tree, "tbl"))
      if (child(tbl, "tblPr")?.getAttribute("firstRow") !== "1" && drawsHeaderRow(tbl))
        out.push(`${part}: a table does not mark its header row (firstRow)`);
    out.push(...drawingLangProblems(doc, part, lang));
  }
  for (const name of Object.keys(files).filter((n) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(n)))
    out.push(...drawingLangProblems(read(files, name), name, lang));
  for (const name of Object.keys(files).filter((n) => /^ppt\/charts\/chart\d+\.xml$/.test(n))) {
    const got = elements(read(files, name), "lang")[0]?.getAttribute("val");
    if (got !== lang) out.push(`${name}: c:lang is ${got}, not ${lang}`);
  }
  return out;
}

/** The theme's own artwork on its masters and layouts (shapes drawing no text, not placeholders) is marked as decoration. */
export function layoutArtworkProblems(pptx: Uint8Array): string[] {
  const files = unzipSync(pptx);
  const out: string[] = [];
  for (const part of Object.keys(files).filter((n) =>
    /^ppt\/(slideLayouts\/slideLayout|slideMasters\/slideMaster)\d+\.xml$/.test(n),
  )) {
    for (const sp of elements(read(files, part), "sp")) {
      if (elements(sp, "ph").length || text(sp)) continue;
      if (!described(elements(sp, "cNvPr")[0]))
        out.push(`${part}: artwork "${elements(sp, "cNvPr")[0]?.getAttribute("name")}" is not marked as decoration`);
    }
  }
  return out;
}

const W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
const wAttr = (el: Element | undefined, name: string) => el?.getAttributeNS(W_NS, name) ?? null;
/** Where Word keeps a language: East Asian and complex-script languages have their own slots. */
const slotOf = (lang: string) =>
  ["zh", "ja", "ko"].includes(lang.split("-")[0]!)
    ? "eastAsia"
    : ["ar", "he", "hi", "th"].includes(lang.split("-")[0]!)
      ? "bidi"
      : "val";

/**
 * A document's faults: pictures without alt text or a decorative mark; Heading1..6 missing or not linked to outline
 * levels; headings that skip a level (the Title is the first level); tables whose first row does not repeat as a header
 * or is not marked as one; the language missing from the defaults, a span in another script without its own; core properties.
 */
export function docxProblems(docx: Uint8Array, title: string, lang: string): string[] {
  const files = unzipSync(docx);
  const out = coreProblems(files, title, lang);
  const styles = read(files, "word/styles.xml");
  const styleById = new Map(elements(styles, "style").map((s) => [wAttr(s, "styleId"), s]));
  for (let l = 1; l <= 6; l++) {
    const level = wAttr(elements(styleById.get(`Heading${l}`) ?? styles.documentElement!, "outlineLvl")[0], "val");
    if (level !== String(l - 1)) out.push(`styles.xml: Heading${l} is not outline level ${l}`);
  }
  const defaults = elements(elements(styles, "rPrDefault")[0] ?? styles.documentElement!, "lang")[0];
  if (wAttr(defaults, slotOf(lang)) !== lang)
    out.push(`styles.xml: the default w:lang ${slotOf(lang)} is ${wAttr(defaults, slotOf(lang))}, not ${lang}`);

  const doc = read(files, "word/document.xml");
  for (const props of elements(doc, "docPr"))
    if (!described(props))
      out.push(`document.xml: picture "${props.getAttribute("name")}" has neither alt text nor a decorative mark`);
  let last = 0;
  for (const p of elements(doc, "p")) {
    const style = wAttr(elements(p, "pStyle")[0], "val") ?? "";
    const level = style === "Title" ? 1 : /^Heading([1-6])$/.test(style) ? Number(style.slice(7)) : 0;
    if (!level) continue;
    if (level > last + 1)
      out.push(`document.xml: "${text(p).slice(0, 40)}" is ${style} after level ${last}: a level is skipped`);
    last = level;
  }
  for (const tbl of elements(doc, "tbl")) {
    const firstRow = childElements(tbl).find((c) => c.localName === "tr");
    const repeats = !!firstRow && elements(firstRow, "tblHeader").length > 0;
    const marked = wAttr(elements(tbl, "tblLook")[0], "firstRow") === "1";
    // A table whose source names no column has no header row: its first row is neither shaded as one nor marked.
    const shadedAsHeader =
      !!firstRow &&
      elements(firstRow, "tc").every((tc) => !["", "auto"].includes(wAttr(elements(tc, "shd")[0], "fill") ?? ""));
    if (!repeats && (marked || shadedAsHeader))
      out.push("document.xml: a table's first row does not repeat as its header (w:tblHeader)");
    if (!marked && (repeats || shadedAsHeader))
      out.push("document.xml: a table does not mark its header row (w:tblLook firstRow)");
  }
  for (const r of elements(doc, "r")) {
    const runText = elements(r, "t")
      .map((t) => t.textContent ?? "")
      .join("");
    const own = runText ? spanLanguage(runText, lang) : null;
    if (!own) continue;
    const marked = elements(r, "lang").some((l) => wAttr(l, slotOf(own)) === own);
    if (!marked) out.push(`document.xml: run "${runText.slice(0, 30)}" is ${own} but not marked so`);
  }
  return out;
}

/** A workbook's faults: a sheet whose header row is not print titles or not frozen, merged cells, drawings without alt text; core properties. */
export function xlsxProblems(xlsx: Uint8Array, title: string, lang: string): string[] {
  const files = unzipSync(xlsx);
  const out = coreProblems(files, title, lang);
  const book = read(files, "xl/workbook.xml");
  const sheets = elements(book, "sheet");
  const names = elements(book, "definedName");
  sheets.forEach((sheet, i) => {
    const titles = names.find(
      (n) => n.getAttribute("name") === "_xlnm.Print_Titles" && n.getAttribute("localSheetId") === String(i),
    );
    if (!titles?.textContent?.endsWith("!$1:$1"))
      out.push(`workbook.xml: sheet "${sheet.getAttribute("name")}" does not repeat its header row on printed pages`);
    const part = `xl/worksheets/sheet${i + 1}.xml`;
    const xml = read(files, part);
    const pane = elements(xml, "pane")[0];
    if (pane?.getAttribute("state") !== "frozen" || pane.getAttribute("ySplit") !== "1")
      out.push(`${part}: the header row is not frozen`);
    if (elements(xml, "mergeCell").length) out.push(`${part}: merged cells in a table`);
  });
  for (const name of Object.keys(files).filter((n) => /^xl\/drawings\/drawing\d+\.xml$/.test(n))) {
    const doc = read(files, name);
    for (const el of [...elements(doc, "pic"), ...elements(doc, "graphicFrame")])
      if (!described(elements(el, "cNvPr")[0]))
        out.push(`${name}: a drawing has neither alt text nor a decorative mark`);
  }
  return out;
}
