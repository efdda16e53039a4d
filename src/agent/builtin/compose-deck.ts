// The builtin composer for decks: title, agenda, one slide per planned section with the stated facts and marked gaps, closing.
import type { Deck, Slide } from "../../formats/source.js";
import type { PromptBrief } from "./analyze-prompt.js";
import { capitalize } from "../../lib/text.js";
import { leftOut, planSections, type PlannedSection } from "./plan-sections.js";
import type { Say } from "./scaffold-text.js";
import { iconFor } from "../../formats/slide-kinds/icons.js";

export interface DeckOptions {
  slides: number;
  say: Say;
  userName?: string;
  warnings: string[];
}

export function titleFor(brief: PromptBrief): string {
  return capitalize(brief.topic);
}

/** Parallel points short enough to stand as card titles. */
const CARD_TITLE_MAX = 70;

/**
 * One slide per section, its kind chosen by the content's shape: stated figures → KPI, two sides → comparison, steps →
 * timeline, three to six short stated points → cards, else bullets. `previous` keeps two neighbours from looking alike.
 */
function bodySlide(section: PlannedSection, say: Say, previous: Slide["layout"] | undefined): Slide {
  const title = section.heading;
  const notes = say("fillGaps");
  const stated = section.facts.map((f) => f.text);
  switch (section.plan.shape) {
    case "figures": {
      const figures = section.facts.filter((f) => f.figure && f.figure.length <= 40);
      // Every figure stated and none left to fill: each large with what it is about. Gaps keep the table, where a
      // revision ("Q3 revenue was $2.1M") fills them row by row.
      if (figures.length && figures.length === section.facts.length && figures.length <= 4 && !section.gaps.length && previous !== "kpi") {
        return { layout: "kpi", title, metrics: figures.map((f) => ({ value: f.figure, label: capitalize(f.about || f.text).slice(0, 200) })), notes };
      }
      const rows: (string | number | null)[][] = section.facts.map((f) => [capitalize(f.about || f.text), f.figure, say("fromPrompt")]);
      for (const gap of section.gaps) rows.push([gap, say.gap(say("toFill")), ""]);
      return { layout: "table", title, table: { columns: [say("metric"), say("value"), say("source")], rows }, notes };
    }
    case "two-column": {
      if (section.columns && previous !== "comparison") {
        const points = (name: string, first: string[]) => [...first, say.gap(`${name}: ${say("point", { n: 1 })}`), say.gap(`${name}: ${say("point", { n: 2 })}`)];
        return { layout: "comparison", title, columns: section.columns.map((name, i) => ({ heading: name, points: points(name, i ? [] : stated) })), notes };
      }
      if (section.columns) {
        const side = (name: string, first: string[]) => [`**${name}**`, "", ...[...first, say.gap(`${name}: ${say("point", { n: 1 })}`), say.gap(`${name}: ${say("point", { n: 2 })}`)].map((p) => `- ${p}`)].join("\n");
        return { layout: "two-column", title, left: side(section.columns[0], stated), right: side(section.columns[1], []), notes };
      }
      const [left, ...right] = [...stated, ...section.gaps];
      return { layout: "two-column", title, left: `- ${left ?? ""}`, right: right.map((r) => `- ${r}`).join("\n") || `- ${say.gap(say("toFill"))}`, notes };
    }
    case "steps": {
      const steps = [...stated, ...section.gaps];
      if (steps.length >= 2 && steps.length <= 8 && previous !== "timeline") return { layout: "timeline", title, steps: steps.map((p) => ({ title: p.slice(0, 200) })), notes };
      return { layout: "content", title, body: steps.map((p, i) => `${i + 1}. ${p}`).join("\n"), notes };
    }
    default: {
      const points = [...stated, ...section.gaps];
      const parallel = stated.length >= 3 && points.length <= 6 && points.every((p) => p.length <= CARD_TITLE_MAX);
      if (parallel && previous !== "cards") return { layout: "cards", title, cards: points.map((p, i) => ({ icon: iconFor(p, i), title: p })), notes };
      return { layout: "bullets", title, bullets: points, notes };
    }
  }
}

export function composeDeck(brief: PromptBrief, opts: DeckOptions): Deck {
  const { say } = opts;
  const n = Math.max(1, Math.min(40, opts.slides));
  const title = titleFor(brief);
  const subtitle = [brief.period?.label, opts.userName ? say("preparedFor", { x: opts.userName }) : brief.audience].filter(Boolean).join(" · ") || undefined;
  if (n === 1) {
    // One slide: what the request states, and what it leaves open, under the title.
    const [first] = planSections(brief, 1, say);
    const lines = [subtitle, ...(first ? [...first.facts.map((f) => f.text), ...first.gaps] : [])].filter(Boolean);
    return { kind: "deck", title, slides: [{ layout: "title", title, subtitle: lines.join(" · ") }] };
  }
  const slides: Slide[] = [{ layout: "title", title, ...(subtitle ? { subtitle } : {}) }];

  // The parts the user listed come before an agenda and a closing slide when the slides are few.
  const listed = brief.listed.length;
  const hasAgenda = n >= 5 && listed <= n - 3;
  const hasClosing = n >= 3 && listed <= n - 2;
  const wanted = n - 1 - (hasAgenda ? 1 : 0) - (hasClosing ? 1 : 0);
  const sections = planSections(brief, wanted, say);
  leftOut(brief, wanted, `${n} slides`, opts.warnings);
  if (sections.length < wanted) opts.warnings.push(`${n} slides were asked for; the builtin composer has ${sections.length + slides.length + Number(hasAgenda) + Number(hasClosing)} distinct slides for this request and repeats none. Add your own slides or use a model for more.`);
  const headings = sections.map((s) => s.heading);
  if (hasAgenda) slides.push(headings.length <= 10 ? { layout: "agenda", title: say("agenda"), items: headings } : { layout: "bullets", title: say("agenda"), bullets: headings });
  for (const section of sections) slides.push(bodySlide(section, say, slides[slides.length - 1]?.layout));
  if (hasClosing) slides.push({ layout: "closing", title: brief.intent === "lesson" || brief.intent === "review" || brief.intent === "pitch" ? say("questions") : say("nextSteps"), ...(subtitle ? { subtitle: title } : {}) });
  return { kind: "deck", title, slides };
}
