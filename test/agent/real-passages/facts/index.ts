// The annotated facts of the real passages, by language.
import type { PassageLang } from "../passages.js";
import type { PassageFacts } from "./types.js";
import { DE } from "./de.js";
import { EN } from "./en.js";
import { ES } from "./es.js";
import { FR } from "./fr.js";
import { IT } from "./it.js";
import { JA } from "./ja.js";
import { PT } from "./pt.js";
import { ZH } from "./zh.js";

export const PASSAGE_FACTS: Record<PassageLang, PassageFacts> = {
  en: EN,
  de: DE,
  fr: FR,
  es: ES,
  pt: PT,
  it: IT,
  ja: JA,
  zh: ZH,
};
