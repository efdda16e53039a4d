// A zip written as a stream, an entry at a time from bytes in hand: each entry's CRC-32 by zlib's native crc32 (a
// JavaScript CRC over every deck of a batch cost its main thread more than all its database writes), zip64 records
// once a size, an offset or the count passes the classic format's limits.
import { Readable } from "node:stream";
import { crc32, deflateRawSync } from "node:zlib";

const MAX32 = 0xffffffff;
const MAX16 = 0xffff;
const ZIP64_EXTRA = 0x0001;
const UTF8_NAMES = 0x0800;
const STORED = 0;
const DEFLATE = 8;

export interface ZipStream {
  /** The zip's bytes as they are written. */
  readonly output: Readable;
  /** Adds an entry: stored as it is, or deflated (`deflate`: small text such as a manifest). */
  add(name: string, bytes: Uint8Array, options?: { deflate?: boolean; mtime?: Date }): void;
  /** Writes the central directory: nothing may be added after. */
  end(): void;
}

interface Written {
  name: Buffer;
  method: number;
  time: number;
  date: number;
  crc: number;
  size: number;
  packedSize: number;
  offset: number;
}

/** The time and date fields of a zip entry (local time, two-second steps, 1980 at the earliest). */
function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.max(1980, at.getFullYear());
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

/** A name every unzip puts inside its target folder: relative, forward slashes, no `..` step. */
const isRelativeName = (name: string) => name !== "" && !name.startsWith("/") && !name.includes("\\") && !/^[a-zA-Z]:/.test(name) && !name.split("/").includes("..");

/** The zip64 extra field holding the given 8-byte values (those whose classic field says 0xFFFFFFFF). */
function zip64Extra(values: number[]): Buffer {
  if (!values.length) return Buffer.alloc(0);
  const extra = Buffer.alloc(4 + 8 * values.length);
  extra.writeUInt16LE(ZIP64_EXTRA, 0);
  extra.writeUInt16LE(8 * values.length, 2);
  values.forEach((v, i) => extra.writeBigUInt64LE(BigInt(v), 4 + 8 * i));
  return extra;
}

/** `forceZip64`: zip64 records even where the classic ones would do (for readers' tests). */
export function createZipStream(options: { forceZip64?: boolean } = {}): ZipStream {
  const output = new Readable({ read() {} });
  const entries: Written[] = [];
  let offset = 0;
  let ended = false;
  const push = (chunk: Uint8Array) => {
    output.push(chunk);
    offset += chunk.byteLength;
  };
  const big = (n: number) => options.forceZip64 || n >= MAX32;

  return {
    output,
    add(name, bytes, { deflate = false, mtime = new Date() } = {}) {
      if (ended) throw new Error("zip stream: an entry added after end()");
      if (!isRelativeName(name)) throw new Error(`zip stream: ${JSON.stringify(name)} is not a relative path with forward slashes`);
      const packed = deflate ? deflateRawSync(bytes) : bytes;
      const { time, date } = dosDateTime(mtime);
      const entry: Written = { name: Buffer.from(name, "utf8"), method: deflate ? DEFLATE : STORED, time, date, crc: crc32(bytes), size: bytes.byteLength, packedSize: packed.byteLength, offset };
      const sizes64 = big(entry.size) || big(entry.packedSize);
      const extra = zip64Extra(sizes64 ? [entry.size, entry.packedSize] : []);
      const local = Buffer.alloc(30 + entry.name.length + extra.length);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(sizes64 ? 45 : 20, 4);
      local.writeUInt16LE(UTF8_NAMES, 6);
      local.writeUInt16LE(entry.method, 8);
      local.writeUInt16LE(time, 10);
      local.writeUInt16LE(date, 12);
      local.writeUInt32LE(entry.crc, 14);
      local.writeUInt32LE(sizes64 ? MAX32 : entry.packedSize, 18);
      local.writeUInt32LE(sizes64 ? MAX32 : entry.size, 22);
      local.writeUInt16LE(entry.name.length, 26);
      local.writeUInt16LE(extra.length, 28);
      entry.name.copy(local, 30);
      extra.copy(local, 30 + entry.name.length);
      push(local);
      push(packed);
      entries.push(entry);
    },
    end() {
      if (ended) return;
      ended = true;
      const dirStart = offset;
      for (const e of entries) {
        const size64 = big(e.size);
        const packed64 = big(e.packedSize);
        const offset64 = big(e.offset);
        const extra = zip64Extra([...(size64 ? [e.size] : []), ...(packed64 ? [e.packedSize] : []), ...(offset64 ? [e.offset] : [])]);
        const dir = Buffer.alloc(46 + e.name.length + extra.length);
        const version = extra.length ? 45 : 20;
        dir.writeUInt32LE(0x02014b50, 0);
        dir.writeUInt16LE((3 << 8) | version, 4); // made by: Unix, so the mode below is read
        dir.writeUInt16LE(version, 6);
        dir.writeUInt16LE(UTF8_NAMES, 8);
        dir.writeUInt16LE(e.method, 10);
        dir.writeUInt16LE(e.time, 12);
        dir.writeUInt16LE(e.date, 14);
        dir.writeUInt32LE(e.crc, 16);
        dir.writeUInt32LE(packed64 ? MAX32 : e.packedSize, 20);
        dir.writeUInt32LE(size64 ? MAX32 : e.size, 24);
        dir.writeUInt16LE(e.name.length, 28);
        dir.writeUInt16LE(extra.length, 30);
        dir.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
        dir.writeUInt32LE(offset64 ? MAX32 : e.offset, 42);
        e.name.copy(dir, 46);
        extra.copy(dir, 46 + e.name.length);
        push(dir);
      }
      const dirSize = offset - dirStart;
      const count64 = options.forceZip64 || entries.length >= MAX16;
      const needs64 = count64 || big(dirSize) || big(dirStart);
      if (needs64) {
        const record = Buffer.alloc(56);
        record.writeUInt32LE(0x06064b50, 0);
        record.writeBigUInt64LE(44n, 4); // the record's size after this field
        record.writeUInt16LE(45, 12);
        record.writeUInt16LE(45, 14);
        record.writeBigUInt64LE(BigInt(entries.length), 24);
        record.writeBigUInt64LE(BigInt(entries.length), 32);
        record.writeBigUInt64LE(BigInt(dirSize), 40);
        record.writeBigUInt64LE(BigInt(dirStart), 48);
        const recordAt = offset;
        push(record);
        const locator = Buffer.alloc(20);
        locator.writeUInt32LE(0x07064b50, 0);
        locator.writeBigUInt64LE(BigInt(recordAt), 8);
        locator.writeUInt32LE(1, 16);
        push(locator);
      }
      const eocd = Buffer.alloc(22);
      eocd.writeUInt32LE(0x06054b50, 0);
      eocd.writeUInt16LE(count64 ? MAX16 : entries.length, 8);
      eocd.writeUInt16LE(count64 ? MAX16 : entries.length, 10);
      eocd.writeUInt32LE(needs64 && big(dirSize) ? MAX32 : dirSize, 12);
      eocd.writeUInt32LE(needs64 && big(dirStart) ? MAX32 : dirStart, 16);
      push(eocd);
      output.push(null);
    },
  };
}
