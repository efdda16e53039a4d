// Where a line may break in text written without spaces between words (Chinese, Japanese, Thai, Lao, Khmer, Burmese):
// at Intl.Segmenter's word boundaries, less those the kinsoku rules forbid. Every writer that breaks lines itself, or
// tells a renderer where it may, asks here.
import { spanLanguage } from "./language.js";

/** Letters of the scripts written without spaces between words (CJK with its punctuation and full-width forms; Thai, Lao, Burmese, Khmer, Tai Tham). */
const UNSPACED_CLASS =
  "\\u0E00-\\u0EFF\\u1000-\\u109F\\u1780-\\u17FF\\u19E0-\\u19FF\\u1A20-\\u1AAF\\u2E80-\\u2FFF\\u3000-\\u30FF\\u3100-\\u312F\\u31A0-\\u31FF\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uA9E0-\\uA9FF\\uAA60-\\uAA7F\\uF900-\\uFAFF\\uFE30-\\uFE4F\\uFF00-\\uFFEF\\u{20000}-\\u{2FA1F}";
const UNSPACED = new RegExp(`[${UNSPACED_CLASS}]`, "u");

/**
 * Kinsoku (JIS X 4051, as CSS `line-break: strict`): characters no line may start with — closing brackets and quotes,
 * stops and commas, small kana, the prolonged sound mark, iteration marks, hyphens and postfixed units.
 */
const NO_LINE_START = new Set(
  ")]}»〕〉》」』】〙〗〟’”｠）］｝＞〛" +
    "、。，．,.:;!?！？：；・‥…‼⁇⁈⁉〜～゠‐–" +
    "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿｧｨｩｪｫｬｭｮｯ" +
    "ーｰヽヾゝゞ々〻" +
    "%％‰℃°′″¢￠",
);
/** Characters no line may end with: opening brackets and quotes, and prefixed currency signs. */
const NO_LINE_END = new Set("([{«〔〈《「『【〘〖〝‘“｟（［｛＜〚$£¥€＄￥￡");
/** Pairs that stay together when doubled (an ellipsis or dash drawn as two characters). */
const INSEPARABLE = new Set("…‥—―");
const DIGIT = /[0-9０-９]/;
const HIRAGANA = /^[\u3041-\u309F]/;
const KANA = /[\u3040-\u30FF]/;
const PUNCTUATION = /\p{P}/u;
/** A Japanese phrase that has grown this long may break before a word of hiragana (see japanesePhrase). */
const PHRASE_CHARS = 6;

/** True when `text` has a letter of a script written without spaces: the only text whose line breaks need a dictionary. */
export function hasUnspacedScript(text: string): boolean {
  return UNSPACED.test(text);
}

/** May a line start with `ch`? (Kinsoku: not with a closing bracket, a stop, a small kana, ー …) */
export function mayStartLine(ch: string): boolean {
  return !NO_LINE_START.has(ch);
}

/** May a line end with `ch`? (Kinsoku: not with an opening bracket or a prefixed currency sign.) */
export function mayEndLine(ch: string): boolean {
  return !NO_LINE_END.has(ch);
}

const segmenters = new Map<string, Intl.Segmenter>();

/** One word segmenter per language, made once (making one loads ICU's break rules). */
function segmenterFor(lang: string): Intl.Segmenter {
  let s = segmenters.get(lang);
  if (!s) {
    let made: Intl.Segmenter;
    try {
      made = new Intl.Segmenter(lang, { granularity: "word" });
    } catch {
      made = new Intl.Segmenter("und", { granularity: "word" });
    }
    segmenters.set(lang, (s = made));
  }
  return s;
}

const isSpace = (ch: string) => /\s/.test(ch);

/**
 * A Japanese word of hiragana (a particle, an inflection: が, を, しました) belongs with the word before it, the way
 * phrases (bunsetsu) are kept whole; a phrase already `PHRASE_CHARS` long may still break, so text written in
 * hiragana alone keeps its word breaks.
 */
function japanesePhrase(segment: string, phraseLength: number): boolean {
  return HIRAGANA.test(segment) && phraseLength < PHRASE_CHARS;
}

/** Where a line may break in text written without spaces (offsets in UTF-16 code units, in order). */
export interface WordBreaks {
  /** Between phrases: where lines break. */
  readonly phrases: readonly number[];
  /** Between the words inside a phrase (a Japanese word and its particle, a number and its counter): where a phrase wider than the whole line breaks, before it is cut anywhere. */
  readonly words: readonly number[];
}

const NONE: WordBreaks = { phrases: [], words: [] };
/** Text is laid out again and again while it is fitted to its box: the breaks of short text (titles, cards) are found once. */
const recent = new Map<string, WordBreaks>();
const RECENT_MAX = 2000;
const RECENT_TEXT_MAX = 400;

/**
 * Where lines may break in `text`: Intl.Segmenter's word boundaries (in `lang`, a BCP-47 tag, else the language its
 * script names; ICU picks its dictionary by script either way) that touch a character of a script written without
 * spaces, less those kinsoku forbids (no line starts with a closing bracket, stop, small kana or ー, none ends with an
 * opening bracket). Breaks at spaces are not listed: every writer breaks there already. Empty for text without such
 * a script.
 */
export function wordBreaks(text: string, lang?: string): WordBreaks {
  if (!UNSPACED.test(text)) return NONE;
  const language = lang ?? spanLanguage(text, "und") ?? "und";
  if (text.length > RECENT_TEXT_MAX) return findWordBreaks(text, language);
  const key = `${language}\u0000${text}`;
  let found = recent.get(key);
  if (!found) {
    if (recent.size >= RECENT_MAX) recent.clear();
    recent.set(key, (found = findWordBreaks(text, language)));
  }
  return found;
}

function findWordBreaks(text: string, language: string): WordBreaks {
  const japanese = language.toLowerCase().startsWith("ja") || KANA.test(text);
  const out = { phrases: [] as number[], words: [] as number[] };
  let prev = "";
  let phraseLength = 0;
  for (const { segment, index } of segmenterFor(language).segment(text)) {
    if (index > 0) {
      const before = text[index - 1]!;
      const after = segment[0]!;
      const allowed =
        (UNSPACED.test(before) || UNSPACED.test(after)) &&
        !isSpace(before) &&
        !isSpace(after) &&
        mayEndLine(before) &&
        mayStartLine(after) &&
        !(before === after && INSEPARABLE.has(after));
      if (allowed) {
        const inPhrase =
          (DIGIT.test(before) && UNSPACED.test(after)) ||
          (japanese && UNSPACED.test(prev) && !PUNCTUATION.test(prev) && japanesePhrase(segment, phraseLength));
        if (inPhrase) out.words.push(index);
        else {
          out.phrases.push(index);
          phraseLength = 0;
        }
      }
    }
    phraseLength = isSpace(segment[0]!) ? 0 : phraseLength + segment.length;
    prev = segment[segment.length - 1]!;
  }
  return out;
}
