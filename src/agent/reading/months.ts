// The month names of the languages the builtin reads, long and short, from the platform's own calendar data (Intl).
import { LANGUAGES } from "./language.js";
import { escapeRegExp } from "../../lib/text.js";

const fold = (s: string) => s.toLocaleLowerCase().replace(/\.$/, "");

function names(): string[] {
  const out = new Set<string>();
  for (const lang of LANGUAGES) {
    for (const month of ["long", "short"] as const) {
      const format = new Intl.DateTimeFormat(lang, { month, timeZone: "UTC" });
      for (let i = 0; i < 12; i++) {
        const name = fold(format.format(new Date(Date.UTC(2020, i, 15))));
        // "1月", "3": a month written with its number is a date of its own script, not a name.
        if (!/\d/.test(name)) out.add(name);
      }
    }
  }
  return [...out].sort((a, b) => b.length - a.length);
}

/** Every month name, long ones first (so "juni" wins over "jun"). */
export const MONTH_NAMES: readonly string[] = names();

const MONTH_ALTERNATION = MONTH_NAMES.map((m) => escapeRegExp(m)).join("|");
const MONTH_AT_START = new RegExp(`^\\s*(?:${MONTH_ALTERNATION})(?![\\p{L}])`, "iu");

/** True when a text starts with a month's name ("April 2026 …", "März", "sept. 2025"). */
export const startsWithMonth = (text: string) => MONTH_AT_START.test(text);

const MONTH = `(?:${MONTH_ALTERNATION})\\.?`;
const DAY_AND_MONTH_BEFORE = new RegExp(
  `(?:(?<![\\p{N}])\\d{1,2}\\.?\\s*(?:de\\s+)?${MONTH}|(?<![\\p{L}])${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?|(?<![\\p{N}])\\d{1,2}[./]\\d{1,2}[./])\\s*,?\\s*(?:de\\s+)?$`,
  "iu",
);

/** True when a year at the end of `before` completes a day's date ("22 de novembro de 2013", "May 4, 2025", "05.07.1979"). */
export const endsWithDayAndMonth = (before: string) => DAY_AND_MONTH_BEFORE.test(before.slice(-40));
