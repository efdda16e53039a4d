// Test-only deck worker: the real renderer, except a deck titled "hang forever" blocks its thread until it is terminated.
import renderInWorker, { analyseInWorker } from "../../src/brands/deck-worker.js";
import type { RenderTask } from "../../src/brands/render-brand-deck.js";

export const HANG_DECK_TITLE = "hang forever";

export default function hangingDeckWorker(task: RenderTask) {
  // Blocks without spinning a core; only terminating the worker (abort, pool close) ends it early.
  if (task.deck.title === HANG_DECK_TITLE) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 120_000);
  return renderInWorker(task);
}

export { analyseInWorker };
