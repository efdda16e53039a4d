// Names an image's type from its first bytes (magic numbers), never from what the client says it is.

export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** What the bytes are: one of the accepted types, a known refused one (for a clear message), or unknown. */
export type SniffedType = ImageType | "image/svg+xml" | "image/webp" | "image/bmp" | "image/tiff" | "image/heic" | "application/pdf" | "text/html" | null;

const startsWith = (b: Uint8Array, bytes: number[], at = 0) => b.length >= at + bytes.length && bytes.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, Math.min(to, b.length)));

export function sniffImageType(b: Uint8Array): SniffedType {
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(b, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a") return "image/gif";
  if (ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP") return "image/webp";
  if (ascii(b, 0, 2) === "BM") return "image/bmp";
  if (startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a])) return "image/tiff";
  if (ascii(b, 4, 8) === "ftyp" && /^(heic|heix|mif1|msf1|avif)$/.test(ascii(b, 8, 12))) return "image/heic";
  if (ascii(b, 0, 5) === "%PDF-") return "application/pdf";
  // Text formats may start with a BOM and whitespace; a few hundred bytes are enough to see the root element.
  const head = new TextDecoder("utf-8", { fatal: false }).decode(b.subarray(0, 512)).replace(/^\uFEFF/, "").trimStart().toLowerCase();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg|<svg[\s>])/.test(head)) return "image/svg+xml";
  if (/^(<!doctype html|<html[\s>])/.test(head)) return "text/html";
  return null;
}

/** The accepted type a declared Content-Type names (`image/jpg` is a common alias), or null. */
export function declaredImageType(mime: string): ImageType | null {
  const m = mime.toLowerCase().split(";")[0]!.trim();
  if (m === "image/jpg" || m === "image/pjpeg") return "image/jpeg";
  return (IMAGE_TYPES as readonly string[]).includes(m) ? (m as ImageType) : null;
}

export const EXTENSIONS: Record<ImageType, string> = { "image/png": "png", "image/jpeg": "jpg", "image/gif": "gif" };
