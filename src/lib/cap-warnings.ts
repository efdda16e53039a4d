// A list of warnings kept readable: the first ones as they are, the rest counted in one line.

/** Past this many, one warning a cell (a circular reference in each of 60,000 cells) would outweigh the page itself. */
export const MAX_WARNINGS = 100;

export function capWarnings(warnings: string[], max = MAX_WARNINGS): string[] {
  if (warnings.length <= max) return warnings;
  return [...warnings.slice(0, max - 1), `…and ${warnings.length - max + 1} more warnings like these.`];
}
