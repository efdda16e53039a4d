// A slide picture's media part → a data: URL, checked and stripped of metadata as an uploaded image is.
import { prepareImage, sniffImageType } from "../../assets/thread.js";
import { SOURCE_LIMITS } from "../../formats/model/source.js";
import { AppError } from "../../lib/errors.js";
import type { LeftOutKind } from "./left-out.js";
import type { PptxPackage } from "./open-package.js";
import type { PictureRef } from "./read-shapes.js";

/** Bytes a picture may have: its data: URL (base64, 4/3 larger) must fit the source schema's image src limit. */
const IMAGE_LIMITS = {
  maxBytes: Math.floor((SOURCE_LIMITS.maxBytes - 64) * 0.75),
  maxSide: 12_000,
  maxPixels: 100_000_000,
};

/** The picture as a png/jpeg/gif data: URL, or the kind of loss that kept it out. */
export function pictureData(pp: PptxPackage, ref: PictureRef): { src: string } | { lost: LeftOutKind } {
  if (!ref.part) return { lost: "pictureLinked" };
  const bytes = pp.pkg.parts.get(ref.part);
  if (!bytes) return { lost: "pictureDamaged" };
  const sniffed = sniffImageType(bytes);
  if (sniffed !== "image/png" && sniffed !== "image/jpeg" && sniffed !== "image/gif")
    return {
      lost: sniffed
        ? "pictureFormat"
        : /\.(emf|wmf|svg|tiff?|bmp|webp|wdp|pdf)$/i.test(ref.part)
          ? "pictureFormat"
          : "pictureDamaged",
    };
  if (bytes.length > IMAGE_LIMITS.maxBytes) return { lost: "pictureSize" };
  try {
    const image = prepareImage(bytes, null, IMAGE_LIMITS);
    return { src: `data:${image.type};base64,${Buffer.from(image.bytes).toString("base64")}` };
  } catch (err) {
    if (err instanceof AppError) return { lost: "pictureDamaged" };
    throw err;
  }
}
