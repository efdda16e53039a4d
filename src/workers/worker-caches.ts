// What a work process's caches may hold, as the pool that started it says (in its environment): applied on load.
import { setTextCacheBytes } from "../formats/pdf/index.js";
import { setGeneratedPartsBytes } from "../formats/pptx/index.js";
import { WORKER_CACHES_ENV, type WorkerCacheBytes } from "./work-limits.js";

const given = process.env[WORKER_CACHES_ENV];
const bounds = given ? (JSON.parse(given) as WorkerCacheBytes) : undefined;
if (bounds?.pdfText !== undefined) setTextCacheBytes(bounds.pdfText);
if (bounds?.pptxParts !== undefined) setGeneratedPartsBytes(bounds.pptxParts);
