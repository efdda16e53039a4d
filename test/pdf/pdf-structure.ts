// Test helper: reads a tagged PDF back the way assistive technology would (poppler's structure tree with its text,
// pdf.js's structure tree with Alt and Lang, the marked content of every page) and lists what a PDF/UA rule finds wrong.
import { execFileSync } from "node:child_process";
import { DOMParser } from "@xmldom/xmldom";
import { openOwnPdf } from "../../src/formats/raster/pdfjs.js";
import { spanLanguage } from "../../src/formats/model/language.js";
import { pdfFonts, pdfText, rawPdf, savePdf } from "./poppler.js";

/** An element of `pdfinfo -struct-text`'s tree: its role, /T title, attribute lines and the text of its own content. */
export interface StructNode {
  role: string;
  title?: string;
  attributes: string[];
  text: string[];
  children: StructNode[];
}

/** Bidi controls pdftotext puts around right-to-left words. */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Parses `pdfinfo -struct-text` (two spaces of indent per level; attributes on lines of their own starting with "/"). */
export function parseStructText(out: string): StructNode {
  const root: StructNode = { role: "(root)", attributes: [], text: [], children: [] };
  const stack: { depth: number; node: StructNode }[] = [{ depth: -1, node: root }];
  for (const line of out.split("\n")) {
    if (!line.trim()) continue;
    const depth = (line.length - line.trimStart().length) / 2;
    const body = line.trim();
    while (stack.length > 1 && stack[stack.length - 1]!.depth >= depth && !body.startsWith("/")) stack.pop();
    const parent = stack[stack.length - 1]!.node;
    if (body.startsWith("/")) parent.attributes.push(body);
    else if (body.startsWith('"')) parent.text.push(body.slice(1, -1));
    else if (body.startsWith("Object ")) continue;
    else {
      const m = /^(\w+):?(?: "(.*)")?/.exec(body)!;
      const node: StructNode = {
        role: m[1]!,
        ...(m[2] !== undefined ? { title: m[2] } : {}),
        attributes: [],
        text: [],
        children: [],
      };
      parent.children.push(node);
      stack.push({ depth, node });
    }
  }
  return root;
}

export function* walk(node: StructNode): Generator<StructNode> {
  yield node;
  for (const c of node.children) yield* walk(c);
}

/** All text under a node, in order, runs joined as written. */
export const textOf = (node: StructNode): string => [...node.text, ...node.children.map(textOf)].join("");

/** All text under a node with a space between elements (an element's end is a word's). */
const wordsOf = (node: StructNode): string => [node.text.join(""), ...node.children.map(wordsOf)].join(" ");

export const squash = (s: string) => s.replace(/\s+/g, " ").trim();

const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/**
 * Text to compare: whitespace squashed, and each right-to-left word reduced to its sorted letters. Shaped
 * right-to-left glyphs are drawn in visual order (as every PDF writer draws them), so a reader of the content stream
 * (poppler's tree text) gets a word's letters backwards, a ligature's own letters forwards; the words come in order.
 */
export const comparable = (s: string) =>
  squash(s.replace(BIDI_CONTROLS, ""))
    .split(" ")
    // Punctuation between a right-to-left word and the next goes with either, as each reader sees it.
    .map((w) => (RTL.test(w) ? [...w.replace(/[^\p{L}\p{M}\p{N}]/gu, "")].sort().join("") : w))
    .filter(Boolean)
    .join(" ");

interface PdfjsStructNode {
  role?: string;
  alt?: string;
  lang?: string;
  type?: string;
  id?: string;
  children?: PdfjsStructNode[];
}

/** A run of text as pdf.js reads it from a page, with the marked content it sits in. */
export interface MarkedText {
  text: string;
  /** The MCID's content id ("p12R_mc3"), "artifact", or null when in no marked content at all. */
  mark: string | null;
}

export interface TaggedPdf {
  file: string;
  bytes: Uint8Array;
  tree: StructNode;
  /** Every page's text runs with their marks. */
  texts: MarkedText[];
  /** The Lang of the element (or its nearest ancestor) that owns each MCID. */
  langOf: Map<string, string | undefined>;
  /** Every Figure's Alt as pdf.js reads it (undefined when missing). */
  figureAlts: (string | undefined)[];
  /** Headings as pdf.js reads them: level and text, right-to-left runs in reading order (its bidi applied). */
  headings: { level: number; text: string }[];
  /** The text of all tagged content as pdf.js reads it. */
  taggedText: string;
  /** MCIDs the structure tree points at. */
  tagged: Set<string>;
  catalogLang: string | undefined;
  marked: boolean;
  outline: { title: string; items: unknown[] }[];
  xmp: string;
  title: string;
}

/** Saves and reads back a PDF: poppler for the tree and its text, pdf.js for Alt, Lang, marks and the document's own entries. */
export async function readTagged(bytes: Uint8Array): Promise<TaggedPdf> {
  const file = savePdf(bytes);
  const tree = parseStructText(
    execFileSync("pdfinfo", ["-struct-text", file], { encoding: "utf8", maxBuffer: 1 << 28 }),
  );
  const xmp = execFileSync("pdfinfo", ["-meta", file], { encoding: "utf8" });
  const title = /^Title:\s*(.*)$/m.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))?.[1]?.trim() ?? "";
  const doc = await openOwnPdf(bytes);
  const texts: MarkedText[] = [];
  const langOf = new Map<string, string | undefined>();
  const figureAlts: (string | undefined)[] = [];
  const tagged = new Set<string>();
  const headings: { level: number; text: string }[] = [];
  const byMark = new Map<string, string>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const content = await page.getTextContent({ includeMarkedContent: true });
    const marks: (string | null)[] = [];
    for (const item of content.items as {
      type?: string;
      tag?: string;
      id?: string | null;
      str?: string;
      hasEOL?: boolean;
    }[]) {
      if (item.type === "beginMarkedContent" || item.type === "beginMarkedContentProps")
        marks.push(item.tag === "Artifact" ? "artifact" : (item.id ?? null));
      else if (item.type === "endMarkedContent") marks.pop();
      else if (item.str !== undefined) {
        const mark = marks.includes("artifact") ? "artifact" : (marks[marks.length - 1] ?? null);
        // pdf.js ends a line with hasEOL rather than the space drawn there.
        if (mark && mark !== "artifact")
          byMark.set(mark, `${byMark.get(mark) ?? ""}${item.str}${item.hasEOL ? " " : ""}`);
        if (item.str.trim()) texts.push({ text: item.str, mark });
      }
    }
    const textUnder = (n: PdfjsStructNode): string =>
      n.type === "content" && n.id ? (byMark.get(n.id) ?? "") : (n.children ?? []).map(textUnder).join("");
    const visit = (n: PdfjsStructNode, lang: string | undefined) => {
      const own = n.lang ?? lang;
      if (n.role === "Figure") figureAlts.push(n.alt);
      if (n.role && /^H[1-6]$/.test(n.role)) headings.push({ level: Number(n.role[1]), text: squash(textUnder(n)) });
      if (n.type === "content" && n.id) {
        tagged.add(n.id);
        langOf.set(n.id, own);
      }
      for (const c of n.children ?? []) visit(c, own);
    };
    const structTree = (await page.getStructTree()) as PdfjsStructNode | null;
    if (structTree) visit(structTree, undefined);
  }
  // pdf.js counts a Figure once per page its content is on; ours never span pages.
  const meta = await doc.getMetadata();
  const markInfo = (await doc.getMarkInfo()) as { Marked?: boolean } | null;
  const outline = ((await doc.getOutline()) ?? []) as { title: string; items: unknown[] }[];
  await doc.destroy();
  const taggedText = [...byMark.values()].join(" ");
  return {
    file,
    bytes,
    tree,
    texts,
    langOf,
    figureAlts,
    headings,
    taggedText,
    tagged,
    catalogLang: (meta.info as { Language?: string }).Language,
    marked: !!markInfo?.Marked,
    outline,
    xmp,
    title,
  };
}

/** Headings (H1…H6) in the order of poppler's tree: level and text, comparable. */
export function popplerHeadings(pdf: TaggedPdf): { level: number; text: string }[] {
  return [...walk(pdf.tree)]
    .filter((n) => /^H[1-6]$/.test(n.role))
    .map((n) => ({ level: Number(n.role[1]), text: comparable(textOf(n)) }));
}

/** Each rule's findings; an empty list is a pass. */
export const rules = {
  /** The tree exists, under a single Document element. */
  structureTree(pdf: TaggedPdf): string[] {
    const top = pdf.tree.children;
    if (top.length !== 1 || top[0]!.role !== "Document")
      return [`expected one Document root, got ${top.map((n) => n.role).join(", ") || "nothing"}`];
    return top[0]!.children.length ? [] : ["the Document element is empty"];
  },

  /** The first heading is H1 and no heading is more than one level below the one before (poppler and pdf.js agreeing). */
  headingLevels(pdf: TaggedPdf): string[] {
    const out: string[] = [];
    const levels = popplerHeadings(pdf).map((h) => h.level);
    if (levels.join() !== pdf.headings.map((h) => h.level).join())
      out.push(`poppler reads heading levels ${levels.join()}, pdf.js ${pdf.headings.map((h) => h.level).join()}`);
    let previous = 0;
    for (const h of popplerHeadings(pdf)) {
      if (h.level > previous + 1)
        out.push(`H${h.level} "${h.text}" follows ${previous ? `H${previous}` : "no heading"}`);
      previous = h.level;
    }
    return out;
  },

  /** L holds LI only; LI holds Lbl and LBody only (an LBody always); Lbl and LBody sit in an LI, LI in an L. */
  lists(pdf: TaggedPdf): string[] {
    const out: string[] = [];
    const check = (n: StructNode, parent: StructNode | null) => {
      if (n.role === "L" && !n.children.every((c) => c.role === "LI"))
        out.push(`L holds ${n.children.map((c) => c.role).join(", ")}`);
      if (n.role === "LI") {
        if (!n.children.every((c) => c.role === "Lbl" || c.role === "LBody"))
          out.push(`LI holds ${n.children.map((c) => c.role).join(", ")}`);
        if (!n.children.some((c) => c.role === "LBody")) out.push(`LI without LBody: "${textOf(n)}"`);
        if (parent?.role !== "L") out.push(`LI inside ${parent?.role}`);
      }
      if ((n.role === "Lbl" || n.role === "LBody") && parent?.role !== "LI")
        out.push(`${n.role} inside ${parent?.role}`);
      for (const c of n.children) check(c, n);
    };
    check(pdf.tree, null);
    return out;
  },

  /**
   * Table holds TR; the first TR is header cells (TH with a Scope), the rest data cells (TD); every row has as many
   * cells. A table whose source names no column (a Markdown header row of empty cells) has no header row: TD rows alone.
   */
  tables(pdf: TaggedPdf): string[] {
    const out: string[] = [];
    for (const t of walk(pdf.tree)) {
      if (t.role !== "Table") continue;
      const rows = t.children;
      if (!rows.length || !rows.every((r) => r.role === "TR")) {
        out.push(`Table holds ${rows.map((r) => r.role).join(", ")}`);
        continue;
      }
      const headerless = rows.every((r) => r.children.every((c) => c.role === "TD"));
      const [head, ...rest] = rows;
      const body = headerless ? rows : rest;
      if (
        !headerless &&
        (!head!.children.length ||
          !head!.children.every(
            (c) => c.role === "TH" && c.attributes.some((a) => /^\/Scope \/(Column|Row|Both)$/.test(a)),
          ))
      )
        out.push(`first row is not scoped TH cells: ${head!.children.map((c) => c.role).join(", ")}`);
      for (const r of body) {
        if (!r.children.every((c) => c.role === "TD"))
          out.push(`a body row holds ${r.children.map((c) => c.role).join(", ")}`);
        if (r.children.length !== head!.children.length)
          out.push(`a row has ${r.children.length} cells, the header ${head!.children.length}`);
      }
    }
    return out;
  },

  /** Every Figure has non-empty alternate text. */
  figureAlt(pdf: TaggedPdf): string[] {
    return pdf.figureAlts.filter((a) => !a?.trim()).map(() => "a Figure without Alt");
  },

  /** All text is marked: in tagged content the tree points at, or in an artifact. */
  everythingMarked(pdf: TaggedPdf): string[] {
    const out: string[] = [];
    for (const t of pdf.texts) {
      if (t.mark === null) out.push(`untagged text "${t.text}"`);
      else if (t.mark !== "artifact" && !pdf.tagged.has(t.mark))
        out.push(`text "${t.text}" in ${t.mark}, which no element owns`);
    }
    return out.slice(0, 20);
  },

  /**
   * Artifacts are only pagination and ornament: page numbers, a repeat of text tagged elsewhere (a header row, a
   * slide's or sheet's title with "(cont.)"), a quotation mark, a portrait's initials.
   */
  artifactsAreDecoration(pdf: TaggedPdf): string[] {
    const tagged = squash(textOf(pdf.tree)).replace(/\s/g, "");
    return pdf.texts
      .filter((t) => t.mark === "artifact")
      .map((t) => t.text.trim())
      .filter(
        (s) =>
          !/^\d+ \/ \d+$/.test(s) &&
          !/^[\u201C\u201D"]$/.test(s) &&
          !/^\p{Lu}{1,3}$/u.test(s) &&
          !tagged.includes(s.replace(/\(cont\.\)$/, "").replace(/\s/g, "")) &&
          s !== "(cont.)",
      )
      .map((s) => `artifact text "${s}" is not pagination or ornament`)
      .slice(0, 20);
  },

  /** Page numbers ("3 / 12") are pagination artifacts, never content. */
  paginationIsArtifact(pdf: TaggedPdf): string[] {
    return pdf.texts
      .filter((t) => /^\d+ \/ \d+$/.test(t.text.trim()) && t.mark !== "artifact")
      .map((t) => `page number "${t.text}" is tagged as content`);
  },

  /** Every word pdftotext finds on the pages is in the structure tree's text (poppler's), or in an artifact. */
  visibleTextTagged(pdf: TaggedPdf): string[] {
    const treeText = comparable(wordsOf(pdf.tree));
    const tagged = treeText.replace(/\s/g, "");
    const rtlWords = new Set(treeText.split(" ").filter((w) => RTL.test(w)));
    const artifactTexts = pdf.texts.filter((t) => t.mark === "artifact").map((t) => t.text);
    const artifacts = new Set([
      ...artifactTexts.flatMap((t) => t.split(/\s+/)),
      ...artifactTexts.map((t) => t.replace(/\s/g, "")),
    ]);
    const words = comparable(pdfText(pdf.file)).split(" ").filter(Boolean);
    const found = (w: string) => artifacts.has(w) || (RTL.test(w) ? rtlWords.has(w) : tagged.includes(w));
    return [...new Set(words.filter((w) => !found(w)))]
      .map((w) => `"${w}" is on a page but not in the structure tree`)
      .slice(0, 20);
  },

  /** The catalog's Lang is the document's language; text in a script that names another language sits in an element with that Lang. */
  languages(pdf: TaggedPdf, documentLang: string): string[] {
    const out: string[] = [];
    if (pdf.catalogLang !== documentLang) out.push(`catalog Lang ${pdf.catalogLang}, expected ${documentLang}`);
    for (const t of pdf.texts) {
      if (!t.mark || t.mark === "artifact") continue;
      const wanted = spanLanguage(t.text, documentLang);
      const lang = pdf.langOf.get(t.mark);
      if (wanted && !(lang === wanted || (wanted === "zh" && lang === "ja")))
        out.push(`"${t.text}" is ${wanted} but tagged ${lang ?? "with no Lang"}`);
    }
    return out.slice(0, 20);
  },

  /** MarkInfo Marked, DisplayDocTitle, the title in Info and in well-formed XMP, the PDF/UA-1 identifier, tab order. */
  documentEntries(pdf: TaggedPdf, title: string): string[] {
    const out: string[] = [];
    if (!pdf.marked) out.push("MarkInfo /Marked is not true");
    if (!/\/DisplayDocTitle true/.test(rawPdf(pdf.bytes)))
      out.push("no /ViewerPreferences << /DisplayDocTitle true >>");
    if (pdf.title !== title) out.push(`Info Title "${pdf.title}", expected "${title}"`);
    const errors: string[] = [];
    const xml = new DOMParser({
      onError: (level, message) => level !== "warning" && errors.push(message),
    }).parseFromString(pdf.xmp.trim().replace(/^<\?xpacket[^>]*\?>|<\?xpacket[^>]*\?>$/g, ""), "text/xml");
    if (errors.length) out.push(`XMP is not well-formed: ${errors[0]}`);
    const text = (ns: string, name: string) =>
      [...Array.from(xml.getElementsByTagNameNS(ns, name))].map((e) => e.textContent?.trim());
    if (text("http://www.aiim.org/pdfua/ns/id/", "part")[0] !== "1") out.push("XMP has no pdfuaid:part 1");
    if (!text("http://purl.org/dc/elements/1.1/", "title").some((t) => t === title))
      out.push(`XMP dc:title is not "${title}"`);
    const raw = rawPdf(pdf.bytes);
    if (!raw.startsWith("%PDF-1.7")) out.push("not a PDF 1.7 file");
    if (/\/ParentTree <<\s*\/Limits/.test(raw)) out.push("the ParentTree's root node has /Limits");
    // Annotations (links) are visited in structure order on every page.
    const pages = raw.match(/<<\n\/Type \/Page\n[\s\S]*?\n>>/g) ?? [];
    if (!pages.length || pages.some((p) => !/\/Tabs \/S/.test(p))) out.push("a page without /Tabs /S");
    return out;
  },

  /** Every font is embedded and maps its glyphs to Unicode. */
  fonts(pdf: TaggedPdf): string[] {
    return pdfFonts(pdf.file)
      .filter((f) => !f.embedded || !f.unicode)
      .map((f) => `font ${f.name}: embedded ${f.embedded}, ToUnicode ${f.unicode}`);
  },
};
