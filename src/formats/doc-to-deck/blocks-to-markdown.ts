// Transitional alias of formats/markdown/blocks-to-markdown.ts for readers written against its first name; removed when they move.
export { blocksToMarkdown, inlinesToMarkdown as inlineMd } from "../markdown/blocks-to-markdown.js";
