// The space's own pictures matched to slots by their names, alt text and tags: each picture used once, a slot only
// given a picture whose words are the slide's (a title word, or two of its other words — in the deck's language,
// translated as the icon index reads them, or as parts of a German or Dutch compound at half weight), a portrait only
// its person's; and each picture that matched a slide but was left out, with why.
import type { AssetRecord } from "../store/repos/assets.js";
import type { PictureSlot, SlideSubject } from "./plan-pictures.js";
import { cjkSubjectKeys, matchKey, nameWords, sensesOf, subjectWords, type Sense } from "./picture-words.js";

export interface LibraryMatch {
  slot: PictureSlot;
  asset: AssetRecord;
}

/** A picture that matched a slide and is not in the deck: the slide it matched best, and why not there, as a clause. */
export interface LeftOut {
  asset: AssetRecord;
  slide: number;
  title: string;
  reason: string;
}

export interface LibraryMatches {
  matches: LibraryMatch[];
  leftOut: LeftOut[];
}

/** A title word counts twice a body word: "Our Lisbon office" is about the office more than a bullet mentioning it. */
const TITLE_WEIGHT = 2;
const ENOUGH = 2;

/**
 * The pictures placed in `slots`, and those left out: a picture that matched a slot it could not have, or one of the
 * `pictureless` slides (whose kind holds none), and was placed nowhere. A picture that matches nothing is not named.
 */
export function matchLibrary(
  slots: readonly PictureSlot[],
  assets: readonly AssetRecord[],
  language: string,
  pictureless: readonly SlideSubject[] = [],
): LibraryMatches {
  const pictures = assets.map((asset) => ({ asset, keys: assetKeys(asset, language) }));
  const scored: Scored[] = [];
  for (const slot of slots) {
    const words = slideKeys(slot, language);
    for (const { asset, keys } of pictures) {
      const score = slot.person ? personScore(slot.person, keys) : slotScore(words, keys);
      if (score >= ENOUGH) scored.push({ slot, asset, score, fit: fit(words, keys) });
    }
  }
  // Best pairs first; ties to the slot whose heading the picture names the more of ("Colombia" rather than the cover's
  // "Specialty coffee" for "cafe-colombia.jpg"), then the earlier slide and the newer picture (assets come newest first).
  scored.sort((a, b) => b.score - a.score || b.fit - a.fit || a.slot.slide - b.slot.slide);
  const { out, blocked } = assign(scored, slots);
  const matches = out.sort((a, b) => a.slot.slide - b.slot.slide || (a.slot.item ?? 0) - (b.slot.item ?? 0));
  return { matches, leftOut: leftOut(matches, scored, blocked, slots, pictures, pictureless, language) };
}

interface Scored {
  slot: PictureSlot;
  asset: AssetRecord;
  score: number;
  /** The share of the slot's heading words the picture names. */
  fit: number;
}

function fit(slide: SlideKeys, keys: Keys): number {
  return slide.heading.size ? [...slide.heading].filter((k) => keys.words.has(k)).length / slide.heading.size : 0;
}

/**
 * Each picture once, each slot once, best pairs first; a cards slide's cards all or none (one card with a picture beside
 * others without looks like a missing picture), and only when they cannot have theirs the cards as a list beside one
 * picture: a slot that breaks this is closed (or the list opened) and the pairs made again, so a picture may go elsewhere.
 */
function assign(
  scored: readonly Scored[],
  slots: readonly PictureSlot[],
): { out: LibraryMatch[]; blocked: Map<PictureSlot, string> } {
  const cardSlides = [...new Set(slots.filter((s) => s.kind === "card").map((s) => s.slide))];
  const lists = new Map(
    cardSlides.flatMap((slide) =>
      slots.filter((s) => s.kind === "beside" && s.slide === slide).map((s) => [slide, s] as const),
    ),
  );
  const blocked = new Map<PictureSlot, string>(
    [...lists.values()].map((s) => [s, "its cards each show a picture of their own"]),
  );
  for (;;) {
    const usedAssets = new Set<string>();
    const filled = new Set<PictureSlot>();
    const out: LibraryMatch[] = [];
    for (const { slot, asset } of scored) {
      if (blocked.has(slot) || usedAssets.has(asset.id) || filled.has(slot)) continue;
      usedAssets.add(asset.id);
      filled.add(slot);
      out.push({ slot, asset });
    }
    let changed = false;
    for (const slide of cardSlides) {
      const cards = slots.filter((s) => s.kind === "card" && s.slide === slide);
      const matched = cards.filter((s) => filled.has(s));
      if (matched.length === cards.length) continue;
      for (const s of matched)
        blocked.set(
          s,
          `its cards show pictures all or none, and only ${matched.length} of its ${cards.length} cards matched one`,
        );
      const list = lists.get(slide);
      changed ||= matched.length > 0 || (!!list && blocked.delete(list));
    }
    if (!changed) return { out, blocked };
  }
}

function leftOut(
  matches: readonly LibraryMatch[],
  scored: readonly Scored[],
  blocked: ReadonlyMap<PictureSlot, string>,
  slots: readonly PictureSlot[],
  pictures: readonly { asset: AssetRecord; keys: Keys }[],
  pictureless: readonly SlideSubject[],
  language: string,
): LeftOut[] {
  const placed = new Set(matches.map((m) => m.asset.id));
  const holder = new Map(matches.map((m) => [m.slot, m.asset]));
  const subjects = pictureless.map((subject) => ({ subject, words: slideKeys(subject, language) }));
  const out: LeftOut[] = [];
  for (const { asset, keys } of pictures) {
    if (placed.has(asset.id)) continue;
    const best = scored.find((s) => s.asset === asset);
    const other = subjects
      .map(({ subject, words }) => ({ subject, score: slotScore(words, keys) }))
      .filter((s) => s.score >= ENOUGH)
      .sort((a, b) => b.score - a.score || a.subject.slide - b.subject.slide)[0];
    if (other && (!best || other.score > best.score))
      out.push({ asset, slide: other.subject.slide, title: other.subject.title, reason: other.subject.reason });
    else if (best)
      out.push({
        asset,
        slide: best.slot.slide,
        title: best.slot.title,
        reason: slotReason(best.slot, blocked, holder, slots),
      });
  }
  return out.sort((a, b) => a.slide - b.slide);
}

/** Why a picture is not in a slot it matched: the slot was closed, or another picture matched it better. */
function slotReason(
  slot: PictureSlot,
  blocked: ReadonlyMap<PictureSlot, string>,
  holder: ReadonlyMap<PictureSlot, AssetRecord>,
  slots: readonly PictureSlot[],
): string {
  const closed = blocked.get(slot);
  if (closed) return closed;
  const other = holder.get(slot);
  const where =
    slot.kind === "card"
      ? `its card “${slot.heading}”`
      : slot.kind === "portrait"
        ? `${slot.person}'s portrait`
        : slot.kind === "cover"
          ? "its cover"
          : "its one place for a picture";
  if (other) return `${where} went to “${other.name ?? other.id}”, which matched it better`;
  // A list beside a picture on a cards slide whose cards took theirs.
  return slots.some((s) => s.kind === "card" && s.slide === slot.slide && holder.has(s))
    ? "its cards each show a picture of their own"
    : "it was better used elsewhere";
}

interface Keys {
  words: Set<string>;
  /** Names and tags in scripts written without spaces, found inside the slide's text. */
  phrases: string[];
}

function assetKeys(asset: AssetRecord, language: string): Keys {
  const raw = [
    ...nameWords(asset.name ?? ""),
    ...subjectWords(asset.alt ?? "", language),
    ...asset.tags.flatMap((t) => nameWords(t)),
  ];
  const phrases = [asset.name ?? "", ...asset.tags]
    .filter((t) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(t))
    .map((t) => t.replace(/\.\w+$/, "").trim());
  const cjk = phrases.flatMap((p) => cjkSubjectKeys(p));
  return { words: new Set([...raw.map(matchKey), ...cjk]), phrases };
}

interface SlideKeys {
  heading: Set<string>;
  body: Set<string>;
  /** The icon index's subjects the heading's and the body's words are, with the languages they are written in. */
  headingSenses: Map<number, Sense[]>;
  bodySenses: Map<number, Sense[]>;
  headingText: string;
  bodyText: string;
  /** German or Dutch: a picture's word may be one part of a slide's compound ("stapler", "schulung": "Staplerschulung"). */
  compounding: boolean;
}

const COMPOUNDING = new Set(["de", "nl"]);

/** A word at the start or end of a longer word, as compounds are made: half the weight of the word itself. */
function partOf(key: string, words: Set<string>): boolean {
  if (key.length < 4) return false;
  for (const w of words) if (w.length >= key.length + 3 && (w.startsWith(key) || w.endsWith(key))) return true;
  return false;
}

function slideKeys(slot: { heading: string; body: string }, language: string): SlideKeys {
  const heading = new Set([...subjectWords(slot.heading, language).map(matchKey), ...cjkSubjectKeys(slot.heading)]);
  const body = new Set([...subjectWords(slot.body, language).map(matchKey), ...cjkSubjectKeys(slot.body)]);
  const compounding = COMPOUNDING.has(language.split("-")[0]!.toLowerCase());
  return {
    heading,
    body,
    headingSenses: sensesIn(heading),
    bodySenses: sensesIn(body),
    headingText: slot.heading,
    bodyText: slot.body,
    compounding,
  };
}

function sensesIn(keys: Set<string>): Map<number, Sense[]> {
  const out = new Map<number, Sense[]>();
  for (const key of keys)
    for (const sense of sensesOf(key)) out.set(sense.subject, [...(out.get(sense.subject) ?? []), sense]);
  return out;
}

/**
 * How surely a picture's word translates a slide's word, as a share of the word itself: one subject of the icon index
 * in another language. The subjects' own names ("warehouse", "Lager", "entrepôt") are each other's translations, whole;
 * other words of a subject are only near it ("camiones" and "logistique", "office" and "boutique"), half.
 */
function translated(key: string, senses: Map<number, Sense[]>): number {
  let best = 0;
  for (const mine of sensesOf(key)) {
    for (const theirs of senses.get(mine.subject) ?? []) {
      if (theirs.language !== mine.language) best = Math.max(best, mine.head && theirs.head ? 1 : 0.5);
    }
  }
  return best;
}

/** A picture's score for a slide: each of its words counted once, as surely as it is found there. */
function slotScore(slide: SlideKeys, keys: Keys): number {
  let score = 0;
  for (const key of keys.words) {
    const inHeading = slide.heading.has(key)
      ? 1
      : Math.max(translated(key, slide.headingSenses), slide.compounding && partOf(key, slide.heading) ? 0.5 : 0);
    const inBody = slide.body.has(key)
      ? 1
      : Math.max(translated(key, slide.bodySenses), slide.compounding && partOf(key, slide.body) ? 0.5 : 0);
    score += Math.max(TITLE_WEIGHT * inHeading, inBody);
  }
  for (const phrase of keys.phrases) if (phrase && slide.headingText.includes(phrase)) score += TITLE_WEIGHT;
  for (const phrase of keys.phrases)
    if (phrase && !slide.headingText.includes(phrase) && slide.bodyText.includes(phrase)) score += 1;
  return score;
}

/** Every word of the person's name in the picture's words (or the whole name among its tags): theirs, and enough. */
function personScore(person: string, keys: Keys): number {
  const names = nameWords(person).map(matchKey);
  if (names.length && names.every((n) => keys.words.has(n))) return ENOUGH + names.length;
  return keys.phrases.includes(person.trim()) ? ENOUGH : 0;
}
