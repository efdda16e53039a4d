// The builtin composer for docs: Markdown with a title, an intro, headed sections, lists, a table and a quote.
import type { Doc, TableData } from "../../formats/source.js";
import { capitalize, type PromptBrief } from "./analyze-prompt.js";
import { chartFor, tableFor } from "./figures.js";
import type { Headings } from "./headings.js";
import { fill, OUTLINES, QUOTES } from "./outlines.js";
import type { Random } from "./seeded-random.js";

export interface DocOptions {
  sections?: number;
  headings: Headings;
  rng: Random;
  userName?: string;
}

const CONNECTORS = ["In practice,", "Put simply,", "Above all,", "Just as important,", "In short,"];

function markdownTable(table: TableData): string {
  const esc = (v: unknown) => String(v ?? "").replace(/\|/g, "\\|");
  const head = `| ${table.columns.map(esc).join(" | ")} |`;
  const rule = `| ${table.columns.map(() => "---").join(" | ")} |`;
  return [head, rule, ...table.rows.map((r) => `| ${r.map(esc).join(" | ")} |`)].join("\n");
}

export function composeDoc(brief: PromptBrief, opts: DocOptions): Doc {
  const title = capitalize(brief.topic);
  const h = opts.headings;
  const outline = OUTLINES[brief.intent];
  const count = Math.max(2, Math.min(12, opts.sections ?? Math.min(outline.length, 6)));
  const parts: string[] = [`# ${title}`];
  const forWho = brief.audience ? ` It is written for ${brief.audience}.` : opts.userName ? ` Prepared for ${opts.userName}.` : "";
  parts.push(`This document covers **${brief.topic}**: the essentials, the numbers and what to do next.${forWho}`);
  let hadTable = false;
  for (let i = 0; i < count; i++) {
    const sec = outline[i % outline.length]!;
    const heading = h(sec.heading) + (i >= outline.length ? ` (${Math.floor(i / outline.length) + 1})` : "");
    const points = sec.points.map((p) => fill(p, brief.topic, brief.audience).replace(/\.$/, ""));
    parts.push(`## ${heading}`);
    if (sec.visual === "quote") {
      const [quote, who] = opts.rng.pick(QUOTES);
      parts.push(`> ${quote}\n>\n> — ${who}`);
      continue;
    }
    parts.push(`${opts.rng.pick(CONNECTORS)} ${points[0]!.replace(/^./, (c) => c.toLocaleLowerCase())}. ${points.length > 1 ? `${points[1]}.` : ""}`.trim());
    if (sec.visual === "table" || sec.visual === "chart" || (!hadTable && i === count - 2)) {
      const table = sec.visual === "chart" ? chartTable(sec.heading, brief, opts.rng) : tableFor(sec.heading, brief, opts.rng);
      parts.push(markdownTable(table));
      hadTable = true;
    }
    if (points.length > 2 && sec.visual !== "table" && sec.visual !== "chart") {
      const ordered = sec.heading === "Strategy" || sec.heading === "Recommendations" || sec.heading === "Worked example";
      parts.push(points.slice(2).map((p, n) => (ordered ? `${n + 1}. ${p}` : `- ${p}`)).join("\n"));
    }
  }
  if (brief.intent === "plan" || brief.intent === "report") {
    parts.push(`## ${h("Next steps")}`, ["- [ ] Share this document with the people involved", "- [ ] Agree on owners and dates", "- [ ] Review progress in two weeks"].join("\n"));
  }
  return { kind: "doc", title, markdown: parts.join("\n\n") + "\n" };
}

/** A chart rendered as a table of its numbers (docs have no native charts). */
function chartTable(heading: string, brief: PromptBrief, rng: Random): TableData {
  const chart = chartFor(heading, brief, rng);
  return { columns: ["", ...chart.series.map((s) => s.name)], rows: chart.categories.map((c, i) => [c, ...chart.series.map((s) => s.values[i] ?? null)]) };
}
