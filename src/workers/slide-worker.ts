// Worker entry for slide pictures and quality reports (piscina, on the export pool's threads): Quire's PDF of a deck
// drawn to pixels or read back with pdf.js, off the event loop. Its own module, so pdf.js loads on the first such task.
import type { Deck } from "../formats/model/source.js";
import { slidePng as drawSlide, type SlidePng } from "../formats/raster/slide-png.js";
import { deckQuality as measureDeck, type QualityOptions } from "../quality/deck-quality.js";
import type { QualityReport } from "../quality/codes.js";

export interface SlidePngJob {
  deck: Deck;
  index: number;
  width: number;
}

export interface QualityJob {
  deck: Deck;
  options: QualityOptions;
}

export function slidePng(job: SlidePngJob): Promise<SlidePng> {
  return drawSlide(job.deck, job.index, job.width);
}

export function deckQuality(job: QualityJob): Promise<QualityReport> {
  return measureDeck(job.deck, job.options);
}
