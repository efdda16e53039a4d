// The blob store's files (BLOB_STORE=fs) by key, and their hard links in a backup's staging folder (copies across file systems).
import { constants } from "node:fs";
import { copyFile, link, mkdir, readdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { assertBlobKey, isPackKey } from "../blobs/blob-key.js";

/** The keys of the blob files under `dir`; a write's temp file (`.tmp-…`) is no key. */
export async function listBlobKeys(dir: string): Promise<string[]> {
  const keys: string[] = [];
  for (const folder of await entriesOf(dir)) {
    if (!folder.isDirectory()) continue;
    for (const file of await entriesOf(join(dir, folder.name))) {
      const key = `${folder.name}/${file.name}`;
      if (file.isFile() && isBlobKey(key)) keys.push(key);
    }
  }
  return keys.sort();
}

/**
 * Links each key's file from `from` into `to` and returns the keys kept. A link pins the file as it is: the store
 * replaces files by rename and deletes them by unlink, neither of which touches a linked copy. A pack is copied as it
 * is now instead (every blob a database copy taken before names is in it whole). A key whose file was deleted
 * meanwhile is skipped.
 */
export async function linkBlobs(from: string, to: string, keys: readonly string[]): Promise<string[]> {
  const kept: string[] = [];
  for (const key of keys) {
    const source = join(from, key);
    const dest = join(to, key);
    await mkdir(dirname(dest), { recursive: true });
    try {
      if (isPackKey(key)) await copyFile(source, dest, constants.COPYFILE_EXCL);
      else
        await link(source, dest).catch((err: NodeJS.ErrnoException) => {
          if (err.code === "ENOENT" || err.code === "EEXIST") throw err;
          return copyFile(source, dest, constants.COPYFILE_EXCL);
        });
      kept.push(key);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
  }
  return kept;
}

export function isBlobKey(key: string): boolean {
  try {
    assertBlobKey(key);
    return true;
  } catch {
    return false;
  }
}

async function entriesOf(dir: string) {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
}
