// The pictures the drawing tests compare: pptx decks converted by LibreOffice in one soffice run, and PDFs rasterised by
// poppler at the same resolution.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { convertWithSoffice } from "../office/soffice.js";

/** Resolution the pages are compared at: a 10 in slide is 500 px wide, a 48-cell grid's cell ≈ 10 px. */
export const COMPARE_DPI = 50;

/**
 * Converts every deck (name → pptx bytes) to PDF in one soffice process (one startup, one profile); a deck soffice did
 * not convert (a long batch now and then ends before its last files, and soffice exits 0 either way) gets a second run of
 * its own. Returns name → PDF bytes; a deck missing from the result was not converted.
 */
export function convertDecksWithLibreOffice(decks: Record<string, Uint8Array>): Record<string, Uint8Array> {
  const dir = mkdtempSync(join(tmpdir(), "quire-drawing-"));
  try {
    const inputs = Object.entries(decks).map(([name, bytes]) => {
      const path = join(dir, `${name}.pptx`);
      writeFileSync(path, bytes);
      return path;
    });
    const out = join(dir, "out");
    const convert = (files: string[]) =>
      convertWithSoffice(files, "pdf", out, { profile: join(dir, "profile"), timeout: 600_000 });
    const pdfOf = (path: string) => join(out, `${basename(path, ".pptx")}.pdf`);
    if (inputs.length) convert(inputs);
    const missed = inputs.filter((path) => !existsSync(pdfOf(path)));
    if (missed.length) convert(missed);
    const result: Record<string, Uint8Array> = {};
    for (const path of inputs) {
      if (!existsSync(pdfOf(path))) continue;
      const bytes = new Uint8Array(readFileSync(pdfOf(path)));
      if (Buffer.from(bytes.subarray(0, 5)).toString() === "%PDF-") result[basename(path, ".pptx")] = bytes;
    }
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether soffice and pdftoppm are here (the drawing tests skip without them). */
export const canRender =
  !spawnSync("soffice", ["--version"], { stdio: "ignore" }).error &&
  !spawnSync("pdftoppm", ["-v"], { stdio: "ignore" }).error;
