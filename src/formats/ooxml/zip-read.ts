// Reading zips: a trusted package whole (fflate), or an untrusted one checked from its central directory — limits,
// names, encryption, zip bombs — before a byte is inflated, then each entry inflated no further than it declared, whole
// or in chunks for a reader that streams it.
import { Inflate, unzipSync } from "fflate";
import { crc32, inflateRawSync } from "node:zlib";
import { kindName, refuse, truncatedMessage, type PackageWording } from "./package-wording.js";

/** Reads every entry of a zip into memory (the caller checks limits before calling this on untrusted bytes). */
export function readZip(bytes: Uint8Array): Map<string, Uint8Array> {
  const files = unzipSync(bytes);
  const out = new Map<string, Uint8Array>();
  for (const [name, data] of Object.entries(files)) {
    if (!name.endsWith("/")) out.set(name, data);
  }
  return out;
}

export const ZIP_LIMITS = {
  maxEntries: 1_000,
  maxTotalUnpacked: 200 * 1024 * 1024,
  maxRatio: 100,
  /** Entries and archives smaller than this are not ratio-checked: tiny parts compress extremely well (Apache POI's grace size). */
  ratioGraceBytes: 100 * 1024,
} as const;
export type ZipLimits = { readonly [K in keyof typeof ZIP_LIMITS]: number };

export interface ZipDirEntry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD_SIG = 0x06054b50;
const CEN_SIG = 0x02014b50;
const MAX_COMMENT = 0xffff;
const utf8 = new TextDecoder("utf-8", { fatal: true });
const latin1 = new TextDecoder("latin1");

/** Lists the entries of a zip archive, refusing anything over the limits before a single byte is inflated. */
export function readZipDirectory(bytes: Uint8Array, w: PackageWording, limits: ZipLimits = ZIP_LIMITS): ZipDirEntry[] {
  const fail = (message: string) => refuse(message, w);
  const truncated = () => fail(truncatedMessage(w));
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEocd(bytes, view);
  if (eocd < 0) throw truncated();
  const count = view.getUint16(eocd + 10, true);
  const cdSize = view.getUint32(eocd + 12, true);
  const cdOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || cdOffset === 0xffffffff || cdSize === 0xffffffff) {
    throw fail(
      `The file uses the ZIP64 format, which ${w.app} ${w.noun}s never need. Save it again from ${w.saveFrom} as a ${w.ext}.`,
    );
  }
  if (count > limits.maxEntries)
    throw fail(`The file holds ${count} parts; a ${w.noun} may hold at most ${limits.maxEntries}.`);
  if (count === 0) throw fail(`The file is an empty zip archive, not ${kindName(w)}.`);
  if (cdOffset + cdSize > eocd) throw truncated();

  const entries: ZipDirEntry[] = [];
  const seen = new Set<string>();
  let total = 0;
  let totalCompressed = 0;
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > eocd || view.getUint32(p, true) !== CEN_SIG) throw truncated();
    const flags = view.getUint16(p + 8, true);
    const method = view.getUint16(p + 10, true);
    const crc = view.getUint32(p + 16, true);
    const compressedSize = view.getUint32(p + 20, true);
    const size = view.getUint32(p + 24, true);
    const nameLen = view.getUint16(p + 28, true);
    const extraLen = view.getUint16(p + 30, true);
    const commentLen = view.getUint16(p + 32, true);
    const localOffset = view.getUint32(p + 42, true);
    if (p + 46 + nameLen > eocd) throw truncated();
    const name = decodeName(bytes.subarray(p + 46, p + 46 + nameLen), flags, w);
    p += 46 + nameLen + extraLen + commentLen;

    checkName(name, w);
    const key = name.toLowerCase();
    if (seen.has(key))
      throw fail(`The file holds two parts named "${shorten(name)}"; a valid ${w.noun} names each part once.`);
    seen.add(key);
    if (flags & 1)
      throw fail(
        `The file is password-protected (its zip entries are encrypted). Remove the password in ${w.app} and upload it again.`,
      );
    if (method !== 0 && method !== 8)
      throw fail(
        `The part "${shorten(name)}" uses an unsupported compression method (${method}). Save the ${w.noun} again from ${w.app} or LibreOffice.`,
      );
    if (compressedSize === 0xffffffff || size === 0xffffffff)
      throw fail(`The file uses the ZIP64 format, which ${w.app} ${w.noun}s never need.`);
    if (localOffset + 30 + compressedSize > cdOffset) throw truncated();
    if (method === 0 && size !== compressedSize)
      throw fail(`The part "${shorten(name)}" is damaged (stored with inconsistent sizes).`);
    if (size > limits.ratioGraceBytes && size / Math.max(compressedSize, 1) > limits.maxRatio) {
      throw fail(
        `The part "${shorten(name)}" expands more than ${limits.maxRatio} times when unpacked, which real ${w.noun}s never do (a "zip bomb").`,
      );
    }
    total += size;
    totalCompressed += compressedSize;
    if (total > limits.maxTotalUnpacked)
      throw fail(
        `The file would unpack to more than ${sizeInWords(limits.maxTotalUnpacked)}; ${w.noun}s are far smaller.`,
      );
    entries.push({ name, method, flags, crc, compressedSize, size, localOffset });
  }
  if (total > limits.ratioGraceBytes && total / Math.max(totalCompressed, 1) > limits.maxRatio) {
    throw fail(
      `The file expands more than ${limits.maxRatio} times when unpacked, which real ${w.noun}s never do (a "zip bomb").`,
    );
  }
  return entries;
}

/** The end-of-central-directory record: searched backwards over at most the maximum comment length. */
function findEocd(bytes: Uint8Array, view: DataView): number {
  const stop = Math.max(0, bytes.length - 22 - MAX_COMMENT);
  for (let p = bytes.length - 22; p >= stop; p--) {
    if (bytes[p] === 0x50 && view.getUint32(p, true) === EOCD_SIG) {
      const commentLen = view.getUint16(p + 20, true);
      if (p + 22 + commentLen <= bytes.length) return p;
    }
  }
  return -1;
}

function decodeName(raw: Uint8Array, flags: number, w: PackageWording): string {
  if (flags & 0x800) {
    try {
      return utf8.decode(raw);
    } catch {
      throw refuse("A part name in the file is not valid UTF-8.", w);
    }
  }
  // Without the UTF-8 flag names are CP437; every OOXML part name is ASCII, so latin1 shows any oddity faithfully.
  return latin1.decode(raw);
}

/** Refuses names that could escape a directory or alias another part (zip-slip, absolute paths, backslashes, NUL). */
function checkName(name: string, w: PackageWording): void {
  const bad = (why: string) =>
    refuse(
      `The file contains a part with an unsafe name ("${shorten(name)}": ${why}); it is not a valid ${w.noun}.`,
      w,
    );
  if (name.length === 0) throw bad("empty");
  if (name.includes("\\")) throw bad("backslash");
  if (/[\u0000-\u001f]/.test(name)) throw bad("control character");
  if (name.startsWith("/") || /^[a-zA-Z]:/.test(name)) throw bad("absolute path");
  const segments = name.split("/");
  const last = segments.length - 1;
  segments.forEach((s, i) => {
    if (s === ".." || s === ".") throw bad("relative path segment");
    if (s === "" && i !== last) throw bad("empty path segment");
  });
}

/** "200 MiB", or "64 KiB" for a limit below or between whole MiB. */
function sizeInWords(bytes: number): string {
  const mib = bytes / 1024 / 1024;
  return Number.isInteger(mib) ? `${mib} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
}

function shorten(name: string): string {
  return name.length > 80 ? `${name.slice(0, 77)}…` : name;
}

/** An entry's stored (compressed) bytes, found through its local header. */
function storedBytes(bytes: Uint8Array, e: ZipDirEntry, w: PackageWording): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (e.localOffset + 30 > bytes.length || view.getUint32(e.localOffset, true) !== 0x04034b50)
    throw refuse(truncatedMessage(w), w);
  const start =
    e.localOffset + 30 + view.getUint16(e.localOffset + 26, true) + view.getUint16(e.localOffset + 28, true);
  const end = start + e.compressedSize;
  if (end > bytes.length) throw refuse(truncatedMessage(w), w);
  return bytes.subarray(start, end);
}

const damaged = (e: ZipDirEntry, w: PackageWording) =>
  refuse(`The part "${e.name}" is damaged (checksum mismatch); save the ${w.noun} again and re-upload it.`, w);
const oversized = (e: ZipDirEntry, w: PackageWording) =>
  refuse(
    `The part "${e.name}" is damaged or larger than the zip directory says; the file is not a usable ${w.noun}.`,
    w,
  );

/** Inflates one entry with native zlib, never past its declared size, and checks its CRC. */
export function inflateEntry(bytes: Uint8Array, e: ZipDirEntry, w: PackageWording): Uint8Array {
  const raw = storedBytes(bytes, e, w);
  let data: Uint8Array;
  if (e.method === 0) data = raw;
  else {
    try {
      // maxOutputLength stops a lying directory entry from inflating past what the size checks allowed.
      data = e.size === 0 ? new Uint8Array(0) : inflateRawSync(raw, { maxOutputLength: e.size });
    } catch {
      throw oversized(e, w);
    }
  }
  if (data.length !== e.size || crc32(data) >>> 0 !== e.crc) throw damaged(e, w);
  return data;
}

const STORED_CHUNK = 64 * 1024;

/**
 * Inflates one entry a chunk at a time, handing each to `onChunk` as it comes, so the whole part is never held;
 * stops at its declared size and checks its CRC at the end. `onChunk` returns false to stop early (unchecked).
 */
export function inflateEntryChunks(
  bytes: Uint8Array,
  e: ZipDirEntry,
  w: PackageWording,
  onChunk: (chunk: Uint8Array) => boolean | void,
): void {
  const raw = storedBytes(bytes, e, w);
  let size = 0;
  let crc = 0;
  let stopped = false;
  /** What the reader (or the size check) threw from inside the inflater: passed on as it is. */
  let thrown: { error: unknown } | undefined;
  const take = (chunk: Uint8Array) => {
    if (stopped || !chunk.length) return;
    try {
      size += chunk.length;
      if (size > e.size) throw oversized(e, w);
      crc = crc32(chunk, crc);
      if (onChunk(chunk) === false) stopped = true;
    } catch (error) {
      thrown = { error };
      throw error;
    }
  };
  if (e.method === 0) {
    for (let at = 0; at < raw.length && !stopped; at += STORED_CHUNK) take(raw.subarray(at, at + STORED_CHUNK));
  } else {
    const inflate = new Inflate(take);
    try {
      for (let at = 0; at < raw.length && !stopped; at += STORED_CHUNK)
        inflate.push(raw.subarray(at, at + STORED_CHUNK), at + STORED_CHUNK >= raw.length);
    } catch {
      throw thrown ? thrown.error : oversized(e, w);
    }
  }
  if (!stopped && (size !== e.size || crc >>> 0 !== e.crc)) throw damaged(e, w);
}
