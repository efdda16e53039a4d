// PNG metadata stripping by chunk: text (tEXt, zTXt, iTXt), Exif (eXIf) and the modification time (tIME) go; every
// other chunk stays byte for byte, so no CRC is recomputed. Each CRC is checked: a damaged file is refused.
import { crc32 } from "node:zlib";
import { concat, DamagedImage, u32be, type StrippedImage } from "./damaged-image.js";

const DROPPED = new Set(["tEXt", "zTXt", "iTXt", "eXIf", "tIME"]);
const CHUNK_TYPE = /^[A-Za-z]{4}$/;

export function stripPng(b: Uint8Array): StrippedImage {
  const kept: Uint8Array[] = [b.subarray(0, 8)];
  let size: { width: number; height: number } | null = null;
  let sawData = false;
  let p = 8;
  for (;;) {
    if (p + 12 > b.length) throw new DamagedImage("it ends before its IEND chunk");
    const length = u32be(b, p);
    const type = String.fromCharCode(...b.subarray(p + 4, p + 8));
    const end = p + 12 + length;
    if (!CHUNK_TYPE.test(type)) throw new DamagedImage("a chunk has an invalid type");
    if (end > b.length) throw new DamagedImage(`its ${type} chunk runs past the end of the file`);
    if (crc32(b.subarray(p + 4, end - 4)) !== u32be(b, end - 4))
      throw new DamagedImage(`its ${type} chunk fails its checksum`);
    if (!size && type !== "IHDR") throw new DamagedImage("it does not start with an IHDR chunk");
    if (type === "IHDR") {
      if (size || length !== 13) throw new DamagedImage("its IHDR chunk is malformed");
      size = { width: u32be(b, p + 8), height: u32be(b, p + 12) };
    }
    if (type === "IDAT") sawData = true;
    if (!DROPPED.has(type)) kept.push(b.subarray(p, end));
    p = end;
    if (type === "IEND") break; // bytes after IEND are dropped
  }
  if (!size || size.width === 0 || size.height === 0) throw new DamagedImage("it has no image size");
  if (!sawData) throw new DamagedImage("it has no image data");
  return { bytes: concat(kept), ...size, pixels: size.width * size.height };
}
