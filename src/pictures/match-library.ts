// The space's own pictures matched to slots by their names, alt text and tags: each picture used once, a slot only
// given a picture whose words are the slide's (a title word, or two of its other words), a portrait only its person's.
import type { AssetRecord } from "../store/repos/assets.js";
import type { PictureSlot } from "./plan-pictures.js";
import { matchKey, nameWords, subjectWords } from "./picture-words.js";

export interface LibraryMatch {
  slot: PictureSlot;
  asset: AssetRecord;
}

/** A title word counts twice a body word: "Our Lisbon office" is about the office more than a bullet mentioning it. */
const TITLE_WEIGHT = 2;
const ENOUGH = 2;

export function matchLibrary(slots: readonly PictureSlot[], assets: readonly AssetRecord[], language: string): LibraryMatch[] {
  const pictures = assets.map((asset) => ({ asset, keys: assetKeys(asset, language) }));
  const scored: { slot: PictureSlot; asset: AssetRecord; score: number }[] = [];
  for (const slot of slots) {
    for (const { asset, keys } of pictures) {
      const score = slot.person ? personScore(slot.person, keys) : slotScore(slot, keys, language);
      if (score >= ENOUGH) scored.push({ slot, asset, score });
    }
  }
  // Best pairs first; ties to the earlier slide and the newer picture (assets come newest first).
  scored.sort((a, b) => b.score - a.score || a.slot.slide - b.slot.slide);
  const usedAssets = new Set<string>();
  const filled = new Set<PictureSlot>();
  const out: LibraryMatch[] = [];
  for (const { slot, asset } of scored) {
    if (usedAssets.has(asset.id) || filled.has(slot)) continue;
    usedAssets.add(asset.id);
    filled.add(slot);
    out.push({ slot, asset });
  }
  return dropPartialCards(out, slots).sort((a, b) => a.slot.slide - b.slot.slide || (a.slot.item ?? 0) - (b.slot.item ?? 0));
}

interface Keys {
  words: Set<string>;
  /** Names and tags in scripts written without spaces, found inside the slide's text. */
  phrases: string[];
}

function assetKeys(asset: AssetRecord, language: string): Keys {
  const raw = [...nameWords(asset.name ?? ""), ...subjectWords(asset.alt ?? "", language), ...asset.tags.flatMap((t) => nameWords(t))];
  const phrases = [asset.name ?? "", ...asset.tags].filter((t) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(t)).map((t) => t.replace(/\.\w+$/, "").trim());
  return { words: new Set(raw.map(matchKey)), phrases };
}

function slotScore(slot: PictureSlot, keys: Keys, language: string): number {
  const heading = new Set(subjectWords(slot.heading, language).map(matchKey));
  const body = new Set(subjectWords(slot.body, language).map(matchKey));
  let score = 0;
  for (const key of keys.words) score += heading.has(key) ? TITLE_WEIGHT : body.has(key) ? 1 : 0;
  for (const phrase of keys.phrases) if (phrase && slot.heading.includes(phrase)) score += TITLE_WEIGHT;
  for (const phrase of keys.phrases) if (phrase && !slot.heading.includes(phrase) && slot.body.includes(phrase)) score += 1;
  return score;
}

/** Every word of the person's name in the picture's words (or the whole name among its tags): theirs, and enough. */
function personScore(person: string, keys: Keys): number {
  const names = nameWords(person).map(matchKey);
  if (names.length && names.every((n) => keys.words.has(n))) return ENOUGH + names.length;
  return keys.phrases.includes(person.trim()) ? ENOUGH : 0;
}

/** Cards show pictures all or none: one card with a picture beside others without looks like a missing picture. */
function dropPartialCards(matches: LibraryMatch[], slots: readonly PictureSlot[]): LibraryMatch[] {
  const cardsOf = (slide: number) => slots.filter((s) => s.kind === "card" && s.slide === slide).length;
  const matchedOf = new Map<number, number>();
  for (const m of matches) if (m.slot.kind === "card") matchedOf.set(m.slot.slide, (matchedOf.get(m.slot.slide) ?? 0) + 1);
  return matches.filter((m) => m.slot.kind !== "card" || matchedOf.get(m.slot.slide) === cardsOf(m.slot.slide));
}
