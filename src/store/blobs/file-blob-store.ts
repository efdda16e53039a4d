// BLOB_STORE=fs (default): blobs as files under DATA_DIR/blobs, written to a temp file and renamed into place; packs
// (many blobs appended to one file) for a job's items.
import { closeSync, mkdirSync, openSync, writeSync } from "node:fs";
import { open, readFile, rename, rm, writeFile } from "node:fs/promises";
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
 * A pack file made by its first append. Appends are written synchronously, one after another: a deck's bytes go to the
 * page cache in tens of microseconds, while handing each to libuv's threads cost the event loop several times that in
 * a busy batch (a thread woken per append, on a machine whose cores the render threads keep busy). The key is
 * answered only once its bytes are written, so no reader meets a partial blob.
 */
function openFilePack(file: string, keyOf: (offset: number, length: number) => string): BlobPack {
  let fd: number | undefined;
  let end = 0;
  let closed = false;
  return {
    async append(bytes) {
      if (closed) throw new Error("the pack is closed");
      if (fd === undefined) {
        mkdirSync(dirname(file), { recursive: true });
        fd = openSync(file, "wx");
      }
      const offset = end;
      for (let done = 0; done < bytes.byteLength;)
        done += writeSync(fd, bytes, done, bytes.byteLength - done, offset + done);
      end += bytes.byteLength;
      return keyOf(offset, bytes.byteLength);
    },
    async close() {
      closed = true;
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}

/** `length` bytes at `offset` of `file`; a file cut short reads as no blob at all (ENOENT), never as part of one. */
async function readRange(file: string, offset: number, length: number): Promise<Uint8Array> {
  const handle = await open(file, "r");
  const cutShort = () =>
    Object.assign(new Error(`${file} ends before the blob at ${offset}+${length}`), { code: "ENOENT" });
  try {
    if (offset + length > (await handle.stat()).size) throw cutShort();
    const out = new Uint8Array(length);
    for (let done = 0; done < length;) {
      const { bytesRead } = await handle.read(out, done, length - done, offset + done);
      if (bytesRead === 0) throw cutShort();
      done += bytesRead;
    }
    return out;
  } finally {
    await handle.close();
  }
}
