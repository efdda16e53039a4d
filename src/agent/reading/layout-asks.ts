// Asks about the output's layout rather than for it: the columns a sheet should have ("Colonnes mensuel et annuel.",
// "أريد أعمدة شهرية وسنوية") or one more part to put in ("合計行もお願いします", "その話も最後に入れてください") — a wish
// beside the request, which names no subject, however request-like its verb.
import { allWords } from "./lexicon.js";
import { escapeRegExp } from "../../lib/text.js";

const POLITE = [...allWords("politeness")]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join("|");

/** A sentence that opens (after its politeness) on the columns it wants. */
const COLUMNS = new RegExp(
  `^[\\s¡¿]*(?:(?:${POLITE})(?![\\p{L}])[\\s,]*)*(?:columns?|colonnes?|columnas?|colunas?|colonna|colonne|kolommen|kolom|spalten?|أعمدة|عمود|عمودين)(?![\\p{L}])`,
  "iu",
);
/** Japanese and Chinese: one more thing to put in — "…も(お願いします|入れてください)", "…も加えて", "再加一个…". */
const CJK_ALSO =
  /(?:も[^。、]{0,8}?(?:お願い|入れて|加えて|含めて|追加して|載せて|つけて|付けて)|を(?:入れて|加えて|追加して|載せて)|(?:也|再|另外)(?:加|放|列)|(?:加上|加入|补充)(?:一个|一页|一行))/u;

/** Whether a sentence only asks for columns or for one more part. */
export function isLayoutAsk(text: string): boolean {
  const t = text.trim();
  return COLUMNS.test(t) || CJK_ALSO.test(t);
}
