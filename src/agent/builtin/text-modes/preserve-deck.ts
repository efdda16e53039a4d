// Preserve as a deck: the user's sections as slides, every sentence on them word for word, no slide over the budget,
// titles unique, the notes' frame a titled slide of its own; a slide count asked for is approached by splitting prose
// finer, never by dropping or adding words.
import { inlineText } from "../../../formats/model/blocks.js";
import type { Deck, Slide, SourceRef } from "../../../formats/model/source.js";
import { SOURCE_LIMITS } from "../../../formats/model/source.js";
import { frameSlides, framePeople, withFrame, type DeckPart } from "./frame-slides.js";
import { isPeopleLabel, peopleOf } from "./names-line.js";
import { sectionSlides } from "./section-slides.js";
import { FULL_BUDGET, type Budget } from "./slide-budget.js";
import type { TextSection } from "./text-sections.js";

export interface PreserveDeckOptions {
  /** The slide count asked for: a target, since every sentence is kept. */
  slides?: number;
  /** A hard cap (the public demo): slides past it are left out, and the warnings say so. */
  maxSlides?: number;
  warnings: string[];
}

export interface DeckHead {
  title?: string;
  subtitle?: string;
  sources?: SourceRef[];
}

/** The smallest budget a slide count may push prose down to: two points or thirty words a slide. */
const MIN_BUDGET: Budget = { lines: 2, units: 30 };

/** The people the text lists under "Attendees" and the like: whose "Name: action" lines are action items. */
function listedPeople(sections: DeckPart[]): string[] {
  return framePeople(sections).concat(
    sections.flatMap((s) => {
      const [first] = s.blocks;
      if (!s.title || !isPeopleLabel(s.title) || first?.type !== "paragraph") return [];
      return (peopleOf(inlineText(first.children)) ?? []).map((p) => p.name);
    }),
  );
}

function build(sections: DeckPart[], head: DeckHead, budget: Budget): Slide[] {
  const slides: Slide[] = head.title
    ? [
        {
          layout: "title",
          title: head.title,
          ...(head.subtitle ? { subtitle: head.subtitle } : {}),
          ...(head.sources ? { sources: head.sources } : {}),
        },
      ]
    : [];
  const people = listedPeople(sections);
  for (const s of sections) {
    const made = s.frame ? frameSlides(s.frame) : sectionSlides(s, budget, people);
    for (const slide of made) slides.push(s.sources ? { ...slide, sources: s.sources } : slide);
  }
  return slides;
}

/** A repeated title gets " (2)", " (3)"…, so every slide can be told apart in the outline and the agenda. */
function uniqueTitles(slides: Slide[]): Slide[] {
  const seen = new Map<string, number>();
  return slides.map((s) => {
    if (!("title" in s) || !s.title) return s;
    const key = s.title.trim().toLowerCase();
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n === 1 ? s : { ...s, title: `${s.title} (${n})` };
  });
}

/** The same for sections, before their slides are numbered: "Risks (2) (1/3)" rather than "Risks (1/3) (2)". */
function uniqueSections<T extends TextSection>(sections: T[], head: DeckHead): T[] {
  const seen = new Map<string, number>(head.title ? [[head.title.trim().toLowerCase(), 1]] : []);
  return sections.map((s) => {
    if (!s.title) return s;
    const key = s.title.trim().toLowerCase();
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n === 1 ? s : { ...s, title: `${s.title} (${n})` };
  });
}

const titleOf = (s: Slide) => ("title" in s && s.title ? s.title : undefined);

/** The deck of the user's sections. */
export function preserveDeck(given: TextSection[], head: DeckHead, deckTitle: string, opts: PreserveDeckOptions): Deck {
  const sections = uniqueSections(withFrame(given), head);
  let slides = build(sections, head, FULL_BUDGET);
  const natural = slides.length;
  const wanted = opts.slides;
  // Fewer slides than asked: spread the prose thinner, a few times at most (designed slides and tables do not split).
  for (let i = 0; wanted && slides.length < wanted && i < 3; i++) {
    const scale = Math.max(0.2, (slides.length / wanted) * 0.95);
    const budget = {
      lines: Math.max(MIN_BUDGET.lines, Math.floor(FULL_BUDGET.lines * scale)),
      units: Math.max(MIN_BUDGET.units, Math.floor(FULL_BUDGET.units * scale)),
    };
    const finer = build(sections, head, budget);
    if (finer.length > slides.length && finer.length <= wanted) slides = finer;
    else break;
  }
  if (wanted && slides.length > wanted)
    opts.warnings.push(
      `${wanted} slides were asked for; your text takes ${slides.length} to keep every sentence at a readable size, so it has ${slides.length}.`,
    );
  else if (wanted && slides.length < wanted)
    opts.warnings.push(
      `${wanted} slides were asked for; your text fills ${slides.length}${slides.length > natural ? " when split as finely as still reads well" : ""}, and nothing was added to reach ${wanted}.`,
    );
  const cap = Math.min(SOURCE_LIMITS.maxSlides, opts.maxSlides ?? SOURCE_LIMITS.maxSlides);
  if (slides.length > cap) {
    const from = slides.slice(cap).map(titleOf).find(Boolean);
    opts.warnings.push(
      `Your text takes ${slides.length} slides and a deck here holds ${cap}: the last ${slides.length - cap} (from ${from ? `“${from}”` : `slide ${cap + 1}`} on) were left out.`,
    );
    slides = slides.slice(0, cap);
  }
  if (!slides.length) slides = [{ layout: "title", title: deckTitle }];
  return { kind: "deck", title: deckTitle.slice(0, 500), slides: uniqueTitles(slides) };
}
