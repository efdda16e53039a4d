// Names an image's type from its first bytes (magic numbers, lib/image-header.ts), never from what the client says it is.
import { imageFormat, type ImageFormat } from "../lib/image-header.js";

export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** What the bytes are: one of the accepted types, a known refused one (for a clear message), or unknown. */
export type SniffedType =
  | ImageType
  | "image/svg+xml"
  | "image/webp"
  | "image/bmp"
  | "image/tiff"
  | "image/heic"
  | "application/pdf"
  | "text/html"
  | null;

const MIME: Record<ImageFormat, SniffedType> = {
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  bmp: "image/bmp",
  tiff: "image/tiff",
  svg: "image/svg+xml",
};
const ascii = (b: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...b.subarray(from, Math.min(to, b.length)));

export function sniffImageType(b: Uint8Array): SniffedType {
  const format = imageFormat(b);
  if (format) return MIME[format];
  if (ascii(b, 4, 8) === "ftyp" && /^(heic|heix|mif1|msf1|avif)$/.test(ascii(b, 8, 12))) return "image/heic";
  if (ascii(b, 0, 5) === "%PDF-") return "application/pdf";
  // Text may start with a BOM and whitespace; a few hundred bytes are enough to see the root element.
  const head = new TextDecoder("utf-8", { fatal: false })
    .decode(b.subarray(0, 512))
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
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
