// BLOB_STORE=fs (default): blobs as files under DATA_DIR/blobs, written to a temp file and renamed into place; packs
// (many blobs appended to one file) for a job's items.
import { mkdirSync } from "node:fs";
import { open, readFile, rename, rm, writeFile, type FileHandle } from "node:fs/promises";
import { join } from "node:path";
import { tempPathIn } from "../temp-files.js";
import { assertBlobKey, keyInPack, parseBlobKey } from "./blob-key.js";
import type { BlobPack, BlobStore } from "./blob-store.js";

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
  const folderOf = (key: string) => {
    const folder = join(dir, key.split("/")[0]!);
    mkdirSync(folder, { recursive: true });
    return folder;
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      const temp = tempPathIn(folderOf(key));
      try {
        await writeFile(temp, bytes, { flag: "wx" });
        await rename(temp, file);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async get(key) {
      const { key: own, range } = parseBlobKey(key);
      try {
        return range ? await readRange(join(dir, own), range.offset, range.length) : new Uint8Array(await readFile(fileOf(own)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(join(dir, parseBlobKey(key).key), { force: true });
    },
    openPack(key) {
      const file = fileOf(key);
      return openFilePack(file, () => folderOf(key), (offset, length) => keyInPack(key, offset, length));
    },
  };
}

/**
 * A pack file made by its first append. Each append reserves its range at once, so appends in flight together land
 * side by side; the key is answered only once its bytes are written, so no reader meets a partial blob.
 */
function openFilePack(file: string, makeFolder: () => void, keyOf: (offset: number, length: number) => string): BlobPack {
  let handle: Promise<FileHandle> | undefined;
  let end = 0;
  let closed = false;
  const inFlight = new Set<Promise<unknown>>();
  return {
    async append(bytes) {
      if (closed) throw new Error("the pack is closed");
      const offset = end;
      end += bytes.byteLength;
      handle ??= (async () => {
        makeFolder();
        return open(file, "wx");
      })();
      const writing = handle.then((h) => writeAt(h, bytes, offset));
      inFlight.add(writing);
      try {
        await writing;
      } finally {
        inFlight.delete(writing);
      }
      return keyOf(offset, bytes.byteLength);
    },
    async close() {
      closed = true;
      await Promise.allSettled([...inFlight]);
      await handle?.then((h) => h.close()).catch(() => {});
    },
  };
}

async function writeAt(handle: FileHandle, bytes: Uint8Array, position: number): Promise<void> {
  for (let done = 0; done < bytes.byteLength; ) {
    const { bytesWritten } = await handle.write(bytes, done, bytes.byteLength - done, position + done);
    done += bytesWritten;
  }
}

/** `length` bytes at `offset` of `file`; a file cut short reads as no blob at all (ENOENT), never as part of one. */
async function readRange(file: string, offset: number, length: number): Promise<Uint8Array> {
  const handle = await open(file, "r");
  try {
    if (offset + length > (await handle.stat()).size) throw Object.assign(new Error(`${file} ends before the blob at ${offset}+${length}`), { code: "ENOENT" });
    const out = new Uint8Array(length);
    for (let done = 0; done < length; ) {
      const { bytesRead } = await handle.read(out, done, length - done, offset + done);
      if (bytesRead === 0) throw Object.assign(new Error(`${file} ends before the blob at ${offset}+${length}`), { code: "ENOENT" });
      done += bytesRead;
    }
    return out;
  } finally {
    await handle.close();
  }
}
