// The parts a prompt lists itself ("…: headline numbers, revenue by region, wins and misses side by side, risks and Q4
// priorities"): each becomes a section under the user's own words, shaped by what it names.
import { capitalize } from "../../lib/text.js";
import type { SectionShape } from "./section-shape.js";

export interface ListedPart {
  heading: string;
  shape: SectionShape;
}

// Where a list of parts begins: after a colon, or after words that introduce contents.
const INTRO = /(?::\s+|\b(?:covering|including|that covers|which covers|with sections (?:on|for|about)|sections on|structured as|made of|mit den abschnitten|avec les parties|con las secciones|con le sezioni)\s+)(.+)$/is;
const LAST_AND = /\s+(?:and|&|und|et|y|e|en)\s+(?!.*\s(?:and|&|und|et|y|e|en)\s)/i;
const ARTICLE = /^(?:(?:a|an|the|our|its|their|some|ein|eine|einen|le|la|les|un|une|el|los|las|il|lo|gli|de|het|een)\s+)+/i;
const NOT_A_PART = /^(?:with\b.*|(?:speaker\s+)?notes|charts?|images?|pictures?|icons?|formulas?|totals?|tables?|examples?|a chart|sources?|references)$/i;
const FACT = /[%$€£¥]|\b\d{2,}\b(?!\s*(?:priorities|goals|plan|steps))/;

const TWO_COLUMN = /\bside by side\b|\bversus\b|\bvs\.?\s|\bcompar\w*|\bpros and cons\b|\bbefore and after\b|\band non-\w+/i;
const FIGURES = /\b(?:numbers|figures|metrics|kpis?|revenue|costs?|breakdown|budget|by (?:region|month|quarter|product|channel|stage)|trends?|results|pricing|unit economics|market siz\w*|financials?|table|chart|traction|sales)\b/i;
const STEPS = /\b(?:steps|timeline|roadmap|schedule|milestones|day-by-day|process|priorities|plan|next steps|checklist|agenda|phases)\b/i;
// Form words that say how to show a part, not what it is about.
const SHOW_AS = /\s+(?:side by side|as a (?:table|chart|list)|in a table|table|chart|with\s+(?:an?\s+)?[\w\s-]*?\b(?:tables?|charts?|notes|footnotes?|examples?|times|owners|dates|sources)\b.*)$/i;

function shapeOf(item: string): SectionShape {
  if (TWO_COLUMN.test(item)) return "two-column";
  if (STEPS.test(item)) return "steps";
  if (FIGURES.test(item)) return "figures";
  return "points";
}

/** The first sentence's list of parts, when it has at least three; otherwise none. */
export function extractListedParts(prompt: string): ListedPart[] {
  const sentence = prompt.split(/(?<=[.!?])\s+|\n/)[0] ?? "";
  const m = INTRO.exec(sentence);
  if (!m) return [];
  // A wish after the list ("…, with speaker notes") is not a part.
  const list = m[1]!.replace(/[.!?]+$/, "").replace(/,\s*(?:with|plus)\s+.*$/i, "");
  const commas = list.split(/\s*[,;]\s*/).filter(Boolean);
  const last = commas.pop() ?? "";
  const tail = LAST_AND.test(last) ? last.split(LAST_AND) : [last];
  const items = [...commas, ...tail].map((i) => i.trim().replace(/^(?:and|or)\s+/i, ""));
  if (items.length < 3) return [];
  const parts: ListedPart[] = [];
  for (const item of items) {
    const shape = shapeOf(item);
    // "the ask" keeps its article: one word alone would not say the same.
    const bare = item.replace(ARTICLE, "");
    const words = (/\s/.test(bare.trim()) || /^an?\s/i.test(item) ? bare : item.replace(/^(?:our|its|their|some)\s+/i, "")).replace(SHOW_AS, "").trim();
    if (!words || NOT_A_PART.test(words) || FACT.test(words) || words.length > 80) continue;
    const heading = capitalize(words);
    if (!parts.some((p) => p.heading.toLowerCase() === heading.toLowerCase())) parts.push({ heading, shape });
  }
  return parts.length >= 3 ? parts : [];
}
