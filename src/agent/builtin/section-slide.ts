// One planned section as a slide, in the designed kind its content calls for: stated figures → KPI, names → cards or
// team, steps in time (dated priorities, milestones) → timeline, two sides → comparison; gaps only where the user said nothing.
import type { Slide } from "../../formats/model/source.js";
import { withIcons } from "../../formats/slide-kinds/icons.js";
import { SLIDE_KINDS } from "../../formats/slide-kinds/slide-kinds.js";
import { datedSeriesChart } from "./dated-series.js";
import type { PlannedSection } from "./plan-sections.js";
import { pointsOf } from "./plan-sections.js";
import type { Say } from "./scaffold-text.js";

const { kpi: KPI, cards: CARDS, team: TEAM } = SLIDE_KINDS;

/** The slide for a section; `previous` keeps two card, timeline or comparison slides from standing next to each other. */
export function sectionSlide(section: PlannedSection, say: Say, previous: Slide["layout"] | undefined): Slide {
  const title = section.heading;
  const body = section.body;
  switch (body.shape) {
    case "figures": {
      const { count, value, title: label, change } = KPI.capacity;
      const short = (f: (typeof body.figures)[number]) =>
        f.value.length <= value && f.label.length <= label && (f.change ?? "").length <= change;
      const fits = body.figures.length <= count[1] && body.figures.every(short);
      if (fits)
        return {
          layout: "kpi",
          title,
          metrics: body.figures.map((f) => ({
            value: f.value,
            label: f.label,
            ...(f.change ? { change: f.change, trend: f.trend } : {}),
          })),
        };
      const changes = body.figures.some((f) => f.change);
      const columns = [say("metric"), say("value"), ...(changes ? [say("change")] : [])];
      return {
        layout: "table",
        title,
        table: { columns, rows: body.figures.map((f) => [f.label, f.value, ...(changes ? [f.change ?? ""] : [])]) },
      };
    }
    case "cards":
      if (previous !== "cards") {
        return {
          layout: "cards",
          title,
          cards: withIcons(
            body.cards.map((c) => ({ title: c })),
            say.lang,
          ),
        };
      }
      return { layout: "bullets", title, bullets: body.cards };
    case "people":
      if (body.people.length <= TEAM.capacity.count[1]) {
        const people = body.people.map((p) => ({ name: p.name, ...(p.role ? { role: p.role } : {}) }));
        return { layout: "team", title, people };
      }
      return { layout: "bullets", title, bullets: pointsOf(body) };
    case "steps": {
      const series = datedSeriesChart(body.steps, title, say.lang);
      if (series) return series;
      // Steps that each carry a date are a timeline even beside another: as bullets (and then cards, by `varied`) the
      // dates lose the line that orders them.
      if (previous !== "timeline" || body.steps.every((s) => s.date))
        return {
          layout: "timeline",
          title,
          steps: body.steps.map((s) => ({ ...(s.date ? { date: s.date } : {}), title: s.title })),
        };
      return { layout: "bullets", title, bullets: pointsOf(body) };
    }
    case "sides":
      return {
        layout: "comparison",
        title,
        columns: body.columns.map((c) => ({ heading: c.heading, points: c.points })),
      };
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
  if (body.plan === "figures")
    return {
      layout: "table",
      title,
      table: { columns: [say("metric"), say("value")], rows: body.gaps.map((g) => [g, say.gap(say("toFill"))]) },
      notes,
    };
  if (body.plan === "steps" && body.gaps.length >= 2 && previous !== "timeline")
    return { layout: "timeline", title, steps: body.gaps.map((g) => ({ title: g })), notes };
  if (body.plan === "two-column" && body.columns && previous !== "comparison") {
    return {
      layout: "comparison",
      title,
      columns: body.columns.map((name) => ({
        heading: name,
        points: [1, 2].map((n) => say.gap(`${name}: ${say("point", { n })}`)),
      })),
      notes,
    };
  }
  return { layout: "bullets", title, bullets: body.gaps, notes };
}

/** A slide of plain text: bullets or a text body, nothing designed. */
const isPlain = (s: Slide | undefined) => s?.layout === "bullets" || s?.layout === "content";

/** Short bullets of one level as cards (the same words); null when they are not. */
function asCards(slide: Slide): Slide | null {
  if (slide.layout !== "bullets") return null;
  const points = slide.bullets.filter((b): b is string => typeof b === "string");
  const [least, most] = CARDS.capacity.count;
  if (points.length !== slide.bullets.length || points.length < least || points.length > most) return null;
  if (points.some((p) => p.length > CARDS.capacity.title)) return null;
  return {
    layout: "cards",
    title: slide.title,
    cards: withIcons(points.map((p) => ({ title: p }))),
    ...(slide.notes ? { notes: slide.notes } : {}),
  };
}

/**
 * No two plain slides in a row: the second (or else the first) of a pair becomes cards when its points allow — beside
 * other cards only when nothing else breaks the run (two plain slides read worse than two card slides).
 */
export function varied(slides: Slide[]): Slide[] {
  const out = [...slides];
  for (let i = 1; i < out.length; i++) {
    if (!isPlain(out[i - 1]) || !isPlain(out[i])) continue;
    const candidates = [i, i - 1].map((j) => ({ j, cards: asCards(out[j]!) })).filter((c) => c.cards);
    const pick =
      candidates.find((c) => out[c.j - 1]?.layout !== "cards" && out[c.j + 1]?.layout !== "cards") ?? candidates[0];
    if (pick) out[pick.j] = pick.cards!;
  }
  return out;
}
