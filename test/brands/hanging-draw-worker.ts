// Test-only drawing entry: the real one, except brand generate's render of a deck titled "hang forever" blocks its thread until terminated.
import { renderMeasuredInWorker as real, type QualityTask } from "../../src/brands/draw-worker.js";
import { HANG_DECK_TITLE } from "./hanging-deck-worker.js";

export * from "../../src/brands/draw-worker.js";

export function renderMeasuredInWorker(task: QualityTask) {
  if (task.deck.title === HANG_DECK_TITLE) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 120_000);
  return real(task);
}
