// Which sections a request gets (its intent's, then shared ones, never one twice) and where each stated fact goes.
import type { PromptBrief } from "./analyze-prompt.js";
import { EXTRA_SECTIONS, OUTLINES, type SectionPlan } from "./outlines.js";
import type { Fact } from "./prompt-facts.js";
import type { Say } from "./scaffold-text.js";
import type { ListedPart } from "./listed-parts.js";
import { matchScore } from "./find-part.js";
import { capitalize } from "../../lib/text.js";

export interface PlannedSection {
  plan: SectionPlan;
  heading: string;
  facts: Fact[];
  /** Clearly marked gaps for what the request did not say. */
  gaps: string[];
  /** The two sides a listed part names ("wins and misses", "goals and non-goals"), for a two-column section. */
  columns?: [string, string];
}

/**
 * Up to `count` distinct sections: the parts the prompt lists, in its words, then the library's for its intent and the
 * shared ones; fewer when the library has no more that fit (the caller warns).
 */
export function planSections(brief: PromptBrief, count: number, say: Say): PlannedSection[] {
  const listed = brief.listed.slice(0, Math.max(0, count)).map((part) => listedSection(part, say));
  const own = OUTLINES[brief.intent];
  const taken = new Set(own.map((p) => p.key));
  const pool = [...own, ...EXTRA_SECTIONS.filter((p) => !taken.has(p.key))];
  // A library section the user already listed in other words ("Risks" and "risks we manage") is not added again.
  const fresh = pool.filter((plan) => !listed.some((l) => matchScore(say(plan.key, { p: "" }).trim(), l.heading) === 1));
  const chosen = brief.listed.length ? fresh.slice(0, Math.max(0, count - listed.length)) : pool.slice(0, Math.max(0, count));
  const sections = [...listed, ...chosen.map((plan) => ({ plan, heading: headingOf(plan, brief, say), facts: [] as Fact[], gaps: gapsOf(plan, brief, say) }))];
  placeFacts(sections, brief.facts);
  return sections;
}

/** A listed part as a section: its words as the heading, numbered gaps to fill, and the facts that name its subject. */
function listedSection(part: ListedPart, say: Say): PlannedSection {
  const words = part.heading.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? [];
  const takes = words.length ? new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "iu") : undefined;
  const gaps = Array.from({ length: part.shape === "points" ? 2 : 3 }, (_, i) => say.gap(`${part.heading}: ${say("point", { n: i + 1 })}`));
  const sides = part.shape === "two-column" ? /^(.+?)\s+(?:and|vs\.?|versus|or)\s+(.+)$/i.exec(part.heading) : null;
  const columns = sides ? ([capitalize(sides[1]!), capitalize(sides[2]!)] as [string, string]) : undefined;
  return { plan: { key: "keyFacts", shape: part.shape, hints: [], takes }, heading: part.heading, facts: [], gaps, ...(columns ? { columns } : {}) };
}

function headingOf(plan: SectionPlan, brief: PromptBrief, say: Say): string {
  if (plan.key !== "priorities") return say(plan.key);
  return say("priorities", { p: nextPeriod(brief) ?? say("nextQuarter") });
}

/** "Q3 2026" → "Q4 2026", "Q4 2026" → "Q1 2027"; null when the request names no quarter. */
export function nextPeriod(brief: PromptBrief): string | null {
  const p = brief.period;
  if (!p?.quarter) return null;
  const q = (p.quarter % 4) + 1;
  const year = p.year ? p.year + (p.quarter === 4 ? 1 : 0) : undefined;
  return year ? `Q${q} ${year}` : `Q${q}`;
}

function gapsOf(plan: SectionPlan, brief: PromptBrief, say: Say): string[] {
  if (say.lang === "en") return plan.hints.map((h) => say.gap(brief.period && /period|quarter/.test(h) ? h.replace(/the period|this quarter/, brief.period.label) : h));
  const heading = say(plan.key, { p: "" }).trim();
  return plan.hints.map((_, i) => say.gap(`${heading}: ${say("point", { n: i + 1 })}`));
}

/** Each fact goes to the first section whose subject matches its words, else to the first section made for figures. */
function placeFacts(sections: PlannedSection[], facts: Fact[]): void {
  if (!sections.length) return;
  const home = sections.find((s) => s.plan.shape === "figures") ?? sections[0]!;
  for (const fact of facts) {
    const match = sections.find((s) => s.plan.takes?.test(fact.text));
    (match ?? home).facts.push(fact);
  }
}

/** Warns about listed parts that did not fit, by name. */
export function leftOut(brief: PromptBrief, room: number, what: string, warnings: string[]): void {
  const out = brief.listed.slice(Math.max(0, room)).map((p) => `“${p.heading}”`);
  if (!out.length) return;
  const names = out.length === 1 ? out[0]! : `${out.slice(0, -1).join(", ")} and ${out.at(-1)}`;
  warnings.push(`${out.length} of the ${brief.listed.length} parts you listed did not fit in ${what}: ${names}.`);
}
