// Renders one deck on a brand template: the same function runs in the request thread and in the worker pool.
import { renderDeckToPptxSync, type MasterRequest, type PptxResult } from "../formats/pptx/index.js";
import type { Deck } from "../formats/model/source.js";
import { brandTemplate } from "./brand-template.js";

export interface RenderTask {
  /** The upload's sha256: templates are parsed once per key and reused. */
  key: string;
  bytes: Uint8Array;
  strict: boolean;
  deck: Deck;
  /** The master to build on; by default the one the template's own slides use (the analysis shows which). */
  master?: MasterRequest;
}

/** The deck's pptx on the brand, with its warnings and the pptx slide each source slide starts at. */
export function renderBrandPptx(task: RenderTask): PptxResult {
  const template = brandTemplate(task.key, task.bytes, task.strict);
  return renderDeckToPptxSync(task.deck, { template, master: task.master });
}

export function renderBrandDeck(task: RenderTask): Uint8Array {
  return renderBrandPptx(task).bytes;
}
