// Every amount a text states, as the numbers a sheet may store it as: "1,8 Mio. €" → 1.8 and 1800000, "1億2000万円" → 120000000.
import { figureNumbers, westernDigits } from "../prompt-suite/sheet-figures.js";
import type { Lang } from "../prompt-suite/types.js";

export function statedAmounts(text: string, lang: Lang): number[] {
  const t = westernDigits(text);
  return [...t.matchAll(/\d[\d.,\s\u00A0\u202F]*\d(?:\s*\S{1,12})?|\d(?:\s*\S{1,12})?/gu)].flatMap((m) =>
    figureNumbers(m[0], lang),
  );
}

export const isStated = (n: number, stated: readonly number[]) =>
  stated.some((s) => Math.abs(s - n) <= 1e-6 * Math.max(1, Math.abs(s)));
