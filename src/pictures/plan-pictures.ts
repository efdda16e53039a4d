// Where a deck can take a picture without losing a word: the opening slide as a full-bleed cover, short lists and
// short text beside a picture, cards with one each, a team's portraits; and the slide as it reads with the picture.
import type { Bullet, Deck, ImageRef, Slide } from "../formats/model/source.js";
import { frameHeight, FRAME_WIDTH } from "../formats/model/slide-size.js";

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
}

/** A line that is only a gap left to fill, as the composers write them: "- [Costs: point 2]". */
const GAP = /^\s*(?:[-*]\s+)?\[[^\]]*\]\s*$/;

/** A list or text that still reads beside a picture, in the narrower column image + text leaves it. */
const BESIDE = { minBullets: 2, maxBullets: 5, maxBullet: 140, maxChars: 420 } as const;

/** Every slot of the deck a picture could fill, slide by slide (a slide that shows a picture already has none). */
export function pictureSlots(deck: Deck): PictureSlot[] {
  const wide = FRAME_WIDTH / frameHeight(deck.size);
  const slots: PictureSlot[] = [];
  deck.slides.forEach((slide, i) => {
    const title = slideTitle(slide, i);
    if (slide.layout === "title" && i === 0) slots.push({ slide: i, kind: "cover", title, heading: `${deck.title} ${slide.title}`, body: slide.subtitle ?? "", aspect: wide });
    else if (besideBody(slide) !== null) slots.push({ slide: i, kind: "beside", title, heading: title, body: besideBody(slide)!, aspect: (0.48 * wide) });
    else if (slide.layout === "cards")
      slide.cards.forEach((card, item) => {
        if (!card.image) slots.push({ slide: i, kind: "card", item, title, heading: card.title, body: card.text ?? "", aspect: 2 });
      });
    else if (slide.layout === "team")
      slide.people.forEach((person, item) => {
        if (!person.image) slots.push({ slide: i, kind: "portrait", item, title, heading: person.name, body: person.role ?? "", person: person.name, aspect: 1 });
      });
  });
  return slots;
}

/**
 * The slots worth illustrating with a picture found or made for them (not the user's own), up to `max`: the cover
 * first, then every other short list down the deck (a picture on each slide tires), then a cards slide's cards — all
 * of them or none —, then the other lists. Portraits are left to the user's library: a stock face is nobody on the team.
 */
export function illustratedSlots(slots: readonly PictureSlot[], max: number): PictureSlot[] {
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
  if (slide.layout === "bullets") {
    const lines = slide.bullets.flatMap((b) => bulletLines(b));
    const items = slide.bullets.length;
    const chars = lines.reduce((n, l) => n + l.length, 0);
    if (items < BESIDE.minBullets || lines.length > BESIDE.maxBullets || chars > BESIDE.maxChars || lines.some((l) => l.length > BESIDE.maxBullet + 4)) return null;
    // A list of gaps left to fill ("[Risks: point 1]") is not a subject a picture can show.
    if (lines.some((l) => GAP.test(l))) return null;
    return lines.join("\n");
  }
  if (slide.layout === "content") {
    const body = slide.body.trim();
    // Tables, pictures, code and headings need the whole width.
    if (!body || body.length > BESIDE.maxChars || /^\s*(\||#|```|<)|!\[/m.test(body) || body.split("\n").some((l) => GAP.test(l))) return null;
    return body;
  }
  return null;
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
    return { layout: "full-bleed", title: slide.title, ...(slide.subtitle ? { subtitle: slide.subtitle } : {}), image: ref, ...keep };
  }
  if (slot.kind === "beside" && (slide.layout === "bullets" || slide.layout === "content")) {
    return { layout: "image-text", ...(slide.title ? { title: slide.title } : {}), body: besideBody(slide)!, image: ref, side, ...keep };
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
