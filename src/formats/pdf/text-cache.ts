// What the PDF writer keeps of the words it measured and shaped, per thread and per font, within one byte bound.

/**
 * Estimated bytes of one entry, measured with V8's heap statistics: a word shaped by pdfkit (its glyphs and their
 * positions) 0.8–1.1 KB; a word's width about 60 B.
 */
const SHAPED_WORD_BYTES = 1024;
const WORD_WIDTH_BYTES = 64;

let maxBytes = 32 * 1024 * 1024;
/** Bytes of every cache's young generation together. */
let youngBytes = 0;

/**
 * One cache's entries in two generations. When the young generations of all caches together reach half the bound,
 * every cache ages: its young generation becomes its old one and the old one goes. A hit in the old generation
 * moves back to the young one, so the words in use stay, and all the caches together never pass the bound.
 */
class Generations<V> {
  young = new Map<string, V>();
  old = new Map<string, V>();

  constructor(readonly entryBytes: number) {}

  get(key: string): V | undefined {
    const hit = this.young.get(key);
    if (hit !== undefined) return hit;
    const aged = this.old.get(key);
    if (aged !== undefined) this.set(key, aged);
    return aged;
  }

  set(key: string, value: V): void {
    if (youngBytes + this.entryBytes > maxBytes / 2) ageAll();
    this.young.set(key, value);
    youngBytes += this.entryBytes;
  }
}

const caches = new Map<string, Generations<unknown>>();

function ageAll(): void {
  for (const cache of caches.values()) {
    cache.old = cache.young;
    cache.young = new Map();
  }
  youngBytes = 0;
}

function cacheFor<V>(name: string, entryBytes: number): Generations<V> {
  let cache = caches.get(name);
  if (!cache) caches.set(name, (cache = new Generations(entryBytes)));
  return cache as Generations<V>;
}

/** pdfkit's shaped words for one font (`fontKey`), shared by every document of this thread. */
export const shapedWords = (fontKey: string) => cacheFor<object>(`runs ${fontKey}`, SHAPED_WORD_BYTES);

/** Widths at 1 pt of words in one font (`fontKey`). */
export const wordWidths = (fontKey: string) => cacheFor<number>(`widths ${fontKey}`, WORD_WIDTH_BYTES);

/** The bound, in bytes, of every font's caches together (PDF_TEXT_CACHE_MB in the export workers); empties them. */
export function setTextCacheBytes(bytes: number): void {
  maxBytes = bytes;
  caches.clear();
  youngBytes = 0;
}

/** Bytes the caches hold (estimated per entry). */
export function textCacheBytes(): number {
  let total = 0;
  for (const cache of caches.values()) total += (cache.young.size + cache.old.size) * cache.entryBytes;
  return total;
}
