// A found picture checked and stripped like an upload (assets/prepare-image.ts), its refusal said as a picture failure.
import type { ImageLimits, PreparedImage, PrepareImage } from "../assets/thread.js";
import type { Focus } from "../formats/slide-kinds/cover-crop.js";
import { AppError } from "../lib/errors.js";
import { PictureFailed } from "./picture-source.js";

/** How a found picture is checked: the limits it must keep, and the check itself (in a work process). */
export interface PictureCheck {
  limits: ImageLimits;
  prepare: PrepareImage;
}

/** A found picture as checked: its focus only when one was found. */
export type CheckedPicture = PreparedImage & { focus?: Focus };

/**
 * The picture checked and stripped like an upload, with its focus (no provider says where the subject is: its faces'
 * metadata, else its own pixels), or the failure that says why it cannot be used.
 */
export async function checkedPicture(
  provider: string,
  bytes: Uint8Array,
  declared: string | null,
  check: PictureCheck,
): Promise<CheckedPicture> {
  try {
    const { focus, ...image } = await check.prepare(bytes, declared, check.limits, { focus: true });
    return focus ? { ...image, focus } : image;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const why = err.message.replace(/\.$/, "");
    if (err.code === "file_too_large")
      throw new PictureFailed("too-large", `the ${provider} picture is too large: ${lowerFirst(why)}`);
    // prepareImage names a size past ASSET_MAX_SIDE or ASSET_MAX_PIXELS in its detail ("at most …"); the rest are types or damage.
    if (err.details?.some((d) => d.message.startsWith("at most")))
      throw new PictureFailed("too-large", `the ${provider} picture is too large: ${lowerFirst(why)}`);
    // "The file is an HTML page; send a PNG, JPEG or GIF.": the advice is for someone uploading, not for a warning.
    throw new PictureFailed("type", `the ${provider} picture cannot be used: ${lowerFirst(why.split(";")[0]!)}`);
  }
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
