// A sheet row holds a figure when it has the label's words and the value: as written, or as the number it stands for.
import type { Cell } from "../../../src/formats/model/source.js";
import { holdsFigure, holdsWords } from "./normalise.js";
import type { FigureClause, Lang } from "./types.js";

// Magnitude words after a number, and what they multiply by.
const MAGNITUDES: [RegExp, number][] = [
  [/万/u, 1e4],
  [/[億亿]/u, 1e8],
  [/(?<![\p{L}])(?:k|mil|ألف)(?![\p{L}])/iu, 1e3],
  [/(?<![\p{L}])(?:m|mio|mln|million\w*|millones|milhões|milhão|milioni|miljoen|مليون|ملايين)(?![\p{L}])/iu, 1e6],
];

/** Arabic-Indic digits and separators as the Western ones ("١٢٬٠٠٠" is 12,000). */
export const westernDigits = (text: string) =>
  text
    .normalize("NFKC")
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x6f0))
    .replace(/\u066C/g, ",")
    .replace(/\u066B/g, ".");

/** The numbers a written figure may be stored as: "2.400 €" → 2400, "24万円" → 24 or 240000, "8,5 %" → 8.5 or 0.085. */
export function figureNumbers(value: string, lang: Lang): number[] {
  value = westernDigits(value);
  const m = /\d[\d.,\s\u00A0\u202F]*\d|\d/.exec(value);
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
  // "8万5000円", "1億2000万円": a CJK chain is its parts added up.
  const chain = /(?:\d+(?:\.\d+)?[億亿万千])+\d*/u.exec(value.replace(/,(?=\d{3})/g, ""));
  if (chain) {
    const parts = [...chain[0].matchAll(/(\d+(?:\.\d+)?)([億亿万千])/gu)];
    const units: Record<string, number> = { 億: 1e8, 亿: 1e8, 万: 1e4, 千: 1e3 };
    const rest = chain[0].replace(/\d+(?:\.\d+)?[億亿万千]/gu, "");
    out.push(parts.reduce((sum, p) => sum + Number(p[1]) * units[p[2]!]!, 0) + (rest ? Number(rest) : 0));
  }
  return out;
}

export function sheetRowHolds(row: Cell[], f: FigureClause, lang: Lang): boolean {
  const texts = row.map((c) => (typeof c === "string" ? c : typeof c === "number" ? String(c) : "")).join(" | ");
  if (!holdsWords(texts, f.label, lang).ok) return false;
  if (holdsFigure(texts, f.value)) return true;
  const wanted = figureNumbers(f.value, lang);
  return row.some(
    (c) => typeof c === "number" && wanted.some((w) => Math.abs(c - w) <= 1e-9 * Math.max(1, Math.abs(w))),
  );
}
