// PDF export in pure JS (pdfkit + embedded, subsetted Noto fonts): decks, docs and sheets.
import { renderDocToPdf } from "./render-doc.js";

export { renderDeckToPdf } from "./render-deck.js";
export { renderDocToPdf, renderParsedDocToPdf } from "./render-doc.js";
export { renderSheetToPdf, formatCell } from "./render-sheet.js";

/**
 * Loads pdfkit and parses every font once (first calls otherwise cost 0.3–0.5 s: module load, font tables,
 * the Arabic/emoji shaping plans). Call once at boot or in each worker.
 */
export async function warmUpPdf(): Promise<void> {
  await renderDocToPdf({ kind: "doc", title: "warm-up", markdown: "# Warm **up** *now* `code`\n\nПривет Γειά 你好 مرحبا 😀" });
}
