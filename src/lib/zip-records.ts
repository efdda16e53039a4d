// The records of a zip, entry by entry from data already packed (its CRC-32 and sizes known): local headers, the
// central directory and its end, with zip64 records once a size, an offset or the count passes the classic limits.
// The OOXML package writer and the streamed result zip both write through it.

const MAX32 = 0xffffffff;
const MAX16 = 0xffff;
const ZIP64_EXTRA = 0x0001;
const UTF8_NAMES = 0x0800;
const METHODS = { stored: 0, deflate: 8 } as const;

export interface PackedZipEntry {
  name: string;
  method: keyof typeof METHODS;
  /** The entry's data as it goes in the zip (deflated already for "deflate"). */
  packed: Uint8Array;
  /** CRC-32 and byte length of the data unpacked. */
  crc: number;
  size: number;
  mtime: Date;
}

export interface ZipRecordOptions {
  /** zip64 records even where the classic ones would do (for readers' tests). */
  forceZip64?: boolean;
  /** Made by Unix, each entry a regular rw-r--r-- file (else no file attributes, as OOXML packages are written). */
  unixFiles?: boolean;
}

export interface ZipRecords {
  /** The entry's local header and data, in the order they go out. */
  entry(entry: PackedZipEntry): Uint8Array[];
  /** The central directory and its end: nothing may follow. */
  end(): Uint8Array[];
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

/** The zip64 extra field holding the given 8-byte values (those whose classic field says 0xFFFFFFFF). */
const NO_EXTRA = Buffer.alloc(0);
function zip64Extra(values: number[]): Buffer {
  if (!values.length) return NO_EXTRA;
  const extra = Buffer.alloc(4 + 8 * values.length);
  extra.writeUInt16LE(ZIP64_EXTRA, 0);
  extra.writeUInt16LE(8 * values.length, 2);
  values.forEach((v, i) => extra.writeBigUInt64LE(BigInt(v), 4 + 8 * i));
  return extra;
}

export function zipRecords(options: ZipRecordOptions = {}): ZipRecords {
  const entries: Written[] = [];
  let offset = 0;
  const big = (n: number) => options.forceZip64 || n >= MAX32;
  const madeBy = (version: number) => (options.unixFiles ? (3 << 8) | version : version);

  return {
    entry({ name, method, packed, crc, size, mtime }) {
      const { time, date } = dosDateTime(mtime);
      const entry: Written = {
        name: Buffer.from(name, "utf8"),
        method: METHODS[method],
        time,
        date,
        crc,
        size,
        packedSize: packed.byteLength,
        offset,
      };
      const sizes64 = big(entry.size) || big(entry.packedSize);
      const extra = sizes64 ? zip64Extra([entry.size, entry.packedSize]) : NO_EXTRA;
      const local = Buffer.alloc(30 + entry.name.length + extra.length);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(sizes64 ? 45 : 20, 4);
      local.writeUInt16LE(UTF8_NAMES, 6);
      local.writeUInt16LE(entry.method, 8);
      local.writeUInt16LE(time, 10);
      local.writeUInt16LE(date, 12);
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(sizes64 ? MAX32 : entry.packedSize, 18);
      local.writeUInt32LE(sizes64 ? MAX32 : size, 22);
      local.writeUInt16LE(entry.name.length, 26);
      local.writeUInt16LE(extra.length, 28);
      entry.name.copy(local, 30);
      extra.copy(local, 30 + entry.name.length);
      entries.push(entry);
      offset += local.length + packed.byteLength;
      return [local, packed];
    },
    end() {
      const out: Uint8Array[] = [];
      const dirStart = offset;
      for (const e of entries) {
        const size64 = big(e.size);
        const packed64 = big(e.packedSize);
        const offset64 = big(e.offset);
        const wide: number[] = [];
        if (size64) wide.push(e.size);
        if (packed64) wide.push(e.packedSize);
        if (offset64) wide.push(e.offset);
        const extra = zip64Extra(wide);
        const dir = Buffer.alloc(46 + e.name.length + extra.length);
        const version = extra.length ? 45 : 20;
        dir.writeUInt32LE(0x02014b50, 0);
        dir.writeUInt16LE(madeBy(version), 4);
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
        if (options.unixFiles) dir.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
        dir.writeUInt32LE(offset64 ? MAX32 : e.offset, 42);
        e.name.copy(dir, 46);
        extra.copy(dir, 46 + e.name.length);
        out.push(dir);
        offset += dir.length;
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
        const locator = Buffer.alloc(20);
        locator.writeUInt32LE(0x07064b50, 0);
        locator.writeBigUInt64LE(BigInt(offset), 8); // where the record above starts
        locator.writeUInt32LE(1, 16);
        out.push(record, locator);
      }
      const eocd = Buffer.alloc(22);
      eocd.writeUInt32LE(0x06054b50, 0);
      eocd.writeUInt16LE(count64 ? MAX16 : entries.length, 8);
      eocd.writeUInt16LE(count64 ? MAX16 : entries.length, 10);
      eocd.writeUInt32LE(needs64 && big(dirSize) ? MAX32 : dirSize, 12);
      eocd.writeUInt32LE(needs64 && big(dirStart) ? MAX32 : dirStart, 16);
      out.push(eocd);
      return out;
    },
  };
}
