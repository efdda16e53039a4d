// A saved deck's slide as a PNG, drawn as the deck is: on its brand's template (the deck pool) while the space still has
// the brand it was made on, else by Quire's own renderer (the export pool). The slide route and the variants' pictures
// both draw through it, so a variant's picture is the slide that applying it draws.
import { type AssetDeps, resolveImages } from "../assets/index.js";
import { brandTask, savedDeckOnBrand, type BrandExportDeps, type DeckPool } from "../brands/index.js";
import type { Deck } from "../formats/model/source.js";
import type { SlidePng } from "../formats/raster/slide-png.js";
import type { SpaceId } from "../lib/space-id.js";
import type { BrandRecord } from "../store/repos/brands.js";

export interface SlidePictureDeps {
  brands: BrandExportDeps;
  assets: AssetDeps;
  /** Quire's drawing of one slide (the export pool). */
  slidePng(deck: Deck, index: number, width: number): Promise<SlidePng>;
  deckPool: Pick<DeckPool, "slidePng">;
}

export interface SavedSlidePictures {
  /** The brand the deck is drawn on, with its version as a tag for ETags; null: Quire's own drawing. */
  onBrand: { brand: BrandRecord; tag: string } | null;
  /** Slide `index` of `deck` (the saved deck, or a version of it) as a PNG `width` pixels wide. */
  draw(deck: Deck, index: number, width: number): Promise<Uint8Array>;
}

export async function savedSlidePictures(
  deps: SlidePictureDeps,
  spaceId: SpaceId,
  saved: { brandId: string | null; brandVersion?: number | null },
): Promise<SavedSlidePictures> {
  const onBrand = await savedDeckOnBrand(deps.brands, spaceId, saved);
  return {
    onBrand,
    async draw(deck, index, width) {
      const { source } = await resolveImages(deps.assets, deck, async () => spaceId);
      const out = onBrand
        ? await deps.deckPool.slidePng(await brandTask(deps.brands, onBrand.brand, source as Deck), index, width)
        : await deps.slidePng(source as Deck, index, width);
      return out.png;
    },
  };
}
