// The PDF's blocks as escaped Markdown through the one block writer, cut to what a doc holds, with a page per section.
import type { Block, Inline, ListItem } from "../../formats/model/blocks.js";
import { blocksToMarkdown } from "../../formats/model/markdown/blocks-to-markdown.js";
import { SOURCE_LIMITS } from "../../formats/model/source.js";
import type { SourceRef } from "../import-types.js";
import type { PdfBlock } from "./structure.js";

type ItemBlock = Extract<PdfBlock, { type: "item" }>;
type ListBlock = Extract<Block, { type: "list" }>;

const text = (t: string): Inline[] => [{ type: "text", text: t }];

/** Consecutive list items as nested lists: a deeper item goes under the item before it, a change of kind starts a new list. */
function listsOf(items: ItemBlock[]): ListBlock[] {
  const top: ListBlock[] = [];
  // The open list at each level and the item its next deeper list goes under.
  const open: { list: ListBlock; item: ListItem }[] = [];
  for (const it of items) {
    const level = Math.min(it.level, open.length);
    open.length = level + (open[level]?.list.ordered === it.ordered ? 1 : 0);
    let here = open[level];
    if (!here) {
      const list: ListBlock = {
        type: "list",
        ordered: it.ordered,
        start: it.ordered ? (level ? 1 : it.number) : 1,
        items: [],
      };
      if (level) open[level - 1]!.item.blocks.push(list);
      else top.push(list);
      here = { list, item: { checked: null, blocks: [] } };
      open[level] = here;
    }
    here.item = { checked: null, blocks: [{ type: "paragraph", children: text(it.text) }] };
    here.list.items.push(here.item);
  }
  return top;
}

/** Blocks of the model for the PDF's blocks, each with the page it starts on. */
function toBlocks(pdf: PdfBlock[]): { block: Block; page: number; section: boolean }[] {
  const out: { block: Block; page: number; section: boolean }[] = [];
  for (let i = 0; i < pdf.length; i++) {
    const b = pdf[i]!;
    if (b.type === "item") {
      let j = i;
      while (pdf[j + 1]?.type === "item") j++;
      for (const list of listsOf(pdf.slice(i, j + 1) as ItemBlock[]))
        out.push({ block: list, page: b.page, section: false });
      i = j;
    } else if (b.type === "heading") {
      const level = Math.min(3, Math.max(1, b.level)) as 1 | 2 | 3;
      out.push({
        block: { type: "heading", level, children: text(b.text), id: "" },
        page: b.page,
        section: level <= 2,
      });
    } else if (b.type === "paragraph")
      out.push({ block: { type: "paragraph", children: text(b.text) }, page: b.page, section: false });
    else if (b.type === "code")
      out.push({ block: { type: "code", lang: null, text: b.text }, page: b.page, section: false });
    else {
      const width = b.rows.reduce((w, r) => Math.max(w, r.length), 0);
      const cells = (r: string[]) => Array.from({ length: width }, (_, c) => text(r[c] ?? ""));
      out.push({
        block: {
          type: "table",
          align: Array<null>(width).fill(null),
          header: cells(b.rows[0]!),
          rows: b.rows.slice(1).map(cells),
        },
        page: b.page,
        section: false,
      });
    }
  }
  return out;
}

export interface PdfMarkdown {
  markdown: string;
  /** One per heading of level 1–2 (the page it is on), or the first page when there is none: as the other readers give. */
  refs: SourceRef[];
  /** The page of the first block left out when the text was too long for a doc. */
  cutOnPage?: number;
}

/** Writes the blocks as Markdown, stopping at a block boundary before SOURCE_LIMITS.maxBytes. */
export function pdfMarkdown(pdf: PdfBlock[], file: string): PdfMarkdown {
  const parts: string[] = [];
  const refs: SourceRef[] = [];
  let bytes = 0;
  let cutOnPage: number | undefined;
  for (const { block, page, section } of toBlocks(pdf)) {
    const md = blocksToMarkdown([block]);
    if (!md) continue;
    const size = Buffer.byteLength(md, "utf8") + 2;
    if (bytes + size > SOURCE_LIMITS.maxBytes) {
      cutOnPage = page;
      break;
    }
    bytes += size;
    parts.push(md);
    if (section) refs.push({ file, page });
  }
  if (!refs.length) refs.push({ file, page: pdf[0]?.page ?? 1 });
  return { markdown: parts.join("\n\n"), refs, cutOnPage };
}
