// Decodes a data: URL image for embedding and reads its pixel size from the header (png, jpeg, gif).
import { readImageHeader } from "../../lib/image-header.js";

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
  const header = readImageHeader(bytes);
  if (header?.format !== ext) return null;
  return { ext, bytes, width: header.width, height: header.height };
}
