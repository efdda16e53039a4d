// Cell addresses and values every sheet writer and reader shares: A1 column letters and Excel date serials.

/** The 1-based column a reference's leading letters name, either case ("B12" → 2, "aa" → 27); 0 when it has none. */
export function columnNumber(ref: string): number {
  let n = 0;
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i) & ~32;
    if (code < 65 || code > 90) break;
    n = n * 26 + code - 64;
  }
  return n;
}

/** A1-style column letters for a 0-based index (0 → A, 26 → AA). */
export function columnLetters(index: number): string {
  let n = index + 1;
  let out = "";
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const EPOCH_1899 = Date.UTC(1899, 11, 30);
const FIRST_SAFE = Date.UTC(1900, 2, 1); // before this, Excel's 1900 leap-year bug shifts serials

/** An ISO date (or date-time, wall clock as written) as an Excel serial, or null when it is not one. */
export function excelSerial(value: string): { serial: number; hasTime: boolean } | null {
  const m = ISO_DATE.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h = "0", mi = "0", s = "0", frac = ""] = m.slice(1);
  const ms = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s, frac ? Math.round(Number(`0.${frac}`) * 1000) : 0);
  const check = new Date(ms);
  if (Number.isNaN(ms) || check.getUTCMonth() !== +mo! - 1 || check.getUTCDate() !== +d! || ms < FIRST_SAFE)
    return null;
  return { serial: (ms - EPOCH_1899) / 86_400_000, hasTime: m[4] !== undefined };
}
