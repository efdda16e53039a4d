// JPEG metadata stripping by segment: Exif/XMP (APP1), IPTC (APP13), comments and every other APPn go; the frame,
// tables, scans, JFIF (without its thumbnail), ICC profile (APP2) and Adobe colour transform (APP14) stay byte for byte.
// An EXIF orientation other than 1 is kept as a minimal Exif segment holding that one tag: the pixels are not rotated
// (that would mean decoding and re-encoding), and browsers and pdfkit turn the picture upright from the tag.
import { isJpegSof as isSof, tiffIfd0 } from "../lib/image-header.js";
import { concat, DamagedImage, u16be, type StrippedImage } from "./damaged-image.js";

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const isApp = (m: number) => m >= 0xe0 && m <= 0xef;
const isStandalone = (m: number) => (m >= 0xd0 && m <= 0xd7) || m === 0x01;

const startsWithText = (b: Uint8Array, at: number, text: string) =>
  [...text].every((ch, i) => b[at + i] === ch.charCodeAt(0));

export function stripJpeg(b: Uint8Array): StrippedImage {
  if (b[0] !== 0xff || b[1] !== SOI) throw new DamagedImage("it has no start-of-image marker");
  const kept: Uint8Array[] = [];
  let size: { width: number; height: number } | null = null;
  let orientation = 1;
  let scans = 0;
  let p = 2;
  for (;;) {
    if (p >= b.length) throw new DamagedImage("it ends before its end-of-image marker");
    if (b[p] !== 0xff) throw new DamagedImage("there are stray bytes between its segments");
    while (b[p + 1] === 0xff) p++; // fill bytes before a marker
    const marker = b[p + 1];
    if (marker === undefined) throw new DamagedImage("it ends before its end-of-image marker");
    if (marker === EOI) break; // whatever follows the image (appended previews, trailers) is dropped
    if (marker === SOI) throw new DamagedImage("it holds a second start-of-image marker");
    if (isStandalone(marker)) {
      kept.push(b.subarray(p, p + 2));
      p += 2;
      continue;
    }
    const length = u16be(b, p + 2);
    const end = p + 2 + length;
    if (length < 2 || end > b.length) throw new DamagedImage("a segment runs past the end of the file");
    const body = p + 4;
    if (marker === SOS) {
      if (!size) throw new DamagedImage("a scan comes before the frame header");
      let q = end;
      while (q + 1 < b.length && !(b[q] === 0xff && b[q + 1] !== 0x00 && !(b[q + 1]! >= 0xd0 && b[q + 1]! <= 0xd7)))
        q++;
      if (q + 1 >= b.length) throw new DamagedImage("it ends inside a scan");
      kept.push(b.subarray(p, q));
      scans++;
      p = q;
      continue;
    }
    if (isSof(marker)) {
      if (!size) size = { height: u16be(b, body + 1), width: u16be(b, body + 3) };
      kept.push(b.subarray(p, end));
    } else if (marker === APP0) {
      if (startsWithText(b, body, "JFIF\0") && length >= 16) kept.push(jfifWithoutThumbnail(b.subarray(p, p + 18)));
    } else if (marker === APP1) {
      if (startsWithText(b, body, "Exif\0\0")) orientation = readOrientation(b.subarray(body + 6, end)) ?? orientation;
    } else if (marker === APP2) {
      if (startsWithText(b, body, "ICC_PROFILE\0")) kept.push(b.subarray(p, end));
    } else if (marker === APP14) {
      if (startsWithText(b, body, "Adobe")) kept.push(b.subarray(p, end));
    } else if (!isApp(marker) && marker !== 0xfe) {
      kept.push(b.subarray(p, end)); // tables, restart interval and the rest of the codestream
    }
    p = end;
  }
  if (!size || size.width === 0 || size.height === 0) throw new DamagedImage("it has no frame size");
  if (scans === 0) throw new DamagedImage("it has no image data");
  const at = kept[0] && kept[0][1] === APP0 ? 1 : 0;
  if (orientation !== 1) kept.splice(at, 0, orientationSegment(orientation));
  const upright = orientation >= 5 ? { width: size.height, height: size.width } : size;
  return {
    bytes: concat([Uint8Array.of(0xff, SOI), ...kept, Uint8Array.of(0xff, EOI)]),
    ...upright,
    pixels: size.width * size.height,
  };
}

/** The 16-byte JFIF header with its thumbnail size set to 0×0 (a thumbnail may show what was cropped away). */
function jfifWithoutThumbnail(header: Uint8Array): Uint8Array {
  const out = new Uint8Array(18);
  out.set(header.subarray(0, 18));
  out[2] = 0;
  out[3] = 16;
  out[16] = 0;
  out[17] = 0;
  return out;
}

/** The Orientation tag (0x0112) of IFD0 in an Exif TIFF block, or null when absent or unreadable. */
export function readOrientation(tiff: Uint8Array): number | null {
  const tag = tiffIfd0(tiff)?.get(0x0112);
  return tag && tag.type === 3 && tag.value >= 1 && tag.value <= 8 ? tag.value : null;
}

/** An APP1 Exif segment holding nothing but IFD0's Orientation tag (big-endian TIFF). */
export function orientationSegment(orientation: number): Uint8Array {
  return Uint8Array.of(
    0xff,
    APP1,
    0x00,
    0x22,
    0x45,
    0x78,
    0x69,
    0x66,
    0x00,
    0x00, // "Exif\0\0"
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08, // "MM", 42, IFD0 at 8
    0x00,
    0x01, // one entry
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation,
    0x00,
    0x00, // Orientation, SHORT, 1 value
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  );
}
