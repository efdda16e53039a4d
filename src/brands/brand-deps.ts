// What the brand operations need: the brand repository, the blob store, and where templates are analysed.
import type { BrandRepo } from "../store/repos/brands.js";
import type { BlobStore } from "../store/blobs/blob-store.js";
import type { TemplateAnalysis } from "./analyse-template.js";
import type { EventPublisher } from "../webhooks/index.js";

/** Runs the upload checks and analysis somewhere else (the worker pool); in-thread when absent. */
export type Analyse = (bytes: Uint8Array) => Promise<TemplateAnalysis>;

export interface BrandDeps {
  brands: BrandRepo;
  blobs: BlobStore;
  analyse?: Analyse;
  /** Tells the user's webhooks of each brand created (brand.created). */
  events?: EventPublisher;
}

/** Where a version's template is kept: version 1 where brands always were, later ones beside it. */
export function blobKeyFor(brandId: string, version = 1): string {
  return version === 1 ? `brands/${brandId}.pptx` : `brands/${brandId}-v${version}.pptx`;
}

/** The upload checked and analysed where `analyse` says (the deck pool), else in this thread, the drawing loaded on first use. */
export async function analyseWith(deps: BrandDeps, bytes: Uint8Array): Promise<TemplateAnalysis> {
  return deps.analyse ? deps.analyse(bytes) : (await import("./lint-drawing.js")).analyseUpload(bytes);
}
