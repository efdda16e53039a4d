// Numbers as the deck's language writes them, the same in every writer: its grouping and decimal marks, the source's digits.
import { createRequire } from "node:module";
import type * as Ssf from "ssf";

// ssf is CommonJS without named ESM exports.
const { format: excelFormat } = createRequire(import.meta.url)("ssf") as typeof Ssf;

interface Marks {
  group: string;
  decimal: string;
}

const formatters = new Map<string, Intl.NumberFormat>();
const marksByLanguage = new Map<string, Marks>();

/** A formatter for `language` (a BCP-47 tag), cached: building one costs 100× formatting with it. English when the tag is unknown. */
function formatter(language: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${language}|${fractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    const options = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
    try {
      f = new Intl.NumberFormat([language, "en"], options);
    } catch {
      f = new Intl.NumberFormat("en", options); // a tag the schema allows but ICU rejects ("abcdefgh-x")
    }
    formatters.set(key, f);
  }
  return f;
}

/** The decimals the number is written with in its shortest exact form (0.1 → 1, 1.25e-7 → 9), at most 20. */
function fractionDigitsOf(value: number): number {
  const m = /^\d+(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(Math.abs(value)));
  if (!m) return 0;
  return Math.min(20, Math.max(0, (m[1]?.length ?? 0) - Number(m[2] ?? 0)));
}

/** The grouping and decimal marks of `language` ("," and "." in English, "." and "," in German). */
function numberMarks(language: string): Marks {
  let marks = marksByLanguage.get(language);
  if (!marks) {
    const parts = formatter(language, 1).formatToParts(12345.6);
    marks = {
      group: parts.find((p) => p.type === "group")?.value ?? ",",
      decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
    };
    marksByLanguage.set(language, marks);
  }
  return marks;
}

/**
 * The number `text` is, when it is written exactly as formatNumber writes one in `language` ("1.420.000" in German),
 * else null: what reads a Quire table back (a pptx import) turns its cells into numbers again, and nothing else.
 */
export function parseNumber(text: string, language: string): number | null {
  const { group, decimal } = numberMarks(language);
  if (!/^-?\d/.test(text)) return null;
  const plain = text.split(group).join("").split(decimal).join(".");
  const n = Number(plain);
  return plain.trim() === plain && Number.isFinite(n) && formatNumber(n, language) === text ? n : null;
}

/**
 * An English-written number's marks in `language`'s, inside runs of digits only ("1,234.5 kg" → "1.234,5 kg" in
 * German): for text an Excel format (ssf) or the compact chart form wrote the English way.
 */
export function localiseNumberText(text: string, language: string): string {
  const { group, decimal } = numberMarks(language);
  if (group === "," && decimal === ".") return text;
  return text.replace(/\d[\d,]*(?:\.\d+)?/g, (run) => run.replace(/[,.]/g, (mark) => (mark === "," ? group : decimal)));
}

/** Whether an Excel format writes a date or a time (its dots and colons are not a number's). */
function isDateFormat(format: string): boolean {
  const codes = format.replace(/"[^"]*"|\[[^\]]*\]|\\./g, "");
  return /[dmyhs]/i.test(codes.replace(/General/gi, ""));
}

/**
 * A number as `language` writes it: in its Excel `format` when one is given ("#,##0.00", "0.0%", "$#,##0"; rendered
 * by ssf, then given the language's marks), else with the language's grouping and the decimals the number has
 * (1420000 → "1,420,000" in English, "1.420.000" in German, "1 420 000" in French — grouped by a narrow no-break
 * space, U+202F, which the PDF's fonts have and which keeps a figure on one line; 2.5 → "2,5" in German).
 * Every writer's table cells use it; chart labels and KPI figures may too.
 */
export function formatNumber(value: number, language: string, format?: string): string {
  if (!Number.isFinite(value)) return String(value);
  const v = Object.is(value, -0) ? 0 : value;
  if (format && format !== "General") {
    try {
      const text = excelFormat(format, v).trim();
      return isDateFormat(format) ? text : localiseNumberText(text, language);
    } catch {
      // An Excel format ssf cannot read: the number is still shown, grouped.
    }
  }
  return formatter(language, fractionDigitsOf(v)).format(v);
}
