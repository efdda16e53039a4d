// One planned section as a slide, in the designed kind its content calls for: stated figures → KPI, names → cards or
// team, dated steps and priorities → timeline, two sides → comparison; gaps only where the user said nothing.
import type { Slide } from "../../formats/source.js";
import { iconFor } from "../../formats/slide-kinds/icons.js";
import type { PlannedSection } from "./plan-sections.js";
import { pointsOf } from "./plan-sections.js";
import type { Say } from "./scaffold-text.js";

/** A KPI shows at most four figures, each short enough to read at a glance. */
const KPI_MAX = 4;
const KPI_LABEL = 80;
const KPI_VALUE = 40;

/** The slide for a section; `previous` keeps two card, timeline or comparison slides from standing next to each other. */
export function sectionSlide(section: PlannedSection, say: Say, previous: Slide["layout"] | undefined): Slide {
  const title = section.heading;
  const body = section.body;
  switch (body.shape) {
    case "figures": {
      const fits = body.figures.length <= KPI_MAX && body.figures.every((f) => f.value.length <= KPI_VALUE && f.label.length <= KPI_LABEL && (f.change ?? "").length <= 60);
      if (fits) return { layout: "kpi", title, metrics: body.figures.map((f) => ({ value: f.value, label: f.label, ...(f.change ? { change: f.change, trend: f.trend } : {}) })) };
      const changes = body.figures.some((f) => f.change);
      const columns = [say("metric"), say("value"), ...(changes ? [say("change")] : [])];
      return { layout: "table", title, table: { columns, rows: body.figures.map((f) => [f.label, f.value, ...(changes ? [f.change ?? ""] : [])]) } };
    }
    case "cards":
      if (previous !== "cards") return { layout: "cards", title, cards: body.cards.map((c, i) => ({ icon: iconFor(c, i), title: c })) };
      return { layout: "bullets", title, bullets: body.cards };
    case "people":
      if (body.people.length <= 8) return { layout: "team", title, people: body.people.map((p) => ({ name: p.name, ...(p.role ? { role: p.role } : {}) })) };
      return { layout: "bullets", title, bullets: pointsOf(body) };
    case "steps":
      if (previous !== "timeline") return { layout: "timeline", title, steps: body.steps.map((s) => ({ ...(s.date ? { date: s.date } : {}), title: s.title })) };
      return { layout: "bullets", title, bullets: pointsOf(body) };
    case "sides":
      return { layout: "comparison", title, columns: body.columns.map((c) => ({ heading: c.heading, points: c.points })) };
    case "grouped":
      return { layout: "bullets", title, bullets: body.groups.map((g) => ({ text: g.heading, children: g.points })) };
    case "points":
      return { layout: "bullets", title, bullets: body.points };
    case "gaps":
      return gapSlide(section, say, previous);
  }
}

/** A section the user did not fill: what to write there, marked as gaps, in the shape the section takes. */
function gapSlide(section: PlannedSection, say: Say, previous: Slide["layout"] | undefined): Slide {
  const title = section.heading;
  const body = section.body as Extract<PlannedSection["body"], { shape: "gaps" }>;
  const notes = say("fillGaps");
  if (body.plan === "figures") return { layout: "table", title, table: { columns: [say("metric"), say("value")], rows: body.gaps.map((g) => [g, say.gap(say("toFill"))]) }, notes };
  if (body.plan === "steps" && body.gaps.length >= 2 && previous !== "timeline") return { layout: "timeline", title, steps: body.gaps.map((g) => ({ title: g })), notes };
  if (body.plan === "two-column" && body.columns && previous !== "comparison") {
    return { layout: "comparison", title, columns: body.columns.map((name) => ({ heading: name, points: [1, 2].map((n) => say.gap(`${name}: ${say("point", { n })}`)) })), notes };
  }
  return { layout: "bullets", title, bullets: body.gaps, notes };
}
