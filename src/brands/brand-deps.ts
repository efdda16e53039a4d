// What the brand operations need: the brand repository and the blob store.
import type { BrandRepo } from "../store/repos/brands.js";
import type { BlobStore } from "../store/blobs/blob-store.js";

export interface BrandDeps {
  brands: BrandRepo;
  blobs: BlobStore;
}

export function blobKeyFor(brandId: string): string {
  return `brands/${brandId}.pptx`;
}
