// The whole prompt suite: generated prompts in ten languages, then the issue's own.
import { FIXED_CASES } from "./fixed-cases.js";
import { generateCases } from "./generate.js";
import type { LangPack } from "./lang-pack.js";
import { ar } from "./langs/ar.js";
import { de } from "./langs/de.js";
import { en } from "./langs/en.js";
import { es } from "./langs/es.js";
import { fr } from "./langs/fr.js";
import { it } from "./langs/it.js";
import { ja } from "./langs/ja.js";
import { nl } from "./langs/nl.js";
import { pt } from "./langs/pt.js";
import { zh } from "./langs/zh.js";
import type { Lang, SuiteCase } from "./types.js";

export const PACKS: Record<Lang, LangPack> = { en, de, fr, es, pt, it, nl, ja, zh, ar };
export const PER_LANGUAGE = 40;

export function buildSuite(perLanguage = PER_LANGUAGE): SuiteCase[] {
  return [...Object.values(PACKS).flatMap((pack) => generateCases(pack, perLanguage)), ...FIXED_CASES];
}
