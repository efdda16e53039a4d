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

const rawBytes = (data: string | Uint8Array) => (typeof data === "string" ? Buffer.from(data, "utf8") : data);

/** Compresses one entry now; `writeZip` takes the result as is. */
export function packEntry(entry: ZipEntry, level = 6): PackedEntry {
  const raw = rawBytes(entry.data);
  return { name: entry.name, packed: deflateRawSync(raw, { level }), crc: crc32(raw), size: raw.length };
}

/**
 * Entries compressed once per distinct content, the most recently used kept up to `maxBytes` (raw and compressed):
 * packages built on one template share most of what they generate (relationships, notes, slides no variable changes),
 * and a compression costs more than the rest of a part's writing. The content is compared whole, never trusted to
 * its checksum alone.
 */
export class PackCache {
  private readonly seen = new Map<string, { raw: Uint8Array; packed: Uint8Array }>();
  private bytes = 0;

  constructor(private maxBytes: number) {}

  /** Bytes held (raw and compressed, of the entries kept). */
  get held(): number {
    return this.bytes;
  }

  /** A new bound: the least recently used entries go until the rest fit. */
  resize(maxBytes: number): void {
    this.maxBytes = maxBytes;
    while (this.bytes > this.maxBytes) this.forget(this.seen.keys().next().value!);
  }

  pack(entry: ZipEntry): PackedEntry {
    const raw = rawBytes(entry.data);
    const crc = crc32(raw);
    const key = `${crc}:${raw.length}`;
    const hit = this.seen.get(key);
    if (hit && Buffer.from(hit.raw.buffer, hit.raw.byteOffset, hit.raw.length).equals(raw)) {
      this.seen.delete(key); // to the back: the least recently used go first
      this.seen.set(key, hit);
      return { name: entry.name, packed: hit.packed, crc, size: raw.length };
    }
    const packed = deflateRawSync(raw, { level: 6 });
    if (hit) this.forget(key);
    // Its own copy: a short string's bytes share a pooled slab that should not be kept alive here.
    this.remember(key, { raw: new Uint8Array(raw), packed });
    return { name: entry.name, packed, crc, size: raw.length };
  }

  private remember(key: string, entry: { raw: Uint8Array; packed: Uint8Array }): void {
    const size = entry.raw.byteLength + entry.packed.byteLength;
    if (size > this.maxBytes) return;
    this.seen.set(key, entry);
    this.bytes += size;
    while (this.bytes > this.maxBytes) this.forget(this.seen.keys().next().value!);
  }

  private forget(key: string): void {
    const entry = this.seen.get(key);
    if (!entry) return;
    this.seen.delete(key);
    this.bytes -= entry.raw.byteLength + entry.packed.byteLength;
  }
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
