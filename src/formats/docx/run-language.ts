// w:lang for WordprocessingML: the document's language in the defaults, and a run's own where its script names another.
import { spanLanguage } from "../model/language.js";

/** Scripts Word files under East Asian (w:eastAsia) and complex-script (w:bidi) languages; the rest are w:val. */
const EAST_ASIAN = new Set(["zh", "ja", "ko"]);
const COMPLEX = new Set(["ar", "he", "hi", "th"]);
/** Text in Latin letters only: its script names no language, so the run keeps the document's. */
const LATIN_ONLY = /^[\u0000-\u036F\u2000-\u206F]*$/;

const slot = (lang: string) => {
  const base = lang.split("-")[0]!.toLowerCase();
  return EAST_ASIAN.has(base) ? "w:eastAsia" : COMPLEX.has(base) ? "w:bidi" : "w:val";
};

/** A run's <w:lang> when its script names a language other than `docLang` (Japanese in an English document), else "". */
export function runLanguage(text: string, docLang: string): string {
  if (LATIN_ONLY.test(text)) return "";
  const lang = spanLanguage(text, docLang);
  return lang ? `<w:lang ${slot(lang)}="${lang}"/>` : "";
}

/** The docDefaults' <w:lang>: the document's language in its own slot, Word's usual defaults in the others. */
export function defaultLanguage(lang: string): string {
  const own = slot(lang);
  const val = own === "w:val" ? lang : "en-US";
  return `<w:lang w:val="${val}" w:eastAsia="${own === "w:eastAsia" ? lang : "zh-CN"}" w:bidi="${own === "w:bidi" ? lang : "ar-SA"}"/>`;
}
