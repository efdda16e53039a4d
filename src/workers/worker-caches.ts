// What a worker thread's caches may hold, as the pool that started it says (piscina's workerData): applied on load.
import { workerData } from "piscina";
import { setTextCacheBytes } from "../formats/pdf/index.js";
import { setGeneratedPartsBytes } from "../formats/pptx/index.js";

/** Bytes each cache of a worker thread may hold (PDF_TEXT_CACHE_MB, PPTX_PARTS_CACHE_MB); a cache not named keeps its default. */
export interface WorkerCacheBytes {
  pdfText?: number;
  pptxParts?: number;
}

const bounds = (workerData as { caches?: WorkerCacheBytes } | undefined)?.caches;
if (bounds?.pdfText !== undefined) setTextCacheBytes(bounds.pdfText);
if (bounds?.pptxParts !== undefined) setGeneratedPartsBytes(bounds.pptxParts);
