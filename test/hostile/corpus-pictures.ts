// Hostile pictures made in memory in milliseconds: headers declaring huge sizes over tiny bodies, a PNG whose own
// deflate runs 1000:1 (repeated full-flush blocks, so 1 GB of pixels costs no compressing), and XMP with 100,000 areas.
import { constants, deflateRawSync } from "node:zlib";
import { createCanvas } from "@napi-rs/canvas";
import { chunk } from "../png.js";
import { BASE_JPEG, segment } from "../assets/images.js";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ADLER = 65521;

function ihdr(width: number, height: number, colourType: number): Buffer {
  const b = Buffer.alloc(13);
  b.writeUInt32BE(width, 0);
  b.writeUInt32BE(height, 4);
  b[8] = 8;
  b[9] = colourType;
  return chunk("IHDR", b);
}

/** A PNG whose IHDR declares `width`×`height` RGBA over an IDAT of a few bytes (a decoder allocates first, then fails). */
export function pngDeclaring(width: number, height: number): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height, 6),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A valid RGBA PNG of one colour, `width`×`height`: every row "Sub" filtered (its first pixel, then zeros), deflated
 * once as a full-flush block of whole rows and that block repeated, so its size is about a thousandth of its pixels'.
 */
export function deflatingPng(
  width: number,
  height: number,
  rgba: [number, number, number, number] = [40, 110, 190, 255],
): Buffer {
  const rowLength = 1 + 4 * width;
  const row = Buffer.alloc(rowLength);
  row[0] = 1;
  row.set(rgba, 1);
  const rowsPerBlock = Math.max(1, Math.min(height, Math.floor((1 << 20) / rowLength)));
  const block = (rows: number) =>
    deflateRawSync(Buffer.concat(Array.from({ length: rows }, () => row)), {
      level: 9,
      finishFlush: constants.Z_FULL_FLUSH,
    });
  const full = block(rowsPerBlock);
  const blocks: Buffer[] = Array.from({ length: Math.floor(height / rowsPerBlock) }, () => full);
  if (height % rowsPerBlock) blocks.push(block(height % rowsPerBlock));
  // Adler-32 of the rows, row by row: s2 grows by the row's length times s1 plus the row's own weighted sum.
  let rowSum = 0;
  let rowWeighted = 0;
  row.forEach((v, j) => {
    rowSum += v;
    rowWeighted += (rowLength - j) * v;
  });
  let s1 = 1;
  let s2 = 0;
  for (let y = 0; y < height; y++) {
    s2 = (s2 + (((rowLength % ADLER) * s1) % ADLER) + (rowWeighted % ADLER)) % ADLER;
    s1 = (s1 + rowSum) % ADLER;
  }
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((s2 << 16) | s1) >>> 0);
  const zlib = Buffer.concat([Buffer.from([0x78, 0xda]), ...blocks, Buffer.from([0x03, 0x00]), adler]);
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height, 6), chunk("IDAT", zlib), chunk("IEND", Buffer.alloc(0))]);
}

/** A baseline JPEG (16×8) whose frame header declares `width`×`height`. */
export function jpegDeclaring(width: number, height: number): Buffer {
  const out = Buffer.from(BASE_JPEG);
  for (let p = 2; p + 9 < out.length;) {
    const marker = out[p + 1]!;
    if (marker === 0xc0 || marker === 0xc2) {
      out.writeUInt16BE(height, p + 5);
      out.writeUInt16BE(width, p + 7);
      return out;
    }
    p += 2 + out.readUInt16BE(p + 2);
  }
  throw new Error("the base JPEG has no frame header");
}

/** A GIF whose logical screen is `width`×`height` around one frame of one pixel. */
export function gifDeclaring(width: number, height: number): Buffer {
  const screen = Buffer.from([
    0x47,
    0x49,
    0x46,
    0x38,
    0x39,
    0x61,
    width & 0xff,
    width >> 8,
    height & 0xff,
    height >> 8,
    0x80,
    0,
    0,
    0,
    0,
    0,
    0xff,
    0xff,
    0xff,
  ]);
  const frame = Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]);
  return Buffer.concat([screen, frame]);
}

/** A WebP whose VP8X canvas is `width`×`height` around a 1×1 lossless frame (encoded by canvas). */
export function webpDeclaring(width: number, height: number): Buffer {
  const one = createCanvas(1, 1).toBuffer("image/webp");
  const frame = one.subarray(12); // the VP8/VP8L chunk after "RIFF" size "WEBP"
  const vp8x = Buffer.alloc(18);
  vp8x.write("VP8X", 0, "latin1");
  vp8x.writeUInt32LE(10, 4);
  vp8x.writeUIntLE(width - 1, 12, 3);
  vp8x.writeUIntLE(height - 1, 15, 3);
  const body = Buffer.concat([Buffer.from("WEBP", "latin1"), vp8x, frame]);
  const riff = Buffer.alloc(8);
  riff.write("RIFF", 0, "latin1");
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

/** An SVG whose root declares `width`×`height` pixels (a vector picture: what it costs is where it is rasterised). */
export function svgDeclaring(width: number, height: number): Buffer {
  return Buffer.from(
    `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 100"><rect width="100" height="100" fill="#2a6ebe"/><circle cx="50" cy="50" r="30" fill="#fff"/></svg>`,
  );
}

/** An XMP packet with one face region holding `areas` Area elements (short prefixes: 100,000 stay under 1 MB). */
export function xmpWithAreas(areas: number): string {
  return (
    `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
    `<rdf:Description xmlns:r="http://www.metadataworkinggroup.com/schemas/regions/" xmlns:a="http://ns.adobe.com/xmp/sType/Area#">` +
    `<r:RegionInfo><r:RegionList><rdf:Bag><rdf:li r:Type="Face">${"<r:Area/>".repeat(areas)}</rdf:li></rdf:Bag></r:RegionList></r:RegionInfo>` +
    `</rdf:Description></rdf:RDF></x:xmpmeta>`
  );
}

/** A 2×2 PNG carrying `xmp` in an iTXt chunk, as Lightroom writes it. */
export function pngWithXmp(xmp: string): Buffer {
  const small = deflatingPng(2, 2);
  const itxt = chunk(
    "iTXt",
    Buffer.concat([Buffer.from("XML:com.adobe.xmp\0\0\0\0\0", "latin1"), Buffer.from(xmp, "utf8")]),
  );
  return Buffer.concat([small.subarray(0, 33), itxt, small.subarray(33)]);
}

/** The baseline JPEG carrying `xmp` in an APP1 segment (at most 64 KB a segment: the rest in further ones, as extended XMP is). */
export function jpegWithXmp(xmp: string): Buffer {
  const text = Buffer.from(xmp, "utf8");
  const parts: Buffer[] = [];
  for (let at = 0; at < text.length; at += 65_000)
    parts.push(
      segment(
        0xe1,
        Buffer.concat([Buffer.from("http://ns.adobe.com/xap/1.0/\0", "latin1"), text.subarray(at, at + 65_000)]),
      ),
    );
  return Buffer.concat([BASE_JPEG.subarray(0, 20), ...parts, BASE_JPEG.subarray(20)]);
}
