// Real PNGs built byte by byte (signature, IHDR, IDAT, IEND), so tests need no binary fixtures.
import { crc32, deflateSync } from "node:zlib";

type Rgb = readonly [number, number, number];

/** An 8-bit RGB PNG of `width`×`height` whose pixel at (x, y) is `pixel(x, y)`. */
export function rgbPng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height); // each row: filter byte 0, then RGB triples
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * (width * 3 + 1) + 1 + x * 3);
  return png(width, height, 8, 2, raw); // 8-bit RGB
}

/** A PNG of `raw` rows (each its filter byte, then its samples) at `depth` bits in `colourType`. */
function png(width: number, height: number, depth: number, colourType: number, raw: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = depth;
  ihdr[9] = colourType;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A 16-bit greyscale PNG (as pandoc's reference template's background is), each row filtered with `filter` (0–4). */
export function grey16Png(width: number, height: number, grey: (x: number, y: number) => number, filter = 2): Buffer {
  const stride = width * 2;
  const raw = Buffer.alloc((stride + 1) * height);
  let prev = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(stride);
    for (let x = 0; x < width; x++) row.writeUInt16BE(grey(x, y), x * 2);
    raw[y * (stride + 1)] = filter;
    // Only None (0) and Up (2) are written here; the reader's other filters are tested on canvas's adaptive PNGs.
    for (let i = 0; i < stride; i++)
      raw[y * (stride + 1) + 1 + i] = filter === 2 ? (row[i]! - prev[i]!) & 255 : row[i]!;
    prev = row;
  }
  return png(width, height, 16, 0, raw); // 16-bit grey
}

/** One PNG chunk: length, type, data and its CRC. */
export function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export const pngDataUrlOf = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`;
