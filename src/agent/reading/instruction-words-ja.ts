// Japanese revision clauses other than additions (removing, renaming, retitling, setting, moving, shortening,
// swapping), rewritten into the English forms the instruction reader knows; titles stay as written.

const PART = "スライド|ページ|セクション|節|章|シート|タブ|行";
const DOC =
  "この|本|当|プレゼンテーション|プレゼン|資料|スライド資料|デッキ|ドキュメント|文書|レポート|報告書|スプレッドシート|ブック|ファイル|全体";
const NAME = "タイトル|題名|表題|見出し|名前";
/** A part by its name ("「リスク」のスライド"), captured as `group`. */
const named = (group: string) => `「?(?<${group}>.+?)」?(?:の?(?:${PART}))?`;
const quoted = (group: string) => `「?(?<${group}>.+?)」?`;

/** "スライド3", "3枚目のスライド", "最後のスライド": a part by its place, in the reader's words. */
function placesInEnglish(text: string): string {
  const unit = (u: string) =>
    /スライド|ページ/.test(u) ? "slide" : /シート|タブ/.test(u) ? "tab" : u === "行" ? "row" : "section";
  return text
    .replace(new RegExp(`(${PART})\\s*(\\d+)(?:枚目|番目)?`, "gu"), (_, u: string, n: string) => `${unit(u)} ${n}`)
    .replace(new RegExp(`(\\d+)(?:枚目|番目|つ目)の(${PART})`, "gu"), (_, n: string, u: string) => `${unit(u)} ${n}`)
    .replace(new RegExp(`最後の(${PART})`, "gu"), (_, u: string) => `the last ${unit(u)}`)
    .replace(new RegExp(`最初の(${PART})`, "gu"), (_, u: string) => `the first ${unit(u)}`);
}

type Groups = Record<string, string | undefined>;
const RULES: [RegExp, (g: Groups) => string][] = [
  [
    new RegExp(`^(?:(?:${DOC})の?)*(?:${NAME})を${quoted("title")}に(?:変更|変え|改め|する)`, "u"),
    (g) => `retitle it to “${g.title}”`,
  ],
  [
    new RegExp(`^${named("part")}の(?:${NAME})を${quoted("title")}に(?:変更|変え|改め|する)`, "u"),
    (g) => `rename ${g.part} to “${g.title}”`,
  ],
  [
    new RegExp(`^${named("part")}(?:の名前)?を${quoted("title")}に(?:改名|リネーム|名前を?変更)`, "u"),
    (g) => `rename ${g.part} to “${g.title}”`,
  ],
  [new RegExp(`^${named("part")}を(?:削除|消去|除去|取り除|外|消)`, "u"), (g) => `remove ${g.part}`],
  [
    new RegExp(`^${named("part")}を${quoted("ref")}の(?<side>後|あと|次|前)に(?:移動|移|動か|置)`, "u"),
    (g) => `move ${g.part} ${g.side === "前" ? "before" : "after"} ${g.ref}`,
  ],
  [
    new RegExp(`^${named("part")}を(?<edge>最後|末尾|最初|先頭)に(?:移動|移|動か|置)`, "u"),
    (g) => `move ${g.part} to the ${/最後|末尾/.test(g.edge!) ? "end" : "start"}`,
  ],
  [new RegExp(`^${named("a")}と${named("b")}を(?:入れ替え|入れ替|交換)`, "u"), (g) => `swap ${g.a} and ${g.b}`],
  [new RegExp(`^(?:(?:${DOC})の?)+を?(?:短く|簡潔に|要約)`, "u"), () => "shorten it"],
  [new RegExp(`^${named("part")}を(?:短く|簡潔に|要約)`, "u"), (g) => `shorten ${g.part}`],
  // "Google広告を5,000に設定": a value where its label is; without a figure, a text replaced.
  [
    new RegExp(`^${quoted("label")}を${quoted("value")}に(?:設定|する|変更|変え|修正|更新|直)`, "u"),
    (g) => (/\d/.test(g.value!) ? `set ${g.label} to ${g.value}` : `change “${g.label}” to “${g.value}”`),
  ],
];

// Quote marks around the names of a list ("「A」と「B」") go: the reader finds each name without them.
const unquoted = (groups: Groups = {}): Groups =>
  Object.fromEntries(Object.entries(groups).map(([name, text]) => [name, text?.replace(/[「」]/gu, "")]));

/** A Japanese clause in the reader's English, or null when it is none of these. */
export function jaClauseInEnglish(clause: string): string | null {
  for (const [re, say] of RULES) {
    const m = re.exec(clause.trim());
    if (m) return placesInEnglish(say(unquoted(m.groups)));
  }
  return null;
}
