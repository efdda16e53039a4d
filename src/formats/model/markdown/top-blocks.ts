// Splits a markdown-it token stream into its top-level blocks, each with its token range and source lines.
import type { Token } from "markdown-it";

export interface TopBlock {
  /** Type of the opening token, e.g. "paragraph_open", "bullet_list_open", "hr", "html_block". */
  type: string;
  tokens: Token[];
  /** Index range [from, to) in the stream. */
  from: number;
  to: number;
  /** Source line range [start, end), or null for generated blocks (footnote lists). */
  lines: [number, number] | null;
}

export function topBlocks(tokens: Token[]): TopBlock[] {
  const out: TopBlock[] = [];
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i]!;
    let end = i + 1;
    if (t.nesting === 1) {
      let depth = 0;
      for (let j = i; j < tokens.length; j++) {
        depth += tokens[j]!.nesting;
        if (depth === 0) {
          end = j + 1;
          break;
        }
      }
    }
    out.push({ type: t.type, tokens, from: i, to: end, lines: t.map ? [t.map[0], t.map[1]] : null });
    i = end;
  }
  return out;
}

/** The source text of blocks (joined by a blank line), from the original lines. */
export function sliceSource(lines: string[], blocks: TopBlock[]): string {
  const parts: string[] = [];
  for (const b of blocks) if (b.lines) parts.push(lines.slice(b.lines[0], b.lines[1]).join("\n").replace(/\s+$/, ""));
  return parts.join("\n\n");
}

/** The inline token of a paragraph or heading block. */
export function inlineOf(block: TopBlock): Token | undefined {
  const t = block.tokens[block.from + 1];
  return t?.type === "inline" ? t : undefined;
}
