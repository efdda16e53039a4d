// Legibility of a pptx as LibreOffice draws it: every word's colour (read from the PDF's paint with pdf.js) against the
// pixels under it (pdftoppm at 72 dpi, the background read as the quality report reads it), and text runs that overlap.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openOwnPdf } from "../../src/formats/raster/pdfjs.js";
import type { Raster } from "../../src/formats/raster/rasterise.js";
import { contrastOf, glyphBox, pixelBackground, seenColour } from "../../src/quality/contrast.js";
import { readPaint, type TextRun } from "../../src/quality/read-paint.js";
import { THRESHOLDS as T } from "../../src/quality/codes.js";
import { readPpm } from "./measure-deck.js";

export interface LegibilityFault {
  page: number;
  kind: "contrast" | "overlap";
  detail: string;
}

export interface Legibility {
  pages: number;
  words: number;
  /** Words whose colour is below the bar against the pixels under them. */
  faint: number;
  faults: LegibilityFault[];
}

const words = (s: string) => s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));

/** The run's glyph box shrunk a little: two lines set tight touch without overlapping. */
const inner = (r: TextRun) => {
  const b = glyphBox(r);
  const h = (b.y1 - b.y0) * 0.15;
  return { x0: b.x0 + 0.5, x1: b.x1 - 0.5, y0: b.y0 + h, y1: b.y1 - h };
};

function overlaps(a: TextRun, b: TextRun): boolean {
  const p = inner(a);
  const q = inner(b);
  return Math.min(p.x1, q.x1) - Math.max(p.x0, q.x0) > 1 && Math.min(p.y1, q.y1) - Math.max(p.y0, q.y0) > 1;
}

/** Measures a PDF LibreOffice wrote: each word's contrast (4.5:1, or 3:1 for large text and for `largeOn` pages' labels) and overlapping runs. */
export async function measureLegibility(pdf: Uint8Array): Promise<Legibility> {
  const dir = mkdtempSync(join(tmpdir(), "quire-legibility-"));
  try {
    writeFileSync(join(dir, "deck.pdf"), pdf);
    const doc = await openOwnPdf(pdf);
    const result: Legibility = { pages: doc.numPages, words: 0, faint: 0, faults: [] };
    const digits = String(doc.numPages).length;
    execFileSync("pdftoppm", ["-r", "72", join(dir, "deck.pdf"), join(dir, "p")]);
    for (let n = 1; n <= doc.numPages; n++) {
      const paint = await readPaint(await doc.getPage(n));
      const img = readPpm(readFileSync(join(dir, `p-${String(n).padStart(digits, "0")}.ppm`)));
      const rgba = new Uint8ClampedArray(img.width * img.height * 4);
      for (let i = 0, j = 0; i < img.width * img.height; i++, j += 4)
        [rgba[j], rgba[j + 1], rgba[j + 2], rgba[j + 3]] = [
          img.data[i * 3]!,
          img.data[i * 3 + 1]!,
          img.data[i * 3 + 2]!,
          255,
        ];
      const raster = { width: img.width, height: img.height } as Raster;
      const runs = paint.texts.filter((r) => words(r.text).length > 0);
      for (const run of runs) {
        const count = words(run.text).length;
        result.words += count;
        const background = run.colour ? pixelBackground(run, raster, rgba, paint.width) : null;
        if (!background) continue;
        const colour = seenColour(run, background)!;
        const large = run.size >= T.largeSize || (run.bold && run.size >= T.largeBoldSize);
        const required = large ? T.largeContrast : T.textContrast;
        const ratio = contrastOf(colour, background);
        if (ratio < required - 0.005) {
          result.faint += count;
          result.faults.push({
            page: n,
            kind: "contrast",
            detail: `"${run.text.trim()}" is ${colour} on ${background} (${ratio.toFixed(2)}:1, needs ${required}:1, ${run.size.toFixed(1)} pt)`,
          });
        }
      }
      for (let i = 0; i < runs.length; i++) {
        for (let j = i + 1; j < runs.length; j++) {
          const [a, b] = [runs[i]!, runs[j]!];
          if (a.text === b.text && Math.abs(a.x0 - b.x0) < 3 && Math.abs(a.baseline - b.baseline) < 3) continue;
          if (overlaps(a, b))
            result.faults.push({
              page: n,
              kind: "overlap",
              detail: `"${a.text.trim()}" and "${b.text.trim()}" overlap`,
            });
        }
      }
    }
    await doc.destroy();
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
