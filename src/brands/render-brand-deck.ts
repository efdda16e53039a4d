// Renders one deck on a brand template: the same function runs in the request thread and in the worker pool.
import { renderDeckToPptxSync, type MasterRequest } from "../formats/pptx/index.js";
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

export function renderBrandDeck(task: RenderTask): Uint8Array {
  const template = brandTemplate(task.key, task.bytes, task.strict);
  return renderDeckToPptxSync(task.deck, { template, master: task.master }).bytes;
}
