// Word paragraphs and tables → Quire blocks: headings by style, lists by numbering level, code, quotes, flattened tables.
import { inlineText, type Align, type Block, type Inline, type ListItem } from "../../formats/model/blocks.js";
import { wordInlines, wordText, type InlineContext } from "./inlines.js";
import type { WordNode, WordParagraph, WordTable } from "./model.js";
import { listRefOf, type WordNumbering } from "./numbering.js";

type ListBlock = Extract<Block, { type: "list" }>;

// Built-in style names are English in styles.xml whatever the language; ids are localised ("berschrift1" for German).
// "Heading 0" is a custom style some templates put above Heading 1 (pandoc's 0_level_headers.docx): a top-level heading.
const HEADING = /^(?:heading|überschrift|berschrift|titre|título|titulo|titolo|kop|rubrik)\s*(?<level>[0-9])$/i;
const TITLE = /^title$/i;
const TOC = /^(?:toc\s*\d|toc\s*heading|table of figures)$/i;
const CODE = /^(?:code|source code|html preformatted|plain text|verbatim|preformatted text)$/i;
const QUOTE = /^(?:quote|intense quote|block text|block quotation|quotations)$/i;

/** A contents heading ("Contents", "Table of Contents", "List of Figures", in the languages Word ships). */
const CONTENTS =
  /^(?:(?:table of )?contents?|toc|(?:list of )?(?:figures|tables|illustrations)|inhalt(?:sverzeichnis)?|sommaire|table des matières|índice|indice|inhoud(?:sopgave)?|contenido|sumário|目次|目录)$/i;
/** A contents line: a dot leader or tab before a page number ("Introduction ..... 2"). */
const CONTENTS_LINE = /(?:\t|…|\.{3,}|(?:\.\s){2,})\s*(?:\d{1,4}|[ivxlcdm]{1,7})\s*$/i;
const isContentsHeading = (text: string) => CONTENTS.test(text.trim().replace(/[:.]$/, "").trim());

/** Whether text can name the doc: a table of contents (its heading or one of its lines) never does. */
export const namesDoc = (text: string | null | undefined): text is string =>
  !!text?.trim() && !isContentsHeading(text) && !CONTENTS_LINE.test(text);

/** What the converter met that Markdown cannot hold (counted for warnings). */
export interface BlockTally {
  mergedCells: number;
  nestedTables: number;
  tocEntries: number;
  deepHeadings: number;
}

/** A paragraph that may name the doc: Title-styled ones first, else a "Heading 0" one. */
export interface TitleBlock {
  block: Block;
  text: string;
  kind: "title" | "heading0";
}

export class WordBlocks {
  readonly tally: BlockTally = { mergedCells: 0, nestedTables: 0, tocEntries: 0, deepHeadings: 0 };
  readonly titles: TitleBlock[] = [];

  /** `numbering`: the document's lists, to number each list as Word does (a list may start at 2). */
  constructor(
    private readonly ctx: InlineContext,
    private readonly numbering?: WordNumbering,
  ) {}

  /** Blocks of a body or a note; lists are rebuilt from their paragraphs' numbering levels. */
  convert(nodes: WordNode[]): Block[] {
    const out: Block[] = [];
    let lists: ListBlock[] = [];
    let code: string[] | null = null;
    let quote: Block[] | null = null;
    const flush = (keepList = false) => {
      if (!keepList) lists = [];
      if (code) out.push({ type: "code", lang: null, text: code.join("\n") });
      if (quote) out.push({ type: "quote", blocks: quote });
      code = null;
      quote = null;
    };
    for (const node of nodes) {
      if (node.type === "table") {
        flush();
        const table = this.table(node);
        if (table) out.push(table);
        continue;
      }
      if (node.type !== "paragraph") continue;
      // Every numbered paragraph counts, in document order, whether or not it stays a list item.
      const ref = node.numbering && this.numbering ? listRefOf(node) : null;
      const number = ref ? this.numbering!.next(ref) : null;
      const style = styleOf(node);
      if (TOC.test(style) || isTocEntry(node)) {
        // A "Contents" heading styled as a heading goes with the entries it heads.
        const last = out[out.length - 1];
        if (!this.tally.tocEntries && last?.type === "heading" && isContentsHeading(inlineText(last.children)))
          out.pop();
        this.tally.tocEntries++;
        continue;
      }
      if (CODE.test(style)) {
        const line = wordText(node.children, "\t");
        if (code) code.push(line);
        else {
          flush();
          code = [line];
        }
        continue;
      }
      const inlines = wordInlines(node.children, this.ctx);
      if (!inlines.length) continue;
      const heading = HEADING.exec(style) ?? HEADING.exec(node.styleId ?? "");
      if (heading || TITLE.test(style)) {
        flush();
        const zero = heading?.groups!.level === "0";
        const level = heading && !zero ? Number(heading.groups!.level) : 1;
        if (level > 6) {
          this.tally.deepHeadings++;
          out.push({ type: "paragraph", children: inlines });
          continue;
        }
        const block: Block = { type: "heading", level: level as 1, children: inlines, id: "" };
        if (!heading || zero)
          this.titles.push({
            block,
            text: wordText(node.children).replace(/\s+/g, " ").trim(),
            kind: zero ? "heading0" : "title",
          });
        out.push(block);
        continue;
      }
      if (QUOTE.test(style)) {
        if (!quote) flush();
        (quote ??= []).push({ type: "paragraph", children: inlines });
        continue;
      }
      if (node.numbering) {
        flush(true);
        lists = this.listItem(lists, out, Number(node.numbering.level) || 0, node.numbering.isOrdered, inlines, number);
        continue;
      }
      flush();
      out.push({ type: "paragraph", children: inlines });
    }
    flush();
    return out;
  }

  /**
   * Adds an item at a level (never more than one deeper than the open lists); returns the open lists, outermost first.
   * `number`: the item's number in Word, which a list it opens starts at.
   */
  private listItem(
    open: ListBlock[],
    out: Block[],
    level: number,
    ordered: boolean,
    inlines: Inline[],
    number: number | null = null,
  ): ListBlock[] {
    const lists = open.slice(0, Math.min(level, open.length - 1) + 1);
    let depth = Math.min(level, lists.length);
    const item: ListItem = { checked: null, blocks: [{ type: "paragraph", children: inlines }] };
    if (depth < lists.length && lists[depth]!.ordered !== ordered) lists.length = depth;
    if (depth === lists.length) {
      const list: ListBlock = {
        type: "list",
        ordered,
        start: ordered && number !== null && number >= 0 ? number : 1,
        items: [],
      };
      if (depth === 0) out.push(list);
      else {
        const parent = lists[depth - 1]!;
        parent.items[parent.items.length - 1]!.blocks.push(list);
      }
      lists.push(list);
      depth = lists.length - 1;
    }
    lists[depth]!.items.push(item);
    return lists;
  }

  /** A GFM table: the first row is the header; merged cells leave their text in the first cell of the span. */
  private table(node: WordTable): Block | null {
    const grid: Inline[][][] = [];
    const aligns: (string | null)[][] = [];
    const carried: number[] = []; // rows a vertical merge above still covers, per column
    for (const row of node.children) {
      if (row.type !== "tableRow") continue;
      const cells: Inline[][] = [];
      const rowAligns: (string | null)[] = [];
      let col = 0;
      const place = (inlines: Inline[], align: string | null = null) => {
        while ((carried[col] ?? 0) > 0) {
          carried[col]!--;
          cells[col++] = [];
        }
        rowAligns[col] = align;
        cells[col++] = inlines;
      };
      for (const cell of row.children) {
        if (cell.colSpan > 1 || cell.rowSpan > 1) this.tally.mergedCells++;
        const start = col;
        const inlines = this.cellInlines(cell.children);
        place(inlines, inlines.length ? alignmentOf(cell.children) : null);
        for (let k = 1; k < cell.colSpan; k++) place([]);
        for (let k = start; k < start + Math.max(1, cell.colSpan); k++)
          carried[k] = Math.max(carried[k] ?? 0, cell.rowSpan - 1);
      }
      for (let c = col; c < carried.length; c++) {
        if ((carried[c] ?? 0) > 0) {
          carried[c]!--;
          cells[c] = [];
        }
      }
      grid.push(cells);
      aligns.push(rowAligns);
    }
    const width = Math.max(0, ...grid.map((r) => r.length));
    if (!width || grid.every((r) => r.every((c) => !c.length))) return null;
    const rows = grid.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? []));
    // Word's header rows are usually bold throughout; Markdown's header row is bold already.
    const header = rows[0]!.map((c) => {
      const only = c.length === 1 ? c[0] : undefined;
      return only?.type === "strong" ? only.children : c;
    });
    return {
      type: "table",
      align: header.map((_, c) => columnAlign(aligns.map((r) => r[c]))),
      header,
      rows: rows.slice(1),
    };
  }

  /** A cell's paragraphs on one line, "; " between them (a GFM cell holds one line); tables inside flattened. */
  private cellInlines(nodes: WordNode[]): Inline[] {
    const parts: Inline[][] = [];
    for (const n of nodes) {
      if (n.type === "paragraph") {
        const inlines = oneLine(wordInlines(n.children, this.ctx));
        if (inlines.length) parts.push(inlines);
      } else if (n.type === "table") {
        this.tally.nestedTables++;
        for (const row of n.children)
          for (const cell of row.type === "tableRow" ? row.children : []) {
            const inner = this.cellInlines(cell.children);
            if (inner.length) parts.push(inner);
          }
      }
    }
    return parts.flatMap((p, i) => (i ? [{ type: "text", text: "; " } as Inline, ...p] : p));
  }
}

const styleOf = (p: WordParagraph) => (p.styleName ?? "").trim();

/**
 * A table of contents' entry whatever its style: Word links each entry to its heading's "_Toc…" bookmark, and the
 * rest of the line is at most its page number.
 */
function isTocEntry(p: WordParagraph): boolean {
  let linked = "";
  let rest = "";
  const walk = (nodes: WordNode[], inToc: boolean) => {
    for (const n of nodes) {
      if (n.type === "hyperlink") walk(n.children, inToc || /^_Toc/i.test(n.anchor ?? ""));
      else if (n.type === "text") {
        if (inToc) linked += n.value;
        else rest += n.value;
      } else if ("children" in n) walk(n.children as WordNode[], inToc);
    }
  };
  walk(p.children, false);
  return linked.trim() !== "" && /^[\s\d.ivxlcdm]*$/i.test(rest);
}

const alignmentOf = (nodes: WordNode[]) =>
  nodes.find((n): n is WordParagraph => n.type === "paragraph")?.alignment ?? null;

/** A column's alignment when every filled cell in it agrees (Word's "start"/"end" are left/right in left-to-right text). */
function columnAlign(values: (string | null | undefined)[]): Align {
  const set = new Set(
    values.filter((v) => v !== undefined).map((v) => ({ start: "left", end: "right", both: null })[v ?? ""] ?? v),
  );
  const only = set.size === 1 ? [...set][0] : null;
  return only === "left" || only === "center" || only === "right" ? only : null;
}

/** Line breaks as "; ", at any depth: a GFM cell is one line. */
function oneLine(inlines: Inline[]): Inline[] {
  return inlines.map((x): Inline => {
    if (x.type === "break") return { type: "text", text: "; " };
    return "children" in x ? { ...x, children: oneLine(x.children) } : x;
  });
}
