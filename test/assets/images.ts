// Real images for the asset tests, built byte by byte or tiny and inline: JPEGs made by ImageMagick (baseline and
// progressive, 16×8, no metadata), with Exif (GPS), XMP, IPTC and comment segments added; PNGs with text chunks; GIFs.
import { chunk, rgbPng } from "../png.js";

/** `convert -size 16x8 gradient:red-blue -strip -quality 80` */
export const BASE_JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAWEAEBAQAAAAAAAAAAAAAAAAAAFWL/xAAVAQEBAAAAAAAAAAAAAAAAAAAFB//EABkRAAEFAAAAAAAAAAAAAAAAAAAFFlOR8P/aAAwDAQACEQMRAD8AjdnRZ0CtM1Jj1DLsU5NZ/9k=",
  "base64",
);

/** The same picture, progressive (`-interlace JPEG`): several scans with tables between them. */
export const PROGRESSIVE_JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wgARCAAIABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAVAQEBAAAAAAAAAAAAAAAAAAAEBv/aAAwDAQACEAMQAAABjRWs/8QAFRABAQAAAAAAAAAAAAAAAAAAABP/2gAIAQEAAQUCss//xAAXEQADAQAAAAAAAAAAAAAAAAAABBVS/9oACAEDAQE/AazOj//EABcRAAMBAAAAAAAAAAAAAAAAAAAEFVL/2gAIAQIBAT8BjKZP/8QAFBABAAAAAAAAAAAAAAAAAAAAEP/aAAgBAQAGPwI//8QAFRABAQAAAAAAAAAAAAAAAAAAAHH/2gAIAQEAAT8hpT//2gAMAwEAAgADAAAAEAf/xAAWEQADAAAAAAAAAAAAAAAAAAAA8PH/2gAIAQMBAT8QVT//xAAWEQADAAAAAAAAAAAAAAAAAAAA8PH/2gAIAQIBAT8QRD//xAAUEAEAAAAAAAAAAAAAAAAAAAAQ/9oACAEBAAE/ECv/2Q==",
  "base64",
);

export function segment(marker: number, body: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** An Exif APP1 (little-endian TIFF): Make, Orientation, and a GPS IFD with latitude 48°51'29" N. */
export function exifWithGps(orientation = 1): Buffer {
  const tiff = Buffer.alloc(120);
  tiff.write("II", 0, "latin1");
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    if (type === 3 && count === 1) tiff.writeUInt16LE(value, at + 8);
    else tiff.writeUInt32LE(value, at + 8);
  };
  tiff.writeUInt16LE(3, 8); // IFD0 at 8: three entries, ends at 8 + 2 + 36 + 4 = 50
  entry(10, 0x010f, 2, 6, 50); // Make → "Canon\0" at 50
  entry(22, 0x0112, 3, 1, orientation);
  entry(34, 0x8825, 4, 1, 56); // GPSInfo → GPS IFD at 56
  tiff.writeUInt32LE(0, 46);
  tiff.write("Canon\0", 50, "latin1");
  tiff.writeUInt16LE(2, 56); // GPS IFD: two entries, ends at 56 + 2 + 24 + 4 = 86
  entry(58, 0x0001, 2, 2, 0);
  tiff.write("N\0", 66, "latin1"); // GPSLatitudeRef inline
  entry(70, 0x0002, 5, 3, 86); // GPSLatitude → three rationals at 86
  tiff.writeUInt32LE(0, 82);
  [48, 1, 51, 1, 29, 1].forEach((v, i) => tiff.writeUInt32LE(v, 86 + i * 4));
  return segment(0xe1, Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]));
}

export const XMP = segment(
  0xe1,
  Buffer.from(
    'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><rdf:Description exif:GPSLatitude="48,51.48N"/></x:xmpmeta>',
    "latin1",
  ),
);
export const IPTC = segment(
  0xed,
  Buffer.from("Photoshop 3.0\x008BIM\x04\x04\0\0\0\0\0\x0a\x1c\x02\x78\0\x05Paris", "latin1"),
);
export const COMMENT = segment(0xfe, Buffer.from("shot at 12 Rue de Rivoli", "latin1"));
export const ICC = segment(0xe2, Buffer.concat([Buffer.from("ICC_PROFILE\0\x01\x01", "latin1"), Buffer.alloc(32, 7)]));

/** `jpeg` with `segments` inserted right after its JFIF APP0 (the first 20 bytes: SOI + APP0). */
export function jpegWith(jpeg: Buffer, ...segments: Buffer[]): Buffer {
  return Buffer.concat([jpeg.subarray(0, 20), ...segments, jpeg.subarray(20)]);
}

export const pngChunk = chunk;

export const plainPng = (width = 4, height = 3) => rgbPng(width, height, (x, y) => [x * 40, y * 60, 200]);

/** `png` with metadata chunks (text, compressed text, international text, Exif, time) after its IHDR. */
export function pngWithText(png: Buffer): Buffer {
  const meta = [
    pngChunk("tEXt", Buffer.from("Author\0Alice Example", "latin1")),
    pngChunk("zTXt", Buffer.from("Comment\0\0x\x9c\x03\0\0\0\0\x01", "latin1")),
    pngChunk("iTXt", Buffer.from("Location\0\0\0\0\0Paris", "utf8")),
    pngChunk("eXIf", exifWithGps().subarray(10)),
    pngChunk("tIME", Buffer.from([0x07, 0xe9, 1, 2, 3, 4, 5])),
  ];
  return Buffer.concat([png.subarray(0, 33), ...meta, png.subarray(33)]);
}

/** A 4×3 one-colour GIF89a (ImageMagick), with a comment and an XMP application extension added when asked. */
export function gif(withMetadata = false): Buffer {
  const head = Buffer.from("474946383961040003" + "00f000003366990000" + "00", "hex"); // header, screen, 2-colour table
  const frame = Buffer.from("21f90400000000002c00000000040003000002038" + "48f56003b", "hex");
  if (!withMetadata) return Buffer.concat([head, frame]);
  const comment = Buffer.from([0x21, 0xfe, 5, ...Buffer.from("Paris"), 0]);
  const xmp = Buffer.concat([
    Buffer.from([0x21, 0xff, 11]),
    Buffer.from("XMP DataXMP"),
    Buffer.from([4]),
    Buffer.from("<x/>"),
    Buffer.from([0]),
  ]);
  return Buffer.concat([head, comment, xmp, frame]);
}

export const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>',
);
