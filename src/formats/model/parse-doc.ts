// Markdown string → a doc: a leading `# Title` becomes the title (and leaves the body), else the first heading names it.
import { inlineText } from "./blocks.js";
import type { Doc } from "./source.js";
import { BlockConverter } from "./markdown/convert-blocks.js";
import { markdownTokens } from "./markdown/parse-markdown.js";
import { inlineOf, topBlocks } from "./markdown/top-blocks.js";

export const UNTITLED_DOC = "Untitled document";

const fit = (title: string) => (title.length > 500 ? `${title.slice(0, 499)}\u2026` : title);

export function parseDocMarkdown(md: string, title?: string): Doc {
  const text = md.charCodeAt(0) === 0xfeff ? md.slice(1) : md;
  if (title !== undefined) return { kind: "doc", title, markdown: text };
  // The first block alone decides a leading `# Title`; parse only up to the first blank line after it.
  const start = text.search(/\S/);
  const gap = start < 0 ? -1 : text.slice(start).search(/\n[ \t]*\n/);
  const head = start < 0 ? "" : gap < 0 ? text : text.slice(0, start + gap + 1);
  const firstBlocks = topBlocks(markdownTokens(head));
  const converter = new BlockConverter();
  const first = firstBlocks[0];
  if (first && first.type === "heading_open" && first.tokens[first.from]!.tag === "h1" && first.lines) {
    const heading = inlineText(
      converter.convert(first.tokens, first.from, first.to).flatMap((b) => (b.type === "heading" ? b.children : [])),
    ).trim();
    const rest = text
      .split("\n")
      .slice(first.lines[1])
      .join("\n")
      .replace(/^\s*\n/, "");
    return { kind: "doc", title: fit(heading) || UNTITLED_DOC, markdown: rest };
  }
  const heading = topBlocks(markdownTokens(text)).find((b) => b.type === "heading_open");
  const name = heading ? (inlineOf(heading)?.content ?? "").trim() : "";
  return { kind: "doc", title: name ? fit(plain(name)) : UNTITLED_DOC, markdown: text };
}

function plain(source: string): string {
  const converter = new BlockConverter();
  const tokens = markdownTokens(`# ${source}`);
  return (
    inlineText(converter.convert(tokens).flatMap((b) => (b.type === "heading" ? b.children : []))).trim() ||
    UNTITLED_DOC
  );
}
