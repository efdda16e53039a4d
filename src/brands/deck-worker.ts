// Work-process entries (deck-pool.ts): render one brand deck, or check and analyse an upload, off the event loop.
import { isAppError } from "../lib/errors.js";
import { analyseTemplate, type TemplateAnalysis } from "./analyse-template.js";
import { renderBrandDeck, type RenderTask } from "./render-brand-deck.js";
import { validateUpload } from "./validate-upload.js";

export default function renderInWorker(task: RenderTask): Uint8Array {
  return renderBrandDeck(task);
}

/** Refusals come back as data: the analysis's own wording, not an error's. */
export type AnalyseResult = { ok: true; analysis: TemplateAnalysis } | { ok: false; message: string };

export function analyseInWorker(bytes: Uint8Array): AnalyseResult {
  try {
    return { ok: true, analysis: analyseTemplate(validateUpload(bytes)) };
  } catch (err) {
    if (isAppError(err) && err.code === "invalid_template") return { ok: false, message: err.message };
    throw err;
  }
}
