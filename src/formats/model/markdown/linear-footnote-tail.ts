// markdown-it-footnote's tail rule made linear: it appends each footnote with `state.tokens = state.tokens.concat(…)`.
import type { MarkdownIt, StateCore, Token } from "markdown-it";

/**
 * A token list whose `concat` appends in place. The plugin's tail copies the whole stream once per footnote, so
 * 10,000 footnotes cost 10,000 copies of it (40 s for 512 KB of `x[^1]` and `[^1]: y`); appended, one pass.
 * `filter` keeps the class (Array species), so the plugin's own filter before the appends returns one too.
 */
class AppendingTokens extends Array<Token> {
  override concat(...items: (Token | ConcatArray<Token>)[]): Token[] {
    for (const item of items) {
      if (Array.isArray(item)) for (const token of item as Token[]) this.push(token);
      else this.push(item as Token);
    }
    return this;
  }
}

/** Wraps the stream for markdown-it-footnote's `footnote_tail` rule, and unwraps it after, so nothing else sees it. */
export function linearFootnoteTail(md: MarkdownIt): void {
  md.core.ruler.before("footnote_tail", "footnote_tail_appending", (state: StateCore) => {
    const tokens = new AppendingTokens();
    for (const token of state.tokens) tokens.push(token);
    state.tokens = tokens;
  });
  md.core.ruler.after("footnote_tail", "footnote_tail_plain", (state: StateCore) => {
    state.tokens = Array.from(state.tokens);
  });
}
