// The builtin composer for decks: title, agenda, a slide for every part of what the user stated (in the kind its
// content calls for) and every part they named, and a closing slide; the library's gap slides only fill a count asked for,
// or stand as the outline of a request that states nothing.
import type { Deck, Slide } from "../../formats/model/source.js";
import { SLIDE_KINDS } from "../../formats/slide-kinds/slide-kinds.js";
import type { PromptBrief } from "./analyse-prompt.js";
import { order, pointsOf, planSections, type PlannedSection } from "./plan-sections.js";
import { fit } from "./fit-sections.js";
import type { Say } from "./scaffold-text.js";
import { sectionSlide, varied } from "./section-slide.js";
import { slidesWithinLimits } from "./fit-limits.js";
import { titleLine } from "./title-line.js";

export interface DeckOptions {
  /** The slides asked for, or null to fit the content. */
  slides: number | null;
  /** A hard cap (the demo's six, the API's forty). */
  maxSlides: number;
  say: Say;
  userName?: string;
  warnings: string[];
}

/** A deck with nothing stated: its kind's outline at this length. */
const OUTLINE_SLIDES = 8;

interface Frame {
  agenda: boolean;
  closing: boolean;
}

export function composeDeck(brief: PromptBrief, opts: DeckOptions): Deck {
  const { say, warnings } = opts;
  const title = brief.topic;
  const plan = planSections(brief, say);
  const subtitle = titleLine(brief, title, say, plan.presenters, opts.userName).join(" · ") || undefined;
  const hasContent = plan.body.some((s) => s.origin === "content" || s.body.shape !== "gaps");
  // A request that states nothing and names no parts asks for its kind's outline ("a pitch deck for …"): the library's
  // parts to fill. Otherwise, without a count, the deck is what the user gave; the library only fills slides asked for.
  const outline = opts.slides === null && !plan.body.length;
  const counted = opts.slides !== null || outline;
  const library = counted ? plan.library : [];
  const n = Math.max(
    1,
    Math.min(opts.maxSlides, opts.slides ?? (outline ? OUTLINE_SLIDES : naturalLength(plan.body.length))),
  );
  if (n === 1)
    return { kind: "deck", title, slides: [{ layout: "title", title, ...oneSlideSubtitle(subtitle, plan.body) }] };

  const frame = frameFor(n, plan.body.length, counted);
  const room = n - 1 - Number(frame.agenda) - Number(frame.closing);
  const body = fit(plan.body, room, say, warnings, `${n} slides`);
  const gaps = library.slice(0, Math.max(0, room - body.length));
  const sections = order(body, gaps, plan.outline);
  const gapOnly = sections.filter((s) => s.body.shape === "gaps").length;
  if ((hasContent || opts.slides !== null) && gapOnly > Math.floor(n / 3))
    warnings.push(
      `You asked for ${n} slides; what the request states fills ${n - gapOnly} of them, and ${gapOnly} are outlines with gaps to fill. Add your content or use a model for more.`,
    );
  if (sections.length < room)
    warnings.push(
      `You asked for ${n} slides; the builtin composer has ${sections.length + 1 + Number(frame.agenda) + Number(frame.closing)} distinct slides for this request and repeats none. Add your own slides or use a model for more.`,
    );

  const slides: Slide[] = [{ layout: "title", title, ...(subtitle ? { subtitle } : {}) }];
  const headings = sections.map((s) => s.heading);
  if (frame.agenda && headings.length) {
    const agenda = say("agenda");
    const fits = headings.length <= SLIDE_KINDS.agenda.capacity.count[1];
    slides.push(
      fits
        ? { layout: "agenda", title: agenda, items: headings }
        : { layout: "bullets", title: agenda, bullets: headings },
    );
  }
  for (const s of sections) slides.push(sectionSlide(s, say, slides[slides.length - 1]?.layout));
  if (frame.closing)
    slides.push({
      layout: "closing",
      title: closingTitle(brief, headings, say),
      ...(subtitle ? { subtitle: title } : {}),
    });
  return { kind: "deck", title, slides: slidesWithinLimits(varied(slides), warnings) };
}

/** The length when none is asked for: the user's content and named parts, framed by title, agenda and closing. */
function naturalLength(body: number): number {
  return 1 + Number(body >= 3) + body + 1;
}

/**
 * Agenda and closing when the slides allow them beside the user's own parts; a deck of the user's parts alone always
 * closes, a counted one only when the count leaves room beside them.
 */
function frameFor(n: number, body: number, counted: boolean): Frame {
  return { agenda: n >= 5 && body + 3 <= n, closing: (counted ? n >= 3 : n >= 2) && body + 2 <= n };
}

function closingTitle(brief: PromptBrief, headings: string[], say: Say): string {
  const wanted =
    brief.intent === "lesson" || brief.intent === "review" || brief.intent === "pitch"
      ? say("questions")
      : say("nextSteps");
  const taken = new Set(headings.map((h) => h.toLowerCase()));
  return taken.has(wanted.toLowerCase()) ? (wanted === say("questions") ? say("nextSteps") : say("questions")) : wanted;
}

/** One slide: the user's content (or, with none, the period and audience) under the title. */
function oneSlideSubtitle(subtitle: string | undefined, body: PlannedSection[]): { subtitle?: string } {
  const lines = [subtitle, ...body.filter((s) => s.body.shape !== "gaps").flatMap((s) => pointsOf(s.body))].filter(
    Boolean,
  );
  return lines.length ? { subtitle: lines.join(" · ").slice(0, 1_000) } : {};
}
