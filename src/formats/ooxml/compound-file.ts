// OLE compound files (CFB, [MS-CFB]) met where an Office package was expected: a password-protected .docx/.xlsx/.pptx
// (the zip encrypted inside "EncryptionInfo" and "EncryptedPackage" streams, [MS-OFFCRYPTO]) or an old binary
// .doc/.xls/.ppt. Only the directory's stream names are read, to say which it is; nothing else is decoded.

const MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const END_OF_CHAIN = 0xfffffffe;
/** Sector numbers at or above this are markers (free, end of chain, FAT, DIFAT), never data. */
const MAX_SECTOR = 0xfffffffa;
/** Directory sectors read at most: a real file's directory is a few sectors; a loop or a huge one is not read on. */
const MAX_DIRECTORY_SECTORS = 1024;

/** What a compound file is: an encrypted Office package, an old binary document of an Office program, or unknown. */
export type CompoundKind = "encrypted" | "word" | "excel" | "powerpoint" | "unknown";

/** The first bytes of an OLE compound file (D0 CF 11 E0 A1 B1 1A E1); the first four suffice to recognise it. */
export function isCompoundFile(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && MAGIC.slice(0, 4).every((b, i) => bytes[i] === b);
}

/** The names in a compound file's directory (storages and streams), or null when its header or directory is unreadable. */
export function compoundFileNames(bytes: Uint8Array): string[] | null {
  if (bytes.length < 512 || !MAGIC.every((b, i) => bytes[i] === b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const shift = view.getUint16(0x1e, true);
  if (shift !== 9 && shift !== 12) return null;
  const size = 1 << shift;
  const perSector = size / 4;
  const sectorAt = (n: number) => (n + 1) * size;
  // The FAT's sectors: the 109 listed in the header, then any DIFAT sectors' lists.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) {
    const s = view.getUint32(0x4c + i * 4, true);
    if (s < MAX_SECTOR) fatSectors.push(s);
  }
  let difat = view.getUint32(0x44, true);
  for (let hops = 0; difat < MAX_SECTOR && hops < 1024; hops++) {
    const at = sectorAt(difat);
    if (at + size > bytes.length) break;
    for (let i = 0; i < perSector - 1; i++) {
      const s = view.getUint32(at + i * 4, true);
      if (s < MAX_SECTOR) fatSectors.push(s);
    }
    difat = view.getUint32(at + size - 4, true);
  }
  const next = (sector: number): number => {
    const fat = fatSectors[Math.floor(sector / perSector)];
    if (fat === undefined) return END_OF_CHAIN;
    const at = sectorAt(fat) + (sector % perSector) * 4;
    return at + 4 <= bytes.length ? view.getUint32(at, true) : END_OF_CHAIN;
  };
  const names: string[] = [];
  const seen = new Set<number>();
  for (
    let sector = view.getUint32(0x30, true);
    sector < MAX_SECTOR && !seen.has(sector) && seen.size < MAX_DIRECTORY_SECTORS;
    sector = next(sector)
  ) {
    seen.add(sector);
    const at = sectorAt(sector);
    if (at + size > bytes.length) return names.length ? names : null;
    for (let entry = at; entry < at + size; entry += 128) {
      const length = view.getUint16(entry + 0x40, true);
      const type = bytes[entry + 0x42];
      if (type === 0 || length < 2 || length > 64) continue; // an unused entry
      names.push(new TextDecoder("utf-16le").decode(bytes.subarray(entry, entry + length - 2)));
    }
  }
  return names.length ? names : null;
}

/** Which kind of compound file the bytes are, from the streams its directory names. */
export function compoundFileKind(bytes: Uint8Array): CompoundKind {
  const names = compoundFileNames(bytes);
  if (!names) return "unknown";
  const has = (name: string) => names.some((n) => n.toLowerCase() === name.toLowerCase());
  if (has("EncryptedPackage") || has("EncryptionInfo")) return "encrypted";
  if (has("WordDocument")) return "word";
  if (has("Workbook") || has("Book")) return "excel";
  if (has("PowerPoint Document")) return "powerpoint";
  return "unknown";
}
