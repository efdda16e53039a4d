// Checks an image before anything trusts it (size, type from its bytes, dimensions) and strips its metadata.
import { AppError } from "../lib/errors.js";
import { DamagedImage, type StrippedImage } from "./damaged-image.js";
import { declaredImageType, sniffImageType, type ImageType } from "./sniff-image.js";
import { stripGif } from "./strip-gif.js";
import { stripJpeg } from "./strip-jpeg.js";
import { stripPng } from "./strip-png.js";

export interface ImageLimits {
  maxBytes: number;
  /** Pixels per side. */
  maxSide: number;
  /** Pixels a reader decodes in all (width × height; every frame of a GIF): the decompression-bomb guard. */
  maxPixels: number;
}

export interface PreparedImage {
  type: ImageType;
  /** The picture as shown (EXIF orientation applied), in pixels. */
  width: number;
  height: number;
  /** The bytes to keep: the same image with its metadata removed. */
  bytes: Uint8Array;
}

/** A picture checked, stripped and, when asked, its focus: what its metadata says of its faces, else its subject's centre. */
export interface CheckedImage extends PreparedImage {
  focus: { x: number; y: number } | null;
}

/**
 * prepareImage (and faceFocus, else subjectFocus, when `focus` is asked) where the service runs it: in a work process,
 * so a picture's metadata and pixels are never read on the thread that answers requests. Throws prepareImage's refusals
 * as they are.
 */
export type PrepareImage = (
  bytes: Uint8Array,
  declared: string | null,
  limits: ImageLimits,
  options?: { focus?: boolean },
) => Promise<CheckedImage>;

const NAMES: Record<string, string> = {
  "image/png": "a PNG",
  "image/jpeg": "a JPEG",
  "image/gif": "a GIF",
  "image/webp": "a WebP image",
  "image/bmp": "a BMP image",
  "image/tiff": "a TIFF image",
  "image/heic": "a HEIC/AVIF image",
  "application/pdf": "a PDF",
  "text/html": "an HTML page",
};

const invalid = (message: string, detail: string) =>
  new AppError("invalid_request", message, { details: [{ path: "file", message: detail }] });

/**
 * `declared` is the Content-Type the sender gave (null when it gave none or application/octet-stream): when given it
 * must agree with what the bytes are. Throws 413 file_too_large, 415 unsupported_media_type or 400 invalid_request.
 */
export function prepareImage(bytes: Uint8Array, declared: string | null, limits: ImageLimits): PreparedImage {
  if (bytes.length === 0) throw invalid("The file is empty.", "send the image's bytes");
  if (bytes.length > limits.maxBytes)
    throw new AppError("file_too_large", `The image is larger than the ${formatBytes(limits.maxBytes)} limit.`);
  const sniffed = sniffImageType(bytes);
  if (sniffed === "image/svg+xml") {
    throw new AppError(
      "unsupported_media_type",
      "SVG images are refused: they can carry scripts and links. Send a PNG, JPEG or GIF.",
    );
  }
  if (sniffed !== "image/png" && sniffed !== "image/jpeg" && sniffed !== "image/gif") {
    const what = sniffed ? `is ${NAMES[sniffed]}` : "is not an image Quire can read";
    throw new AppError("unsupported_media_type", `The file ${what}; send a PNG, JPEG or GIF.`);
  }
  if (declared !== null) {
    const claimed = declaredImageType(declared);
    if (/svg/i.test(declared))
      throw new AppError(
        "unsupported_media_type",
        "SVG images are refused: they can carry scripts and links. Send a PNG, JPEG or GIF.",
      );
    if (claimed === null)
      throw new AppError(
        "unsupported_media_type",
        `${declared} is not an accepted image type; send image/png, image/jpeg or image/gif.`,
      );
    if (claimed !== sniffed)
      throw new AppError(
        "unsupported_media_type",
        `The file is ${NAMES[sniffed]} but was sent as ${claimed}; the declared type must match the bytes.`,
      );
  }
  let stripped: StrippedImage;
  try {
    stripped =
      sniffed === "image/png" ? stripPng(bytes) : sniffed === "image/jpeg" ? stripJpeg(bytes) : stripGif(bytes, limits);
  } catch (err) {
    if (err instanceof DamagedImage)
      throw invalid(
        `The ${sniffed.slice(6).toUpperCase()} cannot be read: ${err.message}.`,
        "a damaged or truncated image",
      );
    throw err;
  }
  const { width, height, pixels } = stripped;
  if (width > limits.maxSide || height > limits.maxSide) {
    throw invalid(
      `The image is ${width}×${height} pixels; each side may be at most ${limits.maxSide}.`,
      `at most ${limits.maxSide} pixels per side`,
    );
  }
  if (pixels > limits.maxPixels) {
    throw invalid(
      `The image holds ${pixels} pixels; at most ${limits.maxPixels} are accepted.`,
      `at most ${limits.maxPixels} pixels in all`,
    );
  }
  return { type: sniffed, width, height, bytes: stripped.bytes };
}

/** A limit for people: "10 MiB", or "64 KiB" below a MiB. */
export function formatBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / 1024 / 1024} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
}
