// A pptx export built on a brand: which brand applies (the one asked for, else the saved document's), and the render.
import type { SpaceId } from "../lib/space-id.js";
import { docToDeck } from "../formats/pptx/index.js";
import type { Deck, Doc } from "../formats/model/source.js";
import { isId } from "../lib/ids.js";
import type { BrandRecord } from "../store/repos/brands.js";
import type { BrandDeps } from "./brand-deps.js";
import type { DeckPool } from "./deck-pool.js";
import { renderTask } from "./generate-deck.js";
import { loadBrandBytes, readBrand } from "./manage-brands.js";

export interface BrandExportDeps extends BrandDeps {
  pool: DeckPool;
}

/**
 * The brand a pptx export is built on, or null for the built-in theme. An id the caller sends must be one of their
 * brands (404 otherwise, as on every brand route). A saved document's brand applies only while the caller still has
 * it: deleting a brand must not make the documents generated on it impossible to export.
 */
export async function brandForExport(deps: BrandDeps, spaceId: SpaceId, requested: string | undefined, saved: string | null | undefined, savedVersion?: number | null): Promise<{ brand: BrandRecord | null; warnings: string[] }> {
  if (requested !== undefined) return { brand: await readBrand(deps, spaceId, requested), warnings: [] };
  if (!saved) return { brand: null, warnings: [] };
  const brand = isId("brand", saved) ? await deps.brands.findById(spaceId, saved) : null;
  if (!brand) return { brand: null, warnings: ["The document's brand no longer exists; it was exported on the built-in theme."] };
  // A deck built on a brand is exported on the version it was built on, so it looks as it did.
  return { brand: savedVersion && savedVersion !== brand.version ? await readBrand(deps, spaceId, saved, savedVersion) : brand, warnings: [] };
}

/** The .pptx of a deck, or of a doc summarised into slides, on the brand's masters, layouts, theme and fonts (the render brand generate uses). */
export async function exportOnBrand(deps: BrandExportDeps, brand: BrandRecord, source: Deck | Doc, signal?: AbortSignal): Promise<Uint8Array> {
  const deck = source.kind === "deck" ? source : docToDeck(source);
  const template = await loadBrandBytes(deps, brand);
  return deps.pool.render(renderTask(brand, template, deck), signal);
}
