// Test helper: inspects PDFs with poppler-utils (pdfinfo, pdftotext, pdffonts), the tools a user would trust.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dir = mkdtempSync(join(tmpdir(), "quire-pdf-test-"));
let n = 0;

export function savePdf(bytes: Uint8Array): string {
  const file = join(dir, `out-${process.pid}-${n++}.pdf`);
  writeFileSync(file, bytes);
  return file;
}

export function pdfInfo(file: string): { pages: number; title: string; pageSize: string } {
  const out = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  const get = (k: string) => new RegExp(`^${k}:\\s*(.*)$`, "m").exec(out)?.[1]?.trim() ?? "";
  return { pages: Number(get("Pages")), title: get("Title"), pageSize: get("Page size") };
}

/** Text of the whole file, or of one page (1-based). */
export function pdfText(file: string, page?: number, layout = false): string {
  const args = [...(page ? ["-f", String(page), "-l", String(page)] : []), ...(layout ? ["-layout"] : []), file, "-"];
  return execFileSync("pdftotext", args, { encoding: "utf8" });
}

export interface FontRow {
  name: string;
  embedded: boolean;
  subset: boolean;
  unicode: boolean;
}

export function pdfFonts(file: string): FontRow[] {
  const out = execFileSync("pdffonts", [file], { encoding: "utf8" })
    .split("\n")
    .slice(2)
    .filter((l) => l.trim());
  return out.map((line) => {
    // name, then type/encoding columns, then emb sub uni object id: read the three yes/no flags from the end.
    const parts = line.trim().split(/\s+/);
    const flags = parts.slice(-5, -2);
    return { name: parts[0]!, embedded: flags[0] === "yes", subset: flags[1] === "yes", unicode: flags[2] === "yes" };
  });
}

/** Words with their boxes (pdftotext -bbox), for alignment checks. */
export function pdfWords(file: string, page = 1): { word: string; xMin: number; xMax: number; yMin: number }[] {
  const html = execFileSync("pdftotext", ["-bbox", "-f", String(page), "-l", String(page), file, "-"], {
    encoding: "utf8",
  });
  const words: { word: string; xMin: number; xMax: number; yMin: number }[] = [];
  for (const m of html.matchAll(
    /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g,
  )) {
    words.push({ word: m[4]!, xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]) });
  }
  return words;
}

/** The raw bytes as latin1 (dictionaries such as /URI and /Outlines are not compressed). */
export const rawPdf = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
