// Opens several office files with one LibreOffice run (own profile) and returns each PDF's page count and text.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, extname, join } from "node:path";
import { convertWithSoffice } from "../office/soffice.js";

export const hasSoffice =
  !spawnSync("soffice", ["--version"], { stdio: "ignore" }).error &&
  !spawnSync("pdfinfo", ["-v"], { stdio: "ignore" }).error;

export interface PdfResult {
  exists: boolean;
  pages: number;
  text: string;
}

/** Converts files (name → bytes; names must have distinct stems) to PDF in a single soffice invocation. */
export function convertToPdf(
  files: Record<string, Uint8Array>,
  options: { infilter?: string } = {},
): Record<string, PdfResult> {
  const dir = mkdtempSync(join(tmpdir(), "quire-office-"));
  const profile = join(dir, "profile");
  try {
    const inputs = Object.entries(files).map(([name, bytes]) => {
      const path = join(dir, name);
      writeFileSync(path, bytes);
      return path;
    });
    // soffice exits 0 even when a conversion fails, so the result is judged by the PDFs alone.
    convertWithSoffice(inputs, "pdf", join(dir, "out"), { profile, timeout: 180_000, infilter: options.infilter });
    const out: Record<string, PdfResult> = {};
    for (const name of Object.keys(files)) {
      const pdf = join(dir, "out", `${basename(name, extname(name))}.pdf`);
      if (!existsSync(pdf)) {
        out[name] = { exists: false, pages: 0, text: "" };
        continue;
      }
      const info = execFileSync("pdfinfo", [pdf], { encoding: "utf8" });
      const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
      out[name] = { exists: true, pages, text: execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" }) };
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Converts spreadsheets (name → bytes) to UTF-8 CSV of their first sheet in one soffice run: the values LibreOffice computed. */
export function convertToCsv(files: Record<string, Uint8Array>): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), "quire-office-"));
  try {
    const inputs = Object.entries(files).map(([name, bytes]) => {
      const path = join(dir, name);
      writeFileSync(path, bytes);
      return path;
    });
    // Filter options: comma separator, double-quote text delimiter, UTF-8 (76), values as stored rather than as shown.
    const format = "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false";
    convertWithSoffice(inputs, format, join(dir, "out"), { profile: join(dir, "profile"), timeout: 180_000 });
    const out: Record<string, string> = {};
    for (const name of Object.keys(files)) {
      const csv = join(dir, "out", `${basename(name, extname(name))}.csv`);
      out[name] = existsSync(csv) ? readFileSync(csv, "utf8") : "";
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
