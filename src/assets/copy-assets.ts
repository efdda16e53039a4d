// Copies pictures from one space into another (a document moving takes its pictures along): each becomes an asset of
// the space it goes to, with its own blob, or is the one that space already has with the same bytes.
import { newId } from "../lib/ids.js";
import type { Owner, SpaceId } from "../lib/space-id.js";
import type { AssetRecord } from "../store/repos/assets.js";
import { blobKeyFor, type AssetDeps } from "./asset-deps.js";
import { declaredImageType } from "./sniff-image.js";

export interface CopiedAssets {
  /** Each picture's id in the space it came from → its id in the space it went to. */
  ids: Map<string, string>;
  /** Removes the copies this call made (rows and blobs): the move they were for did not happen. */
  undo(): Promise<void>;
}

/**
 * `ids` of `from` that it holds are copied to `to`; ids it does not hold (deleted, or never its own) are left out, so a
 * space's pictures are never reached through another's. The copy keeps the name, alt text, tags, focus and credit.
 */
export async function copyAssets(
  deps: Pick<AssetDeps, "assets" | "blobs">,
  from: SpaceId,
  to: Owner,
  ids: readonly string[],
): Promise<CopiedAssets> {
  const made: AssetRecord[] = [];
  const undo = async () => {
    for (const asset of made) {
      await deps.assets.delete(to.spaceId, asset.id).catch(() => {});
      await deps.blobs.delete(asset.blobKey).catch(() => {});
    }
  };
  const found = await deps.assets.findManyByIds(from, [...ids]);
  const there = new Map(
    (
      await deps.assets.findManyByHashes(
        to.spaceId,
        found.map((a) => a.sha256),
      )
    ).map((a) => [a.sha256, a.id]),
  );
  const copied = new Map<string, string>();
  try {
    for (const asset of found) {
      const same = there.get(asset.sha256);
      if (same) {
        copied.set(asset.id, same);
        continue;
      }
      const type = declaredImageType(asset.type);
      const bytes = await deps.blobs.get(asset.blobKey);
      // Bytes gone or of no kind kept: the document shows its placeholder there as it did here.
      if (!bytes || !type) continue;
      const id = newId("asset");
      const copy: AssetRecord = {
        ...asset,
        id,
        userId: to.userId,
        spaceId: to.spaceId,
        blobKey: blobKeyFor(id, type),
        createdAt: new Date().toISOString(),
      };
      await deps.blobs.put(copy.blobKey, bytes);
      made.push(copy);
      await deps.assets.insert(copy);
      there.set(asset.sha256, id);
      copied.set(asset.id, id);
    }
  } catch (err) {
    await undo();
    throw err;
  }
  return { ids: copied, undo };
}
