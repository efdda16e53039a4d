// Lines set in a fixed-pitch font, read as one code block with their indentation and blank lines kept.
import { minOf } from "./lines.js";
import type { PlacedLine } from "./page-order.js";

/** Whether fixed-pitch text can mean code: not when most of the document is set in it (a typewritten page). */
export function monoIsCode(lines: readonly PlacedLine[]): boolean {
  let mono = 0;
  let all = 0;
  for (const l of lines) {
    all += l.text.length;
    if (l.mono) mono += l.text.length;
  }
  return mono * 2 < all;
}

/** The code block starting at `start` (consecutive fixed-pitch lines on one page) and the index after it. */
export function codeRun(lines: readonly PlacedLine[], start: number, spacing: number): { text: string; end: number } {
  let end = start + 1;
  while (end < lines.length) {
    const [prev, next] = [lines[end - 1]!, lines[end]!];
    const dy = prev.y - next.y;
    if (!next.mono || next.page !== prev.page || dy <= 0 || dy > spacing * 3) break;
    end++;
  }
  const run = lines.slice(start, end);
  const widths = run
    .flatMap((l) => l.segments.map((s) => (s.x1 - s.x0) / Math.max(1, s.text.length)))
    .sort((a, b) => a - b);
  const char = widths[Math.floor(widths.length / 2)] || run[0]!.size * 0.6;
  const left = minOf(run, (l) => l.x0);
  const spaces = (width: number) => " ".repeat(Math.max(0, Math.round(width / char)));
  const out: string[] = [];
  run.forEach((l, k) => {
    // A gap of two or more line heights is a blank line in the listing.
    if (k) for (let gap = Math.round((run[k - 1]!.y - l.y) / spacing); gap > 1; gap--) out.push("");
    let text = spaces(l.x0 - left);
    l.segments.forEach((s, n) => {
      text += (n ? spaces(s.x0 - l.segments[n - 1]!.x1) || " " : "") + s.text;
    });
    out.push(text.trimEnd());
  });
  return { text: out.join("\n"), end };
}
