// A sheet row holds a figure when it has the label's words and the value: as written, or as the number it stands for.
import type { Cell } from "../../../src/formats/model/source.js";
import { holdsFigure, holdsWords } from "./normalise.js";
import type { FigureClause, Lang } from "./types.js";

// Magnitude words after a number, and what they multiply by.
const MAGNITUDES: [RegExp, number][] = [
  [/万/u, 1e4],
  [/[億亿]/u, 1e8],
  [/(?<![\p{L}])(?:k|mil|ألف)(?![\p{L}])/iu, 1e3],
  [/(?<![\p{L}])(?:m|mio|mln|million\w*|millones|milhões|milioni|miljoen|مليون)(?![\p{L}])/iu, 1e6],
];

/** The numbers a written figure may be stored as: "2.400 €" → 2400, "24万円" → 24 or 240000, "8,5 %" → 8.5 or 0.085. */
export function figureNumbers(value: string, lang: Lang): number[] {
  const m = /\d[\d.,\s\u00A0\u202F]*\d|\d/.exec(value.normalize("NFKC"));
  if (!m) return [];
  let raw = m[0].replace(/[\s\u00A0\u202F]/g, "");
  // Dot-thousands languages write "2.400" and "8,5"; the others "2,400" and "8.5".
  const commaDecimal = ["de", "fr", "es", "pt", "it", "nl"].includes(lang);
  raw = commaDecimal ? raw.replace(/\.(?=\d{3}\b)/g, "").replace(",", ".") : raw.replace(/,(?=\d{3}\b)/g, "");
  const base = Number(raw);
  if (!Number.isFinite(base)) return [];
  const out = [base];
  for (const [re, k] of MAGNITUDES) if (re.test(value.slice(m.index + m[0].length))) out.push(base * k);
  if (/[%٪]/.test(value)) out.push(base / 100);
  return out;
}

export function sheetRowHolds(row: Cell[], f: FigureClause, lang: Lang): boolean {
  const texts = row.map((c) => (typeof c === "string" ? c : typeof c === "number" ? String(c) : "")).join(" | ");
  if (!holdsWords(texts, f.label, lang).ok) return false;
  if (holdsFigure(texts, f.value)) return true;
  const wanted = figureNumbers(f.value, lang);
  return row.some((c) => typeof c === "number" && wanted.some((w) => Math.abs(c - w) <= 1e-9 * Math.max(1, Math.abs(w))));
}
