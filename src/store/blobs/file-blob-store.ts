// BLOB_STORE=fs (default): blobs as files under DATA_DIR/blobs, written to a temp file and renamed into place; packs
// (many blobs appended to one file) for a job's items.
import { mkdirSync } from "node:fs";
import { mkdir, open, readFile, rename, rm, writeFile, type FileHandle } from "node:fs/promises";
import { dirname, join } from "node:path";
import { tempPathIn } from "../temp-files.js";
import { assertBlobKey, isPackKey, keyInPack, parseBlobKey } from "./blob-key.js";
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
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      const folder = join(dir, key.split("/")[0]!);
      mkdirSync(folder, { recursive: true });
      const temp = tempPathIn(folder);
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
      const file = join(dir, own);
      try {
        return range ? await readRange(file, range.offset, range.length) : new Uint8Array(await readFile(file));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(join(dir, parseBlobKey(key).key), { force: true });
    },
    openPack(key) {
      if (!isPackKey(key)) throw new Error(`invalid pack key: ${JSON.stringify(key).slice(0, 60)}`);
      return openFilePack(fileOf(key), (offset, length) => keyInPack(key, offset, length));
    },
  };
}

/**
 * A pack file made by its first append. Each append reserves its range at once, so appends in flight together land
 * side by side; the key is answered only once its bytes are written, so no reader meets a partial blob.
 */
function openFilePack(file: string, keyOf: (offset: number, length: number) => string): BlobPack {
  let handle: Promise<FileHandle> | undefined;
  let end = 0;
  let closed = false;
  const inFlight = new Set<Promise<unknown>>();
  return {
    async append(bytes) {
      if (closed) throw new Error("the pack is closed");
      const offset = end;
      end += bytes.byteLength;
      handle ??= mkdir(dirname(file), { recursive: true }).then(() => open(file, "wx"));
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
  const cutShort = () => Object.assign(new Error(`${file} ends before the blob at ${offset}+${length}`), { code: "ENOENT" });
  try {
    if (offset + length > (await handle.stat()).size) throw cutShort();
    const out = new Uint8Array(length);
    for (let done = 0; done < length; ) {
      const { bytesRead } = await handle.read(out, done, length - done, offset + done);
      if (bytesRead === 0) throw cutShort();
      done += bytesRead;
    }
    return out;
  } finally {
    await handle.close();
  }
}
