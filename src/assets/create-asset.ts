// Creates an asset: the image checked and stripped of metadata, its bytes kept in the blob store, its row in the database.
import type { Owner } from "../lib/space-id.js";
import { createHash } from "node:crypto";
import { newId } from "../lib/ids.js";
import type { AssetOrigin, AssetRecord } from "../store/repos/assets.js";
import { blobKeyFor, type AssetDeps } from "./asset-deps.js";
import type { PreparedImage } from "./prepare-image.js";

/** What is known of a picture besides its bytes: what the user calls it, and where a fetched one came from. */
export interface AssetDetails {
  name?: string | null;
  alt?: string | null;
  tags?: string[];
  origin?: AssetOrigin;
  provider?: string | null;
  license?: string | null;
  credit?: string | null;
  sourceUrl?: string | null;
  /** A fetched picture's identity (its source and query), to find it again instead of fetching it twice. */
  cacheKey?: string | null;
  /** The point kept in view when cropped; absent: where the picture's own face regions are, if it has any. */
  focus?: { x: number; y: number } | null;
}

/** `declared` is the Content-Type the client sent (null for none or application/octet-stream); nothing is stored unless the image is accepted. */
export async function createAsset(
  deps: AssetDeps,
  owner: Owner,
  bytes: Uint8Array,
  declared: string | null,
  details: AssetDetails = {},
): Promise<AssetRecord> {
  // What the picture itself says (its faces) unless the sender said otherwise; read with the check, as stripping drops it.
  const { focus, ...image } = await deps.prepare(bytes, declared, deps.limits, { focus: details.focus === undefined });
  return keepAsset(deps, owner, image, details.focus !== undefined ? details : { ...details, focus });
}

/** Keeps a picture already checked and stripped (an upload above, or a picture a provider sent, checked as it arrived). */
export async function keepAsset(
  deps: Pick<AssetDeps, "assets" | "blobs">,
  owner: Owner,
  image: PreparedImage,
  details: AssetDetails = {},
): Promise<AssetRecord> {
  const id = newId("asset");
  const record: AssetRecord = {
    id,
    userId: owner.userId,
    spaceId: owner.spaceId,
    type: image.type,
    width: image.width,
    height: image.height,
    bytes: image.bytes.length,
    sha256: createHash("sha256").update(image.bytes).digest("hex"),
    blobKey: blobKeyFor(id, image.type),
    createdAt: new Date().toISOString(),
    name: details.name ?? null,
    alt: details.alt ?? null,
    tags: details.tags ?? [],
    origin: details.origin ?? "upload",
    provider: details.provider ?? null,
    license: details.license ?? null,
    credit: details.credit ?? null,
    sourceUrl: details.sourceUrl ?? null,
    cacheKey: details.cacheKey ?? null,
    focus: details.focus ?? null,
  };
  await deps.blobs.put(record.blobKey, image.bytes);
  try {
    await deps.assets.insert(record);
  } catch (err) {
    await deps.blobs.delete(record.blobKey).catch(() => {});
    throw err;
  }
  return record;
}
