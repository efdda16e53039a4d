// A small deterministic PRNG (FNV-1a seed + mulberry32): the same prompt always gives the same numbers.

export interface Random {
  /** Float in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
}

export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function seededRandom(seed: string | number): Random {
  let a = typeof seed === "number" ? seed >>> 0 : hashString(seed);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    shuffle(items) {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}

/** A plausible series: a base value drifting with a trend and some noise, rounded to a sensible step. */
export function trendSeries(rng: Random, count: number, base: number, growth: number): number[] {
  const out: number[] = [];
  let v = base;
  for (let i = 0; i < count; i++) {
    out.push(roundNice(v));
    v = v * (1 + growth + (rng.next() - 0.5) * growth * 1.2);
  }
  return out;
}

export function roundNice(v: number): number {
  if (v >= 1000) return Math.round(v / 10) * 10;
  if (v >= 100) return Math.round(v);
  return Math.round(v * 10) / 10;
}
