// The face of import/text/, a part of import/ that work elsewhere uses without the rest of it.
export { readMarkdown } from "./read-text.js";
