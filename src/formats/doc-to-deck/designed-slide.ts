// A section's text in a designed kind when its shape calls for one: figures → KPI, dated or numbered steps → timeline,
// two or three subsections → comparison, three to six short points → cards. Null when it is prose (bullets then).
import { inlineText, type Block } from "../model/blocks.js";
import type { Slide } from "../model/source.js";
import { withIcons } from "../slide-kinds/icons.js";
import { cardTextFits } from "../slide-kinds/arrange.js";
import { SLIDE_KINDS } from "../slide-kinds/slide-kinds.js";
import { datePrefix, isDateLike, isFigure, leadSentence, splitChange } from "./doc-text.js";
import { labelled } from "../slide-kinds/point-parts.js";
import { pointsOf, type Point } from "./points.js";

type Designed = Extract<Slide, { layout: "kpi" | "cards" | "timeline" | "comparison" }>;

/** Card titles and timeline steps must read at a glance; a step's line only fits under a few steps. */
const { cards: CARDS, timeline: TIMELINE, comparison: COMPARISON, kpi: KPI } = SLIDE_KINDS;

interface Subsection {
  heading: string;
  blocks: Block[];
}

function subsections(blocks: Block[]): { lead: Block[]; subs: Subsection[] } {
  const lead: Block[] = [];
  const subs: Subsection[] = [];
  for (const b of blocks) {
    if (b.type === "heading") subs.push({ heading: inlineText(b.children).trim(), blocks: [] });
    else (subs.length ? subs[subs.length - 1]!.blocks : lead).push(b);
  }
  return { lead, subs };
}

/** The first point of a subsection, as one line. */
const firstLine = (blocks: Block[]) => leadSentence(pointsOf(blocks)[0]?.plain ?? "");

function fromSubsections(title: string | undefined, subs: Subsection[]): Designed | null {
  const dated = subs.map((s) => datePrefix(s.heading));
  const steps = TIMELINE.capacity;
  if (subs.length >= steps.count[0] && subs.length <= steps.count[1] && dated.every(Boolean)) {
    // "Day 1 · Arrive in Kyoto": the date over the step's own name, its first line beneath; "March 2026": the first line is the step.
    const made = subs.map((s, i) => {
      const { date, rest } = dated[i]!;
      const line = firstLine(s.blocks);
      const withLine = line && line.length <= steps.text && subs.length <= steps.withText && rest.length <= steps.label;
      return rest ? { date, title: rest, ...(withLine ? { text: line } : {}) } : { date, title: line };
    });
    if (made.every((s) => s.title && s.title.length <= steps.title)) return { layout: "timeline", title, steps: made };
  }
  const sides = COMPARISON.capacity;
  if (subs.length >= sides.count[0] && subs.length <= sides.count[1]) {
    // What a column holds at 16 pt: its points whole, else each point's lead sentence (the rest is in the notes).
    const budget = sides.chars[subs.length]!;
    const fit = (points: string[]) => (points.join(" ").length <= budget ? points : null);
    const columns = subs.map((s) => {
      const points = pointsOf(s.blocks);
      return { heading: s.heading, points: fit(points.map((p) => p.md)) ?? fit(points.map((p) => leadSentence(p.md))) };
    });
    const fits = (c: (typeof columns)[number]) =>
      c.heading.length <= sides.heading && c.points && c.points.length >= 1 && c.points.length <= sides.points;
    if (columns.every(fits)) {
      return { layout: "comparison", title, columns: columns.map((c) => ({ heading: c.heading, points: c.points! })) };
    }
  }
  // Cards when each subsection's first line fits its card at a readable size; longer ones are bullets of lead sentences.
  const cardFits = (s: Subsection, line = firstLine(s.blocks)) =>
    s.heading.length <= (textOf(line).text ? CARDS.capacity.label : CARDS.capacity.title) &&
    cardTextFits(subs.length, line);
  if (subs.length >= 3 && subs.length <= CARDS.capacity.count[1] && subs.every((s) => cardFits(s))) {
    return {
      layout: "cards",
      title,
      cards: withIcons(subs.map((s) => ({ title: s.heading, ...textOf(firstLine(s.blocks)) }))),
    };
  }
  return null;
}

const textOf = (text: string) => (text && text.length <= 200 ? { text } : {});

function fromList(title: string | undefined, ordered: boolean, items: Point[]): Designed | null {
  if (items.some((p) => p.children.length || !p.whole)) return null;
  const split = items.map((p) => labelled(p.plain));
  const figures = split.every((s) => s && isFigure(splitChange(s.rest).value));
  if (items.length >= 2 && items.length <= KPI.capacity.count[1] && figures) {
    return { layout: "kpi", title, metrics: split.map((s) => ({ ...splitChange(s!.rest), label: s!.label })) };
  }
  const steps = TIMELINE.capacity;
  const stepsFit = items.length >= steps.count[0] && items.length <= steps.count[1];
  if (stepsFit && split.every((s) => s && isDateLike(s.label) && s.rest.length <= steps.title)) {
    return { layout: "timeline", title, steps: split.map((s) => ({ date: s!.label, title: s!.rest })) };
  }
  if (ordered && stepsFit && items.length >= 3 && items.every((p) => p.plain.length <= steps.label)) {
    const lines = items.length <= steps.withText;
    const numbered = items.map((p, i) => ({ date: String(i + 1), ...(lines ? step(p.plain) : { title: p.plain }) }));
    return { layout: "timeline", title, steps: numbered };
  }
  if (!ordered && items.length >= 3 && items.length <= CARDS.capacity.count[1]) {
    const cards = items.map((p) => {
      const s = labelled(p.plain, CARDS.capacity.label);
      if (s && cardTextFits(items.length, s.rest)) return { title: s.label, text: s.rest };
      return p.plain.length <= CARDS.capacity.title ? { title: p.plain } : null;
    });
    if (cards.every(Boolean))
      return { layout: "cards", title, cards: withIcons(cards as Array<{ title: string; text?: string }>) };
  }
  return null;
}

const step = (text: string) => {
  const s = labelled(text);
  return s && s.rest.length <= TIMELINE.capacity.text ? { title: s.label, text: s.rest } : { title: text };
};

/**
 * The designed slide for a section's text blocks (no tables, images, quotes or code), if its shape has one. A lone
 * paragraph may introduce a list: it is left to the speaker notes.
 */
export function designedSlide(
  title: string | undefined,
  blocks: Block[],
): { slide: Designed; omitted: boolean } | null {
  const { lead, subs } = subsections(blocks);
  if (subs.length && lead.every((b) => b.type === "paragraph") && lead.length <= 1) {
    const slide = fromSubsections(title, subs);
    if (slide) return { slide, omitted: true };
  }
  const lists = blocks.filter((b) => b.type === "list");
  const others = blocks.filter((b) => b.type !== "list");
  if (lists.length === 1 && others.length <= 1 && others.every((b) => b.type === "paragraph")) {
    const list = lists[0] as Extract<Block, { type: "list" }>;
    const slide = fromList(title, list.ordered, pointsOf([list]));
    if (slide) return { slide, omitted: others.length > 0 };
  }
  return null;
}
