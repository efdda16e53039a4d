// The builtin composer for docs: a title, then one headed section per planned section with the stated facts and marked gaps.
import type { Doc } from "../../formats/source.js";
import type { PromptBrief } from "./analyze-prompt.js";
import { capitalize } from "../../lib/text.js";
import { leftOut, planSections, type PlannedSection } from "./plan-sections.js";
import type { Say } from "./scaffold-text.js";

export interface DocOptions {
  sections?: number;
  /** Pages asked for: about three sections a page. */
  pages?: number;
  say: Say;
  userName?: string;
  warnings: string[];
}

const DEFAULT_SECTIONS = 6;
const SECTIONS_PER_PAGE = 3;

const cell = (v: string) => v.replace(/\|/g, "\\|");

function sectionMarkdown(section: PlannedSection, say: Say): string {
  const parts = [`## ${section.heading}`];
  const stated = section.facts.map((f) => f.text);
  if (section.plan.shape === "figures") {
    const rows = [...section.facts.map((f) => [capitalize(f.about || f.text), f.figure, say("fromPrompt")]), ...section.gaps.map((g) => [g, say.gap(say("toFill")), ""])];
    parts.push([`| ${say("metric")} | ${say("value")} | ${say("source")} |`, "| --- | --- | --- |", ...rows.map((r) => `| ${r.map(cell).join(" | ")} |`)].join("\n"));
  } else if (section.columns) {
    const [a, b] = section.columns;
    const rows = [1, 2].map((n) => [say.gap(`${a}: ${say("point", { n })}`), say.gap(`${b}: ${say("point", { n })}`)]);
    parts.push([`| ${cell(a)} | ${cell(b)} |`, "| --- | --- |", ...stated.map((s) => `| ${cell(s)} | |`), ...rows.map((r) => `| ${r.map(cell).join(" | ")} |`)].join("\n"));
  } else if (section.plan.shape === "steps") {
    parts.push([...stated, ...section.gaps].map((p, i) => `${i + 1}. ${p}`).join("\n"));
  } else {
    parts.push([...stated, ...section.gaps].map((p) => `- ${p}`).join("\n"));
  }
  return parts.join("\n\n");
}

export function composeDoc(brief: PromptBrief, opts: DocOptions): Doc {
  const { say } = opts;
  const title = capitalize(brief.topic);
  const wanted = Math.max(2, Math.min(24, opts.sections ?? (opts.pages ? opts.pages * SECTIONS_PER_PAGE : Math.max(DEFAULT_SECTIONS, brief.listed.length))));
  const sections = planSections(brief, wanted, say);
  leftOut(brief, wanted, `${wanted} sections`, opts.warnings);
  if (sections.length < wanted) opts.warnings.push(`${wanted} sections were asked for; the builtin composer has ${sections.length} distinct ones for this request and repeats none.`);
  const lead = [brief.period?.label, opts.userName ? say("preparedFor", { x: opts.userName }) : null].filter(Boolean).join(" · ");
  const parts = [`# ${title}`, ...(lead ? [`*${lead}*`] : []), `> ${say("fillGapsDoc")}`, ...sections.map((s) => sectionMarkdown(s, say))];
  return { kind: "doc", title, markdown: parts.join("\n\n") + "\n" };
}
