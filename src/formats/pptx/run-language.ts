// The language attributes of a DrawingML run: the deck's language, or the span's own when its script names another.
import { spanLanguage } from "../model/language.js";

/** `lang="…"` for a run of `text` in a deck written in `lang`; a span in another script's language keeps the deck's as altLang. */
export function langAttrs(text: string, lang: string): string {
  const own = spanLanguage(text, lang);
  return own ? `lang="${own}" altLang="${lang}"` : `lang="${lang}"`;
}
