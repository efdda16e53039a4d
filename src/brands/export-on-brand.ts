// An export built on a brand: which brand applies (the one asked for, else the saved document's), and the render — the
// pptx, or the pptx drawn as PDF, a handout, an HTML page of pictures or the pictures themselves — in the brand deck pool.
import type { SpaceId } from "../lib/space-id.js";
import { docToDeck } from "../formats/pptx/index.js";
import type { Deck, Doc } from "../formats/model/source.js";
import type { PdfLayout } from "../formats/model/export-formats.js";
import type { PagePictures } from "../formats/raster/page-pngs.js";
import { isId } from "../lib/ids.js";
import type { BrandRecord } from "../store/repos/brands.js";
import type { BrandDeps } from "./brand-deps.js";
import type { DeckPool } from "./deck-pool.js";
import { renderTask } from "./generate-deck.js";
import type { RenderTask } from "./render-brand-deck.js";
import { loadBrandBytes, readBrand } from "./manage-brands.js";

export interface BrandExportDeps extends BrandDeps {
  pool: DeckPool;
}

/**
 * The brand an export (pptx, pdf, html) or a saved deck's drawing is built on, or null for the built-in theme. An id
 * the caller sends must be one of their brands (404 otherwise, as on every brand route). A saved document's brand
 * applies only while the caller still has it: deleting a brand must not make the documents generated on it impossible
 * to export.
 */
export async function brandForExport(
  deps: BrandDeps,
  spaceId: SpaceId,
  requested: string | undefined,
  saved: string | null | undefined,
  savedVersion?: number | null,
): Promise<{ brand: BrandRecord | null; warnings: string[] }> {
  if (requested !== undefined) return { brand: await readBrand(deps, spaceId, requested), warnings: [] };
  if (!saved) return { brand: null, warnings: [] };
  const brand = isId("brand", saved) ? await deps.brands.findById(spaceId, saved) : null;
  if (!brand)
    return { brand: null, warnings: ["The document's brand no longer exists; it was exported on the built-in theme."] };
  // A deck built on a brand is exported on the version it was built on, so it looks as it did.
  return {
    brand: savedVersion && savedVersion !== brand.version ? await readBrand(deps, spaceId, saved, savedVersion) : brand,
    warnings: [],
  };
}

/** The formats a brand applies to: its pptx, and the pptx drawn — as PDF (or a handout), an HTML page of pictures, the pictures. */
export const BRAND_FORMATS = ["pptx", "pdf", "html", "png"] as const;
export type BrandFormat = (typeof BRAND_FORMATS)[number];

export const isBrandFormat = (format: string): format is BrandFormat =>
  (BRAND_FORMATS as readonly string[]).includes(format);

/** The render task of a deck, or of a doc summarised into slides (as its pptx is), on the brand. */
export async function brandTask(deps: BrandDeps, brand: BrandRecord, source: Deck | Doc): Promise<RenderTask> {
  const deck = source.kind === "deck" ? source : docToDeck(source);
  return renderTask(brand, await loadBrandBytes(deps, brand), deck);
}

/**
 * A deck, or a doc summarised into slides, on the brand's masters, layouts, theme and fonts (the render brand generate
 * uses): the .pptx, or that pptx drawn as it looks (formats/drawing) — the PDF, one page per slide at the brand's slide
 * size, or the HTML page of its pictures.
 */
export async function exportOnBrand(
  deps: BrandExportDeps,
  brand: BrandRecord,
  source: Deck | Doc,
  format: Exclude<BrandFormat, "png">,
  signal?: AbortSignal,
  layout: PdfLayout = "slides",
): Promise<{ bytes: Uint8Array; warnings: string[] }> {
  const task = await brandTask(deps, brand, source);
  if (format === "pdf" && layout === "handout") {
    const out = await deps.pool.handout(task, signal);
    return { bytes: out.pdf, warnings: out.warnings };
  }
  if (format === "pdf") {
    const out = await deps.pool.pdf(task, signal);
    return { bytes: out.pdf, warnings: out.warnings };
  }
  if (format === "html") {
    const out = await deps.pool.html(task, signal);
    return { bytes: out.html, warnings: out.warnings };
  }
  return { bytes: await deps.pool.render(task, signal), warnings: [] };
}

/** Every page of the brand's drawing as a PNG `width` pixels wide, handed over as the reader takes them (a png export). */
export async function picturesOnBrand(
  deps: BrandExportDeps,
  brand: BrandRecord,
  source: Deck | Doc,
  width: number,
  signal?: AbortSignal,
): Promise<PagePictures> {
  return deps.pool.pages(await brandTask(deps, brand, source), width, signal);
}

/**
 * The brand a saved deck's slide pictures and quality report are drawn on: the one `brandForExport` gives its exports
 * (its pinned version, while the space still has the brand), or null to draw it as Quire does. `tag` goes into an
 * ETag: the version drawn, so a template replaced under an unpinned deck, or the brand deleted, makes new pictures.
 */
export async function savedDeckOnBrand(
  deps: BrandDeps,
  spaceId: SpaceId,
  saved: { brandId: string | null; brandVersion?: number | null },
): Promise<{ brand: BrandRecord; tag: string } | null> {
  if (!saved.brandId) return null;
  const { brand } = await brandForExport(deps, spaceId, undefined, saved.brandId, saved.brandVersion ?? null);
  return brand ? { brand, tag: `b${brand.version}` } : null;
}
