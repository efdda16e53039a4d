// Word paragraphs and tables → Quire blocks: headings by style, lists by numbering level, code, quotes, flattened tables.
import type { Align, Block, Inline, ListItem } from "../formats/blocks.js";
import { wordInlines, wordText, type InlineContext } from "./word-inlines.js";
import type { WordNode, WordParagraph, WordTable } from "./word-model.js";

type ListBlock = Extract<Block, { type: "list" }>;

// Built-in style names are English in styles.xml whatever the language; ids are localised ("berschrift1" for German).
const HEADING = /^(?:heading|überschrift|berschrift|titre|título|titulo|titolo|kop|rubrik)\s*([1-9])$/i;
const TITLE = /^title$/i;
const TOC = /^(?:toc\s*\d|toc\s*heading|table of figures)$/i;
const CODE = /^(?:code|source code|html preformatted|plain text|verbatim|preformatted text)$/i;
const QUOTE = /^(?:quote|intense quote|block text|block quotation|quotations)$/i;

/** What the converter met that Markdown cannot hold (counted for warnings). */
export interface BlockTally {
  mergedCells: number;
  nestedTables: number;
  tocEntries: number;
  deepHeadings: number;
}

/** A Title-styled paragraph: the first one names the doc. */
export interface TitleBlock {
  block: Block;
  text: string;
}

export class WordBlocks {
  readonly tally: BlockTally = { mergedCells: 0, nestedTables: 0, tocEntries: 0, deepHeadings: 0 };
  readonly titles: TitleBlock[] = [];

  constructor(private readonly ctx: InlineContext) {}

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
      const style = styleOf(node);
      if (TOC.test(style)) {
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
        const level = heading ? Number(heading[1]) : 1;
        if (level > 6) {
          this.tally.deepHeadings++;
          out.push({ type: "paragraph", children: inlines });
          continue;
        }
        const block: Block = { type: "heading", level: level as 1, children: inlines, id: "" };
        if (!heading) this.titles.push({ block, text: wordText(node.children).replace(/\s+/g, " ").trim() });
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
        lists = this.listItem(lists, out, Number(node.numbering.level) || 0, node.numbering.isOrdered, inlines);
        continue;
      }
      flush();
      out.push({ type: "paragraph", children: inlines });
    }
    flush();
    return out;
  }

  /** Adds an item at a level (never more than one deeper than the open lists); returns the open lists, outermost first. */
  private listItem(open: ListBlock[], out: Block[], level: number, ordered: boolean, inlines: Inline[]): ListBlock[] {
    const lists = open.slice(0, Math.min(level, open.length - 1) + 1);
    let depth = Math.min(level, lists.length);
    const item: ListItem = { checked: null, blocks: [{ type: "paragraph", children: inlines }] };
    if (depth < lists.length && lists[depth]!.ordered !== ordered) lists.length = depth;
    if (depth === lists.length) {
      const list: ListBlock = { type: "list", ordered, start: 1, items: [] };
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
        for (let k = start; k < start + Math.max(1, cell.colSpan); k++) carried[k] = Math.max(carried[k] ?? 0, cell.rowSpan - 1);
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
    return { type: "table", align: header.map((_, c) => columnAlign(aligns.map((r) => r[c]))), header, rows: rows.slice(1) };
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
        for (const row of n.children) for (const cell of row.type === "tableRow" ? row.children : []) {
          const inner = this.cellInlines(cell.children);
          if (inner.length) parts.push(inner);
        }
      }
    }
    return parts.flatMap((p, i) => (i ? [{ type: "text", text: "; " } as Inline, ...p] : p));
  }
}

const styleOf = (p: WordParagraph) => (p.styleName ?? "").trim();

const alignmentOf = (nodes: WordNode[]) => nodes.find((n): n is WordParagraph => n.type === "paragraph")?.alignment ?? null;

/** A column's alignment when every filled cell in it agrees (Word's "start"/"end" are left/right in left-to-right text). */
function columnAlign(values: (string | null | undefined)[]): Align {
  const set = new Set(values.filter((v) => v !== undefined).map((v) => ({ start: "left", end: "right", both: null })[v ?? ""] ?? v));
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
