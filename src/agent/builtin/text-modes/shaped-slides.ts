// A section of the user's text in a designed kind when its shape calls for one — "Label: figure" items → KPI, other
// facts → a label/value table, dated items or subsections → timeline, "Name: action" items → action items, a names
// paragraph under "Attendees" → team, 3–6 short parallel points → cards, two or three subsections → comparison — each
// holding every word of the section, at a size that stays readable. Null when the text is prose.
import { inlineText, type Block } from "../../../formats/model/blocks.js";
import { datePrefix, isDateLike } from "../../../formats/doc-to-deck/doc-text.js";
import { labelled } from "../../../formats/slide-kinds/point-parts.js";
import { withIcons } from "../../../formats/slide-kinds/icons.js";
import { cardTextFits } from "../../../formats/slide-kinds/arrange.js";
import { SLIDE_KINDS } from "../../../formats/slide-kinds/slide-kinds.js";
import type { Card, Slide, Step } from "../../../formats/model/source.js";
import { actionSlides } from "./action-items.js";
import { datedSteps } from "./dated-lines.js";
import { factOf, factListSlides, groupsOf, kpiSlides, statesFigures, type Fact } from "./fact-lines.js";
import { mdOf, plainOf } from "./inline-text.js";
import { isPeopleLabel, peopleOf } from "./names-line.js";
import { MAX_UNITS, units } from "./slide-budget.js";

/** What keeps a designed slide's type at its design size: the kinds' capacities. */
const { cards: CARDS, timeline: TIMELINE, comparison: COMPARISON } = SLIDE_KINDS;
/** Steps a slide holds: as many as may carry lines, so a group keeps its steps' lines. */
const STEPS_PER_SLIDE = TIMELINE.capacity.withText;
const POINT_CHARS = 200;

interface Item {
  plain: string;
  md: string;
}

const ENDS_SENTENCE = /[.!?…。！？]["'’”»)\]]*$/u;

/** A list's items when each is one paragraph with nothing under it; null otherwise. */
function simpleItems(list: Extract<Block, { type: "list" }>): Item[] | null {
  const out: Item[] = [];
  for (const item of list.items) {
    const [p, ...rest] = item.blocks;
    if (!p || p.type !== "paragraph" || rest.length) return null;
    out.push({ plain: plainOf(p.children), md: mdOf(p.children) });
  }
  return out;
}

function timelineSlides(title: string | undefined, steps: Step[]): Slide[] | null {
  const { count, title: alone, label, text: line } = TIMELINE.capacity;
  const fits = (s: Step) => s.title.length <= (s.text ? label : alone) && (s.text?.length ?? 0) <= line;
  if (steps.length < count[0] || !steps.every(fits)) return null;
  const groups = groupsOf(steps, STEPS_PER_SLIDE);
  if (groups.some((g) => g.length < count[0])) return null;
  return groups.map((g) => ({ layout: "timeline", title, steps: g }));
}

function datedItems(items: Item[]): Step[] | null {
  const steps = items.map((it) => {
    const s = labelled(it.plain, 40);
    return s && isDateLike(s.label) ? { date: s.label, title: s.rest } : null;
  });
  return steps.every(Boolean) ? (steps as Step[]) : null;
}

/** Short fragments (no sentence of their own), each a title or a "Title: line". */
function cardItems(items: Item[]): Card[] | null {
  const { count, title, label } = CARDS.capacity;
  if (items.length < 3 || items.length > count[1]) return null;
  if (items.some((it) => ENDS_SENTENCE.test(it.plain) && !labelled(it.plain, label))) return null;
  const cards = items.map((it) => {
    const s = labelled(it.plain, label);
    if (s && cardTextFits(items.length, s.rest)) return { title: s.label, text: s.rest };
    return it.plain.length <= title && !ENDS_SENTENCE.test(it.plain) ? { title: it.plain } : null;
  });
  return cards.every(Boolean) ? withIcons(cards as Card[]) : null;
}

interface Subsection {
  heading: string;
  blocks: Block[];
}

/** Points of a subsection: each paragraph and list item whole; null when something else is in it. */
function subsectionPoints(blocks: Block[]): Item[] | null {
  const out: Item[] = [];
  for (const b of blocks) {
    if (b.type === "paragraph") out.push({ plain: plainOf(b.children), md: mdOf(b.children) });
    else if (b.type === "list") {
      const items = simpleItems(b);
      if (!items) return null;
      out.push(...items);
    } else return null;
  }
  return out;
}

function fromSubsections(title: string | undefined, subs: Subsection[]): Slide[] | null {
  const points = subs.map((s) => subsectionPoints(s.blocks));
  if (points.some((p) => !p)) return null;
  const pts = points as Item[][];
  const dated = subs.map((s) => datePrefix(s.heading));
  if (dated.every(Boolean) && pts.every((p) => p.length <= 1)) {
    const steps = subs.map((s, i): Step | null => {
      const { date, rest } = dated[i]!;
      const line = pts[i]![0]?.plain;
      if (rest) return { date, title: rest, ...(line ? { text: line } : {}) };
      return line ? { date, title: line } : null;
    });
    const slides =
      steps.every(Boolean) && steps.length <= STEPS_PER_SLIDE ? timelineSlides(title, steps as Step[]) : null;
    if (slides) return slides;
  }
  const total = pts.flat().reduce((n, p) => n + units(p.plain), 0) + subs.reduce((n, s) => n + units(s.heading), 0);
  const [fewest, most] = COMPARISON.capacity.count;
  const sideBySide = subs.length >= fewest && subs.length <= most && total <= MAX_UNITS;
  const column = (p: Item[]) =>
    p.length >= 1 && p.length <= COMPARISON.capacity.points && p.every((x) => x.md.length <= POINT_CHARS);
  if (sideBySide && pts.every(column)) {
    return [
      {
        layout: "comparison",
        title,
        columns: subs.map((s, i) => ({ heading: s.heading, points: pts[i]!.map((p) => p.md) })),
      },
    ];
  }
  const fitsCard = (s: Subsection, i: number) =>
    s.heading.length <= (pts[i]![0] ? CARDS.capacity.label : CARDS.capacity.title) &&
    pts[i]!.length <= 1 &&
    cardTextFits(subs.length, pts[i]![0]?.plain ?? "");
  if (subs.length >= 3 && subs.length <= CARDS.capacity.count[1] && subs.every(fitsCard)) {
    return [
      {
        layout: "cards",
        title,
        cards: withIcons(
          subs.map((s, i) => ({ title: s.heading, ...(pts[i]![0] ? { text: pts[i]![0]!.plain } : {}) })),
        ),
      },
    ];
  }
  return null;
}

/**
 * The designed slides for a section's text blocks, or null when they are prose (bullets then). `people` are the names
 * the notes list (their attendees), whose "Name: action" lines are action items.
 */
export function shapedSlides(
  title: string | undefined,
  blocks: Block[],
  people: readonly string[] = [],
): Slide[] | null {
  if (!blocks.length) return null;
  if (blocks[0]!.type === "heading") {
    const subs: Subsection[] = [];
    for (const b of blocks) {
      if (b.type === "heading") subs.push({ heading: inlineText(b.children).replace(/\s+/g, " ").trim(), blocks: [] });
      else subs[subs.length - 1]!.blocks.push(b);
    }
    if (subs.length < 2 || subs.some((s) => !s.heading)) return null;
    return fromSubsections(title, subs);
  }
  const list = blocks[0]!;
  if (title && isPeopleLabel(title) && blocks.length === 1 && list.type === "paragraph") {
    const named = peopleOf(plainOf(list.children));
    if (named) return [{ layout: "team", title, people: named }];
  }
  if (blocks.length !== 1 || list.type !== "list") return null;
  const items = simpleItems(list);
  if (!items) return null;
  return listSlides(title, items, list.ordered, people);
}

/** A list's items in the kind their shape calls for, tried from the most particular shape to the least. */
function listSlides(
  title: string | undefined,
  items: Item[],
  ordered: boolean,
  people: readonly string[],
): Slide[] | null {
  const plains = items.map((it) => it.plain);
  const facts = plains.map(factOf);
  const allFacts = facts.every(Boolean) ? (facts as Fact[]) : null;
  const dated = datedItems(items) ?? datedSteps(plains);
  return (
    (allFacts && kpiSlides(title, allFacts)) ||
    (dated && timelineSlides(title, dated)) ||
    actionSlides(title, plains, people) ||
    (allFacts && statesFigures(allFacts) ? factListSlides(title, allFacts) : null) ||
    (ordered ? null : cardSlides(title, items)) ||
    (allFacts && factListSlides(title, allFacts)) ||
    null
  );
}

function cardSlides(title: string | undefined, items: Item[]): Slide[] | null {
  const cards = cardItems(items);
  return cards ? [{ layout: "cards", title, cards }] : null;
}
