// Renders one deck on a brand template: the same function runs in the request thread and in the worker pool.
import { renderDeckToPptxSync } from "../formats/pptx/index.js";
import type { Deck, SlideLayout } from "../formats/source.js";
import { brandTemplate } from "./brand-template.js";

export interface RenderTask {
  /** The upload's sha256: templates are parsed once per key and reused. */
  key: string;
  bytes: Uint8Array;
  strict: boolean;
  layoutParts: Partial<Record<SlideLayout, string>>;
  deck: Deck;
}

export function renderBrandDeck(task: RenderTask): Uint8Array {
  const { template, layoutParts } = brandTemplate(task.key, task.bytes, task.strict, task.layoutParts);
  return renderDeckToPptxSync(task.deck, { template, layoutFor: (role) => layoutParts[role] }).bytes;
}
