// data: URL images → media bytes with their type and pixel size (png, jpeg, gif); anything else is refused.
export interface DecodedImage {
  ext: "png" | "jpeg" | "gif";
  bytes: Uint8Array;
  width: number;
  height: number;
}

function pngSize(b: Uint8Array): [number, number] | null {
  if (b.length < 24 || b[0] !== 0x89 || b[1] !== 0x50) return null;
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return [v.getUint32(16), v.getUint32(20)];
}

function gifSize(b: Uint8Array): [number, number] | null {
  if (b.length < 10 || b[0] !== 0x47 || b[1] !== 0x49 || b[2] !== 0x46) return null;
  return [b[6]! | (b[7]! << 8), b[8]! | (b[9]! << 8)];
}

function jpegSize(b: Uint8Array): [number, number] | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let p = 2;
  while (p + 9 < b.length) {
    if (b[p] !== 0xff) return null;
    const marker = b[p + 1]!;
    const len = (b[p + 2]! << 8) | b[p + 3]!;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return [(b[p + 7]! << 8) | b[p + 8]!, (b[p + 5]! << 8) | b[p + 6]!];
    }
    p += 2 + len;
  }
  return null;
}

/** Decodes a base64 data: URL of a png/jpeg/gif whose bytes match its type; null (refused) otherwise. */
export function decodeDataImage(src: string): DecodedImage | null {
  const m = /^data:image\/(png|jpe?g|gif);base64,([A-Za-z0-9+/=\s]+)$/i.exec(src.trim());
  if (!m) return null;
  const bytes = new Uint8Array(Buffer.from(m[2]!, "base64"));
  const kind = m[1]!.toLowerCase();
  const ext = kind === "jpg" || kind === "jpeg" ? "jpeg" : (kind as "png" | "gif");
  const size = ext === "png" ? pngSize(bytes) : ext === "gif" ? gifSize(bytes) : jpegSize(bytes);
  if (!size || size[0] <= 0 || size[1] <= 0) return null;
  return { ext, bytes, width: size[0], height: size[1] };
}
