// Excel's wildcards (* any run, ? one character, ~ escaping either), matched case-insensitively in linear passes.

/** Something with a `test`, as the places that took a RegExp of the pattern call it (anything else read as text, as RegExp does). */
export interface WildcardPattern {
  test(text: unknown): boolean;
}

type Piece = { any: true } | { one: true } | { char: string };

function pieces(pattern: string): Piece[] {
  const out: Piece[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === "~" && (pattern[i + 1] === "*" || pattern[i + 1] === "?")) out.push({ char: pattern[++i]! });
    else if (ch === "*") out.push({ any: true });
    else if (ch === "?") out.push({ one: true });
    else out.push({ char: ch.toLowerCase() });
  }
  return out;
}

/**
 * The whole text against the pattern. A RegExp of `*a*a*…*b` backtracks once per way of splitting the text (a minute
 * for 30 stars over 3,000 characters); this keeps only the last star and moves it on, at most text × pattern steps.
 */
export function wildcardPattern(pattern: string): WildcardPattern {
  const p = pieces(pattern);
  return {
    test(input: unknown): boolean {
      const text = String(input).toLowerCase();
      let i = 0;
      let j = 0;
      let star = -1;
      let resume = 0;
      while (i < text.length) {
        const piece = p[j];
        if (piece && "char" in piece ? piece.char === text[i] : piece && "one" in piece) {
          i++;
          j++;
        } else if (piece && "any" in piece) {
          star = j++;
          resume = i;
        } else if (star >= 0) {
          j = star + 1;
          i = ++resume;
        } else return false;
      }
      while (j < p.length && "any" in p[j]!) j++;
      return j === p.length;
    },
  };
}
