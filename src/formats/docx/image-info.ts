// Decodes a data: URL image for embedding and reads its pixel size from the header (png, jpeg, gif).

export interface ImageData {
  ext: "png" | "jpeg" | "gif";
  bytes: Buffer;
  width: number;
  height: number;
}

const DATA_URL = /^data:image\/(png|jpeg|jpg|gif);base64,([A-Za-z0-9+/]*={0,2})$/i;

/** The decoded image with its size, or null when the URL is not a supported data: image or its header is unreadable. */
export function decodeDataImage(src: string): ImageData | null {
  const m = DATA_URL.exec(src);
  if (!m) return null;
  const kind = m[1]!.toLowerCase();
  const ext = kind === "jpg" ? "jpeg" : (kind as ImageData["ext"]);
  const bytes = Buffer.from(m[2]!, "base64");
  const size = ext === "png" ? pngSize(bytes) : ext === "gif" ? gifSize(bytes) : jpegSize(bytes);
  if (!size || size.width <= 0 || size.height <= 0) return null;
  return { ext, bytes, ...size };
}

function pngSize(b: Buffer): { width: number; height: number } | null {
  if (b.length < 24 || b.readUInt32BE(0) !== 0x89504e47 || b.toString("latin1", 12, 16) !== "IHDR") return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function gifSize(b: Buffer): { width: number; height: number } | null {
  if (b.length < 10 || b.toString("latin1", 0, 3) !== "GIF") return null;
  return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
}

function jpegSize(b: Buffer): { width: number; height: number } | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    }
    const len = b.readUInt16BE(i + 2);
    // SOF0..SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    i += 2 + len;
  }
  return null;
}
