// The builtin composer for decks: title, agenda, a slide for every part of what the user stated (in the kind its
// content calls for), gap slides only for what the request type needs and the user left unsaid, and a closing slide.
import type { Deck, Slide } from "../../formats/model/source.js";
import type { PromptBrief } from "./analyse-prompt.js";
import { order, pointsOf, planSections, type PlannedSection } from "./plan-sections.js";
import { fit } from "./fit-sections.js";
import type { Say } from "./scaffold-text.js";
import { capitalise } from "../../lib/text.js";
import { sectionSlide, varied } from "./section-slide.js";
import { slidesWithinLimits } from "./fit-limits.js";

export interface DeckOptions {
  /** The slides asked for, or null to fit the content. */
  slides: number | null;
  /** A hard cap (the demo's six, the API's forty). */
  maxSlides: number;
  say: Say;
  userName?: string;
  warnings: string[];
}

/** A deck with nothing stated: the request type's outline at this length. */
export const DEFAULT_SLIDES = 8;
/** Gap-only slides added beside the user's content when no count is asked for. */
const GAPS_BESIDE_CONTENT = 2;

interface Frame {
  agenda: boolean;
  closing: boolean;
}

export function composeDeck(brief: PromptBrief, opts: DeckOptions): Deck {
  const { say, warnings } = opts;
  const title = brief.topic;
  const subtitle = [...brief.reading.about.map(capitalise), brief.period?.label, opts.userName ? say("preparedFor", { x: opts.userName }) : brief.audience].filter(Boolean).join(" · ") || undefined;
  const plan = planSections(brief, say);
  const hasContent = plan.body.some((s) => s.origin === "content" || s.body.shape !== "gaps");
  // Parts the user listed are the structure they asked for: the library adds nothing beside them unless asked.
  const library = brief.reading.parts.length && opts.slides === null ? [] : plan.library;
  const n = Math.max(1, Math.min(opts.maxSlides, opts.slides ?? defaultLength(plan.body.length, library.length, hasContent)));
  if (n === 1) return { kind: "deck", title, slides: [{ layout: "title", title, ...oneSlideSubtitle(subtitle, plan.body) }] };

  const frame = frameFor(n, plan.body.length);
  const room = n - 1 - Number(frame.agenda) - Number(frame.closing);
  const body = fit(plan.body, room, say, warnings, `${n} slides`);
  const gaps = library.slice(0, Math.max(0, room - body.length));
  const sections = order(body, gaps, plan.outline);
  const gapOnly = sections.filter((s) => s.body.shape === "gaps").length;
  if ((hasContent || opts.slides !== null) && gapOnly > Math.floor(n / 3)) warnings.push(`You asked for ${n} slides; what the request states fills ${n - gapOnly} of them, and ${gapOnly} are outlines with gaps to fill. Add your content or use a model for more.`);
  if (sections.length < room) warnings.push(`You asked for ${n} slides; the builtin composer has ${sections.length + 1 + Number(frame.agenda) + Number(frame.closing)} distinct slides for this request and repeats none. Add your own slides or use a model for more.`);

  const slides: Slide[] = [{ layout: "title", title, ...(subtitle ? { subtitle } : {}) }];
  const headings = sections.map((s) => s.heading);
  if (frame.agenda && headings.length) slides.push(headings.length <= 10 ? { layout: "agenda", title: say("agenda"), items: headings } : { layout: "bullets", title: say("agenda"), bullets: headings });
  for (const s of sections) slides.push(sectionSlide(s, say, slides[slides.length - 1]?.layout));
  if (frame.closing) slides.push({ layout: "closing", title: closingTitle(brief, headings, say), ...(subtitle ? { subtitle: title } : {}) });
  return { kind: "deck", title, slides: slidesWithinLimits(varied(slides), warnings) };
}

/**
 * The length when none is asked for: the user's content and listed parts framed by title, agenda and closing, with up
 * to two of the library's gap slides beside it and never more than a third of the deck; a request that states
 * nothing gets the outline at DEFAULT_SLIDES.
 */
function defaultLength(body: number, library: number, hasContent: boolean): number {
  if (!hasContent && !body) return DEFAULT_SLIDES;
  const frame = 1 + Number(body >= 3) + 1;
  let gaps = 0;
  while (gaps < GAPS_BESIDE_CONTENT && gaps < library && 3 * (gaps + 1) <= frame + body + gaps + 1 && frame + body + gaps < DEFAULT_SLIDES) gaps++;
  return frame + body + gaps;
}

/** Agenda and closing when the slides allow them beside the user's own parts. */
function frameFor(n: number, body: number): Frame {
  return { agenda: n >= 5 && body + 3 <= n, closing: n >= 3 && body + 2 <= n };
}

function closingTitle(brief: PromptBrief, headings: string[], say: Say): string {
  const wanted = brief.intent === "lesson" || brief.intent === "review" || brief.intent === "pitch" ? say("questions") : say("nextSteps");
  const taken = new Set(headings.map((h) => h.toLowerCase()));
  return taken.has(wanted.toLowerCase()) ? (wanted === say("questions") ? say("nextSteps") : say("questions")) : wanted;
}

/** One slide: the user's content (or, with none, the period and audience) under the title. */
function oneSlideSubtitle(subtitle: string | undefined, body: PlannedSection[]): { subtitle?: string } {
  const lines = [subtitle, ...body.filter((s) => s.body.shape !== "gaps").flatMap((s) => pointsOf(s.body))].filter(Boolean);
  return lines.length ? { subtitle: lines.join(" · ").slice(0, 1_000) } : {};
}
