// A slide's design sizes: the same slide drawn with one word in every field (its title "Title", every other text
// "Text", lists cut to one item), so nothing needs shrinking; what the PDF renderer draws then is the design.
import type { Deck, Slide } from "../formats/model/source.js";
import { renderDeckToPdf } from "../formats/pdf/index.js";
import { openOwnPdf } from "../formats/raster/pdfjs.js";
import { readPaint, type TextRun } from "./read-paint.js";

export const PROBE_TITLE = "Title";
const WORD = "Text";

export interface DesignSizes {
  /** The title's size as designed; null when the layout draws no title. */
  title: number | null;
  /** The smallest size the design draws other words at (labels, captions, body). */
  body: number | null;
}

/** Fields whose strings are never drawn as words, and lists that grow with content (cut to one item in a probe). */
const KEEP = new Set(["layout", "src", "icon", "side", "trend", "type", "format", "labels"]);
const DROP = new Set(["notes", "sources", "highlight"]);
const ONE = new Set(["bullets", "rows", "points", "children"]);

function probeValue(value: unknown, key: string): unknown {
  if (KEEP.has(key)) return value;
  if (key === "title" && typeof value === "string") return PROBE_TITLE;
  if (typeof value === "string") return value.trim() ? WORD : value;
  if (Array.isArray(value)) return (ONE.has(key) ? value.slice(0, 1) : value).map((v) => probeValue(v, ""));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (!DROP.has(k)) out[k] = probeValue(v, k);
    return out;
  }
  return value;
}

/** The slide with every field cut to one word; its layout, counts of cards, steps, metrics and columns kept. */
export function probeSlide(slide: Slide): Slide {
  return probeValue(slide, "") as Slide;
}

const cache = new Map<string, DesignSizes>();
const CACHE_MAX = 2_000;

const hasWord = (t: TextRun) => /[\p{L}\p{N}]/u.test(t.text);
const isTitle = (t: TextRun) => t.text.trim() === PROBE_TITLE;

function sizesOf(runs: TextRun[]): DesignSizes {
  const titles = runs.filter(isTitle).map((t) => t.size);
  const body = runs.filter((t) => hasWord(t) && !isTitle(t)).map((t) => t.size);
  return { title: titles.length ? Math.max(...titles) : null, body: body.length ? Math.min(...body) : null };
}

/** Design sizes of each slide, drawn once per distinct probe in this process (probes of the same shape repeat). */
export async function designSizes(deck: Deck): Promise<DesignSizes[]> {
  const probes = deck.slides.map(probeSlide);
  const keys = probes.map((p) => `${deck.size ?? "16:9"}|${JSON.stringify(p)}`);
  const missing = [...new Set(keys.filter((k) => !cache.has(k)))];
  if (missing.length) {
    const slides = missing.map((k) => probes[keys.indexOf(k)]!);
    const { bytes } = await renderDeckToPdf({ kind: "deck", title: "probe", size: deck.size, slides });
    const pdf = await openOwnPdf(bytes);
    try {
      // One word per field never continues onto another page, so page i is probe i.
      for (let i = 0; i < missing.length && i < pdf.numPages; i++) {
        if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
        cache.set(missing[i]!, sizesOf((await readPaint(await pdf.getPage(i + 1))).texts));
      }
    } finally {
      await pdf.destroy();
    }
  }
  return keys.map((k) => cache.get(k) ?? { title: null, body: null });
}
