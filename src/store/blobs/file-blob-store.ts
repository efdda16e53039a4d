// BLOB_STORE=fs (default): blobs as files under DATA_DIR/blobs, written to a temp file and renamed into place.
import { mkdirSync } from "node:fs";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { tempPathIn } from "../temp-files.js";
import { assertBlobKey } from "./blob-key.js";
import type { BlobStore } from "./blob-store.js";

/**
 * Files under `dir`: written to a temp file in the same folder, then renamed into place (atomic on one file system),
 * so a crash leaves the old file or the new one, plus at worst a temp file that the boot sweep removes.
 */
export function createFileBlobStore(dir: string): BlobStore {
  mkdirSync(dir, { recursive: true });
  const fileOf = (key: string) => {
    assertBlobKey(key);
    return join(dir, key);
  };
  /** A temp path beside the key's file (same file system, so the rename is atomic). */
  const tempFor = (key: string) => {
    const folder = join(dir, key.split("/")[0]!);
    mkdirSync(folder, { recursive: true });
    return tempPathIn(folder);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      const temp = tempFor(key);
      try {
        await writeFile(temp, bytes, { flag: "wx" });
        await rename(temp, file);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    stage(key) {
      const file = fileOf(key);
      const temp = tempFor(key);
      return { path: temp, commit: () => rename(temp, file), discard: () => rm(temp, { force: true }) };
    },
  };
}
