// PDF export in pure JS (pdfkit + embedded, subsetted Noto fonts): decks, docs and sheets.
export { renderDeckToPdf } from "./render-deck.js";
export { renderDocToPdf, renderParsedDocToPdf } from "./render-doc.js";
export { renderSheetToPdf, formatCell } from "./render-sheet.js";
export { setTextCacheBytes } from "./text-cache.js";
