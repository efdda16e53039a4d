// Reading, listing, changing and deleting a user's assets; another user's asset answers exactly like a missing one.
import type { SpaceId } from "../lib/space-id.js";
import { AppError } from "../lib/errors.js";
import { isId } from "../lib/ids.js";
import { decodeCursor, encodeCursor } from "../lib/list-cursor.js";
import type { AssetOrigin, AssetPatch, AssetRecord } from "../store/repos/assets.js";
import type { AssetDeps } from "./asset-deps.js";
import type { ImageType } from "./sniff-image.js";

export const ASSET_LIST_LIMIT = { default: 20, max: 100 } as const;

const notFound = () => new AppError("not_found", "No asset with this id exists in your account.");

/** Throws 400 invalid_request unless `id` has the `asset_<ULID>` form, before any lookup. */
export function checkAssetId(id: unknown): string {
  if (!isId("asset", id))
    throw new AppError("invalid_request", "That is not an asset id.", {
      details: [{ path: "id", message: "expected an id like asset_01J…(26 characters)" }],
    });
  return id;
}

export async function readAsset(deps: AssetDeps, spaceId: SpaceId, id: string): Promise<AssetRecord> {
  const asset = await deps.assets.findById(spaceId, checkAssetId(id));
  if (!asset) throw notFound();
  return asset;
}

/** The stored (metadata-stripped) bytes of an asset already read for its owner. */
export async function loadAssetBytes(deps: Pick<AssetDeps, "blobs">, asset: AssetRecord): Promise<Uint8Array> {
  const bytes = await deps.blobs.get(asset.blobKey);
  if (!bytes) throw new Error(`asset ${asset.id}: blob ${asset.blobKey} is missing`);
  return bytes;
}

export async function listAssets(
  deps: AssetDeps,
  spaceId: SpaceId,
  page: { limit?: number; cursor?: string; origin?: AssetOrigin },
): Promise<{ items: AssetRecord[]; nextCursor: string | null }> {
  const limit = page.limit ?? ASSET_LIST_LIMIT.default;
  const after = page.cursor ? decodeCursor(page.cursor, "asset") : undefined;
  const { items, hasMore } = await deps.assets.list({ spaceId, limit, after, origin: page.origin });
  const last = items.at(-1);
  return { items, nextCursor: hasMore && last ? encodeCursor(last.id) : null };
}

export async function updateAsset(
  deps: AssetDeps,
  spaceId: SpaceId,
  id: string,
  patch: AssetPatch,
): Promise<AssetRecord> {
  const asset = await deps.assets.update(spaceId, checkAssetId(id), patch);
  if (!asset) throw notFound();
  return asset;
}

export async function deleteAsset(deps: AssetDeps, spaceId: SpaceId, id: string): Promise<void> {
  const asset = await deps.assets.delete(spaceId, checkAssetId(id));
  if (!asset) throw notFound();
  await deps.blobs.delete(asset.blobKey);
}

/** The public shape (API: Asset): the owner, hash, storage key and cache key never leave the store. */
export function toAssetJson(asset: AssetRecord) {
  return {
    id: asset.id,
    // Sniffed from the bytes when stored: always one of IMAGE_TYPES.
    type: asset.type as ImageType,
    width: asset.width,
    height: asset.height,
    bytes: asset.bytes,
    createdAt: asset.createdAt,
    name: asset.name,
    alt: asset.alt,
    tags: asset.tags,
    origin: asset.origin,
    provider: asset.provider,
    license: asset.license,
    credit: asset.credit,
    sourceUrl: asset.sourceUrl,
    focus: asset.focus,
  };
}
