// A deck's agenda kept in step with its slides: it lists the titles of the slides after it, up to a closing slide,
// each once, and follows them through a revision when it listed them before.
import type { Deck, Slide } from "../../formats/model/source.js";
import { bodyRange, partsOf } from "./part-roles.js";

const AGENDA_MAX_ITEMS = 10;

/** What an agenda slide lists, or null for a slide that is no agenda list. */
export const agendaItems = (s: Slide | undefined): string[] | null =>
  s?.layout === "agenda"
    ? s.items
    : s?.layout === "bullets"
      ? s.bullets.map((b) => (typeof b === "string" ? b : b.text))
      : null;

/** The index of the deck's agenda slide, or -1. */
export const agendaIndex = (deck: Deck): number => partsOf(deck).findIndex((p) => p.role === "agenda");

/** The titles an agenda at `at` lists when in step: the slides after it, before a closing slide, each title once. */
export function titlesAfter(deck: Deck, at: number): string[] {
  const parts = partsOf(deck);
  const [, end] = bodyRange(parts);
  const titles: string[] = [];
  for (const { title } of parts.slice(at + 1, end))
    if (!titles.some((t) => t.toLowerCase() === title.toLowerCase())) titles.push(title);
  return titles;
}

/** An agenda slide listing `items`: the agenda kind while they fit it, else a list with the same title and notes. */
export function agendaSlide(now: Slide, items: string[]): Slide {
  if (now.layout === "agenda" && items.length >= 1 && items.length <= AGENDA_MAX_ITEMS) return { ...now, items };
  const title = "title" in now && now.title ? now.title : "Agenda";
  return { layout: "bullets", title, bullets: items, ...(now.notes ? { notes: now.notes } : {}) };
}

/**
 * The agenda's new form when the original deck's agenda listed exactly the slides after it and the revised deck's no
 * longer does; null when there is nothing to bring in step. The agenda is found by its items, so a renamed one is too.
 */
export function agendaInStep(original: Deck, revised: Deck): { index: number; slide: Slide } | null {
  const before = agendaIndex(original);
  if (before < 0) return null;
  const was = agendaItems(original.slides[before]);
  if (!was || JSON.stringify(was) !== JSON.stringify(titlesAfter(original, before))) return null;
  const index = revised.slides.findIndex((s) => JSON.stringify(agendaItems(s)) === JSON.stringify(was));
  if (index < 0) return null;
  const items = titlesAfter(revised, index);
  const now = revised.slides[index]!;
  // An agenda with no slide after it (moved to the end) keeps what it listed rather than list nothing.
  if (!items.length || JSON.stringify(agendaItems(now)) === JSON.stringify(items)) return null;
  return { index, slide: agendaSlide(now, items) };
}
