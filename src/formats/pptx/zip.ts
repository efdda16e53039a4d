// Minimal zip I/O for OOXML packages: fflate to read, node's native deflate to write (never STORED entries).
import { crc32, deflateRawSync } from "node:zlib";
import { unzipSync } from "fflate";

/** An entry ready to be written: its raw DEFLATE bytes, CRC and size (so unchanged template parts deflate once). */
export interface ZipEntry {
  name: string;
  crc: number;
  size: number;
  compressed: Uint8Array;
}

const encoder = new TextEncoder();

/** Compresses one part (string parts are UTF-8 encoded). */
export function deflateEntry(name: string, data: Uint8Array | string): ZipEntry {
  const bytes = typeof data === "string" ? encoder.encode(data) : data;
  return { name, crc: crc32(bytes) >>> 0, size: bytes.length, compressed: deflateRawSync(bytes, { level: 6 }) };
}

/** Reads every entry of a zip into memory (the caller checks limits before calling this on untrusted bytes). */
export function readZip(bytes: Uint8Array): Map<string, Uint8Array> {
  const files = unzipSync(bytes);
  const out = new Map<string, Uint8Array>();
  for (const [name, data] of Object.entries(files)) {
    if (!name.endsWith("/")) out.set(name, data);
  }
  return out;
}

// DOS date 1980-01-01 00:00: fixed so the same input gives the same bytes.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/** Writes entries in the given order as a zip (method 8 DEFLATE, UTF-8 names). */
export function writeZip(entries: ZipEntry[]): Uint8Array {
  const names = entries.map((e) => encoder.encode(e.name));
  let total = 22;
  entries.forEach((e, i) => (total += 30 + 46 + 2 * names[i]!.length + e.compressed.length));
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  const offsets: number[] = [];
  let p = 0;
  entries.forEach((e, i) => {
    const name = names[i]!;
    offsets.push(p);
    view.setUint32(p, 0x04034b50, true);
    view.setUint16(p + 4, 20, true);
    view.setUint16(p + 6, 0x0800, true);
    view.setUint16(p + 8, 8, true);
    view.setUint16(p + 10, DOS_TIME, true);
    view.setUint16(p + 12, DOS_DATE, true);
    view.setUint32(p + 14, e.crc, true);
    view.setUint32(p + 18, e.compressed.length, true);
    view.setUint32(p + 22, e.size, true);
    view.setUint16(p + 26, name.length, true);
    view.setUint16(p + 28, 0, true);
    out.set(name, p + 30);
    out.set(e.compressed, p + 30 + name.length);
    p += 30 + name.length + e.compressed.length;
  });
  const cdStart = p;
  entries.forEach((e, i) => {
    const name = names[i]!;
    view.setUint32(p, 0x02014b50, true);
    view.setUint16(p + 4, 20, true);
    view.setUint16(p + 6, 20, true);
    view.setUint16(p + 8, 0x0800, true);
    view.setUint16(p + 10, 8, true);
    view.setUint16(p + 12, DOS_TIME, true);
    view.setUint16(p + 14, DOS_DATE, true);
    view.setUint32(p + 16, e.crc, true);
    view.setUint32(p + 20, e.compressed.length, true);
    view.setUint32(p + 24, e.size, true);
    view.setUint16(p + 28, name.length, true);
    view.setUint32(p + 42, offsets[i]!, true);
    out.set(name, p + 46);
    p += 46 + name.length;
  });
  view.setUint32(p, 0x06054b50, true);
  view.setUint16(p + 8, entries.length, true);
  view.setUint16(p + 10, entries.length, true);
  view.setUint32(p + 12, p - cdStart, true);
  view.setUint32(p + 16, cdStart, true);
  return out;
}
