// One decoder-corpus file drawn in a process of its own (hostile-drawing.test.ts forks it, so a native abort or an
// out-of-memory is one failed test and no other test's memory counts): a template through formats/drawing, a picture on
// three slides of a deck through Quire's PDF writer; then the first page rasterised by pdf.js. Prints one JSON line.
import { drawTemplateToPdf } from "../../src/formats/drawing/index.js";
import type { Deck } from "../../src/formats/model/source.js";
import { renderDeckToPdf } from "../../src/formats/pdf/index.js";
import { openOwnPdf } from "../../src/formats/raster/pdfjs.js";
import { rasterisePage } from "../../src/formats/raster/rasterise.js";
import { DECODER_CORPUS } from "../hostile/decoder-corpus.js";

/** What the parent reads back. */
export interface HostileDrawn {
  pages: number;
  warnings: string[];
  ms: number;
  /** RSS after drawing and rasterising, less RSS before, in MB; and the highest RSS seen meanwhile. */
  rssGrowthMb: number;
  peakGrowthMb: number;
}

const name = process.argv[2]!;
const entry = DECODER_CORPUS[name];
if (!entry) throw new Error(`no corpus entry ${name}`);
const bytes = entry.bytes();
const MIME: Record<string, string> = { png: "image/png", jpeg: "image/jpeg" };

function deckOf(picture: Uint8Array, format: string): Deck {
  const src = `data:${MIME[format] ?? "application/octet-stream"};base64,${Buffer.from(picture).toString("base64")}`;
  const slide = (n: number) => ({
    layout: "image" as const,
    title: `Picture ${n}`,
    image: { src, alt: "The corpus picture" },
  });
  return { kind: "deck", title: "Hostile pictures", slides: [slide(1), slide(2), slide(3)] };
}

// Loaded and warmed before the first reading, so what is measured is the file's drawing, not the modules'.
await openOwnPdf(
  (await renderDeckToPdf({ kind: "deck", title: "warm", slides: [{ layout: "title", title: "Warm" }] })).bytes,
).then((d) => d.destroy());
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
const started = Date.now();
const drawn =
  entry.format === "pptx" || entry.format === "potx"
    ? await drawTemplateToPdf(bytes).then((d) => ({ pdf: d.pdf, warnings: d.warnings }))
    : await renderDeckToPdf(deckOf(bytes, entry.format)).then((d) => ({ pdf: d.bytes, warnings: d.warnings }));
const doc = await openOwnPdf(drawn.pdf);
const raster = await rasterisePage(await doc.getPage(1), 1280);
await raster.png();
const pages = doc.numPages;
await doc.destroy();
clearInterval(sampler);
const mb = (n: number) => Math.round(n / 1024 / 1024);
// The kernel's high-water mark sees the synchronous stretches a timer cannot sample.
peak = Math.max(peak, process.resourceUsage().maxRSS * 1024);
const result: HostileDrawn = {
  pages,
  warnings: drawn.warnings,
  ms: Date.now() - started,
  rssGrowthMb: mb(process.memoryUsage().rss - before),
  peakGrowthMb: mb(peak - before),
};
process.stdout.write(`${JSON.stringify(result)}\n`);
