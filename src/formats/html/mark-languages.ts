// Runs of text in another script than the document's get a `lang` span (WCAG 3.1.2), so a screen reader switches voice
// for the Japanese inside an English deck; text written without spaces gets a <wbr> between its phrases (the page's
// CSS keeps CJK words whole elsewhere). Done once over the finished page body, whose text is already escaped.
import { spanLanguage } from "../model/language.js";
import { hasUnspacedScript, wordBreaks } from "../model/line-breaks.js";
import { esc } from "./escape.js";

/** Letters of the scripts spanLanguage can name; the runs are made of these, with spaces and punctuation between. */
const SCRIPT =
  "\\u0370-\\u03FF\\u0400-\\u04FF\\u0590-\\u06FF\\u0900-\\u097F\\u0E00-\\u0E7F\\u1100-\\u11FF\\u3000-\\u30FF\\u4E00-\\u9FFF\\uAC00-\\uD7AF\\uFF00-\\uFFEF";
const ANY = new RegExp(`[${SCRIPT}]`);
const RUN = new RegExp(`[${SCRIPT}]+(?:[\\s\\p{P}\\d]+[${SCRIPT}]+)*`, "gu");
/** A tag, or the text between tags. */
const TOKEN = /<[^>]*>|[^<]+/g;
/** Languages written right to left: their runs also get dir="rtl", so punctuation and numbers sit where they belong. */
export const RTL_LANGUAGES = new Set(["ar", "he", "fa", "ur"]);
/** Elements whose text is not HTML text: SVG draws its own (a chart's words are in its description). */
const OPAQUE = /^<(\/?)(svg|style|title|textarea|script)\b/i;

/**
 * Escaped `text` with a <wbr> wherever a line may break between its phrases (Japanese, Chinese, Thai…: the BudouX
 * approach, with the words from Intl.Segmenter), so the CSS `word-break: keep-all` breaks nowhere else.
 */
export function markWordBreaks(text: string, lang: string): string {
  const { phrases } = wordBreaks(text, lang);
  if (!phrases.length) return text;
  let out = "";
  let from = 0;
  for (const at of phrases) {
    out += `${text.slice(from, at)}<wbr>`;
    from = at;
  }
  return out + text.slice(from);
}

/** `html` (a page body of escaped text and tags) with each run in another script than `documentLanguage` marked, and the phrases of text written without spaces. */
export function markLanguages(html: string, documentLanguage: string): string {
  const unspaced = hasUnspacedScript(html);
  if (!ANY.test(html) && !unspaced) return html;
  let opaque = 0;
  return html.replace(TOKEN, (token) => {
    if (token.startsWith("<")) {
      const tag = OPAQUE.exec(token);
      if (tag && !token.endsWith("/>")) opaque += tag[1] ? -1 : 1;
      return token;
    }
    if (opaque > 0) return token;
    const marked = ANY.test(token) ? token.replace(RUN, (run) => markRun(run, documentLanguage)) : token;
    if (!unspaced) return marked;
    return marked === token
      ? markWordBreaks(token, documentLanguage)
      : marked.replace(TOKEN, (t) => (t.startsWith("<") ? t : markWordBreaks(t, documentLanguage)));
  });
}

/** A run of text in a script other than Latin, in a `lang` span when its script names another language than the document's. */
function markRun(run: string, documentLanguage: string): string {
  // A lone Greek or Cyrillic letter is a symbol (Δ, μ), not a word in that language.
  if (run.length === 1 && /[\u0370-\u04FF]/.test(run)) return run;
  const lang = spanLanguage(run, documentLanguage);
  if (!lang) return run;
  return `<span lang="${esc(lang)}"${RTL_LANGUAGES.has(lang) ? ' dir="rtl"' : ""}>${run}</span>`;
}
