// Reads a zip's central directory from untrusted bytes without inflating anything, enforcing the upload limits.
import { AppError } from "../lib/errors.js";

export const ZIP_LIMITS = {
  maxEntries: 1_000,
  maxTotalUnpacked: 200 * 1024 * 1024,
  maxRatio: 100,
  /** Entries and archives smaller than this are not ratio-checked: tiny parts compress extremely well (Apache POI's grace size). */
  ratioGraceBytes: 100 * 1024,
} as const;

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

/** 400 invalid_template with a message meant for the person who uploaded the file. */
export function refuse(message: string): AppError {
  return new AppError("invalid_template", message);
}

export const TRUNCATED = "The file is incomplete (the end of the zip archive is missing): it was probably cut off while uploading or copying. Save the template again and re-upload it.";

/** Lists the entries of a zip archive, refusing anything over the limits before a single byte is inflated. */
export function readZipDirectory(bytes: Uint8Array): ZipDirEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEocd(bytes, view);
  if (eocd < 0) throw refuse(TRUNCATED);
  const count = view.getUint16(eocd + 10, true);
  const cdSize = view.getUint32(eocd + 12, true);
  const cdOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || cdOffset === 0xffffffff || cdSize === 0xffffffff) {
    throw refuse("The file uses the ZIP64 format, which PowerPoint templates never need. Save it again from PowerPoint, Keynote, Google Slides or LibreOffice as a .pptx.");
  }
  if (count > ZIP_LIMITS.maxEntries) throw refuse(`The file holds ${count} parts; a template may hold at most ${ZIP_LIMITS.maxEntries}.`);
  if (count === 0) throw refuse("The file is an empty zip archive, not a PowerPoint template.");
  if (cdOffset + cdSize > eocd) throw refuse(TRUNCATED);

  const entries: ZipDirEntry[] = [];
  const seen = new Set<string>();
  let total = 0;
  let totalCompressed = 0;
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > eocd || view.getUint32(p, true) !== CEN_SIG) throw refuse(TRUNCATED);
    const flags = view.getUint16(p + 8, true);
    const method = view.getUint16(p + 10, true);
    const crc = view.getUint32(p + 16, true);
    const compressedSize = view.getUint32(p + 20, true);
    const size = view.getUint32(p + 24, true);
    const nameLen = view.getUint16(p + 28, true);
    const extraLen = view.getUint16(p + 30, true);
    const commentLen = view.getUint16(p + 32, true);
    const localOffset = view.getUint32(p + 42, true);
    if (p + 46 + nameLen > eocd) throw refuse(TRUNCATED);
    const name = decodeName(bytes.subarray(p + 46, p + 46 + nameLen), flags);
    p += 46 + nameLen + extraLen + commentLen;

    checkName(name);
    const key = name.toLowerCase();
    if (seen.has(key)) throw refuse(`The file holds two parts named "${shorten(name)}"; a valid template names each part once.`);
    seen.add(key);
    if (flags & 1) throw refuse("The file is password-protected (its zip entries are encrypted). Remove the password in PowerPoint and upload it again.");
    if (method !== 0 && method !== 8) throw refuse(`The part "${shorten(name)}" uses an unsupported compression method (${method}). Save the template again from PowerPoint or LibreOffice.`);
    if (compressedSize === 0xffffffff || size === 0xffffffff) throw refuse("The file uses the ZIP64 format, which PowerPoint templates never need.");
    if (localOffset + 30 + compressedSize > cdOffset) throw refuse(TRUNCATED);
    if (method === 0 && size !== compressedSize) throw refuse(`The part "${shorten(name)}" is damaged (stored with inconsistent sizes).`);
    if (size > ZIP_LIMITS.ratioGraceBytes && size / Math.max(compressedSize, 1) > ZIP_LIMITS.maxRatio) {
      throw refuse(`The part "${shorten(name)}" expands more than ${ZIP_LIMITS.maxRatio} times when unpacked, which real templates never do (a "zip bomb").`);
    }
    total += size;
    totalCompressed += compressedSize;
    if (total > ZIP_LIMITS.maxTotalUnpacked) throw refuse(`The file would unpack to more than ${ZIP_LIMITS.maxTotalUnpacked / 1024 / 1024} MiB; templates are far smaller.`);
    entries.push({ name, method, flags, crc, compressedSize, size, localOffset });
  }
  if (total > ZIP_LIMITS.ratioGraceBytes && total / Math.max(totalCompressed, 1) > ZIP_LIMITS.maxRatio) {
    throw refuse(`The file expands more than ${ZIP_LIMITS.maxRatio} times when unpacked, which real templates never do (a "zip bomb").`);
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

function decodeName(raw: Uint8Array, flags: number): string {
  if (flags & 0x800) {
    try {
      return utf8.decode(raw);
    } catch {
      throw refuse("A part name in the file is not valid UTF-8.");
    }
  }
  // Without the UTF-8 flag names are CP437; every OOXML part name is ASCII, so latin1 shows any oddity faithfully.
  return latin1.decode(raw);
}

/** Refuses names that could escape a directory or alias another part (zip-slip, absolute paths, backslashes, NUL). */
function checkName(name: string): void {
  const bad = (why: string) => refuse(`The file contains a part with an unsafe name ("${shorten(name)}": ${why}); it is not a valid template.`);
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

function shorten(name: string): string {
  return name.length > 80 ? `${name.slice(0, 77)}…` : name;
}
