// data: URL images → media bytes with their type and pixel size (png, jpeg, gif); anything else is refused.
import { readImageHeader } from "../../lib/image-header.js";

export interface DecodedImage {
  ext: "png" | "jpeg" | "gif";
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** Decodes a base64 data: URL of a png/jpeg/gif whose bytes match its type; null (refused) otherwise. */
export function decodeDataImage(src: string): DecodedImage | null {
  const m = /^data:image\/(png|jpe?g|gif);base64,([A-Za-z0-9+/=\s]+)$/i.exec(src.trim());
  if (!m) return null;
  const bytes = new Uint8Array(Buffer.from(m[2]!, "base64"));
  const kind = m[1]!.toLowerCase();
  const ext = kind === "jpg" || kind === "jpeg" ? "jpeg" : (kind as "png" | "gif");
  const header = readImageHeader(bytes);
  if (header?.format !== ext) return null;
  return { ext, bytes, width: header.width, height: header.height };
}
