// The builtin composer for docs: a title, then a section for every part of what the user stated (figures as a table,
// names, risks and steps as lists) and the parts they listed, with gap sections only for what they left unsaid.
import type { Doc } from "../../formats/model/source.js";
import type { PromptBrief } from "./analyse-prompt.js";
import { order, planSections, pointsOf, type PlannedSection } from "./plan-sections.js";
import { fit } from "./fit-sections.js";
import type { Say } from "./scaffold-text.js";
import { titleLine } from "./title-line.js";

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
const GAPS_BESIDE_CONTENT = 2;

const cell = (v: string) => v.replace(/\|/g, "\\|").replace(/\n/g, " ");
const table = (columns: string[], rows: string[][]) =>
  [
    `| ${columns.map(cell).join(" | ")} |`,
    `| ${columns.map(() => "---").join(" | ")} |`,
    ...rows.map((r) => `| ${r.map(cell).join(" | ")} |`),
  ].join("\n");

function sectionMarkdown(section: PlannedSection, say: Say): string {
  const body = section.body;
  const parts = [`## ${section.heading}`];
  switch (body.shape) {
    case "figures": {
      // One or two figures read as a sentence each; a table from three on.
      if (body.figures.length <= 2) {
        parts.push(
          body.figures
            .map((f) => `- **${f.label || section.heading}**: ${f.value}${f.change ? `, ${f.change}` : ""}`)
            .join("\n"),
        );
        break;
      }
      const changes = body.figures.some((f) => f.change);
      parts.push(
        table(
          [say("metric"), say("value"), ...(changes ? [say("change")] : [])],
          body.figures.map((f) => [f.label, f.value, ...(changes ? [f.change ?? ""] : [])]),
        ),
      );
      break;
    }
    case "steps":
      parts.push(body.steps.map((s, i) => `${i + 1}. ${s.date ? `**${s.date}**: ` : ""}${s.title}`).join("\n"));
      break;
    case "sides":
      parts.push(
        body.columns
          .map((c) => [`### ${c.heading}`, c.points.map((p) => `- ${p}`).join("\n")].join("\n\n"))
          .join("\n\n"),
      );
      break;
    case "grouped":
      parts.push(
        body.groups.map((g) => `- **${g.heading}**\n${g.points.map((p) => `  - ${p}`).join("\n")}`).join("\n"),
      );
      break;
    case "gaps":
      if (body.plan === "figures")
        parts.push(
          table(
            [say("metric"), say("value")],
            body.gaps.map((g) => [g, say.gap(say("toFill"))]),
          ),
        );
      else if (body.columns)
        parts.push(
          table(
            body.columns,
            [1, 2].map((n) => body.columns!.map((c) => say.gap(`${c}: ${say("point", { n })}`))),
          ),
        );
      else parts.push(body.gaps.map((p, i) => (body.plan === "steps" ? `${i + 1}. ${p}` : `- ${p}`)).join("\n"));
      break;
    default:
      parts.push(
        pointsOf(body)
          .map((p) => `- ${p}`)
          .join("\n"),
      );
  }
  return parts.join("\n\n");
}

export function composeDoc(brief: PromptBrief, opts: DocOptions): Doc {
  const { say, warnings } = opts;
  const title = brief.topic;
  const plan = planSections(brief, say);
  const asked = opts.sections ?? (opts.pages ? opts.pages * SECTIONS_PER_PAGE : null);
  const hasContent = plan.body.length > 0;
  // Parts the user listed are the structure they asked for: the library adds nothing beside them unless asked.
  const gapsBeside = brief.reading.parts.length
    ? 0
    : Math.min(GAPS_BESIDE_CONTENT, Math.max(0, DEFAULT_SECTIONS - plan.body.length));
  const wanted = Math.max(1, Math.min(24, asked ?? (hasContent ? plan.body.length + gapsBeside : DEFAULT_SECTIONS)));
  const body = fit(plan.body, wanted, say, warnings, `${wanted} sections`);
  const gaps = plan.library.slice(0, Math.max(0, wanted - body.length));
  const sections = order(body, gaps, plan.outline);
  if (sections.length < wanted)
    warnings.push(
      `You asked for ${wanted} sections; the builtin composer has ${sections.length} distinct ones for this request and repeats none.`,
    );
  const lead = titleLine({ ...brief, audience: null }, title, say, plan.presenters, opts.userName).join(" · ");
  const hasGaps = sections.some((s) => s.body.shape === "gaps");
  const parts = [
    `# ${title}`,
    ...(lead ? [`*${lead}*`] : []),
    ...(hasGaps ? [`> ${say("fillGapsDoc")}`] : []),
    ...sections.map((s) => sectionMarkdown(s, say)),
  ];
  return { kind: "doc", title, markdown: parts.join("\n\n") + "\n" };
}
