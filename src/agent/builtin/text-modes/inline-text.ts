// A paragraph's words for a slide: plain, or as one line of slide Markdown (a line break read as a space).
import { inlineText, type Inline } from "../../../formats/model/blocks.js";
import { inlinesToMarkdown, SLIDE_MARKDOWN } from "../../../formats/model/markdown/blocks-to-markdown.js";

const hasBreak = (inlines: Inline[]): boolean =>
  inlines.some((n) => n.type === "break" || ("children" in n && hasBreak(n.children)));
/** The inlines with each line break as a space (copied only when there is one). */
const unbroken = (inlines: Inline[]): Inline[] =>
  hasBreak(inlines)
    ? inlines.map((n) =>
        n.type === "break"
          ? { type: "text", text: " " }
          : "children" in n
            ? { ...n, children: unbroken(n.children) }
            : n,
      )
    : inlines;

/** The words as plain text on one line. */
export const plainOf = (inlines: Inline[]): string => inlineText(unbroken(inlines)).replace(/\s+/g, " ").trim();

/** The same words as one line of slide Markdown, their emphasis and links kept. */
export const mdOf = (inlines: Inline[]): string =>
  inlinesToMarkdown(unbroken(inlines), SLIDE_MARKDOWN)
    .replace(/\s*\n\s*/g, " ")
    .trim();

/** Plain text escaped to read as itself in slide Markdown. */
export const escapeText = (text: string): string => inlinesToMarkdown([{ type: "text", text }], SLIDE_MARKDOWN);
