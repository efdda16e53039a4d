// The builtin composer for decks: title, agenda, one slide per planned section (bullets, chart, table, …), closing.
import type { Deck, Slide } from "../../formats/source.js";
import { capitalize, type PromptBrief } from "./analyze-prompt.js";
import { chartFor, tableFor } from "./figures.js";
import type { Headings } from "./headings.js";
import { fill, OUTLINES, QUOTES, type SectionPlan } from "./outlines.js";
import type { Random } from "./seeded-random.js";

const SUBTITLES: Record<PromptBrief["intent"], string> = {
  pitch: "Investor presentation",
  report: "Report and recommendations",
  lesson: "A short lesson",
  plan: "Plan and next steps",
  comparison: "Options compared",
  budget: "Budget overview",
  tracker: "Status overview",
  overview: "An overview",
};

export interface DeckOptions {
  slides: number;
  headings: Headings;
  rng: Random;
  userName?: string;
}

export function titleFor(brief: PromptBrief): string {
  return capitalize(brief.topic);
}

/** Picks which sections fill `count` body slides: in order, but keeping a chart and a table when there is room. */
function chooseSections(outline: SectionPlan[], count: number): SectionPlan[] {
  if (count >= outline.length) {
    const out = [...outline];
    for (let i = 0; out.length < count; i++) out.push({ ...outline[i % outline.length]!, heading: `${outline[i % outline.length]!.heading} (${Math.floor(i / outline.length) + 2})`, visual: "bullets" });
    return out;
  }
  const chosen = outline.slice(0, count);
  for (const visual of ["chart", "table"] as const) {
    if (count >= 3 && !chosen.some((sec) => sec.visual === visual)) {
      const extra = outline.find((sec) => sec.visual === visual);
      const slot = chosen.findLastIndex((sec) => sec.visual === "bullets" || sec.visual === "content" || sec.visual === "quote");
      if (extra && slot > 0) chosen[slot] = extra;
    }
  }
  return chosen;
}

function notesFor(section: SectionPlan, brief: PromptBrief, points: string[]): string {
  const who = brief.audience ? ` Keep it concrete for ${brief.audience}.` : "";
  return `Talking points: ${points.slice(0, 2).join("; ")}.${who}`;
}

function bodySlide(section: SectionPlan, brief: PromptBrief, opts: DeckOptions): Slide {
  const points = section.points.map((p) => fill(p, brief.topic, brief.audience));
  const title = opts.headings(section.heading.replace(/ \(\d+\)$/, "")) + (/ \(\d+\)$/.exec(section.heading)?.[0] ?? "");
  const notes = notesFor(section, brief, points);
  switch (section.visual) {
    case "chart":
      return { layout: "chart", title, chart: chartFor(section.heading, brief, opts.rng), notes: `${notes} ${points[0] ?? ""}`.trim() };
    case "table":
      return { layout: "table", title, table: tableFor(section.heading, brief, opts.rng), notes };
    case "two-column": {
      const half = Math.ceil(points.length / 2);
      return { layout: "two-column", title, left: points.slice(0, half).map((p) => `- ${p}`).join("\n"), right: points.slice(half).map((p) => `- ${p}`).join("\n"), notes };
    }
    case "quote": {
      const [quote, attribution] = opts.rng.pick(QUOTES);
      return { layout: "quote", quote, attribution, notes: `Pause here and connect the quote to ${brief.topic}.` };
    }
    case "content":
      return { layout: "content", title, body: points.join("\n\n"), notes };
    default: {
      const [first, ...rest] = points;
      const bullets: Slide & { layout: "bullets" } = { layout: "bullets", title, bullets: [], notes };
      if (first) bullets.bullets.push(rest.length >= 3 ? { text: first, children: [rest.pop()!] } : first);
      bullets.bullets.push(...rest);
      return bullets;
    }
  }
}

export function composeDeck(brief: PromptBrief, opts: DeckOptions): Deck {
  const n = Math.max(1, Math.min(40, opts.slides));
  const title = titleFor(brief);
  const h = opts.headings;
  const subtitle = brief.audience ? `${SUBTITLES[brief.intent]} for ${brief.audience}` : opts.userName ? `Prepared for ${opts.userName}` : SUBTITLES[brief.intent];
  const slides: Slide[] = [{ layout: "title", title, subtitle, notes: `Welcome everyone. Today: ${brief.topic}.` }];
  if (n === 1) return { kind: "deck", title, slides };

  const hasAgenda = n >= 5;
  const hasClosing = n >= 3;
  const bodyCount = n - 1 - (hasAgenda ? 1 : 0) - (hasClosing ? 1 : 0);
  const sections = chooseSections(OUTLINES[brief.intent], bodyCount);
  if (hasAgenda) slides.push({ layout: "bullets", title: h("Agenda"), bullets: sections.map((sec) => h(sec.heading.replace(/ \(\d+\)$/, ""))).filter((v, i, a) => a.indexOf(v) === i), notes: "A quick map of where we are going." });
  for (const section of sections) slides.push(bodySlide(section, brief, opts));
  if (hasClosing) {
    slides.push({
      layout: "bullets",
      title: brief.intent === "lesson" ? h("Questions?") : h("Next steps"),
      bullets: brief.intent === "lesson" ? [`What surprised you about ${brief.topic}?`, "Which idea will you try first?", "Where do you want to go deeper?"] : [`Agree on priorities for ${brief.topic}`, "Name an owner for each action", "Meet again in two weeks to review progress"],
      notes: "Close with a clear call to action and leave time for questions.",
    });
  }
  return { kind: "deck", title, slides };
}
