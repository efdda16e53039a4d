// The picture pass of a new deck: slots chosen, each filled from the space's library, a stock provider or an image
// model, every picture stored as an asset of the space with its credit; a slot that gets no picture keeps its slide as
// it was, and a warning names the slide and the cause; a library picture that matched a slide and is left out is named
// in a warning with that slide and why. Never an empty frame.
import { createHash } from "node:crypto";
import type { Owner } from "../lib/space-id.js";
import { AppError } from "../lib/errors.js";
import type { IMAGE_MODES } from "../config/schema.js";
import type { Deck, ImageRef, Slide } from "../formats/model/source.js";
import { type AssetDeps, keepAsset } from "../assets/index.js";
import type { AssetRecord } from "../store/repos/assets.js";
import { matchLibrary, type LeftOut } from "./match-library.js";
import { altInLanguage, generationPrompt, madeAlt, searchWords } from "./picture-prompt.js";
import { PictureFailed, type FoundPicture, type PictureSource } from "./picture-source.js";
import { illustratedSlots, pictureless, pictureSlots, withPicture, type PictureSlot } from "./plan-pictures.js";
import { nameWords } from "./picture-words.js";
import { orientationOf } from "./orientation.js";
import { providerSlots } from "./provider-slots.js";

export type PictureMode = (typeof IMAGE_MODES)[number];

export interface PictureDeps {
  /** The operator's default for a request that does not say (IMAGES_DEFAULT). */
  defaultMode: PictureMode;
  assets: AssetDeps;
  sources: { stock: PictureSource | null; generated: PictureSource | null };
  /** Pictures fetched or made for one request, at most (PICTURES_PER_REQUEST). */
  perRequest: number;
}

/** The request's `images`, else the operator's default; 400 for a source this service has not set up. */
export function pictureMode(deps: PictureDeps, asked: PictureMode | undefined): PictureMode {
  const mode = asked ?? deps.defaultMode;
  const missing =
    mode === "stock"
      ? deps.sources.stock
        ? null
        : "STOCK_PROVIDER and STOCK_API_KEY"
      : mode === "generated"
        ? deps.sources.generated
          ? null
          : "IMAGES_MODEL"
        : null;
  if (missing)
    throw new AppError(
      "invalid_request",
      `${mode === "stock" ? "Stock photos are" : "Generated pictures are"} not set up on this service (its operator sets ${missing}); use images "library" or "none".`,
      { details: [{ path: "images", message: "not available on this service" }] },
    );
  return mode;
}

export interface PictureRun {
  mode: Exclude<PictureMode, "none">;
  owner: Owner;
  language: string;
  /** Counts one picture fetched or made against the caller's limits: null when it may be, else why not (a clause). */
  charge: () => Promise<string | null>;
  signal: AbortSignal;
  /** Called as each picture is settled, with how many of how many. */
  onProgress?: (done: number, total: number) => void;
}

export interface PlacedPicture {
  /** 1-based, as people count slides. */
  slide: number;
  assetId: string;
  origin: AssetRecord["origin"];
  provider: string | null;
  credit: string;
  license: string | null;
  sourceUrl: string | null;
  /** An identical earlier request's picture, used again: nothing fetched, nothing counted. */
  reused: boolean;
}

export interface PlacedPictures {
  deck: Deck;
  pictures: PlacedPicture[];
  warnings: string[];
}

/** Library pictures looked at for one deck: the newest uploads. */
const LIBRARY_SCAN = 2_000;
/** Pictures asked of a provider at once (their search and download, or their making): providers rate-limit bursts. */
const PARALLEL = 3;

export async function placePictures(deps: PictureDeps, deck: Deck, run: PictureRun): Promise<PlacedPictures> {
  const slots = pictureSlots(deck);
  if (run.mode !== "library")
    return slots.length
      ? applyPictures(deck, await fromSource(deps, deck, slots, run))
      : { deck, pictures: [], warnings: [] };
  const { settled, leftOut } = await fromLibrary(deps, deck, slots, run);
  const placed = applyPictures(deck, settled);
  return { ...placed, warnings: [...placed.warnings, ...leftOutWarnings(leftOut)] };
}

type Settled =
  { slot: PictureSlot; ref: ImageRef; placed: Omit<PlacedPicture, "slide"> } | { slot: PictureSlot; failure: string };

async function fromLibrary(
  deps: PictureDeps,
  deck: Deck,
  slots: PictureSlot[],
  run: PictureRun,
): Promise<{ settled: Settled[]; leftOut: LeftOut[] }> {
  const assets = await deps.assets.assets.listForMatching(run.owner.spaceId, LIBRARY_SCAN);
  const { matches, leftOut } = matchLibrary(slots, assets, run.language, pictureless(deck));
  run.onProgress?.(matches.length, matches.length);
  const settled = matches.map(({ slot, asset }): Settled => {
    const credit = asset.credit ?? `Your library: ${asset.name ?? asset.id}`;
    const alt = asset.alt?.trim() || (asset.name ? nameWords(asset.name).join(" ") : "") || slot.heading;
    return { slot, ref: imageRef(asset.id, alt, credit, asset.focus), placed: placedOf(asset, credit, false) };
  });
  return { settled, leftOut };
}

/** Library pictures named in warnings, at most: a library tagged alike could otherwise fill the stream. */
const LEFT_OUT_NAMED = 12;

/**
 * A warning for the pictures of the library that matched a slide and were left out, naming each, the slide and why:
 * one a slide and reason ("Your pictures “a.jpg” and “b.jpg” matched slide 2 (“Hamburg warehouse”) …").
 */
function leftOutWarnings(leftOut: readonly LeftOut[]): string[] {
  const shown = leftOut.slice(0, LEFT_OUT_NAMED);
  const groups = new Map<string, LeftOut[]>();
  for (const l of shown) {
    const key = `${l.slide}\n${l.reason}`;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  const warnings = [...groups.values()].map((group) => {
    const { slide, title, reason } = group[0]!;
    const names = group.map((l) => `“${l.asset.name ?? l.asset.id}”`);
    const which =
      names.length === 1
        ? `Your picture ${names[0]}`
        : `Your pictures ${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
    const where = title === `slide ${slide + 1}` ? title : `slide ${slide + 1} (“${title}”)`;
    return `${which} matched ${where} but ${names.length === 1 ? "is" : "are"} not in the deck: ${reason}.`;
  });
  const more = leftOut.length - shown.length;
  return more > 0
    ? [...warnings, `${more} more pictures of your library matched slides but are not in the deck.`]
    : warnings;
}

async function fromSource(deps: PictureDeps, deck: Deck, slots: PictureSlot[], run: PictureRun): Promise<Settled[]> {
  const source = run.mode === "stock" ? deps.sources.stock : deps.sources.generated;
  const wanted = illustratedSlots(slots, deps.perRequest);
  if (!source) return wanted.map((slot) => ({ slot, failure: `${run.mode} pictures are not set up on this service` }));
  let done = 0;
  let refusal: string | null = null;
  run.onProgress?.(0, wanted.length);
  const takeSlot = providerSlots(PARALLEL);
  const one = async (slot: PictureSlot): Promise<Settled> => {
    // Slots are taken in the slides' order, so the pictures are charged in it as well.
    const release = await takeSlot();
    try {
      if (refusal) return { slot, failure: refusal };
      const query = {
        words: searchWords(slot, deck, run.language),
        prompt: generationPrompt(slot, deck),
        language: run.language,
        aspect: slot.aspect,
        alt: madeAlt(slot, run.language),
        signal: run.signal,
        fetched: release,
      };
      const key = cacheKey(
        source,
        run.mode,
        source.origin === "stock" ? query.words : query.prompt,
        run.language,
        slot.aspect,
      );
      const cached = await deps.assets.assets.findByCacheKey(run.owner.spaceId, key);
      if (cached) return settledFrom(slot, cached, true);
      const refused = await run.charge();
      if (refused) {
        refusal = refused;
        return { slot, failure: refused };
      }
      const found = await source.find(query);
      const asset = await store(
        deps,
        run.owner,
        { ...found, alt: altInLanguage(found.alt, slot, run.language) },
        key,
        query.words || slot.heading,
      );
      return settledFrom(slot, asset, false);
    } catch (err) {
      if (err instanceof PictureFailed) return { slot, failure: err.message };
      if (run.signal.aborted) throw err;
      return { slot, failure: `the picture could not be stored (${(err as Error).message.replace(/\.$/, "")})` };
    } finally {
      release();
      run.onProgress?.(++done, wanted.length);
    }
  };
  return Promise.all(wanted.map(one));
}

function settledFrom(slot: PictureSlot, asset: AssetRecord, reused: boolean): Settled {
  const credit = asset.credit ?? asset.provider ?? "";
  return {
    slot,
    ref: imageRef(asset.id, asset.alt ?? slot.heading, credit, asset.focus),
    placed: placedOf(asset, credit, reused),
  };
}

/** The picture as the source checked and stripped it (not decoded a second time), with where it came from. */
function store(
  deps: PictureDeps,
  owner: Owner,
  found: FoundPicture,
  cacheKey: string,
  name: string,
): Promise<AssetRecord> {
  return keepAsset(deps.assets, owner, found, {
    name,
    alt: found.alt,
    origin: found.origin,
    provider: found.provider,
    license: found.license,
    credit: found.credit,
    sourceUrl: found.sourceUrl,
    cacheKey,
    ...(found.focus ? { focus: found.focus } : {}),
  });
}

/** Identical requests reuse the picture: the same provider and settings, the same words or prompt, language and frame shape. */
function cacheKey(source: PictureSource, mode: string, asked: string, language: string, aspect: number): string {
  return createHash("sha256")
    .update([source.cacheTag, mode, asked.toLowerCase(), language, orientationOf(aspect)].join("\n"))
    .digest("hex");
}

function imageRef(src: string, alt: string, credit: string, focus: AssetRecord["focus"]): ImageRef {
  return {
    src,
    alt: alt.slice(0, 1_000),
    ...(credit ? { credit: credit.slice(0, 300) } : {}),
    ...(focus ? { focus } : {}),
  };
}

function placedOf(asset: AssetRecord, credit: string, reused: boolean): Omit<PlacedPicture, "slide"> {
  return {
    assetId: asset.id,
    origin: asset.origin,
    provider: asset.provider,
    credit,
    license: asset.license,
    sourceUrl: asset.sourceUrl,
    reused,
  };
}

/** The deck with every picture in its slot (pictures beside text alternate sides), and a warning per slot left without. */
function applyPictures(deck: Deck, settled: Settled[]): PlacedPictures {
  const slides: Slide[] = [...deck.slides];
  const pictures: PlacedPicture[] = [];
  const warnings: string[] = [];
  let beside = 0;
  for (const s of settled) {
    if ("failure" in s) {
      warnings.push(
        `Slide ${s.slot.slide + 1} (“${s.slot.title}”): no picture — ${s.failure}; it is shown without one.`,
      );
      continue;
    }
    const side = s.slot.kind === "beside" && beside++ % 2 === 1 ? "left" : "right";
    slides[s.slot.slide] = withPicture(slides[s.slot.slide]!, s.slot, s.ref, side);
    pictures.push({ slide: s.slot.slide + 1, ...s.placed });
  }
  return { deck: pictures.length ? { ...deck, slides } : deck, pictures, warnings };
}
