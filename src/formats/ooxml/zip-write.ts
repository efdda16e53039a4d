// The ZIP writer of OOXML packages: DEFLATE entries via native zlib, [Content_Types].xml first, fixed timestamps (the
// records by lib/zip-records.ts).
import { crc32, deflateRawSync } from "node:zlib";
import { zipRecords } from "../../lib/zip-records.js";

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

// 1980-01-01 00:00: fixed so the same input always gives the same bytes.
const FIXED_TIME = new Date(1980, 0, 1);

/**
 * Zips entries in the given order (OOXML wants `[Content_Types].xml` first). Every entry is DEFLATEd
 * (never STORED: some consumers and validators reject or mishandle stored XML parts).
 */
export function writeZip(entries: (ZipEntry | PackedEntry)[], level = 6): Uint8Array {
  const records = zipRecords();
  const chunks: Uint8Array[] = [];
  for (const entry of entries) {
    const { packed, crc, size } = "packed" in entry ? entry : packEntry(entry, level);
    chunks.push(...records.entry({ name: entry.name, method: "deflate", packed, crc, size, mtime: FIXED_TIME }));
  }
  chunks.push(...records.end());
  const out = Buffer.concat(chunks);
  return new Uint8Array(out.buffer, out.byteOffset, out.length);
}
