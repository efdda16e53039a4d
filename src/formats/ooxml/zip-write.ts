// A minimal ZIP writer for OOXML packages: DEFLATE entries via native zlib, [Content_Types].xml first, fixed timestamps.
import { crc32, deflateRawSync } from "node:zlib";

export interface ZipEntry {
  name: string;
  data: string | Uint8Array;
}

/** An entry already compressed (so its source buffer can be reused right away). */
export interface PackedEntry {
  name: string;
  packed: Uint8Array;
  crc: number;
  size: number;
}

/** Compresses one entry now; `writeZip` takes the result as is. */
export function packEntry(entry: ZipEntry, level = 6): PackedEntry {
  const raw = typeof entry.data === "string" ? Buffer.from(entry.data, "utf8") : entry.data;
  return { name: entry.name, packed: deflateRawSync(raw, { level }), crc: crc32(raw), size: raw.length };
}

// 1980-01-01 00:00 in DOS format: fixed so the same input always gives the same bytes.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/**
 * Zips entries in the given order (OOXML wants `[Content_Types].xml` first). Every entry is DEFLATEd
 * (never STORED: some consumers and validators reject or mishandle stored XML parts).
 */
export function writeZip(entries: (ZipEntry | PackedEntry)[], level = 6): Uint8Array {
  const chunks: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { packed, crc, size } = "packed" in entry ? entry : packEntry(entry, level);
    const name = Buffer.from(entry.name, "utf8");
    const local = Buffer.alloc(30 + name.length);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // DEFLATE
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    name.copy(local, 30);
    const dir = Buffer.alloc(46 + name.length);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4); // version made by
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x0800, 8);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt16LE(DOS_TIME, 12);
    dir.writeUInt16LE(DOS_DATE, 14);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(packed.length, 20);
    dir.writeUInt32LE(size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    name.copy(dir, 46);
    chunks.push(local, packed);
    central.push(dir);
    offset += local.length + packed.length;
  }
  const dirSize = central.reduce((n, c) => n + c.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dirSize, 12);
  end.writeUInt32LE(offset, 16);
  const out = Buffer.concat([...chunks, ...central, end]);
  return new Uint8Array(out.buffer, out.byteOffset, out.length);
}
