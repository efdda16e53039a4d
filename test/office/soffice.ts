// LibreOffice for tests: soffice runs with CI's fonts (fonts.conf); an office file to PDF, its pages and text.
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { isAbsolute, join } from "node:path";
import { fileURLToPath } from "node:url";

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

const FONT_RULES = fileURLToPath(new URL("./fonts.conf", import.meta.url));
let fontEnv: NodeJS.ProcessEnv | undefined;

/**
 * The environment LibreOffice runs in under test: the machine's fontconfig, then test/office/fonts.conf, which leaves
 * soffice CI's fonts and no others. What a test measures of LibreOffice's drawing (where lines wrap, how much of a
 * slide the text fills, how many pages a document takes) then does not depend on which fonts this machine has.
 */
function sofficeEnv(): NodeJS.ProcessEnv {
  if (fontEnv) return fontEnv;
  const own = process.env.FONTCONFIG_FILE;
  const machine = own && isAbsolute(own) ? own : join(process.env.FONTCONFIG_PATH ?? "/etc/fonts", own ?? "fonts.conf");
  const xml = (path: string) => path.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const conf =
    `<?xml version="1.0"?>\n<fontconfig>\n  <include ignore_missing="yes">${xml(machine)}</include>\n` +
    `  <include>${xml(FONT_RULES)}</include>\n</fontconfig>\n`;
  // Named by its content, so the test files running at once share one file and none sees it half written.
  const file = join(tmpdir(), `quire-fonts-${createHash("sha256").update(conf).digest("hex").slice(0, 16)}.conf`);
  if (!existsSync(file)) {
    writeFileSync(`${file}.${process.pid}`, conf);
    renameSync(`${file}.${process.pid}`, file);
  }
  return (fontEnv = { ...process.env, FONTCONFIG_FILE: file });
}

interface SofficeOptions {
  /** A folder for LibreOffice's user profile, the run's own (two soffice runs cannot share one). */
  profile: string;
  timeout: number;
  infilter?: string;
}

/**
 * Converts `files` to `to` (a format, filter options after a colon) into `outdir` in one headless soffice run with its
 * profile in `profile` and the tests' fonts. soffice exits 0 even when a conversion fails: callers look for the files.
 */
export function convertWithSoffice(files: string[], to: string, outdir: string, options: SofficeOptions): void {
  const filter = options.infilter ? [`--infilter=${options.infilter}`] : [];
  const profile = `-env:UserInstallation=file://${options.profile}`;
  const args = [profile, "--headless", "--norestore", ...filter, "--convert-to", to, "--outdir", outdir, ...files];
  spawnSync("soffice", args, { stdio: "ignore", timeout: options.timeout, env: sofficeEnv() });
}

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
  convertWithSoffice([input], "pdf", dir, { profile, timeout: 180_000 });
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
