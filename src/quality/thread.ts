// The face of quality/ for worker threads: what their work imports of it, without the rest of the module's imports.
export { deckQuality, drawnDeckQuality, type QualityOptions } from "./deck-quality.js";
