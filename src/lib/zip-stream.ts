// A zip written as a stream, an entry at a time from bytes in hand: each entry's CRC-32 by zlib's native crc32 (a
// JavaScript CRC over every deck of a batch cost its main thread more than all its database writes), its records by
// zip-records.ts (zip64 past the classic limits).
import { Readable } from "node:stream";
import { crc32, deflateRawSync } from "node:zlib";
import { zipRecords } from "./zip-records.js";

export interface ZipStream {
  /** The zip's bytes as they are written. */
  readonly output: Readable;
  /** Adds an entry: stored as it is, or deflated (`deflate`: small text such as a manifest). */
  add(name: string, bytes: Uint8Array, options?: { deflate?: boolean; mtime?: Date }): void;
  /** Writes the central directory: nothing may be added after. */
  end(): void;
}

/** A name every unzip puts inside its target folder: relative, forward slashes, no `..` step. */
const isRelativeName = (name: string) =>
  name !== "" &&
  !name.startsWith("/") &&
  !name.includes("\\") &&
  !/^[a-zA-Z]:/.test(name) &&
  !name.split("/").includes("..");

/** `forceZip64`: zip64 records even where the classic ones would do (for readers' tests). */
export function createZipStream(options: { forceZip64?: boolean } = {}): ZipStream {
  const output = new Readable({ read() {} });
  const records = zipRecords({ forceZip64: options.forceZip64, unixFiles: true });
  let ended = false;
  return {
    output,
    add(name, bytes, { deflate = false, mtime = new Date() } = {}) {
      if (ended) throw new Error("zip stream: an entry added after end()");
      if (!isRelativeName(name))
        throw new Error(`zip stream: ${JSON.stringify(name)} is not a relative path with forward slashes`);
      const packed = deflate ? deflateRawSync(bytes) : bytes;
      for (const chunk of records.entry({
        name,
        method: deflate ? "deflate" : "stored",
        packed,
        crc: crc32(bytes),
        size: bytes.byteLength,
        mtime,
      }))
        output.push(chunk);
    },
    end() {
      if (ended) return;
      ended = true;
      for (const chunk of records.end()) output.push(chunk);
      output.push(null);
    },
  };
}
