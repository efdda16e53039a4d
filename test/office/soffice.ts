// LibreOffice helper for tests: converts an office file to PDF in a private profile and reports pages and text.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

function probe(cmd: string, args: string[]): boolean {
  const r = spawnSync(cmd, args, { stdio: "ignore", timeout: 30_000 });
  return !r.error;
}

/** Why LibreOffice-based checks must be skipped on this machine, or null when they can run. */
export const sofficeSkipReason: string | null = !probe("soffice", ["--version"])
  ? "LibreOffice (soffice) is not installed: apt-get install libreoffice-impress-nogui libreoffice-writer-nogui libreoffice-calc-nogui"
  : !probe("pdfinfo", ["-v"])
    ? "poppler-utils (pdfinfo/pdftotext) is not installed"
    : null;

export interface PdfResult {
  pdf: string;
  pages: number;
  /** The PDF's text (pdftotext). */
  text: () => string;
  cleanup: () => void;
}

/** Converts `bytes` (a file with extension `ext`) with `soffice --headless --convert-to pdf`; soffice exits 0 even on failure, so the PDF is checked. */
export function convertToPdf(bytes: Uint8Array, ext: string): PdfResult {
  const dir = mkdtempSync(join(tmpdir(), "quire-office-"));
  const input = join(dir, `input.${ext}`);
  writeFileSync(input, bytes);
  const profile = join(dir, "profile");
  spawnSync("soffice", ["--headless", "--norestore", `-env:UserInstallation=file://${profile}`, "--convert-to", "pdf", "--outdir", dir, input], { stdio: "ignore", timeout: 180_000 });
  const pdf = join(dir, "input.pdf");
  if (!existsSync(pdf) || readFileSync(pdf).subarray(0, 5).toString() !== "%PDF-") {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`LibreOffice could not convert the .${ext} file to PDF`);
  }
  const info = execFileSync("pdfinfo", [pdf], { encoding: "utf8" });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? NaN);
  return {
    pdf,
    pages,
    text: () => execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" }),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
