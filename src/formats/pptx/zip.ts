// Minimal zip I/O for OOXML packages: fflate to read; writing is the one OOXML zip writer (../xlsx/write-zip.ts).
import { unzipSync } from "fflate";
import { packEntry, type PackedEntry } from "../xlsx/write-zip.js";

export { writeZip } from "../xlsx/write-zip.js";

/** An entry ready to be written: its raw DEFLATE bytes, CRC and size (so unchanged template parts deflate once). */
export type ZipEntry = PackedEntry;

/** Compresses one part (string parts are UTF-8 encoded). */
export function deflateEntry(name: string, data: Uint8Array | string): ZipEntry {
  return packEntry({ name, data });
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
