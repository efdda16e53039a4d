// Where a deck can take a picture without losing a word: the opening slide as a full-bleed cover, lists and short
// text that fit beside a picture (cards too, as a list), cards with one each, a team's portraits; why a slide takes
// none; and the slide as it reads with the picture.
import type { Bullet, Deck, ImageRef, Slide } from "../formats/model/source.js";
import { frameHeight, FRAME_WIDTH } from "../formats/model/slide-size.js";
import { slideTexts } from "../formats/slide-kinds/slide-words.js";
import { SLIDE_KINDS } from "../formats/slide-kinds/slide-kinds.js";

export type SlotKind = "cover" | "beside" | "card" | "portrait";

export interface PictureSlot {
  /** The slide's index in the deck. */
  slide: number;
  kind: SlotKind;
  /** The card's or the person's index. */
  item?: number;
  /** What the slide is called, for warnings. */
  title: string;
  /** The words the picture is about: the title's, then the rest's. */
  heading: string;
  body: string;
  /** A portrait's person: only a picture that names them is theirs. */
  person?: string;
  /** The frame's width over its height. */
  aspect: number;
  /** A list of gaps left to fill under its title: the user's own picture of the subject may sit beside it, a found one not. */
  gaps?: true;
}

/** A slide with no slot of its own for a picture (a cards or team slide may still have its items'), and why, in words. */
export interface SlideSubject {
  slide: number;
  title: string;
  heading: string;
  body: string;
  /** A clause: "its chart needs the whole width". */
  reason: string;
}

/** Text with a table, heading, code, markup or a picture: it needs the whole width. */
const WHOLE_WIDTH = /^\s*(\||#|```|<)|!\[/m;

/** A line that is only a gap left to fill, as the composers write them: "- [Costs: point 2]". */
const GAP = /^\s*(?:[-*]\s+)?\[[^\]]*\]\s*$/;

/**
 * A list or text that still reads beside a picture, in the narrower column image + text leaves it: the characters that
 * column holds at its 20 pt, and at most the lines a slide holds at all (the composers' six).
 */
const BESIDE = { maxLines: 6, maxBullet: 140, maxChars: 420 } as const;

/** Every slot of the deck a picture could fill, slide by slide (a slide that shows a picture already has none). */
export function pictureSlots(deck: Deck): PictureSlot[] {
  const wide = FRAME_WIDTH / frameHeight(deck.size);
  const slots: PictureSlot[] = [];
  deck.slides.forEach((slide, i) => {
    const title = slideTitle(slide, i);
    if (slide.layout === "title" && i === 0)
      slots.push({
        slide: i,
        kind: "cover",
        title,
        heading: `${deck.title} ${slide.title}`,
        body: slide.subtitle ?? "",
        aspect: wide,
      });
    else if (besideBody(slide) !== null)
      slots.push({
        slide: i,
        kind: "beside",
        title,
        heading: title,
        body: besideBody(slide)!,
        aspect: 0.48 * wide,
        ...(hasGaps(slide) ? { gaps: true as const } : {}),
      });
    if (slide.layout === "cards")
      slide.cards.forEach((card, item) => {
        if (!card.image)
          slots.push({ slide: i, kind: "card", item, title, heading: card.title, body: card.text ?? "", aspect: 2 });
      });
    else if (slide.layout === "team")
      slide.people.forEach((person, item) => {
        if (!person.image)
          slots.push({
            slide: i,
            kind: "portrait",
            item,
            title,
            heading: person.name,
            body: person.role ?? "",
            person: person.name,
            aspect: 1,
          });
      });
  });
  return slots;
}

/** Each slide without a slot of its own (cover or beside), with its words and why it takes no picture there. */
export function pictureless(deck: Deck): SlideSubject[] {
  const out: SlideSubject[] = [];
  deck.slides.forEach((slide, i) => {
    if ((slide.layout === "title" && i === 0) || besideBody(slide) !== null) return;
    const title = slideTitle(slide, i);
    // What the slide shows, not its speaker notes.
    const texts = slideTexts({ ...slide, notes: undefined }, deck.language ?? "en");
    const heading = "title" in slide && slide.title ? slide.title : (texts[0] ?? "");
    out.push({
      slide: i,
      title,
      heading,
      body: texts.filter((t) => t !== heading).join("\n"),
      reason: noSlotReason(slide),
    });
  });
  return out;
}

/** Why a slide takes no picture beside its words, in plain words. */
function noSlotReason(slide: Slide): string {
  if (slide.layout !== "bullets" && slide.layout !== "cards" && slide.layout !== "content") {
    return SLIDE_KINDS[slide.layout].noPicture;
  }
  const lines =
    slide.layout === "bullets"
      ? slide.bullets.flatMap(bulletLines)
      : slide.layout === "cards"
        ? slide.cards.map(cardLine)
        : slide.body.split("\n").filter((l) => l.trim());
  if (slide.layout === "content" && WHOLE_WIDTH.test(slide.body)) {
    return "its table, code or picture needs the whole width";
  }
  const what = slide.layout === "content" ? "text" : `${lines.length} ${slide.layout === "cards" ? "cards" : "points"}`;
  const chars = lines.reduce((n, l) => n + l.length, 0);
  return `its ${what} (${chars} characters) would not fit beside a picture, which takes half the slide`;
}

/**
 * The slots worth illustrating with a picture found or made for them (not the user's own), up to `max`: the cover
 * first, then every other short list down the deck (a picture on each slide tires), then a cards slide's cards — all
 * of them or none —, then the other lists. Portraits are left to the user's library: a stock face is nobody on the team.
 */
export function illustratedSlots(all: readonly PictureSlot[], max: number): PictureSlot[] {
  // A found picture needs a subject: not a list of gaps; and a cards slide shows its cards, not a list beside one.
  const slots = all.filter(
    (s) =>
      !s.gaps &&
      !(s.kind === "beside" && s.item === undefined && all.some((c) => c.kind === "card" && c.slide === s.slide)),
  );
  const beside = slots.filter((s) => s.kind === "beside");
  const cardSlides = [...new Set(slots.filter((s) => s.kind === "card").map((s) => s.slide))];
  const units: PictureSlot[][] = [
    ...slots.filter((s) => s.kind === "cover").map((s) => [s]),
    ...beside.filter((_, k) => k % 2 === 0).map((s) => [s]),
    ...cardSlides.map((slide) => slots.filter((s) => s.kind === "card" && s.slide === slide)),
    ...beside.filter((_, k) => k % 2 === 1).map((s) => [s]),
  ];
  const picked: PictureSlot[] = [];
  for (const unit of units) if (picked.length + unit.length <= max) picked.push(...unit);
  return picked.sort((a, b) => a.slide - b.slide || (a.item ?? 0) - (b.item ?? 0));
}

/** The slide text that stays beside a picture, as Markdown: null when the slide cannot take one without losing words. */
function besideBody(slide: Slide): string | null {
  if (slide.layout === "bullets" || (slide.layout === "cards" && !slide.cards.some((c) => c.image))) {
    const lines = slide.layout === "bullets" ? slide.bullets.flatMap((b) => bulletLines(b)) : slide.cards.map(cardLine);
    return fitsBeside(lines) ? lines.join("\n") : null;
  }
  if (slide.layout === "content") {
    const body = slide.body.trim();
    if (!body || body.length > BESIDE.maxChars || WHOLE_WIDTH.test(body)) return null;
    return body;
  }
  return null;
}

function fitsBeside(lines: string[]): boolean {
  const chars = lines.reduce((n, l) => n + l.length, 0);
  return (
    lines.length >= 1 &&
    lines.length <= BESIDE.maxLines &&
    chars <= BESIDE.maxChars &&
    lines.every((l) => l.length <= BESIDE.maxBullet + 4)
  );
}

/** A list of gaps left to fill ("[Risks: point 1]"): only its title says what it is about. */
function hasGaps(slide: Slide): boolean {
  const lines =
    slide.layout === "bullets"
      ? slide.bullets.flatMap(bulletLines)
      : slide.layout === "cards"
        ? slide.cards.map(cardLine)
        : slide.layout === "content"
          ? slide.body.split("\n")
          : [];
  return lines.some((l) => GAP.test(l));
}

/** A card as a point of a list: its title in bold, its text after it (its icon is a picture of its own, left out). */
function cardLine(card: Extract<Slide, { layout: "cards" }>["cards"][number]): string {
  const text = card.text?.trim();
  return GAP.test(card.title) && !text ? `- ${card.title}` : `- **${card.title}**${text ? `: ${text}` : ""}`;
}

function bulletLines(b: Bullet): string[] {
  if (typeof b === "string") return [`- ${b}`];
  return [`- ${b.text}`, ...b.children.map((c) => `  - ${c}`)];
}

function slideTitle(slide: Slide, i: number): string {
  return ("title" in slide && slide.title) || `slide ${i + 1}`;
}

/** The slide showing `ref` in `slot`, its credit added to the speaker notes; `side` places a picture beside text. */
export function withPicture(slide: Slide, slot: PictureSlot, ref: ImageRef, side: "left" | "right"): Slide {
  const notes = creditNotes(slide.notes, ref.credit);
  const keep = notes === undefined ? {} : { notes };
  if (slot.kind === "cover" && slide.layout === "title") {
    return {
      layout: "full-bleed",
      title: slide.title,
      ...(slide.subtitle ? { subtitle: slide.subtitle } : {}),
      image: ref,
      ...keep,
    };
  }
  if (
    slot.kind === "beside" &&
    (slide.layout === "bullets" || slide.layout === "content" || slide.layout === "cards")
  ) {
    return {
      layout: "image-text",
      ...(slide.title ? { title: slide.title } : {}),
      body: besideBody(slide)!,
      image: ref,
      side,
      ...keep,
    };
  }
  if (slot.kind === "card" && slide.layout === "cards") {
    return { ...slide, cards: slide.cards.map((c, k) => (k === slot.item ? { ...c, image: ref } : c)), ...keep };
  }
  if (slot.kind === "portrait" && slide.layout === "team") {
    return { ...slide, people: slide.people.map((p, k) => (k === slot.item ? { ...p, image: ref } : p)), ...keep };
  }
  return slide;
}

function creditNotes(notes: string | undefined, credit: string | undefined): string | undefined {
  if (!credit) return notes;
  const line = `Picture: ${credit}`;
  if (notes?.includes(line)) return notes;
  return notes?.trim() ? `${notes.trimEnd()}\n\n${line}` : line;
}
