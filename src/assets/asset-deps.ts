// What the asset operations and the image pre-pass need: the asset repository, the blob store, limits and remote hosts.
import type { AssetRepo } from "../store/repos/assets.js";
import type { BlobStore } from "../store/blobs/blob-store.js";
import type { HostEntry } from "../outbound/index.js";
import type { ImageLimits, PrepareImage } from "./prepare-image.js";
import { EXTENSIONS, type ImageType } from "./sniff-image.js";

export interface AssetDeps {
  assets: AssetRepo;
  blobs: BlobStore;
  limits: ImageLimits;
  /** Checks and strips a picture (and reads its focus) in a work process. */
  prepare: PrepareImage;
  /** Remote images the operator allows (IMAGE_HOSTS); with no hosts, no remote image is ever fetched. */
  remote: { hosts: readonly HostEntry[]; timeoutMs: number };
}

export function blobKeyFor(assetId: string, type: ImageType): string {
  return `assets/${assetId}.${EXTENSIONS[type]}`;
}
