// A part named by its count: "the 5-step discovery call" is five steps, "the three pricing tiers (Start, Team,
// Enterprise)" three named cards — the structure the writer stated, with its named items and room for the rest.
import { bracketed } from "./segment.js";
import type { Lang } from "./language.js";
import { NUMBER_WORDS } from "./prompt-facts.js";

export interface NamedStructure {
  /** The part's subject without its count: "Discovery call", "Pricing tiers". */
  heading: string;
  /** Steps in order (a process) or items side by side (tiers, pillars, options). */
  shape: "steps" | "cards";
  count: number;
  /** The items the writer named, in their order (fewer than `count` when not all were named). */
  named: string[];
}

const MAX_ITEMS = 8;
const COUNT = `(?<count>\\d{1,2}|${Object.keys(NUMBER_WORDS)
  .filter((w) => !w.includes("_"))
  .join("|")})`;
const STEP_NOUNS = "steps?|stages?|phases?|stufen|schritte?|phasen?|étapes?|pasos?|etapas?|fases?|passi|stappen|fasen";
const CARD_NOUNS =
  "tiers?|levels?|pillars?|options?|plans?|packages?|principles?|segments?|stufen|säulen|ebenen|pakete|niveaux|piliers|offres|niveles|pilares|planes|paquetes|níveis|planos|pacotes|livelli|pilastri|piani|pacchetti|niveaus|pijlers|pakketten";
const ARTICLE =
  "(?:the|our|a|an|die|unsere|den|les|nos|la|le|los|las|nuestros|nuestras|os|as|nossos|nossas|i|gli|le|nostri|nostre|de|onze)";

/** "the 5-step discovery call", "a 3-phase rollout", "5-Schritte-Plan": a count joined to a step noun, then the subject. */
const JOINED = new RegExp(
  `^(?:${ARTICLE}\\s+)?(?<count>\\d{1,2})[-‑](?<noun>${STEP_NOUNS}|${CARD_NOUNS})[-‑\\s]+(?<subject>.+)$`,
  "iu",
);
/** "the three pricing tiers (Start, Team, Enterprise)", "five steps of onboarding": a count, then the plural noun. */
const COUNTED = new RegExp(
  `^(?:${ARTICLE}\\s+)?${COUNT}\\s+(?<before>.*?)\\b(?<noun>${STEP_NOUNS}|${CARD_NOUNS})\\b(?<after>.*)$`,
  "iu",
);

const countOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word.toLowerCase()] ?? 0));
const shapeOf = (noun: string): NamedStructure["shape"] =>
  new RegExp(`^(?:${STEP_NOUNS})$`, "iu").test(noun) ? "steps" : "cards";
const capital = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** The structure a part's name states, or null when it names no count of steps or items. */
export function namedStructure(part: string, lang: Lang): NamedStructure | null {
  const inner = bracketed(part.trim(), lang);
  const outside = (inner ? inner.outside : part).trim();
  const named = inner?.inside.filter(Boolean) ?? [];
  const joined = JOINED.exec(outside)?.groups;
  if (joined) {
    const count = countOf(joined.count!);
    if (count < 2 || count > MAX_ITEMS || named.length > count) return null;
    return { heading: capital(joined.subject!.trim()), shape: shapeOf(joined.noun!), count, named };
  }
  const counted = COUNTED.exec(outside)?.groups;
  if (!counted) return null;
  const count = countOf(counted.count!);
  if (count < 2 || count > MAX_ITEMS || named.length > count) return null;
  // "three pricing tiers" → "Pricing tiers"; "five steps of onboarding" → "Steps of onboarding".
  const heading = `${counted.before!}${counted.noun!}${counted.after!}`.trim();
  return heading ? { heading: capital(heading), shape: shapeOf(counted.noun!), count, named } : null;
}
