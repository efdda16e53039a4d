// Parsed Markdown blocks back to Markdown, minimally and safely escaped, so slide text goes through the one parser again.
import type { Block, Inline } from "../blocks.js";

export function blocksToMarkdown(blocks: Block[]): string {
  return blocks.map((b) => blockMd(b)).join("\n\n");
}

export function inlineMd(nodes: Inline[]): string {
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
      const row = (cells: Inline[][]) => `| ${cells.map((c) => inlineMd(c).replace(/\n/g, " ")).join(" | ")} |`;
      return [row(b.header), `|${b.header.map(() => "---").join("|")}|`, ...b.rows.map(row)].join("\n");
    }
    case "rule":
      return "";
  }
}
