// Which sections a request gets (its intent's, then shared ones, never one twice) and where each stated fact goes.
import type { PromptBrief } from "./analyze-prompt.js";
import { EXTRA_SECTIONS, OUTLINES, type SectionPlan } from "./outlines.js";
import type { Fact } from "./prompt-facts.js";
import type { Say } from "./scaffold-text.js";

export interface PlannedSection {
  plan: SectionPlan;
  heading: string;
  facts: Fact[];
  /** Clearly marked gaps for what the request did not say. */
  gaps: string[];
}

/** Up to `count` distinct sections; fewer when the library has no more that fit (the caller warns). */
export function planSections(brief: PromptBrief, count: number, say: Say): PlannedSection[] {
  const own = OUTLINES[brief.intent];
  const taken = new Set(own.map((p) => p.key));
  const pool = [...own, ...EXTRA_SECTIONS.filter((p) => !taken.has(p.key))];
  const chosen = pool.slice(0, Math.max(0, count));
  const sections = chosen.map((plan) => ({ plan, heading: headingOf(plan, brief, say), facts: [] as Fact[], gaps: gapsOf(plan, brief, say) }));
  placeFacts(sections, brief.facts);
  return sections;
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
