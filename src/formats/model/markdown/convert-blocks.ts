// markdown-it block tokens → the block model (headings with unique ids, lists with task items, tables, footnotes).
import type { Token } from "markdown-it";
import type { Align, Block, Footnote, Inline, ListItem } from "../blocks.js";
import { inlineText } from "../blocks.js";
import { slugify } from "../../../lib/text.js";
import { convertInline, type InlineContext } from "./convert-inline.js";
import { describeUrl } from "./safe-url.js";

export class BlockConverter implements InlineContext {
  readonly warnings: string[] = [];
  readonly footnotes: Footnote[] = [];
  private readonly slugs = new Map<string, number>();

  footnoteLabel(id: number): string {
    return String(id + 1);
  }

  /** Converts tokens[from, to) into blocks; footnote blocks found on the way go to `this.footnotes`. */
  convert(tokens: Token[], from = 0, to = tokens.length): Block[] {
    const out: Block[] = [];
    let i = from;
    while (i < to) i = this.block(tokens, i, out);
    return out;
  }

  /** Converts the block starting at tokens[i] into `out`; returns the index after it. */
  private block(tokens: Token[], i: number, out: Block[]): number {
    const t = tokens[i]!;
    switch (t.type) {
      case "heading_open": {
        const level = Number(t.tag.slice(1)) as 1 | 2 | 3 | 4 | 5 | 6;
        const children = convertInline(tokens[i + 1]!.children, this);
        out.push({ type: "heading", level, children, id: this.slug(inlineText(children)) });
        return i + 3;
      }
      case "paragraph_open": {
        const children = convertInline(tokens[i + 1]!.children, this);
        if (children.length) out.push({ type: "paragraph", children });
        return i + 3;
      }
      case "bullet_list_open":
      case "ordered_list_open":
        return this.list(tokens, i, out);
      case "fence":
      case "code_block": {
        const lang = t.info.trim().split(/\s+/)[0] || null;
        out.push({ type: "code", lang, text: t.content.replace(/\n$/, "") });
        return i + 1;
      }
      case "blockquote_open": {
        const end = closing(tokens, i, "blockquote_open", "blockquote_close");
        out.push({ type: "quote", blocks: this.convert(tokens, i + 1, end) });
        return end + 1;
      }
      case "table_open":
        return this.table(tokens, i, out);
      case "hr":
        out.push({ type: "rule" });
        return i + 1;
      case "html_block": {
        const text = t.content.replace(/\n+$/, "");
        if (text.trim()) {
          // Raw HTML is content: shown as text, line breaks kept.
          const children: Inline[] = [];
          text.split("\n").forEach((line, n) => {
            if (n > 0) children.push({ type: "break" });
            if (line) children.push({ type: "text", text: line });
          });
          out.push({ type: "paragraph", children });
          this.warnings.push(`Raw HTML ${describeUrl(text.trim())} is shown as text.`);
        }
        return i + 1;
      }
      case "footnote_block_open": {
        const end = closing(tokens, i, "footnote_block_open", "footnote_block_close");
        this.footnoteBlock(tokens, i + 1, end);
        return end + 1;
      }
      default:
        return i + 1;
    }
  }

  private list(tokens: Token[], i: number, out: Block[]): number {
    const open = tokens[i]!;
    const ordered = open.type === "ordered_list_open";
    const end = closing(tokens, i, open.type, ordered ? "ordered_list_close" : "bullet_list_close");
    const items: ListItem[] = [];
    let j = i + 1;
    while (j < end) {
      if (tokens[j]!.type !== "list_item_open") {
        j++;
        continue;
      }
      const itemEnd = closing(tokens, j, "list_item_open", "list_item_close");
      const checked = taskMarker(tokens, j);
      items.push({ checked, blocks: this.convert(tokens, j + 1, itemEnd) });
      j = itemEnd + 1;
    }
    const start = ordered ? Number(open.attrGet("start") ?? 1) : 1;
    out.push({ type: "list", ordered, start, items });
    return end + 1;
  }

  private table(tokens: Token[], i: number, out: Block[]): number {
    const end = closing(tokens, i, "table_open", "table_close");
    const { header, rows } = tableCells(tokens, i + 1, end);
    out.push({
      type: "table",
      align: header.map((cell) => alignOf(String(cell.open.attrGet("style") ?? ""))),
      header: header.map((cell) => convertInline(cell.inline.children, this)),
      rows: rows.map((row) => row.map((cell) => convertInline(cell.inline.children, this))),
    });
    return end + 1;
  }

  private footnoteBlock(tokens: Token[], from: number, to: number): void {
    let j = from;
    while (j < to) {
      const t = tokens[j]!;
      if (t.type !== "footnote_open") {
        j++;
        continue;
      }
      const end = closing(tokens, j, "footnote_open", "footnote_close");
      const label = this.footnoteLabel(Number(t.meta?.id ?? 0));
      this.footnotes.push({ id: `fn-${label}`, label, blocks: this.convert(tokens, j + 1, end) });
      j = end + 1;
    }
  }

  private slug(text: string): string {
    const base = slugify(text, "section");
    const seen = this.slugs.get(base) ?? 0;
    this.slugs.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  }
}

/** One table cell: its th/td open token (carries the alignment) and its inline token. */
export interface TableCell {
  open: Token;
  inline: Token;
}

/** The header cells and body rows of the table whose tokens lie in [from, to). */
export function tableCells(tokens: Token[], from: number, to: number): { header: TableCell[]; rows: TableCell[][] } {
  const header: TableCell[] = [];
  const rows: TableCell[][] = [];
  let row: TableCell[] | null = null;
  let inHead = false;
  for (let j = from; j < to; j++) {
    const t = tokens[j]!;
    if (t.type === "thead_open") inHead = true;
    else if (t.type === "thead_close") inHead = false;
    else if (t.type === "tr_open") row = [];
    else if (t.type === "tr_close" && row) {
      if (!inHead) rows.push(row);
      row = null;
    } else if (t.type === "th_open" || t.type === "td_open") {
      const cell = { open: t, inline: tokens[j + 1]! };
      if (inHead) header.push(cell);
      else row?.push(cell);
      j += 2;
    }
  }
  return { header, rows };
}

/** Index of the token closing the one at `i`, counting nesting of the same type. */
export function closing(tokens: Token[], i: number, openType: string, closeType: string): number {
  let depth = 0;
  for (let j = i; j < tokens.length; j++) {
    const type = tokens[j]!.type;
    if (type === openType) depth++;
    else if (type === closeType && --depth === 0) return j;
  }
  return tokens.length;
}

function alignOf(style: string): Align {
  if (style === "text-align:left") return "left";
  if (style === "text-align:center") return "center";
  if (style === "text-align:right") return "right";
  return null;
}

/** GFM task items: a list item whose first paragraph starts with `[ ] ` or `[x] `; the marker is removed. */
function taskMarker(tokens: Token[], itemOpen: number): boolean | null {
  const p = tokens[itemOpen + 1];
  const inline = tokens[itemOpen + 2];
  if (p?.type !== "paragraph_open" || inline?.type !== "inline") return null;
  const first = inline.children?.[0];
  if (!first || first.type !== "text") return null;
  const m = /^\[([ xX])\](?: |$)/.exec(first.content);
  if (!m) return null;
  first.content = first.content.slice(m[0].length);
  if (!first.content && inline.children!.length > 1 && inline.children![1]!.type === "softbreak")
    inline.children!.splice(1, 1);
  return m[1] !== " ";
}
