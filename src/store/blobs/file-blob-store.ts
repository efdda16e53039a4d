// BLOB_STORE=fs (default): blobs as files under DATA_DIR/blobs, written to a temp file and renamed into place.
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { BlobStore } from "./blob-store.js";


const KEY = /^[a-z]+\/[A-Za-z0-9_-]{1,100}\.[a-z0-9]{1,8}$/;
const TEMP_PREFIX = ".tmp-";

function assertKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid blob key: ${JSON.stringify(key).slice(0, 60)}`);
}

/** Files under `dir`: written to a temp file in the same folder, fsync-free rename into place (atomic on one file system). */
export function createFileBlobStore(dir: string): BlobStore {
  mkdirSync(dir, { recursive: true });
  sweepTemps(dir);
  const fileOf = (key: string) => {
    assertKey(key);
    return join(dir, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      const folder = join(dir, key.split("/")[0]!);
      mkdirSync(folder, { recursive: true });
      const temp = join(folder, `${TEMP_PREFIX}${randomBytes(8).toString("hex")}`);
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
  };
}

/** Temp files left by a crash mid-write (older than a minute) are removed at start. */
function sweepTemps(dir: string): void {
  const cutoff = Date.now() - 60_000;
  for (const folder of readdirSync(dir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const path = join(dir, folder.name);
    for (const name of readdirSync(path)) {
      if (!name.startsWith(TEMP_PREFIX)) continue;
      const file = join(path, name);
      if (statSync(file).mtimeMs < cutoff) rmSync(file, { force: true });
    }
  }
}
