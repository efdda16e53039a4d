// Opens several office files with one LibreOffice run (own profile) and returns each PDF's page count and text.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, extname, join } from "node:path";

export const hasSoffice = !spawnSync("soffice", ["--version"], { stdio: "ignore" }).error && !spawnSync("pdfinfo", ["-v"], { stdio: "ignore" }).error;

export interface PdfResult {
  exists: boolean;
  pages: number;
  text: string;
}

/** Converts files (name → bytes; names must have distinct stems) to PDF in a single soffice invocation. */
export function convertToPdf(files: Record<string, Uint8Array>, options: { infilter?: string } = {}): Record<string, PdfResult> {
  const dir = mkdtempSync(join(tmpdir(), "quire-office-"));
  const profile = join(dir, "profile");
  try {
    const inputs = Object.entries(files).map(([name, bytes]) => {
      const path = join(dir, name);
      writeFileSync(path, bytes);
      return path;
    });
    // soffice exits 0 even when a conversion fails, so the result is judged by the PDFs alone.
    const filter = options.infilter ? [`--infilter=${options.infilter}`] : [];
    spawnSync("soffice", [`-env:UserInstallation=file://${profile}`, "--headless", "--norestore", ...filter, "--convert-to", "pdf", "--outdir", join(dir, "out"), ...inputs], { stdio: "ignore", timeout: 180_000 });
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
