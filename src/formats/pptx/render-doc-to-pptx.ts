// renderDocToPptx: a doc → one slide per section (headings become titles; long sections continue on further slides).
import type { Block } from "../blocks.js";
import { inlineText } from "../blocks.js";
import { parseMarkdown } from "../markdown/parse-markdown.js";
import type { Deck, Doc, Slide } from "../source.js";
import { renderDeckToPptx, type PptxRenderOptions, type PptxResult } from "./render-deck-to-pptx.js";

/** Splits the doc at h1/h2 headings; a section's text becomes a content slide, a lone table a table slide. */
export function docToDeck(doc: Doc): Deck {
  const parsed = parseMarkdown(doc.markdown);
  const slides: Slide[] = [{ layout: "title", title: doc.title || "Untitled" }];
  let title: string | undefined;
  let body: Block[] = [];
  const flush = () => {
    if (!body.length) {
      if (title) slides.push({ layout: "section", title });
      return;
    }
    // Tables and stand-alone images get their own native slides; the rest of the section flows as text.
    const text: Block[] = [];
    const extra: Slide[] = [];
    for (const b of body) {
      const img = b.type === "paragraph" && b.children.length === 1 && b.children[0]!.type === "image" ? b.children[0] : null;
      if (b.type === "table") {
        extra.push({ layout: "table", title, table: { columns: b.header.map((c) => inlineText(c)), rows: b.rows.map((r) => b.header.map((_, i) => inlineText(r[i] ?? []))) } });
      } else if (img && img.type === "image" && img.src) {
        extra.push({ layout: "image", title, image: { src: img.src, alt: img.alt } });
      } else text.push(b);
    }
    if (text.length) slides.push({ layout: "content", title, body: blocksToMarkdown(text) });
    slides.push(...extra);
  };
  for (const block of parsed.blocks) {
    if (block.type === "heading" && block.level <= 2) {
      flush();
      title = inlineText(block.children);
      body = [];
    } else body.push(block);
  }
  flush();
  return { kind: "deck", title: doc.title, slides: slides.slice(0, 400) };
}

// The sections go back through the one Markdown parser, so re-serialise them minimally and safely.
function blocksToMarkdown(blocks: Block[]): string {
  return blocks.map((b) => blockMd(b)).join("\n\n");
}

function inlineMd(nodes: import("../blocks.js").Inline[]): string {
  return nodes
    .map((n) => {
      switch (n.type) {
        case "text":
          return n.text.replace(/([\\`*_[\]<>#|~])/g, "\\$1");
        case "code":
          return `\`${n.text.replace(/`/g, "'")}\``;
        case "strong":
          return `**${inlineMd(n.children)}**`;
        case "em":
          return `*${inlineMd(n.children)}*`;
        case "strike":
          return `~~${inlineMd(n.children)}~~`;
        case "link":
          return n.href ? `[${inlineMd(n.children)}](<${n.href.replace(/[<>\s]/g, encodeURIComponent)}>)` : inlineMd(n.children);
        case "image":
          return n.alt ? `[${n.alt}]` : "";
        case "break":
          return "  \n";
        case "footnoteRef":
          return `[${n.label}]`;
      }
    })
    .join("");
}

function blockMd(b: Block, indent = ""): string {
  switch (b.type) {
    case "heading":
      return `${"#".repeat(Math.max(3, b.level))} ${inlineMd(b.children)}`;
    case "paragraph":
      return indent + inlineMd(b.children);
    case "list":
      return b.items
        .map((it, i) => {
          const mark = b.ordered ? `${b.start + i}.` : "-";
          const [first, ...rest] = it.blocks;
          const head = first && first.type === "paragraph" ? inlineMd(first.children) : "";
          const tail = (first && first.type !== "paragraph" ? it.blocks : rest).map((x) => blockMd(x, `${indent}   `)).join("\n");
          return `${indent}${mark} ${head}${tail ? `\n${tail}` : ""}`;
        })
        .join("\n");
    case "code":
      return `\`\`\`\n${b.text.replace(/```/g, "ʼʼʼ")}\n\`\`\``;
    case "quote":
      return b.blocks.map((x) => `> ${blockMd(x)}`).join("\n>\n");
    case "table": {
      const row = (cells: import("../blocks.js").Inline[][]) => `| ${cells.map((c) => inlineMd(c).replace(/\n/g, " ")).join(" | ")} |`;
      return [row(b.header), `|${b.header.map(() => "---").join("|")}|`, ...b.rows.map(row)].join("\n");
    }
    case "rule":
      return "";
  }
}

export async function renderDocToPptx(doc: Doc, options: PptxRenderOptions = {}): Promise<PptxResult> {
  return renderDeckToPptx(docToDeck(doc), options);
}
