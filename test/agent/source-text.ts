// Test helpers that read a source as a reader would: the visible words without marked gaps, and the headings.
import type { Source } from "../../src/formats/model/source.js";

/** The words a reader sees, without the marked gaps (whose "point 1" or "Day 1" are enumerations, not figures). */
export function visibleText(source: Source): string {
  const leaves: string[] = [];
  const walk = (v: unknown, key = ""): void => {
    if (key === "notes" || key === "formula") return;
    if (typeof v === "string" || typeof v === "number") leaves.push(String(v));
    else if (Array.isArray(v)) v.forEach((x) => walk(x));
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  if (source.kind === "doc") leaves.push(source.markdown);
  else if (source.kind === "sheet") walk(source.sheets.map((t) => t.rows));
  else walk(source.slides);
  return leaves.map((l) => l.replace(/^\d+\.\s/gm, "").replace(/\[[^\]\n]*\]|［[^］]*］/g, " ")).join("\n");
}

export function headingsOf(source: Source): string[] {
  if (source.kind === "deck")
    return source.slides
      .slice(1)
      .map((s) => ("title" in s ? s.title : undefined) ?? "")
      .filter(Boolean);
  if (source.kind === "doc") return [...source.markdown.matchAll(/^## (.+)$/gm)].map((m) => m[1]!);
  return [];
}
