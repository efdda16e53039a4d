// Worker-pool entries (piscina): render one brand deck, or check and analyse an upload, off the event loop.
import { Piscina } from "piscina";
import { isAppError } from "../lib/errors.js";
import { analyseTemplate, type TemplateAnalysis } from "./analyse-template.js";
import { renderBrandDeck, type RenderTask } from "./render-brand-deck.js";
import { validateUpload } from "./validate-upload.js";

export default function renderInWorker(task: RenderTask): Uint8Array {
  const bytes = renderBrandDeck(task);
  // Transfer instead of copying the finished file back to the main thread.
  return Piscina.move(bytes) as unknown as Uint8Array;
}

/** AppErrors do not survive the thread boundary as a class, so refusals come back as data. */
export type AnalyseResult = { ok: true; analysis: TemplateAnalysis } | { ok: false; message: string };

export function analyseInWorker(bytes: Uint8Array): AnalyseResult {
  try {
    return { ok: true, analysis: analyseTemplate(validateUpload(bytes)) };
  } catch (err) {
    if (isAppError(err) && err.code === "invalid_template") return { ok: false, message: err.message };
    throw err;
  }
}
