// The words of a piece of Markdown in reading order, without its markup: paragraphs, headings, list items, quotes,
// code and table cells, one text each.
import { inlineText } from "../blocks.js";
import { parseMarkdown } from "./parse-markdown.js";

type Blocks = ReturnType<typeof parseMarkdown>["blocks"];

export function markdownPlainText(md: string, separator = "\n"): string {
  const texts: string[] = [];
  const walk = (blocks: Blocks): void => {
    for (const b of blocks) {
      if (b.type === "paragraph" || b.type === "heading") texts.push(inlineText(b.children));
      else if (b.type === "list") for (const item of b.items) walk(item.blocks);
      else if (b.type === "quote") walk(b.blocks);
      else if (b.type === "code") texts.push(b.text);
      else if (b.type === "table") texts.push(...b.header.map(inlineText), ...b.rows.flatMap((r) => r.map(inlineText)));
    }
  };
  walk(parseMarkdown(md).blocks);
  return texts.join(separator);
}
