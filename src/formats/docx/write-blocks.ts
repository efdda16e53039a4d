// Markdown blocks → WordprocessingML: headings, paragraphs, nested/task lists, code, quotes, tables, rules.
import { inlineText, type Block, type Inline } from "../model/blocks.js";
import { hasHeaderRow } from "../model/table-cells.js";
import { textRun, writeInlines, type InlineContext } from "./write-inlines.js";

export interface BlockContext extends InlineContext {
  /** List nesting level of the enclosing item (-1 outside lists). */
  level: number;
  quote: number;
  /** Extra left indent in twips (continuation blocks of list items). */
  indent: number;
  /** Added to heading levels (a slide's Markdown sits below the slide title). */
  headingShift: number;
  /** Paragraph style for plain paragraphs (FootnoteText inside footnotes). */
  paraStyle?: string;
  /** Runs the next paragraph starts with (a footnote's own reference mark), consumed once. */
  lead?: { runs: string };
  /** Bookmark names of top-level headings (TOC targets). */
  bookmarks?: Map<Block, string>;
}

const TEXT_WIDTH = 9026; // twips: A4 with 1" margins
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const STRONG =
  /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF\u3040-\u9FFF\uAC00-\uD7AF]|[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const BULLET_NUM_ID = 1;

export function writeBlocks(blocks: Block[], ctx: BlockContext): string {
  let out = "";
  for (const block of blocks) out += writeBlock(block, ctx);
  return out;
}

function writeBlock(block: Block, ctx: BlockContext): string {
  switch (block.type) {
    case "heading": {
      const asked = Math.min(6, block.level + ctx.headingShift);
      const level = ctx.part === "document" ? ctx.builder.outline.next(asked) : asked;
      const mark = ctx.bookmarks?.get(block);
      const runs = writeInlines(block.children, ctx);
      const id = mark ? ++ctx.builder.bookmarkId : 0;
      const body = mark ? `<w:bookmarkStart w:id="${id}" w:name="${mark}"/>${runs}<w:bookmarkEnd w:id="${id}"/>` : runs;
      return paragraph(body, ctx, { style: `Heading${level}`, bidi: isRtl(block.children) });
    }
    case "paragraph":
      return paragraph(writeInlines(block.children, ctx), ctx, {
        style: ctx.quote ? "Quote" : ctx.paraStyle,
        bidi: isRtl(block.children),
        ind: indentOf(ctx),
      });
    case "code": {
      const lines = block.text.replace(/\n$/, "").split("\n");
      let out = "";
      for (const line of lines)
        out += paragraph(textRun(line, undefined, ctx.builder.language), ctx, { style: "Code", ind: indentOf(ctx) });
      return out;
    }
    case "quote":
      return writeBlocks(block.blocks, { ...ctx, quote: ctx.quote + 1 });
    case "list":
      return writeList(block, ctx);
    case "table":
      return writeTable(block, ctx);
    case "rule":
      return '<w:p><w:pPr><w:pBdr><w:bottom w:val="single" w:sz="6" w:space="1" w:color="A6A6A6"/></w:pBdr></w:pPr></w:p>';
  }
}

function writeList(block: Extract<Block, { type: "list" }>, ctx: BlockContext): string {
  const level = Math.min(8, ctx.level + 1);
  const numId = block.ordered ? ctx.builder.orderedList(level, block.start) : BULLET_NUM_ID;
  const inner: BlockContext = { ...ctx, level, indent: 720 * (level + 1) };
  let out = "";
  for (const item of block.items) {
    const box = item.checked === null ? "" : textRun(item.checked ? "\u2612 " : "\u2610 ");
    const [first, ...rest] = item.blocks;
    if (first?.type === "paragraph") {
      out += paragraph(box + writeInlines(first.children, ctx), ctx, {
        style: "ListParagraph",
        num: [level, numId],
        bidi: isRtl(first.children),
      });
      out += writeBlocks(rest, inner);
    } else {
      out += paragraph(box, ctx, { style: "ListParagraph", num: [level, numId] });
      out += writeBlocks(item.blocks, inner);
    }
  }
  return out;
}

function writeTable(block: Extract<Block, { type: "table" }>, ctx: BlockContext): string {
  let cols = block.header.length;
  for (const row of block.rows) cols = Math.max(cols, row.length);
  if (cols === 0) return "";
  const w = Math.floor(TEXT_WIDTH / cols);
  // A header row of empty cells would be an empty shaded bar: such a table has none.
  const headed = hasHeaderRow(block.header.map(inlineText), block.rows.length);
  let out =
    '<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="5000" w:type="pct"/>' +
    `<w:tblLook w:val="${headed ? "04A0" : "0480"}" w:firstRow="${headed ? 1 : 0}" w:lastRow="0" w:firstColumn="0" w:lastColumn="0" w:noHBand="0" w:noVBand="1"/></w:tblPr><w:tblGrid>`;
  for (let c = 0; c < cols; c++) out += `<w:gridCol w:w="${w}"/>`;
  out += "</w:tblGrid>";
  const cellCtx: BlockContext = { ...ctx, quote: 0, indent: 0, level: -1 };
  const row = (cells: Inline[][], header: boolean) => {
    let r = header ? "<w:tr><w:trPr><w:tblHeader/></w:trPr>" : "<w:tr>";
    for (let c = 0; c < cols; c++) {
      const cell = cells[c] ?? [];
      const shade = header ? '<w:shd w:val="clear" w:color="auto" w:fill="DCE6F2"/>' : "";
      const runs = writeInlines(cell, ctx, header ? { b: true } : undefined);
      r += `<w:tc><w:tcPr><w:tcW w:w="${w}" w:type="dxa"/>${shade}</w:tcPr>`;
      r += paragraph(runs, cellCtx, { bidi: isRtl(cell), tight: true, jc: block.align[c] ?? undefined }) + "</w:tc>";
    }
    return r + "</w:tr>";
  };
  if (headed) out += row(block.header, true);
  for (const cells of block.rows) out += row(cells, false);
  // Word needs a paragraph between a table and whatever follows (another table, a cell end, the section end).
  return (
    out + '</w:tbl><w:p><w:pPr><w:spacing w:before="0" w:after="0" w:line="120" w:lineRule="exact"/></w:pPr></w:p>'
  );
}

interface ParaProps {
  style?: string;
  num?: [number, number];
  bidi?: boolean;
  ind?: number;
  tight?: boolean;
  jc?: "left" | "center" | "right";
}

/** One <w:p> with properties in schema order (pStyle, numPr, bidi, spacing, ind, jc). */
export function paragraph(runs: string, ctx: BlockContext, p: ParaProps): string {
  let props = "";
  if (p.style) props += `<w:pStyle w:val="${p.style}"/>`;
  if (p.num) props += `<w:numPr><w:ilvl w:val="${p.num[0]}"/><w:numId w:val="${p.num[1]}"/></w:numPr>`;
  if (p.bidi) props += "<w:bidi/>";
  if (p.tight) props += '<w:spacing w:before="40" w:after="40"/>';
  if (p.ind) props += `<w:ind w:left="${p.ind}"/>`;
  if (p.jc) props += `<w:jc w:val="${p.jc}"/>`;
  let lead = "";
  if (ctx.lead?.runs) {
    lead = ctx.lead.runs;
    ctx.lead.runs = "";
  }
  return `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ""}${lead}${runs}</w:p>`;
}

function indentOf(ctx: BlockContext): number | undefined {
  const ind = ctx.indent + (ctx.quote > 1 ? (ctx.quote - 1) * 360 : 0);
  return ind || undefined;
}

/** True when the first strongly directional character is right-to-left (Arabic, Hebrew, …). */
function isRtl(inlines: Inline[]): boolean {
  const text = inlineText(inlines);
  if (!RTL.test(text)) return false;
  const m = STRONG.exec(text);
  return !!m && RTL.test(m[0]);
}

/** A plain paragraph of text in a style (titles, captions, labels). */
export function textParagraph(text: string, ctx: BlockContext, style?: string): string {
  const bidi = RTL.test(text) && RTL.test(STRONG.exec(text)?.[0] ?? "");
  return paragraph(textRun(text, undefined, ctx.builder.language), ctx, { style, bidi });
}

/** The document's title in the Title style, the outline's first level (headings after it continue from there). */
export function titleParagraph(text: string, ctx: BlockContext): string {
  ctx.builder.outline.next(1);
  return textParagraph(text, ctx, "Title");
}

/** A heading paragraph at `level`, or nearer the outline's last level so none is skipped (a slide's title in a handout). */
export function headingParagraph(text: string, level: number, ctx: BlockContext): string {
  return textParagraph(text, ctx, `Heading${ctx.builder.outline.next(level)}`);
}
