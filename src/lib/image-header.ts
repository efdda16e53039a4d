// A picture's pixel size read from its header (PNG, JPEG, GIF, WebP, BMP, TIFF, SVG) before anything decodes it: pure,
// bounded by the bytes given, null for anything it cannot read. Decoders allocate what a header declares, so the
// budgets that keep a 27 KB file from asking for 17 GB are checked against this first.

export type ImageFormat = "png" | "jpeg" | "gif" | "webp" | "bmp" | "tiff" | "svg";

export interface ImageHeader {
  format: ImageFormat;
  /** The pixels a decoder allocates: the canvas, widened to any GIF frame that reaches past it (decoders grow to fit). */
  width: number;
  height: number;
}

/** SVG's size when its root states none (a browser's replaced element: 300×150). */
export const SVG_DEFAULT_SIZE = { width: 300, height: 150 } as const;

/** Only this much of an SVG is read for its root element: a root tag is never longer in a real file. */
const SVG_HEAD = 64 * 1024;

const u16le = (b: Uint8Array, at: number) => (at + 2 > b.length ? -1 : b[at]! | (b[at + 1]! << 8));
const u16be = (b: Uint8Array, at: number) => (at + 2 > b.length ? -1 : (b[at]! << 8) | b[at + 1]!);
const u24le = (b: Uint8Array, at: number) => (at + 3 > b.length ? -1 : b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16));
const u32be = (b: Uint8Array, at: number) =>
  at + 4 > b.length ? -1 : ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const i32le = (b: Uint8Array, at: number) =>
  at + 4 > b.length ? NaN : b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24);
const ascii = (b: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...b.subarray(from, Math.min(to, b.length)));
const startsWith = (b: Uint8Array, bytes: number[]) => b.length >= bytes.length && bytes.every((v, i) => b[i] === v);

/** Whether text starts (after a BOM, an XML declaration, comments, a DOCTYPE) with an `<svg` root. */
export function looksLikeSvg(head: string): boolean {
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg|<svg[\s>])/.test(
    head
      .replace(/^\uFEFF/, "")
      .trimStart()
      .toLowerCase(),
  );
}

/** The format the first bytes name, or null: the magic numbers, and an SVG root within the first 512 bytes. */
export function imageFormat(b: Uint8Array): ImageFormat | null {
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(b, [0xff, 0xd8, 0xff])) return "jpeg";
  if (ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a") return "gif";
  if (ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP") return "webp";
  if (ascii(b, 0, 2) === "BM") return "bmp";
  if (startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a])) return "tiff";
  return looksLikeSvg(new TextDecoder("utf-8", { fatal: false }).decode(b.subarray(0, 512))) ? "svg" : null;
}

/** The picture's format and size from its header; null when the bytes are no picture it knows or the header is damaged. */
export function readImageHeader(b: Uint8Array): ImageHeader | null {
  const format = imageFormat(b);
  if (!format) return null;
  const size = READERS[format](b);
  if (!size || !(size.width >= 1 && size.height >= 1) || !Number.isFinite(size.width * size.height)) return null;
  return { format, width: size.width, height: size.height };
}

type Size = { width: number; height: number } | null;

const READERS: Record<ImageFormat, (b: Uint8Array) => Size> = {
  // IHDR is the first chunk: width and height right after its length and type.
  png: (b) => (ascii(b, 12, 16) === "IHDR" && b.length >= 24 ? { width: u32be(b, 16), height: u32be(b, 20) } : null),
  jpeg: readJpeg,
  gif: readGif,
  webp: readWebp,
  bmp: (b) => {
    const dib = i32le(b, 14);
    if (dib === 12) return { width: u16le(b, 18), height: u16le(b, 20) };
    return dib >= 40 ? { width: Math.abs(i32le(b, 18)), height: Math.abs(i32le(b, 22)) } : null;
  },
  tiff: (b) => {
    const tags = tiffIfd0(b);
    const width = tags?.get(256)?.value;
    const height = tags?.get(257)?.value;
    return width !== undefined && height !== undefined ? { width, height } : null;
  },
  svg: readSvg,
};

/** JPEG's start-of-frame markers (they carry the frame size): SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC). */
export const isJpegSof = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** The first frame header's size, found by walking the segments before the first scan by their lengths. */
function readJpeg(b: Uint8Array): Size {
  let p = 2;
  while (p + 4 <= b.length) {
    if (b[p] !== 0xff) return null;
    while (b[p + 1] === 0xff) p++; // fill bytes before a marker
    const marker = b[p + 1]!;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      p += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null; // a scan or the end before any frame header
    const length = u16be(b, p + 2);
    if (length < 2) return null;
    if (isJpegSof(marker)) return { height: u16be(b, p + 5), width: u16be(b, p + 7) };
    p += 2 + length;
  }
  return null;
}

/** The bytes of a GIF colour table its packed field announces (0 when it has none). */
export const gifColourTableSize = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);

/** The end of a run of GIF data sub-blocks starting at `p` (each a length byte and that many bytes; 0 ends it), or -1. */
export function gifSubBlocksEnd(b: Uint8Array, p: number): number {
  for (;;) {
    if (p >= b.length) return -1;
    const n = b[p]!;
    p += 1 + n;
    if (n === 0) return p;
  }
}

/** The logical screen, widened to every frame's descriptor: decoders size their canvas to fit a frame that overhangs. */
function readGif(b: Uint8Array): Size {
  if (b.length < 13) return null;
  let width = u16le(b, 6);
  let height = u16le(b, 8);
  let p = 13 + gifColourTableSize(b[10]!);
  while (p < b.length && b[p] !== 0x3b) {
    if (b[p] === 0x21) p = gifSubBlocksEnd(b, p + 2);
    else if (b[p] === 0x2c && p + 10 <= b.length) {
      width = Math.max(width, u16le(b, p + 1) + u16le(b, p + 5));
      height = Math.max(height, u16le(b, p + 3) + u16le(b, p + 7));
      p = gifSubBlocksEnd(b, p + 10 + gifColourTableSize(b[p + 9]!) + 1);
    } else break; // damaged past here: what was read stands, the decoder refuses the rest
    if (p < 0) break;
  }
  return { width, height };
}

/** WebP's first chunk: VP8X's canvas, VP8L's or VP8's frame size. */
function readWebp(b: Uint8Array): Size {
  const chunk = ascii(b, 12, 16);
  if (chunk === "VP8X" && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  if (chunk === "VP8L" && b.length >= 25 && b[20] === 0x2f) {
    const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8 " && b.length >= 30 && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  return null;
}

/** A TIFF's first directory: each tag's type and its first SHORT or LONG value; null when the header is damaged. */
export function tiffIfd0(tiff: Uint8Array): Map<number, { type: number; value: number }> | null {
  const little = tiff[0] === 0x49 && tiff[1] === 0x49;
  if (!little && !(tiff[0] === 0x4d && tiff[1] === 0x4d)) return null;
  const u16 = (at: number) => (little ? u16le(tiff, at) : u16be(tiff, at));
  const u32 = (at: number) => (at + 4 > tiff.length ? -1 : little ? u16(at) + u16(at + 2) * 65536 : u32be(tiff, at));
  if (u16(2) !== 42) return null;
  const ifd = u32(4);
  const count = u16(ifd);
  if (count < 0) return null;
  const tags = new Map<number, { type: number; value: number }>();
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) break;
    const type = u16(entry + 2);
    if (!tags.has(u16(entry)))
      tags.set(u16(entry), { type, value: type === 3 ? u16(entry + 8) : type === 4 ? u32(entry + 8) : -1 });
  }
  return tags;
}

const UNITS: Record<string, number> = {
  "": 1,
  px: 1,
  pt: 96 / 72,
  pc: 16,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  q: 96 / 101.6,
  em: 16,
  ex: 8,
};

/** A length in CSS pixels, or null for a percentage, an unknown unit or no number. */
export function svgLength(value: string | undefined): number | null {
  const m = value ? /^\s*([+]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*([a-z]*)\s*$/i.exec(value) : null;
  const k = m ? UNITS[m[2]!.toLowerCase()] : undefined;
  return m && k !== undefined ? Number(m[1]) * k : null;
}

/** The root `<svg …>` start tag's attributes (each value, and the attribute as written) and where the tag sits, or null. */
export function svgRoot(
  text: string,
): { attributes: Map<string, { value: string; written: string }>; start: number; end: number } | null {
  const start = text.search(/<svg[\s>/]/i);
  if (start < 0) return null;
  // Quoted values may hold ">": the tag ends at the first ">" outside quotes.
  const tag = /^<svg((?:[^>"']|"[^"]*"|'[^']*')*)>/i.exec(text.slice(start));
  if (!tag) return null;
  const attributes = new Map<string, { value: string; written: string }>();
  for (const a of tag[1]!.matchAll(/([A-Za-z_:][-\w:.]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    attributes.set(a[1]!, { value: a[2] ?? a[3] ?? "", written: a[0] });
  return { attributes, start, end: start + tag[0].length };
}

/** The size an SVG's root states: width and height, one of them and the viewBox's shape, the viewBox, else 300×150. */
function readSvg(b: Uint8Array): Size {
  const root = svgRoot(new TextDecoder("utf-8", { fatal: false }).decode(b.subarray(0, SVG_HEAD)));
  if (!root) return null;
  const width = svgLength(root.attributes.get("width")?.value);
  const height = svgLength(root.attributes.get("height")?.value);
  const box = (root.attributes.get("viewBox")?.value ?? "")
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const ratio = box.length === 4 && box[2]! > 0 && box[3]! > 0 ? box[2]! / box[3]! : null;
  if (width && height) return { width: Math.ceil(width), height: Math.ceil(height) };
  if (width && ratio) return { width: Math.ceil(width), height: Math.ceil(width / ratio) };
  if (height && ratio) return { width: Math.ceil(height * ratio), height: Math.ceil(height) };
  if (ratio) return { width: Math.ceil(box[2]!), height: Math.ceil(box[3]!) };
  return { width: Math.ceil(width ?? SVG_DEFAULT_SIZE.width), height: Math.ceil(height ?? SVG_DEFAULT_SIZE.height) };
}
