// Japanese revision clauses other than additions (removing, renaming, retitling, setting, moving, shortening,
// swapping), rewritten into the English forms the instruction reader knows; titles stay as written.

const PART = "スライド|ページ|セクション|節|章|シート|タブ|行";
const DOC = "この|本|当|プレゼンテーション|プレゼン|資料|スライド資料|デッキ|ドキュメント|文書|レポート|報告書|スプレッドシート|ブック|ファイル|全体";
const NAME = "タイトル|題名|表題|見出し|名前";
const NAMED = `「?(.+?)」?(?:の?(?:${PART}))?`;
const QUOTED = "「?(.+?)」?";

/** "スライド3", "3枚目のスライド", "最後のスライド": a part by its place, in the reader's words. */
function placesInEnglish(text: string): string {
  const unit = (u: string) => (/スライド|ページ/.test(u) ? "slide" : /シート|タブ/.test(u) ? "tab" : u === "行" ? "row" : "section");
  return text
    .replace(new RegExp(`(${PART})\\s*(\\d+)(?:枚目|番目)?`, "gu"), (_, u: string, n: string) => `${unit(u)} ${n}`)
    .replace(new RegExp(`(\\d+)(?:枚目|番目|つ目)の(${PART})`, "gu"), (_, n: string, u: string) => `${unit(u)} ${n}`)
    .replace(new RegExp(`最後の(${PART})`, "gu"), (_, u: string) => `the last ${unit(u)}`)
    .replace(new RegExp(`最初の(${PART})`, "gu"), (_, u: string) => `the first ${unit(u)}`);
}

const RULES: [RegExp, (m: RegExpExecArray) => string][] = [
  [new RegExp(`^(?:(?:${DOC})の?)*(?:${NAME})を${QUOTED}に(?:変更|変え|改め|する)`, "u"), (m) => `retitle it to “${m[1]}”`],
  [new RegExp(`^${NAMED}の(?:${NAME})を${QUOTED}に(?:変更|変え|改め|する)`, "u"), (m) => `rename ${m[1]} to “${m[2]}”`],
  [new RegExp(`^${NAMED}(?:の名前)?を${QUOTED}に(?:改名|リネーム|名前を?変更)`, "u"), (m) => `rename ${m[1]} to “${m[2]}”`],
  [new RegExp(`^${NAMED}を(?:削除|消去|除去|取り除|外|消)`, "u"), (m) => `remove ${m[1]}`],
  [new RegExp(`^${NAMED}を${QUOTED}の(後|あと|次|前)に(?:移動|移|動か|置)`, "u"), (m) => `move ${m[1]} ${m[3] === "前" ? "before" : "after"} ${m[2]}`],
  [new RegExp(`^${NAMED}を(最後|末尾|最初|先頭)に(?:移動|移|動か|置)`, "u"), (m) => `move ${m[1]} to the ${/最後|末尾/.test(m[2]!) ? "end" : "start"}`],
  [new RegExp(`^${NAMED}と${NAMED}を(?:入れ替え|入れ替|交換)`, "u"), (m) => `swap ${m[1]} and ${m[2]}`],
  [new RegExp(`^(?:(?:${DOC})の?)+を?(?:短く|簡潔に|要約)`, "u"), () => "shorten it"],
  [new RegExp(`^${NAMED}を(?:短く|簡潔に|要約)`, "u"), (m) => `shorten ${m[1]}`],
  // "Google広告を5,000に設定": a value where its label is; without a figure, a text replaced.
  [new RegExp(`^${QUOTED}を${QUOTED}に(?:設定|する|変更|変え|修正|更新|直)`, "u"), (m) => (/\d/.test(m[2]!) ? `set ${m[1]} to ${m[2]}` : `change “${m[1]}” to “${m[2]}”`)],
];

/** A Japanese clause in the reader's English, or null when it is none of these. */
export function jaClauseInEnglish(clause: string): string | null {
  for (const [re, say] of RULES) {
    const m = re.exec(clause.trim());
    // Quote marks around the names of a list ("「A」と「B」") go: the reader finds each name without them.
    if (m) return placesInEnglish(say(m.map((g) => g?.replace(/[「」]/gu, "")) as unknown as RegExpExecArray));
  }
  return null;
}
